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
        // Straight down the steepest flank, vertex by vertex, from the peak at corner [5, 6].
        double steepest = 0.0;
        for (int vj = 6 * 16; vj > 16; vj--) {
            double rise = Math.abs(s.vertexHeight(5 * 16, vj) - s.vertexHeight(5 * 16, vj - 1));
            steepest = Math.max(steepest, rise / 4.0);
        }
        assertTrue(steepest >= 0.11, "the flank is steep: " + steepest);
        // The real controller walks it up to the peak and back down to its foot.
        RegionReachability walker = new RegionReachability(r);
        double x = 5 * 64, peak = 6 * 64, foot = 64;
        assertTrue(walker.walks(x, foot + 0.5, x, peak), "up the flank to the peak");
        assertTrue(walker.walks(x, peak, x, foot + 0.5), "down the flank to its foot");
    }
}
