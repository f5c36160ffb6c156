package dev.loam.physics;

/**
 * Told by a {@link CharacterController} when what it is in changes and when lava kills it, on the
 * caller's thread at the end of the move that did it ({@link CharacterController#setMediumListener}).
 */
public interface CharacterMediumListener {
    /**
     * The character's medium changed in the move just made.
     *
     * @param character the character, standing where the change happened
     * @param from      the medium before the move
     * @param to        the medium now, {@link CharacterController#medium()}
     */
    void mediumChanged(CharacterController character, CharacterMedium from, CharacterMedium to);

    /**
     * Lava killed the character: its feet went under a lava surface in the move just made. Told
     * once; the character moves no more until {@link CharacterController#teleport teleported}. Does
     * nothing unless overridden.
     *
     * @param character the character, standing where it died
     * @param surfaceY  the lava's surface there, world metres
     */
    default void killedByLava(CharacterController character, double surfaceY) {
    }
}
