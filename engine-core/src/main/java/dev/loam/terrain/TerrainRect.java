package dev.loam.terrain;

/**
 * A rectangle on a terrain's grid: {@code width} columns from {@code i} along X and {@code depth}
 * rows from {@code j} along Z. Counts vertices for heights and splat, cells for holes. Immutable.
 *
 * @param i     first column, 0 at the origin
 * @param j     first row, 0 at the origin
 * @param width columns, 0 or more
 * @param depth rows, 0 or more
 */
public record TerrainRect(int i, int j, int width, int depth) {
    /** @throws IllegalArgumentException for a negative width or depth */
    public TerrainRect {
        if (width < 0 || depth < 0) {
            throw new IllegalArgumentException("a rectangle's width and depth are 0 or more, got " + width + "x" + depth);
        }
    }

    /** One past the last column. */
    public int endI() {
        return i + width;
    }

    /** One past the last row. */
    public int endJ() {
        return j + depth;
    }

    /** The number of entries inside, {@code width * depth}. */
    public int area() {
        return width * depth;
    }

    /** Whether the rectangle lies inside a grid of {@code columns × rows}. */
    public boolean fitsIn(int columns, int rows) {
        return i >= 0 && j >= 0 && (long) i + width <= columns && (long) j + depth <= rows;
    }
}
