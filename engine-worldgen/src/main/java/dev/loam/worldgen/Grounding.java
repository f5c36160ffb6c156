package dev.loam.worldgen;

/**
 * How a building member meets the ground: a {@code samples × samples} grid over its rotated,
 * scaled base is sampled; every sample must have ground and satisfy the member's {@code minUp}
 * and {@code waterDepth}, and the heights may differ by at most {@code maxRelief}.
 *
 * @param sizeX the base's width, in model units (scaled by the placement's scale and, for a plant,
 *     its {@code unit})
 * @param sizeZ the base's depth, in model units
 * @param samples the grid's side: 3, 5, 7 or 9
 * @param mode which height the base stands at
 * @param maxRelief the largest height difference allowed under the base, in world units
 * @param offset added to the chosen height, in model units (scaled as the size)
 * @param scaleFootprint whether the member's footprint and canopy radii are model units (scaled as
 *     the size) rather than world units
 */
public record Grounding(double sizeX, double sizeZ, int samples, Mode mode, double maxRelief, double offset,
        boolean scaleFootprint) {

    /** Which sampled height the base stands at. */
    public enum Mode {
        /** The highest sample (the default): the base never sinks below the ground. */
        HIGHEST,
        /** The lowest sample. */
        LOWEST,
        /** The mean of the samples. */
        MEAN,
        /** The sample at the centre. */
        CENTER
    }
}
