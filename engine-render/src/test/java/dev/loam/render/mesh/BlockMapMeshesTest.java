package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockRect;
import dev.loam.core.StableHash;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class BlockMapMeshesTest {
    /** The north-west square of {@link #hills()} that is void and never edited, in cells. */
    static final int QUIET = 28;

    /**
     * A 34 × 34 map of the plain set (2 × 2 chunks, three of them two cells wide) with hills and
     * water; void in its north-west, so the from-scratch builds after each edit stay quick.
     */
    static BlockMap hills() {
        int size = 34;
        String[] cells = new String[size];
        int[][] heights = new int[size][size];
        for (int r = 0; r < size; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < size; c++) {
                long h = StableHash.hash(11, c / 4, r / 4);
                int height = 2 + StableHash.bounded(h, 4);
                boolean water = (c / 4 + r / 4) % 5 == 0;
                boolean inland = c < QUIET && r < QUIET;
                row.append(inland ? '.' : water ? 'w' : StableHash.bounded(h, 5) == 0 ? 's' : 'g');
                heights[r][c] = water ? 1 : height;
            }
            cells[r] = row.toString();
        }
        return BlockMeshFixtures.plainMap("hills", cells, heights, 0.8);
    }

    static void assertSameAsFromScratch(BlockMapMeshes meshes, String when) {
        BlockMapMeshes scratch = BlockMapMeshes.build(meshes.map(), meshes.look());
        for (int i = 0; i < scratch.chunks().size(); i++) {
            assertTrue(scratch.chunks().get(i).sameAs(meshes.chunks().get(i)), "chunk " + i + " differs " + when);
        }
    }

    @Test
    void incrementalRebuildEqualsFromScratchAfterEachOfThousandsOfRandomEdits() {
        BlockMap map = hills();
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.diorama(3));
        Authority authority = Authority.create("test");
        char[] symbols = {'g', 's', 'w', 'x', '.'};
        int written = 0;
        for (int e = 0; e < 2000; e++) {
            long h = StableHash.hash(99, e);
            int c = StableHash.bounded(h, map.width()), r = StableHash.bounded(StableHash.hash(h, 1), map.depth());
            if (c < QUIET && r < QUIET) {
                // Edits fall within reach of the chunks' seams, where a missed chunk would show.
                c = QUIET + c % (map.width() - QUIET);
            }
            int kind = StableHash.bounded(StableHash.hash(h, 2), 3);
            BlockCellEdit edit;
            if (kind == 0) {
                edit = BlockCellEdit.height(c, r, map.heightSteps(c, r) + StableHash.bounded(StableHash.hash(h, 3), 3) - 1);
            } else {
                char s = symbols[StableHash.bounded(StableHash.hash(h, 4), symbols.length)];
                edit = BlockCellEdit.symbol(c, r, s);
            }
            if (map.setCell(authority, edit).isEmpty()) {
                written++;
            }
            meshes.update();
            assertSameAsFromScratch(meshes, "after edit " + e + " at column " + c + ", row " + r);
        }
        assertTrue(written > 1000, "only " + written + " edits were written");
    }

    @Test
    void anEditRebuildsOnlyTheChunksItsChangeReaches() {
        BlockMap map = BlockMap.builder("wide", BlockMeshFixtures.plain()).legend(BlockMeshFixtures.plainLegend())
                .cells(BlockMeshFixtures.rows(96, 96, 'g')).heights(BlockMeshFixtures.heights(96, 96, 2)).build();
        // A cell in the middle of chunk (1, 1) reaches it alone; one at its corner reaches four.
        assertEquals(List.of(new BlockChunkCoord(1, 1)), BlockMapMeshes.chunksReachedBy(map, new BlockRect(48, 48, 1, 1)));
        assertEquals(List.of(new BlockChunkCoord(0, 0), new BlockChunkCoord(1, 0), new BlockChunkCoord(0, 1),
                new BlockChunkCoord(1, 1)), BlockMapMeshes.chunksReachedBy(map, new BlockRect(32, 32, 1, 1)));
        // Two cells in from the edge is still within the light's reach of the next chunk.
        assertEquals(2, BlockMapMeshes.chunksReachedBy(map, new BlockRect(62, 48, 1, 1)).size());
        assertEquals(1, BlockMapMeshes.chunksReachedBy(map, new BlockRect(61, 48, 1, 1)).size());
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        map.setCell(Authority.create("t"), BlockCellEdit.height(32, 32, 5));
        assertEquals(4, meshes.update().size());
        assertEquals(0, meshes.update().size());
    }

    @Test
    void whenTheChangeHistoryNoLongerReachesBackEveryChunkIsRebuilt() {
        BlockMap map = BlockMap.builder("short", BlockMeshFixtures.plain()).legend(BlockMeshFixtures.plainLegend())
                .cells(BlockMeshFixtures.rows(70, 40, 'g')).heights(BlockMeshFixtures.heights(70, 40, 2)).history(1).build();
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        Authority authority = Authority.create("t");
        map.setCell(authority, BlockCellEdit.height(1, 1, 3));
        map.setCell(authority, BlockCellEdit.height(60, 30, 3));
        assertEquals(3 * 2, meshes.update().size());
        assertSameAsFromScratch(meshes, "after the history ran out");
    }

    @Test
    void rebuildOnAnExecutorEqualsTheOneOnTheCallingThread() throws Exception {
        BlockMap map = hills();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT, pool).get(30, TimeUnit.SECONDS);
            assertSameAsFromScratch(meshes, "after the build on an executor");
            map.setCell(Authority.create("t"), BlockCellEdit.height(31, 31, 9));
            List<BlockChunkCoord> rebuilt = meshes.update(pool).get(30, TimeUnit.SECONDS);
            assertEquals(4, rebuilt.size());
            assertSameAsFromScratch(meshes, "after a rebuild on an executor");
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void aChunkIsTheSameWhicheverOrderTheChunksAreBuiltIn() {
        BlockMap map = hills();
        BlockMapMeshes inOrder = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        List<BlockChunkCoord> order = new ArrayList<>();
        for (int r = 0; r < inOrder.chunkRows(); r++) {
            for (int c = 0; c < inOrder.chunkColumns(); c++) {
                order.add(new BlockChunkCoord(c, r));
            }
        }
        // A shuffled order, drawn from a stable hash.
        order.sort(java.util.Comparator.comparingLong(k -> StableHash.hash(5, k.column(), k.row())));
        BlockMesher mesher = new BlockMesher(map, BlockMeshLook.DEFAULT);
        for (BlockChunkCoord k : order) {
            assertTrue(mesher.build(k.column(), k.row()).sameAs(inOrder.chunk(k.column(), k.row())), k.toString());
        }
    }
    /**
     * The top's light is the same whatever the mesher met before: on rough ground of many heights
     * (more rises of ground over a top than the lattice keeps the occlusion terms of), a chunk built
     * by a fresh mesher equals the chunk built after its neighbour, whose rises fill those first.
     */
    @Test
    void aChunkOfManyHeightsIsTheSameWhateverTheMesherBuiltBefore() {
        int width = 64, depth = 32;
        String[] cells = BlockMeshFixtures.rows(width, depth, 'g');
        int[][] heights = new int[depth][width];
        for (int r = 0; r < depth; r++) {
            for (int c = 0; c < width; c++) {
                // The west chunk climbs in rows, the east is rough: their rises come in different orders.
                heights[r][c] = c < 32 ? 1 + (r * 7 + c) % 60 : 1 + StableHash.bounded(StableHash.hash(23, c, r), 60);
            }
        }
        BlockMap map = BlockMeshFixtures.plainMap("rough", cells, heights, 0.8);
        BlockMeshLook look = BlockMeshLook.diorama(4);
        BlockChunkMesh eastFresh = new BlockMesher(map, look).build(1, 0);
        BlockChunkMesh westFresh = new BlockMesher(map, look).build(0, 0);
        BlockMesher warmed = new BlockMesher(map, look);
        assertTrue(warmed.build(0, 0).sameAs(westFresh));
        assertTrue(warmed.build(1, 0).sameAs(eastFresh), "east after west");
        assertTrue(warmed.build(0, 0).sameAs(westFresh), "west after east");
        assertTrue(eastFresh.vertexCount() > 0 && westFresh.vertexCount() > 0);
    }
}
