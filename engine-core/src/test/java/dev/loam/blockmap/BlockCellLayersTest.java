package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Quarter turns and game data per cell: kept in the file, carried in change records, undone. */
class BlockCellLayersTest {
    private static final Authority GAME = Authority.create("test");

    static final String FILE = """
            {"blockSet": "props-test",
             "cells": ["ggsgT", "gg.gg"],
             "heights": ["11122", "11111"],
             "legend": {"g": "grass", "s": "stairs", "T": "tree"},
             "turns": ["00013", "20000"],
             "data": [{"cell": [1, 1], "values": {"spawn": "red", "door": "locked"}}]}
            """;

    static BlockMap live(BlockMapFile file) {
        return BlockPropsTest.live(file);
    }

    @Test
    void theFileKeepsTurnsAndDataAndWritesThemBackEqual() {
        BlockMapFile file = BlockMapFiles.read(FILE);
        assertEquals(3, file.layers().quarterTurns(4, 0));
        assertEquals(2, file.layers().quarterTurns(0, 1));
        assertEquals(Map.of("door", "locked", "spawn", "red"), file.layers().data(1, 1));
        String text = BlockMapFiles.write(file);
        assertTrue(text.contains("\"turns\": [\n    \"00013\",\n    \"20000\"\n  ]"), text);
        assertTrue(text.contains("{\"cell\": [1, 1], \"values\": {\"door\": \"locked\", \"spawn\": \"red\"}}"), text);
        assertEquals(file, BlockMapFiles.read(text));
        BlockMap map = live(file);
        assertEquals(3, map.quarterTurns(4, 0));
        assertEquals("red", map.cellData(1, 1).get("spawn"));
        assertTrue(!BlockMapFiles.write(BlockMapFiles.read(BlockPropsTest.map(""))).contains("turns"),
                "a file of no turns or data writes neither");
    }

    @Test
    void badTurnsAndDataAreRefusedNamingTheirPlace() {
        String[][] cases = {
                {"\"turns\": [\"00004\", \"00000\"]", "turns[0]"},
                {"\"turns\": [\"0000\", \"00000\"]", "turns[0]"},
                {"\"turns\": [\"00000\"]", "turns"},
                {"\"data\": [{\"cell\": [5, 0], \"values\": {}}]", "data[0].cell[0]"},
                {"\"data\": [{\"cell\": [0, 0], \"values\": {\"\": \"x\"}}]", "data[0].values[\"\"]"},
                {"\"data\": [{\"cell\": [0, 0], \"values\": {\"k\": 3}}]", "data[0].values.k"},
                {"\"data\": [{\"cell\": [0, 0], \"values\": {}}, {\"cell\": [0, 0], \"values\": {}}]", "data[1].cell"},
                {"\"data\": [{\"cell\": [0, 0]}]", "data[0].values"},
        };
        for (String[] c : cases) {
            String json = BlockPropsTest.map(", " + c[0]);
            BlockMapException e = assertThrows(BlockMapException.class, () -> BlockMapFiles.read(json), c[0]);
            assertEquals(c[1], e.place(), c[0] + ": " + e.getMessage());
        }
    }

    @Test
    void aTurnAndADataEntryAreChangeRecordsAReplicaAppliesAndAnUndoRestores() {
        BlockMapFile file = BlockMapFiles.read(FILE);
        BlockMap server = live(file), replica = live(file);
        BlockCursor cursor = server.cursor();
        assertTrue(server.turnCell(GAME, 4, 0, 5).isEmpty(), "5 quarter turns is 1");
        assertTrue(server.setCellData(GAME, 1, 1, "door", "open").isEmpty());
        assertTrue(server.setCellData(GAME, 3, 0, "chest", "gold").isEmpty());
        assertTrue(server.setCellData(GAME, 1, 1, "spawn", null).isEmpty(), "null removes the key");
        List<BlockChange> changes = new ArrayList<>();
        server.forEachChange(cursor, changes::add);
        assertEquals(4, changes.size());
        assertTrue(changes.stream().allMatch(BlockChange::carriesLayers));
        changes.forEach(replica::apply);
        assertEquals(1, replica.quarterTurns(4, 0));
        assertEquals(Map.of("door", "open"), replica.cellData(1, 1));
        assertEquals(Map.of("chest", "gold"), replica.cellData(3, 0));
        // Undo, newest first, gives back the file's cells.
        for (int i = changes.size() - 1; i >= 0; i--) {
            server.apply(changes.get(i).inverse());
        }
        assertEquals(file.layers(), server.layers(new BlockRect(0, 0, 5, 2)));
        BlockMapException stale = assertThrows(BlockMapException.class, () -> server.apply(changes.get(0)
                .inverse()), "a replica out of step is refused");
        assertTrue(stale.getMessage().contains("out of step"), stale.getMessage());
    }

    @Test
    void anEditOfBlocksOrHeightsKeepsTheCellsTurnAndData() {
        BlockMap map = live(BlockMapFiles.read(FILE));
        assertTrue(map.setCell(GAME, BlockCellEdit.height(1, 1, 2)).isEmpty());
        assertTrue(map.setCell(GAME, BlockCellEdit.clear(1, 1)).isEmpty());
        assertEquals("locked", map.cellData(1, 1).get("door"));
        assertEquals(2, map.quarterTurns(0, 1));
    }

    @Test
    void aStairKeepsItsFacingRuleWhateverItsTurn() {
        BlockMap map = live(BlockMapFiles.read(FILE));
        BlockFacing facing = map.stairFacing(2, 0).orElseThrow();
        assertTrue(map.turnCell(GAME, 2, 0, 2).isEmpty());
        assertEquals(2, map.quarterTurns(2, 0));
        assertEquals(facing, map.stairFacing(2, 0).orElseThrow());
    }

    @Test
    void badDataAndCellsOffTheMapAreRefusedNamingTheCellAndNothingIsRecorded() {
        BlockMap map = live(BlockMapFiles.read(FILE));
        BlockCursor cursor = map.cursor();
        Optional<BlockCellRefusal> empty = map.setCellData(GAME, 0, 0, "", "x");
        assertEquals(BlockCellRefusal.Reason.BAD_CELL_DATA, empty.orElseThrow().reason());
        assertTrue(empty.get().message().startsWith("column 0, row 0: "), empty.get().message());
        assertTrue(map.setCellData(GAME, 0, 0, "k", "x".repeat(BlockCellLayers.MAX_VALUE_CHARS + 1)).isPresent());
        for (int i = 0; i < BlockCellLayers.MAX_ENTRIES; i++) {
            assertTrue(map.setCellData(GAME, 0, 0, "k" + i, "v").isEmpty());
        }
        assertEquals(BlockCellRefusal.Reason.BAD_CELL_DATA, map.setCellData(GAME, 0, 0, "one-more", "v").orElseThrow().reason());
        assertEquals(BlockCellRefusal.Reason.OFF_MAP, map.turnCell(GAME, 9, 0, 1).orElseThrow().reason());
        assertEquals(BlockCellRefusal.Reason.OFF_MAP, map.setCellData(GAME, 0, 9, "k", "v").orElseThrow().reason());
        int[] recorded = new int[1];
        map.forEachChange(cursor, c -> recorded[0]++);
        assertEquals(BlockCellLayers.MAX_ENTRIES, recorded[0], "only the accepted entries are recorded");
    }

    @Test
    void aMapWhoseCellsHoldDataIsNotResizedSilently() {
        BlockMapFile file = BlockMapFiles.read(FILE);
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockMapEdits.resizeFile(file,
                BlockSetLookup.of(BlockPropsTest.WOODS), 6, 2, ResizeAnchor.values()[0], '.', 0));
        assertEquals("turns", e.place());
    }
}
