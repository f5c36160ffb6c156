package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Terrain;
import java.util.List;
import java.util.Optional;
import java.util.function.DoubleBinaryOperator;
import org.junit.jupiter.api.Test;

/** {@code waterDepth} and {@code shoreDistance} from the surface's water: a sea level and lakes as water sheets. */
class ShoreDistanceTest {
    /** The accuracy the spec asks of {@code shoreDistance} within its range, world units. */
    private static final double EXACT = 0.5;
    /** The brute force's own sampling step, world units. */
    private static final double BRUTE_STEP = 0.2;

    /** Rules whose one condition reads shoreDistance out to 30 (blend 4): the search reaches 36. */
    private static WorldRules rules() {
        return WorldRules.builder("t:shore").versions(1).layer(Layer.of("l", 20)).recipe(FieldsTest.stone())
                .biome(new Biome("shore", List.of(new Condition("shoreDistance", -30, 30, 4)), 0, Optional.empty(), 0,
                        List.of(new BiomeRecipe("stone", "l", 1))))
                .build();
    }

    /** A bowl with ripples, 1.5 m a cell from (-120, -120), 161 vertices a side. */
    private static Terrain bowl() {
        int n = 161;
        float[] h = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double x = -120 + 1.5 * i, z = -120 + 1.5 * j;
                h[j * n + i] = (float) (0.003 * ((x - 10) * (x - 10) + z * z) - 4 + 1.5 * Math.sin(x / 9) * Math.cos(z / 7)
                        + 0.02 * x);
            }
        }
        return Terrain.builder(n, n, 1.5).origin(-120, 0, -120).heights(h).build();
    }

    /** The signed distance to the nearest sample of the other side of the water, over a disk of {@code reach}. */
    private static double brute(DoubleBinaryOperator height, DoubleBinaryOperator level, double x, double z, double reach) {
        boolean wet = height.applyAsDouble(x, z) < level.applyAsDouble(x, z);
        double best = Double.POSITIVE_INFINITY;
        int n = (int) Math.ceil(reach / BRUTE_STEP);
        for (int b = -n; b <= n; b++) {
            for (int a = -n; a <= n; a++) {
                double d = Math.hypot(a * BRUTE_STEP, b * BRUTE_STEP);
                if (d >= best || d > reach) {
                    continue;
                }
                double px = x + a * BRUTE_STEP, pz = z + b * BRUTE_STEP;
                double h = height.applyAsDouble(px, pz);
                if (!Double.isNaN(h) && (h < level.applyAsDouble(px, pz)) != wet) {
                    best = d;
                }
            }
        }
        return best == Double.POSITIVE_INFINITY ? Double.NaN : wet ? -best : best;
    }

    private static void assertExact(WorldPlan plan, DoubleBinaryOperator height, DoubleBinaryOperator level,
            double x0, double x1, double step) {
        int measured = 0, edges = 0;
        for (double z = x0; z <= x1; z += step) {
            for (double x = x0; x <= x1; x += step) {
                Explanation e = plan.explain(x, z);
                double v = e.fields().get("shoreDistance");
                double b = brute(height, level, x, z, 36);
                if (Double.isNaN(b)) {
                    assertEquals(36.0, Math.abs(v), "no edge within the range at " + x + ", " + z);
                    assertTrue(e.atRangeEdge().contains("shoreDistance"), "said to be the range's edge at " + x + ", " + z);
                    edges++;
                } else {
                    assertEquals(b, v, EXACT, "at " + x + ", " + z);
                    assertFalse(e.atRangeEdge().contains("shoreDistance"), "a measurement at " + x + ", " + z);
                    measured++;
                }
            }
        }
        assertTrue(measured > 20 && edges > 0, measured + " measured, " + edges + " at the range's edge");
    }

    @Test
    void shoreDistanceIsExactToHalfAMetreAroundALakeSheetOnARegionStyleTerrain() {
        Terrain t = bowl();
        WaterSheet lake = new WaterSheet(-50, -45, 70, 45, 1.0);
        WorldPlan plan = WorldGen.builder(rules()).surface(TerrainSurface.of(t)).water(List.of(lake)).build().plan();
        assertExact(plan, t::heightAt, (x, z) -> lake.covers(x, z) ? 1.0 : Double.NEGATIVE_INFINITY, -110, 110, 13.7);
    }

    @Test
    void shoreDistanceIsExactToHalfAMetreAlongASeaOverAnySurface() {
        HeightSource hills = (x, z) -> (x * x + z * z) / 400 - 3 + 1.2 * Math.sin(x / 13);
        WorldPlan plan = WorldGen.builder(rules()).surface(hills).seaLevel(0).build().plan();
        assertExact(plan, hills::height, (x, z) -> 0.0, -90, 90, 11.3);
    }

    @Test
    void aSamplersWindowOfTilesGivesExactlyTheDistancesOfTheSharedTiles() {
        // A walk in rows over 20 x 20 tiles of ripples, so that the 8 x 8 window wraps and its
        // slots are taken over by farther tiles; every distance, bounded or not, bit for bit.
        HeightSource ripples = (x, z) -> 2 * Math.sin(x / 11) * Math.cos(z / 9);
        Water sea = new Water(0, List.of());
        ShoreField shared = new ShoreField(new Surface(ripples, List.of()), sea);
        ShoreField.Near near = new ShoreField.Near();
        Condition bound = new Condition("shoreDistance", -12, 25, 6);
        int read = 0;
        int plateau = 0;
        for (int j = 0; j < 120; j++) {
            for (int i = 0; i < 120; i++) {
                double x = -300 + i * 5.3 + (j % 3), z = -310 + j * 5.1;
                double h = ripples.height(x, z);
                double want = shared.distance(x, z, h, 36, null);
                double got = shared.distance(x, z, h, 36, null, near);
                assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(got), "at " + x + ", " + z);
                // A bound's search may stop at an edge within its plateau (an infinity): its weight
                // there is 1, and every other answer is the one without the window.
                double wantBound = shared.distance(x, z, h, 36, bound);
                double gotBound = shared.distance(x, z, h, 36, bound, near);
                if (Double.isInfinite(gotBound)) {
                    assertEquals(1.0, bound.weight(wantBound), "within the plateau at " + x + ", " + z);
                    assertEquals(Math.copySign(1.0, wantBound), Math.copySign(1.0, gotBound));
                    plateau++;
                } else {
                    assertEquals(Double.doubleToRawLongBits(wantBound), Double.doubleToRawLongBits(gotBound),
                            "bounded at " + x + ", " + z);
                    read += Double.isNaN(gotBound) ? 0 : 1;
                }
            }
        }
        assertTrue(plateau > 10_000 && read > 1_000, "both cut short in the plateau and measured: " + plateau + ", " + read);
        // A window that read another field's tiles forgets them.
        ShoreField flat = new ShoreField(new Surface((x, z) -> 5, List.of()), sea);
        assertEquals(36.0, flat.distance(3, 4, 5, 36, null, near));
        assertEquals(shared.distance(3, 4, ripples.height(3, 4), 36, null),
                shared.distance(3, 4, ripples.height(3, 4), 36, null, near));
    }

    @Test
    void aSamplersWindowGivesTheSharedTilesDistancesInAnyOrderReachAndBound() {
        // Scattered points in a random order, with reaches and bounds changing from one to the
        // next (the window keeps several bounds' limits), over ripples and a lake sheet's straight
        // sides: the window's answers are the shared tiles', bit for bit.
        HeightSource ripples = (x, z) -> 2 * Math.sin(x / 11) * Math.cos(z / 9) + z / 200;
        Water water = new Water(0, List.of(new WaterSheet(-60, -50, 40, 30, 1.5)));
        ShoreField shared = new ShoreField(new Surface(ripples, List.of()), water);
        ShoreField.Near near = new ShoreField.Near();
        double[] reaches = {12, 24, 36, 60, 33.5};
        Condition[] bounds = {null, new Condition("shoreDistance", -12, 25, 6), new Condition("shoreDistance", 10, 40, 4),
            new Condition("shoreDistance", -30, -2, 3)};
        long state = 7;
        int measured = 0;
        for (int k = 0; k < 40_000; k++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            // Clustered: a run of points in one tile or its neighbours, then a jump.
            double x = (k / 16 % 97) * 23.7 - 1100 + ((state >>> 40) & 63) - 32;
            double z = (k / 16 * 31 % 89) * 27.1 - 1200 + ((state >>> 20) & 63) - 32;
            double h = ripples.height(x, z);
            double reach = reaches[(int) ((state >>> 8) % reaches.length)];
            Condition bound = bounds[(int) ((state >>> 12) & 3)];
            double want = shared.distance(x, z, h, reach, bound);
            double got = shared.distance(x, z, h, reach, bound, near);
            if (bound != null && Double.isInfinite(got)) {
                assertEquals(1.0, bound.weight(want), "within the plateau at " + x + ", " + z);
                continue;
            }
            assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(got),
                    "at " + x + ", " + z + ", reach " + reach + ", bound " + bound);
            measured += Math.abs(got) < reach ? 1 : 0;
        }
        assertTrue(measured > 5_000, "many points measured an edge: " + measured);
    }

    @Test
    void aConditionsPlateauIsWhereItsWeightIsOneOnEachSideOfTheWater() {
        Condition shore = new Condition("shoreDistance", -12, 25, 6);
        assertEquals(22.0, ShoreField.plateau(shore, false, 28));
        assertEquals(9.0, ShoreField.plateau(shore, true, 16));
        assertEquals(1.0, shore.weight(22.0));
        assertTrue(shore.weight(22.5) < 1.0);
        assertEquals(1.0, shore.weight(-9.0));
        assertTrue(shore.weight(-9.5) < 1.0);
        assertEquals(5.0, ShoreField.plateau(shore, false, 5), "never past the search's range");
        // Only inland: no plateau over the water, nor on land where even the edge is short of 1.
        Condition inland = new Condition("shoreDistance", 10, 40, 4);
        assertEquals(-1.0, ShoreField.plateau(inland, true, 36));
        assertEquals(-1.0, ShoreField.plateau(inland, false, 36));
        assertEquals(-1.0, ShoreField.plateau(new Condition("shoreDistance", -30, 30, 0.5), false, -1));
        assertEquals(30.0, ShoreField.plateau(new Condition("shoreDistance", -30, 30, 0), false, 36));
    }

    @Test
    void tilesDroppedPastTheBoundAreMadeAgainAndGiveTheSameDistances() {
        // Ripples about the sea level: every 32 m tile holds edges, so a walk over 64 x 64 tiles
        // makes far more than the bound keeps.
        HeightSource ripples = (x, z) -> 2 * Math.sin(x / 11) * Math.cos(z / 9);
        Water sea = new Water(0, List.of());
        ShoreField walked = new ShoreField(new Surface(ripples, List.of()), sea);
        double[] first = new double[64];
        for (int j = 0; j < 64; j++) {
            for (int i = 0; i < 64; i++) {
                double x = i * ShoreField.TILE + 5, z = j * ShoreField.TILE + 7;
                double d = walked.distance(x, z, ripples.height(x, z), 30, null);
                if (j == 0) {
                    first[i] = d;
                }
            }
        }
        ShoreField fresh = new ShoreField(new Surface(ripples, List.of()), sea);
        for (int i = 0; i < 64; i++) {
            double x = i * ShoreField.TILE + 5, z = 7;
            double again = walked.distance(x, z, ripples.height(x, z), 30, null);
            assertEquals(first[i], again, "the first row again, its tiles long dropped, at x " + x);
            assertEquals(first[i], fresh.distance(x, z, ripples.height(x, z), 30, null), "a fresh field at x " + x);
        }
    }

    @Test
    void aTileFoundWithoutAnEdgeIsNotMadeAgainWhenTheTileCacheTurnsOver() {
        // A lake of 50 m radius in dry hills: over 136 x 136 tiles (more than the tile cache's bound)
        // nearly every tile is empty, and a second walk reads the same distances without one
        // height sample, where tiles kept in the cache alone were all made again.
        long[] samples = new long[1];
        HeightSource bowl = (x, z) -> {
            samples[0]++;
            return Math.sqrt(x * x + z * z) / 10 - 5;
        };
        Water sea = new Water(0, List.of());
        ShoreField field = new ShoreField(new Surface(bowl, List.of()), sea);
        int n = 136;
        assertTrue(n * n > ShoreField.MAX_TILES);
        double[] first = new double[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double x = (i - n / 2) * ShoreField.TILE + 9, z = (j - n / 2) * ShoreField.TILE + 13;
                first[j * n + i] = field.distance(x, z, Math.sqrt(x * x + z * z) / 10 - 5, 20, null);
            }
        }
        long made = samples[0];
        assertTrue(made > (long) n * n * 81, "each tile made once from its samples: " + made);
        samples[0] = 0;
        int edges = 0;
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double x = (i - n / 2) * ShoreField.TILE + 9, z = (j - n / 2) * ShoreField.TILE + 13;
                double again = field.distance(x, z, Math.sqrt(x * x + z * z) / 10 - 5, 20, null);
                assertEquals(Double.doubleToRawLongBits(first[j * n + i]), Double.doubleToRawLongBits(again),
                        "at " + x + ", " + z);
                edges += Math.abs(again) < 20 ? 1 : 0;
            }
        }
        assertTrue(edges > 0, "some points lie near the lake's edge");
        assertEquals(0, samples[0], "the empty tiles answered from their bits, the lake's from the cache");
        // Past the blocks' bound the oldest are dropped and their tiles made again, to the same answers.
        for (int b = 0; b <= ShoreField.MAX_BLOCKS; b++) {
            double x = 5000 + b * ShoreField.BLOCK * ShoreField.TILE;
            field.distance(x, 7, Math.sqrt(x * x + 49) / 10 - 5, 20, null);
        }
        samples[0] = 0;
        double x = 9 - n / 2 * ShoreField.TILE, z = 13 - n / 2 * ShoreField.TILE;
        assertEquals(first[0], field.distance(x, z, Math.sqrt(x * x + z * z) / 10 - 5, 20, null));
        assertTrue(samples[0] > 0, "the first block's bits were dropped and its tiles made again");
    }

    @Test
    void waterDepthReadsTheLakesLevelAndTheSeasWhereNoSheetCovers() {
        Terrain t = bowl();
        WaterSheet lake = new WaterSheet(-50, -45, 70, 45, 1.0);
        WorldPlan plan = WorldGen.builder(rules()).surface(TerrainSurface.of(t)).seaLevel(-2).water(List.of(lake))
                .build().plan();
        double h = t.heightAt(10, 0);
        assertEquals(1.0 - h, plan.explain(10, 0).fields().get("waterDepth"), 1e-9, "under the lake");
        assertEquals(1.0, plan.waterLevel(10, 0));
        assertEquals(-2.0, plan.waterLevel(100, 100), "the sea beyond the sheet");
        assertEquals(Math.max(0, -2 - t.heightAt(100, 100)), plan.explain(100, 100).fields().get("waterDepth"), 1e-9);
    }

    @Test
    void explainShowsADistanceAtItsRangesEdgeAsABoundNotAMeasurement() {
        Terrain t = bowl();
        WorldPlan plan = WorldGen.builder(rules()).surface(TerrainSurface.of(t))
                .water(List.of(new WaterSheet(-50, -45, 70, 45, 1.0))).build().plan();
        Explanation far = plan.explain(-110, -110);
        assertEquals(List.of("shoreDistance"), far.atRangeEdge());
        assertTrue(far.toText().contains("  shoreDistance = >= 36.000 (the edge of its range: no water's edge nearer)\n"),
                far.toText());
        assertTrue(far.toJson().contains("\"shoreDistance\": \">= 36\""), far.toJson());
        Explanation near = plan.explain(-30, 0);
        assertEquals(List.of(), near.atRangeEdge());
        assertTrue(near.toJson().matches(".*\"shoreDistance\": -?[0-9.]+[,}].*"), near.toJson());
        // No water at all: every distance is the range's edge.
        Explanation dry = WorldGen.builder(rules()).build().plan().explain(0, 0);
        assertEquals(List.of("shoreDistance"), dry.atRangeEdge());
    }

    @Test
    void aWaterSheetWithAnEmptyOrNonFiniteRectangleIsRefusedNamingWater() {
        WorldRulesException e = org.junit.jupiter.api.Assertions.assertThrows(WorldRulesException.class,
                () -> new WaterSheet(0, 0, 0, 10, 1));
        assertEquals("water", e.path());
        assertEquals("water", org.junit.jupiter.api.Assertions.assertThrows(WorldRulesException.class,
                () -> new WaterSheet(0, 0, 10, 10, Double.NaN)).path());
    }
}
