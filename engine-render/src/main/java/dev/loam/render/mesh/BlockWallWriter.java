package dev.loam.render.mesh;

import dev.loam.render.mesh.internal.BlockLight;
import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockMap;

/**
 * Writes a chunk's vertical faces and stairs. A cell draws a face toward each neighbour whose top
 * stands lower, down to that top, or to the base at the map's edge and beside a void cell (the
 * cut); its top metre is the lip band. Faces of one look along a line merge into one run. A stair
 * draws four treads climbing one step toward its facing, a riser in front of each, and its sides
 * where the ground beside stands lower. Light: the foot, corner and water-line darkening of
 * {@link BlockLight}.
 */
final class BlockWallWriter {
    /** The lip band's height, in metres: the top metre of a face. */
    static final double LIP_METRES = 1;
    private static final int[] DC = {0, 1, 0, -1}, DR = {-1, 0, 1, 0};
    private static final BlockFacing[] FACINGS = BlockFacing.values();

    private final BlockMesher m;
    private final BlockChunkWindow w;
    private final double[] hs = new double[4];
    private final double[] ys = new double[8];

    /** Per lattice vertex (b·5 + a) of a cell: the window offsets of the cells within the occlusion's reach, row by row. */
    private final int[][] pointOffsets;
    /** Per lattice vertex and such cell: the squared run (distance plus the softening). */
    private final double[][] pointRun2;
    /** Per lattice vertex and such cell: the fall-off weight. */
    private final double[][] pointWeight;

    BlockWallWriter(BlockMesher mesher) {
        this.m = mesher;
        this.w = mesher.window;
        int q = BlockLight.LATTICE, l = q + 1, reach = w.reach;
        pointOffsets = new int[l * l][];
        pointRun2 = new double[l * l][];
        pointWeight = new double[l * l][];
        int span = 2 * reach + 2;
        int[] offs = new int[span * span];
        double[] r2 = new double[span * span], wt = new double[span * span];
        for (int b = 0; b <= q; b++) {
            for (int a = 0; a <= q; a++) {
                double fa = a / (double) q, fb = b / (double) q;
                int n = 0;
                // The cells m.occlusion visits for the point, in its order: row by row, west to east.
                for (int r = -reach; r <= reach + 1; r++) {
                    double dz = Math.max(0, Math.max(r - fb, fb - (r + 1))) * m.cellZ;
                    for (int c = -reach; c <= reach + 1; c++) {
                        double dx = Math.max(0, Math.max(c - fa, fa - (c + 1))) * m.cellX;
                        double d = Math.sqrt(dx * dx + dz * dz);
                        if (d < BlockLight.OCCLUSION_REACH_METRES) {
                            double run = d + BlockLight.OCCLUSION_SOFTEN_METRES;
                            offs[n] = r * w.size + c;
                            r2[n] = run * run;
                            wt[n] = 1 - d / BlockLight.OCCLUSION_REACH_METRES;
                            n++;
                        }
                    }
                }
                pointOffsets[b * l + a] = java.util.Arrays.copyOf(offs, n);
                pointRun2[b * l + a] = java.util.Arrays.copyOf(r2, n);
                pointWeight[b * l + a] = java.util.Arrays.copyOf(wt, n);
            }
        }
    }

    /**
     * {@link BlockMesher#occlusion} at lattice vertex (a, b) of window cell i, height y, from the
     * tables: the same cells in the same order, each term reckoned as {@link BlockLight#occluder}
     * reckons it, so the sum comes out the very same.
     */
    double pointOcclusion(int i, int a, int b, double y) {
        int q = BlockLight.LATTICE;
        // The cell the point falls in, as occlusion floors it: its highest ground may stand no higher.
        if (!(w.groundMax[i + a / q + (b / q) * w.size] > y + BlockMesher.EPS)) {
            return 0;
        }
        int k = b * (q + 1) + a;
        int[] offs = pointOffsets[k];
        double[] run2 = pointRun2[k], weight = pointWeight[k];
        double[] ground = w.ground;
        double sum = 0;
        for (int n = 0; n < offs.length; n++) {
            double g = ground[i + offs[n]];
            if (!(g > y + BlockMesher.EPS)) {
                continue;
            }
            double rise = g - y;
            sum += rise / Math.sqrt(rise * rise + run2[n]) * weight[n];
        }
        return Math.min(1, sum / BlockLight.OCCLUSION_NORM);
    }

    void write() {
        for (int d = 0; d < 4; d++) {
            faces(d);
        }
        for (int lr = 0; lr < m.cellsZ; lr++) {
            for (int lc = 0; lc < m.cellsX; lc++) {
                int i = m.cell(lc, lr);
                if (w.stair(i) && w.facing[i] != BlockChunkWindow.NO_FACING) {
                    stair(i, lc, lr, FACINGS[w.facing[i]]);
                }
            }
        }
    }

    /** The foot of a face of cell i toward d: the neighbour's top, or the base beside none. */
    private double foot(int i, int d) {
        int j = i + DR[d] * w.size + DC[d];
        return w.solid(j) ? w.top[j] : m.map.baseMetres();
    }

    private boolean hasFace(int i, int d) {
        return w.solid(i) && w.top[i] - foot(i, d) > BlockMesher.EPS;
    }

    /** Whether the cell in front of i's face toward d, one along the run by s, stands over the foot. */
    private boolean corner(int i, int d, int s) {
        int rc = DR[d] != 0 ? 1 : 0, rr = DC[d] != 0 ? 1 : 0;
        int j = i + (DR[d] + s * rr) * w.size + DC[d] + s * rc;
        return w.solid(j) && w.top[j] > foot(i, d) + BlockMesher.EPS;
    }

    private boolean sameRun(int i, int j, int d) {
        int ni = i + DR[d] * w.size + DC[d], nj = j + DR[d] * w.size + DC[d];
        return w.top[i] == w.top[j] && foot(i, d) == foot(j, d) && w.solid(ni) == w.solid(nj)
                && w.info[i].side == w.info[j].side && w.info[i].lip == w.info[j].lip
                && w.water(ni) == w.water(nj) && (!w.water(ni) || w.surface[ni] == w.surface[nj])
                && !corner(i, d, 1) && !corner(j, d, -1);
    }

    /** Every face of the chunk toward d, merged into runs along the face's line. */
    private void faces(int d) {
        boolean alongRows = DC[d] != 0;
        int lines = alongRows ? m.cellsX : m.cellsZ, length = alongRows ? m.cellsZ : m.cellsX;
        int t = BlockLight.TINT_NODE_CELLS;
        for (int line = 0; line < lines; line++) {
            int k = 0;
            while (k < length) {
                int i = alongRows ? m.cell(line, k) : m.cell(k, line);
                if (!hasFace(i, d)) {
                    k++;
                    continue;
                }
                int start = alongRows ? m.row(k) : m.column(k);
                int end = k + 1;
                int last = i;
                while (end < length) {
                    int j = alongRows ? m.cell(line, end) : m.cell(end, line);
                    int mapEnd = start + (end - k);
                    if (!hasFace(j, d) || !sameRun(last, j, d) || mapEnd / t != start / t) {
                        break;
                    }
                    last = j;
                    end++;
                }
                run(i, last, d, start, start + (end - k));
                k = end;
            }
        }
    }

    /** Writes the face of cells first..last toward d, spanning map cells from s0 to s1 along its line. */
    private void run(int first, int last, int d, int s0, int s1) {
        int j = first + DR[d] * w.size + DC[d];
        double top = w.top[first], foot = foot(first, d);
        boolean cut = !w.solid(j);
        double reach = cut ? BlockLight.CUT_FOOT_METRES : BlockLight.WALL_FOOT_METRES;
        double waterLine = w.water(j) && w.surface[j] > foot && w.surface[j] < top ? w.surface[j] : Double.NaN;
        boolean cornerStart = corner(first, d, -1), cornerEnd = corner(last, d, 1);
        boolean alongRows = DC[d] != 0;
        double cellAlong = alongRows ? m.cellZ : m.cellX;
        double len = (s1 - s0) * cellAlong;
        // Stops along the run, in metres from its start.
        int nh = 0;
        hs[nh++] = 0;
        if (cornerStart && BlockLight.CORNER_METRES < len) {
            hs[nh++] = BlockLight.CORNER_METRES;
        }
        if (cornerEnd && len - BlockLight.CORNER_METRES > hs[nh - 1]) {
            hs[nh++] = len - BlockLight.CORNER_METRES;
        }
        hs[nh++] = len;
        // Stops up the face.
        int ny = 0;
        ys[ny++] = foot;
        ys[ny++] = top;
        double lipLine = top - LIP_METRES;
        if (lipLine > foot) {
            ys[ny++] = lipLine;
        }
        if (foot + reach < top) {
            ys[ny++] = foot + reach;
        }
        if (!Double.isNaN(waterLine)) {
            ys[ny++] = waterLine;
            if (waterLine + BlockLight.WATER_LINE_METRES < top) {
                ys[ny++] = waterLine + BlockLight.WATER_LINE_METRES;
            }
        }
        // At most six stops: an insertion sort in Double.compare's order, the order Arrays.sort leaves them in.
        for (int a = 1; a < ny; a++) {
            double v = ys[a];
            int b = a - 1;
            while (b >= 0 && Double.compare(ys[b], v) > 0) {
                ys[b + 1] = ys[b];
                b--;
            }
            ys[b + 1] = v;
        }
        BlockQuadWriter.Plane plane = BlockQuadWriter.Plane.facing(DC[d], DR[d]);
        BlockMaterials.Info info = w.info[first];
        // The face's line: a fixed column edge (east/west) or row edge (north/south), in map cells.
        int wc = first % w.size, wr = first / w.size;
        double lineCell = alongRows ? w.column0 + wc + (DC[d] > 0 ? 1 : 0) : w.row0 + wr + (DR[d] > 0 ? 1 : 0);
        double offset = alongRows ? m.worldX(lineCell) * plane.nx : m.worldZ(lineCell) * plane.nz;
        float[] corners = m.quads.corners();
        for (int b = 0; b + 1 < ny; b++) {
            double y0 = ys[b], y1 = ys[b + 1];
            if (!(y1 > y0)) {
                continue;
            }
            boolean lip = y0 >= lipLine - BlockMesher.EPS;
            int material = lip ? info.lip : info.side;
            for (int a = 0; a + 1 < nh; a++) {
                double h0 = hs[a], h1 = hs[a + 1];
                // The plane's a axis runs along the line one way or the other.
                double p0 = along(alongRows, s0, h0, cellAlong), p1 = along(alongRows, s0, h1, cellAlong);
                double a0 = alongRows ? p0 * plane.az : p0 * plane.ax, a1 = alongRows ? p1 * plane.az : p1 * plane.ax;
                boolean flip = a0 > a1;
                double ca0 = s0 + h0 / cellAlong, ca1 = s0 + h1 / cellAlong;
                wallColour(flip ? ca1 : ca0, lineCell, alongRows, y0, foot, reach, waterLine, cornerStart, cornerEnd,
                        flip ? h1 : h0, len, corners, 0);
                wallColour(flip ? ca0 : ca1, lineCell, alongRows, y0, foot, reach, waterLine, cornerStart, cornerEnd,
                        flip ? h0 : h1, len, corners, 3);
                wallColour(flip ? ca1 : ca0, lineCell, alongRows, y1, foot, reach, waterLine, cornerStart, cornerEnd,
                        flip ? h1 : h0, len, corners, 6);
                wallColour(flip ? ca0 : ca1, lineCell, alongRows, y1, foot, reach, waterLine, cornerStart, cornerEnd,
                        flip ? h0 : h1, len, corners, 9);
                m.quads.rect(m.buffers[material], material, plane, Math.min(a0, a1), Math.max(a0, a1), y0, y1, offset,
                        lip ? top : 0, 1f);
            }
        }
    }

    /** The world coordinate along the line at h metres from map cell s0. */
    private double along(boolean alongRows, int s0, double h, double cellAlong) {
        return alongRows ? m.worldZ(s0) + h : m.worldX(s0) + h;
    }

    /** A wall point's light: foot, corner and water-line darkening, turned toward blue with the shade. */
    private void wallColour(double alongCell, double lineCell, boolean alongRows, double y, double foot, double reach,
                            double waterLine, boolean cornerStart, boolean cornerEnd, double h, double len,
                            float[] dest, int at) {
        double light = BlockLight.wallFoot(y - foot, reach);
        if (cornerStart) {
            light *= BlockLight.corner(h);
        }
        if (cornerEnd) {
            light *= BlockLight.corner(len - h);
        }
        if (!Double.isNaN(waterLine)) {
            light *= BlockLight.waterLine(y - waterLine);
        }
        double column = alongRows ? lineCell : alongCell, row = alongRows ? alongCell : lineCell;
        BlockLight.colour(light, Math.min(1, 1 - light), m.tint.at(column, row), dest, at);
    }

    // ---- stairs -------------------------------------------------------------------------------

    /** Four treads climbing one step toward f, a riser in front of each, and the sides over the ground beside. */
    private void stair(int i, int lc, int lr, BlockFacing f) {
        BlockMaterials.Info info = w.info[i];
        int c = m.column(lc), r = m.row(lr);
        double top = w.top[i];
        float[] corners = m.quads.corners();
        int q = 4;
        for (int k = 0; k < q; k++) {
            double y = top + (k + 1) * m.step / q;
            double from = k / (double) q, to = (k + 1) / (double) q;
            // The tread's rectangle in map cells.
            double c0, c1, r0, r1;
            switch (f) {
                case EAST -> { c0 = c + from; c1 = c + to; r0 = r; r1 = r + 1; }
                case WEST -> { c0 = c + 1 - to; c1 = c + 1 - from; r0 = r; r1 = r + 1; }
                case SOUTH -> { c0 = c; c1 = c + 1; r0 = r + from; r1 = r + to; }
                default -> { c0 = c; c1 = c + 1; r0 = r + 1 - to; r1 = r + 1 - from; }
            }
            for (int n = 0; n < 4; n++) {
                double cc = (n & 1) == 0 ? c0 : c1, rr = (n >> 1) == 0 ? r0 : r1;
                // A tread's corners fall on the stair cell's lattice points (exact quarters).
                int a = (int) ((cc - c) * q), b = (int) ((rr - r) * q);
                m.topColour(cc, rr, pointOcclusion(i, a, b, y), 1, corners, 3 * n);
            }
            m.quads.rect(m.buffers[info.top], info.top, BlockQuadWriter.Plane.TOP, m.worldX(c0), m.worldX(c1), m.worldZ(r0),
                    m.worldZ(r1), y, 0, 1f);
            // The riser in front of the tread, facing the stair's foot.
            double below = top + k * m.step / q;
            double edge = switch (f) {
                case EAST -> c0;
                case WEST -> c1;
                case SOUTH -> r0;
                case NORTH -> r1;
            };
            int back = f.opposite().ordinal();
            upright(info.riser, back, edge, f == BlockFacing.EAST || f == BlockFacing.WEST ? r : c, 1, below, y, top,
                    corners);
            // The sides over the ground beside.
            for (int s = 0; s < 4; s++) {
                if (s == f.ordinal() || s == back) {
                    continue;
                }
                double low = Math.max(top, foot(i, s));
                if (y > low + BlockMesher.EPS) {
                    boolean eastWest = DC[s] != 0;
                    double sideLine = eastWest ? c + (DC[s] > 0 ? 1 : 0) : r + (DR[s] > 0 ? 1 : 0);
                    double from2 = eastWest ? r0 : c0, span = eastWest ? r1 - r0 : c1 - c0;
                    upright(info.side, s, sideLine, from2, span, low, y, low, corners);
                }
            }
        }
        // The back over the ground behind, when it stands lower than the head.
        int fd = f.ordinal();
        double head = top + m.step, low = Math.max(top, foot(i, fd));
        if (head > low + BlockMesher.EPS) {
            boolean eastWest = DC[fd] != 0;
            double line = eastWest ? c + (DC[fd] > 0 ? 1 : 0) : r + (DR[fd] > 0 ? 1 : 0);
            upright(info.side, fd, line, eastWest ? r : c, 1, low, head, low, corners);
        }
    }

    /**
     * One upright rectangle facing d on the map line {@code line} (a column edge for east and west,
     * a row edge otherwise), from {@code from} cells along it for {@code span} cells, y0 to y1, lit
     * as a wall whose foot is at {@code foot}.
     */
    private void upright(int material, int d, double line, double from, double span, double y0, double y1,
                         double foot, float[] corners) {
        BlockQuadWriter.Plane plane = BlockQuadWriter.Plane.facing(DC[d], DR[d]);
        boolean eastWest = DC[d] != 0;
        double offset = eastWest ? m.worldX(line) * plane.nx : m.worldZ(line) * plane.nz;
        double p0 = eastWest ? m.worldZ(from) : m.worldX(from), p1 = eastWest ? m.worldZ(from + span) : m.worldX(from + span);
        double a0 = eastWest ? p0 * plane.az : p0 * plane.ax, a1 = eastWest ? p1 * plane.az : p1 * plane.ax;
        boolean flip = a0 > a1;
        for (int n = 0; n < 4; n++) {
            double y = (n >> 1) == 0 ? y0 : y1;
            double alongCell = ((n & 1) == 0) != flip ? from : from + span;
            double column = eastWest ? line : alongCell, row = eastWest ? alongCell : line;
            double light = BlockLight.wallFoot(y - foot, BlockLight.WALL_FOOT_METRES);
            BlockLight.colour(light, 1 - light, m.tint.at(column, row), corners, 3 * n);
        }
        m.quads.rect(m.buffers[material], material, plane, Math.min(a0, a1), Math.max(a0, a1), y0, y1, offset, 0, 1f);
    }
}
