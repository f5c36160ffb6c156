package dev.loam.render.mesh;

import static dev.loam.testkit.Tolerances.STORED_AS_FLOAT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainChunk;
import dev.loam.terrain.TerrainLayer;
import dev.loam.terrain.TerrainRect;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;
import org.junit.jupiter.api.Test;

/** Terrain chunk meshes: layout, the diagonal, holes, splat, and incremental rebuilds. */
class TerrainMesherTest {

    private static Terrain wavy(int n, int chunkCells) {
        float[] h = new float[n * n];
        for (int k = 0; k < h.length; k++) {
            h[k] = (float) (2 * Math.sin(k % n * 0.5) + Math.cos(k / n * 0.3));
        }
        return Terrain.builder(n, n, 2).origin(100, 5, -50).heights(h).chunkCells(chunkCells)
                .layers(List.of(TerrainLayer.of("grass"), TerrainLayer.of("rock"))).build();
    }

    @Test
    void aChunkHasItsVerticesAndTwoCounterClockwiseTrianglesACell() {
        Terrain t = wavy(11, 4);
        TerrainChunkMesh m = new TerrainMesher().mesh(t, 2, 1); // cells 8..9 x 4..7
        assertEquals(3 * 5, m.vertexCount());
        assertEquals(6 * 2 * 4, m.indexCount());
        // Vertex (0, 0) of the chunk is terrain vertex (8, 4), relative to the origin.
        assertEquals(16, m.positions()[0], STORED_AS_FLOAT);
        assertEquals(t.height(8, 4), m.positions()[1], STORED_AS_FLOAT);
        assertEquals(8, m.positions()[2], STORED_AS_FLOAT);
        for (int k = 0; k < m.indexCount(); k += 3) {
            float[] p = m.positions();
            int a = m.indices()[k], b = m.indices()[k + 1], c = m.indices()[k + 2];
            double ux = p[3 * b] - p[3 * a], uz = p[3 * b + 2] - p[3 * a + 2];
            double vx = p[3 * c] - p[3 * a], vz = p[3 * c + 2] - p[3 * a + 2];
            // Counter-clockwise seen from +Y: the normal's y, uz * vx - ux * vz, is positive.
            assertTrue(uz * vx - ux * vz > 0, "triangle " + k / 3 + " is wound clockwise");
        }
    }

    @Test
    void theMeshDrawsTheSameSurfaceTheHeightQueryAnswers() {
        Terrain t = wavy(9, 8);
        TerrainChunkMesh m = new TerrainMesher().mesh(t, 0, 0);
        float[] p = m.positions();
        for (int k = 0; k < m.indexCount(); k += 3) {
            int a = m.indices()[k], b = m.indices()[k + 1], c = m.indices()[k + 2];
            // The centroid of every drawn triangle lies on the queried surface.
            double x = (p[3 * a] + p[3 * b] + p[3 * c]) / 3;
            double y = (p[3 * a + 1] + p[3 * b + 1] + p[3 * c + 1]) / 3;
            double z = (p[3 * a + 2] + p[3 * b + 2] + p[3 * c + 2]) / 3;
            assertEquals(t.heightAt(t.originX() + x, t.originZ() + z) - t.originY(), y, STORED_AS_FLOAT);
        }
    }

    @Test
    void holeCellsAreCutOutAndSplatWeightsAreCarried() {
        Terrain t = wavy(5, 4);
        t.setHoles(new TerrainRect(1, 1, 1, 1), new byte[] {1});
        t.setSplat(new TerrainRect(0, 0, 1, 1), new byte[] {0, 0, 0, 51});
        TerrainChunkMesh m = new TerrainMesher().mesh(t, 0, 0);
        assertEquals(6 * 15, m.indexCount());
        assertEquals(1f, m.splat()[3], STORED_AS_FLOAT);
        assertEquals(1f, m.splat()[4], STORED_AS_FLOAT);
        int hole = 1 * 5 + 1;
        for (int k = 0; k < m.indexCount(); k += 6) {
            assertTrue(m.indices()[k] != hole, "the hole cell was drawn");
        }
    }

    @Test
    void anUpdateRebuildsOnlyTheReachedChunksAndEqualsARebuildFromScratch() {
        Terrain t = wavy(33, 8);
        TerrainChunkMeshes meshes = new TerrainChunkMeshes(t);
        t.setHeights(new TerrainRect(12, 12, 2, 2), new float[] {9, 9, 9, 9});
        t.setHoles(new TerrainRect(30, 30, 1, 1), new byte[] {1});
        List<TerrainChunk> rebuilt = meshes.update();
        assertEquals(List.of(t.chunk(1, 1), t.chunk(3, 3)), rebuilt);
        TerrainChunkMeshes scratch = new TerrainChunkMeshes(t);
        for (int cz = 0; cz < t.chunksZ(); cz++) {
            for (int cx = 0; cx < t.chunksX(); cx++) {
                assertTrue(meshes.mesh(cx, cz).contentEquals(scratch.mesh(cx, cz)), "chunk " + cx + ", " + cz);
            }
        }
        assertTrue(meshes.update().isEmpty());
    }

    @Test
    void buildingOnAnExecutorGivesTheSameMeshes() throws Exception {
        Terrain t = wavy(25, 8);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            TerrainChunkMesh[] all = TerrainChunkMeshes.buildAll(t, pool).get();
            TerrainChunkMeshes here = new TerrainChunkMeshes(t);
            for (int k = 0; k < all.length; k++) {
                assertTrue(all[k].contentEquals(here.mesh(k % t.chunksX(), k / t.chunksX())));
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void whenTheHistoryNoLongerReachesBackEveryChunkIsRebuilt() {
        Terrain t = wavy(17, 8).toBuilder().historyCapacity(1).build();
        TerrainChunkMeshes meshes = new TerrainChunkMeshes(t);
        t.setHeights(new TerrainRect(0, 0, 1, 1), new float[] {3});
        t.setHeights(new TerrainRect(1, 0, 1, 1), new float[] {4});
        assertEquals(4, meshes.update().size());
        TerrainChunkMeshes scratch = new TerrainChunkMeshes(t);
        assertTrue(meshes.mesh(0, 0).contentEquals(scratch.mesh(0, 0)));
    }
}
