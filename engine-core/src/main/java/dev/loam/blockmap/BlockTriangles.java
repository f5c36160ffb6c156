package dev.loam.blockmap;

/** The walkable triangles of a block map's rectangle: see {@link BlockMap#readTriangles(BlockRect)}. */
final class BlockTriangles {
    private static final int FLOATS_PER_QUAD = 18;

    private BlockTriangles() {
    }

    /** The triangles of {@code rect}, which lies on the map. */
    static float[] read(BlockMap map, BlockRect rect) {
        int quads = 0;
        for (int r = rect.row(); r < rect.endRow(); r++) {
            for (int c = rect.column(); c < rect.endColumn(); c++) {
                Block b = map.blockOrNull(c, r);
                if (b != null && !b.blocked()) {
                    quads += b.stairs() ? 4 : 1;
                }
            }
        }
        float[] out = new float[quads * FLOATS_PER_QUAD];
        double cellX = map.cellSize().x(), cellZ = map.cellSize().z(), step = map.cellSize().step();
        int q = 0;
        for (int r = rect.row(); r < rect.endRow(); r++) {
            for (int c = rect.column(); c < rect.endColumn(); c++) {
                Block b = map.blockOrNull(c, r);
                if (b == null || b.blocked()) {
                    continue;
                }
                double x0 = map.position().x() + c * cellX, z0 = map.position().z() + r * cellZ;
                double y = map.topMetres(c, r);
                if (!b.stairs()) {
                    quad(out, q++, x0, z0, x0 + cellX, z0 + cellZ, y);
                    continue;
                }
                BlockFacing f = map.stairFacing(c, r).orElseThrow();
                for (int t = 0; t < 4; t++) {
                    // Tread t spans [a, b] of the cell along the climb, its top (t + 1) quarter steps up.
                    double a = t / 4.0, e = (t + 1) / 4.0, ty = y + (t + 1) * step / 4;
                    switch (f) {
                        case NORTH -> quad(out, q++, x0, z0 + (1 - e) * cellZ, x0 + cellX, z0 + (1 - a) * cellZ, ty);
                        case SOUTH -> quad(out, q++, x0, z0 + a * cellZ, x0 + cellX, z0 + e * cellZ, ty);
                        case EAST -> quad(out, q++, x0 + a * cellX, z0, x0 + e * cellX, z0 + cellZ, ty);
                        case WEST -> quad(out, q++, x0 + (1 - e) * cellX, z0, x0 + (1 - a) * cellX, z0 + cellZ, ty);
                    }
                }
            }
        }
        return out;
    }

    /** Two triangles of the level square x0..x1, z0..z1 at y, counter-clockwise seen from +y. */
    private static void quad(float[] out, int q, double x0, double z0, double x1, double z1, double y) {
        int o = q * FLOATS_PER_QUAD;
        float fy = (float) y;
        // Seen from above (+y) with x east and z south, (x0, z0) → (x0, z1) → (x1, z1) turns counter-clockwise.
        put(out, o, x0, fy, z0);
        put(out, o + 3, x0, fy, z1);
        put(out, o + 6, x1, fy, z1);
        put(out, o + 9, x0, fy, z0);
        put(out, o + 12, x1, fy, z1);
        put(out, o + 15, x1, fy, z0);
    }

    private static void put(float[] out, int o, double x, float y, double z) {
        out[o] = (float) x;
        out[o + 1] = y;
        out[o + 2] = (float) z;
    }
}
