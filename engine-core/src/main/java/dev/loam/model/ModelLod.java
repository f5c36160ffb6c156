package dev.loam.model;

import java.util.Objects;

/**
 * A cheaper version of a model and the distance from the camera, in metres, beyond which it is
 * drawn instead. The cheaper model has no levels of its own.
 *
 * @param distance metres, finite and above 0
 * @param model    the cheaper model
 */
public record ModelLod(double distance, Model model) {
    /** @throws ModelException naming {@code distance} or {@code model} when wrong */
    public ModelLod {
        Objects.requireNonNull(model, "model");
        if (!(distance > 0) || !Double.isFinite(distance)) {
            throw new ModelException("distance", distance + " must be a finite number of metres above 0");
        }
        if (!model.lods().isEmpty()) {
            throw new ModelException("model", "a level's model cannot have levels of its own");
        }
    }
}
