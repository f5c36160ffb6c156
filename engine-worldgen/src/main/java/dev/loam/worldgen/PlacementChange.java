package dev.loam.worldgen;

import java.util.OptionalDouble;

/**
 * A player's change to a placement: moved, turned, scaled. Unset values keep the plan's.
 *
 * @param x the new x, world units
 * @param y the new height, world units
 * @param z the new z, world units
 * @param yaw the new turn, radians
 * @param scale the new scale factor
 */
public record PlacementChange(OptionalDouble x, OptionalDouble y, OptionalDouble z, OptionalDouble yaw,
        OptionalDouble scale) {
    /** No change. */
    public static final PlacementChange NONE = new PlacementChange(OptionalDouble.empty(), OptionalDouble.empty(),
            OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty());

    /**
     * @param v the yaw, radians
     * @return a copy with it
     */
    public PlacementChange withYaw(double v) {
        return new PlacementChange(x, y, z, OptionalDouble.of(v), scale);
    }

    /**
     * @param v the scale
     * @return a copy with it
     */
    public PlacementChange withScale(double v) {
        return new PlacementChange(x, y, z, yaw, OptionalDouble.of(v));
    }

    /**
     * @param px x
     * @param py y
     * @param pz z, world units
     * @return a copy with the position
     */
    public PlacementChange withPosition(double px, double py, double pz) {
        return new PlacementChange(OptionalDouble.of(px), OptionalDouble.of(py), OptionalDouble.of(pz), yaw, scale);
    }
}
