package dev.loam.physics;

import static dev.loam.testkit.Tolerances.CONTACT_METRES;
import static dev.loam.testkit.Tolerances.NORMAL;
import static dev.loam.testkit.Tolerances.ROUNDING_METRES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockMap;
import dev.loam.core.AgentSettings;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Tests for a map's collider cut into one {@link VoxelCollider} per 32 × 32 chunk: the chunks,
 * streaming them in and out, rebuilds across a chunk border, and no seam where two chunks meet.
 */
class ChunkedColliderTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    private static final double SKIN = AGENT.skinMetres();
    private static final Authority AUTHORITY = Authority.create("test");
    private static final int CHUNK = BlockMap.CHUNK_CELLS;

    @Test
    void aMapIsCutIntoOneVoxelColliderPerChunkSmallerAtItsEastAndSouthEdges() {
        BlockMapCollider map = new BlockMapCollider(Maps.flat(70, 40, 2));
        assertEquals(3, map.chunkColumns());
        assertEquals(2, map.chunkRows());
        assertEquals(6, map.loadedChunks());
        VoxelCollider corner = map.chunk(2, 1);
        assertEquals(64, corner.firstColumn());
        assertEquals(32, corner.firstRow());
        assertEquals(70 - 64, corner.columns());
        assertEquals(40 - 32, corner.rows());
        assertEquals(CHUNK, map.chunk(0, 0).columns());
        assertSame(map, corner.owner());
        assertSame(map.chunk(1, 0), map.chunkAt(CHUNK, CHUNK - 1));
        assertSame(map.chunk(0, 1), map.chunkAt(CHUNK - 1, CHUNK));
        assertNull(map.chunkAt(70, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> map.chunk(3, 0));
    }

    @Test
    void aFreedChunkHasNoColliderUntilLoadedAgainAndThenShowsEditsMadeMeanwhile() {
        BlockMap map = Maps.flat(70, 40, 2);
        BlockMapCollider collider = new BlockMapCollider(map);
        CollisionWorld world = new CollisionWorld().add(collider);
        CollisionHit hit = new CollisionHit();
        assertTrue(collider.freeChunk(1, 0));
        assertFalse(collider.freeChunk(1, 0), "freed already");
        assertEquals(5, collider.loadedChunks());
        assertFalse(world.raycast(40.5, 10, 5.5, 0, -1, 0, 100, hit), "a freed chunk has no collider");
        assertFalse(collider.isSolid(40, 5));
        assertEquals(Double.NEGATIVE_INFINITY, world.surfaceHeight(40.5, 5.5));
        assertTrue(world.raycast(31.5, 10, 5.5, 0, -1, 0, 100, hit), "its neighbour still has one");
        assertEquals(1.0, hit.point().y(), ROUNDING_METRES);

        assertTrue(map.setCell(AUTHORITY, BlockCellEdit.height(40, 5, 6)).isEmpty());
        assertEquals(0, world.update(), "a freed chunk's change is not followed");
        VoxelCollider chunk = collider.loadChunk(1, 0);
        assertSame(chunk, collider.loadChunk(1, 0), "loading a loaded chunk keeps it");
        assertTrue(world.raycast(40.5, 10, 5.5, 0, -1, 0, 100, hit));
        assertEquals(3.0, hit.point().y(), ROUNDING_METRES);
        assertEquals(40, hit.column());
        assertEquals(5, hit.row());
        assertSame(collider, hit.collider());
    }

    @Test
    void aCollidersBuiltWithNoChunksLoadedStandsForNothingUntilStreamedIn() {
        BlockMapCollider collider = new BlockMapCollider(Maps.flat(40, 40, 2), false);
        CollisionWorld world = new CollisionWorld().add(collider);
        assertEquals(0, collider.loadedChunks());
        assertEquals(Double.NEGATIVE_INFINITY, world.surfaceHeight(5.5, 5.5));
        collider.loadChunk(0, 0);
        assertEquals(1.0, world.surfaceHeight(5.5, 5.5), ROUNDING_METRES);
        assertEquals(Double.NEGATIVE_INFINITY, world.surfaceHeight(35.5, 5.5));
    }

    @Test
    void aCharacterOnAFreedChunkFallsToTheColliderUnderIt() {
        BlockMap map = Maps.flat(40, 8, 4);
        BlockMapCollider collider = new BlockMapCollider(map);
        CollisionWorld world = new CollisionWorld().add(collider)
                .add(new HeightfieldCollider(21, 21, 1, 1, 25, -10, -5, new double[21 * 21], null));
        CharacterController c = CharacterWalkTest.spawn(world, 35.5, 2, 4.5);
        assertEquals(2 + SKIN, c.footY(), ROUNDING_METRES);
        collider.freeChunk(1, 0);
        CharacterWalkTest.walk(c, 60, 3, 0, 0);
        assertEquals(-10 + SKIN, c.footY(), ROUNDING_METRES);
    }

    @Test
    void anEditBesideAChunkBorderRebuildsTheStairAcrossItInTheNextChunk() {
        // Column 32, the first of chunk 1, is a stair rising east to column 33; column 31 lies in chunk 0.
        String row = "g".repeat(CHUNK) + "so" + "g".repeat(4);
        int[] heights = new int[row.length()];
        heights[CHUNK + 1] = 1;
        BlockMap map = Maps.strip(row, heights, 3);
        BlockMapCollider collider = new BlockMapCollider(map);
        assertEquals(BlockFacing.EAST, collider.wedgeFacing(CHUNK, 1));
        assertTrue(map.setCell(AUTHORITY, BlockCellEdit.height(CHUNK - 1, 1, -1)).isEmpty());
        assertEquals(2, collider.update(), "the edited column and the stair beside it in the next chunk");
        BlockMapCollider fresh = new BlockMapCollider(map);
        for (int c = CHUNK - 2; c <= CHUNK + 2; c++) {
            assertEquals(fresh.columnTopMetres(c, 1), collider.columnTopMetres(c, 1), "column " + c);
            assertEquals(fresh.wedgeFacing(c, 1), collider.wedgeFacing(c, 1), "column " + c);
        }
    }

    @Test
    void anIncrementalRebuildAcrossChunksEqualsAFreshBuild() {
        BlockMap map = Maps.flat(40, 40, 2);
        BlockMapCollider collider = new BlockMapCollider(map);
        long s = 11;
        for (int i = 0; i < 600; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            int c = CHUNK - 3 + (int) ((s >>> 33) % 6), r = CHUNK - 3 + (int) ((s >>> 45) % 6);
            int h = 1 + (int) ((s >>> 20) % 4);
            char sym = "gosw.".charAt((int) ((s >>> 13) % 5));
            map.setCell(AUTHORITY, BlockCellEdit.of(c, r, sym, h));
            if (i % 5 == 0) {
                collider.update();
            }
        }
        collider.update();
        BlockMapCollider fresh = new BlockMapCollider(map);
        for (int r = CHUNK - 4; r < CHUNK + 4; r++) {
            for (int c = CHUNK - 4; c < CHUNK + 4; c++) {
                assertEquals(fresh.columnTopMetres(c, r), collider.columnTopMetres(c, r), "column " + c + ", row " + r);
                assertEquals(fresh.wedgeFacing(c, r), collider.wedgeFacing(c, r), "column " + c + ", row " + r);
            }
        }
    }

    @Test
    void aCapsuleSlidingAlongAndAcrossChunkBordersMeetsNothing() {
        CollisionWorld world = Maps.world(Maps.flat(70, 70, 3));
        CollisionHit hit = new CollisionHit();
        double foot = 1.5 + CONTACT_METRES * 10;
        // Along the border line between chunk rows, and between chunk columns, both ways.
        assertFalse(world.sweepCapsule(0.5, foot, CHUNK, 0.3, 1.8, 1, 0, 0, 69, hit), String.valueOf(hit));
        assertFalse(world.sweepCapsule(69.5, foot, CHUNK, 0.3, 1.8, -1, 0, 0, 69, hit), String.valueOf(hit));
        assertFalse(world.sweepCapsule(CHUNK, foot, 0.5, 0.3, 1.8, 0, 0, 1, 69, hit), String.valueOf(hit));
        assertFalse(world.sweepCapsule(2 * CHUNK, foot, 69.5, 0.3, 1.8, 0, 0, -1, 69, hit), String.valueOf(hit));
        // Through the corner where four chunks meet, at a slant.
        assertFalse(world.sweepCapsule(20.5, foot, 26.5, 0.3, 1.8, 2, 0, 1, 30, hit), String.valueOf(hit));
        // Sinking onto the corner, it meets the top with an up normal.
        assertTrue(world.sweepCapsule(CHUNK, foot, CHUNK, 0.3, 1.8, 0, -1, 0, 1, hit));
        assertVector(0, 1, 0, hit);
        assertEquals(foot - 1.5, hit.distance(), CONTACT_METRES);
    }

    @Test
    void aRayDownOnTheCornerOfFourChunksHitsTheTop() {
        CollisionWorld world = Maps.world(Maps.flat(70, 70, 3));
        CollisionHit hit = new CollisionHit();
        assertTrue(world.raycast(CHUNK, 10, CHUNK, 0, -1, 0, 100, hit));
        assertEquals(1.5, hit.point().y(), ROUNDING_METRES);
        assertVector(0, 1, 0, hit);
        // A ray skimming along the border line just over the top meets nothing.
        assertFalse(world.raycast(0.5, 1.5 + 1e-9, CHUNK, 1, 0, 0, 69, hit), String.valueOf(hit));
    }

    @Test
    void aCharacterClimbsAStairAcrossAChunkBorderWithNoWallContactAndNeverDips() {
        // A stair at column 31 (chunk 0) rises east onto a terrace that starts at column 32 (chunk 1).
        String row = "g".repeat(CHUNK - 1) + "s" + "o".repeat(8);
        int[] heights = new int[row.length()];
        for (int c = CHUNK; c < row.length(); c++) {
            heights[c] = 1;
        }
        CollisionWorld world = Maps.world(Maps.strip(row, heights, 5));
        CharacterController c = CharacterWalkTest.spawn(world, CHUNK - 4.5, 0, 2.5);
        List<CharacterContact.Kind> seen = new ArrayList<>();
        c.setContactListener(contact -> seen.add(contact.kind()));
        double last = c.footY();
        for (int i = 0; i < 180; i++) {
            c.step(1.0 / 60, 2, 0);
            assertTrue(c.footY() >= last - ROUNDING_METRES, "dipped at step " + i + " to " + c.footY());
            assertTrue(c.isGrounded(), "step " + i);
            last = c.footY();
        }
        assertTrue(c.footX() > CHUNK + 1, "crossed into chunk 1 at " + c.footX());
        assertEquals(0.5 + SKIN, c.footY(), ROUNDING_METRES);
        assertFalse(seen.contains(CharacterContact.Kind.WALL), seen.toString());
    }

    private static void assertVector(double x, double y, double z, CollisionHit hit) {
        assertEquals(x, hit.normal().x(), NORMAL, String.valueOf(hit));
        assertEquals(y, hit.normal().y(), NORMAL, String.valueOf(hit));
        assertEquals(z, hit.normal().z(), NORMAL, String.valueOf(hit));
    }
}
