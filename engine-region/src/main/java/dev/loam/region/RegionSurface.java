package dev.loam.region;

import dev.loam.core.StableHash;
import dev.loam.core.ValueNoise2D;

/**
 * The region's seamless ground: each tile blends its four corners' heights (bilinear, in metres)
 * plus a small seeded bump that is nothing on its edges, so along an edge the height depends on
 * that edge's two corners alone and every seam is the same straight line from both sides.
 *
 * <p>The bump is {@code 0.5 m × 16 u (1 - u) v (1 - v) × (2 n - 1)}, {@code u, v} the point's
 * place across the tile from 0 to 1 and {@code n} seeded value noise (48 m lattice); on a tile with
 * a corner at level 0 it is {@code 0.5 m × 16 u (1 - u) v (1 - v) × n}, rising only, so that
 * nothing is ever below level 0 (the tiles spec's rule: on a tile whose lowest corner is a level
 * up or more, the blend is 4 m or more and the bump takes at most 0.5 m off it). The spawn apron
 * and the tiles under lava have none. The surface is sampled at a vertex every 4 m
 * ({@link #heights()}).
 *
 * <p>Where the spec lays roads, the vertices are then graded to them (a flat bed, embankments and
 * cuttings; {@link Region#roads()}): {@link #height} is still the land the tiles make, while
 * {@link #heights()}, {@link #vertexHeight} and {@link #heightAt} are the graded ground, read
 * between the vertices as the terrain's triangles do.
 */
public final class RegionSurface {
    /** The largest bump, in metres. */
    public static final double BUMP_METRES = 0.5;

    private final CornerLevels corners;
    private final ValueNoise2D noise;
    private final boolean[] smooth;
    private final int vertsX;
    private final int vertsZ;
    private final float[] heights;
    private final boolean graded;

    /**
     * @param corners the solved corners
     * @param seed the region's seed
     * @param sheets the sheets; tiles under lava have no bump
     */
    RegionSurface(CornerLevels corners, long seed, java.util.List<Sheet> sheets) {
        this.corners = corners;
        this.noise = ValueNoise2D.of(StableHash.hash(seed, "loam.region.bump"), 48.0);
        int tx = corners.tilesX();
        int tz = corners.tilesZ();
        this.smooth = new boolean[tx * tz];
        for (int j = 0; j < tz; j++) {
            for (int i = 0; i < tx; i++) {
                boolean s = RegionGrid.isApronTile(tx, i, j);
                for (Sheet sh : sheets) {
                    s |= sh.kind() == Sheet.Kind.LAVA && sh.spans(i, j);
                }
                smooth[j * tx + i] = s;
            }
        }
        this.vertsX = tx * RegionGrid.CELLS_PER_TILE + 1;
        this.vertsZ = tz * RegionGrid.CELLS_PER_TILE + 1;
        this.heights = new float[vertsX * vertsZ];
        int c = RegionGrid.CELLS_PER_TILE;
        for (int vj = 0; vj < vertsZ; vj++) {
            int j = Math.min(vj / c, tz - 1);
            double v = (vj - j * c) / (double) c;
            for (int vi = 0; vi < vertsX; vi++) {
                int i = Math.min(vi / c, tx - 1);
                double u = (vi - i * c) / (double) c;
                heights[vj * vertsX + vi] = (float) height(i, j, u, v);
            }
        }
        this.graded = false;
    }

    private RegionSurface(RegionSurface land, float[] graded) {
        this.corners = land.corners;
        this.noise = land.noise;
        this.smooth = land.smooth;
        this.vertsX = land.vertsX;
        this.vertsZ = land.vertsZ;
        this.heights = graded.clone();
        this.graded = true;
    }

    /** This surface with its vertices graded to the roads: {@code heights}, indexed as {@link #heights()}. */
    RegionSurface graded(float[] heights) {
        if (heights.length != this.heights.length) {
            throw new IllegalArgumentException("expected " + this.heights.length + " heights, got " + heights.length);
        }
        return new RegionSurface(this, heights);
    }

    /**
     * The land's height of tile [i, j] at (u, v) across it, before any road is graded: u from its
     * east edge (0) to its west edge (1), v from its south edge (0) to its north edge (1).
     *
     * @param i the tile along x
     * @param j the tile along z
     * @param u 0 to 1, westward
     * @param v 0 to 1, northward
     * @return metres over level 0
     */
    public double height(int i, int j, double u, double v) {
        double se = corners.level(i, j);
        double sw = corners.level(i + 1, j);
        double ne = corners.level(i, j + 1);
        double nw = corners.level(i + 1, j + 1);
        double south = se + (sw - se) * u;
        double north = ne + (nw - ne) * u;
        double blend = (south + (north - south) * v) * RegionGrid.LEVEL_METRES;
        if (smooth[j * corners.tilesX() + i]) {
            return blend;
        }
        double window = 16.0 * u * (1.0 - u) * v * (1.0 - v);
        if (window == 0.0) {
            return blend;
        }
        double x = (i + u) * RegionGrid.TILE_METRES;
        double z = (j + v) * RegionGrid.TILE_METRES;
        double n = noise.sample(x, z);
        boolean atLevelZero = Math.min(Math.min(se, sw), Math.min(ne, nw)) <= 0;
        return blend + BUMP_METRES * window * (atLevelZero ? n : 2.0 * n - 1.0);
    }

    /**
     * The height at a world point, metres from the region's south-east corner (clamped into the
     * region): the land's, or where roads graded it, the graded ground's between its vertices (two
     * triangles a 4 m cell, split from its south-east to its north-west vertex, as the terrain).
     *
     * @param x metres along x (westward), 0 to tilesX * 64
     * @param z metres along z (northward), 0 to tilesZ * 64
     * @return metres over level 0
     */
    public double heightAt(double x, double z) {
        double t = RegionGrid.TILE_METRES;
        double fx = Math.max(0.0, Math.min(x / t, corners.tilesX()));
        double fz = Math.max(0.0, Math.min(z / t, corners.tilesZ()));
        if (graded) {
            double cx = fx * RegionGrid.CELLS_PER_TILE;
            double cz = fz * RegionGrid.CELLS_PER_TILE;
            int ci = Math.min((int) cx, vertsX - 2);
            int cj = Math.min((int) cz, vertsZ - 2);
            double u = cx - ci;
            double v = cz - cj;
            int a = cj * vertsX + ci;
            double ha = heights[a];
            double hd = heights[a + vertsX + 1];
            return u >= v ? ha + u * (heights[a + 1] - ha) + v * (hd - heights[a + 1])
                    : ha + v * (heights[a + vertsX] - ha) + u * (hd - heights[a + vertsX]);
        }
        int i = Math.min((int) Math.floor(fx), corners.tilesX() - 1);
        int j = Math.min((int) Math.floor(fz), corners.tilesZ() - 1);
        return height(i, j, fx - i, fz - j);
    }

    /**
     * Vertices along x: {@code tilesX * 16 + 1}.
     *
     * @return the count
     */
    public int vertsX() {
        return vertsX;
    }

    /**
     * Vertices along z: {@code tilesZ * 16 + 1}.
     *
     * @return the count
     */
    public int vertsZ() {
        return vertsZ;
    }

    /**
     * The height of vertex (vi, vj), at x = vi * 4 m, z = vj * 4 m.
     *
     * @param vi 0 to vertsX - 1
     * @param vj 0 to vertsZ - 1
     * @return metres over level 0
     */
    public float vertexHeight(int vi, int vj) {
        return heights[vj * vertsX + vi];
    }

    /**
     * A copy of the vertex heights, metres, indexed {@code vj * vertsX + vi}.
     *
     * @return a new array owned by the caller
     */
    public float[] heights() {
        return heights.clone();
    }
}
