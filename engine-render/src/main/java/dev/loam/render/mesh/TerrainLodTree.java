package dev.loam.render.mesh;

/**
 * The quadtree over a terrain's vertex grid that CDLOD selection walks (Strugar 2010, "Continuous
 * Distance-Dependent Level of Detail for Rendering Heightmaps"): each node a square of
 * {@code leafCells · 2^lod} cells, level 0 the leaves, the top level one root covering the whole
 * grid (rounded up to a power of two times the leaf), each node keeping the lowest and highest
 * height of the vertices it covers so that its box is tight for culling and range tests.
 *
 * <p>Built once from a height reader; {@link #update} recomputes the nodes an edited rectangle
 * of vertices reaches. Nodes entirely past the grid's last cell are empty and never selected;
 * a node that reaches past it covers only the grid's part (its vertices clamp to the last one).
 * Pure Java, no GL. Not thread-safe: update and select on one thread.
 */
public final class TerrainLodTree {
    /** The fewest cells along a leaf's side. */
    public static final int MIN_LEAF_CELLS = 8;
    /** The most cells along a leaf's side. */
    public static final int MAX_LEAF_CELLS = 128;
    /** The most levels a tree has (a 16385-vertex side with 8-cell leaves needs 12). */
    public static final int MAX_LEVELS = 16;

    /** Reads vertex (i, j)'s height above the grid's origin, in metres. */
    @FunctionalInterface
    public interface Heights {
        /** The height of vertex (i, j), 0 ≤ i &lt; resolution X, 0 ≤ j &lt; resolution Z. */
        float at(int i, int j);
    }

    private final int nx, nz, leafCells, levels;
    private final double originX, originY, originZ, cellSize;
    /** Per level, nodes along a side. */
    private final int[] side;
    /** Per level, each node's min and max height (row-major, {@code iz * side + ix}); min above max when empty. */
    private final float[][] min, max;
    /** Per level, the greatest height span (max − min) of any node. */
    private final float[] span;
    private final Heights heights;

    /**
     * Builds the tree, reading every vertex's height once.
     *
     * @param resolutionX vertices along X, 2 to 16385
     * @param resolutionZ vertices along Z, 2 to 16385
     * @param cellSize    metres between vertices, finite and above 0
     * @param originX     world X of vertex (0, 0)
     * @param originY     world Y heights are measured from
     * @param originZ     world Z of vertex (0, 0)
     * @param leafCells   cells along a leaf's side: a multiple of 4 in {@value #MIN_LEAF_CELLS}..{@value #MAX_LEAF_CELLS}
     * @param heights     the height reader, kept for {@link #update}
     * @throws IllegalArgumentException naming the value outside its range
     */
    public TerrainLodTree(int resolutionX, int resolutionZ, double cellSize, double originX, double originY,
                          double originZ, int leafCells, Heights heights) {
        if (resolutionX < 2 || resolutionZ < 2 || resolutionX > 16385 || resolutionZ > 16385) {
            throw new IllegalArgumentException("resolution " + resolutionX + "x" + resolutionZ + " must lie in 2..16385 each");
        }
        if (!(cellSize > 0) || Double.isInfinite(cellSize)) {
            throw new IllegalArgumentException("cell size " + cellSize + " must be finite and above 0");
        }
        if (!Double.isFinite(originX) || !Double.isFinite(originY) || !Double.isFinite(originZ)) {
            throw new IllegalArgumentException("origin must be finite");
        }
        if (leafCells < MIN_LEAF_CELLS || leafCells > MAX_LEAF_CELLS || leafCells % 4 != 0) {
            throw new IllegalArgumentException("leaf cells " + leafCells + " must be a multiple of 4 in "
                    + MIN_LEAF_CELLS + ".." + MAX_LEAF_CELLS);
        }
        this.heights = java.util.Objects.requireNonNull(heights, "heights");
        this.nx = resolutionX;
        this.nz = resolutionZ;
        this.cellSize = cellSize;
        this.originX = originX;
        this.originY = originY;
        this.originZ = originZ;
        this.leafCells = leafCells;
        int cells = Math.max(nx - 1, nz - 1);
        int l = 1;
        while ((long) leafCells << (l - 1) < cells) {
            l++;
        }
        this.levels = l;
        side = new int[l];
        min = new float[l][];
        max = new float[l][];
        span = new float[l];
        for (int k = 0; k < l; k++) {
            long size = (long) leafCells << k;
            side[k] = (int) ((Math.max(nx - 1, nz - 1) + size - 1) / size);
            min[k] = new float[side[k] * side[k]];
            max[k] = new float[side[k] * side[k]];
        }
        refresh(0, 0, nx - 1, nz - 1);
    }

    /**
     * Leaf cells for a terrain's {@code chunk_cells}: the chunk size rounded to a multiple of 4 and
     * clamped to {@value #MIN_LEAF_CELLS}..{@value #MAX_LEAF_CELLS}, so a leaf is the terrain's chunk
     * where the chunk fits a patch.
     */
    public static int leafCellsFor(int chunkCells) {
        int c = (chunkCells + 2) / 4 * 4;
        return Math.max(MIN_LEAF_CELLS, Math.min(MAX_LEAF_CELLS, c));
    }

    /**
     * Recomputes the min and max heights of every node the vertices {@code [i0, i1] × [j0, j1]}
     * (inclusive, clamped to the grid) belong to, reading the heights again.
     *
     * @throws IllegalArgumentException when the rectangle is empty or lies wholly off the grid
     */
    public void update(int i0, int j0, int i1, int j1) {
        int a0 = Math.max(0, i0), b0 = Math.max(0, j0), a1 = Math.min(nx - 1, i1), b1 = Math.min(nz - 1, j1);
        if (a0 > a1 || b0 > b1) {
            throw new IllegalArgumentException("vertices " + i0 + ".." + i1 + " x " + j0 + ".." + j1
                    + " hold no vertex of the " + nx + "x" + nz + " grid");
        }
        refresh(a0, b0, a1, b1);
    }

    private void refresh(int a0, int b0, int a1, int b1) {
        // A vertex on a leaf's edge belongs to both leaves beside it.
        int lx0 = Math.max(0, (a0 - 1) / leafCells), lz0 = Math.max(0, (b0 - 1) / leafCells);
        int lx1 = Math.min(side[0] - 1, a1 / leafCells), lz1 = Math.min(side[0] - 1, b1 / leafCells);
        float[] mn = min[0], mx = max[0];
        for (int z = lz0; z <= lz1; z++) {
            for (int x = lx0; x <= lx1; x++) {
                int i0 = x * leafCells, j0 = z * leafCells;
                float lo = Float.POSITIVE_INFINITY, hi = Float.NEGATIVE_INFINITY;
                if (i0 < nx - 1 && j0 < nz - 1) {
                    int i1 = Math.min(nx - 1, i0 + leafCells), j1 = Math.min(nz - 1, j0 + leafCells);
                    for (int j = j0; j <= j1; j++) {
                        for (int i = i0; i <= i1; i++) {
                            float h = heights.at(i, j);
                            lo = Math.min(lo, h);
                            hi = Math.max(hi, h);
                        }
                    }
                }
                mn[z * side[0] + x] = lo;
                mx[z * side[0] + x] = hi;
            }
        }
        for (int k = 1; k < levels; k++) {
            lx0 >>= 1;
            lz0 >>= 1;
            lx1 >>= 1;
            lz1 >>= 1;
            int s = side[k], c = side[k - 1];
            float[] pmn = min[k - 1], pmx = max[k - 1];
            for (int z = lz0; z <= lz1; z++) {
                for (int x = lx0; x <= lx1; x++) {
                    float lo = Float.POSITIVE_INFINITY, hi = Float.NEGATIVE_INFINITY;
                    for (int q = 0; q < 4; q++) {
                        int cx = 2 * x + (q & 1), cz = 2 * z + (q >> 1);
                        if (cx < c && cz < c) {
                            lo = Math.min(lo, pmn[cz * c + cx]);
                            hi = Math.max(hi, pmx[cz * c + cx]);
                        }
                    }
                    min[k][z * s + x] = lo;
                    max[k][z * s + x] = hi;
                }
            }
        }
        for (int k = 0; k < levels; k++) {
            float g = 0;
            float[] mn2 = min[k], mx2 = max[k];
            for (int n = 0; n < mn2.length; n++) {
                if (mn2[n] <= mx2[n]) {
                    g = Math.max(g, mx2[n] - mn2[n]);
                }
            }
            span[k] = g;
        }
    }

    /** Vertices along X. */
    public int resolutionX() {
        return nx;
    }

    /** Vertices along Z. */
    public int resolutionZ() {
        return nz;
    }

    /** Metres between vertices. */
    public double cellSize() {
        return cellSize;
    }

    /** World X of vertex (0, 0). */
    public double originX() {
        return originX;
    }

    /** World Y heights are measured from. */
    public double originY() {
        return originY;
    }

    /** World Z of vertex (0, 0). */
    public double originZ() {
        return originZ;
    }

    /** Cells along a leaf's side (level 0). */
    public int leafCells() {
        return leafCells;
    }

    /** Levels of detail, the leaves' level 0 to the root's {@code levels() - 1}. */
    public int levels() {
        return levels;
    }

    /** Cells along the side of a node of level {@code lod}. */
    public int nodeCells(int lod) {
        checkLevel(lod);
        return leafCells << lod;
    }

    /** Nodes along a side at level {@code lod}. */
    public int nodesAlong(int lod) {
        checkLevel(lod);
        return side[lod];
    }

    /** The greatest height span (metres, max − min) of any node of level {@code lod}. */
    public float heightSpan(int lod) {
        checkLevel(lod);
        return span[lod];
    }

    /** Whether node (ix, iz) of a level covers any cell of the grid. */
    public boolean exists(int lod, int ix, int iz) {
        checkNode(lod, ix, iz);
        return min[lod][iz * side[lod] + ix] <= max[lod][iz * side[lod] + ix];
    }

    /** The lowest vertex height (above origin Y) of node (ix, iz); +∞ for an empty node. */
    public float minHeight(int lod, int ix, int iz) {
        checkNode(lod, ix, iz);
        return min[lod][iz * side[lod] + ix];
    }

    /** The highest vertex height (above origin Y) of node (ix, iz); −∞ for an empty node. */
    public float maxHeight(int lod, int ix, int iz) {
        checkNode(lod, ix, iz);
        return max[lod][iz * side[lod] + ix];
    }

    /**
     * Writes node (ix, iz)'s world box (min x, y, z, max x, y, z, metres) into {@code dest}, its
     * X and Z clamped to the grid.
     *
     * @return false (writing nothing) for an empty node
     */
    public boolean box(int lod, int ix, int iz, float[] dest) {
        checkNode(lod, ix, iz);
        return boxOf(lod, ix, iz, dest);
    }

    /** {@link #box} without the checks, for the selection's walk. */
    boolean boxOf(int lod, int ix, int iz, float[] dest) {
        int n = iz * side[lod] + ix;
        float lo = min[lod][n], hi = max[lod][n];
        if (!(lo <= hi)) {
            return false;
        }
        int size = leafCells << lod;
        dest[0] = (float) (originX + (double) ix * size * cellSize);
        dest[1] = (float) (originY + lo);
        dest[2] = (float) (originZ + (double) iz * size * cellSize);
        dest[3] = (float) (originX + Math.min((long) (ix + 1) * size, nx - 1) * cellSize);
        dest[4] = (float) (originY + hi);
        dest[5] = (float) (originZ + Math.min((long) (iz + 1) * size, nz - 1) * cellSize);
        return true;
    }

    /** Whether a level's node index lies inside the level ({@code exists} may still say it is empty). */
    boolean inLevel(int lod, int ix, int iz) {
        return ix < side[lod] && iz < side[lod];
    }

    /** The height reader. */
    Heights heights() {
        return heights;
    }

    private void checkLevel(int lod) {
        if (lod < 0 || lod >= levels) {
            throw new IndexOutOfBoundsException("level " + lod + " is outside 0.." + (levels - 1));
        }
    }

    private void checkNode(int lod, int ix, int iz) {
        checkLevel(lod);
        if (ix < 0 || iz < 0 || ix >= side[lod] || iz >= side[lod]) {
            throw new IllegalArgumentException("node (" + ix + ", " + iz + ") is outside level " + lod + "'s "
                    + side[lod] + "x" + side[lod]);
        }
    }

    @Override
    public String toString() {
        return "TerrainLodTree[" + nx + "x" + nz + ", leaf " + leafCells + " cells, " + levels + " levels]";
    }
}
