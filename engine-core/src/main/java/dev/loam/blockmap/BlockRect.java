package dev.loam.blockmap;

/**
 * A rectangle of cells: {@code width} columns from {@code column} and {@code depth} rows from
 * {@code row}, row 0 being the north edge.
 */
public record BlockRect(int column, int row, int width, int depth) {
    public BlockRect {
        if (width < 0 || depth < 0) {
            throw new IllegalArgumentException("a rectangle's width and depth are 0 or more, got " + width + "x" + depth);
        }
    }

    /** The rectangle from one corner cell to another, both included, in either order. */
    public static BlockRect spanning(int column0, int row0, int column1, int row1) {
        int c = Math.min(column0, column1), r = Math.min(row0, row1);
        return new BlockRect(c, r, Math.abs(column1 - column0) + 1, Math.abs(row1 - row0) + 1);
    }

    /** One past the last column. */
    public int endColumn() {
        return column + width;
    }

    /** One past the last row. */
    public int endRow() {
        return row + depth;
    }

    /** Whether the cell lies inside. */
    public boolean contains(int c, int r) {
        return c >= column && c < column + width && r >= row && r < row + depth;
    }

    /** Whether no cell lies inside. */
    public boolean isEmpty() {
        return width == 0 || depth == 0;
    }

    /** The part of this rectangle inside {@code other}; empty when they do not meet. */
    public BlockRect intersect(BlockRect other) {
        int c0 = Math.max(column, other.column), r0 = Math.max(row, other.row);
        int c1 = Math.min(endColumn(), other.endColumn()), r1 = Math.min(endRow(), other.endRow());
        return new BlockRect(c0, r0, Math.max(0, c1 - c0), Math.max(0, r1 - r0));
    }

    /** The smallest rectangle holding both (an empty one adds nothing). */
    public BlockRect union(BlockRect other) {
        if (isEmpty()) {
            return other;
        }
        if (other.isEmpty()) {
            return this;
        }
        int c0 = Math.min(column, other.column), r0 = Math.min(row, other.row);
        int c1 = Math.max(endColumn(), other.endColumn()), r1 = Math.max(endRow(), other.endRow());
        return new BlockRect(c0, r0, c1 - c0, r1 - r0);
    }

    /** This rectangle grown by {@code cells} on every side. */
    public BlockRect grow(int cells) {
        return new BlockRect(column - cells, row - cells, width + 2 * cells, depth + 2 * cells);
    }
}
