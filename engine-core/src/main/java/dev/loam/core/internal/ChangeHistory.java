package dev.loam.core.internal;

import java.util.function.Consumer;

/**
 * A bounded record of a model's change records, oldest overwritten first, read from a position
 * (a cursor's). Block maps and terrains keep one each; their views read what changed since their
 * cursor, and read the whole model again when the history no longer reaches back. Not
 * thread-safe, like the models that own it.
 *
 * @param <T> the change record's type
 */
public final class ChangeHistory<T> {
    private final Object[] ring;
    private long recorded;

    /**
     * @param capacity how many changes it keeps, 1 or more
     * @throws IllegalArgumentException when the capacity is under 1
     */
    public ChangeHistory(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a change history keeps 1 or more changes, not " + capacity);
        }
        this.ring = new Object[capacity];
    }

    /** How many changes it keeps. */
    public int capacity() {
        return ring.length;
    }

    /** Records a change. */
    public void record(T change) {
        ring[(int) (recorded % ring.length)] = change;
        recorded++;
    }

    /** How many changes were ever recorded: the position a new cursor marks. */
    public long position() {
        return recorded;
    }

    /**
     * Calls back with each change recorded since {@code position}, oldest first, once each.
     *
     * @return false (calling back with nothing) when the history no longer reaches back that far,
     *         or the position is not one this history gave
     */
    @SuppressWarnings("unchecked")
    public boolean forEachSince(long position, Consumer<? super T> consumer) {
        if (position < 0 || position > recorded || position < recorded - ring.length) {
            return false;
        }
        for (long p = position; p < recorded; p++) {
            consumer.accept((T) ring[(int) (p % ring.length)]);
        }
        return true;
    }
}
