package dev.loam.terrain;

import java.util.Locale;
import java.util.Optional;

/** What a scatter set holds, which sets its default {@link ScatterCollision}. */
public enum ScatterKind {
    /** Props keep their scripts and collision; collision defaults to {@link ScatterCollision#CONVEX}. */
    PROPS,
    /** Foliage is drawn as a MultiMesh without collision; collision defaults to {@link ScatterCollision#NONE}. */
    FOLIAGE;

    /** The spelling in files: {@code props} or {@code foliage}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The collision a set of this kind has when the file leaves it out. */
    public ScatterCollision defaultCollision() {
        return this == FOLIAGE ? ScatterCollision.NONE : ScatterCollision.CONVEX;
    }

    /** The kind spelled {@code key} in a file, or empty. */
    public static Optional<ScatterKind> fromKey(String key) {
        for (ScatterKind k : values()) {
            if (k.key().equals(key)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
