package dev.loam.terrain;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Builds a {@link Scatter}: {@link Scatter#builder(String)}. {@link #build()} refuses with a
 * {@link TerrainFormatException} naming the key.
 */
public final class ScatterBuilder {
    String name;
    ScatterKind kind = ScatterKind.PROPS;
    List<String> targets = List.of();
    List<ScatterItem> items = List.of();
    ScatterCollision collision;
    boolean castShadows = true;
    double visibilityRange;
    double chunkSize;
    boolean staticPropsMultimesh;
    Optional<String> material = Optional.empty();

    ScatterBuilder(String name) {
        this.name = name;
    }

    /** The set's name; not blank. */
    public ScatterBuilder name(String name) {
        this.name = name;
        return this;
    }

    /** Props (default) or foliage. */
    public ScatterBuilder kind(ScatterKind kind) {
        this.kind = Objects.requireNonNull(kind, "kind");
        return this;
    }

    /** Node ids of the surfaces painted on. */
    public ScatterBuilder targets(List<String> targets) {
        this.targets = List.copyOf(targets);
        return this;
    }

    /** The models scattered. */
    public ScatterBuilder items(List<ScatterItem> items) {
        this.items = List.copyOf(items);
        return this;
    }

    /** The collision; unless set, none for foliage and convex for props. */
    public ScatterBuilder collision(ScatterCollision collision) {
        this.collision = collision;
        return this;
    }

    /** Whether instances cast shadows (default true). */
    public ScatterBuilder castShadows(boolean castShadows) {
        this.castShadows = castShadows;
        return this;
    }

    /** Hide instances beyond this distance, map units, 0 or more; 0 never hides (default 0). */
    public ScatterBuilder visibilityRange(double range) {
        this.visibilityRange = range;
        return this;
    }

    /** Culling cell side, map units, 0 or more; 0 is one cell. */
    public ScatterBuilder chunkSize(double size) {
        this.chunkSize = size;
        return this;
    }

    /** Whether scripted prop scenes are drawn as MultiMesh too (default false). */
    public ScatterBuilder staticPropsMultimesh(boolean multimesh) {
        this.staticPropsMultimesh = multimesh;
        return this;
    }

    /** A material override for the whole set. */
    public ScatterBuilder material(String material) {
        this.material = Optional.of(material);
        return this;
    }

    /**
     * Checks the settings and builds an empty set.
     *
     * @throws TerrainFormatException naming {@code name}, {@code targets[k]},
     *                                {@code visibility_range}, {@code chunk_size} or {@code material}
     */
    public Scatter build() {
        if (name == null || name.isBlank()) {
            throw new TerrainFormatException("name", "a scatter set needs a name that is not empty");
        }
        ScatterItem.wellFormed("name", name);
        for (int k = 0; k < targets.size(); k++) {
            if (targets.get(k).isBlank()) {
                throw new TerrainFormatException("targets[" + k + "]", "a target's node id cannot be empty");
            }
            ScatterItem.wellFormed("targets[" + k + "]", targets.get(k));
        }
        material.ifPresent(m -> ScatterItem.wellFormed("material", m));
        if (!(visibilityRange >= 0) || !Double.isFinite(visibilityRange)) {
            throw new TerrainFormatException("visibility_range", visibilityRange + " must be a finite number, 0 or more");
        }
        if (!(chunkSize >= 0) || !Double.isFinite(chunkSize)) {
            throw new TerrainFormatException("chunk_size", chunkSize + " must be a finite number, 0 or more");
        }
        if (material.isPresent() && material.get().isBlank()) {
            throw new TerrainFormatException("material", "an override cannot be empty", "leave the key out instead");
        }
        return new Scatter(this);
    }
}
