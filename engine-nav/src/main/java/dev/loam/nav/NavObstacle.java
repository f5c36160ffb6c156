package dev.loam.nav;

/**
 * Something standing on the ground that a walking agent goes round, as its footprint across (x, z):
 * a circle (a tree's trunk, a rock) or an axis-aligned box (a pier, a crate). A
 * {@link TerrainNavMesh} keeps every triangle any part of which lies within the agent's clearance
 * radius of a footprint off the mesh. Immutable; world metres.
 *
 * @param round whether the footprint is a circle of radius {@code halfX} (then {@code halfZ} equals
 *              it) rather than a box
 * @param x     the footprint's centre, world x
 * @param z     the footprint's centre, world z
 * @param halfX the circle's radius, or the box's half extent along x, 0 or more
 * @param halfZ the box's half extent along z, 0 or more
 */
public record NavObstacle(boolean round, double x, double z, double halfX, double halfZ) {
    /** The largest half extent an obstacle may have, 100 km. */
    public static final double MAX_HALF_EXTENT_METRES = 100_000;

    /**
     * Checks the values.
     *
     * @throws IllegalArgumentException naming the field when a value is not finite, a half extent is
     *                                  negative or over {@value #MAX_HALF_EXTENT_METRES} m, or a
     *                                  circle's two half extents differ
     */
    public NavObstacle {
        require("x", x, Double.isFinite(x));
        require("z", z, Double.isFinite(z));
        require("halfX", halfX, halfX >= 0 && halfX <= MAX_HALF_EXTENT_METRES);
        require("halfZ", halfZ, halfZ >= 0 && halfZ <= MAX_HALF_EXTENT_METRES);
        if (round && halfX != halfZ) {
            throw new IllegalArgumentException("nav obstacle: a circle's halfX " + halfX + " and halfZ " + halfZ
                    + " must both be its radius");
        }
    }

    private static void require(String field, double value, boolean ok) {
        if (!ok) {
            throw new IllegalArgumentException("nav obstacle: " + field + " " + value
                    + " must be finite (a half extent 0 to " + MAX_HALF_EXTENT_METRES + " m)");
        }
    }

    /** A circle of a radius about (x, z), metres. */
    public static NavObstacle circle(double x, double z, double radius) {
        return new NavObstacle(true, x, z, radius, radius);
    }

    /** The axis-aligned box from (minX, minZ) to (maxX, maxZ), metres. */
    public static NavObstacle box(double minX, double minZ, double maxX, double maxZ) {
        if (!(maxX >= minX && maxZ >= minZ)) {
            throw new IllegalArgumentException("nav obstacle: the box from (" + minX + ", " + minZ + ") to (" + maxX
                    + ", " + maxZ + ") is not finite or has its ends swapped");
        }
        return new NavObstacle(false, 0.5 * (minX + maxX), 0.5 * (minZ + maxZ), 0.5 * (maxX - minX), 0.5 * (maxZ - minZ));
    }

    /** The footprint's least x, metres. */
    public double minX() {
        return x - halfX;
    }

    /** The footprint's largest x, metres. */
    public double maxX() {
        return x + halfX;
    }

    /** The footprint's least z, metres. */
    public double minZ() {
        return z - halfZ;
    }

    /** The footprint's largest z, metres. */
    public double maxZ() {
        return z + halfZ;
    }

    /**
     * Whether the footprint comes within a distance of the triangle (ax, az), (bx, bz), (cx, cz)
     * across (x, z), touching or overlapping it included.
     */
    boolean within(double reach, double ax, double az, double bx, double bz, double cx, double cz) {
        if (round) {
            return Flat.pointTriangleDistance(x, z, ax, az, bx, bz, cx, cz) <= halfX + reach;
        }
        return Flat.boxTriangleDistance(x - halfX, z - halfZ, x + halfX, z + halfZ, ax, az, bx, bz, cx, cz) <= reach;
    }
}
