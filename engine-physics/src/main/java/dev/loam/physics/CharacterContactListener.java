package dev.loam.physics;

/**
 * Called back by a {@link CharacterController} during {@code move} for each contact: walls it
 * slides along, ledges it steps onto, landings and lifts. Runs on the caller's thread, inside the
 * move; the contact is reused, so copy what you keep.
 */
@FunctionalInterface
public interface CharacterContactListener {
    /** One contact; valid only during this call. */
    void onContact(CharacterContact contact);
}
