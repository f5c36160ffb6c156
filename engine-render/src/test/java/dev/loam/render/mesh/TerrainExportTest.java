package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.GlbWriter;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import dev.loam.testkit.GltfValidator;
import java.util.List;
import org.junit.jupiter.api.Test;

class TerrainExportTest {
    /** 21 × 21 vertices of 2 m cells in chunks of 8, with a splat ramping layer 0 to 2 and a 3 × 2 hole. */
    static Terrain holed() {
        int n = 21;
        float[] h = new float[n * n];
        byte[] splat = new byte[4 * n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int k = j * n + i;
                h[k] = (float) (3 * Math.sin(i * 0.4) + 2 * Math.cos(j * 0.3));
                int w = 255 * i / (n - 1);
                splat[4 * k] = (byte) (255 - w);
                splat[4 * k + 2] = (byte) w;
            }
        }
        byte[] holes = new byte[(n - 1) * (n - 1)];
        for (int j = 5; j < 7; j++) {
            for (int i = 3; i < 6; i++) {
                holes[j * (n - 1) + i] = 1;
            }
        }
        return Terrain.builder(n, n, 2).origin(100, 5, -50).heights(h).splat(splat).holes(holes).chunkCells(8)
                .layers(List.of(TerrainLayer.of("grass"), TerrainLayer.of("rock"), TerrainLayer.of("sand"))).build();
    }

    @Test
    void aTerrainExportsWithNoValidatorErrors() {
        GltfValidator.Report r = GltfValidator.assertNoErrors(GlbWriter.toBytes(TerrainExport.scene(holed(), "hills")), "terrain");
        assertEquals(List.of(), r.issues(1), "no warnings either");
    }

    @Test
    void oneNodeAChunkAtTheOriginWithTheMeshersVerticesLessTheHoles() {
        Terrain t = holed();
        ModelScene s = TerrainExport.scene(t, "hills");
        List<ModelNode> nodes = s.roots().get(0).children();
        assertEquals(t.chunksX() * t.chunksZ(), nodes.size());
        float[] at = nodes.get(0).matrix();
        assertEquals(100, at[12]);
        assertEquals(5, at[13]);
        assertEquals(-50, at[14]);
        TerrainChunkMesh whole = new TerrainMesher().mesh(t, 0, 0);
        ModelMesh m = nodes.get(0).model().orElseThrow().meshes().get(0);
        assertEquals(whole.indexCount(), m.indexCount(), "the mesher already leaves the holes out");
        assertEquals(9 * 9 - 2, m.vertexCount(), "the 2 × 1 vertices inside the 3 × 2 hole, which no triangle uses, are dropped");
        // Every kept vertex is the mesher's, in its order.
        float[] p = m.positionArray();
        int k = 0;
        for (int v = 0; v < whole.vertexCount() && k < m.vertexCount(); v++) {
            if (whole.positions()[3 * v] == p[3 * k] && whole.positions()[3 * v + 2] == p[3 * k + 2]) {
                assertEquals(whole.positions()[3 * v + 1], p[3 * k + 1]);
                k++;
            }
        }
        assertEquals(m.vertexCount(), k);
        for (int i = 0; i < m.indexCount(); i += 3) {
            float cx = (p[3 * m.indexArray()[i]] + p[3 * m.indexArray()[i + 1]] + p[3 * m.indexArray()[i + 2]]) / 3;
            float cz = (p[3 * m.indexArray()[i] + 2] + p[3 * m.indexArray()[i + 1] + 2] + p[3 * m.indexArray()[i + 2] + 2]) / 3;
            assertTrue(!t.isHole((int) (cx / 2), (int) (cz / 2)), "no triangle over a hole");
        }
    }

    @Test
    void theSplatIsTheLayerColoursMixedByWeightInLinearLight() {
        Terrain t = holed();
        Model whole = TerrainExport.model(t, "hills", List.of(0xff0000, 0x00ff00, 0x0000ff, 0xffffff));
        ModelMesh m = whole.meshes().get(0);
        float[] c = m.colourArray(), p = m.positionArray();
        for (int v = 0; v < m.vertexCount(); v++) {
            int i = Math.round((p[3 * v] - 100) / 2), j = Math.round((p[3 * v + 2] + 50) / 2);
            double w0 = t.splatWeight(i, j, 0) / 255.0, w2 = t.splatWeight(i, j, 2) / 255.0;
            assertEquals(Math.pow(w0, 2.2), c[4 * v], 2e-4, "red is layer 0's share");
            assertEquals(0, c[4 * v + 1], 1e-6);
            assertEquals(Math.pow(w2, 2.2), c[4 * v + 2], 2e-4, "blue is layer 2's share");
            assertEquals(1, c[4 * v + 3]);
        }
        assertEquals(5, p[1] - t.height(0, 0), 1e-5, "the model is in world space");
    }

    @Test
    void theSameTerrainGivesTheSameBytes() {
        assertArrayEquals(GlbWriter.toBytes(TerrainExport.scene(holed(), "a")), GlbWriter.toBytes(TerrainExport.scene(holed(), "a")));
    }

    @Test
    void layerColoursMustBeFour() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TerrainExport.scene(holed(), "x", List.of(1, 2, 3)));
        assertTrue(e.getMessage().contains("4 layers"), e.getMessage());
    }
}
