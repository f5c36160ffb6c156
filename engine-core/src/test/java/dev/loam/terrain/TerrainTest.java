package dev.loam.terrain;

import static dev.loam.terrain.TerrainFixtures.EPS;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.joml.Matrix4d;
import org.joml.Vector3d;
import org.joml.Vector3f;
import org.junit.jupiter.api.Test;

/** The terrain model: its checks, queries over the documented diagonal, instances, chunks and edits. */
class TerrainTest {
    @Test
    void resolutionUnderTwoIsRefusedNamingTheKey() {
        TerrainFormatException x = assertThrows(TerrainFormatException.class, () -> Terrain.builder(1, 5, 1).build());
        assertEquals("resolution[0]", x.path());
        TerrainFormatException z = assertThrows(TerrainFormatException.class, () -> Terrain.builder(5, 0, 1).build());
        assertEquals("resolution[1]", z.path());
    }

    @Test
    void moreThanFourLayersIsRefusedNamingTheFifth() {
        List<TerrainLayer> five = List.of(TerrainLayer.of("a"), TerrainLayer.of("b"), TerrainLayer.of("c"),
                TerrainLayer.of("d"), TerrainLayer.of("e"));
        TerrainFormatException e = assertThrows(TerrainFormatException.class,
                () -> Terrain.builder(2, 2, 1).layers(five).build());
        assertEquals("layers[4]", e.path());
    }

    @Test
    void aNanHeightIsRefusedNamingItsIndexAndVertex() {
        float[] h = new float[9];
        h[5] = Float.NaN;
        TerrainFormatException e = assertThrows(TerrainFormatException.class,
                () -> Terrain.builder(3, 3, 1).heights(h).build());
        assertEquals("heights[5]", e.path());
        assertTrue(e.getMessage().contains("vertex (2, 1)"), e.getMessage());
    }

    @Test
    void wrongBulkLengthsAndCellSizeAreRefusedNamingTheKey() {
        assertEquals("heights", assertThrows(TerrainFormatException.class,
                () -> Terrain.builder(3, 3, 1).heights(new float[8]).build()).path());
        assertEquals("splat", assertThrows(TerrainFormatException.class,
                () -> Terrain.builder(3, 3, 1).splat(new byte[35]).build()).path());
        assertEquals("holes", assertThrows(TerrainFormatException.class,
                () -> Terrain.builder(3, 3, 1).holes(new byte[9]).build()).path());
        assertEquals("cell_size", assertThrows(TerrainFormatException.class, () -> Terrain.builder(3, 3, 0).build()).path());
        assertEquals("chunk_cells", assertThrows(TerrainFormatException.class,
                () -> Terrain.builder(3, 3, 1).chunkCells(0).build()).path());
        assertEquals("origin[1]", assertThrows(TerrainFormatException.class,
                () -> Terrain.builder(3, 3, 1).origin(0, Double.NaN, 0).build()).path());
    }

    @Test
    void layerDefaultsAreTheSpecs() {
        TerrainLayer l = TerrainLayer.of("grass");
        assertEquals(256, l.tile());
        assertEquals(0, l.detile());
        assertEquals(0.5, l.detileSharpen());
        assertEquals("detile", assertThrows(TerrainFormatException.class, () -> new TerrainLayer("g", 1, 1.5, 0)).path());
    }

    @Test
    void vertexHeightsSitAtOriginPlusCellOffsets() {
        Terrain t = TerrainFixtures.ramp();
        for (int j = 0; j < 4; j++) {
            for (int i = 0; i < 5; i++) {
                assertEquals(1 + i + 10 * j, t.heightAt(10 + 2 * i, -4 + 2 * j), EPS);
            }
        }
        assertTrue(Double.isNaN(t.heightAt(9.99, 0)));
        assertTrue(Double.isNaN(t.heightAt(12, 2.01)));
    }

    @Test
    void aCellSplitsAlongTheDiagonalFromItsFirstCornerToTheOpposite() {
        // Corners a=0, b=4, c=0, d=0: on triangle (a, d, b) the height rises towards b; on (a, c, d) it is flat.
        float[] h = {0, 4, 0, 0};
        Terrain t = Terrain.builder(2, 2, 1).heights(h).build();
        assertEquals(4 * (0.75 - 0.25), t.heightAt(0.75, 0.25), EPS);
        assertEquals(0, t.heightAt(0.25, 0.75), EPS);
        assertEquals(0, t.heightAt(0.5, 0.5), EPS);
        Vector3d n = t.normalAt(0.25, 0.75, new Vector3d());
        assertEquals(1, n.y, EPS);
    }

    @Test
    void theNormalIsTheTrianglesFaceNormalAndSlopeItsAngle() {
        float[] h = {0, 1, 0, 1};
        Terrain t = Terrain.builder(2, 2, 1).heights(h).build();
        Vector3d n = t.normalAt(0.6, 0.3, new Vector3d());
        assertEquals(-Math.sqrt(0.5), n.x, EPS);
        assertEquals(Math.sqrt(0.5), n.y, EPS);
        assertEquals(0, n.z, EPS);
        assertEquals(45, t.slopeDegreesAt(0.6, 0.3), 1e-9);
        assertEquals(45, t.slopeDegreesAt(0.3, 0.6), 1e-9);
    }

    @Test
    void splatIsNormalisedOnBuildAndAllZeroMeansLayerZero() {
        byte[] s = new byte[16];
        s[4] = 1;
        s[5] = 1;
        s[8 + 2] = 10;
        Terrain t = Terrain.builder(2, 2, 1).layers(List.of(TerrainLayer.of("a"), TerrainLayer.of("b"),
                TerrainLayer.of("c"))).splat(s).build();
        assertEquals(255, t.splatWeight(0, 0, 0));
        assertEquals(128, t.splatWeight(1, 0, 0));
        assertEquals(127, t.splatWeight(1, 0, 1));
        assertEquals(255, t.splatWeight(0, 1, 2));
        double[] w = t.splatAt(0, 1, new double[4]);
        assertArrayEquals(new double[] {0, 0, 1, 0}, w, EPS);
        assertEquals(2, t.dominantLayerAt(0, 0.9));
        assertEquals(0, t.dominantLayerAt(0.1, 0));
    }

    @Test
    void normalisingTwiceChangesNothing() {
        byte[] entry = {7, 3, (byte) 200, 1};
        byte[] once = TerrainSplat.normaliseAll(entry);
        assertArrayEquals(once, TerrainSplat.normaliseAll(once));
        int sum = 0;
        for (byte b : once) {
            sum += b & 0xff;
        }
        assertEquals(255, sum);
    }

    @Test
    void aHoleHasNoHeightAndRaysFallThroughIt() {
        Terrain t = Terrain.builder(3, 2, 1).holes(new byte[] {0, 1}).build();
        assertTrue(t.isHoleAt(1.5, 0.5));
        assertFalse(t.isHoleAt(0.5, 0.5));
        assertTrue(Double.isNaN(t.heightAt(1.5, 0.5)));
        assertEquals(0, t.heightAt(0.5, 0.5), EPS);
        assertTrue(t.raycast(1.5, 10, 0.5, 0, -1, 0, 100).isEmpty());
        assertTrue(t.raycast(0.5, 10, 0.5, 0, -1, 0, 100).isPresent());
    }

    @Test
    void aRayStraightDownHitsTheHeightBelowIt() {
        Terrain t = TerrainFixtures.wavy(20, 3, 8);
        for (int k = 0; k < 200; k++) {
            double x = -3 + (k * 0.137) % 28.5;
            double z = 5 + (k * 0.291) % 28.5;
            Optional<TerrainHit> hit = t.raycast(x, 100, z, 0, -1, 0, 1000);
            assertTrue(hit.isPresent(), "at " + x + ", " + z);
            assertEquals(t.heightAt(x, z), hit.get().y(), TerrainFixtures.RAY_EPS);
            assertEquals(100 - t.heightAt(x, z), hit.get().distance(), TerrainFixtures.RAY_EPS);
        }
    }

    @Test
    void aSlantedRayHitsAPointOnTheSurfaceWithTheTrianglesNormal() {
        Terrain t = TerrainFixtures.wavy(24, 5, 8);
        for (int k = 0; k < 100; k++) {
            double angle = k * 0.7;
            Optional<TerrainHit> hit = t.raycast(10 + 20 * Math.cos(angle), 30, 20 + 20 * Math.sin(angle),
                    -Math.cos(angle), -2, -Math.sin(angle), 200);
            assertTrue(hit.isPresent());
            TerrainHit h = hit.get();
            assertEquals(t.heightAt(h.x(), h.z()), h.y(), TerrainFixtures.RAY_EPS);
            Vector3d n = t.normalAt(h.x(), h.z(), new Vector3d());
            assertEquals(n.y, h.normalY(), TerrainFixtures.RAY_EPS);
        }
    }

    @Test
    void aRayThatMissesTheGridOrFallsShortFindsNothing() {
        Terrain t = TerrainFixtures.ramp();
        assertTrue(t.raycast(0, 100, 0, 0, -1, 0, 1000).isEmpty());
        assertTrue(t.raycast(12, 100, 0, 0, -1, 0, 10).isEmpty());
        assertTrue(t.raycast(0, 100, 0, 1, 0, 0, 1000).isEmpty());
    }

    @Test
    void anInstanceMovesTheCentreByItsWholeTransformButNeverRotatesTheGrid() {
        Terrain t = Terrain.builder(5, 3, 2).origin(0, 0, 0).build(); // 8 x 4 units, centre (4, 0, 2)
        Matrix4d turn = new Matrix4d().rotateY(Math.PI / 2);
        Vector3d origin = t.instanceOrigin(turn, new Vector3d());
        // The centre (4, 0, 2) turned a quarter about Y goes to (2, 0, -4); the grid keeps its 8 x 4 extent.
        assertEquals(2 - 4, origin.x, 1e-12);
        assertEquals(-4 - 2, origin.z, 1e-12);
        Matrix4d moved = new Matrix4d().translate(100, 5, -7).rotateY(Math.PI / 2);
        Vector3d o2 = t.instanceOrigin(moved, new Vector3d());
        assertEquals(origin.x + 100, o2.x, 1e-12);
        assertEquals(5, o2.y, 1e-12);
        assertEquals(origin.z - 7, o2.z, 1e-12);
    }

    @Test
    void chunksCoverTheCellsAndTheLastOneMayBeSmaller() {
        Terrain t = TerrainFixtures.wavy(21, 1, 8); // 20 cells: chunks of 8, 8, 4
        assertEquals(3, t.chunksX());
        assertEquals(3, t.chunksZ());
        TerrainChunk last = t.chunk(2, 1);
        assertEquals(new TerrainChunk(2, 1, 16, 8, 4, 8), last);
        assertThrows(IndexOutOfBoundsException.class, () -> t.chunk(3, 0));
    }

    @Test
    void aHeightEditOnAChunkBorderReachesTheChunksWhoseNormalsItChanges() {
        Terrain t = TerrainFixtures.wavy(21, 1, 8);
        TerrainChange c = new TerrainChange.Heights(new TerrainRect(8, 3, 1, 1), new float[1], new float[1]);
        List<TerrainChunk> reached = t.chunksReachedBy(c);
        assertEquals(List.of(t.chunk(0, 0), t.chunk(1, 0)), reached);
        // A splat edit does not change normals: a vertex inside chunk 0 reaches only chunk 0.
        TerrainChange s = new TerrainChange.Splat(new TerrainRect(6, 3, 1, 1), new byte[4], new byte[4]);
        assertEquals(List.of(t.chunk(0, 0)), t.chunksReachedBy(s));
        // Vertex 7 feeds the normal of vertex 8, which chunk 1 draws.
        TerrainChange h7 = new TerrainChange.Heights(new TerrainRect(7, 3, 1, 1), new float[1], new float[1]);
        assertEquals(List.of(t.chunk(0, 0), t.chunk(1, 0)), t.chunksReachedBy(h7));
    }

    @Test
    void vertexNormalsChangeOnlyWithinTheReachChunksReachedByReports() {
        Terrain t = TerrainFixtures.wavy(21, 2, 4);
        Terrain before = t.copy();
        TerrainRect rect = new TerrainRect(9, 9, 2, 1);
        t.setHeights(rect, new float[] {50, -20});
        TerrainChange change = new TerrainChange.Heights(rect, new float[2], new float[2]);
        List<TerrainChunk> reached = t.chunksReachedBy(change);
        Vector3f a = new Vector3f();
        Vector3f b = new Vector3f();
        for (int j = 0; j < 21; j++) {
            for (int i = 0; i < 21; i++) {
                boolean differs = !t.vertexNormal(i, j, a).equals(before.vertexNormal(i, j, b))
                        || t.height(i, j) != before.height(i, j);
                if (differs) {
                    final int vi = i;
                    final int vj = j;
                    assertTrue(reached.stream().anyMatch(ch -> vi >= ch.firstI() && vi <= ch.endI() && vj >= ch.firstJ()
                            && vj <= ch.endJ()), "vertex " + i + ", " + j + " changed outside the reached chunks");
                }
            }
        }
    }

    @Test
    void anEditRecordsAChangeThatAReplicaAppliesAndItsInverseUndoes() {
        Terrain t = TerrainFixtures.ramp();
        Terrain replica = t.copy();
        Terrain original = t.copy();
        TerrainCursor cursor = t.cursor();
        assertTrue(t.setHeights(new TerrainRect(1, 1, 2, 2), new float[] {7, 8, 9, 10}).isEmpty());
        assertTrue(t.setSplat(new TerrainRect(0, 0, 1, 1), new byte[] {0, 5, 0, 0}).isEmpty());
        assertTrue(t.setHoles(new TerrainRect(3, 2, 1, 1), new byte[] {9}).isEmpty());
        List<TerrainChange> changes = new ArrayList<>();
        assertTrue(t.forEachChange(cursor, changes::add));
        assertEquals(3, changes.size());
        changes.forEach(replica::apply);
        assertTrue(replica.contentEquals(t));
        assertEquals(8, t.height(2, 1));
        assertEquals(255, t.splatWeight(0, 0, 1));
        assertTrue(t.isHole(3, 2));
        for (int k = changes.size() - 1; k >= 0; k--) {
            t.apply(changes.get(k).inverse());
        }
        for (int j = 0; j < 4; j++) {
            for (int i = 0; i < 5; i++) {
                assertEquals(original.height(i, j), t.height(i, j));
                assertEquals(255, t.splatWeight(i, j, 0));
            }
        }
        assertFalse(t.isHole(3, 2));
    }

    @Test
    void aRefusedEditWritesNothingAndRecordsNothing() {
        Terrain t = TerrainFixtures.ramp();
        Terrain before = t.copy();
        TerrainCursor cursor = t.cursor();
        assertEquals("rect", t.setHeights(new TerrainRect(4, 0, 2, 1), new float[2]).orElseThrow().key());
        assertEquals("values[1]", t.setHeights(new TerrainRect(0, 0, 2, 1), new float[] {1, Float.NaN}).orElseThrow().key());
        assertEquals("values", t.setHeights(new TerrainRect(0, 0, 2, 1), new float[3]).orElseThrow().key());
        assertEquals("weights", t.setSplat(new TerrainRect(0, 0, 1, 1), new byte[3]).orElseThrow().key());
        assertEquals("rect", t.setHoles(new TerrainRect(0, 0, 5, 1), new byte[5]).orElseThrow().key());
        assertTrue(t.contentEquals(before));
        assertEquals(cursor, t.cursor());
    }

    @Test
    void aCursorPastTheBoundedHistoryAsksForAFullRebuild() {
        Terrain t = TerrainFixtures.ramp().toBuilder().historyCapacity(2).build();
        TerrainCursor cursor = t.cursor();
        for (int k = 0; k < 3; k++) {
            t.setHeights(new TerrainRect(0, 0, 1, 1), new float[] {k});
        }
        List<TerrainChange> seen = new ArrayList<>();
        assertFalse(t.forEachChange(cursor, seen::add));
        assertTrue(seen.isEmpty());
    }
}
