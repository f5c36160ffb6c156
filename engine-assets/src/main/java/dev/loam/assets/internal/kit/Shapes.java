package dev.loam.assets.internal.kit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The kit's closed and open shapes besides {@link Tube}: lumpy blobs (a subdivided icosahedron,
 * each point's radius varied), boxes, prisms of a convex outline, and thin double-sided blades.
 * Every closed shape is recorded as a part round its centre.
 */
final class Shapes {
    private Shapes() {
    }

    /** Unit points and faces of the icosahedron subdivided 0, 1 and 2 times, faces looking out. */
    private static final double[][][] SPHERE_POINTS = new double[3][][];
    private static final int[][][] SPHERE_FACES = new int[3][][];

    static {
        double t = (1 + Math.sqrt(5)) / 2;
        List<double[]> p = new ArrayList<>(List.of(new double[] {-1, t, 0}, new double[] {1, t, 0},
                new double[] {-1, -t, 0}, new double[] {1, -t, 0}, new double[] {0, -1, t}, new double[] {0, 1, t},
                new double[] {0, -1, -t}, new double[] {0, 1, -t}, new double[] {t, 0, -1}, new double[] {t, 0, 1},
                new double[] {-t, 0, -1}, new double[] {-t, 0, 1}));
        p.replaceAll(V::norm);
        int[][] f = {{0, 11, 5}, {0, 5, 1}, {0, 1, 7}, {0, 7, 10}, {0, 10, 11}, {1, 5, 9}, {5, 11, 4}, {11, 10, 2},
                {10, 7, 6}, {7, 1, 8}, {3, 9, 4}, {3, 4, 2}, {3, 2, 6}, {3, 6, 8}, {3, 8, 9}, {4, 9, 5}, {2, 4, 11},
                {6, 2, 10}, {8, 6, 7}, {9, 8, 1}};
        for (int level = 0; level < 3; level++) {
            for (int[] face : f) {
                double[] n = V.cross(V.sub(p.get(face[1]), p.get(face[0])), V.sub(p.get(face[2]), p.get(face[0])));
                if (V.dot(n, p.get(face[0])) < 0) {
                    int s = face[1];
                    face[1] = face[2];
                    face[2] = s;
                }
            }
            SPHERE_POINTS[level] = p.toArray(new double[0][]);
            SPHERE_FACES[level] = f;
            if (level < 2) {
                Map<Long, Integer> mid = new HashMap<>();
                List<int[]> next = new ArrayList<>();
                for (int[] face : f) {
                    int ab = middle(p, mid, face[0], face[1]);
                    int bc = middle(p, mid, face[1], face[2]);
                    int ca = middle(p, mid, face[2], face[0]);
                    next.add(new int[] {face[0], ab, ca});
                    next.add(new int[] {face[1], bc, ab});
                    next.add(new int[] {face[2], ca, bc});
                    next.add(new int[] {ab, bc, ca});
                }
                p = new ArrayList<>(p);
                f = next.toArray(new int[0][]);
            }
        }
    }

    private static int middle(List<double[]> p, Map<Long, Integer> mid, int a, int b) {
        long k = ((long) Math.min(a, b) << 32) | Math.max(a, b);
        Integer at = mid.get(k);
        if (at == null) {
            at = p.size();
            p.add(V.norm(V.lerp(p.get(a), p.get(b), 0.5)));
            mid.put(k, at);
        }
        return at;
    }

    /** How many faces a blob of {@code level} has: 20, 80 or 320. */
    static int blobFaces(int level) {
        return SPHERE_FACES[level].length;
    }

    /**
     * A lumpy ellipsoid, flat-shaded, round the frame's origin with radii along its axes; each
     * point's radius varied by up to ± {@code jitter}.
     *
     * @param level 0 (20 faces), 1 (80) or 2 (320)
     */
    static void blob(KitMesh m, Frame f, double rx, double ry, double rz, int level, double jitter, KitRandom r,
            int key, KitMesh.Shade shade) {
        double[][] unit = SPHERE_POINTS[level];
        double[][] pts = new double[unit.length][];
        for (int i = 0; i < unit.length; i++) {
            double k = 1 + jitter * r.sym(key, i);
            double[] u = unit[i];
            pts[i] = f.point(u[0] * rx * k, u[1] * ry * k, u[2] * rz * k);
        }
        m.beginPart(f.point(0, 0, 0));
        for (int[] face : SPHERE_FACES[level]) {
            m.tri(pts[face[0]], pts[face[1]], pts[face[2]], shade);
        }
        m.endPart();
    }

    /** A box round the frame's origin, half-sizes along its axes, flat-shaded. */
    static void box(KitMesh m, Frame f, double hx, double hy, double hz, KitMesh.Shade shade) {
        double[][] c = new double[8][];
        for (int i = 0; i < 8; i++) {
            c[i] = f.point((i & 1) == 0 ? -hx : hx, (i & 2) == 0 ? -hy : hy, (i & 4) == 0 ? -hz : hz);
        }
        // corner index: bit 0 x, bit 1 y, bit 2 z
        m.beginPart(f.point(0, 0, 0));
        m.quad(c[1], c[3], c[7], c[5], shade); // +x
        m.quad(c[0], c[4], c[6], c[2], shade); // -x
        m.quad(c[2], c[6], c[7], c[3], shade); // +y
        m.quad(c[0], c[1], c[5], c[4], shade); // -y
        m.quad(c[4], c[5], c[7], c[6], shade); // +z
        m.quad(c[0], c[2], c[3], c[1], shade); // -z
        m.endPart();
    }

    /**
     * A convex outline in the frame's x-z plane (points {x0, z0, x1, z1, …} in either order)
     * raised from y0 to y1 along the frame's y axis, flat-shaded and closed.
     */
    static void prism(KitMesh m, Frame f, double[] outline, double y0, double y1, KitMesh.Shade shade) {
        int n = outline.length / 2;
        double area = 0, cx = 0, cz = 0;
        for (int i = 0; i < n; i++) {
            int k = (i + 1) % n;
            area += outline[2 * i + 1] * outline[2 * k] - outline[2 * i] * outline[2 * k + 1];
            cx += outline[2 * i];
            cz += outline[2 * i + 1];
        }
        cx /= n;
        cz /= n;
        // area > 0: the order gives the top (+y) face counter-clockwise seen from above
        double[][] lo = new double[n][], hi = new double[n][];
        for (int i = 0; i < n; i++) {
            int s = area > 0 ? i : n - 1 - i;
            lo[i] = f.point(outline[2 * s], y0, outline[2 * s + 1]);
            hi[i] = f.point(outline[2 * s], y1, outline[2 * s + 1]);
        }
        m.beginPart(f.point(cx, (y0 + y1) / 2, cz));
        for (int i = 1; i + 1 < n; i++) {
            m.tri(hi[0], hi[i], hi[i + 1], shade);
            m.tri(lo[0], lo[i + 1], lo[i], shade);
        }
        for (int i = 0; i < n; i++) {
            int k = (i + 1) % n;
            m.quad(lo[i], lo[k], hi[k], hi[i], shade);
        }
        m.endPart();
    }

    /**
     * A thin blade along a spine (at least two points), {@code halfWidths} across it along
     * {@code side} (a unit vector across the spine); a last half-width of 0 ends it in a point.
     * Smooth, one-sided geometry for a double-sided material; not a closed part.
     */
    static void blade(KitMesh m, double[][] spine, double[] halfWidths, double[] side, KitMesh.Shade shade) {
        int n = spine.length;
        int[] left = new int[n], right = new int[n];
        for (int i = 0; i < n; i++) {
            double[] t = V.sub(spine[Math.min(n - 1, i + 1)], spine[Math.max(0, i - 1)]);
            double[] normal = V.cross(side, t);
            if (halfWidths[i] == 0) {
                left[i] = right[i] = m.vertex(spine[i], normal, shade);
            } else {
                left[i] = m.vertex(V.addScaled(spine[i], -halfWidths[i], side), normal, shade);
                right[i] = m.vertex(V.addScaled(spine[i], halfWidths[i], side), normal, shade);
            }
        }
        for (int i = 0; i + 1 < n; i++) {
            boolean point = left[i] == right[i], nextPoint = left[i + 1] == right[i + 1];
            if (!point) {
                m.triangle(left[i], right[i], right[i + 1]);
            }
            if (!nextPoint) {
                m.triangle(left[i], right[i + 1], left[i + 1]);
            }
        }
    }
}
