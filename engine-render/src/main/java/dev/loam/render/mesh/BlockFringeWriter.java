package dev.loam.render.mesh;

import dev.loam.render.mesh.internal.BlockLight;

/**
 * Writes a chunk's fringes and brims, as "Dress the edges and the light" says. A block ranked
 * above 0 dresses its top's edges with its top's own look:
 *
 * <ul>
 *   <li>a brim over every drop of {@value #BRIM_DROP_METRES} m or more (the map's cut and a drop
 *       to a water bed included): a band from 1/16 m inside the edge to 3/16 m out, and a skirt
 *       down the face from its outer edge, 0.72 of the drop and never more than 7/16 m, over the
 *       top of the lip band;
 *   <li>a fringe spilling {@value #SPILL_METRES} m onto each neighbour at the same height whose
 *       rank is lower, never onto a stair or a water bed, with a rounded piece over the diagonal
 *       neighbour at an outer corner.
 * </ul>
 *
 * Each piece lies {@value #LIFT_METRES} m a rank over the top, so where two ranks spill onto one
 * cell the higher lies on top. Every piece carries its place in the {@link BlockFringeMask}, which
 * cuts its tip ragged.
 */
final class BlockFringeWriter {
    /** The least drop a brim hangs over, in metres. */
    static final double BRIM_DROP_METRES = 0.24;
    /** How far inside the edge a brim starts, in metres. */
    static final double BRIM_INSIDE_METRES = 1 / 16.0;
    /** How far out over the drop a brim reaches, in metres. */
    static final double BRIM_OUT_METRES = 3 / 16.0;
    /** A skirt's length as a share of the drop. */
    static final double SKIRT_SHARE = 0.72;
    /** A skirt's longest, in metres. */
    static final double SKIRT_MAX_METRES = 7 / 16.0;
    /** How far a fringe spills onto a lower-ranked neighbour, in metres. */
    static final double SPILL_METRES = 0.375;
    /** How far over the top each rank lies, in metres. */
    static final double LIFT_METRES = 0.002;
    /** Segments of a rounded corner piece. */
    static final int CORNER_SEGMENTS = 4;
    private static final double[] COS = new double[CORNER_SEGMENTS + 1], SIN = new double[CORNER_SEGMENTS + 1];
    private static final int[] DC = {0, 1, 0, -1}, DR = {-1, 0, 1, 0};

    static {
        for (int k = 0; k <= CORNER_SEGMENTS; k++) {
            double a = StrictMath.PI / 2 * k / CORNER_SEGMENTS;
            COS[k] = StrictMath.cos(a);
            SIN[k] = StrictMath.sin(a);
        }
    }

    private final BlockMesher m;
    private final BlockChunkWindow w;
    private final boolean[] brim = new boolean[4], spill = new boolean[4];
    private final float[] colour = new float[3];
    /** A brim's colours at its two outer corners, where its skirt hangs. */
    private final float[] outerColours = new float[6];
    private final double[] shade = new double[2];
    /** The top of the cell whose fringe is being written, in world metres. */
    private double top;
    /** That cell's column and row, and whether the vertices being written are a brim's, lit as its edge. */
    private int cellColumn, cellRow;
    private boolean brimming;

    BlockFringeWriter(BlockMesher mesher) {
        this.m = mesher;
        this.w = mesher.window;
    }

    private int rank(int i) {
        return w.info[i] == null ? 0 : w.info[i].block.fringe();
    }

    private boolean spillable(int from, int onto) {
        return w.solid(onto) && w.steps[onto] == w.steps[from] && !w.stair(onto) && !w.water(onto)
                && rank(onto) < rank(from);
    }

    void write() {
        for (int lr = 0; lr < m.cellsZ; lr++) {
            for (int lc = 0; lc < m.cellsX; lc++) {
                int i = m.cell(lc, lr);
                if (rank(i) == 0 || w.stair(i) || w.water(i)) {
                    continue;
                }
                for (int d = 0; d < 4; d++) {
                    int j = i + DR[d] * w.size + DC[d];
                    double ground = w.solid(j) ? w.top[j] : m.map.baseMetres();
                    double drop = w.top[i] - ground;
                    brim[d] = drop >= BRIM_DROP_METRES - BlockMesher.EPS;
                    spill[d] = !brim[d] && spillable(i, j);
                }
                int c = m.column(lc), r = m.row(lr);
                top = w.top[i];
                cellColumn = c;
                cellRow = r;
                for (int d = 0; d < 4; d++) {
                    if (brim[d]) {
                        int j = i + DR[d] * w.size + DC[d];
                        double ground = w.solid(j) ? w.top[j] : m.map.baseMetres();
                        brim(i, c, r, d, w.top[i] - ground);
                    } else if (spill[d]) {
                        spill(i, c, r, d);
                    }
                }
                for (int d = 0; d < 4; d++) {
                    int e = (d + 1) & 3;
                    int diagonal = i + (DR[d] + DR[e]) * w.size + DC[d] + DC[e];
                    if (spill[d] && spill[e] && spillable(i, diagonal)) {
                        corner(i, c, r, d, e);
                    }
                }
            }
        }
    }

    /** The corner of cell (c, r) where edge d starts (turning clockwise round the cell), in map cells. */
    private static double startColumn(int c, int d) {
        return c + (d == 1 || d == 2 ? 1 : 0);
    }

    private static double startRow(int r, int d) {
        return r + (d == 2 || d == 3 ? 1 : 0);
    }

    /** The brim over edge d of cell i: a band at the top and a skirt down its outer edge. */
    private void brim(int i, int c, int r, int d, double drop) {
        brimming = true;
        brimPieces(i, c, r, d, drop);
        brimming = false;
    }

    private void brimPieces(int i, int c, int r, int d, double drop) {
        int material = w.info[i].fringe;
        BlockMeshBuffer buf = m.buffers[material];
        double y = w.top[i] + LIFT_METRES * rank(i);
        // The edge runs clockwise round the cell from (c0, r0) along (tc, tr); out is (DC, DR).
        double c0 = startColumn(c, d), r0 = startRow(r, d);
        int tc = DC[(d + 1) & 3], tr = DR[(d + 1) & 3];
        double cellAlong = tc != 0 ? m.cellX : m.cellZ, cellOut = DC[d] != 0 ? m.cellX : m.cellZ;
        // Reach past the corners where the next or previous edge hangs a brim too (an outer corner).
        double before = brim[(d + 3) & 3] ? BRIM_OUT_METRES : 0, after = brim[(d + 1) & 3] ? BRIM_OUT_METRES : 0;
        double s0 = -before / cellAlong, s1 = 1 + after / cellAlong;
        double w0 = -BRIM_INSIDE_METRES / cellOut, w1 = BRIM_OUT_METRES / cellOut;
        double skirt = Math.min(SKIRT_SHARE * drop, SKIRT_MAX_METRES);
        int first = buf.vertices;
        buf.ensure(8, 12);
        for (int k = 0; k < 4; k++) {
            double s = (k & 1) == 0 ? s0 : s1, o = (k >> 1) == 0 ? w0 : w1;
            vertex(buf, material, c0 + tc * s + DC[d] * o, r0 + tr * s + DR[d] * o, y, 0, 1, 0,
                    along(c0, r0, tc, tr, s), 0, 0);
            if (k >= 2) {
                // The skirt hangs from these outer corners, at the very same places: keep their light.
                System.arraycopy(colour, 0, outerColours, 3 * (k - 2), 3);
            }
        }
        quad(buf, first, 0, 1, 0);
        int skirtFirst = buf.vertices;
        for (int k = 0; k < 4; k++) {
            double s = (k & 1) == 0 ? s0 : s1, down = (k >> 1) == 0 ? 0 : skirt;
            vertex(buf, material, c0 + tc * s + DC[d] * w1, r0 + tr * s + DR[d] * w1, y - down, DC[d], 0, DR[d],
                    along(c0, r0, tc, tr, s), down / SKIRT_MAX_METRES, down, outerColours, 3 * (k & 1));
        }
        quad(buf, skirtFirst, DC[d], 0, DR[d]);
    }

    /** The fringe spilling from cell i over its edge d onto the neighbour there. */
    private void spill(int i, int c, int r, int d) {
        int material = w.info[i].fringe;
        BlockMeshBuffer buf = m.buffers[material];
        double y = w.top[i] + LIFT_METRES * rank(i);
        double c0 = startColumn(c, d), r0 = startRow(r, d);
        int tc = DC[(d + 1) & 3], tr = DR[(d + 1) & 3];
        double cellOut = DC[d] != 0 ? m.cellX : m.cellZ;
        double reach = SPILL_METRES / cellOut;
        int first = buf.vertices;
        buf.ensure(4, 6);
        for (int k = 0; k < 4; k++) {
            double s = (k & 1) == 0 ? 0 : 1, o = (k >> 1) == 0 ? 0 : reach;
            vertex(buf, material, c0 + tc * s + DC[d] * o, r0 + tr * s + DR[d] * o, y, 0, 1, 0,
                    along(c0, r0, tc, tr, s), o / reach, 0);
        }
        quad(buf, first, 0, 1, 0);
    }

    /** The rounded piece over the diagonal neighbour at the outer corner between edges d and e = d + 1. */
    private void corner(int i, int c, int r, int d, int e) {
        int material = w.info[i].fringe;
        BlockMeshBuffer buf = m.buffers[material];
        double y = w.top[i] + LIFT_METRES * rank(i);
        double cc = startColumn(c, e), cr = startRow(r, e);
        double rc = SPILL_METRES / m.cellX, rr = SPILL_METRES / m.cellZ;
        buf.ensure(CORNER_SEGMENTS + 2, 3 * CORNER_SEGMENTS);
        int centre = buf.vertices;
        vertex(buf, material, cc, cr, y, 0, 1, 0, 0, 0, 0);
        for (int k = 0; k <= CORNER_SEGMENTS; k++) {
            double dc = (DC[d] * COS[k] + DC[e] * SIN[k]) * rc, dr = (DR[d] * COS[k] + DR[e] * SIN[k]) * rr;
            double along = SPILL_METRES * StrictMath.PI / 2 * k / CORNER_SEGMENTS;
            vertex(buf, material, cc + dc, cr + dr, y, 0, 1, 0, along, 1, 0);
        }
        for (int k = 0; k < CORNER_SEGMENTS; k++) {
            triangle(buf, centre, centre + 1 + k, centre + 2 + k, 0, 1, 0);
        }
    }

    /** The world metres along an edge's line at s cells from its start, so the mask runs on from cell to cell. */
    private double along(double c0, double r0, int tc, int tr, double s) {
        return tc != 0 ? m.worldX(c0 + tc * s) : m.worldZ(r0 + tr * s);
    }

    /**
     * One fringe vertex at map cell place (column, row) and world height y, lit as the top under
     * it: its top's texture laid
     * in world space (a skirt's running down from the top by {@code down}), mask u from
     * {@code along}, the world metres along its edge, and mask v.
     */
    private void vertex(BlockMeshBuffer buf, int material, double column, double row, double y, int nx, int ny, int nz,
                        double along, double maskV, double down) {
        vertex(buf, material, column, row, y, nx, ny, nz, along, maskV, down, null, 0);
    }

    /**
     * As above; with {@code lit} given, {@code lit[at..at+2]} is the colour already worked out for
     * a vertex at the same (column, row) of the same top, which the light would come out as again.
     */
    private void vertex(BlockMeshBuffer buf, int material, double column, double row, double y, int nx, int ny, int nz,
                        double along, double maskV, double down, float[] lit, int at) {
        double x = m.worldX(column), z = m.worldZ(row);
        double ru = m.materials.repeatsPerMetreU[material], rv = m.materials.repeatsPerMetreV[material];
        double u, v;
        if (ny == 1) {
            u = x * ru;
            v = z * rv;
        } else {
            u = (nx != 0 ? z : x) * ru;
            v = down * rv;
        }
        // Lit as the top under it; a brim and its skirt as their own top's edge.
        if (lit != null) {
            colour[0] = lit[at];
            colour[1] = lit[at + 1];
            colour[2] = lit[at + 2];
        } else {
            if (brimming) {
                m.shadeAt(Math.max(cellColumn, Math.min(cellColumn + 1, column)),
                        Math.max(cellRow, Math.min(cellRow + 1, row)), top, shade);
            } else {
                m.shadeAt(column, row, top, shade);
            }
            BlockLight.colour(shade[0], shade[1], m.tint.at(column, row), colour, 0);
        }
        int k = buf.vertex(x, y, z, nx, ny, nz, colour[0], colour[1], colour[2], 1, u, v);
        buf.extra(k, (float) (along / BlockFringeMask.METRES), (float) maskV, 0, 0);
    }

    /** Two triangles over four vertices written as (s0, o0), (s1, o0), (s0, o1), (s1, o1). */
    private static void quad(BlockMeshBuffer buf, int first, int nx, int ny, int nz) {
        triangle(buf, first, first + 1, first + 3, nx, ny, nz);
        triangle(buf, first, first + 3, first + 2, nx, ny, nz);
    }

    /** A triangle wound counter-clockwise seen from the normal's side. */
    private static void triangle(BlockMeshBuffer buf, int a, int b, int c, int nx, int ny, int nz) {
        float[] p = buf.positions;
        double ux = p[3 * b] - p[3 * a], uy = p[3 * b + 1] - p[3 * a + 1], uz = p[3 * b + 2] - p[3 * a + 2];
        double vx = p[3 * c] - p[3 * a], vy = p[3 * c + 1] - p[3 * a + 1], vz = p[3 * c + 2] - p[3 * a + 2];
        double dot = (uy * vz - uz * vy) * nx + (uz * vx - ux * vz) * ny + (ux * vy - uy * vx) * nz;
        if (dot >= 0) {
            buf.triangle(a, b, c);
        } else {
            buf.triangle(a, c, b);
        }
    }
}
