package dev.loam.physics;

import java.util.Optional;

/**
 * The outcome of {@link CharacterController#spawn}: a controller standing on the ground, or the
 * refusal that says why there is none. Exactly one of the two is present.
 *
 * @param controller the spawned character, or null when refused
 * @param refusal    why there is none, or null when spawned
 */
public record SpawnResult(CharacterController controller, SpawnRefusal refusal) {
    /** Checks that exactly one of the two is given. */
    public SpawnResult {
        if ((controller == null) == (refusal == null)) {
            throw new IllegalArgumentException("a spawn result holds a controller or a refusal, not both or neither");
        }
    }

    /** Whether the character was given a body. */
    public boolean isSpawned() {
        return controller != null;
    }

    /** The controller, when spawned. */
    public Optional<CharacterController> spawned() {
        return Optional.ofNullable(controller);
    }

    /** The refusal, when refused. */
    public Optional<SpawnRefusal> refused() {
        return Optional.ofNullable(refusal);
    }
}
