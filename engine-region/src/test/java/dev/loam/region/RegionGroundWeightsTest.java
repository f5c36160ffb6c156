package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The per-vertex weights of every ground layer, for a drawer of more than a terrain's four. */
class RegionGroundWeightsTest {
    @Test
    void everyVertexWeighsFullyOnItsGroundLayerAloneInTheTerrainsVertexOrder() {
        for (String json : List.of(RegionTerrainTest.SIX_LAYERS, RegionExamples.SMALL, RegionTerrainTest.FOREST)) {
            Region r = RegionSolver.solve(RegionSpecReader.read(json));
            List<GroundLayer> layers = r.groundLayers();
            int n = layers.size(), vx = r.surface().vertsX(), vz = r.surface().vertsZ();
            byte[] w = r.groundWeights();
            assertEquals(vx * vz * n, w.length, json);
            for (int vj = 0; vj < vz; vj++) {
                for (int vi = 0; vi < vx; vi++) {
                    int at = (vj * vx + vi) * n;
                    GroundLayer own = r.ground().vertexLayer(vi, vj);
                    for (int k = 0; k < n; k++) {
                        assertEquals(layers.get(k) == own ? 255 : 0, w[at + k] & 0xff,
                                "vertex " + vi + ", " + vj + " layer " + layers.get(k));
                    }
                }
            }
        }
    }

    @Test
    void theGroundLayersAreEveryLayerPaintedInSplatOrderWithTheTerrainsFirst() {
        Region r = RegionSolver.solve(RegionSpecReader.read(RegionTerrainTest.SIX_LAYERS));
        int[] counts = r.ground().layerCounts();
        List<GroundLayer> layers = r.groundLayers();
        for (GroundLayer l : GroundLayer.values()) {
            assertEquals(counts[l.ordinal()] > 0 || l == GroundLayer.GROUND || l == GroundLayer.ROCK, layers.contains(l),
                    l.name());
        }
        for (int k = 1; k < layers.size(); k++) {
            assertTrue(layers.get(k - 1).ordinal() < layers.get(k).ordinal(), layers.toString());
        }
        assertEquals(Terrain.MAX_LAYERS, r.terrainLayers().size());
        assertEquals(layers.subList(0, Terrain.MAX_LAYERS), r.terrainLayers());
        List<TerrainLayer> materials = r.groundTerrainLayers();
        assertEquals(layers.size(), materials.size());
        for (int k = 0; k < layers.size(); k++) {
            assertEquals(layers.get(k).material(r.spec().biome()), materials.get(k).material(), "layer " + k);
        }
        assertEquals("ground/lava-rock", materials.get(layers.size() - 1).material());
        assertEquals(r.terrain().layers(), materials.subList(0, Terrain.MAX_LAYERS));
    }

    @Test
    void aVertexOfALayerPastTheFourthIsPaintedWithTheFourthInTheTerrain() {
        Region r = RegionSolver.solve(RegionSpecReader.read(RegionTerrainTest.SIX_LAYERS));
        Terrain t = r.terrain();
        int vx = r.surface().vertsX(), vz = r.surface().vertsZ(), past = 0;
        for (int vj = 0; vj < vz; vj++) {
            for (int vi = 0; vi < vx; vi++) {
                int slot = r.terrainLayers().indexOf(r.ground().vertexLayer(vi, vj));
                if (slot < 0) {
                    past++;
                    slot = Terrain.MAX_LAYERS - 1;
                }
                assertEquals(255, t.splatWeight(vi, vj, slot), "vertex " + vi + ", " + vj);
            }
        }
        assertTrue(past > 0, "the six-layer region paints ash and lava rock past the fourth layer");
    }

    @Test
    void theWeightsAreANewCopyEachCall() {
        Region r = RegionExamples.build(RegionExamples.SMALL);
        byte[] a = r.groundWeights();
        assertNotSame(a, r.groundWeights());
        a[0] = 7;
        assertTrue(r.groundWeights()[0] != 7, "editing a copy changes nothing in the region");
    }

    @Test
    void aSheetsEdgesInMetresAreThoseOfTheTilesItSpans() {
        Region r = RegionExamples.build(RegionExamples.SMALL);
        for (Sheet s : r.sheets()) {
            assertEquals(s.firstTileI() * 64.0, s.minX());
            assertEquals((s.lastTileI() + 1) * 64.0, s.maxX());
            assertEquals(s.firstTileJ() * 64.0, s.minZ());
            assertEquals((s.lastTileJ() + 1) * 64.0, s.maxZ());
            assertTrue(s.covers(s.minX(), s.maxZ()) && !s.covers(s.maxX() + 0.01, s.minZ()), s.toString());
        }
    }
}
