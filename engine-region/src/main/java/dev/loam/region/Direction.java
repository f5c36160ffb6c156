package dev.loam.region;

import java.util.Locale;

/**
 * A compass direction on the region's grid. North is +z (+j), east is -x (-i).
 */
public enum Direction {
    /** +z, towards higher j. */
    NORTH(0, 1),
    /** -x, towards lower i. */
    EAST(-1, 0),
    /** -z, towards lower j. */
    SOUTH(0, -1),
    /** +x, towards higher i. */
    WEST(1, 0);

    private final int di;
    private final int dj;

    Direction(int di, int dj) {
        this.di = di;
        this.dj = dj;
    }

    /**
     * The step along i (the game's x, westward) one tile in this direction makes.
     *
     * @return -1, 0 or 1
     */
    public int di() {
        return di;
    }

    /**
     * The step along j (the game's z, northward) one tile in this direction makes.
     *
     * @return -1, 0 or 1
     */
    public int dj() {
        return dj;
    }

    /**
     * The name a spec uses: {@code north}, {@code east}, {@code south} or {@code west}.
     *
     * @return the lower-case name
     */
    public String specName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
