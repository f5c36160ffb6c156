package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BlockMapTest {
    /** Shared tolerance for metres computed from steps. */
    private static final double EPS = 1e-9;
    private static final Authority SERVER = Authority.create("test");

    private static BlockMap.Builder greybox(String... cells) {
        return BlockMap.builder("m", BlockSets.greybox())
                .legend(BlockLegend.ofNames(Map.of('g', "grass", 's', "stairs", 'w', "water", 'b', "blocked", 'o', "stone")))
                .cells(cells);
    }

    private static BlockMapException refusal(BlockMap.Builder b) {
        return assertThrows(BlockMapException.class, b::build);
    }

    // ---- derived values ------------------------------------------------------------------------

    @Test
    void theSpecsTerracesSpawnWithTheirStairWaterAndBase() {
        BlockMap map = Fixtures.terraces();
        assertEquals(5, map.width());
        assertEquals(3, map.depth());
        assertEquals(Optional.of(BlockFacing.NORTH), map.stairFacing(2, 1));
        assertEquals(0.2, map.waterSurfaceMetres(0, 2), EPS, "the sea stands over a low bed");
        assertEquals(-2.5, map.baseMetres(), EPS, "2 m under the lowest top (-0.5 m)");
        assertEquals(1.0, map.topMetres(0, 0), EPS);
        assertTrue(Double.isNaN(map.waterSurfaceMetres(0, 0)));
        assertEquals("tree", map.blockOrNull(4, 0).name());
    }

    @Test
    void waterStandsAtLeast35CentimetresOverAHighBed() {
        BlockMap pond = greybox("gwg").heights(new int[][] {{2, 2, 2}}).sea(0).build();
        assertEquals(1.35, pond.waterSurfaceMetres(1, 0), EPS);
    }

    @Test
    void aLegendWaterLevelOverridesTheSea() {
        BlockMap pond = BlockMap.builder("p", BlockSets.greybox())
                .legend(BlockLegend.of(Map.of('g', LegendEntry.of("grass"), 'w', LegendEntry.water("water", 1.2))))
                .cells("gwg").heights(new int[][] {{2, 2, 2}}).sea(5).build();
        assertEquals(1.2, pond.waterSurfaceMetres(1, 0), EPS);
    }

    @Test
    void positionAndStepsPlaceTheTops() {
        BlockMap map = greybox("gg").heights(new int[][] {{0, 3}}).position(10, 2, -4).build();
        assertEquals(3.5, map.topMetres(1, 0), EPS);
        assertEquals(10, map.position().x(), EPS);
    }

    // ---- refusals when a map is built ------------------------------------------------------------

    @Test
    void rowsOfDifferentWidthsAreRefusedWithTheRow() {
        BlockMapException e = refusal(greybox("ggg", "gg", "ggg").heights(new int[][] {{0, 0, 0}, {0, 0}, {0, 0, 0}}));
        assertEquals("cells[1]", e.path());
        assertTrue(e.getMessage().contains("row 1 is 2 cells wide but row 0 is 3"), e.getMessage());
    }

    @Test
    void anUnknownCharacterIsRefusedWithItsRow() {
        BlockMapException e = refusal(greybox("ggg", "gqg"));
        assertEquals("cells[1]", e.path());
        assertTrue(e.getMessage().contains("row 1, column 1: character 'q' is not in the legend"), e.getMessage());
    }

    @Test
    void aStairWithNoNeighbourAStepHigherIsRefusedWithItsColumnAndRow() {
        BlockMapException e = refusal(greybox("gsg").heights(new int[][] {{0, 0, 0}}));
        assertEquals("column 1, row 0", e.path());
        assertTrue(e.getMessage().contains("has no neighbour a step higher"), e.getMessage());
    }

    @Test
    void stairWithTwoHigherNeighboursIsRefusedWithItsCell() {
        BlockMapException e = refusal(greybox("gsg").heights(new int[][] {{1, 0, 1}}));
        assertEquals("column 1, row 0", e.path());
        assertTrue(e.getMessage().contains("2 neighbours a step higher (east and west)"), e.getMessage());
        assertTrue(e.getMessage().contains("facing"), "names the fix: " + e.getMessage());
    }

    @Test
    void aLegendFacingChoosesBetweenTwoHigherNeighbours() {
        BlockMap map = BlockMap.builder("f", BlockSets.greybox())
                .legend(BlockLegend.of(Map.of('g', LegendEntry.of("grass"), '>', LegendEntry.stairs("stairs", BlockFacing.EAST))))
                .cells("g>g").heights(new int[][] {{1, 0, 1}}).build();
        assertEquals(Optional.of(BlockFacing.EAST), map.stairFacing(1, 0));
    }

    @Test
    void aLegendFacingWhoseNeighbourIsNotAStepHigherIsRefused() {
        BlockMapException e = refusal(BlockMap.builder("f", BlockSets.greybox())
                .legend(BlockLegend.of(Map.of('g', LegendEntry.of("grass"), '>', LegendEntry.stairs("stairs", BlockFacing.EAST))))
                .cells("g>g").heights(new int[][] {{1, 0, 0}}));
        assertEquals("column 1, row 0", e.path());
        assertTrue(e.getMessage().contains("faces east"), e.getMessage());
    }

    @Test
    void aPondWhoseLevelStandsUnderItsBedIsRefused() {
        BlockMapException e = refusal(BlockMap.builder("p", BlockSets.greybox())
                .legend(BlockLegend.of(Map.of('g', LegendEntry.of("grass"), 'w', LegendEntry.water("water", 0.5))))
                .cells("gwg").heights(new int[][] {{2, 2, 2}}));
        assertEquals("column 1, row 0", e.path());
        assertTrue(e.getMessage().contains("under its bed"), e.getMessage());
    }

    @Test
    void aHeightPastTheRangeIsRefused() {
        BlockMapException e = refusal(greybox("gg").heights(new int[][] {{0, 1001}}));
        assertEquals("column 1, row 0", e.path());
        assertTrue(e.getMessage().contains("past the range"), e.getMessage());
    }

    @Test
    void aLegendNamingABlockTheSetLacksIsRefused() {
        BlockMapException e = refusal(BlockMap.builder("x", BlockSets.greybox())
                .legend(BlockLegend.ofNames(Map.of('g', "lava"))).cells("g"));
        assertEquals("legend.g", e.path());
        assertTrue(e.getMessage().contains("grass, dirt, stone"), "lists the set's blocks: " + e.getMessage());
    }

    @Test
    void theVoidCharacterCannotNameABlock() {
        assertEquals("legend.'.'", assertThrows(BlockMapException.class,
                () -> BlockLegend.ofNames(Map.of('.', "grass"))).path());
    }

    // ---- setCell ----------------------------------------------------------------------------------

    @Test
    void digUnderAPointLowersItsCellOneStep() {
        BlockMap map = Fixtures.terraces();
        BlockAt cell = map.findBlockAt(-2.0, -1.0).orElseThrow();
        assertEquals(0, cell.column());
        assertEquals(0, cell.row());
        assertEquals(Optional.empty(), map.setCell(SERVER, BlockCellEdit.height(cell.column(), cell.row(), cell.heightSteps() - 1)));
        assertEquals(1, map.heightSteps(0, 0));
    }

    @Test
    void aDotMakesTheCellVoid() {
        BlockMap map = Fixtures.terraces();
        assertEquals(Optional.empty(), map.setCell(SERVER, BlockCellEdit.clear(0, 0)));
        assertTrue(map.isVoid(0, 0));
        assertTrue(map.findBlockAt(-2.0, -1.0).isEmpty());
    }

    private static void assertRefused(BlockMap map, BlockCellEdit edit, BlockCellRefusal.Reason reason, int column, int row,
                                      String text) {
        BlockRows before = map.snapshot();
        BlockCursor cursor = map.cursor();
        BlockCellRefusal refusal = map.setCell(SERVER, edit).orElseThrow();
        assertEquals(reason, refusal.reason());
        assertEquals(column, refusal.column());
        assertEquals(row, refusal.row());
        assertTrue(refusal.message().contains(text), refusal.message());
        assertEquals(before, map.snapshot(), "a refused edit writes nothing");
        assertEquals(cursor, map.cursor(), "a refused edit records no change");
    }

    @Test
    void aCellOffTheMapIsRefused() {
        assertRefused(Fixtures.terraces(), BlockCellEdit.height(5, 0, 1), BlockCellRefusal.Reason.OFF_MAP, 5, 0,
                "column 5, row 0 is off the map");
        assertRefused(Fixtures.terraces(), BlockCellEdit.height(0, -1, 1), BlockCellRefusal.Reason.OFF_MAP, 0, -1, "off the map");
    }

    @Test
    void aCharacterTheLegendLacksIsRefused() {
        assertRefused(Fixtures.terraces(), BlockCellEdit.symbol(1, 0, 'z'), BlockCellRefusal.Reason.UNKNOWN_SYMBOL, 1, 0,
                "character 'z' is not in the legend");
    }

    @Test
    void aHeightThatIsNotWholeIsRefused() {
        assertRefused(Fixtures.terraces(), BlockCellEdit.height(1, 0, 2.5), BlockCellRefusal.Reason.HEIGHT_NOT_WHOLE, 1, 0,
                "round it to 2 or 3");
    }

    @Test
    void aHeightPastTheRangeIsRefusedBySetCell() {
        assertRefused(Fixtures.terraces(), BlockCellEdit.height(1, 0, 5000), BlockCellRefusal.Reason.HEIGHT_OUT_OF_RANGE, 1, 0,
                "past the range");
    }

    @Test
    void aHeightAtOrUnderTheBaseIsRefused() {
        // The base stands at -2.5 m: -5 steps is on it, -4 steps (−2 m) is the least allowed.
        assertRefused(Fixtures.terraces(), BlockCellEdit.height(1, 0, -5), BlockCellRefusal.Reason.HEIGHT_AT_OR_UNDER_BASE, 1, 0,
                "the least height here is -4 steps");
        assertEquals(Optional.empty(), Fixtures.terraces().setCell(SERVER, BlockCellEdit.height(1, 0, -4)));
    }

    @Test
    void aStairWithNoNeighbourAStepHigherIsRefusedBySetCell() {
        assertRefused(Fixtures.terraces(), BlockCellEdit.symbol(0, 0, 's'), BlockCellRefusal.Reason.STAIR_WITHOUT_STEP, 0, 0,
                "has no neighbour a step higher");
    }

    @Test
    void anEditThatTakesTheStepFromAStairBesideItIsRefused() {
        // The stair at (2, 1) climbs to (2, 0); lowering (2, 0) takes its step.
        assertRefused(Fixtures.terraces(), BlockCellEdit.height(2, 0, 1), BlockCellRefusal.Reason.STAIR_LOSES_STEP, 2, 1,
                "takes the step from a stair beside it");
        // Raising the path beside it gives it a second step up: ambiguous, so refused too.
        assertRefused(Fixtures.terraces(), BlockCellEdit.height(1, 1, 2), BlockCellRefusal.Reason.STAIR_LOSES_STEP, 2, 1,
                "2 neighbours a step higher");
        assertRefused(Fixtures.terraces(), BlockCellEdit.height(1, 1, 2), BlockCellRefusal.Reason.STAIR_LOSES_STEP, 2, 1,
                "the edit of column 1, row 1 gives a stair beside it a second step up: the stair at column 2, row 1");
    }

    @Test
    void aPondWhoseLevelWouldStandUnderItsBedIsRefused() {
        BlockMap pond = BlockMap.builder("p", BlockSets.greybox())
                .legend(BlockLegend.of(Map.of('g', LegendEntry.of("grass"), 'w', LegendEntry.water("water", 1.2))))
                .cells("gwg").heights(new int[][] {{2, 2, 2}}).build();
        assertRefused(pond, BlockCellEdit.height(1, 0, 3), BlockCellRefusal.Reason.POND_UNDER_BED, 1, 0, "under its bed");
        assertRefused(pond, BlockCellEdit.of(0, 0, 'w', 4),
                BlockCellRefusal.Reason.POND_UNDER_BED, 0, 0, "under its bed");
    }

    @Test
    void setCellRecordsOneChangeWithTheCellBeforeAndAfter() {
        BlockMap map = Fixtures.terraces();
        BlockCursor cursor = map.cursor();
        map.setCell(SERVER, BlockCellEdit.of(0, 0, 'c', 1));
        List<BlockChange> seen = new ArrayList<>();
        assertTrue(map.forEachChange(cursor, seen::add));
        assertEquals(1, seen.size());
        BlockChange change = seen.get(0);
        assertEquals(new BlockRect(0, 0, 1, 1), change.rect());
        assertEquals('g', change.before().symbol(0, 0));
        assertEquals(2, change.before().heightSteps(0, 0));
        assertEquals('c', change.after().symbol(0, 0));
        assertEquals(1, change.after().heightSteps(0, 0));
    }

    @Test
    void anEditThatChangesNothingRecordsNothing() {
        BlockMap map = Fixtures.terraces();
        BlockCursor cursor = map.cursor();
        assertEquals(Optional.empty(), map.setCell(SERVER, BlockCellEdit.of(0, 0, 'g', 2)));
        assertEquals(cursor, map.cursor());
    }

    @Test
    void aStairFindsItsNewFacingWhenItsStepMoves() {
        BlockMap map = greybox("ggg", "gsg").heights(new int[][] {{0, 1, 0}, {0, 0, 0}}).build();
        assertEquals(Optional.of(BlockFacing.NORTH), map.stairFacing(1, 1));
        map.replaceRows(BlockRows.of(List.of("ggg", "gsg"), new int[][] {{0, 0, 0}, {0, 0, 1}}));
        assertEquals(Optional.of(BlockFacing.EAST), map.stairFacing(1, 1));
        assertTrue(map.setCell(SERVER, BlockCellEdit.height(1, 0, 1)).isPresent(), "a second step up: refused");
    }

    // ---- change records ---------------------------------------------------------------------------

    @Test
    void forEachChangeCallsBackWithEachRectangleOnceInOrder() {
        BlockMap map = Fixtures.terraces();
        BlockCursor start = map.cursor();
        map.setCell(SERVER, BlockCellEdit.height(0, 0, 1));
        BlockCursor middle = map.cursor();
        map.setCell(SERVER, BlockCellEdit.height(4, 1, 0));
        List<BlockRect> all = new ArrayList<>();
        assertTrue(map.forEachChange(start, c -> all.add(c.rect())));
        assertEquals(List.of(new BlockRect(0, 0, 1, 1), new BlockRect(4, 1, 1, 1)), all);
        List<BlockRect> later = new ArrayList<>();
        assertTrue(map.forEachChange(middle, c -> later.add(c.rect())));
        assertEquals(List.of(new BlockRect(4, 1, 1, 1)), later);
        assertTrue(map.forEachChange(map.cursor(), c -> later.add(c.rect())));
        assertEquals(1, later.size());
    }

    @Test
    void forEachChangeReturnsFalseWhenTheHistoryNoLongerReachesBack() {
        BlockMap map = greybox("gggg").history(2).build();
        BlockCursor start = map.cursor();
        map.setCell(SERVER, BlockCellEdit.height(0, 0, 1));
        map.setCell(SERVER, BlockCellEdit.height(1, 0, 1));
        assertTrue(map.forEachChange(start, c -> { }));
        map.setCell(SERVER, BlockCellEdit.height(2, 0, 1));
        List<BlockChange> seen = new ArrayList<>();
        assertFalse(map.forEachChange(start, seen::add));
        assertTrue(seen.isEmpty(), "no partial replay");
    }

    @Test
    void aReplicaApplyingTheChangeRecordsReachesTheSameRows() {
        BlockMap server = Fixtures.terraces();
        BlockMap client = Fixtures.terraces();
        BlockCursor cursor = server.cursor();
        server.setCell(SERVER, BlockCellEdit.height(0, 0, 3));
        server.setCell(SERVER, BlockCellEdit.clear(4, 2));
        server.setCell(SERVER, BlockCellEdit.of(1, 2, 'c', 0));
        assertTrue(server.forEachChange(cursor, client::apply));
        assertEquals(server.snapshot(), client.snapshot());
    }

    @Test
    void aReplicaOutOfStepRefusesAChangeNamingTheCell() {
        BlockMap server = Fixtures.terraces();
        BlockMap client = Fixtures.terraces();
        client.setCell(SERVER, BlockCellEdit.height(0, 0, 1));
        BlockCursor cursor = server.cursor();
        server.setCell(SERVER, BlockCellEdit.height(0, 0, 3));
        BlockRows before = client.snapshot();
        BlockMapException e = assertThrows(BlockMapException.class, () -> server.forEachChange(cursor, client::apply));
        assertEquals("column 0, row 0", e.path());
        assertEquals(before, client.snapshot());
    }

    // ---- replacing rows -----------------------------------------------------------------------------

    @Test
    void replacingRowsWritesOnlyTheCellsThatChanged() {
        BlockMap map = Fixtures.terraces();
        BlockCursor cursor = map.cursor();
        BlockRows rows = BlockRows.of(List.of("ggggT", "ccscc", "wwcww"),
                new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {-1, -1, 0, -1, -1}});
        map.replaceRows(rows);
        assertEquals(rows, map.snapshot());
        List<BlockChange> changes = new ArrayList<>();
        map.forEachChange(cursor, changes::add);
        assertEquals(1, changes.size());
        assertEquals(new BlockRect(2, 2, 1, 1), changes.get(0).rect());
        map.replaceRows(rows);
        assertEquals(1, changes.size(), "the same rows again write nothing");
        assertTrue(map.forEachChange(cursor, c -> { }));
    }

    @Test
    void aCellSetCellChangedKeepsItsValueWhenTheRowsChangeElsewhere() {
        BlockMap map = Fixtures.terraces();
        assertEquals(Optional.empty(), map.setCell(SERVER, BlockCellEdit.height(0, 0, 3)));
        BlockCursor cursor = map.cursor();
        // The game's rows still hold the spawn's (0, 0); they change (4, 1) alone.
        map.replaceRows(BlockRows.of(List.of("ggggT", "ccscc", "wwwww"),
                new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 2}, {-1, -1, -1, -1, -1}}));
        assertEquals(3, map.heightSteps(0, 0), "the dug cell keeps its value");
        assertEquals(2, map.heightSteps(4, 1));
        List<BlockChange> changes = new ArrayList<>();
        map.forEachChange(cursor, changes::add);
        assertEquals(List.of(new BlockRect(4, 1, 1, 1)), changes.stream().map(BlockChange::rect).toList());
    }

    @Test
    void rowsThatChangeACellSetCellChangedWriteItAgain() {
        BlockMap map = Fixtures.terraces();
        assertEquals(Optional.empty(), map.setCell(SERVER, BlockCellEdit.height(0, 0, 3)));
        map.replaceRows(BlockRows.of(List.of("ggggT", "ccscc", "wwwww"),
                new int[][] {{4, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {-1, -1, -1, -1, -1}}));
        assertEquals(4, map.heightSteps(0, 0));
    }

    @Test
    void rowsAreCheckedOnTheMapAsItWouldStandAndTakenOnlyWhenAccepted() {
        BlockMap map = Fixtures.terraces();
        // A player turns (3, 1) into a stair climbing north; the game's rows do not know of it.
        assertEquals(Optional.empty(), map.setCell(SERVER, BlockCellEdit.of(3, 1, 's', 1)));
        BlockRows before = map.snapshot();
        BlockRows spawn = BlockRows.of(List.of("ggggT", "ccscc", "wwwww"),
                new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {-1, -1, -1, -1, -1}});
        // Raising (4, 1) is fine in the rows alone, but gives the player's stair a second step up.
        BlockRows raised = BlockRows.of(List.of("ggggT", "ccscc", "wwwww"),
                new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 2}, {-1, -1, -1, -1, -1}});
        BlockMapException e = assertThrows(BlockMapException.class, () -> map.replaceRows(raised));
        assertEquals("column 3, row 1", e.path(), e.getMessage());
        assertEquals(before, map.snapshot(), "nothing is written");
        BlockCursor cursor = map.cursor();
        map.replaceRows(spawn);
        assertTrue(map.forEachChange(cursor, c -> fail("the refused rows were not taken, so the spawn's change nothing")));
        assertEquals(before, map.snapshot());
    }

    @Test
    void rowsThatSinkACellToTheBaseThrowNamingTheCell() {
        BlockMap map = Fixtures.terraces();
        BlockRows before = map.snapshot();
        BlockRows sunk = BlockRows.of(List.of("ggggT", "ccscc", "wwwww"),
                new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {-1, -1, -1, -5, -1}});
        BlockMapException e = assertThrows(BlockMapException.class, () -> map.replaceRows(sunk));
        assertEquals("column 3, row 2", e.path());
        assertTrue(e.getMessage().contains("base"), e.getMessage());
        assertEquals(before, map.snapshot());
        assertEquals(-2.5, map.baseMetres(), EPS, "the base stays where the map spawned");
    }

    // ---- queries --------------------------------------------------------------------------------------

    @Test
    void findBlockAtReadsTheCellUnderAPoint() {
        BlockMap map = Fixtures.terraces();
        BlockAt water = map.findBlockAt(0.1, 1.2).orElseThrow();
        assertEquals(2, water.column());
        assertEquals(2, water.row());
        assertEquals('w', water.symbol());
        assertEquals("riverbed", water.block().name());
        assertEquals(-1, water.heightSteps());
        assertEquals(-0.5, water.topMetres(), EPS);
        assertEquals(0.2, water.water().orElseThrow().surfaceMetres(), EPS);
        assertEquals(0.7, water.water().orElseThrow().depthMetres(), EPS);
        assertTrue(map.findBlockAt(-2.6, 0).isEmpty(), "west of the map");
        assertTrue(map.findBlockAt(0, 1.5).isEmpty(), "the south edge belongs to no cell");
    }

    @Test
    void findBlockAtOnAStairGivesTheTreadUnderThePoint() {
        BlockMap map = Fixtures.terraces();
        // The stair at column 2, row 1 spans x -0.5..0.5, z -0.5..0.5 and climbs north (−z) from 0.5 m to 1 m.
        assertEquals(0.625, map.findBlockAt(0, 0.4).orElseThrow().topMetres(), EPS, "first tread at its foot");
        assertEquals(1.0, map.findBlockAt(0, -0.4).orElseThrow().topMetres(), EPS, "last tread flush with the top");
        assertEquals(Optional.of(BlockFacing.NORTH), map.findBlockAt(0, 0).orElseThrow().facing());
    }

    @Test
    void readTrianglesGivesWalkableTopsAndTreadsCounterClockwiseFromAbove() {
        BlockMap map = Fixtures.terraces();
        float[] all = map.readTriangles(new BlockRect(0, 0, 5, 3));
        // 15 cells: one blocked tree (none), one stair (4 treads = 8 triangles), 13 tops (2 each).
        assertEquals((13 * 2 + 8) * 9, all.length);
        for (int t = 0; t < all.length; t += 9) {
            double ax = all[t + 3] - all[t], az = all[t + 5] - all[t + 2];
            double bx = all[t + 6] - all[t], bz = all[t + 8] - all[t + 2];
            double normalY = az * bx - ax * bz;
            assertTrue(normalY > 0, "triangle " + t / 9 + " faces up");
        }
        float[] stair = map.readTriangles(new BlockRect(2, 1, 1, 1));
        assertEquals(8 * 9, stair.length);
        float[] ys = new float[8];
        for (int t = 0; t < 8; t++) {
            ys[t] = stair[t * 9 + 1];
        }
        assertArrayEquals(new float[] {0.625f, 0.625f, 0.75f, 0.75f, 0.875f, 0.875f, 1f, 1f}, ys);
        assertEquals(0, map.readTriangles(new BlockRect(4, 0, 1, 1)).length, "a blocked cell stands a wall");
        assertEquals(0, map.readTriangles(new BlockRect(10, 10, 3, 3)).length, "clipped to the map");
    }

    @Test
    void twoMapsOfOneNameInASceneAreRefused() {
        BlockScene scene = new BlockScene();
        scene.add(Fixtures.terraces());
        BlockMapException e = assertThrows(BlockMapException.class, () -> scene.add(Fixtures.terraces()));
        assertTrue(e.getMessage().contains("\"terraces\""), e.getMessage());
        assertEquals("terraces", scene.findBlockMap("terraces").orElseThrow().name());
        assertTrue(scene.findBlockMap("other").isEmpty());
    }
}
