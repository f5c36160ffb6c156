package dev.loam.nav;

/**
 * The simple stupid funnel, shared by {@link PathQuery} (block-map cells) and
 * {@link TerrainPathQuery} (terrain triangles): pulls a corridor's path straight over its portals.
 * Each query fills the portals its own way and says how a corner becomes a point (its height).
 */
final class Funnel {
    /** How a corner of the pulled path is added: at (x, z), in the corridor's polygon {@code polygon}. */
    @FunctionalInterface
    interface Corner {
        void add(NavPath dest, double x, double z, int polygon);
    }

    private Funnel() {
    }

    /**
     * Pulls the path from (sx, sz) to (ex, ez) through a corridor of {@code length} polygons:
     * {@code portals} holds four numbers a portal (left x, z, right x, z), room for
     * {@code length + 1} of them, portals 1 to {@code length − 1} filled by the caller; the start
     * and the end are written here as portals 0 and {@code length}. The path is reset to
     * {@code status} and gets the start, every corner and the end.
     */
    static void pull(double[] portals, int[] corridor, int length, double sx, double sz, double ex, double ez,
            NavPath dest, NavPath.Status status, Corner corner) {
        portals[0] = sx;
        portals[1] = sz;
        portals[2] = sx;
        portals[3] = sz;
        int last = length;
        portals[last * 4] = ex;
        portals[last * 4 + 1] = ez;
        portals[last * 4 + 2] = ex;
        portals[last * 4 + 3] = ez;
        dest.reset(status);
        corner.add(dest, sx, sz, corridor[0]);
        double ax = sx, az = sz, lx = sx, lz = sz, rx = sx, rz = sz;
        int apex = 0, left = 0, right = 0;
        for (int i = 1; i <= last; i++) {
            int o = i * 4;
            double plx = portals[o], plz = portals[o + 1], prx = portals[o + 2], prz = portals[o + 3];
            // The right side tightens when the new right end lies left of (or on) the right edge.
            if (Flat.cross(ax, az, rx, rz, prx, prz) <= 0) {
                if ((ax == rx && az == rz) || Flat.cross(ax, az, lx, lz, prx, prz) > 0) {
                    rx = prx;
                    rz = prz;
                    right = i;
                } else {
                    corner.add(dest, lx, lz, corridor[Math.min(left, length - 1)]);
                    ax = lx;
                    az = lz;
                    apex = left;
                    rx = ax;
                    rz = az;
                    right = apex;
                    i = apex;
                    continue;
                }
            }
            // The left side tightens when the new left end lies right of (or on) the left edge.
            if (Flat.cross(ax, az, lx, lz, plx, plz) >= 0) {
                if ((ax == lx && az == lz) || Flat.cross(ax, az, rx, rz, plx, plz) < 0) {
                    lx = plx;
                    lz = plz;
                    left = i;
                } else {
                    corner.add(dest, rx, rz, corridor[Math.min(right, length - 1)]);
                    ax = rx;
                    az = rz;
                    apex = right;
                    lx = ax;
                    lz = az;
                    left = apex;
                    i = apex;
                }
            }
        }
        corner.add(dest, ex, ez, corridor[length - 1]);
    }
}
