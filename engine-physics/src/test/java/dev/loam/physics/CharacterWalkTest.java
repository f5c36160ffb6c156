package dev.loam.physics;

import static dev.loam.testkit.SpecFixtures.RIVERBED_TOP;
import static dev.loam.testkit.Tolerances.ACCUMULATED_METRES;
import static dev.loam.testkit.Tolerances.CONTACT_METRES;
import static dev.loam.testkit.Tolerances.FRAME_RATE_METRES;
import static dev.loam.testkit.Tolerances.NORMAL;
import static dev.loam.testkit.Tolerances.ROUNDING_METRES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockMap;
import dev.loam.core.AgentSettings;
import dev.loam.testkit.Allocation;
import java.util.ArrayList;
import java.util.List;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** Tests for {@link CharacterController}'s walk: ledges, stairs, snapping, slopes, skin, seams and step rates. */
class CharacterWalkTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    private static final double SKIN = AGENT.skinMetres();
    private static final double CLEARANCE = AGENT.clearanceRadiusMetres();

    static CharacterController spawn(CollisionWorld world, double x, double y, double z) {
        SpawnResult result = CharacterController.spawn(world, AGENT, x, y, z);
        assertTrue(result.isSpawned(), () -> String.valueOf(result.refusal()));
        return result.controller();
    }

    /** Walks at a velocity for a time at a step rate. */
    static void walk(CharacterController c, int hertz, double seconds, double vx, double vz) {
        int steps = (int) Math.round(seconds * hertz);
        for (int i = 0; i < steps; i++) {
            c.step(1.0 / hertz, vx, vz);
        }
    }

    @Test
    void characterWalksUpAHalfMetreLedgeAndStopsAtOneMetre() {
        // A one-step ledge at x = 3 (0.5 m), then a two-step ledge at x = 6 (1 m more).
        CollisionWorld world = Maps.world(Maps.strip("gggggggggg", new int[] {0, 0, 0, 1, 1, 1, 3, 3, 3, 3}, 3));
        CharacterController c = spawn(world, 0.5, 0, 1.5);
        assertEquals(SKIN, c.footY(), ROUNDING_METRES);
        walk(c, 60, 5, 2, 0);
        assertEquals(0.5 + SKIN, c.footY(), ROUNDING_METRES);
        assertEquals(6 - CLEARANCE, c.footX(), CONTACT_METRES);
        assertEquals(1.5, c.footZ(), ROUNDING_METRES);
        assertTrue(c.isGrounded());
    }

    @Test
    void aLedgeWithTooNarrowALandingIsRefused() {
        // 0.1 m cells: a post 0.1 m wide one step up is too narrow to land on; a shelf 0.5 m wide is not.
        dev.loam.blockmap.BlockSet fine = dev.loam.blockmap.BlockSet.builder("fine").cellSize(0.1, 0.5, 0.1)
                .block("grass", b -> b.top("#6a9a4a")).block("stone", b -> b.top("#8c8c8c"))
                .block("water", b -> b.top(RIVERBED_TOP).water()).block("stairs", b -> b.top("#a0a0a0").stairs())
                .block("blocked", b -> b.top("#c04040").blocked()).build();
        int[] post = new int[40];
        post[20] = 1;
        int[] shelf = new int[40];
        for (int i = 20; i < 25; i++) {
            shelf[i] = 1;
        }
        String row = "g".repeat(40);
        String[] cells = new String[20];
        int[][] postHeights = new int[20][];
        int[][] shelfHeights = new int[20][];
        for (int r = 0; r < 20; r++) {
            cells[r] = row;
            postHeights[r] = post;
            shelfHeights[r] = shelf;
        }
        CharacterController onPost = spawn(Maps.world(Maps.of(fine, cells, postHeights)), 0.5, 0, 1.0);
        walk(onPost, 60, 2, 1, 0);
        assertEquals(2.0 - CLEARANCE, onPost.footX(), CONTACT_METRES);
        assertEquals(SKIN, onPost.footY(), ROUNDING_METRES);
        CharacterController onShelf = spawn(Maps.world(Maps.of(fine, cells, shelfHeights)), 0.5, 0, 1.0);
        walk(onShelf, 60, 1.8, 1, 0);
        assertEquals(2.3, onShelf.footX(), CONTACT_METRES);
        assertEquals(0.5 + SKIN, onShelf.footY(), ROUNDING_METRES);
    }

    @Test
    void stairsClimbSmoothlyNeverRisingFasterThanTheirSlope() {
        CollisionWorld world = Maps.world(Maps.strip("gggsoooo", new int[] {0, 0, 0, 0, 1, 1, 1, 1}, 3));
        CharacterController c = spawn(world, 0.5, 0, 1.5);
        double speed = 3, dt = 1.0 / 60, before = c.footY();
        for (int i = 0; i < 120; i++) {
            c.step(dt, speed, 0);
            double rise = c.footY() - before;
            assertTrue(rise >= -ROUNDING_METRES, "step " + i + " fell " + rise);
            assertTrue(rise <= 0.5 * speed * dt + ROUNDING_METRES, "step " + i + " rose " + rise);
            assertTrue(c.isGrounded(), "step " + i);
            before = c.footY();
        }
        assertEquals(0.5 + SKIN, c.footY(), ROUNDING_METRES);
    }

    @Test
    void walkingDownAStepSnapsToTheGroundAndSnappingOffFalls() {
        BlockMap map = Maps.strip("gggggg", new int[] {1, 1, 1, 0, 0, 0}, 3);
        CharacterController snapping = spawn(Maps.world(map), 0.5, 0.5, 1.5);
        for (int i = 0; i < 90; i++) {
            snapping.step(1.0 / 60, 3, 0);
            assertTrue(snapping.isGrounded(), "step " + i);
        }
        assertEquals(SKIN, snapping.footY(), ROUNDING_METRES);
        CharacterController falling = spawn(Maps.world(map), 0.5, 0.5, 1.5);
        falling.setSnapToGround(false);
        boolean wasInAir = false;
        for (int i = 0; i < 90; i++) {
            falling.step(1.0 / 60, 3, 0);
            wasInAir |= !falling.isGrounded();
        }
        assertTrue(wasInAir);
        assertTrue(falling.isGrounded());
        assertEquals(SKIN, falling.footY(), ROUNDING_METRES);
    }

    @Test
    void theCapsuleKeepsItsSkinOffTheGroundAndOffWalls() {
        CollisionWorld world = Maps.world(Maps.strip("ggggB", new int[] {2, 2, 2, 2, 2}, 3));
        CharacterController c = spawn(world, 0.5, 5, 1.5);
        assertEquals(1.0 + SKIN, c.footY(), ROUNDING_METRES);
        walk(c, 60, 3, 2, 0);
        assertEquals(4 - AGENT.radiusMetres() - SKIN, c.footX(), CONTACT_METRES);
        CollisionHit hit = new CollisionHit();
        assertFalse(world.sweepCapsule(c.footX(), c.footY(), c.footZ(), AGENT.radiusMetres(), AGENT.heightMetres(),
                1, 0, 0, SKIN * 0.9, hit), "a skin's gap stays free");
    }

    @Test
    void slidingAlongAWallAcrossCellAndChunkSeamsNeverSnags() {
        // A wall of 70 columns along z = 2, crossing chunk borders at x = 32 and 64.
        String[] cells = {"B".repeat(70), "g".repeat(70), "g".repeat(70), "g".repeat(70)};
        int[][] heights = new int[4][70];
        CollisionWorld world = Maps.world(Maps.of(cells, heights));
        CharacterController c = spawn(world, 1.5, 0, 2.5);
        double v = 6, dt = 1.0 / 60;
        double along = v * Math.sqrt(0.5);
        double x0 = c.footX();
        for (int i = 1; i <= 900; i++) {
            c.step(dt, along, -along);
            if (i >= 30) {
                assertEquals(1 + CLEARANCE, c.footZ(), CONTACT_METRES, "step " + i);
                assertEquals(x0 + along * dt * i, c.footX(), CONTACT_METRES * i, "step " + i);
            }
            if (c.footX() > 68) {
                break;
            }
        }
        assertTrue(c.footX() > 60, "crossed both chunk borders, at " + c.footX());
        assertEquals(SKIN, c.footY(), ROUNDING_METRES);
    }

    @Test
    void walkingDiagonallyOverFlatGroundAcrossChunksStaysLevel() {
        CollisionWorld world = Maps.world(Maps.flat(70, 70, 4));
        CharacterController c = spawn(world, 0.5, 2, 0.5);
        for (int i = 0; i < 600; i++) {
            c.step(1.0 / 60, 6, 6);
            assertEquals(2 + SKIN, c.footY(), ROUNDING_METRES, "step " + i);
            assertTrue(c.isGrounded());
        }
        assertEquals(60.5, c.footX(), ACCUMULATED_METRES);
    }

    @Test
    void theSameWalkEndsAtTheSamePlaceAt30And60And240StepsASecond() {
        // Up a step, up a stair, along a wall at an angle, and off a two-step drop.
        String[] cells = new String[6];
        int[][] heights = new int[6][];
        for (int r = 0; r < 6; r++) {
            cells[r] = r == 5 ? "BBBBBBBBBBBBBBBB" : "ggggsoooggggggg" + "g";
            heights[r] = new int[] {0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0};
        }
        BlockMap map = Maps.of(cells, heights);
        List<Vector3d> ends = new ArrayList<>();
        for (int hz : new int[] {30, 60, 240}) {
            CharacterController c = spawn(Maps.world(map), 0.5, 0, 2.5);
            walk(c, hz, 5, 2.5, 0.8);
            ends.add(c.position(new Vector3d()));
            assertTrue(c.isGrounded());
        }
        for (Vector3d end : ends) {
            assertEquals(ends.get(0).x, end.x, FRAME_RATE_METRES, ends.toString());
            assertEquals(ends.get(0).y, end.y, FRAME_RATE_METRES, ends.toString());
            assertEquals(ends.get(0).z, end.z, FRAME_RATE_METRES, ends.toString());
        }
        assertEquals(5 - CLEARANCE, ends.get(0).z, CONTACT_METRES, "slid along the wall");
        assertEquals(SKIN, ends.get(0).y, ROUNDING_METRES, "dropped back to the ground");
    }

    @Test
    void aJumpRisesByTheExactParabolaAtEveryStepRate() {
        double speed = 5, g = CharacterController.DEFAULT_GRAVITY, t = 0.2;
        double expected = speed * t - 0.5 * g * t * t;
        for (int hz : new int[] {30, 60, 240}) {
            CharacterController c = spawn(Maps.world(Maps.flat(4, 4, 0)), 2, 0, 2);
            assertTrue(c.jump(speed));
            assertFalse(c.jump(speed), "no second jump in the air");
            walk(c, hz, t, 0, 0);
            assertEquals(SKIN + expected, c.footY(), ACCUMULATED_METRES, hz + " Hz");
            assertFalse(c.isGrounded());
            walk(c, hz, 2, 0, 0);
            assertTrue(c.isGrounded());
            assertEquals(SKIN, c.footY(), ROUNDING_METRES);
            assertEquals(0, c.verticalSpeed(), ROUNDING_METRES);
        }
    }

    @Test
    void contactsAreReportedForWallsStepsAndLandings() {
        CollisionWorld world = Maps.world(Maps.strip("gggggB", new int[] {0, 0, 1, 1, 1, 1}, 3));
        CharacterController c = spawn(world, 0.5, 0, 1.5);
        List<String> seen = new ArrayList<>();
        c.setContactListener(contact -> {
            seen.add(contact.kind() + " " + contact.column() + "," + contact.row());
            if (contact.kind() == CharacterContact.Kind.WALL) {
                assertEquals(-1, contact.normal().x(), NORMAL);
                assertEquals(0, contact.normal().y(), NORMAL);
            }
        });
        walk(c, 60, 3, 2, 0);
        assertTrue(seen.contains("STEP 2,1"), seen.toString());
        assertTrue(seen.contains("WALL 5,1"), seen.toString());
        seen.clear();
        c.jump(3);
        walk(c, 60, 1, 0, 0);
        assertTrue(seen.contains("LAND 4,1"), seen.toString());
    }

    @Test
    void aStepAllocatesNothingOnceWarm() {
        // Guards the hot path's rule: no per-step allocation (the contact listener included). Every
        // 300 steps (10 m) the character goes back to the start, so each window walks up the
        // steps, down them and into the wall.
        CollisionWorld world = Maps.world(Maps.strip("gggggggggggB", new int[] {0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1}, 5));
        CharacterController c = spawn(world, 0.5, 0, 2.5);
        int[] contacts = new int[1];
        c.setContactListener(contact -> contacts[0]++);
        int[] steps = {0};
        Allocation.assertAllocatesNothing(20_000, 600, () -> {
            if (steps[0]++ % 300 == 0) {
                c.teleport(0.5, 0, 2.5);
            }
            c.step(1.0 / 60, 2, 0.5);
        });
        assertTrue(contacts[0] > 0);
    }
}
