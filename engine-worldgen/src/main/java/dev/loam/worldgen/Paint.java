package dev.loam.worldgen;

/**
 * How much of the ground belongs to each of the four default terrain layers (grass, dirt, snow,
 * rock), each a fraction from 0 to 1. A biome's {@code paint} is one of these; {@link
 * WorldPlan#paintAt(double, double)} returns the ground's paint after biomes pulled on it.
 *
 * @param grass the share of grass
 * @param dirt the share of dirt
 * @param snow the share of snow
 * @param rock the share of rock
 */
public record Paint(double grass, double dirt, double snow, double rock) {
    /** All grass: the paint of a flat default surface. */
    public static final Paint GRASS = new Paint(1, 0, 0, 0);

    /**
     * The share of layer {@code k} (0 grass, 1 dirt, 2 snow, 3 rock).
     *
     * @param k the layer index, 0..3
     * @return the share
     */
    public double get(int k) {
        return switch (k) {
            case 0 -> grass;
            case 1 -> dirt;
            case 2 -> snow;
            case 3 -> rock;
            default -> throw new IllegalArgumentException("paint layer index must be 0..3, got " + k);
        };
    }
}
