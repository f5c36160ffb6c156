package dev.loam.physics;

import static dev.loam.testkit.Tolerances.BISECTED_METRES;
import static dev.loam.testkit.Tolerances.NORMAL;
import static dev.loam.testkit.Tolerances.ROUNDING_METRES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Terrain;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Tests for the exact capsule sweep against heightfields and terrains: the solid under each
 * triangle met in closed form, checked against the sampled sweep and against a brute-force
 * distance to the ground ({@link FieldSolid}).
 */
class HeightfieldCapsuleSweepTest {
    private static final double RADIUS = 0.3;
    private static final double HEIGHT = 1.8;
    /** How near the radius the exact touch puts the capsule's axis to the ground, in metres. */
    private static final double TOUCH_METRES = 1e-6;
    /** How far before the exact touch the capsule is checked clear of the ground, in metres. */
    private static final double BEFORE_METRES = 1e-4;
    /** A start this near touching is neither clearly touching nor clearly free, in metres. */
    private static final double AMBIGUOUS_METRES = 1e-9;

    // ---- against the sampled sweep and a brute-force distance ---------------------------------

    @Property(tries = 1000)
    @StatisticsReport(StatisticsReport.StatisticsReportMode.OFF)
    void theExactSweepIsNeverLaterThanTheSampledOneAndTouchesWhereTheGroundIsARadiusAway(
            @ForAll long seed, @ForAll @IntRange(min = 2, max = 7) int columns,
            @ForAll @IntRange(min = 2, max = 7) int rows, @ForAll @DoubleRange(min = 0.4, max = 2) double spacing,
            @ForAll @DoubleRange(min = 0, max = 2.5) double amplitude,
            @ForAll @DoubleRange(min = 0, max = 1) double ux, @ForAll @DoubleRange(min = 0, max = 1) double uy,
            @ForAll @DoubleRange(min = 0, max = 1) double uz, @ForAll @DoubleRange(min = 0, max = 1) double vx,
            @ForAll @DoubleRange(min = -1, max = 1) double vy, @ForAll @DoubleRange(min = 0, max = 1) double vz,
            @ForAll @DoubleRange(min = 0.2, max = 2) double reachFactor,
            @ForAll @DoubleRange(min = 0.15, max = 0.6) double radius,
            @ForAll @DoubleRange(min = 0, max = 1.5) double above) {
        FieldSolid solid = FieldSolid.random(seed, columns, rows, spacing, amplitude);
        CollisionWorld world = new CollisionWorld().add(solid.collider());
        double height = 2 * radius + above;
        // From anywhere round the field toward a foot near its surface somewhere over it.
        double x = solid.minX() - 1.5 + ux * (solid.maxX() - solid.minX() + 3);
        double z = solid.minZ() - 1.5 + uz * (solid.maxZ() - solid.minZ() + 3);
        double y = solid.lowest() - 1 - radius + uy * (solid.highest() - solid.lowest() + 3);
        double tx = solid.minX() + vx * (solid.maxX() - solid.minX());
        double tz = solid.minZ() + vz * (solid.maxZ() - solid.minZ());
        double ground = world.surfaceHeight(tx, tz);
        double ty = (ground > Double.NEGATIVE_INFINITY ? ground : solid.lowest()) + vy;
        double dx = tx - x, dy = ty - y, dz = tz - z, len = Math.sqrt(dx * dx + dy * dy + dz * dz);
        Assume.that(len > 1e-3);
        double reach = len * reachFactor;
        double ex = dx / len, ey = dy / len, ez = dz / len;
        CollisionHit exact = new CollisionHit(), sampled = new CollisionHit();
        boolean e = world.sweepCapsule(x, y, z, radius, height, dx, dy, dz, reach, exact);
        boolean p = world.sweepCapsuleSampled(x, y, z, radius, height, dx, dy, dz, reach, sampled);
        double start = solid.distance(x, y + radius, z);
        String outcome = start < radius - AMBIGUOUS_METRES ? "starts touching"
                : !e ? "free" : p && exact.distance() > sampled.distance() - BISECTED_METRES ? "agrees" : "earlier";
        Statistics.label("outcome").collect(outcome);
        Statistics.label("outcome").coverage(c -> {
            c.check("agrees").percentage(q -> q > 25);
            c.check("free").percentage(q -> q > 10);
            c.check("starts touching").percentage(q -> q > 5);
        });
        if (start < radius - AMBIGUOUS_METRES) {
            assertTrue(e && exact.distance() == 0, "starts touching: " + exact);
            return;
        }
        Assume.that(start > radius + AMBIGUOUS_METRES);
        if (p) {
            assertTrue(e, "the sampled sweep touched at " + sampled + ", the exact one nothing");
            assertTrue(exact.distance() <= sampled.distance() + BISECTED_METRES,
                    "exact " + exact + " later than sampled " + sampled);
        }
        if (!e) {
            // Nothing on the whole path: never nearer the ground than the radius.
            for (double t = 0; t <= reach; t += radius / 16) {
                double d = solid.distance(x + ex * t, y + radius + ey * t, z + ez * t);
                assertTrue(d >= radius - AMBIGUOUS_METRES, "missed a touch at " + t + ": " + d);
            }
            return;
        }
        double t = exact.distance();
        double lowX = x + ex * t, lowY = y + radius + ey * t, lowZ = z + ez * t;
        assertEquals(radius, solid.distance(lowX, lowY, lowZ), TOUCH_METRES, "at the touch " + exact);
        for (int k = 0; k <= 8; k++) {
            double b = k < 8 ? t * k / 8 : t - BEFORE_METRES;
            if (b >= 0) {
                double d = solid.distance(x + ex * b, y + radius + ey * b, z + ez * b);
                assertTrue(d >= radius - AMBIGUOUS_METRES, "overlaps " + (t - b) + " m before " + exact + ": " + d);
            }
        }
        // The point lies on the ground a radius from the axis, the normal from it to the axis.
        double px = exact.point().x(), py = exact.point().y(), pz = exact.point().z();
        assertEquals(0, solid.distance(px, py, pz), TOUCH_METRES, "the point " + exact);
        double axisY = Math.max(lowY, Math.min(lowY + height - 2 * radius, py));
        double ax = lowX - px, ay = axisY - py, az = lowZ - pz;
        assertEquals(radius, Math.sqrt(ax * ax + ay * ay + az * az), TOUCH_METRES, "the point " + exact);
        assertEquals(1, (ax * exact.normal().x() + ay * exact.normal().y() + az * exact.normal().z()) / radius,
                NORMAL, "the normal " + exact);
    }

    // ---- named cases --------------------------------------------------------------------------

    /** A flat field of 6 × 6 samples 1 m apart at world y 2.75, its first quad at (−2, −2). */
    private static HeightfieldCollider flat(boolean[] holes) {
        double[] h = new double[36];
        java.util.Arrays.fill(h, 1.75);
        return new HeightfieldCollider(6, 6, 1, 1, -2, 1, -2, h, holes);
    }

    @Test
    void aCapsuleDroppedOnAFlatFieldStopsWithItsFootOnTheSurface() {
        HeightfieldCollider field = flat(null);
        CollisionWorld world = new CollisionWorld().add(field);
        CollisionHit hit = new CollisionHit();
        assertTrue(world.sweepCapsule(0.3, 10, 1.7, RADIUS, HEIGHT, 0, -1, 0, 100, hit));
        assertEquals(10 - 2.75, hit.distance(), ROUNDING_METRES);
        assertEquals(2.75, hit.point().y(), ROUNDING_METRES);
        assertEquals(0.3, hit.point().x(), ROUNDING_METRES);
        assertEquals(1.7, hit.point().z(), ROUNDING_METRES);
        assertEquals(1, hit.normal().y(), NORMAL);
        assertSame(field, hit.collider());
        assertEquals(2, hit.column());
        assertEquals(3, hit.row());
    }

    @Test
    void aCapsuleStandingOnAFieldSlidesAlongItFreelyAndTouchesAtOnceWhenPushedIntoIt() {
        CollisionWorld world = new CollisionWorld().add(flat(null));
        CollisionHit hit = new CollisionHit();
        // Over quads, their diagonals and the seams between them.
        assertFalse(world.sweepCapsule(-1.5, 2.75, -1.5, RADIUS, HEIGHT, 1, 0, 1, 4, hit), String.valueOf(hit));
        assertFalse(world.sweepCapsule(-1.5, 2.75, 1, RADIUS, HEIGHT, 1, 0, 0, 4, hit), String.valueOf(hit));
        assertTrue(world.sweepCapsule(-1.5, 2.75, 1, RADIUS, HEIGHT, 1, -0.01, 0, 4, hit));
        assertEquals(0, hit.distance(), ROUNDING_METRES);
        assertEquals(1, hit.normal().y(), NORMAL);
        assertFalse(world.sweepCapsule(-1.5, 2.75, 1, RADIUS, HEIGHT, 1, 0.01, 0, 4, hit), "lifting off");
    }

    @Test
    void aCapsuleSlidingSidewaysIntoASteepSlopeTouchesItsFace() {
        double g = Math.tan(Math.toRadians(60)), n = Math.sqrt(1 + g * g);
        CollisionWorld world = new CollisionWorld().add(HeightfieldColliderTest.ramp(g));
        CollisionHit exact = new CollisionHit(), sampled = new CollisionHit();
        // Standing on the flat part, walking east into the slope that rises from x = 10.
        assertTrue(world.sweepCapsule(5, 0, 4.5, RADIUS, HEIGHT, 1, 0, 0, 10, exact));
        double centreX = 10 - RADIUS / g;
        assertEquals(centreX - 5, exact.distance(), ROUNDING_METRES);
        assertEquals(-g / n, exact.normal().x(), NORMAL);
        assertEquals(1 / n, exact.normal().y(), NORMAL);
        assertEquals(centreX + RADIUS * g / n, exact.point().x(), ROUNDING_METRES);
        assertEquals(RADIUS - RADIUS / n, exact.point().y(), ROUNDING_METRES);
        assertEquals(10, exact.column());
        assertTrue(world.sweepCapsuleSampled(5, 0, 4.5, RADIUS, HEIGHT, 1, 0, 0, 10, sampled));
        assertEquals(sampled.distance(), exact.distance(), BISECTED_METRES);
    }

    @Test
    void aCapsuleGrazingARidgesEdgeTouchesItWhereTheSampledSweepSteppedOver() {
        // A ridge 2 m high along z at x = 5, falling to 0 at x = 4 and x = 6.
        double[] h = new double[11 * 6];
        for (int j = 0; j < 6; j++) {
            h[j * 11 + 5] = 2;
        }
        CollisionWorld world = new CollisionWorld().add(new HeightfieldCollider(11, 6, 1, 1, 0, 0, 0, h, null));
        // The lower sphere's centre passes 10 µm nearer the ridge's edge than the radius.
        double graze = 1e-5, centreY = 2 + RADIUS - graze;
        double before = Math.sqrt(RADIUS * RADIUS - (RADIUS - graze) * (RADIUS - graze));
        double sample = RADIUS * CollisionWorld.SWEEP_SAMPLE_FRACTION, touchAt = 40.5 * sample;
        double startX = 5 - before - touchAt;
        CollisionHit exact = new CollisionHit(), sampled = new CollisionHit();
        assertTrue(world.sweepCapsule(startX, centreY - RADIUS, 2.5, RADIUS, HEIGHT, 1, 0, 0, 4, exact));
        assertEquals(touchAt, exact.distance(), 1e-8);
        assertEquals(5, exact.point().x(), ROUNDING_METRES);
        assertEquals(2, exact.point().y(), ROUNDING_METRES);
        assertEquals(-before / RADIUS, exact.normal().x(), NORMAL);
        assertEquals((RADIUS - graze) / RADIUS, exact.normal().y(), NORMAL);
        assertEquals(4, exact.column(), "the quad west of the ridge holds its edge first");
        assertFalse(world.sweepCapsuleSampled(startX, centreY - RADIUS, 2.5, RADIUS, HEIGHT, 1, 0, 0, 4, sampled),
                "the sampled sweep stepped over the graze: " + sampled);
    }

    @Test
    void aCapsuleFallsThroughAHoleAndMeetsItsRimAndWalls() {
        boolean[] holes = new boolean[25];
        holes[2 * 5 + 2] = true; // quad (2, 2): x 0..1, z 0..1
        HeightfieldCollider field = new HeightfieldCollider(6, 6, 2, 2, -4, 1, -4, filled(36, 1.75), holes);
        CollisionWorld world = new CollisionWorld().add(field);
        CollisionHit hit = new CollisionHit();
        // Dropped down the middle of the 2 m hole: nothing stops it.
        assertFalse(world.sweepCapsule(1, 10, 1, RADIUS, HEIGHT, 0, -1, 0, 100, hit), String.valueOf(hit));
        // Dropped 0.1 m in from the hole's west rim: its sphere lands on the rim's edge.
        assertTrue(world.sweepCapsule(0.1, 10, 1, RADIUS, HEIGHT, 0, -1, 0, 100, hit));
        double rise = Math.sqrt(RADIUS * RADIUS - 0.01);
        assertEquals(10 + RADIUS - 2.75 - rise, hit.distance(), ROUNDING_METRES);
        assertEquals(0, hit.point().x(), ROUNDING_METRES);
        assertEquals(2.75, hit.point().y(), ROUNDING_METRES);
        assertEquals(0.1 / RADIUS, hit.normal().x(), NORMAL);
        assertEquals(1, hit.column());
        // Down in the hole, walking east: the hole's wall stops it a radius off.
        assertTrue(world.sweepCapsule(1, 0, 1, RADIUS, HEIGHT, 1, 0, 0, 100, hit));
        assertEquals(1 - RADIUS, hit.distance(), ROUNDING_METRES);
        assertEquals(-1, hit.normal().x(), NORMAL);
        assertEquals(2, hit.point().x(), ROUNDING_METRES);
        assertEquals(HEIGHT - RADIUS, hit.point().y(), ROUNDING_METRES);
        assertEquals(3, hit.column());
        assertEquals(2, hit.row());
        // Down in the hole, sinking east without end: the wall stops it a radius off, deeper.
        assertTrue(world.sweepCapsule(1, 0, 1, RADIUS, HEIGHT, 1, -1, 0, Double.POSITIVE_INFINITY, hit));
        assertEquals((1 - RADIUS) * Math.sqrt(2), hit.distance(), ROUNDING_METRES);
        assertEquals(-1, hit.normal().x(), NORMAL);
        assertEquals(HEIGHT - RADIUS - (1 - RADIUS), hit.point().y(), ROUNDING_METRES);
    }

    @Test
    void aSweepOverATerrainAcrossChunkSeamsMeetsWhatOneBigHeightfieldMeets() {
        Terrain terrain = Terrains.bumpy(40, 8);
        TerrainCollider chunked = new TerrainCollider(terrain);
        int n = terrain.resolutionX();
        double[] h = new double[n * n];
        boolean[] holes = new boolean[(n - 1) * (n - 1)];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                h[j * n + i] = terrain.height(i, j);
                if (i < n - 1 && j < n - 1) {
                    holes[j * (n - 1) + i] = terrain.isHole(i, j);
                }
            }
        }
        HeightfieldCollider whole = new HeightfieldCollider(n, n, terrain.cellSize(), terrain.cellSize(),
                chunked.originX(), chunked.originY(), chunked.originZ(), h, holes);
        CollisionWorld a = new CollisionWorld().add(chunked), b = new CollisionWorld().add(whole);
        CollisionHit ha = new CollisionHit(), hb = new CollisionHit();
        double side = (n - 1) * terrain.cellSize(), chunk = 8 * terrain.cellSize();
        long s = 11;
        int hits = 0, acrossSeams = 0;
        List<String> wrong = new ArrayList<>();
        for (int q = 0; q < 1500; q++) {
            double[] u = new double[6];
            for (int k = 0; k < 6; k++) {
                s = s * 6364136223846793005L + 1442695040888963407L;
                u[k] = (s >>> 11) * 0x1.0p-53;
            }
            double x = chunked.originX() + u[0] * side, z = chunked.originZ() + u[1] * side;
            double y = chunked.originY() + 0.5 + u[2] * 4;
            double angle = u[3] * 2 * Math.PI, dx = Math.cos(angle), dz = Math.sin(angle), dy = u[4] - 0.7;
            double reach = 1 + u[5] * 6;
            boolean ea = a.sweepCapsule(x, y, z, RADIUS, HEIGHT, dx, dy, dz, reach, ha);
            boolean eb = b.sweepCapsule(x, y, z, RADIUS, HEIGHT, dx, dy, dz, reach, hb);
            if (ea != eb || ea && (Math.abs(ha.distance() - hb.distance()) > ROUNDING_METRES
                    || ha.column() != hb.column() || ha.row() != hb.row()
                    || ha.point().distance(hb.point()) > ROUNDING_METRES
                    || ha.normal().distance(hb.normal()) > NORMAL)) {
                wrong.add("query " + q + ": terrain " + ha + ", heightfield " + hb);
            }
            if (ea && ha.distance() > 0) {
                hits++;
                double len = Math.sqrt(dx * dx + dy * dy + dz * dz), t = ha.distance();
                double ex = x + dx / len * t, ez = z + dz / len * t;
                if (Math.floor((x - chunked.originX()) / chunk) != Math.floor((ex - chunked.originX()) / chunk)
                        || Math.floor((z - chunked.originZ()) / chunk)
                        != Math.floor((ez - chunked.originZ()) / chunk)) {
                    acrossSeams++;
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(hits > 150, hits + " hits");
        assertTrue(acrossSeams > 50, acrossSeams + " hits across a chunk seam");
    }

    private static double[] filled(int n, double v) {
        double[] h = new double[n];
        java.util.Arrays.fill(h, v);
        return h;
    }
}
