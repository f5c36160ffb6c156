package dev.loam.nav;

/**
 * Whether a straight walk across a {@link NavMesh} keeps an agent's clearance off every edge the
 * mesh does not link across: the test the path query's shortcuts pass. Reads the mesh; holds no
 * scratch, so one per query.
 */
final class Clearance {
    private final NavMesh mesh;
    private final double clearance;

    Clearance(NavMesh mesh, double clearanceMetres) {
        this.mesh = mesh;
        this.clearance = clearanceMetres;
    }

    /**
     * Whether a straight walk from (ax, az) to (bx, bz) keeps the clearance off every edge the
     * mesh does not link across: walks the segment's cells and checks the edges around each.
     */
    boolean clear(double ax, double az, double bx, double bz) {
        double cx = mesh.cellX, cz = mesh.cellZ;
        double dx = bx - ax, dz = bz - az;
        int c = (int) Math.floor((ax - mesh.originX) / cx), r = (int) Math.floor((az - mesh.originZ) / cz);
        int endC = (int) Math.floor((bx - mesh.originX) / cx), endR = (int) Math.floor((bz - mesh.originZ) / cz);
        int stepC = dx > 0 ? 1 : -1, stepR = dz > 0 ? 1 : -1;
        double tDeltaX = dx != 0 ? cx / Math.abs(dx) : Double.POSITIVE_INFINITY;
        double tDeltaZ = dz != 0 ? cz / Math.abs(dz) : Double.POSITIVE_INFINITY;
        double tMaxX = dx != 0 ? (mesh.originX + (c + (dx > 0 ? 1 : 0)) * cx - ax) / dx : Double.POSITIVE_INFINITY;
        double tMaxZ = dz != 0 ? (mesh.originZ + (r + (dz > 0 ? 1 : 0)) * cz - az) / dz : Double.POSITIVE_INFINITY;
        int guard = Math.abs(endC - c) + Math.abs(endR - r) + 2;
        for (int n = 0; n < guard; n++) {
            if (!clearAround(c, r, ax, az, bx, bz)) {
                return false;
            }
            if (c == endC && r == endR) {
                return true;
            }
            if (tMaxX < tMaxZ) {
                tMaxX += tDeltaX;
                c += stepC;
            } else {
                tMaxZ += tDeltaZ;
                r += stepR;
            }
        }
        return true;
    }

    /** Whether the segment keeps the clearance off the closed edges of the cells around (c, r). */
    private boolean clearAround(int c, int r, double ax, double az, double bx, double bz) {
        if (c >= 0 && r >= 0 && c < mesh.width && r < mesh.depth && mesh.openAround[r * mesh.width + c]) {
            return true;
        }
        double limit = clearance - CLEARANCE_TOLERANCE_METRES;
        // The segment's bounding box grown by the limit: a cell wholly outside it is at least the
        // limit away along x or z, so none of its edges can come nearer (a cheap exact reject).
        double minX = Math.min(ax, bx) - limit, maxX = Math.max(ax, bx) + limit;
        double minZ = Math.min(az, bz) - limit, maxZ = Math.max(az, bz) + limit;
        for (int rr = r - 1; rr <= r + 1; rr++) {
            for (int cc = c - 1; cc <= c + 1; cc++) {
                byte bits = cc >= 0 && rr >= 0 && cc < mesh.width && rr < mesh.depth ? mesh.links[rr * mesh.width + cc] : 0;
                if (bits == 0x0f) {
                    continue;
                }
                double x0 = mesh.originX + cc * mesh.cellX, z0 = mesh.originZ + rr * mesh.cellZ;
                double x1 = x0 + mesh.cellX, z1 = z0 + mesh.cellZ;
                if (x0 >= maxX || x1 <= minX || z0 >= maxZ || z1 <= minZ) {
                    continue;
                }
                if ((bits & 1) == 0 && segmentDistance(ax, az, bx, bz, x0, z0, x1, z0) < limit) {
                    return false;
                }
                if ((bits & 2) == 0 && segmentDistance(ax, az, bx, bz, x1, z0, x1, z1) < limit) {
                    return false;
                }
                if ((bits & 4) == 0 && segmentDistance(ax, az, bx, bz, x0, z1, x1, z1) < limit) {
                    return false;
                }
                if ((bits & 8) == 0 && segmentDistance(ax, az, bx, bz, x0, z0, x0, z1) < limit) {
                    return false;
                }
            }
        }
        return true;
    }

    /** How far a shortcut may come inside the clearance, in metres: rounding at the funnel's corners. */
    static final double CLEARANCE_TOLERANCE_METRES = 1e-9;

    /** The distance between two segments across (x, z), in metres. */
    static double segmentDistance(double ax, double az, double bx, double bz, double cx, double cz, double dx, double dz) {
        double d1 = cross(ax, az, bx, bz, cx, cz), d2 = cross(ax, az, bx, bz, dx, dz);
        double d3 = cross(cx, cz, dx, dz, ax, az), d4 = cross(cx, cz, dx, dz, bx, bz);
        if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
            return 0;
        }
        // One root of the least square: the square root is monotonic and correctly rounded, so this
        // is exactly the least of the four roots.
        double fromEdge = Math.min(pointSegment2(cx, cz, ax, az, bx, bz), pointSegment2(dx, dz, ax, az, bx, bz));
        double fromWalk = Math.min(pointSegment2(ax, az, cx, cz, dx, dz), pointSegment2(bx, bz, cx, cz, dx, dz));
        return Math.sqrt(Math.min(fromEdge, fromWalk));
    }

    /** The squared distance from a point to a segment across (x, z), in square metres. */
    private static double pointSegment2(double px, double pz, double ax, double az, double bx, double bz) {
        double ux = bx - ax, uz = bz - az, len2 = ux * ux + uz * uz;
        double t = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * ux + (pz - az) * uz) / len2)) : 0;
        double qx = ax + ux * t - px, qz = az + uz * t - pz;
        return qx * qx + qz * qz;
    }

    /** Twice the signed area of (a, b, c) across (x, z). */
    private static double cross(double ax, double az, double bx, double bz, double cx, double cz) {
        return (bx - ax) * (cz - az) - (bz - az) * (cx - ax);
    }
}
