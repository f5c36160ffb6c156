package dev.loam.terrain;

import java.util.Optional;

/**
 * Ray against a terrain: clips the ray to the grid's rectangle, walks the cells under it in order
 * (Amanatides and Woo), and tests each cell's two triangles (the diagonal of {@link Terrain}),
 * skipping holes. The first cell with a hit gives the nearest hit.
 */
final class TerrainRaycast {
    private static final double EDGE_EPSILON = 1e-12;

    private TerrainRaycast() {
    }

    static Optional<TerrainHit> cast(Terrain t, double ox, double oy, double oz, double dx, double dy, double dz,
            double maxDistance) {
        if (!(Double.isFinite(ox) && Double.isFinite(oy) && Double.isFinite(oz) && Double.isFinite(dx)
                && Double.isFinite(dy) && Double.isFinite(dz)) || (dx == 0 && dy == 0 && dz == 0) || !(maxDistance >= 0)) {
            throw new IllegalArgumentException("a ray needs a finite start, a non-zero finite direction and a distance"
                    + " of 0 or more");
        }
        int nx = t.resolutionX();
        int nz = t.resolutionZ();
        double cs = t.cellSize();
        // Grid space: one unit a cell.
        double gx = (ox - t.originX()) / cs;
        double gz = (oz - t.originZ()) / cs;
        double gdx = dx / cs;
        double gdz = dz / cs;
        double t0 = 0;
        double t1 = maxDistance;
        double[] span = {t0, t1};
        if (!clip(gx, gdx, nx - 1, span) || !clip(gz, gdz, nz - 1, span)) {
            return Optional.empty();
        }
        t0 = span[0];
        t1 = span[1];
        double sx = gx + gdx * t0;
        double sz = gz + gdz * t0;
        int i = clampCell((int) Math.floor(sx), nx - 2);
        int j = clampCell((int) Math.floor(sz), nz - 2);
        int stepI = gdx > 0 ? 1 : gdx < 0 ? -1 : 0;
        int stepJ = gdz > 0 ? 1 : gdz < 0 ? -1 : 0;
        double tMaxI = stepI == 0 ? Double.POSITIVE_INFINITY : ((stepI > 0 ? i + 1 : i) - gx) / gdx;
        double tMaxJ = stepJ == 0 ? Double.POSITIVE_INFINITY : ((stepJ > 0 ? j + 1 : j) - gz) / gdz;
        double tDeltaI = stepI == 0 ? Double.POSITIVE_INFINITY : 1 / Math.abs(gdx);
        double tDeltaJ = stepJ == 0 ? Double.POSITIVE_INFINITY : 1 / Math.abs(gdz);
        byte[] holes = t.holeArray();
        while (true) {
            if (holes == null || holes[j * (nx - 1) + i] == 0) {
                TerrainHit hit = hitCell(t, i, j, ox, oy, oz, dx, dy, dz, maxDistance);
                if (hit != null) {
                    return Optional.of(hit);
                }
            }
            double exit = Math.min(tMaxI, tMaxJ);
            if (exit > t1) {
                return Optional.empty();
            }
            if (tMaxI < tMaxJ) {
                i += stepI;
                tMaxI += tDeltaI;
            } else {
                j += stepJ;
                tMaxJ += tDeltaJ;
            }
            if (i < 0 || j < 0 || i > nx - 2 || j > nz - 2) {
                return Optional.empty();
            }
        }
    }

    private static int clampCell(int c, int max) {
        return Math.max(0, Math.min(c, max));
    }

    /** Narrows span to where start + dir * t lies in [0, size]; false when it never does. */
    private static boolean clip(double start, double dir, double size, double[] span) {
        if (dir == 0) {
            return start >= 0 && start <= size;
        }
        double a = (0 - start) / dir;
        double b = (size - start) / dir;
        span[0] = Math.max(span[0], Math.min(a, b));
        span[1] = Math.min(span[1], Math.max(a, b));
        return span[0] <= span[1];
    }

    private static TerrainHit hitCell(Terrain t, int i, int j, double ox, double oy, double oz, double dx, double dy,
            double dz, double maxDistance) {
        int nx = t.resolutionX();
        float[] h = t.heightArray();
        double cs = t.cellSize();
        double x0 = t.originX() + i * cs;
        double x1 = t.originX() + (i + 1) * cs;
        double z0 = t.originZ() + j * cs;
        double z1 = t.originZ() + (j + 1) * cs;
        double y = t.originY();
        int a = j * nx + i;
        double ya = y + h[a];
        double yb = y + h[a + 1];
        double yc = y + h[a + nx];
        double yd = y + h[a + nx + 1];
        // (a, d, b) then (a, c, d)
        double tAdb = triangle(ox, oy, oz, dx, dy, dz, x0, ya, z0, x1, yd, z1, x1, yb, z0);
        double tAcd = triangle(ox, oy, oz, dx, dy, dz, x0, ya, z0, x0, yc, z1, x1, yd, z1);
        boolean firstTriangle = tAdb <= tAcd;
        double best = Math.min(tAdb, tAcd);
        if (!(best <= maxDistance)) {
            return null;
        }
        double ndx;
        double ndz;
        if (firstTriangle) {
            ndx = (double) h[a + 1] - h[a];
            ndz = (double) h[a + nx + 1] - h[a + 1];
        } else {
            ndx = (double) h[a + nx + 1] - h[a + nx];
            ndz = (double) h[a + nx] - h[a];
        }
        double len = Math.sqrt(ndx * ndx + cs * cs + ndz * ndz);
        return new TerrainHit(best, ox + dx * best, oy + dy * best, oz + dz * best, -ndx / len, cs / len, -ndz / len, i, j);
    }

    /** Möller–Trumbore: the ray parameter of a hit on triangle (p, q, r) from either side, or +infinity. */
    private static double triangle(double ox, double oy, double oz, double dx, double dy, double dz, double px,
            double py, double pz, double qx, double qy, double qz, double rx, double ry, double rz) {
        double e1x = qx - px;
        double e1y = qy - py;
        double e1z = qz - pz;
        double e2x = rx - px;
        double e2y = ry - py;
        double e2z = rz - pz;
        double hx = dy * e2z - dz * e2y;
        double hy = dz * e2x - dx * e2z;
        double hz = dx * e2y - dy * e2x;
        double det = e1x * hx + e1y * hy + e1z * hz;
        if (det == 0) {
            return Double.POSITIVE_INFINITY;
        }
        double inv = 1 / det;
        double sx = ox - px;
        double sy = oy - py;
        double sz = oz - pz;
        double u = (sx * hx + sy * hy + sz * hz) * inv;
        if (u < -EDGE_EPSILON || u > 1 + EDGE_EPSILON) {
            return Double.POSITIVE_INFINITY;
        }
        double qxx = sy * e1z - sz * e1y;
        double qyy = sz * e1x - sx * e1z;
        double qzz = sx * e1y - sy * e1x;
        double v = (dx * qxx + dy * qyy + dz * qzz) * inv;
        if (v < -EDGE_EPSILON || u + v > 1 + EDGE_EPSILON) {
            return Double.POSITIVE_INFINITY;
        }
        double tt = (e2x * qxx + e2y * qyy + e2z * qzz) * inv;
        return tt >= 0 ? tt : Double.POSITIVE_INFINITY;
    }
}
