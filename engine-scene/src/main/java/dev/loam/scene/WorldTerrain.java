package dev.loam.scene;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import dev.loam.worldgen.Paint;
import dev.loam.worldgen.TerrainSurface;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import java.util.List;
import java.util.Objects;

/**
 * A real terrain under a generated world that was laid over a height function (rolling hills, a
 * game's own): the world's surface sampled on a grid into a {@link Terrain}, its splat the plan's
 * paint at each vertex in the built-in grounds (grass, dirt, snow, rock), and the same world laid
 * over that terrain ({@link #over}), so that what it places stands on the ground drawn.
 */
public final class WorldTerrain {
    /** The most vertices a side {@link #sample} makes. */
    public static final int MAX_VERTICES_A_SIDE = 4097;

    private WorldTerrain() {
    }

    /**
     * The world's surface over {@code [x0, x0 + size] × [z0, z0 + size]} every {@code cell} world
     * units, painted by its plan.
     *
     * @param world the world whose surface and paint are read
     * @param x0    the low x, world units
     * @param z0    the low z
     * @param size  the side, world units, above 0
     * @param cell  the grid's spacing, world units, above 0
     * @return the terrain, the caller's
     * @throws IllegalArgumentException for a side or cell not finite and above 0, more than
     *                                  {@link #MAX_VERTICES_A_SIDE} vertices a side, or a surface with
     *                                  no height somewhere on the grid
     */
    public static Terrain sample(WorldGen world, double x0, double z0, double size, double cell) {
        Objects.requireNonNull(world, "world");
        if (!(size > 0) || !(cell > 0) || Double.isInfinite(size) || Double.isInfinite(cell) || !Double.isFinite(x0)
                || !Double.isFinite(z0)) {
            throw new IllegalArgumentException("a sampled terrain needs a finite corner and a side and cell above 0, not "
                    + x0 + ", " + z0 + " side " + size + " cell " + cell);
        }
        long n = (long) Math.ceil(size / cell) + 1;
        if (n > MAX_VERTICES_A_SIDE) {
            throw new IllegalArgumentException("a terrain of side " + size + " at cell " + cell + " would be " + n
                    + " vertices a side, more than " + MAX_VERTICES_A_SIDE);
        }
        int v = (int) n;
        WorldPlan plan = world.plan();
        float[] heights = new float[v * v];
        byte[] splat = new byte[4 * v * v];
        for (int j = 0; j < v; j++) {
            for (int i = 0; i < v; i++) {
                double x = x0 + i * cell, z = z0 + j * cell;
                double h = world.surface().height(x, z);
                if (!Double.isFinite(h)) {
                    throw new IllegalArgumentException("the world's surface has no height at " + x + ", " + z);
                }
                heights[j * v + i] = (float) h;
                Paint p = plan.paintAt(x, z);
                for (int k = 0; k < 4; k++) {
                    splat[4 * (j * v + i) + k] = (byte) Math.round(255 * Math.max(0, Math.min(1, p.get(k))));
                }
            }
        }
        return Terrain.builder(v, v, cell).origin(x0, 0, z0).heights(heights).splat(splat)
                .layers(List.of(new TerrainLayer("grass", 7, 0.6, 0.5), new TerrainLayer("dirt", 6, 0.5, 0.5),
                        new TerrainLayer("snow", 8, 0.5, 0.5), new TerrainLayer("rock", 9, 0.6, 0.5)))
                .build();
    }

    /**
     * The same world (rules, seed, name, version, sea level, water, zones and diffs shared) laid over
     * a terrain instead of its own surface. Its {@code paintGround} is off: a terrain {@link #sample}d
     * from the world carries the biomes' paint already, so painting it again would pull it twice
     * (its zones' {@code flatten} still reaches the terrain through {@link WorldScene#groundEdits()}).
     *
     * @param world   the world
     * @param terrain its ground
     * @return the world over the terrain
     */
    public static WorldGen over(WorldGen world, Terrain terrain) {
        Objects.requireNonNull(terrain, "terrain");
        WorldGen.Builder b = world.rules().isPresent() ? WorldGen.builder(world.rules().get())
                : WorldGen.builder(world.rulesId());
        return b.seed(world.seed()).world(world.world()).version(world.version()).paintGround(false)
                .seaLevel(world.seaLevel()).water(world.water()).surface(TerrainSurface.of(terrain)).sharing(world).build();
    }
}
