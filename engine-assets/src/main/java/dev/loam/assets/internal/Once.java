package dev.loam.assets.internal;

import java.util.function.Supplier;

/**
 * A value made at most once by whichever thread asks first; a maker that throws leaves it unmade,
 * so a later ask tries again. Thread-safe.
 *
 * @param <T> the value's type
 */
public final class Once<T> {
    private volatile T value;

    /** The value, made by {@code maker} if no ask has made it yet. */
    public T get(Supplier<T> maker) {
        T v = value;
        if (v != null) {
            return v;
        }
        synchronized (this) {
            if (value == null) {
                value = java.util.Objects.requireNonNull(maker.get(), "made value");
            }
            return value;
        }
    }
}
