package dev.loam.terrain;

import java.util.Locale;
import java.util.Optional;

/** The collision shape a scatter set's instances get. */
public enum ScatterCollision {
    /** No collision. */
    NONE,
    /** A convex hull per model. */
    CONVEX,
    /** The model's triangles. */
    TRIMESH;

    /** The spelling in files: {@code none}, {@code convex} or {@code trimesh}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The collision spelled {@code key} in a file, or empty. */
    public static Optional<ScatterCollision> fromKey(String key) {
        for (ScatterCollision c : values()) {
            if (c.key().equals(key)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
