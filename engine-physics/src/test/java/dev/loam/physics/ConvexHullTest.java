package dev.loam.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Quickhull: corners, faces and edges of the hull, every point inside it, degenerate input refused. */
class ConvexHullTest {
    /** How many random clouds the property tests try; raise with -Dloam.hull.clouds. */
    private static final int CLOUDS = Integer.getInteger("loam.hull.clouds", 40);

    @Test
    void aCubeWithPointsInsideIsItsEightCornersTwelveTrianglesAndUnitVolume() {
        SplittableRandom r = new SplittableRandom(3);
        double[] p = new double[3 * 208];
        int k = 0;
        for (int i = 0; i < 8; i++) {
            p[k++] = i & 1;
            p[k++] = (i >> 1) & 1;
            p[k++] = (i >> 2) & 1;
        }
        while (k < p.length) {
            p[k++] = r.nextDouble(0.01, 0.99);
        }
        ConvexHull h = ConvexHull.of(p, "cube");
        assertEquals(8, h.vertexCount());
        assertEquals(12, h.triangleCount());
        assertEquals(18, h.edgeCount());
        assertEquals(1, h.volume(), 1e-12);
        int flat = 0;
        for (int e = 0; e < h.edgeCount(); e++) {
            flat += h.isFlatEdge(e) ? 1 : 0;
        }
        assertEquals(6, flat, "one diagonal across each square face");
    }

    @Test
    void everyPointOfARandomCloudLiesInsideItsHullAndEveryCornerIsOneOfThem() {
        SplittableRandom r = new SplittableRandom(11);
        for (int cloud = 0; cloud < CLOUDS; cloud++) {
            int n = 4 + r.nextInt(300);
            double[] p = new double[3 * n];
            double sx = r.nextDouble(0.1, 5), sy = r.nextDouble(0.1, 5), sz = r.nextDouble(0.1, 5);
            for (int i = 0; i < n; i++) {
                // On a squashed sphere now and then, so many points are corners.
                double x = r.nextDouble(-1, 1), y = r.nextDouble(-1, 1), z = r.nextDouble(-1, 1);
                if (cloud % 3 == 0) {
                    double l = Math.sqrt(x * x + y * y + z * z);
                    x /= l;
                    y /= l;
                    z /= l;
                }
                p[3 * i] = 100 + sx * x;
                p[3 * i + 1] = -20 + sy * y;
                p[3 * i + 2] = 7 + sz * z;
            }
            ConvexHull h = ConvexHull.of(p, "cloud " + cloud);
            for (int i = 0; i < n; i++) {
                assertTrue(h.contains(p[3 * i], p[3 * i + 1], p[3 * i + 2], 10 * h.toleranceMetres()),
                        "cloud " + cloud + ": point " + i + " outside its hull");
            }
            double[] v = h.vertices();
            int[] tri = h.triangles();
            double[] planes = h.planes();
            for (int t = 0; t < tri.length / 3; t++) {
                for (int c = 0; c < 3; c++) {
                    int a = 3 * tri[3 * t + c];
                    double d = planes[4 * t] * v[a] + planes[4 * t + 1] * v[a + 1] + planes[4 * t + 2] * v[a + 2];
                    assertEquals(planes[4 * t + 3], d, 1e-9, "a corner lies on its triangle's plane");
                }
            }
            // Each corner is an input point, and the surface is closed: V − E + F = 2.
            for (int i = 0; i < h.vertexCount(); i++) {
                boolean found = false;
                for (int j = 0; j < n && !found; j++) {
                    found = v[3 * i] == p[3 * j] && v[3 * i + 1] == p[3 * j + 1] && v[3 * i + 2] == p[3 * j + 2];
                }
                assertTrue(found, "corner " + i + " is one of the points");
            }
            assertEquals(2, h.vertexCount() - h.edgeCount() + h.triangleCount(), "Euler's formula");
            assertEquals(3 * h.triangleCount(), 2 * h.edgeCount());
            assertTrue(h.volume() > 0);
        }
    }

    @Test
    void aHullCappedAtSoManyCornersKeepsTheFarthestPointsAndMostOfTheVolume() {
        SplittableRandom r = new SplittableRandom(21);
        double[] p = new double[3 * 2000];
        for (int i = 0; i < 2000; i++) {
            double x = r.nextDouble(-1, 1), y = r.nextDouble(-1, 1), z = r.nextDouble(-1, 1);
            double l = Math.sqrt(x * x + y * y + z * z);
            p[3 * i] = 2 * x / l;
            p[3 * i + 1] = y / l;
            p[3 * i + 2] = z / l;
        }
        ConvexHull full = ConvexHull.of(p, "boulder");
        ConvexHull capped = ConvexHull.of(p, "boulder", 32);
        assertTrue(full.vertexCount() > 500, "a sphere's points are nearly all corners: " + full);
        assertEquals(32, capped.vertexCount());
        assertEquals(2, capped.vertexCount() - capped.edgeCount() + capped.triangleCount());
        assertTrue(capped.volume() < full.volume());
        assertTrue(capped.volume() > 0.75 * full.volume(), capped.volume() + " of " + full.volume());
        double[] v = capped.vertices();
        for (int i = 0; i < v.length; i += 3) {
            assertTrue(full.contains(v[i], v[i + 1], v[i + 2], 1e-9), "its corners are the points'");
        }
        assertThrows(IllegalArgumentException.class, () -> ConvexHull.of(p, "boulder", 3));
    }

    @Test
    void pointsHoldingNoSolidAreRefusedNamingWhatTheyAre() {
        IllegalArgumentException few = assertThrows(IllegalArgumentException.class,
                () -> ConvexHull.of(new double[] {0, 0, 0, 1, 0, 0, 0, 1, 0}, "model \"sign\""));
        assertTrue(few.getMessage().startsWith("model \"sign\": 3 points"), few.getMessage());
        IllegalArgumentException plane = assertThrows(IllegalArgumentException.class,
                () -> ConvexHull.of(new double[] {0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 1, 0.5, 0, 0.5}, "decal"));
        assertTrue(plane.getMessage().contains("one plane"), plane.getMessage());
        IllegalArgumentException line = assertThrows(IllegalArgumentException.class,
                () -> ConvexHull.of(new double[] {0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3}, "pole"));
        assertTrue(line.getMessage().contains("one line"), line.getMessage());
        IllegalArgumentException nan = assertThrows(IllegalArgumentException.class,
                () -> ConvexHull.of(new double[] {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, Double.NaN}, "rock"));
        assertTrue(nan.getMessage().contains("point 3 is not finite"), nan.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ConvexHull.of(new float[10], "odd"));
    }
}
