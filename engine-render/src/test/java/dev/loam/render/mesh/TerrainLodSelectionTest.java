package dev.loam.render.mesh;

import static dev.loam.testkit.Tolerances.STORED_AS_FLOAT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.testkit.Allocation;
import java.util.Arrays;
import org.joml.FrustumIntersection;
import org.joml.Matrix4f;
import org.junit.jupiter.api.Test;

/**
 * CDLOD selection: every cell in view covered by exactly one patch, culled patches really out of
 * view, the morphed seams between levels closed, the 4097² benchmark view within its triangle
 * budget, edits reaching the tree's boxes, and a selection allocating nothing.
 */
class TerrainLodSelectionTest {
    /** Rolling hills, tens of metres high over a few hundred metres. */
    static float hills(int i, int j) {
        return (float) (30 * Math.sin(i * 0.013) * Math.cos(j * 0.011) + 6 * Math.sin(i * 0.07 + j * 0.05)
                + 1.5 * Math.cos(i * 0.31 - j * 0.27));
    }

    private static TerrainLodTree tree(int n, int leaf) {
        return new TerrainLodTree(n, n, 1, -10, 2, 5, leaf, TerrainLodSelectionTest::hills);
    }

    /** A fly camera's view-projection (yaw 0 looks toward −z, pitch down positive), as FlyCamera builds it. */
    static Matrix4f view(float x, float y, float z, float yawDegrees, float pitchDegrees, float aspect, float far) {
        double yaw = Math.toRadians(yawDegrees), pitch = Math.toRadians(pitchDegrees);
        float dx = (float) (Math.sin(yaw) * Math.cos(pitch)), dy = (float) -Math.sin(pitch),
                dz = (float) (-Math.cos(yaw) * Math.cos(pitch));
        return new Matrix4f().setPerspective((float) Math.toRadians(60), aspect, 0.1f, far)
                .lookAt(x, y, z, x + dx, y + dy, z + dz, 0, 1, 0);
    }

    /** How many selected patches cover each cell, row-major; the patch covering it in {@code owner}. */
    private static int[] cover(TerrainLodSelection s, int[] owner) {
        TerrainLodTree t = s.tree();
        int cx = t.resolutionX() - 1, cz = t.resolutionZ() - 1;
        int[] count = new int[cx * cz];
        Arrays.fill(owner, -1);
        for (int n = 0; n < s.count(); n++) {
            int side = s.patchSideCells(n);
            for (int j = s.cellZ(n); j < Math.min(cz, s.cellZ(n) + side); j++) {
                for (int i = s.cellX(n); i < Math.min(cx, s.cellX(n) + side); i++) {
                    count[j * cx + i]++;
                    owner[j * cx + i] = n;
                }
            }
        }
        return count;
    }

    @Test
    void withoutAFrustumEveryCellIsCoveredByExactlyOnePatch() {
        for (int n : new int[] {257, 300, 65, 2}) {
            TerrainLodTree t = n == 2 ? new TerrainLodTree(2, 2, 1, 0, 0, 0, 8, (i, j) -> 0) : tree(n, 16);
            TerrainLodSelection s = new TerrainLodSelection(t);
            TerrainLodRanges r = TerrainLodRanges.forScreen(t, 60, 480, 3);
            for (float[] eye : new float[][] {{0, 10, 0}, {120, 40, 90}, {-500, 300, 900}}) {
                s.select(r, eye[0], eye[1], eye[2], null);
                int[] owner = new int[(n - 1) * (n - 1)];
                int[] c = cover(s, owner);
                for (int k = 0; k < c.length; k++) {
                    assertEquals(1, c[k], "cell " + k % (n - 1) + "," + k / (n - 1) + " of " + n + "² from " + Arrays.toString(eye));
                }
            }
        }
    }

    @Test
    void cellsLeftUncoveredLieOutsideTheFrustumAndCoveredOnesOnce() {
        TerrainLodTree t = tree(513, 16);
        TerrainLodSelection s = new TerrainLodSelection(t);
        TerrainLodRanges r = TerrainLodRanges.forScreen(t, 60, 540, 4);
        FrustumIntersection f = new FrustumIntersection(view(200, 60, 300, 30, 25, 16 / 9f, 800));
        s.select(r, 200, 60, 300, f);
        int[] owner = new int[512 * 512];
        int[] c = cover(s, owner);
        int uncovered = 0;
        for (int j = 0; j < 512; j++) {
            for (int i = 0; i < 512; i++) {
                assertTrue(c[j * 512 + i] <= 1, "cell " + i + "," + j + " drawn twice");
                if (c[j * 512 + i] == 0) {
                    uncovered++;
                    for (int q = 0; q < 4; q++) {
                        int vi = i + (q & 1), vj = j + (q >> 1);
                        assertFalse(f.testPoint(-10 + vi, 2 + hills(vi, vj), 5 + vj),
                                "cell " + i + "," + j + " was culled with its corner " + q + " in view");
                    }
                }
            }
        }
        assertTrue(uncovered > 512 * 512 / 4, "the view looks at part of the terrain only, " + uncovered + " culled");
        assertTrue(uncovered < 512 * 512, "something is in view");
    }

    @Test
    void seamsBetweenPatchesCloseOnceMorphed() {
        TerrainLodTree t = tree(513, 16);
        TerrainLodSelection s = new TerrainLodSelection(t);
        TerrainLodRanges r = TerrainLodRanges.forScreen(t, 60, 300, 6);
        float ex = 130, ey = 25, ez = 170;
        s.select(r, ex, ey, ez, null);
        int[] owner = new int[512 * 512];
        cover(s, owner);
        int p = s.patchCells();
        float[] a = new float[3], b = new float[3], c = new float[3];
        int seamsBetweenLevels = 0;
        for (int n = 0; n < s.count(); n++) {
            int side = s.patchSideCells(n), step = 1 << s.lod(n);
            // The patch's east and south edges against the patches beyond them.
            for (int edge = 0; edge < 2; edge++) {
                int lineX = s.cellX(n) + side, lineZ = s.cellZ(n) + side;
                if (edge == 0 ? lineX >= 512 : lineZ >= 512) {
                    continue;
                }
                // The far corner belongs to the line of the patch diagonally beyond; its own edges check it.
                for (int v = 0; v < p; v++) {
                    int ci = edge == 0 ? lineX : s.cellX(n) + v * step, cj = edge == 0 ? s.cellZ(n) + v * step : lineZ;
                    if (ci >= 512 || cj >= 512) {
                        break;
                    }
                    int other = owner[cj * 512 + ci];
                    if (edge == 0) {
                        s.morphVertex(r, s.lod(n), s.cellX(n), s.cellZ(n), p, v, ex, ey, ez, a);
                    } else {
                        s.morphVertex(r, s.lod(n), s.cellX(n), s.cellZ(n), v, p, ex, ey, ez, a);
                    }
                    // The other patch's vertices along the same line, morphed; a must lie on their polyline.
                    int ostep = 1 << s.lod(other);
                    if (s.lod(other) != s.lod(n)) {
                        seamsBetweenLevels++;
                    }
                    assertTrue(Math.abs(s.lod(other) - s.lod(n)) <= 1, "levels " + s.lod(n) + " and " + s.lod(other) + " meet");
                    int axis = edge == 0 ? 2 : 0, across = edge == 0 ? 0 : 2;
                    String where = "patch " + n + " (level " + s.lod(n) + ") vertex " + v + " against patch " + other
                            + " (level " + s.lod(other) + ")";
                    boolean found = false;
                    float u = 0;
                    for (int w = 0; w < p && !found; w++) {
                        if (edge == 0) {
                            s.morphVertex(r, s.lod(other), s.cellX(other), s.cellZ(other), 0, w, ex, ey, ez, b);
                            s.morphVertex(r, s.lod(other), s.cellX(other), s.cellZ(other), 0, w + 1, ex, ey, ez, c);
                        } else {
                            s.morphVertex(r, s.lod(other), s.cellX(other), s.cellZ(other), w, 0, ex, ey, ez, b);
                            s.morphVertex(r, s.lod(other), s.cellX(other), s.cellZ(other), w + 1, 0, ex, ey, ez, c);
                        }
                        if (a[axis] >= b[axis] - 1e-4f && a[axis] <= c[axis] + 1e-4f) {
                            found = true;
                            u = c[axis] - b[axis] < 1e-6f ? 0 : (a[axis] - b[axis]) / (c[axis] - b[axis]);
                        }
                    }
                    assertTrue(found, where + ": outside the other's edge");
                    assertEquals(b[across], a[across], STORED_AS_FLOAT, where + ": off the line");
                    assertEquals(b[1] + (c[1] - b[1]) * u, a[1], 1e-3, where + ": a crack in height");
                }
            }
        }
        assertTrue(seamsBetweenLevels > 0, "the view has seams between levels to check");
    }

    @Test
    void castersAreTheGroundInViewAndWhatShadowsItNotTheGroundBehind() {
        TerrainLodTree t = tree(513, 16);
        TerrainLodRanges r = TerrainLodRanges.forScreen(t, 60, 540, 4);
        FrustumIntersection view = new FrustumIntersection(view(250, 50, 250, 0, 30, 16 / 9f, 800));
        FrustumIntersection light = new FrustumIntersection(new Matrix4f().setOrtho(-400, 400, -400, 400, -500, 500)
                .lookAt(0, 0, 0, -0.3f, -0.8f, 0.5f, 0, 1, 0).translate(-250, 0, -250));
        TerrainLodSelection camera = new TerrainLodSelection(t), casters = new TerrainLodSelection(t),
                all = new TerrainLodSelection(t);
        camera.select(r, 250, 50, 250, view);
        all.select(r, 250, 50, 250, light);
        float sx = 0.3f, sy = 0.8f, sz = -0.5f;
        float len = (float) Math.sqrt(sx * sx + sy * sy + sz * sz);
        casters.selectCasters(r, 250, 50, 250, light, view, sx / len, sy / len, sz / len, -40);
        int[] cameraOwner = new int[512 * 512], casterOwner = new int[512 * 512];
        int[] seen = cover(camera, cameraOwner), cast = cover(casters, casterOwner);
        for (int k = 0; k < seen.length; k++) {
            if (seen[k] > 0) {
                assertEquals(1, cast[k], "cell " + k % 512 + "," + k / 512 + " in view casts on itself");
            }
        }
        assertTrue(casters.count() < all.count(), casters.count() + " casters of " + all.count() + " in the light's volume");
        // The camera looks north (−z) from z = 250 and the sun stands north, so shadows fall south: ground well south of the camera is dropped.
        int south = 0;
        for (int n = 0; n < casters.count(); n++) {
            if (casters.cellZ(n) > 400) {
                south++;
            }
        }
        assertEquals(0, south, "casters behind the camera, with shadows falling away from the view");
    }

    @Test
    void aVertexMorphsSmoothlyFromItsGridToTheCoarserOne() {
        TerrainLodTree t = tree(257, 16);
        TerrainLodSelection s = new TerrainLodSelection(t);
        TerrainLodRanges r = TerrainLodRanges.forScreen(t, 60, 300, 6);
        float[] d = new float[3];
        // Level 1 patch at cell 0, odd step 1: from cell 2 (own grid) toward cell 0 as the eye backs away.
        float last = Float.NaN;
        for (float back = 0; back < 3 * r.range(1); back += r.range(1) / 64) {
            float m = s.morphVertex(r, 1, 0, 0, 1, 0, -10 + 2, 2 + back, 5, d);
            float expected = -10 + 2 - 2 * m;
            assertEquals(expected, d[0], STORED_AS_FLOAT);
            if (!Float.isNaN(last)) {
                assertTrue(m >= last, "the morph grows with distance");
                assertTrue(m - last < 0.25f, "no jump: " + last + " to " + m);
            }
            last = m;
        }
        assertEquals(1, last, 0);
        assertEquals(0, r.morph(1, r.range(0)), 0, "a level begins unmorphed where it begins to be drawn");
    }

    @Test
    void theBenchmarkViewOfA4097TerrainStaysWithinOnePointFiveMillionTriangles() {
        TerrainLodTree t = new TerrainLodTree(4097, 4097, 1, -2048, 0, -2048, 32, TerrainLodSelectionTest::hills);
        TerrainLodSelection s = new TerrainLodSelection(t);
        TerrainLodRanges r = TerrainLodRanges.forScreen(t, 60, 1080, TerrainLodRanges.DEFAULT_PIXEL_ERROR);
        float eyeY = 100 + hills(2048, 2048);
        for (float yaw : new float[] {0, 45, 90, 200}) {
            FrustumIntersection f = new FrustumIntersection(view(0, eyeY, 0, yaw, 30, 1920 / 1080f, 5000));
            s.select(r, 0, eyeY, 0, f);
            System.out.println("4097² from 100 m, yaw " + yaw + ": " + s.count() + " patches, " + s.triangles()
                    + " triangles, ranges " + r);
            assertTrue(s.triangles() <= 1_500_000, s.triangles() + " triangles");
            assertTrue(s.count() > 20, "the view draws the terrain");
        }
    }

    @Test
    void anEditReachesTheBoxesOfEveryLevelAboveIt() {
        float[] h = new float[129 * 129];
        TerrainLodTree t = new TerrainLodTree(129, 129, 1, 0, 0, 0, 16, (i, j) -> h[j * 129 + i]);
        assertEquals(0, t.maxHeight(t.levels() - 1, 0, 0), 0);
        h[40 * 129 + 33] = 50;
        t.update(33, 40, 33, 40);
        assertEquals(50, t.maxHeight(0, 2, 2), 0);
        assertEquals(50, t.maxHeight(t.levels() - 1, 0, 0), 0);
        assertEquals(0, t.maxHeight(0, 3, 3), 0);
        // A vertex on a leaf's edge belongs to both leaves beside it.
        h[32 * 129 + 48] = -7;
        t.update(48, 32, 48, 32);
        assertEquals(-7, t.minHeight(0, 2, 1), 0);
        assertEquals(-7, t.minHeight(0, 3, 2), 0);
        h[32 * 129 + 48] = 0;
        t.update(48, 32, 48, 32);
        assertEquals(0, t.minHeight(0, 2, 1), 0);
        assertEquals(50, t.heightSpan(0), 0);
    }

    @Test
    void badSizesAndRangesAreRefusedNamingTheValue() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> tree(257, 12 + 2)).getMessage().contains("leaf cells 14"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> new TerrainLodTree(1, 5, 1, 0, 0, 0, 16, (i, j) -> 0)).getMessage().contains("resolution 1x5"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TerrainLodRanges.of(10, 5, 20)).getMessage()
                .contains("ranges[1]"));
        TerrainLodTree t = tree(257, 16);
        TerrainLodSelection s = new TerrainLodSelection(t);
        assertThrows(IllegalArgumentException.class, () -> s.select(TerrainLodRanges.of(10, 20), 0, 0, 0, null));
        assertThrows(IllegalArgumentException.class, () -> t.update(300, 300, 310, 310));
        assertThrows(IndexOutOfBoundsException.class, () -> s.cellX(0));
        assertEquals(8, TerrainLodTree.leafCellsFor(1));
        assertEquals(32, TerrainLodTree.leafCellsFor(32));
        assertEquals(128, TerrainLodTree.leafCellsFor(4096));
        assertEquals(36, TerrainLodTree.leafCellsFor(35));
    }

    @Test
    void aSelectionAllocatesNothing() {
        TerrainLodTree t = tree(1025, 32);
        TerrainLodSelection s = new TerrainLodSelection(t);
        TerrainLodRanges r = TerrainLodRanges.forScreen(t, 60, 720, 4);
        FrustumIntersection f = new FrustumIntersection(view(300, 80, 400, 20, 30, 16 / 9f, 3000));
        Allocation.assertAllocatesNothing(2000, 50, () -> s.select(r, 300, 80, 400, f));
    }
}
