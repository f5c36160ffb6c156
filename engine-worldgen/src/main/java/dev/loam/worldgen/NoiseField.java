package dev.loam.worldgen;

/**
 * A named noise field of the rules: seeded value noise in {@code [0, 1]} with features about
 * {@code scale} world units wide. {@code moisture}, {@code temperature} and {@code rock} are noise
 * fields too; the rules' {@code noise} may set their scale.
 *
 * @param scale the feature size (the noise's lattice spacing), in world units; greater than 0
 * @param octaves how many octaves are summed, 1..16
 */
public record NoiseField(double scale, int octaves) {
    /** The default of the built-in noise fields: 2400 world units, 3 octaves. */
    public static final NoiseField DEFAULT = new NoiseField(2400, 3);
}
