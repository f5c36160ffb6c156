package dev.loam.physics;

import static dev.loam.testkit.Tolerances.CONTACT_METRES;
import static dev.loam.testkit.Tolerances.NORMAL;
import static dev.loam.testkit.Tolerances.ROUNDING_METRES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import org.junit.jupiter.api.Test;

/** Tests for {@link HeightfieldCollider} on its own grids, and a character on its slopes. */
class HeightfieldColliderTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;

    /** A ramp rising along x at a gradient, 30 × 10 samples 1 m apart, flat for its first 10 m. */
    static HeightfieldCollider ramp(double gradient) {
        double[] h = new double[30 * 10];
        for (int j = 0; j < 10; j++) {
            for (int i = 0; i < 30; i++) {
                h[j * 30 + i] = Math.max(0, i - 10) * gradient;
            }
        }
        return new HeightfieldCollider(30, 10, 1, 1, 0, 0, 0, h, null);
    }

    @Test
    void aRayHitsTheSurfaceBetweenSamplesWithTheTrianglesNormal() {
        double[] h = {0, 1, 0, 1};
        HeightfieldCollider hf = new HeightfieldCollider(2, 2, 2, 2, 0, 5, 0, h, null);
        CollisionWorld world = new CollisionWorld().add(hf);
        CollisionHit hit = new CollisionHit();
        assertTrue(world.raycast(0.5, 20, 1.5, 0, -1, 0, 100, hit));
        assertEquals(5.25, hit.point().y(), ROUNDING_METRES);
        double n = Math.sqrt(1.25);
        assertEquals(-0.5 / n, hit.normal().x(), NORMAL);
        assertEquals(1 / n, hit.normal().y(), NORMAL);
        assertEquals(0, hit.column());
        assertEquals(5.25, world.surfaceHeight(0.5, 1.5), ROUNDING_METRES);
    }

    @Test
    void aHoleHasNoCollider() {
        boolean[] holes = {false, true, false, false};
        HeightfieldCollider hf = new HeightfieldCollider(3, 3, 1, 1, 0, 0, 0, new double[9], holes);
        CollisionWorld world = new CollisionWorld().add(hf);
        CollisionHit hit = new CollisionHit();
        assertFalse(world.raycast(1.5, 3, 0.5, 0, -1, 0, 100, hit));
        assertTrue(world.raycast(0.5, 3, 0.5, 0, -1, 0, 100, hit));
        assertTrue(hf.isHole(1, 0));
        assertEquals(Double.NEGATIVE_INFINITY, world.surfaceHeight(1.5, 0.5));
    }

    @Test
    void aCapsuleSweptDownRestsItsRadiusOverTheSurface() {
        CollisionWorld world = new CollisionWorld().add(ramp(0));
        CollisionHit hit = new CollisionHit();
        assertTrue(world.sweepCapsule(5.3, 10, 5.7, 0.3, 1.8, 0, -1, 0, 100, hit));
        assertEquals(10, hit.distance(), CONTACT_METRES);
        assertEquals(1, hit.normal().y(), NORMAL);
        assertEquals(5, hit.column());
        assertEquals(5, hit.row());
    }

    @Test
    void aCharacterWalksUpAThirtyDegreeSlopeAndIsStoppedBySixtyDegrees() {
        double gentle = Math.tan(Math.toRadians(30)), steep = Math.tan(Math.toRadians(60));
        CharacterController up = CharacterWalkTest.spawn(new CollisionWorld().add(ramp(gentle)), 5, 0, 5);
        CharacterWalkTest.walk(up, 60, 4, 3, 0);
        assertTrue(up.footX() > 15, "walked on up to " + up.footX());
        assertTrue(up.isGrounded());
        CharacterController blocked = CharacterWalkTest.spawn(new CollisionWorld().add(ramp(steep)), 5, 0, 5);
        CharacterWalkTest.walk(blocked, 60, 4, 3, 0);
        assertTrue(blocked.footX() < 10, "stopped at the foot, at " + blocked.footX());
        assertTrue(blocked.footY() < AGENT.stepHeightMetres(), "at " + blocked.footY());
    }

    @Test
    void badGridsAreRefusedNamingTheArgument() {
        assertThrows(IllegalArgumentException.class, () -> new HeightfieldCollider(1, 2, 1, 1, 0, 0, 0, new double[2], null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new HeightfieldCollider(2, 2, 1, 1, 0, 0, 0, new double[3], null));
        assertTrue(e.getMessage().contains("heights"));
        e = assertThrows(IllegalArgumentException.class,
                () -> new HeightfieldCollider(2, 2, 1, 1, 0, 0, 0, new double[] {0, 0, Double.NaN, 0}, null));
        assertTrue(e.getMessage().contains("heights[2]"));
        e = assertThrows(IllegalArgumentException.class,
                () -> new HeightfieldCollider(2, 2, 1, 1, 0, 0, 0, new double[4], new boolean[2]));
        assertTrue(e.getMessage().contains("holes"));
    }

    @Test
    void aCharacterOnGroundSteeperThanItsLimitSlidesDownAndIsNotGrounded() {
        double steep = Math.tan(Math.toRadians(60));
        CollisionWorld world = new CollisionWorld().add(ramp(steep));
        CharacterController c = CharacterWalkTest.spawn(world, 15.5, 20, 5.5);
        assertFalse(c.isGrounded());
        double x0 = c.footX(), y0 = c.footY();
        CharacterWalkTest.walk(c, 60, 0.5, 0, 0);
        assertTrue(c.footX() < x0, "slid downhill from " + x0 + " to " + c.footX());
        assertTrue(c.footY() < y0);
        CharacterWalkTest.walk(c, 60, 5, 0, 0);
        assertTrue(c.isGrounded(), "came to rest on the level ground at " + c.footX());
        assertEquals(AGENT.skinMetres(), c.footY(), CONTACT_METRES);
    }

    @Test
    void walkingAcrossTrianglesAndQuadsOfAnEvenSlopeRisesEvenly() {
        double gentle = 0.25;
        CollisionWorld world = new CollisionWorld().add(ramp(gentle));
        CharacterController c = CharacterWalkTest.spawn(world, 11.5, 5, 2.3);
        double dt = 1.0 / 60, vx = 2, vz = 1;
        for (int i = 0; i < 180; i++) {
            double before = c.footY();
            c.step(dt, vx, vz);
            assertEquals(gentle * vx * dt, c.footY() - before, CONTACT_METRES, "step " + i);
            assertTrue(c.isGrounded());
        }
    }

    @Test
    void theFarEdgesBelongToTheLastQuadsAsOnATerrain() {
        HeightfieldCollider hf = new HeightfieldCollider(3, 2, 1, 1, 0, 0, 0, new double[] {0, 1, 2, 0, 1, 4}, null);
        CollisionWorld world = new CollisionWorld().add(hf);
        assertEquals(2, world.surfaceHeight(2, 0), ROUNDING_METRES);
        assertEquals(4, world.surfaceHeight(2, 1), ROUNDING_METRES);
        assertEquals(2.5, world.surfaceHeight(1.5, 1), ROUNDING_METRES);
        assertEquals(Double.NEGATIVE_INFINITY, world.surfaceHeight(2 + 1e-9, 0.5));
    }

    @Test
    void settingAHoleRemovesTheQuadsColliderAndClearingItRestoresIt() {
        HeightfieldCollider hf = new HeightfieldCollider(3, 3, 1, 1, 0, 0, 0, new double[9], null);
        CollisionWorld world = new CollisionWorld().add(hf);
        hf.setHole(1, 1, true);
        assertEquals(Double.NEGATIVE_INFINITY, world.surfaceHeight(1.5, 1.5));
        assertFalse(world.raycast(1.5, 3, 1.5, 0, -1, 0, 100, new CollisionHit()));
        hf.setHole(1, 1, false);
        assertEquals(0, world.surfaceHeight(1.5, 1.5), ROUNDING_METRES);
    }

    @Test
    void aTrianglePassedOverForItsPlaneNeverChangesASupport() {
        // A triangle whose plane holds the sphere under the support already held is skipped:
        // random fields, holes, stretched quads, radii from a tenth of a quad to two quads.
        SupportProbe bounded = new SupportProbe(), plain = new SupportProbe();
        java.util.SplittableRandom r = new java.util.SplittableRandom(3);
        for (int f = 0; f < 20; f++) {
            FieldSolid field = FieldSolid.random(f, 12, 9, 0.5 + r.nextDouble(), 0.3 + 2 * r.nextDouble());
            HeightfieldCollider hf = field.collider();
            for (int q = 0; q < 500; q++) {
                double x = r.nextDouble(field.minX() - 1, field.maxX() + 1);
                double z = r.nextDouble(field.minZ() - 1, field.maxZ() + 1);
                double radius = Math.pow(10, r.nextDouble(-1, 0.3));
                bounded.reset();
                hf.support(x, z, radius, bounded, true);
                plain.reset();
                hf.support(x, z, radius, plain, false);
                PropSupportTest.assertSameProbe(plain, bounded, "field " + f + ", query " + q);
            }
        }
    }
}
