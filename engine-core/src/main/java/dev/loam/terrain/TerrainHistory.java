package dev.loam.terrain;

import java.util.function.Consumer;

/** A bounded record of a terrain's changes, oldest overwritten first, read through cursors. */
final class TerrainHistory {
    private final TerrainChange[] ring;
    private long recorded;

    TerrainHistory(int capacity) {
        this.ring = new TerrainChange[capacity];
    }

    int capacity() {
        return ring.length;
    }

    void record(TerrainChange change) {
        ring[(int) (recorded % ring.length)] = change;
        recorded++;
    }

    TerrainCursor cursor() {
        return new TerrainCursor(recorded);
    }

    boolean forEachSince(TerrainCursor cursor, Consumer<TerrainChange> consumer) {
        long from = cursor.position();
        if (from < 0 || from > recorded || from < recorded - ring.length) {
            return false;
        }
        for (long p = from; p < recorded; p++) {
            consumer.accept(ring[(int) (p % ring.length)]);
        }
        return true;
    }
}
