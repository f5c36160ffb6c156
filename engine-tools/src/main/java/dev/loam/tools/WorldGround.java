package dev.loam.tools;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainBuilder;
import dev.loam.worldgen.HeightSource;
import dev.loam.worldgen.Paint;
import dev.loam.worldgen.WorldPlan;
import java.util.List;
import java.util.Optional;

/**
 * The ground under a box of a generated world, as a {@link Terrain} an exporter can mesh: the part
 * of a terrain file's terrain the box reaches ({@link #crop}), or the world's surface sampled on a
 * grid ({@link #sample}). Boxes are {@code [x0, x1) × [z0, z1)} in world units. Either way its
 * splat is the plan's paint at each vertex ({@link #painted}): grass, dirt, snow and rock as the
 * biomes pull the ground's own, to be drawn in {@link #PAINT_RGB}.
 */
final class WorldGround {
    /** The most vertices a side a sampled or cropped ground may have. */
    static final int MAX_VERTICES_A_SIDE = 2049;

    /** The colours of the plan's four paint fields, in {@link Paint}'s order: grass, dirt, snow, rock. */
    static final List<Integer> PAINT_RGB = List.of(0x6a9a4a, 0x7a6248, 0xf2f2f0, 0x8c8c8c);

    /** A terrain with its splat made the plan's paint at each of its vertices, and no layers of its own. */
    static Terrain painted(Terrain t, WorldPlan plan) {
        int nx = t.resolutionX(), nz = t.resolutionZ();
        byte[] splat = new byte[4 * nx * nz];
        for (int j = 0; j < nz; j++) {
            for (int i = 0; i < nx; i++) {
                Paint p = plan.paintAt(t.originX() + i * t.cellSize(), t.originZ() + j * t.cellSize());
                for (int k = 0; k < 4; k++) {
                    splat[4 * (j * nx + i) + k] = (byte) Math.round(255 * Math.max(0, Math.min(1, p.get(k))));
                }
            }
        }
        TerrainBuilder b = Terrain.builder(nx, nz, t.cellSize()).origin(t.originX(), t.originY(), t.originZ())
                .chunkCells(t.chunkCells()).heights(t.heights()).splat(splat);
        t.holes().ifPresent(b::holes);
        return b.build();
    }

    private WorldGround() {
    }

    /**
     * The vertices of {@code terrain} whose cells the box reaches, with their splat, holes and
     * layers, standing where they stood; empty when the box lies off the terrain's grid.
     *
     * @throws Refused naming {@code --rect} when the part is more than {@link #MAX_VERTICES_A_SIDE} a side
     */
    static Optional<Terrain> crop(Terrain terrain, double[] box) {
        double cell = terrain.cellSize();
        int nx = terrain.resolutionX(), nz = terrain.resolutionZ();
        int i0 = clamp((int) Math.floor((box[0] - terrain.originX()) / cell), 0, nx - 1);
        int i1 = clamp((int) Math.ceil((box[2] - terrain.originX()) / cell), 0, nx - 1);
        int j0 = clamp((int) Math.floor((box[1] - terrain.originZ()) / cell), 0, nz - 1);
        int j1 = clamp((int) Math.ceil((box[3] - terrain.originZ()) / cell), 0, nz - 1);
        if (i1 <= i0 || j1 <= j0) {
            return Optional.empty();
        }
        int w = i1 - i0 + 1, d = j1 - j0 + 1;
        refuseSize(w, d, "the terrain's " + TerrainInfo.num(cell) + " cells");
        float[] heights = new float[w * d];
        for (int j = 0; j < d; j++) {
            for (int i = 0; i < w; i++) {
                heights[j * w + i] = terrain.height(i0 + i, j0 + j);
            }
        }
        TerrainBuilder b = Terrain.builder(w, d, cell)
                .origin(terrain.originX() + i0 * cell, terrain.originY(), terrain.originZ() + j0 * cell)
                .layers(terrain.layers()).chunkCells(terrain.chunkCells()).heights(heights);
        if (terrain.hasSplat()) {
            byte[] all = terrain.splat().orElseThrow();
            byte[] splat = new byte[4 * w * d];
            for (int j = 0; j < d; j++) {
                System.arraycopy(all, 4 * ((j0 + j) * nx + i0), splat, 4 * j * w, 4 * w);
            }
            b.splat(splat);
        }
        if (terrain.hasHoles()) {
            byte[] holes = new byte[(w - 1) * (d - 1)];
            for (int j = 0; j < d - 1; j++) {
                for (int i = 0; i < w - 1; i++) {
                    holes[j * (w - 1) + i] = (byte) (terrain.isHole(i0 + i, j0 + j) ? 1 : 0);
                }
            }
            b.holes(holes);
        }
        return Optional.of(b.build());
    }

    /**
     * The surface sampled every {@code cell} world units from the box's low corner to past its high
     * one: a vertex where the surface has a height, a hole in every cell that touches a vertex
     * where it has none (the height there set to 0).
     *
     * @throws Refused naming {@code --ground-cell} when the grid would be more than
     *                 {@link #MAX_VERTICES_A_SIDE} a side
     */
    static Terrain sample(HeightSource surface, double[] box, double cell) {
        long w = (long) Math.ceil((box[2] - box[0]) / cell) + 1, d = (long) Math.ceil((box[3] - box[1]) / cell) + 1;
        refuseSize(w, d, "--ground-cell " + TerrainInfo.num(cell));
        int nx = (int) w, nz = (int) d;
        float[] heights = new float[nx * nz];
        boolean[] none = new boolean[nx * nz];
        boolean anyNone = false;
        for (int j = 0; j < nz; j++) {
            for (int i = 0; i < nx; i++) {
                double h = surface.height(box[0] + i * cell, box[1] + j * cell);
                if (Double.isFinite(h)) {
                    heights[j * nx + i] = (float) h;
                } else {
                    none[j * nx + i] = true;
                    anyNone = true;
                }
            }
        }
        TerrainBuilder b = Terrain.builder(nx, nz, cell).origin(box[0], 0, box[1]).heights(heights);
        if (anyNone) {
            byte[] holes = new byte[(nx - 1) * (nz - 1)];
            for (int j = 0; j < nz - 1; j++) {
                for (int i = 0; i < nx - 1; i++) {
                    boolean hole = none[j * nx + i] || none[j * nx + i + 1] || none[(j + 1) * nx + i]
                            || none[(j + 1) * nx + i + 1];
                    holes[j * (nx - 1) + i] = (byte) (hole ? 1 : 0);
                }
            }
            b.holes(holes);
        }
        return b.build();
    }

    private static void refuseSize(long w, long d, String at) {
        if (w > MAX_VERTICES_A_SIDE || d > MAX_VERTICES_A_SIDE) {
            throw new Refused("--rect: the ground would be " + w + "x" + d + " vertices at " + at + ", more than "
                    + MAX_VERTICES_A_SIDE + " a side; give a smaller --rect"
                    + (at.startsWith("--ground-cell") ? ", a larger --ground-cell" : "") + " or --no-ground");
        }
    }

    private static int clamp(int v, int lo, int hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
