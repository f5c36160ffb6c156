package dev.loam.worldgen;

/**
 * A linear colour factor multiplied onto a plant's colour.
 *
 * @param r the red factor
 * @param g the green factor
 * @param b the blue factor
 */
public record Tint(double r, double g, double b) {
    /** No change: 1, 1, 1. */
    public static final Tint WHITE = new Tint(1, 1, 1);
}
