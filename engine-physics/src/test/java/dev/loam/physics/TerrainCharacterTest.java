package dev.loam.physics;

import static dev.loam.testkit.Tolerances.ACCUMULATED_METRES;
import static dev.loam.testkit.Tolerances.CONTACT_METRES;
import static dev.loam.testkit.Tolerances.FRAME_RATE_METRES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.terrain.Terrain;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tests for a {@link CharacterController} on a {@link TerrainCollider}: seams, slopes, holes and freed chunks. */
class TerrainCharacterTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    private static final int HZ = 60;

    /** Where a character standing on a plane rising {@code gradient} along x puts its foot over x. */
    private static double footOnPlane(double gradient, double x) {
        return gradient * x + AGENT.clearanceRadiusMetres() * Math.sqrt(1 + gradient * gradient) - AGENT.radiusMetres();
    }

    @Test
    void aCharacterWalksAcrossChunkSeamsAndTheirCornersWithoutASnag() {
        double gradient = 0.1;
        // Chunks of 8 cells: seams at every 8 m, corners of four chunks at (8, 8), (16, 16), (24, 24).
        CollisionWorld world = new CollisionWorld().add(new TerrainCollider(Terrains.plane(41, 41, 1, gradient, 8)));
        double[][] walks = {{2, 4.5, 3, 0}, {4, 4, 2, 2}, {30, 6, -3, 0.5}};
        for (double[] w : walks) {
            CharacterController c = CharacterWalkTest.spawn(world, w[0], 20, w[1]);
            List<CharacterContact.Kind> contacts = new ArrayList<>();
            c.setContactListener(contact -> contacts.add(contact.kind()));
            double seconds = 8;
            for (int k = 0; k < seconds * HZ; k++) {
                c.step(1.0 / HZ, w[2], w[3]);
                assertTrue(c.isGrounded(), "grounded at step " + k);
                assertEquals(footOnPlane(gradient, c.footX()), c.footY(), CONTACT_METRES, "on the plane at " + c);
            }
            assertEquals(w[0] + w[2] * seconds, c.footX(), FRAME_RATE_METRES, "walked the whole way");
            assertEquals(w[1] + w[3] * seconds, c.footZ(), FRAME_RATE_METRES, "walked the whole way");
            assertFalse(contacts.contains(CharacterContact.Kind.WALL), "met a wall: " + contacts);
        }
    }

    @Test
    void aWalkOverHillsIsTheSameWhateverTheChunkSize() {
        int n = 49;
        float[] h = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                h[j * n + i] = (float) (0.6 * Math.sin(i * 0.3) * Math.cos(j * 0.25));
            }
        }
        double[] ends = null;
        for (int chunkCells : new int[] {48, 4, 7}) {
            Terrain terrain = Terrain.builder(n, n, 1).origin(-3, 1, 2).chunkCells(chunkCells).heights(h).build();
            CollisionWorld world = new CollisionWorld().add(new TerrainCollider(terrain));
            CharacterController c = CharacterWalkTest.spawn(world, 0.3, 10, 3.1);
            List<CharacterContact.Kind> contacts = new ArrayList<>();
            c.setContactListener(contact -> contacts.add(contact.kind()));
            CharacterWalkTest.walk(c, HZ, 10, 3, 3.4);
            assertFalse(contacts.contains(CharacterContact.Kind.WALL), "chunks of " + chunkCells + ": " + contacts);
            double[] end = {c.footX(), c.footY(), c.footZ()};
            if (ends == null) {
                ends = end;
                assertTrue(c.footX() > 25, "walked on to " + c);
            } else {
                for (int k = 0; k < 3; k++) {
                    assertEquals(ends[k], end[k], FRAME_RATE_METRES, "chunks of " + chunkCells);
                }
            }
        }
    }

    @Test
    void aCharacterStandsOnASlopeWithinTheAgentsLimitAndSlidesOffASteeperOne() {
        double within = Math.tan(Math.toRadians(AGENT.maxSlopeDegrees() - 5));
        CollisionWorld gentle = new CollisionWorld().add(new TerrainCollider(Terrains.plane(41, 21, 1, within, 8)));
        CharacterController stands = CharacterWalkTest.spawn(gentle, 20, 40, 10);
        double x = stands.footX(), y = stands.footY();
        CharacterWalkTest.walk(stands, HZ, 2, 0, 0);
        assertTrue(stands.isGrounded());
        assertEquals(x, stands.footX(), ACCUMULATED_METRES);
        assertEquals(y, stands.footY(), ACCUMULATED_METRES);

        double steeper = Math.tan(Math.toRadians(AGENT.maxSlopeDegrees() + 5));
        CollisionWorld steep = new CollisionWorld().add(new TerrainCollider(Terrains.plane(41, 21, 1, steeper, 8)));
        CharacterController slides = CharacterWalkTest.spawn(steep, 20, 40, 10);
        double x0 = slides.footX(), y0 = slides.footY();
        CharacterWalkTest.walk(slides, HZ, 1, 0, 0);
        assertFalse(slides.isGrounded());
        assertTrue(slides.footX() < x0 - 0.5, "slid down the slope to " + slides);
        assertTrue(slides.footY() < y0 - 0.5, "slid down the slope to " + slides);
        assertTrue(slides.footY() >= footOnPlane(steeper, slides.footX()) - CONTACT_METRES, "never into the ground");
    }

    @Test
    void aHoleLetsACharacterFallThrough() {
        Terrain terrain = Terrains.plane(21, 21, 1, 0, 8).toBuilder().holes(TerrainColliderTest.holes(20, 4, 6)).build();
        CollisionWorld world = new CollisionWorld().add(new TerrainCollider(terrain));
        CharacterController c = CharacterWalkTest.spawn(world, 2, 5, 7);
        assertTrue(c.isGrounded());
        CharacterWalkTest.walk(c, HZ, 2, 2, 0);
        assertFalse(c.isGrounded());
        assertTrue(c.footY() < -2, "fell through the hole to " + c);
        assertTrue(c.footX() > 4 && c.footX() < 10, "inside the hole's footprint: " + c);
        assertFalse(CharacterController.spawn(world, AGENT, 7, 5, 7).isSpawned(), "nothing under the hole");
    }

    @Test
    void aFreedChunkLetsACharacterFall() {
        TerrainCollider collider = new TerrainCollider(Terrains.plane(65, 33, 1, 0, 32));
        CollisionWorld world = new CollisionWorld().add(collider);
        CharacterController c = CharacterWalkTest.spawn(world, 48, 3, 16);
        CharacterWalkTest.walk(c, HZ, 0.5, 0, 0);
        assertTrue(c.isGrounded());
        assertEquals(footOnPlane(0, 48), c.footY(), ACCUMULATED_METRES);
        collider.freeChunk(1, 0);
        CharacterWalkTest.walk(c, HZ, 1, 0, 0);
        assertFalse(c.isGrounded());
        assertTrue(c.footY() < -3, "fell to " + c);
    }
}
