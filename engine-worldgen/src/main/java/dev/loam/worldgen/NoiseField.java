package dev.loam.worldgen;

import java.util.Objects;

/**
 * A named noise field of the rules: seeded noise in {@code [0, 1]} with features about
 * {@code scale} world units wide. {@code moisture}, {@code temperature} and {@code rock} are noise
 * fields too; the rules' {@code noise} may set their scale. In a rules file:
 * {@code "noise": { "turf": { "scale": 1400, "octaves": 2, "kind": "gradient" } }}.
 *
 * @param scale the feature size (the noise's lattice spacing), in world units; greater than 0
 * @param octaves how many octaves are summed, 1..16
 * @param kind which noise: value noise (the default, and what every world made before the choice
 *     existed reads) or gradient noise
 */
public record NoiseField(double scale, int octaves, Kind kind) {
    /** The default of the built-in noise fields: 2400 world units, 3 octaves, value noise. */
    public static final NoiseField DEFAULT = new NoiseField(2400, 3);

    /** The noises a field can be. */
    public enum Kind {
        /** {@link dev.loam.core.ValueNoise2D}: a square lattice of values, blended; {@code "value"}. */
        VALUE,
        /**
         * {@link dev.loam.core.GradientNoise2D}: simplex-kind gradient noise, smoother, no grid
         * showing through, cheaper a sample; {@code "gradient"}.
         */
        GRADIENT;

        /** @return the name a rules file gives it: {@code value} or {@code gradient} */
        public String jsonName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * @throws NullPointerException if {@code kind} is null
     */
    public NoiseField {
        Objects.requireNonNull(kind, "kind");
    }

    /**
     * A value-noise field.
     *
     * @param scale the feature size in world units
     * @param octaves how many octaves, 1..16
     */
    public NoiseField(double scale, int octaves) {
        this(scale, octaves, Kind.VALUE);
    }
}
