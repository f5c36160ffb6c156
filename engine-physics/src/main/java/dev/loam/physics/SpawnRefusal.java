package dev.loam.physics;

/**
 * Why {@link CharacterController#spawn} gave a character no body: an expected outcome, returned
 * as a value, never thrown.
 *
 * @param reason  the kind of refusal
 * @param x       the asked foot position, world metres
 * @param y       the asked foot position, world metres
 * @param z       the asked foot position, world metres
 * @param message what was wrong and where, in words
 */
public record SpawnRefusal(Reason reason, double x, double y, double z, String message) {
    /** The kinds of refusal. */
    public enum Reason {
        /** No collider stands under the point: over a void cell with nothing beneath, or off every map. */
        NOTHING_UNDER,
        /** The capsule would straddle a map's base from below, inside the ground. */
        INSIDE_GROUND,
        /** The position is not finite. */
        NOT_FINITE
    }
}
