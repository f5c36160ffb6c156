package dev.loam.worldgen;

import static dev.loam.testkit.Tolerances.ROUNDING;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.region.GroundLayer;
import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpecReader;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import dev.loam.terrain.TerrainRect;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TerrainSurfaceTest {

    /** 3 × 3 vertices 10 apart from (100, 5, -20): heights rise 1 a vertex along x, 10 along z. */
    static Terrain slope(List<TerrainLayer> layers, byte[] splat) {
        float[] h = new float[9];
        for (int j = 0; j < 3; j++) {
            for (int i = 0; i < 3; i++) {
                h[j * 3 + i] = i + 10 * j;
            }
        }
        var b = Terrain.builder(3, 3, 10).origin(100, 5, -20).heights(h).layers(layers);
        if (splat != null) {
            b.splat(splat);
        }
        return b.build();
    }

    /** Every vertex the same four weights. */
    static byte[] everywhere(int w0, int w1, int w2, int w3) {
        byte[] s = new byte[9 * 4];
        for (int v = 0; v < 9; v++) {
            s[4 * v] = (byte) w0;
            s[4 * v + 1] = (byte) w1;
            s[4 * v + 2] = (byte) w2;
            s[4 * v + 3] = (byte) w3;
        }
        return s;
    }

    static void assertPaint(Paint expected, Paint actual) {
        for (int k = 0; k < 4; k++) {
            assertEquals(expected.get(k), actual.get(k), 1e-6, "paint layer " + k + " of " + actual);
        }
    }

    @Test
    void theHeightIsTheTerrainsOwnOverItsDrawnTriangles() {
        Terrain t = slope(List.of(), null);
        TerrainSurface s = TerrainSurface.of(t);
        for (double[] p : new double[][] {{100, -20}, {115, -5}, {103, -18}, {107.5, -2.5}, {120, 0}}) {
            assertEquals(t.heightAt(p[0], p[1]), s.height(p[0], p[1]), ROUNDING, Arrays.toString(p));
        }
        assertEquals(5 + 1.5 + 15, s.height(115, -5), ROUNDING);
    }

    @Test
    void offTheGridOrOverAHoleThereIsNoGround() {
        byte[] holes = {0, 0, 0, 1};
        Terrain t = Terrain.builder(3, 3, 10).origin(100, 5, -20).holes(holes).build();
        TerrainSurface s = TerrainSurface.of(t);
        assertTrue(Double.isNaN(s.height(99.9, -10)), "west of the grid");
        assertTrue(Double.isNaN(s.height(110, 0.1)), "north of the grid");
        assertTrue(Double.isNaN(s.height(115, -5)), "over the hole");
        assertEquals(5.0, s.height(105, -15), ROUNDING);
        assertPaint(new Paint(0, 0, 0, 0), s.paint(99.9, -10));
        assertPaint(new Paint(0, 0, 0, 0), s.paint(115, -5));
    }

    @Test
    void aTerrainWithoutLayersPaintsTheDefaultFourInSplatOrder() {
        TerrainSurface s = TerrainSurface.of(slope(List.of(), everywhere(51, 102, 0, 102)));
        assertEquals(List.of("grass", "dirt", "snow", "rock"), s.paintFields());
        assertPaint(new Paint(0.2, 0.4, 0, 0.4), s.paint(112, -13));
        assertPaint(Paint.GRASS, TerrainSurface.of(slope(List.of(), null)).paint(112, -13));
    }

    @Test
    void eachLayerPaintsTheFieldNamedAfterItsFile() {
        List<TerrainLayer> layers = List.of(TerrainLayer.of("res://layers/rock.esterrainlayer"), TerrainLayer.of("ground/snow"),
                TerrainLayer.of("Grass.tres"), TerrainLayer.of("dirt"));
        TerrainSurface s = TerrainSurface.of(slope(layers, everywhere(102, 51, 0, 102)));
        assertEquals(List.of("rock", "snow", "grass", "dirt"), s.paintFields());
        assertPaint(new Paint(0, 0.4, 0.2, 0.4), s.paint(104, -11));
    }

    @Test
    void aLayerNamedForNoPaintFieldPaintsNothingUnlessMapped() {
        List<TerrainLayer> layers = List.of(TerrainLayer.of("ground/alpine-grass"), TerrainLayer.of("ground/rock"));
        Terrain t = slope(layers, everywhere(204, 51, 0, 0));
        TerrainSurface plain = TerrainSurface.of(t);
        assertEquals(Arrays.asList(null, "rock"), plain.paintFields());
        assertPaint(new Paint(0, 0, 0, 0.2), plain.paint(104, -11));
        TerrainSurface mapped = TerrainSurface.of(t, Map.of("alpine-grass", "grass"));
        assertEquals(List.of("grass", "rock"), mapped.paintFields());
        assertPaint(new Paint(0.8, 0, 0, 0.2), mapped.paint(104, -11));
    }

    @Test
    void aMappingToAFieldThePlanLacksOrFromALayerTheTerrainLacksIsRefusedNamingIt() {
        Terrain t = slope(List.of(TerrainLayer.of("ground/sand")), null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TerrainSurface.of(t, Map.of("sand", "beach")));
        assertEquals("paint.sand: cannot paint paint.beach: the plan's paint fields are grass, dirt, snow and rock",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> TerrainSurface.of(t, Map.of("mud", "dirt")));
        assertEquals("paint.mud: the terrain has no layer named mud; its layers are [sand]", e.getMessage());
    }

    @Test
    void editingTheTerrainAfterwardsChangesNothingThePlanReads() {
        Terrain t = slope(List.of(), null);
        TerrainSurface s = TerrainSurface.of(t);
        double before = s.height(115, -5);
        assertTrue(t.setHeights(new TerrainRect(0, 0, 3, 3), new float[9]).isEmpty());
        assertEquals(before, s.height(115, -5), ROUNDING);
    }

    @Test
    void thePlanReadsHeightSlopeAndPaintFromTheTerrain() {
        WorldRules rules = WorldRules.builder("t:terrain").versions(1).layer(Layer.of("l", 20)).recipe(FieldsTest.stone())
                .biome(FieldsTest.biome("b", FieldsTest.min("paint.rock", 0.1, 0))).build();
        List<TerrainLayer> layers = new ArrayList<>(List.of(TerrainLayer.of("grass"), TerrainLayer.of("rock")));
        WorldPlan plan = WorldGen.builder(rules).surface(TerrainSurface.of(slope(layers, everywhere(153, 102, 0, 0))))
                .build().plan();
        Map<String, Double> f = plan.explain(112, -13).fields();
        assertEquals(5 + 1.2 + 7, f.get("height"), 1e-6);
        assertEquals(0.6, f.get("paint.grass"), 1e-6);
        assertEquals(0.4, f.get("paint.rock"), 1e-6);
        assertEquals(0.0, f.get("paint.dirt"), 1e-6);
        assertTrue(f.get("slope") > 0, "the terrain rises: " + f);
    }

    @Test
    void aRegionsTerrainIsTheGroundItsPlanReads() {
        Region r = RegionSolver.solve(RegionSpecReader.read("{\"template\": \"region\", \"name\": \"test-plan\", "
                + "\"size\": [10, 10], \"biome\": \"alpine\", \"features\": [{\"kind\": \"hill\", \"at\": [5, 5], "
                + "\"level\": 4}]}"));
        TerrainSurface s = TerrainSurface.of(r.terrain(), Map.of("alpine-grass", "grass"));
        assertEquals(List.of("grass", "rock"), s.paintFields().subList(0, 2));
        for (int vj = 0; vj < 161; vj += 7) {
            for (int vi = 0; vi < 161; vi += 5) {
                assertEquals(r.surface().vertexHeight(vi, vj), s.height(vi * 4.0, vj * 4.0), ROUNDING, vi + ", " + vj);
                GroundLayer l = r.ground().vertexLayer(vi, vj);
                double expectedRock = l == GroundLayer.ROCK ? 1 : 0;
                if (l == GroundLayer.GROUND || l == GroundLayer.ROCK) {
                    assertEquals(expectedRock, s.paint(vi * 4.0, vj * 4.0).rock(), 1e-6, l + " at " + vi + ", " + vj);
                    assertEquals(1 - expectedRock, s.paint(vi * 4.0, vj * 4.0).grass(), 1e-6, l + " at " + vi + ", " + vj);
                }
            }
        }
        assertTrue(Double.isNaN(s.height(-1, 100)), "beyond the region's edge there is no ground");
    }
}
