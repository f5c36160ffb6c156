package dev.loam.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Terrain;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The shortcuts a support query among props takes give the very probe the plain work gives: the
 * world asking its props before its ground, the collider's near list (the props of the cells under
 * the last query) and each prop's focus (the faces, edges and corners near the last query) however
 * the queries come, and a character copying a support it asked for earlier in the same move.
 */
class PropSupportTest {
    /** How many random support queries each test makes; raise with -Dloam.props.supports. */
    private static final int QUERIES = Integer.getInteger("loam.props.supports", 3000);
    private static final double RADIUS = 0.32;
    private static final double SPAN = 1.2;

    /** A bumpy terrain 48 m square, its origin at (−24, 0, −24). */
    private static Terrain bumpy() {
        int n = 49;
        float[] h = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                h[j * n + i] = (float) (0.8 * Math.sin(i * 0.37) * Math.cos(j * 0.29));
            }
        }
        return Terrain.builder(n, n, 1).origin(-24, 0, -24).chunkCells(16).heights(h).build();
    }

    /** Rocks, trunks, low crates and a hut of triangles, densely over [−12, 12]², some stacked and floating. */
    private static PropCollider props(Terrain terrain, long seed) {
        return props(terrain, seed, new double[2 * 160]);
    }

    /** The same, each prop's (x, z) into {@code at}. */
    private static PropCollider props(Terrain terrain, long seed, double[] at) {
        PropCollider props = new PropCollider("mixed");
        PropShape[] shapes = {PropShape.convex("rock", PropColliderTest.rock(3)), PropShape.cylinder("trunk", 0.35, 6),
                PropShape.convex("crate", PropColliderTest.unitCube()),
                PropShape.triangles("hut", new float[] {-2, 2, -2, 2, 2, -2, 2, 2, 2, -2, 2, 2, -2, 0, -2, 2, 0, -2},
                        new int[] {0, 3, 2, 0, 2, 1, 0, 1, 5, 0, 5, 4})};
        SplittableRandom r = new SplittableRandom(seed);
        for (int k = 0; k < 160; k++) {
            double x = r.nextDouble(-12, 12), z = r.nextDouble(-12, 12);
            at[2 * k] = x;
            at[2 * k + 1] = z;
            double y = terrain.heightAt(x, z) - 0.1 + (k % 7 == 0 ? r.nextDouble(0.5, 2.5) : 0);
            props.add(shapes[k % 9 == 0 ? 3 : k % 3], x, y, z, r.nextDouble(0, 2 * Math.PI), r.nextDouble(0.4, 1.2));
        }
        return props;
    }

    /** Asserts two probes hold the same support, bit for bit. */
    static void assertSameProbe(SupportProbe want, SupportProbe got, String where) {
        assertEquals(want.height, got.height, 0, where);
        assertEquals(want.collider, got.collider, where);
        assertEquals(want.column, got.column, where);
        assertEquals(want.row, got.row, where);
        assertEquals(want.contactX, got.contactX, 0, where);
        assertEquals(want.contactY, got.contactY, 0, where);
        assertEquals(want.contactZ, got.contactZ, 0, where);
        assertEquals(want.faceNormalX, got.faceNormalX, 0, where);
        assertEquals(want.faceNormalY, got.faceNormalY, 0, where);
        assertEquals(want.faceNormalZ, got.faceNormalZ, 0, where);
        assertEquals(want.edge, got.edge, where);
        assertEquals(want.floating, got.floating, where);
    }

    @Test
    void askingThePropsBeforeTheGroundGivesTheProbeTheCollidersInTurnGive() {
        Terrain terrain = bumpy();
        TerrainCollider ground = new TerrainCollider(terrain);
        PropCollider props = props(terrain, 5);
        PropCollider more = props(terrain, 6);
        CollisionWorld world = new CollisionWorld().add(ground).add(props).add(more);
        SupportProbe got = new SupportProbe(), want = new SupportProbe();
        SplittableRandom r = new SplittableRandom(11);
        int blocked = 0, onProps = 0, onGround = 0;
        for (int q = 0; q < QUERIES; q++) {
            double x = r.nextDouble(-13, 13), z = r.nextDouble(-13, 13);
            double lowY = terrain.heightAt(x, z) + RADIUS + r.nextDouble(-0.5, 3);
            world.support(x, z, RADIUS, lowY, lowY + SPAN, got);
            want.reset();
            ground.support(x, z, RADIUS, lowY, lowY + SPAN, want);
            props.support(x, z, RADIUS, lowY, lowY + SPAN, want);
            more.support(x, z, RADIUS, lowY, lowY + SPAN, want);
            assertSameProbe(want, got, "query " + q + " at (" + x + ", " + lowY + ", " + z + ")");
            if (want.height == Double.POSITIVE_INFINITY) {
                blocked++;
            } else if (want.collider == ground) {
                onGround++;
            } else if (want.collider != null) {
                onProps++;
            }
        }
        assertTrue(blocked > QUERIES / 20 && onProps > QUERIES / 50 && onGround > QUERIES / 5,
                "the queries met every case: " + blocked + " blocked, " + onProps + " on props, " + onGround
                        + " on the ground");
        // A world whose props come before its ground asks every collider in turn, as it always did.
        CollisionWorld before = new CollisionWorld().add(props).add(ground);
        for (int q = 0; q < QUERIES / 10; q++) {
            double x = r.nextDouble(-13, 13), z = r.nextDouble(-13, 13);
            double lowY = terrain.heightAt(x, z) + RADIUS + r.nextDouble(-0.5, 3);
            before.support(x, z, RADIUS, lowY, lowY + SPAN, got);
            want.reset();
            props.support(x, z, RADIUS, lowY, lowY + SPAN, want);
            ground.support(x, z, RADIUS, lowY, lowY + SPAN, want);
            assertSameProbe(want, got, "props first, query " + q);
        }
    }

    @Test
    void theNearListAndAPropsFocusGiveTheSupportOfAColliderHoldingNeitherHoweverTheQueriesCome() {
        Terrain terrain = bumpy();
        double[] at = new double[2 * 160];
        PropCollider walked = props(terrain, 7, at);
        PropCollider plain = props(terrain, 7);
        SupportProbe got = new SupportProbe(), want = new SupportProbe();
        SplittableRandom r = new SplittableRandom(13);
        int touched = 0;
        double x = 0, z = 0;
        for (int q = 0; q < 8 * QUERIES; q++) {
            // Mostly the moves of a walk and its bisection, from a hair to a step long, which keep
            // a focus or cross its squares' sides; now and then a jump next to a random prop, which
            // gathers one afresh and pushes others out of their sets.
            if (q % 500 == 499) {
                // A prop taken away from both, as a chunk's props come and go.
                int gone = r.nextInt(160);
                assertEquals(walked.remove(gone), plain.remove(gone));
            }
            if (q % 50 == 0) {
                int k = r.nextInt(160);
                double turn = r.nextDouble(0, 2 * Math.PI), off = r.nextDouble(0.2, 1.6);
                x = at[2 * k] + off * Math.cos(turn);
                z = at[2 * k + 1] + off * Math.sin(turn);
            } else {
                double step = Math.pow(10, r.nextDouble(-6, -0.7)), turn = r.nextDouble(0, 2 * Math.PI);
                x += step * Math.cos(turn);
                z += step * Math.sin(turn);
            }
            double lowY = terrain.heightAt(x, z) + RADIUS + r.nextDouble(-0.3, 2);
            got.reset();
            walked.support(x, z, RADIUS, lowY, lowY + SPAN, got);
            plain.forgetFocus();
            want.reset();
            plain.support(x, z, RADIUS, lowY, lowY + SPAN, want);
            if (want.collider == plain) {
                want.collider = walked;
                touched++;
            }
            assertSameProbe(want, got, "query " + q + " at (" + x + ", " + lowY + ", " + z + ")");
        }
        assertTrue(touched > QUERIES, "the walk met props: " + touched);
    }

    @Test
    void aWalkRememberingItsSupportsWithinAMoveIsTheWalkWorkingEachOutEvenWhenAListenerTakesPropsAway() {
        Terrain terrain = bumpy();
        CharacterController[] walkers = new CharacterController[2];
        PropCollider[] held = new PropCollider[2];
        for (int w = 0; w < 2; w++) {
            PropCollider props = props(terrain, 9);
            held[w] = props;
            CollisionWorld world = new CollisionWorld().add(new TerrainCollider(terrain)).add(props);
            SpawnResult spawned = CharacterController.spawn(world, dev.loam.core.AgentSettings.DEFAULT, 0, 3, 0);
            assertTrue(spawned.isSpawned(), () -> String.valueOf(spawned.refusal()));
            walkers[w] = spawned.controller();
            walkers[w].rememberSupports(w == 0);
            int[] walls = {0};
            // Every seventh wall it meets is taken away at once, in the middle of the move.
            walkers[w].setContactListener(c -> {
                if (c.kind() == CharacterContact.Kind.WALL && c.collider() == props && ++walls[0] % 7 == 0) {
                    props.remove(c.column());
                }
            });
        }
        SplittableRandom r = new SplittableRandom(21);
        double tx = 0, tz = 0;
        for (int step = 0; step < 6000; step++) {
            if (step % 240 == 0) {
                tx = r.nextDouble(-11, 11);
                tz = r.nextDouble(-11, 11);
            }
            for (CharacterController c : walkers) {
                double dx = tx - c.footX(), dz = tz - c.footZ(), d = Math.max(1e-9, Math.hypot(dx, dz));
                c.step(1.0 / 60, 4 * dx / d, 4 * dz / d);
            }
            String where = "step " + step;
            assertEquals(walkers[1].footX(), walkers[0].footX(), 0, where);
            assertEquals(walkers[1].footY(), walkers[0].footY(), 0, where);
            assertEquals(walkers[1].footZ(), walkers[0].footZ(), 0, where);
            assertEquals(walkers[1].isGrounded(), walkers[0].isGrounded(), where);
        }
        assertTrue(walkers[0].rememberedCopies > 200, "supports were copied: " + walkers[0].rememberedCopies);
        assertEquals(0, walkers[1].rememberedCopies);
        assertTrue(held[0].propCount() < 160, "the listener took props away: " + held[0].propCount());
        assertEquals(held[1].propCount(), held[0].propCount());
    }
}
