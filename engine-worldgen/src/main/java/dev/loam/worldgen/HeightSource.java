package dev.loam.worldgen;

import dev.loam.core.StableHash;
import dev.loam.core.ValueNoise2D;
import java.util.List;

/**
 * The surface a world is laid over: the ground's height at any horizontal position, and
 * optionally the terrain's paint. A terrain (or any height function of the game) plugs in here;
 * {@link #FLAT} is the default, a plane at height 0 painted all grass.
 *
 * <p><b>Paint layers.</b> A plan has the fields {@code paint.grass}, {@code paint.dirt}, {@code
 * paint.snow} and {@code paint.rock} over any surface, read from {@link #paint}. A surface that
 * paints other layers lists them in {@link #paintLayers} and answers for each through {@link
 * #paintShare}; the plan then has a field {@code paint.<name>} for each, resolved to an index once
 * when the plan is built. A condition on {@code paint.<name>} that the world's surface does not
 * offer fails the world ({@link WorldGen#status()}), naming the condition.
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
     * The names of the paint layers this surface paints, each readable by a plan as the field
     * {@code paint.<name>}: the four defaults ({@link TerrainSurface#PAINT_FIELDS}) unless the
     * surface says otherwise. A default name listed here is still read through {@link #paint};
     * any other through {@link #paintShare}.
     *
     * @return the names, without duplicates; the plan reads it once, when it is built
     */
    default List<String> paintLayers() {
        return TerrainSurface.PAINT_FIELDS;
    }

    /**
     * The share of one paint layer at a position, for a layer {@link #paintLayers} lists that is
     * not one of the four defaults. By default the matching share of {@link #paint} (0 for a name
     * that is not a default), which is right for the default list.
     *
     * @param layer the layer's index in {@link #paintLayers}
     * @param x the x coordinate, world units
     * @param z the z coordinate, world units
     * @return the share, 0 to 1
     */
    default double paintShare(int layer, double x, double z) {
        int k = TerrainSurface.PAINT_FIELDS.indexOf(paintLayers().get(layer));
        return k < 0 ? 0.0 : paint(x, z).get(k);
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
