package dev.loam.blockmap;

import java.util.Locale;
import java.util.Optional;

/**
 * The four ways a stair can face. Rows read north to south and columns west to east, so north is
 * one row up (world −z) and east one column right (world +x).
 */
public enum BlockFacing {
    NORTH(0, -1), EAST(1, 0), SOUTH(0, 1), WEST(-1, 0);

    private final int dColumn;
    private final int dRow;

    BlockFacing(int dColumn, int dRow) {
        this.dColumn = dColumn;
        this.dRow = dRow;
    }

    /** Column step toward this side: −1, 0 or 1. */
    public int dColumn() {
        return dColumn;
    }

    /** Row step toward this side: −1, 0 or 1. */
    public int dRow() {
        return dRow;
    }

    /** The opposite side. */
    public BlockFacing opposite() {
        return values()[(ordinal() + 2) & 3];
    }

    /** The lower-case name used in files: {@code north}, {@code east}, {@code south}, {@code west}. */
    public String fileName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads a file name ({@code north} etc., any case). */
    public static Optional<BlockFacing> parse(String text) {
        if (text != null) {
            for (BlockFacing f : values()) {
                if (f.name().equalsIgnoreCase(text)) {
                    return Optional.of(f);
                }
            }
        }
        return Optional.empty();
    }
}
