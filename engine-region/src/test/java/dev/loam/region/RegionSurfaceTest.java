package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class RegionSurfaceTest {
    /** Heights are floats of whole-metre blends: a seam agrees to this, in metres. */
    private static final double SEAM_TOLERANCE = 1e-9;

    @Test
    void everySeamIsTheStraightLineBetweenItsTwoCornersFromBothSides() {
        for (String json : new String[] {RegionExamples.TERRAIN, RegionExamples.ROADS, RegionExamples.SMALL}) {
            Region r = RegionExamples.build(json);
            RegionSurface s = r.surface();
            CornerLevels c = r.corners();
            for (int j = 0; j < c.tilesZ(); j++) {
                for (int i = 0; i < c.tilesX(); i++) {
                    for (int k = 0; k <= 32; k++) {
                        double t = k / 32.0;
                        // The east edge (u = 0) runs from corner [i, j] to [i, j + 1].
                        double east = 4.0 * (c.level(i, j) + (c.level(i, j + 1) - c.level(i, j)) * t);
                        assertEquals(east, s.height(i, j, 0.0, t), SEAM_TOLERANCE);
                        if (i > 0) {
                            assertEquals(east, s.height(i - 1, j, 1.0, t), SEAM_TOLERANCE);
                        }
                        // The south edge (v = 0) runs from corner [i, j] to [i + 1, j].
                        double south = 4.0 * (c.level(i, j) + (c.level(i + 1, j) - c.level(i, j)) * t);
                        assertEquals(south, s.height(i, j, t, 0.0), SEAM_TOLERANCE);
                        if (j > 0) {
                            assertEquals(south, s.height(i, j - 1, t, 1.0), SEAM_TOLERANCE);
                        }
                    }
                }
            }
        }
    }

    @Test
    void theBumpIsSmallAndSeededAndNothingOnTheSpawnApron() {
        Region r = RegionExamples.build(RegionExamples.TERRAIN);
        RegionSurface s = r.surface();
        double largest = 0.0;
        for (int j = 0; j < 10; j++) {
            for (int i = 0; i < 10; i++) {
                double blend = 4.0 * (r.corners().level(i, j) + r.corners().level(i + 1, j) + r.corners().level(i, j + 1)
                        + r.corners().level(i + 1, j + 1)) / 4.0;
                double bump = s.height(i, j, 0.5, 0.5) - blend;
                assertTrue(Math.abs(bump) <= RegionSurface.BUMP_METRES);
                largest = Math.max(largest, Math.abs(bump));
            }
        }
        assertTrue(largest > 0.05, "the bumps show");
        for (int vj = 0; vj <= 16; vj++) {
            for (int vi = 4 * 16; vi <= 6 * 16; vi++) {
                assertEquals(0.0f, s.vertexHeight(vi, vj), "the apron is flat at " + vi + "," + vj);
            }
        }
        String other = RegionExamples.TERRAIN.replace("\"seed\": 3", "\"seed\": 4");
        assertFalse(Arrays.equals(s.heights(), RegionExamples.build(other).surface().heights()));
    }

    @Test
    void theSurfaceHasAVertexEveryFourMetres() {
        Region r = RegionExamples.build(RegionExamples.ROADS);
        assertEquals(12 * 16 + 1, r.surface().vertsX());
        assertEquals(10 * 16 + 1, r.surface().vertsZ());
        assertEquals(r.corners().level(5, 6) * 4.0, r.surface().vertexHeight(5 * 16, 6 * 16), SEAM_TOLERANCE);
        assertEquals(r.surface().heightAt(5 * 64.0 + 12.0, 6 * 64.0 + 20.0), r.surface().vertexHeight(5 * 16 + 3, 6 * 16 + 5),
                1e-4);
    }
}
