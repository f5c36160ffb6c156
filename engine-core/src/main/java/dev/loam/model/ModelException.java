package dev.loam.model;

import dev.loam.core.LoamInputException;

/**
 * A model, mesh, material, texture or instance set built with values that cannot be drawn or
 * collided: arrays of the wrong length, an index past the vertices, a position that is not finite,
 * a material or texture index past its list. The place names the part in the model's own terms
 * ({@code meshes[2].indices[17]}, {@code materials[1].baseColorTexture}); a reader that builds
 * models from a file catches this and names the place in the file instead.
 */
public class ModelException extends LoamInputException {
    private static final long serialVersionUID = 1L;

    /**
     * @param place  where the problem lies, such as {@code positions[12]}; "" for the whole model
     * @param detail what is wrong
     */
    public ModelException(String place, String detail) {
        super(place, detail, (Throwable) null);
    }

    /** A refusal with its fix given apart (see {@link LoamInputException#fix()}). */
    public ModelException(String place, String problem, String fix) {
        super(place, problem, fix, null);
    }

    /** Moves another refusal under a longer place: {@code prefix.place}. */
    static ModelException under(String prefix, ModelException e) {
        String p = e.place().isEmpty() ? prefix : prefix + "." + e.place();
        return new ModelException(p, e.detail());
    }
}
