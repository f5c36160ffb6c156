package dev.loam.physics;

import static dev.loam.testkit.Tolerances.BISECTED_METRES;
import static dev.loam.testkit.Tolerances.CONTACT_METRES;
import static dev.loam.testkit.Tolerances.NORMAL;
import static dev.loam.testkit.Tolerances.ROUNDING_METRES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Tests for the exact capsule sweep against block maps: closed-form touches on boxes and wedges,
 * a graze the old sampled sweep stepped over, and agreement with the sampled sweep on random
 * sweeps (never later than it, and every touch it finds first a real one).
 */
class CapsuleSweepTest {
    private static final double RADIUS = 0.3;
    private static final double HEIGHT = 1.8;
    /** How far apart two sweeps' normals may be (1 − their dot product) to be the same contact. */
    private static final double SAME_NORMAL = 1e-3;
    /** How far apart two sweeps' contact points may be to be the same contact, in metres. */
    private static final double SAME_POINT_METRES = 1e-3;

    @Test
    void aCapsuleSweptDownOntoAStairRestsItsSphereOnTheSlopeExactly() {
        // Column 1 is a stair rising east from 0 m at x = 1 to 0.5 m at x = 2: slope 0.5.
        CollisionWorld world = Maps.world(Maps.strip("gsoo", new int[] {0, 0, 1, 1}, 3));
        CollisionHit hit = new CollisionHit();
        assertTrue(world.sweepCapsule(1.5, 5, 1.5, RADIUS, HEIGHT, 0, -1, 0, 10, hit));
        double slope = 0.5, n = Math.sqrt(1 + slope * slope);
        double centre = 0.5 * slope + RADIUS * n;
        assertEquals(5 + RADIUS - centre, hit.distance(), ROUNDING_METRES);
        assertEquals(-slope / n, hit.normal().x(), NORMAL);
        assertEquals(1 / n, hit.normal().y(), NORMAL);
        assertEquals(1.5 + RADIUS * slope / n, hit.point().x(), ROUNDING_METRES);
        assertEquals(1, hit.column());
    }

    @Test
    void aCapsuleGrazingAWallsCornerTouchesItWhereTheSampledSweepSteppedOver() {
        // A wall column at x 6..7, z 1..2. The capsule moves south-east past its corner (6, 1),
        // its axis coming 10 µm nearer the corner than its radius.
        CollisionWorld world = Maps.world(Maps.of(new String[] {"gggggggggg", "ggggggBggg", "gggggggggg"},
                new int[3][10]));
        double graze = 1e-5, nearest = RADIUS - graze;
        double along = Math.sqrt(RADIUS * RADIUS - nearest * nearest);
        double ux = Math.sqrt(0.5), uz = -Math.sqrt(0.5);
        double closestX = 6 - nearest * Math.sqrt(0.5), closestZ = 1 - nearest * Math.sqrt(0.5);
        // Start so the touch falls midway between two of the sampled sweep's samples.
        double sample = RADIUS * CollisionWorld.SWEEP_SAMPLE_FRACTION;
        double touchAt = 40.5 * sample;
        double startX = closestX - (along + touchAt) * ux, startZ = closestZ - (along + touchAt) * uz;
        CollisionHit exact = new CollisionHit();
        assertTrue(world.sweepCapsule(startX, 0.01, startZ, RADIUS, HEIGHT, ux, 0, uz, 3, exact));
        assertEquals(touchAt, exact.distance(), 1e-8);
        assertEquals(6, exact.point().x(), ROUNDING_METRES);
        assertEquals(1, exact.point().z(), ROUNDING_METRES);
        double cx = startX + ux * touchAt - 6, cz = startZ + uz * touchAt - 1;
        assertEquals(cx / RADIUS, exact.normal().x(), NORMAL);
        assertEquals(cz / RADIUS, exact.normal().z(), NORMAL);
        assertEquals(0, exact.normal().y(), NORMAL);
        CollisionHit sampled = new CollisionHit();
        assertFalse(world.sweepCapsuleSampled(startX, 0.01, startZ, RADIUS, HEIGHT, ux, 0, uz, 3, sampled),
                "the sampled sweep stepped over the graze: " + sampled);
    }

    @Test
    void aCapsuleRisingUnderAMapTouchesItsBaseExactly() {
        BlockMap map = Maps.flat(4, 4, 0);
        CollisionWorld world = Maps.world(map);
        CollisionHit hit = new CollisionHit();
        double foot = map.baseMetres() - 5;
        assertTrue(world.sweepCapsule(2, foot, 2, RADIUS, HEIGHT, 0, 1, 0, 10, hit));
        assertEquals(5 - HEIGHT, hit.distance(), ROUNDING_METRES);
        assertEquals(-1, hit.normal().y(), NORMAL);
        assertEquals(map.baseMetres(), hit.point().y(), ROUNDING_METRES);
    }

    @Test
    void aSweepOverAMapAndAHeightfieldTouchesWhicheverComesFirst() {
        // A map with a void cell over a level heightfield 3 m under the map's base.
        BlockMap map = Maps.strip("g.g", new int[] {2, 2, 2}, 3);
        double ground = map.baseMetres() - 3;
        HeightfieldCollider field = new HeightfieldCollider(21, 21, 1, 1, -5, ground, -5, new double[21 * 21], null);
        CollisionWorld world = Maps.world(map).add(field);
        CollisionHit hit = new CollisionHit();
        assertTrue(world.sweepCapsule(1.5, 5, 1.5, RADIUS, HEIGHT, 0, -1, 0, 50, hit), "down the void cell");
        assertEquals(5 - ground, hit.distance(), CONTACT_METRES);
        assertTrue(hit.collider() instanceof HeightfieldCollider, String.valueOf(hit));
        assertTrue(world.sweepCapsule(0.5, 5, 1.5, RADIUS, HEIGHT, 0, -1, 0, 50, hit), "down onto a column");
        assertEquals(4, hit.distance(), ROUNDING_METRES);
        assertTrue(hit.collider() instanceof BlockMapCollider, String.valueOf(hit));
    }

    @Test
    void onRandomSweepsTheExactSweepIsNeverLaterThanTheSampledOneAndEachEarlierTouchIsReal() {
        Authority authority = Authority.create("test");
        BlockMap map = Maps.strip("gggsoooggggg", new int[] {2, 2, 2, 2, 3, 3, 3, 2, 2, 2, 2, 2}, 12);
        long s = 3;
        for (int i = 0; i < 120; i++) {
            s = next(s);
            int c = (int) ((s >>> 33) % 12), r = (int) ((s >>> 45) % 12);
            char sym = "gooBw.".charAt((int) ((s >>> 13) % 6));
            map.setCell(authority, BlockCellEdit.of(c, r, sym, 1 + (int) ((s >>> 20) % 5)));
        }
        CollisionWorld world = Maps.world(map);
        CollisionHit exact = new CollisionHit(), sampled = new CollisionHit(), nudged = new CollisionHit();
        int hits = 0, agreed = 0, earlier = 0, same = 0;
        List<String> wrong = new ArrayList<>();
        for (int q = 0; q < 1500; q++) {
            double[] u = new double[6];
            for (int k = 0; k < 6; k++) {
                s = next(s);
                u[k] = (s >>> 11) * 0x1.0p-53;
            }
            double x = 1 + u[0] * 10, z = 1 + u[1] * 10, y = 0.5 + u[2] * 4;
            double angle = u[3] * 2 * Math.PI, down = u[4] - 0.7;
            double dx = Math.cos(angle), dz = Math.sin(angle), dy = down;
            double reach = 0.5 + u[5] * 5;
            boolean e = world.sweepCapsule(x, y, z, RADIUS, HEIGHT, dx, dy, dz, reach, exact);
            boolean p = world.sweepCapsuleSampled(x, y, z, RADIUS, HEIGHT, dx, dy, dz, reach, sampled);
            if (p && (!e || exact.distance() > sampled.distance() + BISECTED_METRES)) {
                wrong.add("query " + q + ": exact " + exact + " later than sampled " + sampled);
                continue;
            }
            if (!e) {
                continue;
            }
            hits++;
            if (p && exact.distance() > sampled.distance() - BISECTED_METRES) {
                agreed++;
                if (exact.normal().dot(sampled.normal()) > 1 - SAME_NORMAL
                        && exact.point().distance(sampled.point()) < SAME_POINT_METRES) {
                    same++;
                }
                continue;
            }
            // The exact touch came first: a graze the samples stepped over. Pushed a little into it
            // (past the deepest graze the samples can miss), the capsule touches at once.
            earlier++;
            double len = Math.sqrt(dx * dx + dy * dy + dz * dz), t = exact.distance();
            double push = 4 * RADIUS * CollisionWorld.SWEEP_SAMPLE_FRACTION * CollisionWorld.SWEEP_SAMPLE_FRACTION;
            double fx = x + dx / len * t - exact.normal().x() * push;
            double fy = y + dy / len * t - exact.normal().y() * push;
            double fz = z + dz / len * t - exact.normal().z() * push;
            boolean touching = world.sweepCapsuleSampled(fx, fy, fz, RADIUS, HEIGHT, dx, dy, dz, 0, nudged);
            if (!touching || nudged.distance() > 0) {
                wrong.add("query " + q + ": exact " + exact + " is no touch; sampled " + (p ? sampled : "none"));
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(hits > 500, hits + " hits");
        assertTrue(agreed > hits * 9 / 10, agreed + " of " + hits + " agreed, " + earlier + " earlier");
        assertEquals(agreed, same, "touches at the same distance with the same point and normal");
    }

    private static long next(long s) {
        return s * 6364136223846793005L + 1442695040888963407L;
    }
}
