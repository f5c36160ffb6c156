package dev.loam.terrain;

import org.joml.Vector3d;

/**
 * A surface a {@link ScatterBrush} paints on: anything with a height and a normal at a point seen
 * from above, such as a {@link Terrain} or the tops of a block map ({@link BlockMapTops}).
 * Implementations must be pure: the same point gives the same answer.
 */
public interface ScatterSurface {
    /**
     * The surface's world height at a point, map units, or {@link Double#NaN} where there is no
     * surface (off its edge, over a hole), which the brush skips.
     *
     * @param x world X, map units
     * @param z world Z, map units
     */
    double heightAt(double x, double z);

    /**
     * The surface's unit normal at a point where {@link #heightAt} is a number, written into
     * {@code dest}.
     *
     * @return {@code dest}
     */
    Vector3d normalAt(double x, double z, Vector3d dest);
}
