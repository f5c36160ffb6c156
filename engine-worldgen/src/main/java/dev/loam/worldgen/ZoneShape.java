package dev.loam.worldgen;

/**
 * The outline of a {@link Zone}: a circle, or a rectangle turned about the vertical axis.
 * Coordinates are world units on the horizontal plane {@code (x, z)} (in a 2D world, {@code z} is
 * world y).
 */
public sealed interface ZoneShape permits ZoneShape.Circle, ZoneShape.Rect {

    /**
     * How far a point lies outside the outline: 0 inside or on it, otherwise the distance to the
     * outline, world units.
     *
     * @param x the x coordinate
     * @param z the z coordinate
     * @return the distance outside, at least 0
     */
    double outside(double x, double z);

    /** @return the outline's centre x, world units */
    double x();

    /** @return the outline's centre z, world units */
    double z();

    /** @return the radius of a circle about the centre that holds the whole outline, world units */
    double boundingRadius();

    /** The radius of a circle given none, world units: 10. */
    double DEFAULT_RADIUS = 10;

    /** The side along its own x axis of a rectangle given no size, world units: 20. */
    double DEFAULT_SIZE_X = 20;

    /** The side along its own z axis of a rectangle given no size, world units: 20. */
    double DEFAULT_SIZE_Z = 20;

    /**
     * A circle of the default radius, {@value #DEFAULT_RADIUS}: the default shape.
     *
     * @param x the centre's x, world units
     * @param z the centre's z, world units
     * @return the circle
     */
    static Circle circle(double x, double z) {
        return new Circle(x, z, DEFAULT_RADIUS);
    }

    /**
     * An unturned rectangle of the default size, {@value #DEFAULT_SIZE_X} × {@value
     * #DEFAULT_SIZE_Z}.
     *
     * @param x the centre's x, world units
     * @param z the centre's z, world units
     * @return the rectangle
     */
    static Rect rect(double x, double z) {
        return rect(x, z, 0);
    }

    /**
     * A rectangle of the default size, {@value #DEFAULT_SIZE_X} × {@value #DEFAULT_SIZE_Z}, turned
     * by {@code yaw}.
     *
     * @param x the centre's x, world units
     * @param z the centre's z, world units
     * @param yaw the turn, radians, from +x toward +z
     * @return the rectangle
     */
    static Rect rect(double x, double z, double yaw) {
        return new Rect(x, z, DEFAULT_SIZE_X / 2, DEFAULT_SIZE_Z / 2, yaw);
    }

    /**
     * A circle.
     *
     * @param x the centre's x
     * @param z the centre's z
     * @param radius the radius, world units; greater than 0
     */
    record Circle(double x, double z, double radius) implements ZoneShape {
        @Override
        public double outside(double px, double pz) {
            double dx = px - x;
            double dz = pz - z;
            return Math.max(0.0, Math.sqrt(dx * dx + dz * dz) - radius);
        }

        @Override
        public double boundingRadius() {
            return radius;
        }
    }

    /**
     * A rectangle turned by {@code yaw} about the vertical axis.
     *
     * @param x the centre's x
     * @param z the centre's z
     * @param halfX half the side along the rectangle's own x axis, world units
     * @param halfZ half the side along its own z axis, world units
     * @param yaw the turn, radians, from +x toward +z
     */
    record Rect(double x, double z, double halfX, double halfZ, double yaw) implements ZoneShape {
        @Override
        public double outside(double px, double pz) {
            double c = StrictMath.cos(yaw);
            double s = StrictMath.sin(yaw);
            double dx = px - x;
            double dz = pz - z;
            double u = Math.abs(dx * c + dz * s) - halfX;
            double v = Math.abs(-dx * s + dz * c) - halfZ;
            double ou = Math.max(u, 0.0);
            double ov = Math.max(v, 0.0);
            return Math.sqrt(ou * ou + ov * ov);
        }

        @Override
        public double boundingRadius() {
            return Math.sqrt(halfX * halfX + halfZ * halfZ);
        }
    }
}
