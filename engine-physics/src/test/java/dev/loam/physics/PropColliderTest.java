package dev.loam.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.terrain.Terrain;
import dev.loam.testkit.Allocation;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Props that come and go: convex hulls, cylinders and triangles met exactly by rays, sweeps and characters. */
class PropColliderTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    /** How many random casts the agreement tests make; raise with -Dloam.props.casts. */
    private static final int CASTS = Integer.getInteger("loam.props.casts", 400);

    static ConvexHull unitCube() {
        double[] p = new double[24];
        for (int i = 0; i < 8; i++) {
            p[3 * i] = (i & 1) - 0.5;
            p[3 * i + 1] = (i >> 1) & 1;
            p[3 * i + 2] = ((i >> 2) & 1) - 0.5;
        }
        return ConvexHull.of(p, "crate");
    }

    /** A lumpy rock: points on a squashed, jittered sphere, its base at y = 0. */
    static ConvexHull rock(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        double[] p = new double[3 * 60];
        for (int i = 0; i < 60; i++) {
            double x = r.nextDouble(-1, 1), y = r.nextDouble(-1, 1), z = r.nextDouble(-1, 1);
            double l = Math.sqrt(x * x + y * y + z * z) / r.nextDouble(0.8, 1.0);
            p[3 * i] = 1.2 * x / l;
            p[3 * i + 1] = 0.7 * (y / l + 1);
            p[3 * i + 2] = 0.9 * z / l;
        }
        return ConvexHull.of(p, "rock " + seed);
    }

    private static Terrain flat(double y) {
        return Terrain.builder(81, 81, 1).origin(-40, y, -40).chunkCells(16).heights(new float[81 * 81]).build();
    }

    @Test
    void aCrateHullIsMetExactlyWhereTheSameBoxInAMeshColliderIsMet() {
        // A 2 m crate, scaled from the unit cube, against the box a mesh collider holds: the casts
        // agree to rounding, so the hull's pieces (faces, swept edges, cylinders, spheres) are exact.
        PropCollider props = new PropCollider("crates");
        props.add(PropShape.convex("crate", unitCube()), 3, 0.5, -2, 0, 2);
        CollisionWorld hulls = new CollisionWorld().add(props);
        CollisionWorld boxes = new CollisionWorld().add(MeshCollider.builder("box").box(2, 0.5, -3, 4, 2.5, -1).build());
        SplittableRandom r = new SplittableRandom(5);
        CollisionHit a = new CollisionHit(), b = new CollisionHit();
        int hits = 0;
        for (int k = 0; k < CASTS; k++) {
            double ox = 3 + r.nextDouble(-6, 6), oy = r.nextDouble(-3, 6), oz = -2 + r.nextDouble(-6, 6);
            double tx = 3 + r.nextDouble(-1.5, 1.5), ty = r.nextDouble(0, 3), tz = -2 + r.nextDouble(-1.5, 1.5);
            double dx = tx - ox, dy = ty - oy, dz = tz - oz;
            boolean ha = hulls.raycast(ox, oy, oz, dx, dy, dz, 20, a), hb = boxes.raycast(ox, oy, oz, dx, dy, dz, 20, b);
            assertEquals(hb, ha, "ray " + k);
            if (ha) {
                assertEquals(b.distance(), a.distance(), 1e-9, "ray " + k);
                assertTrue(a.normal().distance(b.normal()) < 1e-9 || b.distance() == 0, "ray " + k + " normal");
            }
            double radius = r.nextDouble(0.1, 0.6), height = 2 * radius + r.nextDouble(0, 1.5);
            ha = hulls.sweepCapsule(ox, oy, oz, radius, height, dx, dy, dz, 20, a);
            hb = boxes.sweepCapsule(ox, oy, oz, radius, height, dx, dy, dz, 20, b);
            assertEquals(hb, ha, "sweep " + k + ": " + a + " vs " + b);
            if (ha) {
                hits++;
                assertEquals(b.distance(), a.distance(), 1e-9, "sweep " + k);
                if (a.distance() > 0) {
                    // (A capsule that starts inside is held up or blocked by its own rule: the
                    // middle of a prop, the bottom of a mesh collider's box.)
                    assertEquals(b.point().y(), a.point().y(), 1e-9, "sweep " + k + " contact height");
                    assertTrue(a.normal().distance(b.normal()) < 1e-9, "sweep " + k + " normal");
                }
            }
        }
        assertTrue(hits > CASTS / 4, "most sweeps hit: " + hits);
    }

    @Test
    void aTurnedRockIsSweptAsTheSampledSweepFindsIt() {
        PropCollider props = new PropCollider("rocks");
        float[] m = dev.loam.physics.PropColliderTest.matrix(0.4, 1.1, -0.3, 1.7, -4, 1, 6);
        props.add(PropShape.convex("rock", rock(9)), m, 0);
        CollisionWorld world = new CollisionWorld().add(props);
        SplittableRandom r = new SplittableRandom(8);
        CollisionHit exact = new CollisionHit(), sampled = new CollisionHit();
        int hits = 0;
        for (int k = 0; k < CASTS; k++) {
            double ox = -4 + r.nextDouble(-6, 6), oy = 1 + r.nextDouble(-4, 5), oz = 6 + r.nextDouble(-6, 6);
            double dx = -4 + r.nextDouble(-0.5, 0.5) - ox, dy = 1.5 + r.nextDouble(-0.5, 0.5) - oy;
            double dz = 6 + r.nextDouble(-0.5, 0.5) - oz;
            double radius = r.nextDouble(0.2, 0.5), height = 2 * radius + r.nextDouble(0, 1.4);
            boolean he = world.sweepCapsule(ox, oy, oz, radius, height, dx, dy, dz, 20, exact);
            boolean hs = world.sweepCapsuleSampled(ox, oy, oz, radius, height, dx, dy, dz, 20, sampled);
            assertEquals(hs, he, "sweep " + k);
            if (he) {
                hits++;
                assertEquals(sampled.distance(), exact.distance(), 1e-5, "sweep " + k);
            }
        }
        assertTrue(hits > CASTS / 2, "the sweeps aimed at the rock hit it: " + hits);
    }

    /** A column-major matrix T · Ry(yaw) · Rx(pitch) · S, radians. */
    static float[] matrix(double pitch, double yaw, double ignored, double scale, double x, double y, double z) {
        double ca = Math.cos(yaw), sa = Math.sin(yaw), cb = Math.cos(pitch), sb = Math.sin(pitch);
        double r00 = ca, r01 = sa * sb, r02 = sa * cb;
        double r10 = 0, r11 = cb, r12 = -sb;
        double r20 = -sa, r21 = ca * sb, r22 = ca * cb;
        return new float[] {(float) (r00 * scale), (float) (r10 * scale), (float) (r20 * scale), 0,
                (float) (r01 * scale), (float) (r11 * scale), (float) (r21 * scale), 0,
                (float) (r02 * scale), (float) (r12 * scale), (float) (r22 * scale), 0, (float) x, (float) y, (float) z, 1};
    }

    private static CharacterController spawn(CollisionWorld world, double x, double y, double z) {
        SpawnResult s = CharacterController.spawn(world, AGENT, x, y, z);
        assertTrue(s.isSpawned(), () -> String.valueOf(s.refusal()));
        return s.controller();
    }

    @Test
    void aCharacterIsStoppedByABoulderStepsOntoALowSlabAndWalksThroughOnceItIsRemoved() {
        PropCollider props = new PropCollider("boulders");
        int boulder = props.add(PropShape.convex("boulder", rock(2)), 5, -0.1, 0, 0.3, 1.5);
        CollisionWorld world = new CollisionWorld().add(new TerrainCollider(flat(0))).add(props);
        CharacterController c = spawn(world, 0, 1, 0);
        List<CharacterContact.Kind> contacts = new ArrayList<>();
        c.setContactListener(k -> contacts.add(k.kind()));
        CollisionHit touch = new CollisionHit();
        for (int k = 0; k < 240; k++) {
            c.step(1.0 / 60, 3, 0);
            assertFalse(world.sweepCapsule(c.footX(), c.footY(), c.footZ(), AGENT.radiusMetres(), AGENT.heightMetres(),
                    1, 0, 0, 0, touch) && touch.collider() == props, "never inside the boulder: " + c + " " + touch);
        }
        // It met the boulder's face and slid round it.
        assertTrue(contacts.contains(CharacterContact.Kind.WALL), contacts.toString());
        assertTrue(Math.abs(c.footZ()) > 0.5, "went round it: " + c);
        CollisionHit hit = new CollisionHit();
        assertTrue(world.raycast(0, 1, 0, 1, 0, 0, 20, hit));
        assertEquals(props, hit.collider());
        assertEquals(boulder, hit.column());
        assertTrue(props.remove(boulder));
        assertFalse(props.remove(boulder));
        for (int k = 0; k < 240; k++) {
            c.step(1.0 / 60, 3, 0);
        }
        assertTrue(c.footX() > 8, "walked on: " + c);
        CharacterController straight = spawn(world, 0, 1, 0);
        for (int k = 0; k < 240; k++) {
            straight.step(1.0 / 60, 3, 0);
        }
        assertEquals(0, straight.footZ(), 1e-9, "once removed, nothing stands in the way");
        assertEquals(12, straight.footX(), 1e-6);
        // A slab 0.3 m high and 4 m wide: stepped onto, walked across, stepped off, with no seam.
        PropCollider low = new PropCollider("slab");
        ConvexHull slab = ConvexHull.of(new double[] {-2, 0, -2, 2, 0, -2, -2, 0, 2, 2, 0, 2, -2, 0.3, -2, 2, 0.3, -2,
                -2, 0.3, 2, 2, 0.3, 2}, "slab");
        low.add(PropShape.convex("slab", slab), 0, 0, 0, 0.3, 1);
        CollisionWorld w2 = new CollisionWorld().add(new TerrainCollider(flat(0))).add(low);
        CharacterController s = spawn(w2, -6, 1, 0);
        double highest = 0;
        for (int k = 0; k < 60 * 5; k++) {
            s.step(1.0 / 60, 3, 0);
            highest = Math.max(highest, s.footY());
            assertTrue(s.isGrounded(), "walks, never falls: " + s);
        }
        assertEquals(0.3 + AGENT.skinMetres(), highest, 1e-6, "stood on the slab's top");
        assertTrue(s.footX() > 6, "crossed it: " + s);
    }

    @Test
    void aCylinderFromAFootprintStopsARayAtItsPrismsSides() {
        PropCollider props = new PropCollider("trunks");
        props.add(PropShape.cylinder("trunk", 0.4, 6), 10, 2, 10, 0, 1);
        CollisionWorld world = new CollisionWorld().add(props);
        CollisionHit hit = new CollisionHit();
        // The sides' middles lie on the circle: a ray at a side's middle (22.5° steps) stops at 0.4 m.
        double a = 2 * Math.PI / PropShape.CYLINDER_SIDES;
        double ox = 10 + 5 * Math.cos(a), oz = 10 + 5 * Math.sin(a);
        assertTrue(world.raycast(ox, 3, oz, 10 - ox, 0, 10 - oz, 10, hit));
        assertEquals(5 - 0.4, hit.distance(), 1e-9);
        assertTrue(world.raycast(10, 20, 10, 0, -1, 0, 30, hit));
        assertEquals(20 - 8, hit.distance(), 1e-9, "its top at 6 m over its base");
        assertFalse(world.raycast(10, 8.5, 10, 1, 0, 0, 10, hit), "over it");
    }

    @Test
    void aPropOfTrianglesCarriesACharacterOnItsRoof() {
        // A flat roof 2 m up on four walls: its up-facing triangles are slabs down to its foot.
        float[] pos = {-2, 2, -2, 2, 2, -2, 2, 2, 2, -2, 2, 2, -2, 0, -2, 2, 0, -2};
        int[] idx = {0, 3, 2, 0, 2, 1, 0, 1, 5, 0, 5, 4};
        PropShape hut = PropShape.triangles("hut", pos, idx);
        assertEquals(4, hut.triangleCount());
        PropCollider props = new PropCollider("huts");
        props.add(hut, 20, 0, 20, 0.5, 1);
        CollisionWorld world = new CollisionWorld().add(new TerrainCollider(flat(0))).add(props);
        CharacterController c = spawn(world, 20, 5, 20);
        c.step(1.0 / 60, 0, 0);
        for (int k = 0; k < 60; k++) {
            c.step(1.0 / 60, 0, 0);
        }
        assertEquals(2 + AGENT.skinMetres(), c.footY(), 1e-6, "on the roof: " + c);
        assertThrows(IllegalArgumentException.class, () -> PropShape.triangles("wall", new float[] {0, 0, 0, 1, 0, 0,
                0, 1, 0}, new int[] {0, 1, 2}));
    }

    @Test
    void badPropsAreRefusedNamingTheCollider() {
        PropCollider props = new PropCollider("region props");
        PropShape crate = PropShape.convex("crate", unitCube());
        IllegalArgumentException nan = assertThrows(IllegalArgumentException.class,
                () -> props.add(crate, Double.NaN, 0, 0, 0, 1));
        assertTrue(nan.getMessage().startsWith("region props: prop crate"), nan.getMessage());
        assertThrows(IllegalArgumentException.class, () -> props.add(crate, 0, 0, 0, 0, 0));
        float[] squash = {1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> props.add(crate, squash, 0));
        assertTrue(bad.getMessage().contains("not a rotation times one scale"), bad.getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> props.add(crate, new float[15], 0));
        assertThrows(IllegalArgumentException.class, () -> PropShape.cylinder("stump", 0, 1));
        assertEquals(0, props.propCount());
    }

    @Test
    void aStepAmongAThousandPropsAllocatesNothing() {
        PropCollider props = new PropCollider("chunk");
        PropShape r = PropShape.convex("rock", rock(4));
        SplittableRandom rnd = new SplittableRandom(1);
        for (int k = 0; k < 1000; k++) {
            props.add(r, rnd.nextDouble(-30, 30), -0.1, rnd.nextDouble(-30, 30), rnd.nextDouble(0, 6.28),
                    rnd.nextDouble(0.3, 0.9));
        }
        assertEquals(1000, props.propCount());
        CollisionWorld world = new CollisionWorld().add(new TerrainCollider(flat(0))).add(props);
        CharacterController c = spawn(world, 0, 1, 0);
        int[] steps = {0};
        Allocation.assertAllocatesNothing(20_000, 600, () -> {
            if (steps[0]++ % 300 == 0) {
                c.teleport(rnd.nextDouble(-20, 20), 2, rnd.nextDouble(-20, 20));
            }
            c.step(1.0 / 60, 2, 1);
        });
    }
}
