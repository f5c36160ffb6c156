package dev.loam.blockmap;

import java.util.function.Consumer;

/** A bounded record of a map's changes, oldest overwritten first, read through cursors. */
final class BlockChangeHistory {
    private final BlockChange[] ring;
    private long recorded;

    BlockChangeHistory(int capacity) {
        this.ring = new BlockChange[capacity];
    }

    void record(BlockChange change) {
        ring[(int) (recorded % ring.length)] = change;
        recorded++;
    }

    BlockCursor cursor() {
        return new BlockCursor(recorded);
    }

    boolean forEachSince(BlockCursor cursor, Consumer<BlockChange> consumer) {
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
