package dev.loam.worldgen;

import java.util.concurrent.ConcurrentHashMap;

/**
 * A cache of pure per-cell results with a fixed capacity in weight, evicting the oldest entry
 * first. Each entry weighs what its value holds (a cell with its placements weighs more than an
 * empty one), and the entries held never weigh more than the capacity together: the last ones
 * stored are always held, and once full the total stays within one entry's weight of the
 * capacity, so a long stream's heap stays flat whether the camera crosses a dense wood or an open
 * meadow (a capacity counted in cells would hold more bytes in the wood).
 *
 * <p>A world streamed around a moving camera asks for cells near the front it last planned, so the
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
    private final int capacity;
    /** The least an entry weighs: a lighter one counts as this. */
    private final int leastWeight;
    /** The keys in the order stored, a ring from {@code head}, {@code count} of them. */
    private final long[] keys;
    /** Each ring slot's weight. */
    private final int[] weights;
    private int head;
    private int count;
    private long weight;

    /**
     * @param capacity the most the entries held weigh together, at least 1 (so also the most
     *     entries, each weighing at least 1)
     */
    CellCache(int capacity) {
        this(capacity, 1);
    }

    /**
     * @param capacity the most the entries held weigh together, at least {@code leastWeight}
     * @param leastWeight the least an entry weighs (a lighter one counts as this), at least 1: the
     *     cache holds at most {@code capacity / leastWeight} entries, its ring's size
     */
    CellCache(int capacity, int leastWeight) {
        if (leastWeight < 1 || capacity < leastWeight) {
            throw new IllegalArgumentException("capacity: " + capacity + ", least weight " + leastWeight
                    + " (a least weight of 1 or more, a capacity of at least that)");
        }
        this.capacity = capacity;
        this.leastWeight = leastWeight;
        int slots = capacity / leastWeight;
        map = new ConcurrentHashMap<>(Math.min(slots, 1 << 14));
        keys = new long[slots];
        weights = new int[slots];
    }

    /** @return the value stored for the key, or null */
    V get(long key) {
        return map.get(key);
    }

    /**
     * Stores a value of weight 1 unless the key already has one.
     *
     * @return the value now stored for the key (the earlier one if there was one)
     */
    V putIfAbsent(long key, V value) {
        return putIfAbsent(key, value, 1);
    }

    /**
     * Stores a value unless the key already has one, evicting the oldest entries until the new one
     * fits. A value heavier than the whole capacity counts as the capacity: it is held alone.
     *
     * @param weight what the value holds, 1 or more (in the caller's unit)
     * @return the value now stored for the key (the earlier one if there was one)
     */
    V putIfAbsent(long key, V value, int weight) {
        int w = Math.min(Math.max(weight, leastWeight), capacity);
        synchronized (keys) {
            V prior = map.putIfAbsent(key, value);
            if (prior != null) {
                return prior;
            }
            while (this.weight + w > capacity) {
                map.remove(keys[head]);
                this.weight -= weights[head];
                head = head + 1 == keys.length ? 0 : head + 1;
                count--;
            }
            int tail = head + count;
            if (tail >= keys.length) {
                tail -= keys.length;
            }
            keys[tail] = key;
            weights[tail] = w;
            count++;
            this.weight += w;
            return value;
        }
    }

    /** @return how many entries it holds now */
    int size() {
        return map.size();
    }

    /** @return what the entries held weigh together */
    long weight() {
        synchronized (keys) {
            return weight;
        }
    }

    /** @return the most the entries held may weigh together */
    int capacity() {
        return capacity;
    }
}
