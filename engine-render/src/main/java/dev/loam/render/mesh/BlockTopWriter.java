package dev.loam.render.mesh;

import dev.loam.render.mesh.internal.BlockLight;
import dev.loam.blockmap.BlockMap;

/**
 * Writes a chunk's tops with their baked light. Each top is a lattice of
 * {@value BlockLight#LATTICE} by {@value BlockLight#LATTICE} squares, each vertex shaded by how much
 * sky the ground within {@value BlockLight#OCCLUSION_REACH_METRES} m hides and darkened within
 * {@value BlockLight#WATER_DARKENING_METRES} m of water; where the light needs no lattice the top is
 * one square, and such squares of one face, height and wetness merge into rectangles inside one
 * tint square. It keeps each cell's lattice, so fringes and cards on a top take its light.
 */
final class BlockTopWriter {
    private final BlockMesher m;
    private final BlockChunkWindow window;
    private final double cellX, cellZ;
    private final int l = BlockLight.LATTICE + 1;
    private final double[] occ = new double[l * l];
    /**
     * The wetness of each vertex of the lattice being lit: one of the kept arrays below, shared and
     * never written once filled.
     */
    private double[] wet;
    /** Every vertex's wetness on a top with no water on it or beside it, and on a water bed. */
    private final double[] dryWetness = new double[l * l], bedWetness = new double[l * l];
    private final float[] latticeColours = new float[3 * l * l];
    /** Per set of water neighbours (bit n for {@link #neighbourOffset}[n]): each lattice vertex's wetness, once worked out. */
    private final double[][] wetnessByNeighbours = new double[256][];
    /** Per such set, once worked out: whether every vertex's wetness is the same, as {@code wet[k] == wet[0]} finds it. */
    private final boolean[] wetnessEven = new boolean[256];
    /** The last lattice's east column: per vertex row, its occlusion, wetness and tint. */
    private final double[] westOcc = new double[l], westWet = new double[l], westTint = new double[l];
    /** Per chunk column, the south row of the last lattice lit there: occlusion, wetness, tint, colour. */
    private final double[] northOcc = new double[BlockMap.CHUNK_CELLS * l], northWet = new double[BlockMap.CHUNK_CELLS * l],
            northTint = new double[BlockMap.CHUNK_CELLS * l];
    private final float[] northColours = new float[3 * BlockMap.CHUNK_CELLS * l];
    /** The window offsets of the cells within the occlusion's reach of some lattice vertex, row by row. */
    private int[] reachOffsets;
    /** Per such cell: the lattice vertices (b·5 + a) it lies within reach of. */
    private int[][] reachVertices;
    /** Per such cell and vertex: the squared run (distance plus the softening). */
    private double[][] reachRun2;
    /** Per such cell and vertex: the fall-off weight. */
    private double[][] reachWeight;
    /** How many distinct rises {@link #riseTerms} keeps the terms of. */
    private static final int RISE_SLOTS = 32;
    /** The rises whose terms are kept, and per rise, reach cell and lattice vertex, the term. */
    private final double[] riseKeys = new double[RISE_SLOTS];
    private final double[][][] riseCache = new double[RISE_SLOTS][][];
    private int riseCount;
    /** The terms of a rise met once the kept slots are full. */
    private double[][] riseScratch;
    /** Per lattice vertex and each of the eight neighbours (row by row, self skipped): the distance in metres. */
    private final double[] neighbourDistance = new double[l * l * 8];
    private final int[] neighbourOffset = new int[8];
    private final int[] plainMaterial = new int[BlockMap.CHUNK_CELLS * BlockMap.CHUNK_CELLS];
    private final int[] plainSteps = new int[BlockMap.CHUNK_CELLS * BlockMap.CHUNK_CELLS];
    /** Per chunk cell whose top is not lit as a lattice: whether it is a water bed (kept after the merge, for {@link #shadeOnTop}). */
    private final boolean[] plainWet = new boolean[BlockMap.CHUNK_CELLS * BlockMap.CHUNK_CELLS];
    /** Per chunk cell: whether its top was lit as a lattice, whose values {@link #cellLight} keeps. */
    private final boolean[] cellLattice = new boolean[BlockMap.CHUNK_CELLS * BlockMap.CHUNK_CELLS];
    /**
     * Per chunk cell: the height of its top where {@link #shadeOnTop} finds one (a block's top,
     * stairs apart), NaN elsewhere, so that one comparison with a point's height tells both.
     */
    private final double[] cellTop = new double[BlockMap.CHUNK_CELLS * BlockMap.CHUNK_CELLS];
    /**
     * Per chunk cell, its top's light side by side, so one card's or fringe's read stays close: at
     * {@code cell·50 + v} the occlusion lattice vertex v was lit with, at {@code cell·50 + 25 + v} its
     * water darkening.
     */
    private final float[] cellLight = new float[BlockMap.CHUNK_CELLS * BlockMap.CHUNK_CELLS * 50];

    BlockTopWriter(BlockMesher mesher) {
        this.m = mesher;
        this.window = mesher.window;
        this.cellX = mesher.cellX;
        this.cellZ = mesher.cellZ;
        reachTables();
        java.util.Arrays.fill(dryWetness, 1);
        java.util.Arrays.fill(bedWetness, BlockLight.nearWater(0));
    }

    /** Fills the per-vertex tables of the cells within the occlusion's reach of each lattice vertex. */
    private void reachTables() {
        int q = BlockLight.LATTICE, reach = window.reach;
        for (int b = 0, k = 0; b <= q; b++) {
            for (int a = 0; a <= q; a++) {
                double fa = a / (double) q, fb = b / (double) q;
                int nk = 0;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        if (dr == 0 && dc == 0) {
                            continue;
                        }
                        double dx = Math.max(0, Math.max(dc - fa, fa - (dc + 1))) * cellX;
                        double dz = Math.max(0, Math.max(dr - fb, fb - (dr + 1))) * cellZ;
                        neighbourDistance[k * 8 + nk] = Math.sqrt(dx * dx + dz * dz);
                        neighbourOffset[nk] = dr * window.size + dc;
                        nk++;
                    }
                }
                k++;
            }
        }
        int span = 2 * reach + 2;
        int[] offs = new int[span * span];
        int[][] verts = new int[span * span][];
        double[][] run2 = new double[span * span][], weight = new double[span * span][];
        int cells = 0;
        int[] vs = new int[l * l];
        double[] r2 = new double[l * l], wt = new double[l * l];
        for (int r = -reach; r <= reach + 1; r++) {
            for (int c = -reach; c <= reach + 1; c++) {
                int n = 0;
                for (int b = 0; b <= q; b++) {
                    for (int a = 0; a <= q; a++) {
                        double fa = a / (double) q, fb = b / (double) q;
                        double dx = Math.max(0, Math.max(c - fa, fa - (c + 1))) * cellX;
                        double dz = Math.max(0, Math.max(r - fb, fb - (r + 1))) * cellZ;
                        double d = Math.sqrt(dx * dx + dz * dz);
                        if (d < BlockLight.OCCLUSION_REACH_METRES) {
                            double run = d + BlockLight.OCCLUSION_SOFTEN_METRES;
                            vs[n] = b * l + a;
                            r2[n] = run * run;
                            wt[n] = 1 - d / BlockLight.OCCLUSION_REACH_METRES;
                            n++;
                        }
                    }
                }
                if (n > 0 && (r != 0 || c != 0)) {
                    offs[cells] = r * window.size + c;
                    verts[cells] = java.util.Arrays.copyOf(vs, n);
                    run2[cells] = java.util.Arrays.copyOf(r2, n);
                    weight[cells] = java.util.Arrays.copyOf(wt, n);
                    cells++;
                }
            }
        }
        reachOffsets = java.util.Arrays.copyOf(offs, cells);
        reachVertices = java.util.Arrays.copyOf(verts, cells);
        reachRun2 = java.util.Arrays.copyOf(run2, cells);
        reachWeight = java.util.Arrays.copyOf(weight, cells);
        riseScratch = new double[cells][l * l];
    }

    /**
     * Writes into {@link #occ} the occlusion of every lattice vertex of window cell i, its top at
     * y: the sum {@link #occlusion} takes, cell by cell in the same row-by-row order, each cell
     * that stands over the top visited once for all the vertices it reaches. Returns whether any
     * vertex's occlusion came out above 0.
     */
    private boolean latticeOcclusion(int i, double y) {
        java.util.Arrays.fill(occ, 0);
        double[] ground = window.ground;
        double lastRise = Double.NaN;
        double[][] terms = null;
        for (int n = 0; n < reachOffsets.length; n++) {
            double rise = ground[i + reachOffsets[n]] - y;
            if (rise > BlockMesher.EPS) {
                if (rise != lastRise) {
                    terms = riseTerms(rise);
                    lastRise = rise;
                }
                // Dense: a vertex out of the cell's reach adds 0, which leaves its sum as it is.
                double[] t = terms[n];
                for (int k = 0; k < t.length; k++) {
                    occ[k] += t[k];
                }
            }
        }
        // Two plain loops, so the compiler can keep the first to whole vectors.
        for (int k = 0; k < occ.length; k++) {
            occ[k] = Math.min(1, occ[k] / BlockLight.OCCLUSION_NORM);
        }
        for (int k = 0; k < occ.length; k++) {
            if (occ[k] != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The terms a rise of ground over a top adds to each lattice vertex through each reach cell,
     * {@code rise / √(rise² + run²) · weight} exactly as {@link BlockLight#occluder} reckons them,
     * and 0 for a vertex out of that cell's reach.
     * A map's rises take few values (whole steps), so each rise's terms are worked out once and
     * kept; once {@link #RISE_SLOTS} are kept, further rises are worked out each time into scratch.
     */
    private double[][] riseTerms(double rise) {
        for (int s = 0; s < riseCount; s++) {
            if (riseKeys[s] == rise) {
                return riseCache[s];
            }
        }
        return newRiseTerms(rise);
    }

    /** Works out the terms of a rise not kept yet (apart from {@link #riseTerms}, so that its search stays small enough to inline). */
    private double[][] newRiseTerms(double rise) {
        double[][] terms;
        if (riseCount < RISE_SLOTS) {
            terms = new double[reachOffsets.length][l * l];
            riseKeys[riseCount] = rise;
            riseCache[riseCount++] = terms;
        } else {
            terms = riseScratch;
        }
        double rise2 = rise * rise;
        for (int n = 0; n < terms.length; n++) {
            int[] vs = reachVertices[n];
            double[] run2 = reachRun2[n], weight = reachWeight[n], t = terms[n];
            for (int k = 0; k < vs.length; k++) {
                t[vs[k]] = rise / Math.sqrt(rise2 + run2[k]) * weight[k];
            }
        }
        return terms;
    }

    /**
     * The darkening of lattice vertex k of a cell by the water within 0.35 m of it (1 for none),
     * given whether the cell is a water bed and which of its eight neighbours are (bit n for
     * {@link #neighbourOffset}[n]), both read once for the cell.
     */
    private double latticeWetness(boolean waterHere, int waterNeighbours, int k) {
        if (waterHere) {
            return BlockLight.nearWater(0);
        }
        double nearest = Double.POSITIVE_INFINITY;
        for (int n = 0; n < 8; n++) {
            if ((waterNeighbours & (1 << n)) != 0) {
                nearest = Math.min(nearest, neighbourDistance[k * 8 + n]);
            }
        }
        return BlockLight.nearWater(nearest);
    }

    /**
     * Writes into {@code shade} how the point (column, row) of a top of this chunk at height y was
     * lit: its lattice blended, or its even light. False, writing nothing, when no top of the chunk
     * at that height lies there. Call after {@link #write()}.
     */
    boolean shadeOnTop(double column, double row, double y, double[] shade) {
        int fc = (int) Math.floor(column), fr = (int) Math.floor(row);
        // A point on a cell's east or south edge also lies on the cell west or north of it.
        for (int dr = 0; dr <= (row == fr ? 1 : 0); dr++) {
            for (int dc = 0; dc <= (column == fc ? 1 : 0); dc++) {
                if (shadeOnCell(fc - dc, fr - dr, column, row, y, shade)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean shadeOnCell(int c, int r, double column, double row, double y, double[] shade) {
        int lc = c - m.chunkColumn * BlockMap.CHUNK_CELLS, lr = r - m.chunkRow * BlockMap.CHUNK_CELLS;
        if (lc < 0 || lr < 0 || lc >= m.cellsX || lr >= m.cellsZ) {
            return false;
        }
        int k = lr * BlockMap.CHUNK_CELLS + lc;
        if (cellTop[k] != y) {
            return false;
        }
        // On a top of the chunk, lit as it was: its lattice blended, or its even light.
        if (!cellLattice[k]) {
            shade[0] = plainWet[k] ? BlockLight.nearWater(0) : 1;
            shade[1] = 0;
            return true;
        }
        int q = BlockLight.LATTICE;
        double fa = (column - c) * q, fb = (row - r) * q;
        int a = Math.min(q - 1, (int) fa), b = Math.min(q - 1, (int) fb);
        double sa = fa - a, sb = fb - b;
        int v = k * 50 + b * l + a;
        double o = bilinear(cellLight, v, sa, sb), wetness = bilinear(cellLight, v + 25, sa, sb);
        shade[0] = (1 - BlockLight.OCCLUSION_DARKENING * o) * wetness;
        shade[1] = o;
        return true;
    }

    private double bilinear(float[] values, int v, double sa, double sb) {
        double north = (1 - sa) * values[v] + sa * values[v + 1];
        double south = (1 - sa) * values[v + l] + sa * values[v + l + 1];
        return (1 - sb) * north + sb * south;
    }

    // ---- tops ---------------------------------------------------------------------------------

    /** Writes the chunk's tops: lattices where the light varies, merged squares where it does not. */
    void write() {
        int n = BlockMap.CHUNK_CELLS;
        for (int lr = 0; lr < m.cellsZ; lr++) {
            for (int lc = 0; lc < m.cellsX; lc++) {
                int k = lr * n + lc;
                plainMaterial[k] = -1;
                cellLattice[k] = false;
                cellTop[k] = Double.NaN;
                int i = m.cell(lc, lr);
                if (!window.solid(i) || window.stair(i)) {
                    continue;
                }
                double y = window.top[i];
                cellTop[k] = y;
                boolean wetHere = window.water(i);
                boolean shaded = window.groundMax[i] > y + BlockMesher.EPS;
                // Which of the eight neighbours are water beds (bit n for neighbourOffset[n]). Not
                // needed on a water bed, lit as wet throughout.
                int waterNeighbours = 0;
                if (!wetHere) {
                    for (int d = 0; d < 8; d++) {
                        if (window.water(i + neighbourOffset[d])) {
                            waterNeighbours |= 1 << d;
                        }
                    }
                }
                if (!shaded && (wetHere || waterNeighbours == 0)) {
                    plainMaterial[k] = window.info[i].top;
                    plainSteps[k] = window.steps[i];
                    plainWet[k] = wetHere;
                    continue;
                }
                if (!lattice(i, m.column(lc), m.row(lr), y, lc, lr, shaded, wetHere, waterNeighbours)) {
                    plainMaterial[k] = window.info[i].top;
                    plainSteps[k] = window.steps[i];
                    plainWet[k] = wetHere;
                } else {
                    cellLattice[k] = true;
                    for (int v = 0; v < l * l; v++) {
                        cellLight[k * 50 + v] = (float) occ[v];
                        cellLight[k * 50 + 25 + v] = (float) wet[v];
                    }
                }
            }
        }
        mergePlainTops();
    }

    /**
     * Writes a top as a lattice; false (writing nothing) when its light is even and it draws as one
     * square. {@code shaded}, {@code waterHere} and {@code waterNeighbours} are as {@link #write()}
     * read them for the cell.
     */
    private boolean lattice(int i, int c, int r, double y, int lc, int lr, boolean shaded, boolean waterHere,
                            int waterNeighbours) {
        int q = BlockLight.LATTICE;
        boolean occluded = false;
        if (shaded) {
            occluded = latticeOcclusion(i, y);
        } else {
            java.util.Arrays.fill(occ, 0);
        }
        // The wetness depends only on whether the cell is a water bed and which neighbours are: the
        // arrays are kept, and with each whether its vertices all come out the same.
        boolean wetEven;
        if (waterHere) {
            wet = bedWetness;
            wetEven = true;
        } else if (waterNeighbours == 0) {
            wet = dryWetness;
            wetEven = true;
        } else {
            wet = wetnessByNeighbours[waterNeighbours];
            if (wet == null) {
                wet = new double[l * l];
                boolean same = true;
                for (int k = 0; k < l * l; k++) {
                    wet[k] = latticeWetness(false, waterNeighbours, k);
                    same &= wet[k] == wet[0];
                }
                wetnessByNeighbours[waterNeighbours] = wet;
                wetnessEven[waterNeighbours] = same;
            }
            wetEven = wetnessEven[waterNeighbours];
        }
        if (!occluded && wetEven) {
            return false;
        }
        // The tint is bilinear inside a cell (a cell lies in one of its node squares): read it at the
        // corners and blend, weighting so that a corner and an edge come out exactly as a neighbour's.
        double t00 = m.tint.at(c, r), t10 = m.tint.at(c + 1, r), t01 = m.tint.at(c, r + 1), t11 = m.tint.at(c + 1, r + 1);
        // A vertex on the edge of the top west or north of this one, lit as a lattice just before, is
        // a point that top has coloured: where its occlusion, wetness and tint come out the very same
        // (as they do for neighbouring tops at one height), so does its colour, which is copied.
        int cellK = lr * BlockMap.CHUNK_CELLS + lc;
        boolean fromWest = lc > 0 && cellLattice[cellK - 1];
        boolean fromNorth = lr > 0 && cellLattice[cellK - BlockMap.CHUNK_CELLS];
        int edge = lc * l;
        for (int b = 0; b <= q; b++) {
            double sb = b / (double) q;
            double west = (1 - sb) * t00 + sb * t01, east = (1 - sb) * t10 + sb * t11;
            for (int a = 0; a <= q; a++) {
                int k = b * l + a;
                double sa = a / (double) q;
                double tint = (1 - sa) * west + sa * east;
                double o = occ[k], wt = wet[k];
                if (a == 0 && fromWest && westOcc[b] == o && westWet[b] == wt && westTint[b] == tint) {
                    // latticeColours still holds the west top's colours; its vertex (q, b) is not yet overwritten.
                    int from = 3 * (k + q);
                    latticeColours[3 * k] = latticeColours[from];
                    latticeColours[3 * k + 1] = latticeColours[from + 1];
                    latticeColours[3 * k + 2] = latticeColours[from + 2];
                } else if (b == 0 && fromNorth && northOcc[edge + a] == o && northWet[edge + a] == wt
                        && northTint[edge + a] == tint) {
                    int from = 3 * (edge + a);
                    latticeColours[3 * k] = northColours[from];
                    latticeColours[3 * k + 1] = northColours[from + 1];
                    latticeColours[3 * k + 2] = northColours[from + 2];
                } else {
                    double light = (1 - BlockLight.OCCLUSION_DARKENING * o) * wt;
                    BlockLight.colour(light, o, tint, latticeColours, 3 * k);
                }
                if (a == q) {
                    westOcc[b] = o;
                    westWet[b] = wt;
                    westTint[b] = tint;
                }
                if (b == q) {
                    northOcc[edge + a] = o;
                    northWet[edge + a] = wt;
                    northTint[edge + a] = tint;
                    int to = 3 * (edge + a);
                    northColours[to] = latticeColours[3 * k];
                    northColours[to + 1] = latticeColours[3 * k + 1];
                    northColours[to + 2] = latticeColours[3 * k + 2];
                }
            }
        }
        int material = window.info[i].top;
        m.quads.lattice(m.buffers[material], material, m.worldX(c), m.worldX(c + 1), m.worldZ(r), m.worldZ(r + 1), y, q,
                latticeColours);
        return true;
    }

    /** Greedy merge of the even tops: rectangles of one face, height and wetness inside one tint square. */
    private void mergePlainTops() {
        int n = BlockMap.CHUNK_CELLS, t = BlockLight.TINT_NODE_CELLS;
        float[] corners = m.quads.corners();
        for (int lr = 0; lr < m.cellsZ; lr++) {
            for (int lc = 0; lc < m.cellsX; lc++) {
                int k = lr * n + lc;
                int material = plainMaterial[k];
                if (material < 0) {
                    continue;
                }
                int c0 = m.column(lc), r0 = m.row(lr);
                int w = 1;
                while (lc + w < m.cellsX && same(k, k + w) && (c0 + w) / t == c0 / t) {
                    w++;
                }
                int h = 1;
                grow:
                while (lr + h < m.cellsZ && (r0 + h) / t == r0 / t) {
                    for (int x = 0; x < w; x++) {
                        if (!same(k, k + h * n + x)) {
                            break grow;
                        }
                    }
                    h++;
                }
                for (int y = 0; y < h; y++) {
                    for (int x = 0; x < w; x++) {
                        plainMaterial[k + y * n + x] = -1;
                    }
                }
                double wetness = plainWet[k] ? BlockLight.nearWater(0) : 1;
                m.topColour(c0, r0, 0, wetness, corners, 0);
                m.topColour(c0 + w, r0, 0, wetness, corners, 3);
                m.topColour(c0, r0 + h, 0, wetness, corners, 6);
                m.topColour(c0 + w, r0 + h, 0, wetness, corners, 9);
                double y0 = m.map.position().y() + plainSteps[k] * m.step;
                m.quads.rect(m.buffers[material], material, BlockQuadWriter.Plane.TOP, m.worldX(c0), m.worldX(c0 + w),
                        m.worldZ(r0), m.worldZ(r0 + h), y0, 0, 1f);
            }
        }
    }

    private boolean same(int k, int j) {
        return plainMaterial[j] == plainMaterial[k] && plainSteps[j] == plainSteps[k] && plainWet[j] == plainWet[k];
    }
}
