package dev.loam.blockmap;

/**
 * One edit of one cell: a new character, a new height in steps, or both. A {@code '.'} makes the
 * cell void. Build with the factories; a field left out keeps the cell's.
 *
 * @param column      the cell's column, 0 at the west edge
 * @param row         the cell's row, 0 at the north edge
 * @param symbol      the new legend character, or {@link #KEEP_SYMBOL}
 * @param heightSteps the new height in steps (refused unless whole), or NaN to keep the height
 */
public record BlockCellEdit(int column, int row, char symbol, double heightSteps) {
    /** The {@code symbol} that keeps the cell's character. */
    public static final char KEEP_SYMBOL = '\0';

    /** A new character, keeping the height. */
    public static BlockCellEdit symbol(int column, int row, char symbol) {
        return new BlockCellEdit(column, row, symbol, Double.NaN);
    }

    /** A new height in steps, keeping the character. A non-whole height is refused by the map. */
    public static BlockCellEdit height(int column, int row, double heightSteps) {
        return new BlockCellEdit(column, row, KEEP_SYMBOL, heightSteps);
    }

    /** A new character and height. */
    public static BlockCellEdit of(int column, int row, char symbol, double heightSteps) {
        return new BlockCellEdit(column, row, symbol, heightSteps);
    }

    /** Makes the cell void. */
    public static BlockCellEdit clear(int column, int row) {
        return new BlockCellEdit(column, row, BlockRowsView.VOID, Double.NaN);
    }

    /** Whether the edit sets a character. */
    public boolean setsSymbol() {
        return symbol != KEEP_SYMBOL;
    }

    /** Whether the edit sets a height. */
    public boolean setsHeight() {
        return !Double.isNaN(heightSteps);
    }
}
