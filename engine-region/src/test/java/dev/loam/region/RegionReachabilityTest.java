package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RegionReachabilityTest {
    @Test
    void everyTileOfTheExamplesIsReachableOnFootFromTheSpawns() {
        for (String json : new String[] {RegionExamples.TERRAIN, RegionExamples.ROADS, RegionExamples.SMALL}) {
            Region r = RegionExamples.build(json);
            assertEquals("", RegionReachability.unreachedTiles(r), r.spec().name());
        }
    }

    @Test
    void aPersonWalksAMountainsSteepFlankBothWays() {
        Region r = RegionExamples.build(RegionExamples.withFeatures(
                "{\"kind\": \"mountain\", \"at\": [5, 6], \"level\": 8, \"radius\": 4}"));
        RegionSurface s = r.surface();
        // Straight down the steepest flank, vertex by vertex: every step within a walk's slope.
        double steepest = 0.0;
        for (int vj = 6 * 16; vj > 16; vj--) {
            double rise = Math.abs(s.vertexHeight(5 * 16, vj) - s.vertexHeight(5 * 16, vj - 1));
            steepest = Math.max(steepest, rise / 4.0);
        }
        assertTrue(steepest >= 0.11, "the flank is steep: " + steepest);
        assertTrue(steepest <= RegionReachability.WALKABLE_SLOPE, "and walkable: " + steepest);
        boolean[] seen = RegionReachability.reachedFromSpawns(r);
        assertTrue(seen[(6 * 16) * s.vertsX() + 5 * 16], "the peak is reached");
    }
}
