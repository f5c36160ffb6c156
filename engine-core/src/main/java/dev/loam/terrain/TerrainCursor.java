package dev.loam.terrain;

/**
 * A mark in a terrain's change history, from {@link Terrain#cursor()}: pass it to
 * {@link Terrain#forEachChange(TerrainCursor, java.util.function.Consumer)} to read what changed
 * since. Valid only for the terrain that made it: another terrain refuses it. Immutable; two
 * cursors are equal when the same terrain made them at the same position.
 */
public final class TerrainCursor {
    private final Terrain terrain;
    private final long position;

    TerrainCursor(Terrain terrain, long position) {
        this.terrain = terrain;
        this.position = position;
    }

    /**
     * The number of changes the terrain had recorded when the mark was made.
     *
     * @return the position, 0 or more
     */
    public long position() {
        return position;
    }

    /** The terrain that made it. */
    Terrain terrain() {
        return terrain;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TerrainCursor c && c.terrain == terrain && c.position == position;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(terrain) * 31 + Long.hashCode(position);
    }

    @Override
    public String toString() {
        return "TerrainCursor[" + terrain + " at " + position + "]";
    }
}
