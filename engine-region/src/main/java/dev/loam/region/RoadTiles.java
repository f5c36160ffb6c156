package dev.loam.region;

import java.util.Arrays;

/**
 * What the roads laid so far hold of each tile: the sides (arms) their centre lines leave the
 * tile's middle or cross its edge through, which road runs straight across it, and whether a node
 * (a junction or an end) stands at its middle. A tile is free, holds one road straight across it
 * (which a later road may cross at right angles or end on in a T), holds ends only (which a later
 * end may join), or is taken.
 */
final class RoadTiles {
    /** No road. */
    static final int NONE = -1;

    private final int tilesX;
    private final int tilesZ;
    private final byte[] arms;
    private final byte[] straightRoad;
    private final int[] straightPoint;
    private final boolean[] node;
    private final boolean[] endsOnly;
    private final byte[] middleRoad;
    private final int[] middlePoint;

    RoadTiles(int tilesX, int tilesZ) {
        this.tilesX = tilesX;
        this.tilesZ = tilesZ;
        int n = tilesX * tilesZ;
        arms = new byte[n];
        straightRoad = new byte[n];
        Arrays.fill(straightRoad, (byte) NONE);
        straightPoint = new int[n];
        node = new boolean[n];
        endsOnly = new boolean[n];
        middleRoad = new byte[n];
        Arrays.fill(middleRoad, (byte) NONE);
        middlePoint = new int[n];
    }

    /** The first road with a point at tile [i, j]'s middle (running across it or ending there), or {@link #NONE}. */
    int middleRoad(int i, int j) {
        return middleRoad[k(i, j)];
    }

    /** The index of that road's point at the tile's middle. */
    int middlePoint(int i, int j) {
        return middlePoint[k(i, j)];
    }

    int tilesX() {
        return tilesX;
    }

    int tilesZ() {
        return tilesZ;
    }

    boolean inside(int i, int j) {
        return i >= 0 && j >= 0 && i < tilesX && j < tilesZ;
    }

    private int k(int i, int j) {
        return j * tilesX + i;
    }

    static int bit(int side) {
        return 1 << side;
    }

    static int opposite(int side) {
        return (side + 2) & 3;
    }

    /** Whether tile [i, j] holds nothing. */
    boolean free(int i, int j) {
        return arms[k(i, j)] == 0 && !node[k(i, j)];
    }

    /**
     * The road running straight across tile [i, j] with no node at its middle and nothing else
     * there, or {@link #NONE}.
     */
    int straightRoad(int i, int j) {
        int t = k(i, j);
        return node[t] ? NONE : straightRoad[t];
    }

    /** The index of the point at the tile's middle on the road running straight across it. */
    int straightPoint(int i, int j) {
        return straightPoint[k(i, j)];
    }

    /** The sides taken at tile [i, j], one bit a side ({@link Direction#ordinal()}). */
    int arms(int i, int j) {
        return arms[k(i, j)];
    }

    /** Whether a road may pass straight across or bend through tile [i, j] from side {@code e} to side {@code d}. */
    boolean canPass(int i, int j, int e, int d) {
        if (free(i, j)) {
            return true;
        }
        // Only straight across a road that runs straight, at right angles.
        return d == opposite(e) && straightRoad(i, j) != NONE && (arms[k(i, j)] & (bit(e) | bit(d))) == 0;
    }

    /** Whether a road may end at tile [i, j]'s middle, arriving through side {@code e}. */
    boolean canEndAtMiddle(int i, int j, int e) {
        int t = k(i, j);
        return free(i, j) || (endsOnly[t] && (arms[t] & bit(e)) == 0);
    }

    /** Whether a road may end on road {@code road} in a T at tile [i, j]'s middle, arriving through side {@code e}. */
    boolean canTee(int i, int j, int e, int road) {
        return straightRoad(i, j) == road && (arms[k(i, j)] & (bit(e) | bit(opposite(e)))) == 0;
    }

    /**
     * Takes tile [i, j] whole: a tunnel runs under its middle, so no later road crosses it, ends on
     * it or meets it there.
     */
    void seal(int i, int j) {
        node[k(i, j)] = true;
        endsOnly[k(i, j)] = false;
    }

    /**
     * Records a road passing from side {@code e} to side {@code d} (either -1 for the middle),
     * {@code point} the index of its point at the tile's middle (any value for a bend).
     */
    void take(int i, int j, int e, int d, int road, int point) {
        int t = k(i, j);
        boolean wasFree = free(i, j);
        if (middleRoad[t] == NONE && (e < 0 || d < 0 || d == opposite(e))) {
            middleRoad[t] = (byte) road;
            middlePoint[t] = point;
        }
        if (e >= 0) {
            arms[t] |= (byte) bit(e);
        }
        if (d >= 0) {
            arms[t] |= (byte) bit(d);
        }
        if (e < 0 || d < 0) {
            // An end at the middle: a node; a tile of ends only when nothing ran across it.
            endsOnly[t] = wasFree || endsOnly[t];
            node[t] = true;
        } else if (wasFree && d == opposite(e)) {
            straightRoad[t] = (byte) road;
            straightPoint[t] = point;
        } else if (!wasFree) {
            // A crossing: a junction at its middle.
            node[t] = true;
        }
    }
}
