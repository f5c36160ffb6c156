package dev.loam.terrain;

/**
 * One brush stroke: a circle on X and Z, how many instances to try to place in it, and the seed
 * that makes it repeatable. Immutable.
 *
 * @param centreX world X of the circle's centre, map units
 * @param centreZ world Z of the circle's centre, map units
 * @param radius  the circle's radius, map units, above 0
 * @param count   the most instances to place, 0 or more
 * @param seed    the same seed on the same set and surface places the same instances; 0 takes a new
 *                pattern each time
 */
public record ScatterStroke(double centreX, double centreZ, double radius, int count, long seed) {
    /** @throws IllegalArgumentException naming {@code radius}, {@code count} or the centre when out of range */
    public ScatterStroke {
        if (!Double.isFinite(centreX) || !Double.isFinite(centreZ)) {
            throw new IllegalArgumentException("centre (" + centreX + ", " + centreZ + ") must be finite");
        }
        if (!(radius > 0) || !Double.isFinite(radius)) {
            throw new IllegalArgumentException("radius " + radius + " must be a finite number of map units above 0");
        }
        if (count < 0) {
            throw new IllegalArgumentException("count " + count + " must be 0 or more");
        }
    }
}
