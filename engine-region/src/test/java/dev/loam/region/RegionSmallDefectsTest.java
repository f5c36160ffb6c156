package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Scatter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Regressions of issue 13's small region defects, one test each. */
class RegionSmallDefectsTest {
    /** The closest two props of a set stand, as a fraction of the larger of their spacings (1 or more keeps them). */
    static double closestShare(Scatter props) {
        double least = Double.POSITIVE_INFINITY;
        for (int a = 0; a < props.size(); a++) {
            for (int b = a + 1; b < props.size(); b++) {
                double need = Math.max(props.items().get(props.item(a)).spacing(), props.items().get(props.item(b)).spacing());
                if (need > 0) {
                    least = Math.min(least, Math.hypot(props.x(a) - props.x(b), props.z(a) - props.z(b)) / need);
                }
            }
        }
        return least;
    }

    /** The lowest height of the surface, its vertices and a finer grid of points, metres. */
    static double lowest(Region r) {
        double least = Double.POSITIVE_INFINITY;
        RegionSurface s = r.surface();
        for (int vj = 0; vj < s.vertsZ(); vj++) {
            for (int vi = 0; vi < s.vertsX(); vi++) {
                least = Math.min(least, s.vertexHeight(vi, vj));
            }
        }
        double w = r.spec().tilesX() * 64.0, d = r.spec().tilesZ() * 64.0;
        for (double z = 0; z <= d; z += 1.7) {
            for (double x = 0; x <= w; x += 1.7) {
                least = Math.min(least, s.heightAt(x, z));
            }
        }
        return least;
    }

    /** Guards: the seeded bump dipped level-0 ground to -0.47 m ("nothing is ever below level 0"). */
    @Test
    void theBumpNeverTakesLevelZeroGroundBelowLevelZero() {
        for (long seed = 0; seed < 6; seed++) {
            Region r = RegionExamples.build("{\"template\": \"region\", \"name\": \"test-flat\", \"seed\": " + seed
                    + ", \"size\": [12, 12], \"features\": [{\"kind\": \"hill\", \"at\": [6, 6], \"level\": 2}]}");
            assertTrue(lowest(r) >= 0.0, "seed " + seed + ": " + lowest(r) + " m");
            assertTrue(r.terrain().heightAt(100.0, 100.0) >= 0.0);
        }
    }

    /** Guards: props stood 3.77 m apart though trees declare 12 m of spacing and rocks 8 m. */
    @Test
    void everyPropKeepsItsOwnSpacingFromEveryOther() {
        for (String json : List.of(RegionTerrainTest.FOREST, RegionExamples.SMALL, RegionExamples.TERRAIN
                .replace("\"props\": { \"trees\": false, \"rocks\": false }", "\"props\": { \"trees\": true, \"rocks\": true }"))) {
            Scatter props = RegionExamples.build(json).props();
            assertTrue(props.size() > 20, "the region strews props: " + props.size());
            assertTrue(closestShare(props) >= 1.0, "closest pair at " + closestShare(props) + " of its spacing");
        }
    }

    /**
     * Guards: a lava flow's rock and ash beside a lake's sand (five layers) were painted as rock,
     * silently, then refused whole: now the region builds with all five in its ground weights.
     */
    @Test
    void aFifthGroundLayerIsKeptNotDropped() {
        Region five = RegionExamples.build("{\"template\": \"region\", \"name\": \"test-lava-lake\", \"size\": [12, 12],"
                + " \"features\": [{\"kind\": \"lake\", \"at\": [2, 7], \"size\": [2, 2]},"
                + " {\"kind\": \"volcano\", \"at\": [8, 7], \"level\": 4, \"flow\": \"north\"}]}");
        assertEquals(List.of(GroundLayer.GROUND, GroundLayer.ROCK, GroundLayer.SAND, GroundLayer.ASH, GroundLayer.LAVA_ROCK),
                five.groundLayers());
        int[] counts = five.ground().layerCounts();
        byte[] weights = five.groundWeights();
        long lavaRock = 0;
        for (int v = 0; v < weights.length / 5; v++) {
            lavaRock += (weights[v * 5 + 4] & 0xff) / 255;
        }
        assertEquals(counts[GroundLayer.LAVA_ROCK.ordinal()], lavaRock, "every lava rock vertex weighs on lava rock");
        Region fourLayers = RegionExamples.build("{\"template\": \"region\", \"name\": \"test-lava\", \"size\": [12, 12],"
                + " \"features\": [{\"kind\": \"volcano\", \"at\": [6, 7], \"level\": 4, \"flow\": \"north\"}]}");
        assertEquals(List.of(GroundLayer.GROUND, GroundLayer.ROCK, GroundLayer.ASH, GroundLayer.LAVA_ROCK),
                fourLayers.terrainLayers());
        assertEquals(fourLayers.terrainLayers(), fourLayers.groundLayers());
        assertEquals(4, fourLayers.terrain().layers().size(), "every layer the ground has is in the terrain");
    }

    /** Guards: the refusal of a valley on lower land said the land round it was at the floor's level. */
    @Test
    void aValleyAboveTheLandRoundItSaysTheLandIsLower() {
        assertEquals(List.of("features[0].at: the valley \"valley_1\" has no higher land round it: its floor is to be at"
                        + " level 2 but the land round it lies lower, at level 0 at most, and a valley only digs down;"
                        + " raise the base or put hills round it"),
                RegionExamples.refusals(RegionExamples.withFeatures(
                        "{\"kind\": \"valley\", \"at\": [5, 5], \"level\": 2}")));
    }
}
