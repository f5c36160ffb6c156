package dev.loam.physics;

import static dev.loam.testkit.Tolerances.CONTACT_METRES;
import static dev.loam.testkit.Tolerances.NORMAL;
import static dev.loam.testkit.Tolerances.ROUNDING_METRES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockMap;
import org.joml.Vector3dc;
import org.junit.jupiter.api.Test;

/**
 * Tests for a map's {@link BlockMapCollider} and its chunks' {@link VoxelCollider}s: columns,
 * wedges, walls, water, void, casts and per-column rebuilds.
 */
class VoxelColliderTest {
    private static final Authority AUTHORITY = Authority.create("test");

    private static void assertVector(double x, double y, double z, Vector3dc v, double tolerance) {
        assertEquals(x, v.x(), tolerance, "x of " + v);
        assertEquals(y, v.y(), tolerance, "y of " + v);
        assertEquals(z, v.z(), tolerance, "z of " + v);
    }

    @Test
    void rayDownHitsTheCellTopWithAnUpNormalAndNamesTheCell() {
        CollisionWorld world = Maps.world(Maps.flat(3, 3, 2));
        CollisionHit hit = new CollisionHit();
        assertTrue(world.raycast(1.5, 10, 2.25, 0, -1, 0, 100, hit));
        assertVector(1.5, 1.0, 2.25, hit.point(), ROUNDING_METRES);
        assertVector(0, 1, 0, hit.normal(), NORMAL);
        assertEquals(9, hit.distance(), ROUNDING_METRES);
        assertEquals(1, hit.column());
        assertEquals(2, hit.row());
    }

    @Test
    void waterIsNeverSolidSoARayReachesItsBed() {
        CollisionWorld world = Maps.world(Maps.strip("gwg", new int[] {2, -2, 2}, 1));
        CollisionHit hit = new CollisionHit();
        assertTrue(world.raycast(1.5, 5, 0.5, 0, -1, 0, 100, hit));
        assertEquals(-1.0, hit.point().y(), ROUNDING_METRES);
        assertEquals(1, hit.column());
    }

    @Test
    void aVoidCellHasNoCollider() {
        CollisionWorld world = Maps.world(Maps.strip("g.g", new int[] {2, 0, 2}, 1));
        CollisionHit hit = new CollisionHit();
        assertFalse(world.raycast(1.5, 5, 0.5, 0, -1, 0, 100, hit));
        assertFalse(hit.hasHit());
        assertNull(hit.collider());
    }

    @Test
    void aSidewaysRayHitsATallerColumnsFaceWithItsOutwardNormal() {
        CollisionWorld world = Maps.world(Maps.strip("gggg", new int[] {0, 0, 6, 0}, 1));
        CollisionHit hit = new CollisionHit();
        assertTrue(world.raycast(0.25, 1.0, 0.5, 1, 0, 0, 100, hit));
        assertVector(2.0, 1.0, 0.5, hit.point(), ROUNDING_METRES);
        assertVector(-1, 0, 0, hit.normal(), NORMAL);
        assertEquals(2, hit.column());
    }

    @Test
    void aBlockedBlockStandsAFourMetreWallOverItsTop() {
        CollisionWorld world = Maps.world(Maps.strip("gBg", new int[] {0, 2, 0}, 1));
        CollisionHit hit = new CollisionHit();
        assertTrue(world.raycast(1.5, 20, 0.5, 0, -1, 0, 100, hit));
        assertEquals(1.0 + 4.0, hit.point().y(), ROUNDING_METRES);
    }

    @Test
    void aStairIsAWedgeRisingOneStepTowardItsFacing() {
        BlockMap map = Maps.strip("gsoo", new int[] {0, 0, 1, 1}, 1);
        BlockMapCollider collider = new BlockMapCollider(map);
        assertEquals(BlockFacing.EAST, collider.wedgeFacing(1, 0));
        CollisionWorld world = new CollisionWorld().add(collider);
        CollisionHit hit = new CollisionHit();
        assertTrue(world.raycast(1.25, 5, 0.5, 0, -1, 0, 100, hit));
        assertEquals(0.125, hit.point().y(), ROUNDING_METRES);
        double n = Math.sqrt(1.25);
        assertVector(-0.5 / n, 1 / n, 0, hit.normal(), NORMAL);
        assertEquals(0.5 * 0.9, world.surfaceHeight(1.9, 0.5), ROUNDING_METRES);
    }

    @Test
    void aRayFromUnderTheMapHitsItsBase() {
        BlockMap map = Maps.flat(2, 2, 0);
        CollisionWorld world = Maps.world(map);
        CollisionHit hit = new CollisionHit();
        assertTrue(world.raycast(0.5, -10, 0.5, 0, 1, 0, 100, hit));
        assertEquals(map.baseMetres(), hit.point().y(), ROUNDING_METRES);
        assertVector(0, -1, 0, hit.normal(), NORMAL);
    }

    @Test
    void aCapsuleSweptAtAWallStopsARadiusShortWithAHorizontalNormal() {
        CollisionWorld world = Maps.world(Maps.strip("ggggggBggg", new int[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 3));
        CollisionHit hit = new CollisionHit();
        assertTrue(world.sweepCapsule(1.5, 0.01, 1.5, 0.3, 1.8, 1, 0, 0, 20, hit));
        assertEquals(6 - 0.3 - 1.5, hit.distance(), CONTACT_METRES);
        assertVector(-1, 0, 0, hit.normal(), NORMAL);
        assertEquals(6, hit.column());
        assertEquals(1, hit.row());
        assertEquals(6.0, hit.point().x(), CONTACT_METRES);
    }

    @Test
    void aCapsuleSlidingAcrossCellAndChunkSeamsMeetsNothing() {
        BlockMap map = Maps.flat(70, 70, 3);
        CollisionWorld world = Maps.world(map);
        CollisionHit hit = new CollisionHit();
        double hover = CONTACT_METRES * 10;
        double restingFoot = 1.5 + hover;
        assertFalse(world.sweepCapsule(0.5, restingFoot, 31.0, 0.3, 1.8, 1, 0, 0, 69, hit), String.valueOf(hit));
        assertFalse(world.sweepCapsule(0.5, restingFoot, 0.5, 0.3, 1.8, 1, 0, 1, 95, hit), String.valueOf(hit));
        assertTrue(world.sweepCapsule(0.5, restingFoot, 31.0, 0.3, 1.8, 1, -0.01, 0, 69, hit));
        assertVector(0, 1, 0, hit.normal(), NORMAL);
    }

    @Test
    void anEditRebuildsOnlyTheColumnItTouched() {
        BlockMap map = Maps.flat(10, 10, 2);
        CollisionWorld world = Maps.world(map);
        BlockMapCollider collider = new BlockMapCollider(map);
        assertTrue(map.setCell(AUTHORITY, BlockCellEdit.height(5, 5, 6)).isEmpty());
        assertEquals(1, collider.update());
        assertEquals(3.0, collider.columnTopMetres(5, 5), ROUNDING_METRES);
        world.update();
        CollisionHit hit = new CollisionHit();
        assertTrue(world.raycast(5.5, 10, 5.5, 0, -1, 0, 100, hit));
        assertEquals(3.0, hit.point().y(), ROUNDING_METRES);
        assertEquals(0, collider.update());
    }

    @Test
    void anIncrementalRebuildEqualsAFreshBuildAfterManyEdits() {
        BlockMap map = Maps.strip("gggsoooggggg", new int[] {2, 2, 2, 2, 3, 3, 3, 2, 2, 2, 2, 2}, 12);
        BlockMapCollider collider = new BlockMapCollider(map);
        long s = 7;
        for (int i = 0; i < 400; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            int c = (int) ((s >>> 33) % 12), r = (int) ((s >>> 45) % 12);
            int h = 1 + (int) ((s >>> 20) % 4);
            char sym = "gow.".charAt((int) ((s >>> 13) & 3));
            map.setCell(AUTHORITY, BlockCellEdit.of(c, r, sym, h));
            if (i % 7 == 0) {
                collider.update();
            }
        }
        collider.update();
        BlockMapCollider fresh = new BlockMapCollider(map);
        for (int r = 0; r < 12; r++) {
            for (int c = 0; c < 12; c++) {
                assertEquals(fresh.columnTopMetres(c, r), collider.columnTopMetres(c, r), "column " + c + ", row " + r);
                assertEquals(fresh.wedgeFacing(c, r), collider.wedgeFacing(c, r), "column " + c + ", row " + r);
                assertEquals(fresh.isSolid(c, r), collider.isSolid(c, r));
            }
        }
    }

    @Test
    void anEditBesideAStairRebuildsTheEditedColumnAndTheStairOnly() {
        BlockMap map = Maps.strip("gsoo", new int[] {0, 0, 1, 1}, 3);
        BlockMapCollider collider = new BlockMapCollider(map);
        assertTrue(map.setCell(AUTHORITY, BlockCellEdit.height(0, 1, -1)).isEmpty());
        assertEquals(2, collider.update(), "the edited column and the stair beside it");
        assertEquals(-0.5, collider.columnTopMetres(0, 1), ROUNDING_METRES);
        assertEquals(BlockFacing.EAST, collider.wedgeFacing(1, 1));
        assertTrue(map.setCell(AUTHORITY, BlockCellEdit.height(3, 1, 2)).isEmpty());
        assertEquals(1, collider.update(), "no stair beside column 3");
    }
}
