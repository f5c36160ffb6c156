package dev.loam.worldgen;

import java.util.concurrent.ConcurrentHashMap;

/**
 * A cache of pure per-cell results with a fixed capacity, evicting the oldest entry first: the
 * last {@code capacity} entries stored are always held, and once it is full it holds exactly
 * {@code capacity}, so a long stream's heap stays flat instead of growing until a wholesale clear.
 * A world streamed around a moving camera asks for cells near the front it last planned, so the
 * oldest entries are the ones behind it.
 *
 * <p>Thread-safe: lookups are lock-free; storing a new entry takes a short lock to keep the
 * insertion order. Values are pure functions of their key, so two threads storing the same key
 * keep the first and both go on with equal values.
 *
 * @param <V> the cached value
 */
final class CellCache<V> {
    private final ConcurrentHashMap<Long, V> map;
    private final long[] order;
    private int next;
    private int size;

    /**
     * @param capacity how many entries it holds at most, at least 1
     */
    CellCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity: " + capacity + " (at least 1)");
        }
        map = new ConcurrentHashMap<>(Math.min(capacity, 1 << 14));
        order = new long[capacity];
    }

    /** @return the value stored for the key, or null */
    V get(long key) {
        return map.get(key);
    }

    /**
     * Stores a value unless the key already has one, evicting the oldest entry when full.
     *
     * @return the value now stored for the key (the earlier one if there was one)
     */
    V putIfAbsent(long key, V value) {
        synchronized (order) {
            V prior = map.putIfAbsent(key, value);
            if (prior != null) {
                return prior;
            }
            if (size == order.length) {
                map.remove(order[next]);
            } else {
                size++;
            }
            order[next] = key;
            next = next + 1 == order.length ? 0 : next + 1;
            return value;
        }
    }

    /** @return how many entries it holds now */
    int size() {
        return map.size();
    }

    /** @return the most entries it holds */
    int capacity() {
        return order.length;
    }
}
