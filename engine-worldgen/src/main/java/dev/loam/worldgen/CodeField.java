package dev.loam.worldgen;

/**
 * An environment field computed by the game's code, registered with the rules ({@link
 * WorldRules.Builder#field(String, CodeField)}). It must be a pure function of its arguments:
 * the same position always gives the same value, on any thread.
 */
@FunctionalInterface
public interface CodeField {
    /**
     * The field's value at a position.
     *
     * @param x the x coordinate, world units
     * @param z the z coordinate, world units
     * @param at reads the other fields at the same position (never this field itself)
     * @return the value, in the field's own unit; must be finite
     */
    double value(double x, double z, FieldReader at);
}
