package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCursor;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockRect;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetFiles;
import dev.loam.core.StableHash;
import dev.loam.testkit.RandomBlockMaps;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A map's meshes kept by {@link BlockMapMeshes#update()} equal a build from scratch, array for
 * array, for every block set the project ships and for random sets (fringe ranks, cover, water,
 * stairs), updated after each edit, after batches of edits and on an executor: the rebuild's reach
 * follows from the set (its fringes, the light), not from one fixed number of cells.
 */
class IncrementalEqualsFreshTest {
    private static final Path SETS = Path.of("../examples/src/main/resources/dev/loam/examples/sets");
    /** Edits a test makes; {@code -Dloam.incremental.edits=N} raises it for a long local run. */
    private static final int EDITS = Integer.getInteger("loam.incremental.edits", 200);

    /** A map of the set's plain blocks (no water, no stairs), hilly, 70 by 40 cells across two chunk seams. */
    static BlockMap plainMap(BlockSet set, long seed) {
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, Block> e : set.blocks().entrySet()) {
            if (e.getValue().water().isEmpty() && !e.getValue().stairs()) {
                names.add(e.getKey());
            }
        }
        Map<Character, String> legend = new LinkedHashMap<>();
        for (int k = 0; k < names.size(); k++) {
            legend.put((char) ('a' + k), names.get(k));
        }
        int w = 70, d = 40;
        String[] cells = new String[d];
        int[][] heights = new int[d][w];
        for (int r = 0; r < d; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < w; c++) {
                long h = StableHash.hash(seed, c / 3, r / 3);
                row.append((char) ('a' + StableHash.bounded(StableHash.hash(h, 7), names.size())));
                heights[r][c] = StableHash.bounded(h, 3);
            }
            cells[r] = row.toString();
        }
        return BlockMap.builder("random", set).legend(BlockLegend.ofNames(legend)).cells(cells).heights(heights).build();
    }

    /** Edits within a few cells of the seams at column and row 32, updating every {@code batch} edits. */
    static void editsNearTheSeamsKeepTheMeshesFresh(BlockMap map, long seed, int edits, int batch, ExecutorService pool)
            throws Exception {
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.diorama(3));
        Authority authority = Authority.create("test");
        int symbols = map.legend().entries().size();
        for (int e = 0; e < edits; e++) {
            BlockCellEdit edit;
            if (map.legend().entries().containsKey('w')) {
                edit = RandomBlockMaps.edit(map, StableHash.hash(seed, e), 26, 26, 12, 12);
            } else {
                long h = StableHash.hash(seed, e);
                int c = 26 + StableHash.bounded(h, 12), r = Math.min(26 + StableHash.bounded(StableHash.hash(h, 1), 12),
                        map.depth() - 1);
                edit = StableHash.bounded(StableHash.hash(h, 2), 2) == 0
                        ? BlockCellEdit.height(c, r, Math.max(0, map.heightSteps(c, r) + StableHash.bounded(StableHash.hash(h, 3), 3) - 1))
                        : BlockCellEdit.symbol(c, r, (char) ('a' + StableHash.bounded(StableHash.hash(h, 4), symbols)));
            }
            map.setCell(authority, edit);
            if ((e + 1) % batch == 0 || e == edits - 1) {
                if (pool != null) {
                    meshes.update(pool).get(60, TimeUnit.SECONDS);
                } else {
                    meshes.update();
                }
                BlockMapMeshesTest.assertSameAsFromScratch(meshes, "after edit " + e + " (" + edit + ") of set "
                        + map.blockSet().name());
            }
        }
    }

    @Test
    void theVillageSetsMeshesStayFreshAfterEditsBesideItsRankThreeFringe() throws Exception {
        BlockSet village = BlockSetFiles.read(SETS.resolve("village.json"));
        editsNearTheSeamsKeepTheMeshesFresh(plainMap(village, 5), 11, EDITS, 1, null);
    }

    @Test
    void everyShippedSetsMeshesStayFresh() throws Exception {
        for (BlockSet set : BlockSetFiles.readAll(SETS)) {
            editsNearTheSeamsKeepTheMeshesFresh(plainMap(set, 21), 31, EDITS / 2, 1, null);
        }
    }

    @Test
    void randomSetsWithWaterStairsAndCoverStayFreshPerEditInBatchesAndOnAnExecutor() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (long seed = 1; seed <= 3; seed++) {
                BlockSet set = RandomBlockMaps.set(seed);
                BlockMap grown = RandomBlockMaps.map(set, 70, 40, seed, 300);
                assertTrue(count(grown, 'w') > 0 && count(grown, 's') > 0 && count(grown, 't') > 0,
                        "the grown map holds water, stairs and trees");
                editsNearTheSeamsKeepTheMeshesFresh(grown, seed, EDITS / 2, 1, null);
                editsNearTheSeamsKeepTheMeshesFresh(RandomBlockMaps.map(set, 70, 40, seed + 10, 300), seed, EDITS / 2, 7, null);
                editsNearTheSeamsKeepTheMeshesFresh(RandomBlockMaps.map(set, 70, 40, seed + 20, 300), seed, EDITS / 2, 5, pool);
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void namedChunksRebuiltOnAnExecutorEqualAFreshBuildAndReuseTheirMeshers() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            BlockSet set = RandomBlockMaps.set(4);
            BlockMap map = RandomBlockMaps.map(set, 70, 40, 4, 300);
            BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.diorama(3));
            Authority authority = Authority.create("test");
            List<BlockChunkCoord> all = new ArrayList<>();
            for (int r = 0; r < meshes.chunkRows(); r++) {
                for (int c = 0; c < meshes.chunkColumns(); c++) {
                    all.add(new BlockChunkCoord(c, r));
                }
            }
            for (int e = 0; e < 6; e++) {
                map.setCell(authority, RandomBlockMaps.edit(map, StableHash.hash(9, e), 26, 26, 12, 12));
                // Every chunk, twice over, so the second round's tasks take the meshers the first left.
                assertEquals(all, meshes.rebuild(all, pool).get(60, TimeUnit.SECONDS));
                BlockMapMeshesTest.assertSameAsFromScratch(meshes, "after edit " + e);
            }
            assertThrows(IndexOutOfBoundsException.class,
                    () -> meshes.rebuild(List.of(new BlockChunkCoord(meshes.chunkColumns(), 0)), pool));
            meshes.update();
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void budgetedUpdatesInterleavedWithEditsEndEqualToAFreshBuild() {
        for (long seed = 1; seed <= 2; seed++) {
            BlockMap map = RandomBlockMaps.map(RandomBlockMaps.set(seed), 70, 40, seed + 30, 300);
            BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.diorama(3));
            Authority authority = Authority.create("test");
            int calls = 0;
            for (int e = 0; e < EDITS / 2; e++) {
                map.setCell(authority, RandomBlockMaps.edit(map, StableHash.hash(seed, e), 26, 26, 12, 12));
                // One chunk a call: every edit lands while a batch is half built.
                meshes.update(0);
                calls++;
            }
            assertTrue(meshes.updating(), "a batch is still being built when the edits stop");
            while (meshes.updating()) {
                meshes.update(0);
                assertTrue(++calls < 10_000, "the batch never finished");
            }
            BlockMapMeshesTest.assertSameAsFromScratch(meshes, "after budgeted updates of random set " + seed);
        }
    }

    @Test
    void aBudgetedBatchIsPutInPlaceAtOnceWhenItsLastChunkIsBuilt() {
        BlockMap map = RandomBlockMaps.map(RandomBlockMaps.set(4), 70, 40, 44, 300);
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.diorama(3));
        List<BlockChunkMesh> before = meshes.chunks();
        // A cell at the corner of four chunks reaches all four.
        Authority authority = Authority.create("test");
        BlockCursor unedited = map.cursor();
        for (long h = 0; map.cursor().equals(unedited); h++) {
            assertTrue(h < 100, "no edit of cell (32, 32) changed the map");
            map.setCell(authority, RandomBlockMaps.edit(map, StableHash.hash(9, h), 32, 32, 1, 1));
        }
        List<BlockChunkCoord> reached = BlockMapMeshes.chunksReachedBy(map, new BlockRect(32, 32, 1, 1));
        assertTrue(reached.size() >= 4, reached.toString());
        for (int call = 1; call < reached.size(); call++) {
            assertTrue(meshes.update(0).isEmpty(), "call " + call + " puts nothing in place");
            assertTrue(meshes.updating());
            for (int k = 0; k < before.size(); k++) {
                assertSame(before.get(k), meshes.chunks().get(k), "chunk " + k + " is drawn as before while the batch builds");
            }
        }
        assertEquals(reached, meshes.update(0), "the last call puts the whole batch in place");
        assertFalse(meshes.updating());
        BlockMapMeshesTest.assertSameAsFromScratch(meshes, "after the batch");
    }

    private static int count(BlockMap map, char symbol) {
        int n = 0;
        for (int r = 0; r < map.depth(); r++) {
            for (int c = 0; c < map.width(); c++) {
                n += map.symbol(c, r) == symbol ? 1 : 0;
            }
        }
        return n;
    }
}
