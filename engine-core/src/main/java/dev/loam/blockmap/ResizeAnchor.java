package dev.loam.blockmap;

/**
 * Where a resize holds the rows still: the kept cells keep their place relative to this side or
 * corner, and cells are added or cropped on the far sides. The west anchors keep column 0 where it
 * is, the east ones the last column; the north anchors row 0, the south ones the last row. A
 * middle anchor ({@link #NORTH}, {@link #CENTRE}, {@link #SOUTH} across, {@link #WEST},
 * {@link #CENTRE}, {@link #EAST} down) splits the difference between both sides; an odd difference
 * puts its odd cell on the east (or south) side, whether added or cropped, so resizing out and back
 * about the centre gives back the same rows.
 */
public enum ResizeAnchor {
    /** Keeps the north-west corner: cells are added or cropped on the east and south. */
    NORTH_WEST(0, 0),
    /** Keeps the north edge, centred across: cells are added or cropped on the south, and east and west. */
    NORTH(1, 0),
    /** Keeps the north-east corner: cells are added or cropped on the west and south. */
    NORTH_EAST(2, 0),
    /** Keeps the west edge, centred down: cells are added or cropped on the east, and north and south. */
    WEST(0, 1),
    /** Keeps the middle: cells are added or cropped on every side. */
    CENTRE(1, 1),
    /** Keeps the east edge, centred down: cells are added or cropped on the west, and north and south. */
    EAST(2, 1),
    /** Keeps the south-west corner: cells are added or cropped on the east and north. */
    SOUTH_WEST(0, 2),
    /** Keeps the south edge, centred across: cells are added or cropped on the north, and east and west. */
    SOUTH(1, 2),
    /** Keeps the south-east corner: cells are added or cropped on the west and north. */
    SOUTH_EAST(2, 2);

    private final int across;
    private final int down;

    ResizeAnchor(int across, int down) {
        this.across = across;
        this.down = down;
    }

    /** How far the kept columns move east when the width changes by {@code difference} columns. */
    public int columnShift(int difference) {
        return shift(across, difference);
    }

    /** How far the kept rows move south when the depth changes by {@code difference} rows. */
    public int rowShift(int difference) {
        return shift(down, difference);
    }

    private static int shift(int where, int difference) {
        // Truncation toward zero puts an odd cell on the east/south side both when growing and cropping.
        return where == 0 ? 0 : where == 2 ? difference : difference / 2;
    }
}
