package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Regressions of issue 13's small block-map defects, one test each. */
class BlockMapSmallDefectsTest {
    private static final Authority SERVER = Authority.create("test");

    private static BlockCellRefusal refusedHeight(double heightSteps) {
        BlockMap map = Fixtures.terraces();
        BlockRows before = map.snapshot();
        BlockCellRefusal x = map.setCell(SERVER, BlockCellEdit.height(1, 0, heightSteps)).orElseThrow();
        assertEquals(before, map.snapshot(), "a refused edit writes nothing");
        assertEquals(1, x.column());
        assertEquals(0, x.row());
        assertFalse(x.message().contains("9223372036854775807"), x.message());
        assertFalse(x.message().contains("round it"), x.message());
        return x;
    }

    /** Guards: an infinite height was refused as "not whole" with the fix "round it to 9223372036854775807". */
    @Test
    void setCellRefusesAnInfiniteHeightAsNotFiniteNamingTheRange() {
        BlockCellRefusal up = refusedHeight(Double.POSITIVE_INFINITY);
        assertEquals(BlockCellRefusal.Reason.HEIGHT_OUT_OF_RANGE, up.reason());
        assertEquals("column 1, row 0: height +infinity is not a finite number: give a whole number of steps in the "
                + "range -1000..1000", up.message());
        BlockCellRefusal down = refusedHeight(Double.NEGATIVE_INFINITY);
        assertTrue(down.message().contains("height -infinity is not a finite number"), down.message());
    }

    /** Guards: a huge height printed as 9223372036854775807, the long it was cast to. */
    @Test
    void setCellRefusesAHugeHeightAsGivenNamingTheRange() {
        BlockCellRefusal huge = refusedHeight(1e20);
        assertEquals(BlockCellRefusal.Reason.HEIGHT_OUT_OF_RANGE, huge.reason());
        assertEquals("column 1, row 0: height 1.0E20 steps is past the range -1000..1000: give a height in the range",
                huge.message());
        BlockCellRefusal half = refusedHeight(40000.5);
        assertEquals(BlockCellRefusal.Reason.HEIGHT_OUT_OF_RANGE, half.reason(), "past the range, whole or not");
        assertTrue(half.message().contains("height 40000.5 steps is past the range -1000..1000"), half.message());
        assertTrue(refusedHeight(-5000).message().contains("height -5000 steps is past the range"));
    }

    private static String refusedEdit(double heightSteps) {
        BlockMapFile file = BlockEditFixtures.flatGrass(3, 3);
        BlockEditResult r = BlockMapEdits.apply(file, List.of(new BlockEdit.Set(List.of(BlockEditFixtures.cell(1, 0)),
                Brush.ONE, heightSteps)), BlockEditFixtures.SETS);
        return r.refusal().orElseThrow().message();
    }

    /** Guards: an edit list's set with an infinite or NaN height was refused as "not whole". */
    @Test
    void anEditOfAnInfiniteOrNaNHeightIsRefusedAsSuch() {
        String m = refusedEdit(Double.POSITIVE_INFINITY);
        assertTrue(m.endsWith("column 1, row 0: height +infinity is not a finite number: give a whole number of steps "
                + "in the range -1000..1000"), m);
        String nan = refusedEdit(Double.NaN);
        assertTrue(nan.endsWith("column 1, row 0: height NaN is not a number: give a whole number of steps in the range "
                + "-1000..1000"), nan);
        String huge = refusedEdit(-1e300);
        assertTrue(huge.endsWith("height -1.0E300 steps is past the range -1000..1000: give a height in the range"),
                huge);
    }

    /** Guards: replaceRows's message repeated the place ("column 3, row 2: column 3, row 2: ..."). */
    @Test
    void replaceRowsNamesTheCellOnce() {
        BlockMap map = Fixtures.terraces();
        BlockRows sunk = BlockRows.of(List.of("ggggT", "ccscc", "wwwww"),
                new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {-1, -1, -1, -5, -1}});
        BlockMapException e = assertThrows(BlockMapException.class, () -> map.replaceRows(sunk));
        assertEquals("column 3, row 2", e.path());
        assertTrue(e.getMessage().startsWith("column 3, row 2: height -5 steps stands at or under the map's base"),
                e.getMessage());
        assertEquals(1, e.getMessage().split("column 3, row 2", -1).length - 1, e.getMessage());
    }

    /** Guards: a cursor another map made was taken, and forEachChange answered true. */
    @Test
    void aCursorFromAnotherMapIsRefusedNamingBothMaps() {
        BlockMap mine = Fixtures.terraces();
        BlockMap other = BlockMap.builder("elsewhere", Fixtures.village()).legend(Fixtures.villageLegend())
                .cells("ggggT", "ccscc", "wwwww")
                .heights(new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {-1, -1, -1, -1, -1}}).build();
        BlockCursor theirs = other.cursor();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> mine.forEachChange(theirs, c -> { }));
        assertTrue(e.getMessage().contains("elsewhere") && e.getMessage().contains("terraces"), e.getMessage());
        BlockCursor twin = Fixtures.terraces().cursor();
        assertThrows(IllegalArgumentException.class, () -> mine.forEachChange(twin, c -> { }),
                "a map of the same name and rows is still another map");
        assertTrue(mine.forEachChange(mine.cursor(), c -> { }));
        assertEquals(mine.cursor(), mine.cursor());
        assertFalse(mine.cursor().equals(twin));
    }
}
