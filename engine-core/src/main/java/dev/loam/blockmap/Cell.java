package dev.loam.blockmap;

/**
 * A cell of a block map named by its column and row, 0-based from the north-west corner: the
 * {@code [column, row]} pair of an edit file.
 *
 * @param column the column, 0 at the west edge
 * @param row    the row, 0 at the north edge
 */
public record Cell(int column, int row) {
    /** The cell at (column, row). */
    public static Cell of(int column, int row) {
        return new Cell(column, row);
    }

    /** "column 3, row 4", as messages name a cell. */
    public String describe() {
        return "column " + column + ", row " + row;
    }

    @Override
    public String toString() {
        return "[" + column + ", " + row + "]";
    }
}
