package dev.loam.physics;

import static dev.loam.testkit.Tolerances.CONTACT_METRES;
import static dev.loam.testkit.Tolerances.NORMAL;
import static dev.loam.testkit.Tolerances.ROUNDING_METRES;
import static dev.loam.testkit.Tolerances.TERRAIN_AGREEMENT_METRES;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainHit;
import dev.loam.terrain.TerrainRect;
import java.util.Optional;
import java.util.Random;
import org.joml.Matrix4d;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** Tests for {@link TerrainCollider}: agreement with the terrain's own queries, holes, chunks and edits. */
class TerrainColliderTest {
    private static final int SAMPLES = 4000;

    @Test
    void surfaceHeightAgreesWithTheTerrainsHeightAtOnRandomPointsEdgesAndHolesIncluded() {
        Terrain terrain = Terrains.bumpy(70, 16);
        CollisionWorld world = new CollisionWorld().add(new TerrainCollider(terrain));
        Random random = new Random(61);
        double x0 = terrain.originX(), z0 = terrain.originZ(), size = terrain.cellsX() * terrain.cellSize();
        for (int k = 0; k < SAMPLES; k++) {
            double x = x0 - 1 + random.nextDouble() * (size + 2), z = z0 - 1 + random.nextDouble() * (size + 2);
            assertAgrees(terrain, world, x, z);
        }
        // Vertices, cell edges, diagonals and chunk seams, where a point could fall either way.
        for (int j = 0; j <= terrain.cellsZ(); j++) {
            for (int i = 0; i <= terrain.cellsX(); i++) {
                double x = x0 + i * terrain.cellSize(), z = z0 + j * terrain.cellSize();
                assertAgrees(terrain, world, x, z);
                assertAgrees(terrain, world, x + 0.25 * terrain.cellSize(), z + 0.25 * terrain.cellSize());
                assertAgrees(terrain, world, x + 0.5 * terrain.cellSize(), z);
            }
        }
    }

    private static void assertAgrees(Terrain terrain, CollisionWorld world, double x, double z) {
        double expected = terrain.heightAt(x, z);
        double actual = world.surfaceHeight(x, z);
        if (Double.isNaN(expected)) {
            assertEquals(Double.NEGATIVE_INFINITY, actual, () -> "no surface at " + x + ", " + z);
        } else {
            assertEquals(expected, actual, TERRAIN_AGREEMENT_METRES, () -> "surface at " + x + ", " + z);
        }
    }

    @Test
    void raycastsAgreeWithTheTerrainsRaycastOnRandomRays() {
        Terrain terrain = Terrains.bumpy(70, 16);
        TerrainCollider collider = new TerrainCollider(terrain);
        CollisionWorld world = new CollisionWorld().add(collider);
        CollisionHit hit = new CollisionHit();
        Random random = new Random(62);
        double x0 = terrain.originX(), z0 = terrain.originZ(), size = terrain.cellsX() * terrain.cellSize();
        int hits = 0, misses = 0;
        for (int k = 0; k < SAMPLES; k++) {
            double ox = x0 - 5 + random.nextDouble() * (size + 10), oz = z0 - 5 + random.nextDouble() * (size + 10);
            double oy = terrain.originY() + 4 + random.nextDouble() * 10;
            double dx = random.nextGaussian(), dy = -0.05 - random.nextDouble(), dz = random.nextGaussian();
            double len = Math.sqrt(dx * dx + dy * dy + dz * dz);
            dx /= len;
            dy /= len;
            dz /= len;
            double max = 5 + random.nextDouble() * 60;
            Optional<TerrainHit> expected = terrain.raycast(ox, oy, oz, dx, dy, dz, max);
            boolean actual = world.raycast(ox, oy, oz, dx, dy, dz, max, hit);
            String ray = "ray from " + ox + ", " + oy + ", " + oz + " along " + dx + ", " + dy + ", " + dz;
            assertEquals(expected.isPresent(), actual, ray);
            if (expected.isEmpty()) {
                misses++;
                continue;
            }
            hits++;
            TerrainHit e = expected.get();
            assertEquals(e.distance(), hit.distance(), TERRAIN_AGREEMENT_METRES, ray);
            assertEquals(e.x(), hit.point().x(), TERRAIN_AGREEMENT_METRES, ray);
            assertEquals(e.y(), hit.point().y(), TERRAIN_AGREEMENT_METRES, ray);
            assertEquals(e.z(), hit.point().z(), TERRAIN_AGREEMENT_METRES, ray);
            // The terrain's normal faces up; a hit's faces the caster, so a ray that entered through
            // the terrain's side, under its edge, meets the surface from below with the normal turned.
            double facing = e.normalX() * dx + e.normalY() * dy + e.normalZ() * dz > 0 ? -1 : 1;
            assertEquals(facing * e.normalX(), hit.normal().x(), NORMAL, ray);
            assertEquals(facing * e.normalY(), hit.normal().y(), NORMAL, ray);
            assertEquals(facing * e.normalZ(), hit.normal().z(), NORMAL, ray);
            assertSame(collider, hit.collider());
            assertEquals(e.cellI(), hit.column(), ray);
            assertEquals(e.cellJ(), hit.row(), ray);
        }
        assertTrue(hits > SAMPLES / 5 && misses > SAMPLES / 5, hits + " hits, " + misses + " misses");
    }

    @Test
    void shortRaysOverOneCellMeetWhatTheChunksOwnWalkMeetsWhateverTheChunkSize() {
        // A wheel's ray, down a suspension, mostly stays over one cell, which the collider tests
        // without a walk; chunks of 16 cells find their chunk by shifts, chunks of 12 by division.
        for (int chunkCells : new int[] {16, 12}) {
            Terrain terrain = Terrains.bumpy(70, chunkCells);
            TerrainCollider collider = new TerrainCollider(terrain);
            CollisionWorld world = new CollisionWorld().add(collider);
            CollisionHit hit = new CollisionHit(), walked = new CollisionHit();
            Random random = new Random(63 + chunkCells);
            double x0 = terrain.originX(), z0 = terrain.originZ(), size = terrain.cellsX() * terrain.cellSize();
            int hits = 0, misses = 0;
            for (int k = 0; k < SAMPLES; k++) {
                double ox = x0 - 0.5 + random.nextDouble() * (size + 1), oz = z0 - 0.5 + random.nextDouble() * (size + 1);
                double ground = world.surfaceHeight(ox, oz);
                double oy = (ground == Double.NEGATIVE_INFINITY ? terrain.originY() : ground) + 0.1 + random.nextDouble();
                double dx = 0.15 * random.nextGaussian(), dy = -1, dz = 0.15 * random.nextGaussian();
                double len = Math.sqrt(dx * dx + dy * dy + dz * dz);
                dx /= len;
                dy /= len;
                dz /= len;
                double max = 0.2 + random.nextDouble() * 1.5;
                hit.clear();
                boolean actual = collider.raycast(ox, oy, oz, dx, dy, dz, max, hit);
                // The same ray through the chunks' own walks, each over its quads, nearest kept.
                walked.clear();
                for (int cz = 0; cz < collider.chunksZ(); cz++) {
                    for (int cx = 0; cx < collider.chunksX(); cx++) {
                        collider.chunk(cx, cz).raycast(ox, oy, oz, dx, dy, dz, max, walked);
                    }
                }
                String ray = chunkCells + "-cell chunks: ray from " + ox + ", " + oy + ", " + oz + " along " + dx + ", "
                        + dy + ", " + dz + " for " + max;
                assertEquals(walked.hasHit(), actual, ray);
                if (!actual) {
                    misses++;
                    continue;
                }
                hits++;
                assertEquals(walked.distance(), hit.distance(), ray);
                assertEquals(walked.point(), hit.point(), ray);
                assertEquals(walked.normal(), hit.normal(), ray);
                assertEquals(walked.column(), hit.column(), ray);
                assertEquals(walked.row(), hit.row(), ray);
                assertSame(collider, hit.collider());
            }
            assertTrue(hits > SAMPLES / 2 && misses > SAMPLES / 50, chunkCells + ": " + hits + " hits, " + misses
                    + " misses");
        }
    }

    @Test
    void aHeightfieldSplitsEachQuadAlongTheTerrainsDiagonal() {
        // One cell raised at d only: the diagonal a–d decides which half is flat.
        float[] h = {0, 0, 0, 1};
        Terrain terrain = Terrain.builder(2, 2, 1).heights(h).build();
        HeightfieldCollider field = new HeightfieldCollider(2, 2, 1, 1, 0, 0, 0, new double[] {0, 0, 0, 1}, null);
        CollisionWorld world = new CollisionWorld().add(field);
        CollisionWorld terrainWorld = new CollisionWorld().add(new TerrainCollider(terrain));
        double[][] points = {{0.75, 0.25}, {0.25, 0.75}, {0.5, 0.5}, {0.9, 0.1}, {0.1, 0.9}, {1, 0}, {0, 1}};
        for (double[] p : points) {
            assertEquals(terrain.heightAt(p[0], p[1]), world.surfaceHeight(p[0], p[1]), ROUNDING_METRES);
            assertEquals(terrain.heightAt(p[0], p[1]), terrainWorld.surfaceHeight(p[0], p[1]), ROUNDING_METRES);
        }
        assertEquals(0.25, world.surfaceHeight(0.75, 0.25), ROUNDING_METRES);
    }

    @Test
    void aHoleLetsARayThroughToWhatLiesUnder() {
        Terrain terrain = Terrains.plane(20, 20, 1, 0, 32).toBuilder().origin(0, 5, 0).holes(holes(19, 4, 6))
                .build();
        HeightfieldCollider floor = new HeightfieldCollider(2, 2, 40, 40, -10, 0, -10, new double[4], null);
        CollisionWorld world = new CollisionWorld().add(new TerrainCollider(terrain)).add(floor);
        CollisionHit hit = new CollisionHit();
        assertTrue(world.raycast(7, 10, 7, 0, -1, 0, 100, hit));
        assertSame(floor, hit.collider(), "the ray passed through the hole");
        assertEquals(10, hit.distance(), ROUNDING_METRES);
        assertTrue(world.raycast(2, 10, 2, 0, -1, 0, 100, hit));
        assertEquals(5, hit.distance(), ROUNDING_METRES);
        assertEquals(0, world.surfaceHeight(7, 7), ROUNDING_METRES);
    }

    /** Holes over cells [first, first + size) both ways of a {@code cells × cells} grid. */
    static byte[] holes(int cells, int first, int size) {
        byte[] holes = new byte[cells * cells];
        for (int j = first; j < first + size; j++) {
            for (int i = first; i < first + size; i++) {
                holes[j * cells + i] = 1;
            }
        }
        return holes;
    }

    @Test
    void theColliderStandsAtTheTerrainsOriginOrWhereAnInstancePutsIt() {
        Terrain terrain = Terrains.bumpy(40, 16);
        Matrix4d instance = new Matrix4d().translation(10, 2, -3).rotateY(Math.toRadians(90));
        TerrainCollider moved = new TerrainCollider(terrain, instance, true);
        Vector3d origin = terrain.instanceOrigin(instance, new Vector3d());
        assertEquals(origin.x, moved.originX(), ROUNDING_METRES);
        assertEquals(origin.y, moved.originY(), ROUNDING_METRES);
        assertEquals(origin.z, moved.originZ(), ROUNDING_METRES);
        CollisionWorld world = new CollisionWorld().add(moved);
        double ox = origin.x - terrain.originX(), oy = origin.y - terrain.originY(), oz = origin.z - terrain.originZ();
        Random random = new Random(63);
        for (int k = 0; k < 500; k++) {
            double x = terrain.originX() + random.nextDouble() * 19.5, z = terrain.originZ() + random.nextDouble() * 19.5;
            double expected = terrain.heightAt(x, z);
            double actual = world.surfaceHeight(x + ox, z + oz);
            if (Double.isNaN(expected)) {
                assertEquals(Double.NEGATIVE_INFINITY, actual);
            } else {
                assertEquals(expected + oy, actual, TERRAIN_AGREEMENT_METRES);
            }
        }
    }

    @Test
    void aCapsuleSweptDownRestsItsRadiusOverTheTerrain() {
        Terrain terrain = Terrains.plane(40, 40, 1, 0, 8).toBuilder().origin(0, 2, 0).build();
        TerrainCollider collider = new TerrainCollider(terrain);
        CollisionWorld world = new CollisionWorld().add(collider);
        CollisionHit hit = new CollisionHit();
        // Over the corner of four chunks.
        assertTrue(world.sweepCapsule(8, 12, 8, 0.3, 1.8, 0, -1, 0, 100, hit));
        assertEquals(10, hit.distance(), CONTACT_METRES);
        assertEquals(1, hit.normal().y(), NORMAL);
        assertSame(collider, hit.collider());
    }

    // ---- chunks and edits ---------------------------------------------------------------------

    @Test
    void aTerrainIsCutIntoOneHeightfieldPerChunkSmallerAtItsFarEdges() {
        Terrain terrain = Terrains.bumpy(70, 32); // 69 cells: chunks of 32, 32 and 5
        TerrainCollider collider = new TerrainCollider(terrain);
        assertEquals(3, collider.chunksX());
        assertEquals(3, collider.chunksZ());
        assertEquals(9, collider.loadedChunks());
        assertEquals(33, collider.chunk(0, 0).sampleColumns());
        assertEquals(6, collider.chunk(2, 1).sampleColumns());
        assertEquals(33, collider.chunk(2, 1).sampleRows());
        assertEquals(terrain.height(64, 40), collider.chunk(2, 1).heights()[(40 - 32) * 6 + 0], 0);
        assertTrue(collider.chunk(0, 0).isHole(5, 3));
    }

    @Test
    void anEditOfHeightsRebuildsOnlyTheChunksItTouches() {
        Terrain terrain = Terrains.plane(97, 97, 1, 0.1, 32); // 3 × 3 chunks
        TerrainCollider collider = new TerrainCollider(terrain);
        CollisionWorld world = new CollisionWorld().add(collider);
        assertEquals(0, world.update());

        edit(terrain, new TerrainRect(5, 5, 4, 4)); // inside chunk (0, 0)
        assertEquals(32 * 32, world.update(), "the cells of one chunk");
        assertEquals(1, collider.lastRebuiltChunks());

        edit(terrain, new TerrainRect(30, 5, 3, 3)); // vertex column 32 is the seam of chunks (0, 0) and (1, 0)
        assertEquals(2, collider.update());

        edit(terrain, new TerrainRect(32, 64, 1, 1)); // the corner of four chunks
        assertEquals(4, collider.update());

        edit(terrain, new TerrainRect(33, 33, 30, 30)); // inside chunk (1, 1): its last vertex row and column are 64
        assertEquals(1, collider.update());

        edit(terrain, new TerrainRect(10, 40, 2, 2)); // two edits of one chunk rebuild it once
        edit(terrain, new TerrainRect(12, 50, 2, 2));
        assertEquals(1, collider.update());

        assertTrue(terrain.setSplat(new TerrainRect(0, 0, 4, 4), new byte[64]).isEmpty());
        assertEquals(0, collider.update(), "splat is no business of the collider");

        assertTrue(terrain.setHoles(new TerrainRect(31, 70, 2, 1), new byte[] {1, 1}).isEmpty());
        assertEquals(2, collider.update(), "hole cells 31 and 32 lie in chunks (0, 2) and (1, 2)");
        assertEquals(Double.NEGATIVE_INFINITY, world.surfaceHeight(31.5, 70.5));

        assertEquals(0, collider.update());
        assertCollidersEqual(new TerrainCollider(terrain), collider);
    }

    @Test
    void anIncrementalColliderEqualsAFreshOneAfterManyRandomEdits() {
        Terrain terrain = Terrains.bumpy(70, 16);
        TerrainCollider collider = new TerrainCollider(terrain);
        Random random = new Random(64);
        for (int round = 0; round < 20; round++) {
            for (int e = 0; e < 3; e++) {
                int w = 1 + random.nextInt(16), d = 1 + random.nextInt(16);
                int i = random.nextInt(70 - w + 1), j = random.nextInt(70 - d + 1);
                if (random.nextInt(4) == 0) {
                    int cw = Math.min(w, 69 - Math.min(i, 68)), cd = Math.min(d, 69 - Math.min(j, 68));
                    byte[] cells = new byte[cw * cd];
                    for (int k = 0; k < cells.length; k++) {
                        cells[k] = (byte) random.nextInt(2);
                    }
                    assertTrue(terrain.setHoles(new TerrainRect(Math.min(i, 68), Math.min(j, 68), cw, cd), cells)
                            .isEmpty());
                } else {
                    float[] h = new float[w * d];
                    for (int k = 0; k < h.length; k++) {
                        h[k] = (float) (random.nextDouble() * 6 - 3);
                    }
                    assertTrue(terrain.setHeights(new TerrainRect(i, j, w, d), h).isEmpty());
                }
            }
            collider.update();
            assertCollidersEqual(new TerrainCollider(terrain), collider);
        }
    }

    @Test
    void whenTheHistoryNoLongerReachesBackEveryLoadedChunkIsRebuilt() {
        Terrain terrain = Terrains.planeBuilder(97, 97, 1, 0.1, 32).historyCapacity(2).build();
        TerrainCollider collider = new TerrainCollider(terrain);
        collider.freeChunk(2, 2);
        for (int k = 0; k < 3; k++) {
            edit(terrain, new TerrainRect(5 + k, 5, 2, 2));
        }
        assertEquals(8, collider.update(), "every loaded chunk");
        assertNull(collider.chunk(2, 2));
        collider.loadChunk(2, 2);
        assertCollidersEqual(new TerrainCollider(terrain), collider);
    }

    @Test
    void aFreedChunkHasNoColliderUntilLoadedAgainAndThenShowsEditsMadeMeanwhile() {
        Terrain terrain = Terrains.plane(65, 33, 1, 0, 32);
        TerrainCollider collider = new TerrainCollider(terrain, false);
        CollisionWorld world = new CollisionWorld().add(collider);
        assertEquals(0, collider.loadedChunks());
        assertEquals(Double.NEGATIVE_INFINITY, world.surfaceHeight(40, 10));
        collider.loadChunk(1, 0);
        assertEquals(0, world.surfaceHeight(40, 10), ROUNDING_METRES);
        assertTrue(collider.freeChunk(1, 0));
        assertFalse(collider.freeChunk(1, 0));
        assertFalse(world.raycast(40, 10, 10, 0, -1, 0, 100, new CollisionHit()));
        assertTrue(terrain.setHeights(new TerrainRect(40, 10, 1, 1), new float[] {3}).isEmpty());
        assertEquals(0, collider.update(), "a freed chunk does not follow the terrain");
        collider.loadChunk(1, 0);
        assertEquals(3, world.surfaceHeight(40, 10), ROUNDING_METRES);
    }

    private static void edit(Terrain terrain, TerrainRect rect) {
        float[] h = new float[rect.area()];
        for (int k = 0; k < h.length; k++) {
            h[k] = 1.5f + (k % 3);
        }
        assertTrue(terrain.setHeights(rect, h).isEmpty());
    }

    static void assertCollidersEqual(TerrainCollider fresh, TerrainCollider incremental) {
        assertEquals(fresh.loadedChunks(), incremental.loadedChunks());
        for (int cz = 0; cz < fresh.chunksZ(); cz++) {
            for (int cx = 0; cx < fresh.chunksX(); cx++) {
                HeightfieldCollider a = fresh.chunk(cx, cz), b = incremental.chunk(cx, cz);
                String where = "chunk " + cx + ", " + cz;
                assertArrayEquals(a.heights(), b.heights(), 0, where);
                for (int r = 0; r < a.sampleRows() - 1; r++) {
                    for (int c = 0; c < a.sampleColumns() - 1; c++) {
                        assertEquals(a.isHole(c, r), b.isHole(c, r), where + ", quad " + c + ", " + r);
                    }
                }
            }
        }
    }
}
