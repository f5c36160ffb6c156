package dev.loam.blockmap;

import java.util.Objects;

/**
 * A brush: the cells a brush tool (Paint, Raise, Lower, Set, Flatten, Smooth) reaches around each
 * cell it is laid on. A brush of size {@code n} spans {@code n} by {@code n} cells.
 *
 * <p>An odd size is centred on the cell. An even size has no middle cell, so the brush reaches one
 * cell further east and south than west and north: size 2 covers the cell, its east neighbour, its
 * south neighbour and the cell south-east; its centre lies on the corner half a cell east and south
 * of the cell's centre. In general the brush covers column offsets {@link #minOffset()} ..
 * {@link #maxOffset()} (the same for rows).
 *
 * <p>A {@link BrushShape#ROUND round} brush covers the cells of that square whose centre lies
 * within {@code n / 2} cells of the brush's centre (the cell's centre for an odd size): size 3
 * covers all nine cells, size 5 all but the four corners.
 *
 * @param size  the brush's width in cells, 1 to {@link #MAX_SIZE}
 * @param shape square or round
 */
public record Brush(int size, BrushShape shape) {
    /** The largest brush, in cells across. */
    public static final int MAX_SIZE = 64;

    /** The one-cell brush that edits use when they name none. */
    public static final Brush ONE = new Brush(1, BrushShape.SQUARE);

    /** @throws IllegalArgumentException when the size is under 1 or over {@link #MAX_SIZE} */
    public Brush {
        Objects.requireNonNull(shape, "shape");
        if (size < 1 || size > MAX_SIZE) {
            throw new IllegalArgumentException("a brush's size is 1 to " + MAX_SIZE + " cells, got " + size);
        }
    }

    /** A square brush of {@code size} cells across. */
    public static Brush square(int size) {
        return new Brush(size, BrushShape.SQUARE);
    }

    /** A round brush of {@code size} cells across. */
    public static Brush round(int size) {
        return new Brush(size, BrushShape.ROUND);
    }

    /** The least column (and row) offset the brush reaches from its cell: {@code -(size - 1) / 2}. */
    public int minOffset() {
        return -((size - 1) / 2);
    }

    /** The greatest column (and row) offset the brush reaches from its cell: {@code size / 2}. */
    public int maxOffset() {
        return size / 2;
    }

    /** Whether the brush laid on a cell covers the cell at these offsets from it. */
    public boolean covers(int dColumn, int dRow) {
        if (dColumn < minOffset() || dColumn > maxOffset() || dRow < minOffset() || dRow > maxOffset()) {
            return false;
        }
        if (shape == BrushShape.SQUARE) {
            return true;
        }
        // Distances doubled, so that an even brush's centre (half a cell east and south) is whole.
        int shift = (size & 1) == 0 ? 1 : 0;
        long ex = 2L * dColumn - shift, ey = 2L * dRow - shift;
        return ex * ex + ey * ey <= (long) size * size;
    }

    /** "a 3x3 square brush", as messages name a brush. */
    public String describe() {
        return "a " + size + "x" + size + " " + shape.fileName() + " brush";
    }
}
