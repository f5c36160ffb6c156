package dev.loam.blockmap;

import java.util.Locale;
import java.util.Optional;

/**
 * The map builder's tools, one for each kind of {@link BlockEdit}. Paint, Fill and Rectangle lay
 * a block; Raise, Lower, Set, Flatten and Smooth change heights in whole steps; Stairs lays a
 * stair or plans a flight up a cliff.
 */
public enum BlockTool {
    /** Lays a block on a brush's cells, keeping their heights. */
    PAINT,
    /** Lays a block over a connected region of one character at one height. */
    FILL,
    /** Lays a block over a rectangle of cells. */
    RECTANGLE,
    /** Raises a brush's cells by whole steps. */
    RAISE,
    /** Lowers a brush's cells by whole steps. */
    LOWER,
    /** Sets a brush's cells to one height. */
    SET,
    /** Sets a brush's cells to the first cell's height (or a given one). */
    FLATTEN,
    /** Sets each of a brush's cells to the rounded mean of its neighbourhood. */
    SMOOTH,
    /** Lays one stair, or plans a flight of stairs up a cliff. */
    STAIRS;

    /** The lower-case name used in edit files: {@code paint}, {@code fill}, ... */
    public String fileName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads a file name ({@code raise} etc., any case); empty for an unknown tool. */
    public static Optional<BlockTool> parse(String text) {
        if (text != null) {
            for (BlockTool t : values()) {
                if (t.name().equalsIgnoreCase(text)) {
                    return Optional.of(t);
                }
            }
        }
        return Optional.empty();
    }
}
