package dev.loam.physics;

import java.util.Random;

/**
 * A heightfield's parameters and a brute-force distance to its solid (the ground under its
 * triangles, down without end, holes cut out), to check the sweeps against with no sweep code.
 */
final class FieldSolid {
    final int columns;
    final int rows;
    final double spacingX;
    final double spacingZ;
    final double originX;
    final double originY;
    final double originZ;
    final double[] heights;
    final boolean[] holes;

    FieldSolid(int columns, int rows, double spacingX, double spacingZ, double originX, double originY,
               double originZ, double[] heights, boolean[] holes) {
        this.columns = columns;
        this.rows = rows;
        this.spacingX = spacingX;
        this.spacingZ = spacingZ;
        this.originX = originX;
        this.originY = originY;
        this.originZ = originZ;
        this.heights = heights;
        this.holes = holes == null ? new boolean[(columns - 1) * (rows - 1)] : holes;
    }

    /** A random field: heights up to {@code amplitude} either way, about one quad in ten a hole. */
    static FieldSolid random(long seed, int columns, int rows, double spacing, double amplitude) {
        Random random = new Random(seed);
        double[] h = new double[columns * rows];
        for (int i = 0; i < h.length; i++) {
            h[i] = (2 * random.nextDouble() - 1) * amplitude;
        }
        boolean[] holes = new boolean[(columns - 1) * (rows - 1)];
        for (int i = 0; i < holes.length; i++) {
            holes[i] = random.nextInt(10) == 0;
        }
        double stretch = 0.5 + random.nextDouble();
        return new FieldSolid(columns, rows, spacing, spacing * stretch, -3.25 + random.nextDouble(),
                1 + random.nextDouble(), 2.5 - random.nextDouble(), h, holes);
    }

    HeightfieldCollider collider() {
        return new HeightfieldCollider(columns, rows, spacingX, spacingZ, originX, originY, originZ, heights, holes);
    }

    double minX() {
        return originX;
    }

    double maxX() {
        return originX + (columns - 1) * spacingX;
    }

    double minZ() {
        return originZ;
    }

    double maxZ() {
        return originZ + (rows - 1) * spacingZ;
    }

    double lowest() {
        double m = Double.POSITIVE_INFINITY;
        for (double v : heights) {
            m = Math.min(m, v);
        }
        return originY + m;
    }

    double highest() {
        double m = Double.NEGATIVE_INFINITY;
        for (double v : heights) {
            m = Math.max(m, v);
        }
        return originY + m;
    }

    private double[] corner(int i, int j) {
        return new double[] {originX + i * spacingX, originY + heights[j * columns + i], originZ + j * spacingZ};
    }

    /** The distance from a point to the solid, 0 inside it. */
    double distance(double x, double y, double z) {
        double[] p = {x, y, z};
        double best = Double.POSITIVE_INFINITY;
        for (int r = 0; r < rows - 1; r++) {
            for (int c = 0; c < columns - 1; c++) {
                if (holes[r * (columns - 1) + c]) {
                    continue;
                }
                double[] a = corner(c, r), b = corner(c + 1, r), cc = corner(c, r + 1), d = corner(c + 1, r + 1);
                best = Math.min(best, prism(p, a, b, d));
                best = Math.min(best, prism(p, a, d, cc));
            }
        }
        return best;
    }

    /** The distance from p to the solid under triangle abc, down without end. */
    static double prism(double[] p, double[] a, double[] b, double[] c) {
        boolean over = inPlan(p, a, b, c);
        double[] n = cross(sub(b, a), sub(c, a));
        if (n[1] < 0) {
            n = scale(n, -1);
        }
        n = scale(n, 1 / Math.sqrt(dot(n, n)));
        double above = dot(sub(p, a), n);
        if (over && above <= 0) {
            return 0;
        }
        double best = Double.POSITIVE_INFINITY;
        double[] onPlane = sub(p, scale(n, above));
        best = inPlan(onPlane, a, b, c) ? Math.abs(above) : best;
        best = Math.min(best, side(p, a, b));
        best = Math.min(best, side(p, b, c));
        return Math.min(best, side(p, c, a));
    }

    /** The distance from p to the upright side under the edge from a to b: the side itself, its top edge or its upright edges. */
    private static double side(double[] p, double[] a, double[] b) {
        double ex = b[0] - a[0], ez = b[2] - a[2], len2 = ex * ex + ez * ez;
        double s = ((p[0] - a[0]) * ex + (p[2] - a[2]) * ez) / len2;
        double best = segment(p, a, b);
        if (s >= 0 && s <= 1 && p[1] <= a[1] + s * (b[1] - a[1])) {
            best = Math.abs((p[0] - a[0]) * ez - (p[2] - a[2]) * ex) / Math.sqrt(len2);
        }
        return Math.min(best, Math.min(downward(p, a), downward(p, b)));
    }

    private static double downward(double[] p, double[] v) {
        double hx = p[0] - v[0], hz = p[2] - v[2], dy = Math.max(0, p[1] - v[1]);
        return Math.sqrt(hx * hx + dy * dy + hz * hz);
    }

    private static double segment(double[] p, double[] a, double[] b) {
        double[] e = sub(b, a);
        double s = Math.max(0, Math.min(1, dot(sub(p, a), e) / dot(e, e)));
        double[] q = sub(sub(p, a), scale(e, s));
        return Math.sqrt(dot(q, q));
    }

    private static boolean inPlan(double[] p, double[] a, double[] b, double[] c) {
        double d0 = turn(a, b, p), d1 = turn(b, c, p), d2 = turn(c, a, p);
        return (d0 >= 0 && d1 >= 0 && d2 >= 0) || (d0 <= 0 && d1 <= 0 && d2 <= 0);
    }

    private static double turn(double[] a, double[] b, double[] p) {
        return (b[0] - a[0]) * (p[2] - a[2]) - (b[2] - a[2]) * (p[0] - a[0]);
    }

    private static double[] sub(double[] a, double[] b) {
        return new double[] {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
    }

    private static double[] scale(double[] a, double k) {
        return new double[] {a[0] * k, a[1] * k, a[2] * k};
    }

    private static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    private static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }
}
