package dev.loam.worldgen;

/**
 * A sheet of still water over a rectangle at one height: a lake, a pond, a flooded quarry. The
 * ground under it that is lower than {@code level} is under water; where the ground inside the
 * rectangle rises above it, that ground is dry (a lake's shore inside its sheet). A region's water
 * sheets are handed to a world this way ({@link WorldGen.Builder#water}); a sea is the world's
 * {@link WorldGen#seaLevel()} and needs no sheet.
 *
 * @param minX the rectangle's low x, world units
 * @param minZ the rectangle's low z, world units
 * @param maxX the rectangle's high x, world units
 * @param maxZ the rectangle's high z, world units
 * @param level the water's surface height, world units
 */
public record WaterSheet(double minX, double minZ, double maxX, double maxZ, double level) {
    /**
     * Checks the sheet.
     *
     * @throws WorldRulesException (path {@code water}) for a bound or level not finite, or an
     *     empty rectangle
     */
    public WaterSheet {
        if (!Double.isFinite(minX) || !Double.isFinite(minZ) || !Double.isFinite(maxX) || !Double.isFinite(maxZ)
                || !Double.isFinite(level)) {
            throw new WorldRulesException("water", "a water sheet needs finite bounds and level, not [" + minX + ", "
                    + minZ + ", " + maxX + ", " + maxZ + "] at " + level);
        }
        if (!(maxX > minX) || !(maxZ > minZ)) {
            throw new WorldRulesException("water", "a water sheet's rectangle [" + minX + ", " + minZ + ", " + maxX
                    + ", " + maxZ + "] is empty: give it maxX > minX and maxZ > minZ");
        }
    }

    /**
     * Whether the sheet lies over a point, its edges included.
     *
     * @param x world units
     * @param z world units
     * @return whether the point is inside the rectangle
     */
    public boolean covers(double x, double z) {
        return x >= minX && x <= maxX && z >= minZ && z <= maxZ;
    }
}
