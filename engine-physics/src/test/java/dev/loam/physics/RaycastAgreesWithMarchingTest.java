package dev.loam.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loam.blockmap.BlockMap;
import org.junit.jupiter.api.Test;

/**
 * Raycasts against voxel and heightfield colliders agree with a brute-force march along the ray
 * that stops where it first goes into a column, or first crosses the heightfield's surface from
 * above: the cell walk misses no cell, wedge or triangle. (A ray through a heightfield's hole goes
 * on under the ground, as into a cave.)
 */
class RaycastAgreesWithMarchingTest {
    /** The march's step, in metres; hits agree to within it. */
    private static final double MARCH_METRES = 1e-3;

    @Test
    void raysOverTerracesStairsWallsAndWaterHitWhereAMarchFirstGoesUnder() {
        BlockMap map = Maps.of(new String[] {
            "ggggggggg",
            "gggsooooB",
            "gwwgoo.og",
            "ggggoooog"}, new int[][] {
                {0, 0, 0, 0, 0, 0, 0, 0, 0},
                {0, 0, 0, 0, 1, 1, 1, 1, 1},
                {0, -1, -1, 0, 1, 1, 1, 1, 0},
                {0, 0, 0, 0, 1, 1, 3, 1, 0}});
        CollisionWorld world = Maps.world(map);
        compare(world, map.width(), map.depth(), map.baseMetres(), 7, false);
    }

    @Test
    void raysOverAHeightfieldHitWhereAMarchFirstGoesUnder() {
        double[] h = new double[8 * 6];
        for (int i = 0; i < h.length; i++) {
            h[i] = Math.sin(i * 1.3) * 0.8;
        }
        boolean[] holes = new boolean[7 * 5];
        holes[12] = true;
        CollisionWorld world = new CollisionWorld().add(new HeightfieldCollider(8, 6, 1, 1, 0, 0, 0, h, holes));
        compare(world, 7, 5, Double.NEGATIVE_INFINITY, 11, true);
    }

    private static void compare(CollisionWorld world, int width, int depth, double base, long seed, boolean surfaceOnly) {
        CollisionHit hit = new CollisionHit();
        long s = seed;
        for (int n = 0; n < 300; n++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            double ox = unit(s) * width, oz = unit(s >>> 7) * depth, oy = 3;
            s = s * 6364136223846793005L + 1442695040888963407L;
            double dx = unit(s) * 2 - 1, dz = unit(s >>> 9) * 2 - 1, dy = -0.2 - unit(s >>> 3);
            double len = Math.sqrt(dx * dx + dy * dy + dz * dz);
            dx /= len;
            dy /= len;
            dz /= len;
            double marched = Double.POSITIVE_INFINITY;
            boolean wasAbove = false;
            for (double t = 0; t < 20; t += MARCH_METRES) {
                double x = ox + dx * t, y = oy + dy * t, z = oz + dz * t;
                double surface = world.surfaceHeight(x, z);
                boolean under = y <= surface && y >= base;
                if (under && (!surfaceOnly || wasAbove)) {
                    marched = t;
                    break;
                }
                wasAbove = y > surface && surface > Double.NEGATIVE_INFINITY;
            }
            boolean cast = world.raycast(ox, oy, oz, dx, dy, dz, 20, hit);
            String ray = "ray " + n + " from (" + ox + ", " + oy + ", " + oz + ") along (" + dx + ", " + dy + ", " + dz + ")";
            if (Double.isInfinite(marched)) {
                assertEquals(false, cast, ray + " " + hit);
            } else {
                assertEquals(marched, hit.distance(), 2 * MARCH_METRES, ray);
            }
        }
    }

    private static double unit(long s) {
        return ((s >>> 11) & ((1L << 40) - 1)) * 0x1.0p-40;
    }
}
