package dev.loam.blockmap;

/**
 * Read-only access to a grid of cells: one legend character and one height in whole steps a cell,
 * {@code width} columns by {@code depth} rows, row 0 the north edge. A {@code '.'} is a void cell.
 * Implemented by the immutable {@link BlockRows}, the editable {@link EditableBlockRows} and the
 * live {@link BlockMap}; methods that only read take this type.
 */
public interface BlockRowsView {
    /** The void cell's character. */
    char VOID = '.';

    /** Columns, west to east. */
    int width();

    /** Rows, north to south. */
    int depth();

    /** The legend character of a cell ({@link #VOID} for none). */
    char symbol(int column, int row);

    /** The height of a cell in whole steps (meaningless for a void cell). */
    int heightSteps(int column, int row);

    /** Whether (column, row) lies on the grid. */
    default boolean contains(int column, int row) {
        return column >= 0 && row >= 0 && column < width() && row < depth();
    }

    /** Whether the cell is void. */
    default boolean isVoid(int column, int row) {
        return symbol(column, row) == VOID;
    }

    /** Row {@code row}'s characters as a string. */
    default String cellsRow(int row) {
        char[] chars = new char[width()];
        for (int c = 0; c < chars.length; c++) {
            chars[c] = symbol(c, row);
        }
        return new String(chars);
    }

    /** An immutable copy of the whole grid. */
    default BlockRows snapshot() {
        return snapshot(new BlockRect(0, 0, width(), depth()));
    }

    /** An immutable copy of a rectangle of the grid, which must lie on it. */
    default BlockRows snapshot(BlockRect rect) {
        char[] symbols = new char[rect.width() * rect.depth()];
        int[] heights = new int[symbols.length];
        int i = 0;
        for (int r = rect.row(); r < rect.endRow(); r++) {
            for (int c = rect.column(); c < rect.endColumn(); c++, i++) {
                symbols[i] = symbol(c, r);
                heights[i] = heightSteps(c, r);
            }
        }
        return BlockRows.wrap(rect.width(), rect.depth(), symbols, heights);
    }

    /** Whether the two grids hold the same characters and heights (void heights included). */
    default boolean sameCells(BlockRowsView other) {
        if (other.width() != width() || other.depth() != depth()) {
            return false;
        }
        for (int r = 0; r < depth(); r++) {
            for (int c = 0; c < width(); c++) {
                if (symbol(c, r) != other.symbol(c, r) || heightSteps(c, r) != other.heightSteps(c, r)) {
                    return false;
                }
            }
        }
        return true;
    }
}
