package dev.loam.nav;

/** Distances across (x, z) between points, segments, triangles and boxes, for the terrain navmesh. */
final class Flat {
    private Flat() {
    }

    /** Twice the signed area of (a, b, c) across (x, z); its sign tells which side of a → b the point c lies. */
    static double cross(double ax, double az, double bx, double bz, double cx, double cz) {
        return (bx - ax) * (cz - az) - (bz - az) * (cx - ax);
    }

    /** The distance from point p to segment a–b. */
    static double pointSegmentDistance(double px, double pz, double ax, double az, double bx, double bz) {
        double dx = bx - ax, dz = bz - az, len2 = dx * dx + dz * dz;
        double t = len2 > 0 ? ((px - ax) * dx + (pz - az) * dz) / len2 : 0;
        t = t < 0 ? 0 : Math.min(t, 1);
        double ex = ax + t * dx - px, ez = az + t * dz - pz;
        return Math.sqrt(ex * ex + ez * ez);
    }

    /** Whether p lies inside triangle a, b, c (either winding), edges included. */
    static boolean insideTriangle(double px, double pz, double ax, double az, double bx, double bz, double cx, double cz) {
        double d1 = cross(ax, az, bx, bz, px, pz), d2 = cross(bx, bz, cx, cz, px, pz), d3 = cross(cx, cz, ax, az, px, pz);
        boolean neg = d1 < 0 || d2 < 0 || d3 < 0, pos = d1 > 0 || d2 > 0 || d3 > 0;
        return !(neg && pos);
    }

    /** The distance from p to triangle a, b, c: 0 inside. */
    static double pointTriangleDistance(double px, double pz, double ax, double az, double bx, double bz, double cx,
                                        double cz) {
        if (insideTriangle(px, pz, ax, az, bx, bz, cx, cz)) {
            return 0;
        }
        return Math.min(pointSegmentDistance(px, pz, ax, az, bx, bz),
                Math.min(pointSegmentDistance(px, pz, bx, bz, cx, cz), pointSegmentDistance(px, pz, cx, cz, ax, az)));
    }

    /** The distance from p to the box: 0 inside. */
    static double pointBoxDistance(double px, double pz, double x0, double z0, double x1, double z1) {
        double dx = px < x0 ? x0 - px : px > x1 ? px - x1 : 0;
        double dz = pz < z0 ? z0 - pz : pz > z1 ? pz - z1 : 0;
        return Math.sqrt(dx * dx + dz * dz);
    }

    /**
     * The distance between an axis-aligned box and a triangle: 0 where they overlap. Between two
     * convex shapes apart, the nearest points are a corner of one and a point on the other's edge,
     * so the least of the corners' distances to the other shape is the answer; they overlap where a
     * corner of one lies in the other or two edges cross.
     */
    static double boxTriangleDistance(double x0, double z0, double x1, double z1, double ax, double az, double bx,
                                      double bz, double cx, double cz) {
        double best = Math.min(pointBoxDistance(ax, az, x0, z0, x1, z1),
                Math.min(pointBoxDistance(bx, bz, x0, z0, x1, z1), pointBoxDistance(cx, cz, x0, z0, x1, z1)));
        if (best == 0) {
            return 0;
        }
        double[] xs = {x0, x1, x1, x0};
        double[] zs = {z0, z0, z1, z1};
        for (int k = 0; k < 4; k++) {
            best = Math.min(best, pointTriangleDistance(xs[k], zs[k], ax, az, bx, bz, cx, cz));
        }
        if (best == 0) {
            return 0;
        }
        // A triangle edge crossing the box with no corner inside either: a segment through the box.
        if (segmentHitsBox(ax, az, bx, bz, x0, z0, x1, z1) || segmentHitsBox(bx, bz, cx, cz, x0, z0, x1, z1)
                || segmentHitsBox(cx, cz, ax, az, x0, z0, x1, z1)) {
            return 0;
        }
        return best;
    }

    /** Whether segment a–b passes through the box (slab clipping). */
    static boolean segmentHitsBox(double ax, double az, double bx, double bz, double x0, double z0, double x1, double z1) {
        double t0 = 0, t1 = 1, dx = bx - ax, dz = bz - az;
        double[] p = {-dx, dx, -dz, dz};
        double[] q = {ax - x0, x1 - ax, az - z0, z1 - az};
        for (int k = 0; k < 4; k++) {
            if (p[k] == 0) {
                if (q[k] < 0) {
                    return false;
                }
            } else {
                double t = q[k] / p[k];
                if (p[k] < 0) {
                    t0 = Math.max(t0, t);
                } else {
                    t1 = Math.min(t1, t);
                }
                if (t0 > t1) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The distance between two triangles: 0 where they overlap (the same corner-and-edge argument). */
    static double triangleTriangleDistance(double[] p, double[] q) {
        double best = Double.POSITIVE_INFINITY;
        for (int k = 0; k < 3; k++) {
            best = Math.min(best, pointTriangleDistance(p[2 * k], p[2 * k + 1], q[0], q[1], q[2], q[3], q[4], q[5]));
            best = Math.min(best, pointTriangleDistance(q[2 * k], q[2 * k + 1], p[0], p[1], p[2], p[3], p[4], p[5]));
        }
        if (best == 0) {
            return 0;
        }
        for (int a = 0; a < 3; a++) {
            int a2 = (a + 1) % 3;
            for (int b = 0; b < 3; b++) {
                int b2 = (b + 1) % 3;
                if (segmentsCross(p[2 * a], p[2 * a + 1], p[2 * a2], p[2 * a2 + 1], q[2 * b], q[2 * b + 1], q[2 * b2],
                        q[2 * b2 + 1])) {
                    return 0;
                }
            }
        }
        return best;
    }

    /** Whether segments a–b and c–d cross properly. */
    static boolean segmentsCross(double ax, double az, double bx, double bz, double cx, double cz, double dx, double dz) {
        double d1 = cross(ax, az, bx, bz, cx, cz), d2 = cross(ax, az, bx, bz, dx, dz);
        double d3 = cross(cx, cz, dx, dz, ax, az), d4 = cross(cx, cz, dx, dz, bx, bz);
        return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
    }

    /** The distance between segment a–b and triangle t (x, z of its three corners): 0 where they meet. */
    static double segmentTriangleDistance(double ax, double az, double bx, double bz, double[] t) {
        if (insideTriangle(ax, az, t[0], t[1], t[2], t[3], t[4], t[5])
                || insideTriangle(bx, bz, t[0], t[1], t[2], t[3], t[4], t[5])) {
            return 0;
        }
        double best = Double.POSITIVE_INFINITY;
        for (int k = 0; k < 3; k++) {
            int m = (k + 1) % 3;
            double cx = t[2 * k], cz = t[2 * k + 1], dx = t[2 * m], dz = t[2 * m + 1];
            if (segmentsCross(ax, az, bx, bz, cx, cz, dx, dz)) {
                return 0;
            }
            best = Math.min(best, pointSegmentDistance(cx, cz, ax, az, bx, bz));
            best = Math.min(best, Math.min(pointSegmentDistance(ax, az, cx, cz, dx, dz),
                    pointSegmentDistance(bx, bz, cx, cz, dx, dz)));
        }
        return best;
    }
}
