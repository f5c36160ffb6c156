package dev.loam.assets.internal.gltf;

import dev.loam.assets.AssetException;
import dev.loam.model.ModelException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * What is being read: the name places begin with ({@code tree.glb}) and the folder that relative
 * URIs resolve against, empty for bytes handed over with no folder. Makes every refusal of the
 * read, so that each one reads {@code file: place: detail}.
 */
public final class GltfSource {
    private final String name;
    private final Optional<Path> folder;

    /**
     * @param name   the file's name as places show it
     * @param folder where outside files named by relative URIs are looked for; empty when none may be
     */
    public GltfSource(String name, Optional<Path> folder) {
        this.name = Objects.requireNonNull(name, "name");
        this.folder = Objects.requireNonNull(folder, "folder");
    }

    /** The name places begin with. */
    public String name() {
        return name;
    }

    /** The folder relative URIs resolve against, or empty when the bytes came without one. */
    public Optional<Path> folder() {
        return folder;
    }

    /** A refusal at {@code place} inside the file ("" for the file as a whole). */
    public AssetException fail(String place, String detail) {
        return new AssetException(place.isEmpty() ? name : name + ": " + place, detail);
    }

    /** A refusal at {@code place} with the error underneath. */
    public AssetException fail(String place, String detail, Throwable cause) {
        return new AssetException(place.isEmpty() ? name : name + ": " + place, detail, cause);
    }

    /** A refusal of the model package's, moved under {@code place} inside the file. */
    public AssetException fail(String place, ModelException e) {
        String at = e.place().isEmpty() ? place : place.isEmpty() ? e.place() : place + "." + e.place();
        return fail(at, e.detail(), e);
    }
}
