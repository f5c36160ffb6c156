package dev.loam.physics;

/**
 * What a {@link CharacterController} is in, as its {@linkplain CharacterController#setLiquids
 * liquids} and {@link LiquidSettings} decide after each move.
 */
public enum CharacterMedium {
    /**
     * On the ground or in the air: no liquid, or water under the knee (the walk slowed by its
     * depth, down to the wading pace at the knee).
     */
    GROUND,
    /**
     * Standing in water over the knee and not deeper over the bed than the chest: the walk at the
     * wading pace. (A body falling through water that has not yet come afloat is on
     * {@link #GROUND}, as any body in the air.)
     */
    WADING,
    /**
     * Afloat in water deeper than the chest over the bed: held at the surface with the head out,
     * at most the swimming speed, no jumping, climbing out only where the bank is within the
     * climb-out height of the feet.
     */
    SWIMMING
}
