package dev.loam.region;

/**
 * The shapes a tile takes, from its four corners (sw, se, ne, nw) less the lowest, each turned
 * any of four ways. Where every edge of the tile rises a level at most, the tile is exactly one
 * of the first six; a tile with an edge two levels or more (only round a mountain, in a valley
 * or on a volcano's flanks) is a {@link #MOUNTAINSIDE}.
 */
public enum TileShape {
    /** Level ground: 0 0 0 0. */
    FLAT(0, 0, 0, 0),
    /** One corner a level up: 1 0 0 0. */
    CORNER(1, 0, 0, 0),
    /** A hillside, 4 m over 64 m: 1 1 0 0. */
    SLOPE(1, 1, 0, 0),
    /** A pass between two hills: 1 0 1 0. */
    SADDLE(1, 0, 1, 0),
    /** The inside of a bend in a hillside: 1 1 1 0. */
    THREE(1, 1, 1, 0),
    /** One corner two levels over the opposite one: 2 1 0 1. */
    STEEP(2, 1, 0, 1),
    /**
     * Two levels along an edge, 8 m over 64 m (2 2 0 0), and every other tile with an edge of
     * two levels or more: only round a mountain, in a valley or on a volcano.
     */
    MOUNTAINSIDE(2, 2, 0, 0);

    private final int[] pattern;

    TileShape(int sw, int se, int ne, int nw) {
        this.pattern = new int[] {sw, se, ne, nw};
    }

    /**
     * The shape's corners less the lowest, unturned, in the order sw, se, ne, nw.
     *
     * @param corner 0 sw, 1 se, 2 ne, 3 nw
     * @return levels over the lowest corner
     */
    public int pattern(int corner) {
        return pattern[corner];
    }

    /**
     * A tile's shape and turn.
     *
     * @param shape the shape
     * @param turn quarter turns, 0 to 3: corner {@code (q + turn) % 4} of the tile (in the order
     *     sw, se, ne, nw, anticlockwise seen from above) rises as the shape's corner {@code q}
     */
    public record Turned(TileShape shape, int turn) {
    }

    /**
     * Classifies a tile by its corners' levels. The turn is the one whose corners, read sw, se,
     * ne, nw from the turned start, are greatest (highest first), so a shape's own pattern has
     * turn 0.
     *
     * @param sw the south-west corner's level
     * @param se the south-east corner's level
     * @param ne the north-east corner's level
     * @param nw the north-west corner's level
     * @return the shape and its turn
     */
    public static Turned classify(int sw, int se, int ne, int nw) {
        int low = Math.min(Math.min(sw, se), Math.min(ne, nw));
        int[] r = {sw - low, se - low, ne - low, nw - low};
        int best = 0;
        for (int t = 1; t < 4; t++) {
            if (greater(r, t, best)) {
                best = t;
            }
        }
        boolean twoLevelEdge = false;
        for (int q = 0; q < 4; q++) {
            if (Math.abs(r[q] - r[(q + 1) % 4]) >= 2) {
                twoLevelEdge = true;
            }
        }
        if (twoLevelEdge) {
            // Any tile with a two-level edge is a mountainside, not only 2 2 0 0: the spec's own
            // test-tiles-terrain map forces 2 0 0 0 and 2 1 0 0 tiles beside its mountain, and its
            // volcano's crater tiles are 2 2 2 0, so the seven shapes cannot hold everywhere there.
            return new Turned(MOUNTAINSIDE, best);
        }
        for (TileShape s : values()) {
            boolean same = true;
            for (int q = 0; q < 4; q++) {
                same &= s.pattern[q] == r[(q + best) % 4];
            }
            if (same) {
                return new Turned(s, best);
            }
        }
        throw new IllegalStateException("corners " + sw + " " + se + " " + ne + " " + nw
                + " have edges of a level at most but match no shape");
    }

    /** Whether the rotation starting at a reads greater than the one starting at b. */
    private static boolean greater(int[] r, int a, int b) {
        for (int q = 0; q < 4; q++) {
            int x = r[(q + a) % 4];
            int y = r[(q + b) % 4];
            if (x != y) {
                return x > y;
            }
        }
        return false;
    }
}
