package dev.loam.blockmap;

/**
 * A mark in a map's change history, from {@link BlockMap#cursor()}: pass it to
 * {@link BlockMap#forEachChange(BlockCursor, java.util.function.Consumer)} to read what changed
 * since. Valid only for the map that made it: another map refuses it. Immutable; two cursors are
 * equal when the same map made them at the same position.
 */
public final class BlockCursor {
    private final BlockMap map;
    private final long position;

    BlockCursor(BlockMap map, long position) {
        this.map = map;
        this.position = position;
    }

    /**
     * The number of changes the map had recorded when the mark was made.
     *
     * @return the position, 0 or more
     */
    public long position() {
        return position;
    }

    /** The map that made it. */
    BlockMap map() {
        return map;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BlockCursor c && c.map == map && c.position == position;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(map) * 31 + Long.hashCode(position);
    }

    @Override
    public String toString() {
        return "BlockCursor[" + map + " at " + position + "]";
    }
}
