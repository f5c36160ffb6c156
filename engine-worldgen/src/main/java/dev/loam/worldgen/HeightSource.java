package dev.loam.worldgen;

import dev.loam.core.StableHash;
import dev.loam.core.ValueNoise2D;

/**
 * The surface a world is laid over: the ground's height at any horizontal position, and
 * optionally the terrain's paint. A terrain (or any height function of the game) plugs in here;
 * {@link #FLAT} is the default, a plane at height 0 painted all grass.
 *
 * <p>Implementations must be pure and thread-safe: the plan reads them from any thread, in any
 * order.
 */
@FunctionalInterface
public interface HeightSource {
    /** A flat plane at height 0, painted all grass. */
    HeightSource FLAT = (x, z) -> 0.0;

    /**
     * The ground's height at a position.
     *
     * @param x the x coordinate, world units
     * @param z the z coordinate, world units
     * @return the height, world units; {@code NaN} where there is no ground (beyond a region's
     *     edge, a hole)
     */
    double height(double x, double z);

    /**
     * The terrain's own paint at a position, before biomes pull on it.
     *
     * @param x the x coordinate, world units
     * @param z the z coordinate, world units
     * @return the paint; all grass by default
     */
    default Paint paint(double x, double z) {
        return Paint.GRASS;
    }

    /**
     * Rolling hills from seeded value noise: {@code base + amplitude × noise}, four octaves with
     * features {@code scale} world units wide. A stand-in surface for tools, tests and examples
     * until a terrain is given.
     *
     * @param seed the seed
     * @param base the lowest height, world units
     * @param amplitude the height range above {@code base}, world units
     * @param scale the width of the largest hills, world units; greater than 0
     * @return the surface
     */
    static HeightSource rolling(long seed, double base, double amplitude, double scale) {
        ValueNoise2D noise = ValueNoise2D.of(StableHash.mix(seed, "loam.worldgen.rolling"), scale);
        return (x, z) -> base + amplitude * noise.sample(x, z, 4);
    }
}
