package dev.loam.physics;

import static dev.loam.testkit.Tolerances.CONTACT_METRES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Tests for the mesh collider: its hierarchy finds what a walk over every piece finds, its exact
 * sweep agrees with the sampled one, and a character stands on a deck over the land, walks under
 * it, is stopped by its underside and walled by a pier.
 */
class MeshColliderTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;

    /** Random slabs (level and sloped, any winding) and boxes in a 40 m cube round the origin. */
    private static MeshCollider random(long seed, int slabs, int boxes, boolean level) {
        Random r = new Random(seed);
        MeshCollider.Builder b = MeshCollider.builder("random");
        for (int k = 0; k < slabs; k++) {
            double x = r.nextDouble() * 40 - 20, y = r.nextDouble() * 20 - 10, z = r.nextDouble() * 40 - 20;
            double s = 0.5 + r.nextDouble() * 6;
            double ya = level ? y : y + r.nextGaussian();
            double yb = level ? y : y + r.nextGaussian();
            double yc = level ? y : y + r.nextGaussian();
            b.slab(x, ya, z, x + s * r.nextGaussian(), yb, z + s * r.nextGaussian(), x + s * r.nextGaussian(), yc,
                    z + s * r.nextGaussian(), 0.1 + r.nextDouble() * 2);
        }
        for (int k = 0; k < boxes; k++) {
            double x = r.nextDouble() * 40 - 20, y = r.nextDouble() * 20 - 10, z = r.nextDouble() * 40 - 20;
            b.box(x, y, z, x + 0.2 + r.nextDouble() * 4, y + 0.2 + r.nextDouble() * 4, z + 0.2 + r.nextDouble() * 4);
        }
        return b.build();
    }

    // ---- the hierarchy against brute force -----------------------------------------------------

    @Property(tries = 300)
    void theHierarchyFindsTheSameSupportSurfaceRayAndSweepAsEveryPiece(@ForAll long seed,
            @ForAll @IntRange(min = 0, max = 120) int slabs, @ForAll @IntRange(min = 0, max = 40) int boxes) {
        MeshCollider m = random(seed, slabs, boxes, false);
        Random r = new Random(seed ^ 0x5eed);
        SupportProbe a = new SupportProbe(), b = new SupportProbe();
        CollisionHit ha = new CollisionHit(), hb = new CollisionHit();
        CapsuleSweep sa = new CapsuleSweep(), sb = new CapsuleSweep();
        for (int q = 0; q < 40; q++) {
            double x = r.nextDouble() * 50 - 25, y = r.nextDouble() * 30 - 15, z = r.nextDouble() * 50 - 25;
            double radius = 0.1 + r.nextDouble();
            double span = r.nextDouble() * 2;
            a.reset();
            b.reset();
            m.support(x, z, radius, y, y + span, a, false);
            m.support(x, z, radius, y, y + span, b, true);
            assertEquals(b.height, a.height, "support at " + x + ", " + y + ", " + z);
            if (a.height != Double.NEGATIVE_INFINITY && a.height != Double.POSITIVE_INFINITY) {
                assertEquals(b.contactY, a.contactY, 1e-12);
            }
            assertEquals(m.surfaceHeight(x, z, true), m.surfaceHeight(x, z, false));
            double dx = r.nextGaussian(), dy = r.nextGaussian(), dz = r.nextGaussian();
            double len = Math.sqrt(dx * dx + dy * dy + dz * dz);
            dx /= len;
            dy /= len;
            dz /= len;
            ha.clear();
            hb.clear();
            boolean hitA = m.raycast(x, y, z, dx, dy, dz, 60, ha, false);
            boolean hitB = m.raycast(x, y, z, dx, dy, dz, 60, hb, true);
            assertEquals(hitB, hitA);
            assertEquals(hb.distance(), ha.distance());
            sa.begin(x, y, z, dx, dy, dz, radius, span, 40);
            sb.begin(x, y, z, dx, dy, dz, radius, span, 40);
            m.sweep(sa, false);
            m.sweep(sb, true);
            assertEquals(sb.best, sa.best, "sweep from " + x + ", " + y + ", " + z);
            if (sa.collider != null) {
                assertEquals(sb.column, sa.column);
            }
        }
    }

    // ---- the exact sweep against the sampled one -----------------------------------------------

    @Property(tries = 400)
    void theExactSweepIsNeverLaterThanTheSampledOneAndIsClearJustBeforeItsTouch(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 12) int slabs, @ForAll @IntRange(min = 0, max = 6) int boxes,
            @ForAll @DoubleRange(min = 0.15, max = 0.6) double radius,
            @ForAll @DoubleRange(min = 0, max = 1.5) double above) {
        MeshCollider m = random(seed, slabs, boxes, true);
        CollisionWorld world = new CollisionWorld().add(m);
        Random r = new Random(seed * 31 + 7);
        double height = 2 * radius + above;
        CollisionHit exact = new CollisionHit(), sampled = new CollisionHit();
        for (int q = 0; q < 6; q++) {
            double x = r.nextDouble() * 50 - 25, y = r.nextDouble() * 30 - 15, z = r.nextDouble() * 50 - 25;
            double tx = r.nextDouble() * 40 - 20, ty = r.nextDouble() * 20 - 10, tz = r.nextDouble() * 40 - 20;
            double dx = tx - x, dy = ty - y, dz = tz - z, len = Math.sqrt(dx * dx + dy * dy + dz * dz);
            if (overlapping(world, x, y, z, radius, height, 1e-6)) {
                continue;
            }
            boolean e = world.sweepCapsule(x, y, z, radius, height, dx, dy, dz, len, exact);
            boolean s = world.sweepCapsuleSampled(x, y, z, radius, height, dx, dy, dz, len, sampled);
            if (s) {
                assertTrue(e, "the exact sweep touches where the sampled one does, at " + sampled.distance());
                assertTrue(exact.distance() <= sampled.distance() + 1e-6,
                        exact.distance() + " is not later than " + sampled.distance());
            }
            if (e && exact.distance() > 1e-3) {
                double t = exact.distance() - 1e-4;
                assertFalse(overlapping(world, x + dx / len * t, y + dy / len * t, z + dz / len * t, radius, height, 0),
                        "clear just before the touch at " + exact.distance());
                double u = exact.distance() + 1e-4;
                assertSame(m, exact.collider());
                // Just past a touch that is not a graze the capsule overlaps.
                if (s && Math.abs(sampled.distance() - exact.distance()) < 1e-5) {
                    assertTrue(overlapping(world, x + dx / len * u, y + dy / len * u, z + dz / len * u, radius, height,
                            0), "overlapping just past the touch");
                }
            }
        }
    }

    /** Whether an upright capsule at a foot overlaps a collider, by the support query, with a margin. */
    private static boolean overlapping(CollisionWorld world, double x, double y, double z, double radius,
                                       double height, double margin) {
        SupportProbe p = new SupportProbe();
        double low = y + radius;
        world.support(x, z, radius + margin, low - margin, low + height - 2 * radius + margin, p);
        return p.height > low - margin;
    }

    // ---- a character and a deck ----------------------------------------------------------------

    /** Level ground at 0, 60 m square from (−30, −30). */
    private static HeightfieldCollider ground() {
        return new HeightfieldCollider(61, 61, 1, 1, -30, 0, -30, new double[61 * 61], null);
    }

    /** A deck 6 m over the ground, 8 m wide across z, from x −20 to 20, a metre deep, and a pier under it. */
    private static MeshCollider deck() {
        return MeshCollider.builder("deck")
                .slab(-20, 6, -4, 20, 6, -4, 20, 6, 4, 1)
                .slab(-20, 6, -4, 20, 6, 4, -20, 6, 4, 1)
                .box(-1, 0, -1, 1, 5, 1)
                .build();
    }

    @Test
    void aCharacterSpawnedOverTheDeckStandsOnItAndOneUnderItStandsOnTheLand() {
        CollisionWorld world = new CollisionWorld().add(ground()).add(deck());
        CharacterController top = CharacterWalkTest.spawn(world, -10, 8, 0);
        assertEquals(6 + AGENT.skinMetres(), top.footY(), CONTACT_METRES);
        assertTrue(top.isGrounded());
        CharacterController under = CharacterWalkTest.spawn(world, -10, 0.5, 0);
        assertEquals(AGENT.skinMetres(), under.footY(), CONTACT_METRES);
        assertEquals(6, world.surfaceHeight(-10, 0), 1e-12, "the deck is the highest surface there");
    }

    @Test
    void aCharacterWalksTheDeckEndToEndWithoutFallingToTheLand() {
        CollisionWorld world = new CollisionWorld().add(ground()).add(deck());
        CharacterController c = CharacterWalkTest.spawn(world, -18, 7, 0);
        CharacterWalkTest.walk(c, 60, 6, 5, 0);
        assertTrue(c.footX() > 10, "walked along: " + c);
        assertEquals(6 + AGENT.skinMetres(), c.footY(), CONTACT_METRES);
        assertTrue(c.isGrounded());
    }

    @Test
    void aCharacterUnderTheDeckWalksUnderItAndIsWalledByThePier() {
        CollisionWorld world = new CollisionWorld().add(ground()).add(deck());
        CharacterController c = CharacterWalkTest.spawn(world, -10, 0, 0);
        CharacterWalkTest.walk(c, 60, 3, 5, 0);
        // The pier's west face at x = −1 stops it a clearance short.
        assertEquals(-1 - AGENT.clearanceRadiusMetres(), c.footX(), 1e-3);
        assertEquals(AGENT.skinMetres(), c.footY(), CONTACT_METRES, "still on the land");
    }

    @Test
    void aJumpUnderTheDeckStopsAtItsUndersideAndFallsBack() {
        // The land 2.6 m up, under the deck's underside at 5 m: a jump there meets it.
        CollisionWorld low = new CollisionWorld()
                .add(new HeightfieldCollider(61, 61, 1, 1, -30, 2.6, -30, new double[61 * 61], null)).add(deck());
        CharacterController c = CharacterWalkTest.spawn(low, -10, 2.6, 2);
        assertTrue(c.jump(6));
        double highest = c.footY();
        for (int i = 0; i < 90; i++) {
            c.step(1.0 / 60, 0, 0);
            highest = Math.max(highest, c.footY());
        }
        double headGap = AGENT.clearanceRadiusMetres() + AGENT.heightMetres() - AGENT.radiusMetres();
        assertEquals(5 - headGap, highest, CONTACT_METRES, "the head's sphere stops under the underside");
        assertTrue(c.isGrounded());
        assertEquals(2.6 + AGENT.skinMetres(), c.footY(), CONTACT_METRES);
    }

    @Test
    void walkingOnTheDeckAndCastingAtItAllocatesNothing() {
        CollisionWorld world = new CollisionWorld().add(ground()).add(deck());
        CharacterController c = CharacterWalkTest.spawn(world, -18, 7, 0);
        CollisionHit hit = new CollisionHit();
        int[] steps = {0};
        // Every 300 steps (20 m) the walker goes back to the deck's east end.
        dev.loam.testkit.Allocation.assertAllocatesNothing(20_000, 600, () -> {
            if (steps[0]++ % 300 == 0) {
                c.teleport(-18, 6.5, 0);
            }
            c.step(1.0 / 60, 4, 0);
            world.raycast(c.footX(), 10, 1, 0, -1, 0, 20, hit);
            world.sweepCapsule(c.footX(), 8, 1, 0.3, 1.8, 0, -1, 0, 5, hit);
        });
    }

    @Test
    void aRayFromAboveHitsTheDeckAndFromBelowItsUnderside() {
        MeshCollider deck = deck();
        CollisionWorld world = new CollisionWorld().add(ground()).add(deck);
        CollisionHit hit = new CollisionHit();
        assertTrue(world.raycast(-10, 20, 1, 0, -1, 0, 100, hit));
        assertSame(deck, hit.collider());
        assertEquals(14, hit.distance(), 1e-9);
        assertEquals(1, hit.normal().y(), 1e-9);
        assertTrue(world.raycast(-10, 1, 1, 0, 1, 0, 100, hit));
        assertEquals(4, hit.distance(), 1e-9, "the underside at 5 m");
        assertEquals(-1, hit.normal().y(), 1e-9);
        assertTrue(world.raycast(-10, 2, 0, 1, 0, 0, 100, hit));
        assertEquals(9, hit.distance(), 1e-9, "the pier's west face");
        assertEquals(2, hit.column(), "the pier is piece 2, after the slabs");
    }

    @Test
    void aSweepDownOntoTheDeckTouchesItsTop() {
        CollisionWorld world = new CollisionWorld().add(ground()).add(deck());
        CollisionHit hit = new CollisionHit();
        assertTrue(world.sweepCapsule(5, 10, 1, 0.3, 1.8, 0, -1, 0, 20, hit));
        assertEquals(4, hit.distance(), 1e-9);
        assertEquals(6, hit.point().y(), 1e-9);
    }

    @Test
    void aMeshsTrianglesFacingUpBecomeSlabsAndTheOthersAreDropped() {
        float[] p = {0, 1, 0, 1, 1, 0, 1, 1, 1, 0, 1, 1};
        // Counter-clockwise from above (+y): 0, 3, 2 and 0, 2, 1 face up; 0, 1, 2 faces down.
        MeshCollider.Builder b = MeshCollider.builder("quad").triangles(p, new int[] {0, 3, 2, 0, 2, 1, 0, 1, 2}, 0.5);
        MeshCollider m = b.build();
        assertEquals(2, m.slabCount());
        assertEquals(1, b.droppedUpright());
        assertEquals(1, m.surfaceHeight(0.5, 0.5), 1e-12);
        assertEquals(0.5, m.highestBottomMetres(), 1e-12);
    }

    @Test
    void badPiecesAreRefusedNamingThem() {
        MeshCollider.Builder b = MeshCollider.builder("props");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> b.slab(0, 0, 0, 1, Double.NaN, 0, 0, 0, 1, 1));
        assertTrue(e.getMessage().contains("props: slab 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> b.slab(0, 0, 0, 1, 0, 0, 0, 0, 1, 0));
        assertTrue(e.getMessage().contains("depth"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> b.box(0, 0, 0, 1, 0, 1));
        assertTrue(e.getMessage().contains("props: box 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> b.triangles(new float[9], new int[] {0, 1, 3}, 1));
        assertTrue(e.getMessage().contains("triangle 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> b.triangles(new float[8], new int[] {0, 1, 2}, 1));
        assertTrue(e.getMessage().contains("multiple of three"), e.getMessage());
        assertEquals(0, b.build().pieceCount());
    }

    @Test
    void anEmptyColliderHoldsNothingAndAnswersNothing() {
        MeshCollider m = MeshCollider.builder("none").build();
        CollisionWorld world = new CollisionWorld().add(m);
        assertEquals(Double.NEGATIVE_INFINITY, world.surfaceHeight(0, 0));
        assertFalse(world.raycast(0, 5, 0, 0, -1, 0, 10, new CollisionHit()));
        assertFalse(world.sweepCapsule(0, 5, 0, 0.3, 1.8, 0, -1, 0, 10, new CollisionHit()));
    }
}
