package dev.loam.terrain;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds a {@link Terrain}; see {@link Terrain#builder(int, int, double)}. Every value is checked
 * in {@link #build()}, which refuses with a {@link TerrainFormatException} naming the spec's key.
 */
public final class TerrainBuilder {
    final int nx;
    final int nz;
    final double cellSize;
    double originX;
    double originY;
    double originZ;
    List<TerrainLayer> layers = List.of();
    int chunkCells = Terrain.DEFAULT_CHUNK_CELLS;
    private float[] heights;
    private byte[] splat;
    private byte[] holes;
    private boolean owned;
    private boolean heightsChecked;
    int historyCapacity = 4096;

    TerrainBuilder(int nx, int nz, double cellSize) {
        this.nx = nx;
        this.nz = nz;
        this.cellSize = cellSize;
    }

    /** World position of vertex (0, 0), map units; every value finite. */
    public TerrainBuilder origin(double x, double y, double z) {
        this.originX = x;
        this.originY = y;
        this.originZ = z;
        return this;
    }

    /** The texture layers, at most four. */
    public TerrainBuilder layers(List<TerrainLayer> layers) {
        this.layers = new ArrayList<>(layers);
        return this;
    }

    /** Cells per chunk side, 1..4096 (32 unless set). */
    public TerrainBuilder chunkCells(int chunkCells) {
        this.chunkCells = chunkCells;
        return this;
    }

    /** Every height above origin Y, row-major, {@code nx * nz} finite values (copied by {@link #build()}). */
    public TerrainBuilder heights(float[] heights) {
        this.heights = heights;
        return this;
    }

    /** The splat bytes, four a vertex (copied by {@link #build()}, then normalised). */
    public TerrainBuilder splat(byte[] splat) {
        this.splat = splat;
        return this;
    }

    /** The hole bytes, one a cell, non-zero a hole (copied by {@link #build()}). */
    public TerrainBuilder holes(byte[] holes) {
        this.holes = holes;
        return this;
    }

    /** How many changes {@link Terrain#forEachChange} can reach back (4096 unless set, at least 1). */
    public TerrainBuilder historyCapacity(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("history capacity must be at least 1, got " + capacity);
        }
        this.historyCapacity = capacity;
        return this;
    }

    /** Takes the arrays without copying: for this package's readers, which made them. */
    TerrainBuilder owned(float[] heights, byte[] splat, byte[] holes) {
        this.heights = heights;
        this.splat = splat;
        this.holes = holes;
        this.owned = true;
        return this;
    }

    /** Skips the finite check of the heights: for this package's readers, which checked them as they read. */
    TerrainBuilder heightsChecked() {
        this.heightsChecked = true;
        return this;
    }

    /**
     * Checks every value and builds the terrain.
     *
     * @throws TerrainFormatException naming {@code resolution[0]}, {@code resolution[1]},
     *                                {@code cell_size}, {@code origin[k]}, {@code layers[4]},
     *                                {@code chunk_cells}, {@code heights} or {@code heights[k]},
     *                                {@code splat} or {@code holes}
     */
    public Terrain build() {
        check(nx, nz, cellSize);
        double[] origin = {originX, originY, originZ};
        for (int k = 0; k < 3; k++) {
            if (!Double.isFinite(origin[k])) {
                throw new TerrainFormatException("origin[" + k + "]", origin[k] + " is not a finite number");
            }
        }
        if (layers.size() > Terrain.MAX_LAYERS) {
            throw new TerrainFormatException("layers[" + Terrain.MAX_LAYERS + "]", "a terrain has at most four layers, this one has "
                    + layers.size());
        }
        if (chunkCells < 1 || chunkCells > Terrain.MAX_CHUNK_CELLS) {
            throw new TerrainFormatException("chunk_cells", chunkCells + " must lie in 1.." + Terrain.MAX_CHUNK_CELLS);
        }
        int vertices = nx * nz;
        float[] h = heights == null ? new float[vertices] : heights;
        if (h.length != vertices) {
            throw new TerrainFormatException("heights", "holds " + h.length + " heights but resolution " + nx + "x" + nz
                    + " needs " + vertices);
        }
        int bad = heightsChecked ? -1 : TerrainContainerSource.firstNonFinite(h, 0, h.length);
        if (bad >= 0) {
            throw new TerrainFormatException("heights[" + bad + "]", "vertex (" + bad % nx + ", " + bad / nx + ") is "
                    + h[bad] + "; every height must be a finite number");
        }
        if (splat != null && splat.length != 4L * vertices) {
            throw new TerrainFormatException("splat", "holds " + splat.length + " bytes but resolution " + nx + "x" + nz
                    + " needs " + 4L * vertices + ", four a vertex");
        }
        if (holes != null && holes.length != (long) (nx - 1) * (nz - 1)) {
            throw new TerrainFormatException("holes", "holds " + holes.length + " bytes but resolution " + nx + "x" + nz
                    + " has " + (nx - 1) * (nz - 1) + " cells");
        }
        byte[] s = splat;
        if (s != null) {
            if (!owned) {
                s = s.clone();
            }
            TerrainSplat.normaliseInPlace(s);
        }
        float[] hs = owned || heights == null ? h : h.clone();
        byte[] ho = holes == null || owned ? holes : holes.clone();
        return new Terrain(this, hs, s, ho);
    }

    /** Checks a resolution and cell size, naming the key. */
    static void check(long nx, long nz, double cellSize) {
        if (nx < 2 || nx > Terrain.MAX_RESOLUTION) {
            throw new TerrainFormatException("resolution[0]", nx + " vertices along X must lie in 2.." + Terrain.MAX_RESOLUTION);
        }
        if (nz < 2 || nz > Terrain.MAX_RESOLUTION) {
            throw new TerrainFormatException("resolution[1]", nz + " vertices along Z must lie in 2.." + Terrain.MAX_RESOLUTION);
        }
        if (!(cellSize > 0) || !Double.isFinite(cellSize)) {
            throw new TerrainFormatException("cell_size", cellSize + " must be a finite number of map units above 0");
        }
    }
}
