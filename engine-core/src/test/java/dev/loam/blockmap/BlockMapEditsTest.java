package dev.loam.blockmap;

import static dev.loam.blockmap.BlockEditFixtures.SETS;
import static dev.loam.blockmap.BlockEditFixtures.cell;
import static dev.loam.blockmap.BlockEditFixtures.flatGrass;
import static dev.loam.blockmap.BlockEditFixtures.greybox;
import static dev.loam.blockmap.BlockEditFixtures.heightDigits;
import static dev.loam.blockmap.BlockEditFixtures.legend;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/** Tests for {@link BlockMapEdits#apply}: every tool's result, every refusal, and the spec's plateau. */
class BlockMapEditsTest {

    private static BlockEditResult apply(BlockMapFile file, BlockEdit... edits) {
        return BlockMapEdits.apply(file, List.of(edits), SETS);
    }

    private static BlockMapFile applied(BlockMapFile file, BlockEdit... edits) {
        BlockEditResult r = apply(file, edits);
        assertEquals(Optional.empty(), r.refusal(), () -> r.refusal().get().message());
        BlockMapFiles.requireBlockMapRows(BlockSets.greybox(), r.file().legend(), r.file().rows());
        return r.file();
    }

    private static BlockEditRefusal refused(BlockMapFile file, BlockEdit... edits) {
        BlockEditResult r = apply(file, edits);
        assertTrue(r.isRefused(), "expected a refusal");
        assertSame(file, r.file(), "a refused list leaves the file as it was");
        assertEquals(List.of(), r.changes());
        return r.refusal().get();
    }

    // ---- the spec's plateau ----------------------------------------------------------------------

    private static final List<BlockEdit> PLATEAU = List.of(
            new BlockEdit.Raise(List.of(cell(3, 3)), Brush.square(3), 2),
            new BlockEdit.Rectangle(cell(2, 2), cell(4, 4), "stone"),
            new BlockEdit.Lower(cell(3, 4)),
            new BlockEdit.Stairs(cell(3, 4), BlockFacing.NORTH));

    @Test
    void plateauExampleRaisesAPavedTerraceWithANorthFacingStairUpItsSouthSide() {
        BlockMapFile file = flatGrass(7, 7);
        BlockEditResult r = BlockMapEdits.apply(file, PLATEAU, SETS);

        assertFalse(r.isRefused());
        assertEquals(List.of(
                "ggggggg",
                "ggggggg",
                "ggsssgg",
                "ggsssgg",
                "ggs^sgg",
                "ggggggg",
                "ggggggg"), r.file().rows().cells());
        assertEquals(List.of(
                "0000000",
                "0000000",
                "0022200",
                "0022200",
                "0021200",
                "0000000",
                "0000000"), heightDigits(r.file().rows()));
        assertEquals(BlockLegend.of(legend('g', "grass", 's', "stone", '^', LegendEntry.stairs("stairs", BlockFacing.NORTH))),
                r.file().legend());
        assertEquals(List.of(new BlockRect(2, 2, 3, 3), new BlockRect(2, 2, 3, 3), new BlockRect(3, 4, 1, 1),
                new BlockRect(3, 4, 1, 1)), r.changes().stream().map(BlockChange::rect).toList());
        // The stair climbs from its foot at 1, a one-step ledge over the grass at 0, to the plateau at 2.
        BlockMap map = BlockMap.builder("plateau", BlockSets.greybox()).legend(r.file().legend()).rows(r.file().rows()).build();
        assertEquals(Optional.of(BlockFacing.NORTH), map.stairFacing(3, 4));
        assertEquals(0, r.file().rows().heightSteps(3, 5));
        assertEquals(file, flatGrass(7, 7), "the input file is never changed");
    }

    @Test
    void plateauStairWithoutItsFacingIsRefusedNamingTheEditTheCellAndTheFix() {
        List<BlockEdit> edits = new ArrayList<>(PLATEAU);
        edits.set(3, new BlockEdit.Stairs(cell(3, 4)));
        BlockMapFile file = flatGrass(7, 7);
        BlockEditResult r = BlockMapEdits.apply(file, edits, SETS);

        BlockEditRefusal x = r.refusal().orElseThrow();
        assertSame(file, r.file());
        assertEquals(3, x.index());
        assertEquals(BlockTool.STAIRS, x.tool());
        assertEquals(BlockCellRefusal.Reason.STAIR_WITH_TWO_STEPS, x.cell().orElseThrow().reason());
        assertTrue(x.message().startsWith("edits[3] (stairs at column 3, row 4): the stair at column 3, row 4 has 3 "
                + "neighbours a step higher (north and east and west): give its legend entry a facing"), x.message());
        assertTrue(x.message().endsWith("or give the stairs edit a facing, such as \"facing\": \"north\""), x.message());
    }

    // ---- paint, fill, rectangle --------------------------------------------------------------------

    @Test
    void paintWithARoundBrushOfFiveLaysTheBlockOnAllButTheSquaresCornersKeepingHeights() {
        BlockMapFile file = greybox(legend('g', "grass"),
                List.of("ggggggg", "ggggggg", "ggggggg", "ggggggg", "ggggggg", "ggggggg", "ggggggg"),
                List.of("0000000", "1111111", "2222222", "3333333", "4444444", "5555555", "6666666"));
        BlockMapFile out = applied(file, new BlockEdit.Paint(List.of(cell(3, 3)), Brush.round(5), "dirt"));

        assertEquals(List.of(
                "ggggggg",
                "ggdddgg",
                "gdddddg",
                "gdddddg",
                "gdddddg",
                "ggdddgg",
                "ggggggg"), out.rows().cells());
        assertEquals(heightDigits(file.rows()), heightDigits(out.rows()));
        assertEquals(Optional.of(LegendEntry.of("dirt")), out.legend().entry('d'));
    }

    @Test
    void paintWithAnEvenBrushReachesOneCellFurtherEastAndSouth() {
        BlockMapFile out = applied(flatGrass(4, 4), new BlockEdit.Paint(List.of(cell(1, 1)), Brush.square(2), "stone"));
        assertEquals(List.of("gggg", "gssg", "gssg", "gggg"), out.rows().cells());
    }

    @Test
    void paintStrokeOverManyCellsEditsTheUnionOfItsBrushes() {
        BlockMapFile out = applied(flatGrass(5, 3),
                new BlockEdit.Paint(List.of(cell(0, 0), cell(1, 1), cell(4, 2)), Brush.ONE, "stone"));
        assertEquals(List.of("sgggg", "gsggg", "ggggs"), out.rows().cells());
    }

    @Test
    void paintTakesTheFirstFreeCharacterOfTheListWhenTheBlocksFirstLetterIsTaken() {
        BlockMapFile file = greybox(legend('g', "grass", 'd', "stone"), List.of("gd"), List.of("00"));
        BlockMapFile out = applied(file, new BlockEdit.Paint("dirt", cell(0, 0)));
        assertEquals(List.of("ad"), out.rows().cells());
        assertEquals(List.of('g', 'd', 'a'), List.copyOf(out.legend().entries().keySet()));
        assertEquals(LegendEntry.of("dirt"), out.legend().entries().get('a'));
    }

    @Test
    void paintReusesTheLegendsPlainEntryOfTheBlock() {
        BlockMapFile file = greybox(legend('g', "grass", 'X', "stone"), List.of("gX"), List.of("00"));
        BlockMapFile out = applied(file, new BlockEdit.Paint("stone", cell(0, 0)));
        assertEquals(List.of("XX"), out.rows().cells());
        assertEquals(file.legend(), out.legend());
    }

    @Test
    void paintingTheVoidBlockMakesCellsVoidAndKeepsTheirHeights() {
        BlockMapFile file = greybox(legend('g', "grass"), List.of("ggg"), List.of("123"));
        BlockMapFile out = applied(file, new BlockEdit.Paint(".", cell(1, 0)));
        assertEquals(List.of("g.g"), out.rows().cells());
        assertEquals(List.of("123"), heightDigits(out.rows()));
    }

    @Test
    void fillFloodsTheRegionOfOneCharacterAtOneHeightThroughCellSidesOnly() {
        BlockMapFile file = greybox(legend('g', "grass", 'd', "dirt"),
                List.of("ggdgg", "ggdgg", "ggggg"),
                List.of("00000", "00000", "11000"));
        BlockMapFile left = applied(file, new BlockEdit.Fill(cell(0, 0), "stone"));
        assertEquals(List.of("ssdgg", "ssdgg", "ggggg"), left.rows().cells());
        BlockMapFile right = applied(file, new BlockEdit.Fill(cell(4, 0), "stone"));
        assertEquals(List.of("ggdss", "ggdss", "ggsss"), right.rows().cells());
        assertEquals(List.of("00000", "00000", "11000"), heightDigits(right.rows()));
    }

    @Test
    void rectangleLaysTheBlockOverBothCornersGivenInEitherOrder() {
        BlockMapFile out = applied(flatGrass(5, 4), new BlockEdit.Rectangle(cell(3, 2), cell(1, 0), "dirt"));
        assertEquals(List.of("gdddg", "gdddg", "gdddg", "ggggg"), out.rows().cells());
    }

    @Test
    void rectangleOfStairsThatKeepsTheRulesAsAWholeIsAllowed() {
        BlockMapFile file = greybox(legend('g', "grass"), List.of("ggg", "ggg"), List.of("111", "000"));
        BlockMapFile out = applied(file, new BlockEdit.Rectangle(cell(0, 1), cell(2, 1), "stairs"));
        assertEquals(List.of("ggg", "sss"), out.rows().cells());
    }

    // ---- heights ----------------------------------------------------------------------------------

    @Test
    void raiseMovesBrushedCellsUpAndLeavesVoidCellsAlone() {
        BlockMapFile file = greybox(legend('g', "grass"),
                List.of("ggggg", "ggggg", "gg.gg", "ggggg", "ggggg"),
                List.of("11111", "11111", "11111", "11111", "11111"));
        BlockMapFile out = applied(file, new BlockEdit.Raise(List.of(cell(2, 2)), Brush.square(3), 2));
        assertEquals(List.of("11111", "13331", "13131", "13331", "11111"), heightDigits(out.rows()));
        assertEquals(file.rows().cells(), out.rows().cells());
    }

    @Test
    void lowerMovesBrushedCellsDownBelowZero() {
        BlockMapFile out = applied(flatGrass(3, 1), new BlockEdit.Lower(List.of(cell(0, 0)), Brush.ONE, 2));
        assertEquals(-2, out.rows().heightSteps(0, 0));
        assertEquals(0, out.rows().heightSteps(1, 0));
    }

    @Test
    void setPutsBrushedCellsAtOneHeight() {
        BlockMapFile out = applied(flatGrass(4, 4), new BlockEdit.Set(List.of(cell(1, 1)), Brush.square(2), 4));
        assertEquals(List.of("0000", "0440", "0440", "0000"), heightDigits(out.rows()));
    }

    @Test
    void flattenTakesTheFirstCellsHeightBeforeTheEdit() {
        BlockMapFile file = greybox(legend('g', "grass"), List.of("ggg", "ggg", "ggg"), List.of("012", "345", "678"));
        assertEquals(List.of("444", "444", "444"),
                heightDigits(applied(file, new BlockEdit.Flatten(List.of(cell(1, 1)), Brush.square(3), OptionalDouble.empty())).rows()));
        assertEquals(List.of("812", "345", "678"),
                heightDigits(applied(file, new BlockEdit.Flatten(List.of(cell(2, 2), cell(0, 0)), Brush.ONE,
                        OptionalDouble.empty())).rows()));
    }

    @Test
    void flattenToAGivenHeight() {
        BlockMapFile file = greybox(legend('g', "grass"), List.of("ggg", "ggg", "ggg"), List.of("012", "345", "678"));
        BlockMapFile out = applied(file, new BlockEdit.Flatten(List.of(cell(0, 0)), Brush.square(2), OptionalDouble.of(2)));
        assertEquals(List.of("222", "225", "678"), heightDigits(out.rows()));
    }

    @Test
    void smoothUsesTheHeightsBeforeTheEditAndRoundsHalvesAwayFromZero() {
        BlockMapFile file = greybox(legend('g', "grass"), List.of("ggg"), List.of("013"));
        // Column 0: (0 + 1) / 2 = 0.5 -> 1. Column 1: 4 / 3 -> 1 (from the old heights, not the new 1). Column 2: 4 / 2 = 2.
        BlockMapFile out = applied(file, new BlockEdit.Smooth(List.of(cell(1, 0)), Brush.square(3)));
        assertEquals(List.of("112"), heightDigits(out.rows()));

        BlockMapFile negative = BlockMapFile.of("greybox", BlockLegend.ofNames(Map.of('g', "grass")),
                BlockRows.of(List.of("gg"), new int[][] {{-1, 0}}));
        BlockMapFile smoothed = applied(negative, new BlockEdit.Smooth(List.of(cell(0, 0)), Brush.square(2)));
        assertEquals(-1, smoothed.rows().heightSteps(0, 0), "-0.5 rounds away from zero to -1");
        assertEquals(-1, smoothed.rows().heightSteps(1, 0));
    }

    @Test
    void smoothLeavesVoidNeighboursOutOfTheMean() {
        BlockMapFile file = greybox(legend('g', "grass"), List.of("gg", "g."), List.of("02", "19"));
        BlockMapFile out = applied(file, new BlockEdit.Smooth(List.of(cell(0, 0)), Brush.ONE));
        assertEquals(1, out.rows().heightSteps(0, 0), "(0 + 2 + 1) / 3, the void cell's 9 left out");
        assertEquals(9, out.rows().heightSteps(1, 1));
    }

    // ---- stairs -------------------------------------------------------------------------------------

    @Test
    void stairWithoutFacingTakesThePlainEntryAndFacesItsOneHigherNeighbour() {
        BlockMapFile file = greybox(legend('g', "grass"), List.of("ggg", "ggg", "ggg"), List.of("010", "000", "000"));
        BlockMapFile out = applied(file, new BlockEdit.Stairs(cell(1, 1)));
        assertEquals(List.of("ggg", "gsg", "ggg"), out.rows().cells());
        assertEquals(LegendEntry.of("stairs"), out.legend().entries().get('s'));
    }

    @Test
    void stairWithAFacingReusesTheLegendsEntryForIt() {
        BlockMapFile file = greybox(legend('g', "grass", 'N', LegendEntry.stairs("stairs", BlockFacing.NORTH)),
                List.of("g", "g"), List.of("1", "0"));
        BlockMapFile out = applied(file, new BlockEdit.Stairs(cell(0, 1), BlockFacing.NORTH));
        assertEquals(List.of("g", "N"), out.rows().cells());
        assertEquals(file.legend(), out.legend());
    }

    @Test
    void stairWithAFacingWhosePreferredCharacterIsTakenTakesTheFirstFreeOne() {
        BlockMapFile file = greybox(legend('>', "grass"), List.of(">>"), List.of("01"));
        BlockMapFile out = applied(file, new BlockEdit.Stairs(cell(0, 0), BlockFacing.EAST));
        assertEquals(List.of("a>"), out.rows().cells());
        assertEquals(LegendEntry.stairs("stairs", BlockFacing.EAST), out.legend().entries().get('a'));
    }

    /** Each cell along the walk from the lower end to the higher climbs at most one step, stairs climbing exactly one. */
    private static void assertWalkable(BlockMapFile out, Cell low, Cell high) {
        int dc = Integer.signum(high.column() - low.column()), dr = Integer.signum(high.row() - low.row());
        int c = low.column(), r = low.row();
        while (c != high.column() || r != high.row()) {
            int h = out.rows().heightSteps(c, r);
            int next = out.rows().heightSteps(c + dc, r + dr);
            assertTrue(next - h <= 1, "a ledge of " + (next - h) + " steps at column " + (c + dc) + ", row " + (r + dr));
            c += dc;
            r += dr;
        }
    }

    @Test
    void flightWhoseClimbEqualsItsRunStandsItsFootOneStepOverTheLowerGround() {
        BlockMapFile file = greybox(legend('g', "grass"), List.of("g", "g", "g", "g"), List.of("3", "0", "0", "0"));
        BlockMapFile out = applied(file, new BlockEdit.StairsFlight(cell(0, 3), cell(0, 0)));
        assertEquals(List.of("g", "^", "^", "g"), out.rows().cells());
        assertEquals(List.of("3", "2", "1", "0"), heightDigits(out.rows()));
        assertWalkable(out, cell(0, 3), cell(0, 0));
    }

    @Test
    void flightShorterThanItsRunLevelsTheWalkToItsFootWithTheLowerGround() {
        BlockMapFile file = greybox(legend('g', "grass"), List.of("g", "g", "g", "g", "g", "g"),
                List.of("2", "0", "0", "1", "0", "0"));
        BlockMapFile out = applied(file, new BlockEdit.StairsFlight(cell(0, 5), cell(0, 0)));
        assertEquals(List.of("g", "^", "^", "g", "g", "g"), out.rows().cells());
        assertEquals(List.of("2", "1", "0", "0", "0", "0"), heightDigits(out.rows()));
        assertWalkable(out, cell(0, 5), cell(0, 0));
        assertEquals(out, applied(file, new BlockEdit.StairsFlight(cell(0, 0), cell(0, 5))), "dragged from the top, the same flight");
    }

    @Test
    void flightEastAlongARowFacesEast() {
        BlockMapFile file = greybox(legend('g', "grass"), List.of("gggggg"), List.of("000003"));
        BlockMapFile out = applied(file, new BlockEdit.StairsFlight(cell(0, 0), cell(5, 0), Optional.of("stairs")));
        assertEquals(List.of("gg>>>g"), out.rows().cells());
        assertEquals(List.of("000123"), heightDigits(out.rows()));
        assertWalkable(out, cell(0, 0), cell(5, 0));
    }

    @Test
    void flightBetweenCellsNotInALineIsRefusedWithTheCellsThatWouldBe() {
        BlockEditRefusal x = refused(flatGrass(4, 4), new BlockEdit.StairsFlight(cell(0, 0), cell(2, 1)));
        assertEquals("edits[0] (stairs from column 0, row 0 to column 2, row 1): column 0, row 0 and column 2, row 1 are "
                + "not in one row or column: a flight runs straight; move its end to column 0, row 1 or column 2, row 0",
                x.message());
    }

    @Test
    void flightWhoseClimbIsLongerThanItsRunIsRefusedNamingWhereToStart() {
        BlockMapFile file = greybox(legend('g', "grass"), List.of("g", "g", "g", "g"), List.of("5", "0", "0", "0"));
        BlockEditRefusal x = refused(file, new BlockEdit.StairsFlight(cell(0, 3), cell(0, 0)));
        assertEquals("edits[0] (stairs from column 0, row 3 to column 0, row 0): the climb of 5 steps from column 0, row 3 "
                + "(at 0) to column 0, row 0 (at 5) is longer than the run of 3 cells: start the flight 2 cells further "
                + "out, at column 0, row 5, or lower the top", x.message());
    }

    @Test
    void flightBetweenLevelGroundOrSideBySideCellsIsRefused() {
        assertTrue(refused(flatGrass(1, 4), new BlockEdit.StairsFlight(cell(0, 3), cell(0, 0))).message()
                .contains("both ends stand at 0 steps, so there is no climb"));
        assertTrue(refused(flatGrass(1, 4), new BlockEdit.StairsFlight(cell(0, 1), cell(0, 0))).message()
                .contains("its ends are side by side: move one end further out"));
    }

    // ---- refusals --------------------------------------------------------------------------------

    @Test
    void cellOffTheMapRefusesTheWholeListNamingTheEditAndTheMapsBounds() {
        BlockEditRefusal x = refused(flatGrass(7, 7), new BlockEdit.Raise(cell(1, 1)),
                new BlockEdit.Rectangle(cell(2, 2), cell(9, 4), "stone"));
        assertEquals(1, x.index());
        assertEquals(BlockCellRefusal.Reason.OFF_MAP, x.cell().orElseThrow().reason());
        assertEquals("edits[1] (rectangle from column 2, row 2 to column 9, row 4): column 9, row 4 is off the map, whose "
                + "columns are 0..6 and rows 0..6: name a cell on the map", x.message());
    }

    @Test
    void unknownBlockIsRefusedListingTheSetsBlocks() {
        BlockEditRefusal x = refused(flatGrass(3, 3), new BlockEdit.Paint("stne", cell(1, 1)));
        assertEquals("edits[0] (paint at column 1, row 1): block \"stne\" is not in block set \"greybox\": use one of "
                + "grass, dirt, stone, water, stairs, blocked", x.message());
        assertEquals(Optional.empty(), x.cell());
    }

    @Test
    void heightThatIsNotWholeIsRefusedWithTheTwoWholeHeightsBesideIt() {
        BlockEditRefusal x = refused(flatGrass(3, 3), new BlockEdit.Set(List.of(cell(1, 2)), Brush.ONE, 1.5));
        assertEquals(BlockCellRefusal.Reason.HEIGHT_NOT_WHOLE, x.cell().orElseThrow().reason());
        assertEquals("edits[0] (set at column 1, row 2): column 1, row 2: height 1.5 is not a whole number of steps: "
                + "round it to 1 or 2", x.message());
    }

    @Test
    void heightPastTheRangeIsRefused() {
        BlockEditRefusal x = refused(flatGrass(3, 3), new BlockEdit.Raise(List.of(cell(0, 0)), Brush.ONE, 2000));
        assertEquals(BlockCellRefusal.Reason.HEIGHT_OUT_OF_RANGE, x.cell().orElseThrow().reason());
        assertEquals("edits[0] (raise at column 0, row 0): column 0, row 0: height 2000 steps is past the range "
                + "-1000..1000: raise it less", x.message());
        assertTrue(refused(flatGrass(3, 3), new BlockEdit.Set(List.of(cell(0, 0)), Brush.ONE, -5000)).message()
                .endsWith("give a height in the range"));
    }

    private static BlockMapFile stairOnFlat() {
        return greybox(legend('g', "grass", 's', "stairs"), List.of("ggg", "gsg", "ggg"), List.of("010", "000", "000"));
    }

    @Test
    void editThatTakesTheStepFromAStairBesideItIsRefusedNamingTheStair() {
        BlockEditRefusal x = refused(stairOnFlat(), new BlockEdit.Lower(cell(1, 0)));
        assertEquals(BlockCellRefusal.Reason.STAIR_LOSES_STEP, x.cell().orElseThrow().reason());
        assertEquals(1, x.cell().get().column());
        assertEquals(1, x.cell().get().row());
        assertEquals("edits[0] (lower at column 1, row 0): the edit of column 1, row 0 takes the step from a stair beside "
                + "it: the stair at column 1, row 1 has no neighbour a step higher (at 1): keep the stair's step beside "
                + "it, or change the stair at column 1, row 1 in the same edit", x.message());
    }

    @Test
    void raisingAStairAndItsStepInOneGestureKeepsTheRuleAsAWhole() {
        BlockMapFile out = applied(stairOnFlat(), new BlockEdit.Raise(cell(1, 0), cell(1, 1)));
        assertEquals(List.of("020", "010", "000"), heightDigits(out.rows()));
        BlockEditRefusal x = refused(stairOnFlat(), new BlockEdit.Raise(cell(1, 1)));
        assertEquals("edits[0] (raise at column 1, row 1): the stair at column 1, row 1 has no neighbour a step higher "
                + "(at 2): raise the neighbour it climbs to, to 2 steps", x.message());
    }

    @Test
    void paintOrFillWithAStairBlockWhereNoStepIsIsRefused() {
        assertEquals(BlockCellRefusal.Reason.STAIR_WITHOUT_STEP,
                refused(flatGrass(3, 3), new BlockEdit.Paint("stairs", cell(1, 1))).cell().orElseThrow().reason());
        assertEquals(BlockCellRefusal.Reason.STAIR_WITHOUT_STEP,
                refused(flatGrass(3, 3), new BlockEdit.Fill(cell(1, 1), "stairs")).cell().orElseThrow().reason());
    }

    @Test
    void pondRaisedOverItsWaterLevelIsRefused() {
        BlockMapFile file = greybox(legend('g', "grass", 'w', LegendEntry.water("water", 0.5)), List.of("wg"), List.of("00"));
        BlockEditRefusal x = refused(file, new BlockEdit.Raise(List.of(cell(0, 0)), Brush.ONE, 2));
        assertEquals(BlockCellRefusal.Reason.POND_UNDER_BED, x.cell().orElseThrow().reason());
        assertEquals("edits[0] (raise at column 0, row 0): the pond at column 0, row 0 has its water level 0.5 m under its "
                + "bed at 1 m: lower the bed to 1 steps or raise the legend's waterLevel", x.message());
    }

    @Test
    void flattenStartedOnAVoidCellIsRefused() {
        BlockMapFile file = greybox(legend('g', "grass"), List.of("g.g"), List.of("000"));
        BlockEditRefusal x = refused(file, new BlockEdit.Flatten(List.of(cell(1, 0)), Brush.square(3), OptionalDouble.empty()));
        assertEquals("edits[0] (flatten at column 1, row 0 with a 3x3 square brush): column 1, row 0 is void, so it gives "
                + "no height to flatten to: start the stroke on a block or give a height", x.message());
    }

    @Test
    void stairOfABlockThatIsNoStairIsRefused() {
        BlockEditRefusal x = refused(stairOnFlat(), new BlockEdit.Stairs(cell(0, 1), Optional.empty(), Optional.of("stone")));
        assertEquals("edits[0] (stairs at column 0, row 1): block \"stone\" is not a stair: use one of stairs", x.message());
    }

    @Test
    void firstRefusedEditRefusesTheListEvenAfterGoodOnes() {
        BlockMapFile file = flatGrass(5, 5);
        BlockEditRefusal x = refused(file, new BlockEdit.Raise(cell(0, 0)), new BlockEdit.Paint("dirt", cell(1, 1)),
                new BlockEdit.Set(List.of(cell(2, 2)), Brush.ONE, 0.25), new BlockEdit.Paint("nope", cell(0, 0)));
        assertEquals(2, x.index());
        assertEquals(BlockTool.SET, x.tool());
        assertTrue(x.message().startsWith("edits[2] (set at column 2, row 2): "), x.message());
    }

    // ---- files the edits cannot start from -------------------------------------------------------

    @Test
    void fileOfAnUnknownSetIsAnExceptionNamingBlockSet() {
        BlockMapFile file = BlockMapFile.of("no-such-set", BlockLegend.ofNames(Map.of('g', "grass")),
                BlockRows.filled(2, 2, 'g', 0));
        BlockMapException e = assertThrows(BlockMapException.class,
                () -> BlockMapEdits.apply(file, List.of(new BlockEdit.Raise(cell(0, 0))), SETS));
        assertEquals("blockSet", e.path());
    }

    @Test
    void fileThatAlreadyBreaksARuleIsAnExceptionNamingTheCell() {
        BlockMapFile file = greybox(legend('g', "grass", 's', "stairs"), List.of("gs"), List.of("00"));
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockMapEdits.apply(file, List.of(), SETS));
        assertEquals("column 1, row 0", e.path());
    }

    @Test
    void emptyEditListGivesTheFileItself() {
        BlockMapFile file = flatGrass(2, 2);
        BlockEditResult r = BlockMapEdits.apply(file, List.of(), SETS);
        assertSame(file, r.file());
        assertFalse(r.isRefused());
    }

    @Test
    void editsKeepTheFilesNameSeaAndPosition() {
        BlockMapFile file = new BlockMapFile(Optional.of("arena"), "greybox", BlockLegend.ofNames(Map.of('g', "grass")),
                BlockRows.filled(3, 3, 'g', 0), OptionalDouble.of(0.25), Optional.of(new double[] {1, 2, 3}));
        BlockMapFile out = applied(file, new BlockEdit.Raise(cell(1, 1)));
        assertEquals(Optional.of("arena"), out.name());
        assertEquals(OptionalDouble.of(0.25), out.sea());
        assertEquals(2.0, out.position().orElseThrow()[1]);
    }

    // ---- rows in memory -------------------------------------------------------------------------

    @Test
    void editBlockRowsReturnsTheRectangleBeforeAndAfterAndRestoreUndoesIt() {
        EditableBlockRows rows = EditableBlockRows.of(flatGrass(5, 5), SETS);
        BlockRows start = rows.snapshot();
        BlockRowsEditResult r = BlockMapEdits.editBlockRows(rows, new BlockEdit.Raise(List.of(cell(2, 2)), Brush.square(3), 1));

        BlockChange change = r.change().orElseThrow();
        assertEquals(new BlockRect(1, 1, 3, 3), change.rect());
        assertEquals(BlockRows.filled(3, 3, 'g', 0), change.before());
        assertEquals(BlockRows.filled(3, 3, 'g', 1), change.after());
        rows.restore(change);
        assertTrue(rows.sameCells(start));
        rows.apply(change);
        assertEquals(1, rows.heightSteps(3, 3));
    }

    @Test
    void refusedEditOfRowsWritesNothing() {
        EditableBlockRows rows = EditableBlockRows.of(flatGrass(3, 3), SETS);
        BlockRows start = rows.snapshot();
        BlockLegend legend = rows.legend();
        BlockRowsEditResult r = BlockMapEdits.editBlockRows(rows, new BlockEdit.Paint(List.of(cell(1, 1)), Brush.square(3), "stairs"));
        assertTrue(r.isRefused());
        assertEquals(Optional.empty(), r.change());
        assertEquals(0, r.refusal().get().index());
        assertTrue(rows.sameCells(start));
        assertEquals(legend, rows.legend(), "the legend entry the edit added is taken back");
    }

    @Test
    void aSingleEditIsNamedByWhatItDoesWithNoListIndex() {
        BlockEdit tooHigh = new BlockEdit.Raise(List.of(cell(0, 0)), Brush.ONE, 2000);
        String expected = "raise at column 0, row 0: column 0, row 0: height 2000 steps is past the range -1000..1000: "
                + "raise it less";
        EditableBlockRows rows = EditableBlockRows.of(flatGrass(3, 3), SETS);
        assertEquals(expected, BlockMapEdits.editBlockRows(rows, tooHigh).refusal().orElseThrow().message());
        assertEquals(expected, BlockMapEdits.beginStroke(rows, tooHigh).refusal().orElseThrow().message());
    }

    @Test
    void anEditOfAListIsNamedFromZeroAsItsJsonPathNumbersIt() {
        BlockEditRefusal third = refused(flatGrass(3, 3), new BlockEdit.Raise(cell(0, 0)), new BlockEdit.Lower(cell(1, 1)),
                new BlockEdit.Raise(List.of(cell(2, 2)), Brush.ONE, 2000));
        assertEquals(2, third.index());
        assertTrue(third.message().startsWith("edits[2] (raise at column 2, row 2): "), third.message());
        assertFalse(third.message().contains("edit 2"), third.message());
    }

    @Test
    void editThatChangesNoCellGivesNoChange() {
        EditableBlockRows rows = EditableBlockRows.of(flatGrass(3, 3), SETS);
        BlockRowsEditResult r = BlockMapEdits.editBlockRows(rows, new BlockEdit.Paint("grass", cell(1, 1)));
        assertFalse(r.isRefused());
        assertEquals(Optional.empty(), r.change());
    }

    // ---- properties ----------------------------------------------------------------------------

    @Provide
    Arbitrary<BlockEditFixtures.Scenario> scenarios() {
        return BlockEditFixtures.scenarios();
    }

    /**
     * A random edit list applies whole or not at all: refused, the result's file is the input
     * itself, refused at the same edit that a one-by-one application stops at; applied, the file
     * keeps every rule, equals the one-by-one application, and its changes replay and undo it.
     */
    @Property(tries = 400)
    void editListAppliesWholeOrLeavesTheFileAsItWas(@ForAll("scenarios") BlockEditFixtures.Scenario s) {
        BlockEditResult r = BlockMapEdits.apply(s.file(), s.edits(), SETS);

        EditableBlockRows oneByOne = EditableBlockRows.of(s.file(), SETS);
        Optional<BlockEditRefusal> firstRefusal = Optional.empty();
        for (int i = 0; i < s.edits().size() && firstRefusal.isEmpty(); i++) {
            BlockRows before = oneByOne.snapshot();
            BlockRowsEditResult one = BlockEditApplier.apply(oneByOne, s.edits().get(i), i);
            firstRefusal = one.refusal();
            if (one.isRefused()) {
                assertTrue(oneByOne.sameCells(before), "a refused edit writes nothing");
            }
        }
        assertEquals(firstRefusal, r.refusal());
        Statistics.label("outcome").collect(r.isRefused() ? "refused" : s.edits().isEmpty() ? "empty" : "applied");
        if (r.isRefused()) {
            assertSame(s.file(), r.file());
            BlockEditRefusal x = r.refusal().get();
            assertTrue(x.message().startsWith("edits[" + x.index() + "] (" + s.edits().get(x.index()).tool().fileName()),
                    x.message());
            assertEquals(s.edits().get(x.index()).tool(), x.tool());
            return;
        }
        BlockMapFiles.requireBlockMapRows(BlockSets.greybox(), r.file().legend(), r.file().rows());
        assertEquals(oneByOne.snapshot(), r.file().rows());
        assertEquals(oneByOne.legend(), r.file().legend());

        EditableBlockRows replay = EditableBlockRows.of(BlockSets.greybox(), r.file().legend(), s.file().rows());
        r.changes().forEach(replay::apply);
        assertEquals(r.file().rows(), replay.snapshot());
        for (int i = r.changes().size() - 1; i >= 0; i--) {
            replay.restore(r.changes().get(i));
        }
        assertEquals(s.file().rows(), replay.snapshot());
    }
}
