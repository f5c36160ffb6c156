package dev.loam.worldgen;

/**
 * A member's far version: the rectangle of a texture shown on crossed cards beyond its layer's
 * {@code lodDistance}.
 *
 * @param u0 the rectangle's left edge, as a fraction of the texture's width
 * @param v0 the rectangle's top edge, as a fraction of the texture's height
 * @param u1 the right edge
 * @param v1 the bottom edge
 * @param tent whether the cards lean together into a tent (conifers) instead of crossing upright
 *     in an X
 */
public record MemberFar(double u0, double v0, double u1, double v1, boolean tent) {
}
