package dev.loam.blockmap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An immutable grid of cells: a legend character and a height in whole steps each. Change
 * records carry these for the rectangle before and after an edit.
 */
public final class BlockRows implements BlockRowsView {
    /** The most cells a grid may hold (4096 × 4096), so a bad file cannot exhaust memory. */
    public static final int MAX_CELLS = 4096 * 4096;
    /** The shared one-cell grids ({@link #ofCell}), by ASCII symbol and then height; filled as asked for. */
    private static final BlockRows[][] CELLS = new BlockRows[128][];

    private final int width;
    private final int depth;
    private final char[] symbols;
    private final int[] heights;

    private BlockRows(int width, int depth, char[] symbols, int[] heights) {
        this.width = width;
        this.depth = depth;
        this.symbols = symbols;
        this.heights = heights;
    }

    /** Wraps arrays this package owns and will not change (no copy). */
    static BlockRows wrap(int width, int depth, char[] symbols, int[] heights) {
        return new BlockRows(width, depth, symbols, heights);
    }

    /**
     * Rows from strings of characters and heights in whole steps, row 0 the north edge.
     *
     * @throws BlockMapException naming {@code cells[i]} or {@code heights[i]} when rows differ in
     *                           width, a heights row does not match its cells row, or there are
     *                           no rows or the grid is larger than {@link #MAX_CELLS}
     */
    public static BlockRows of(List<String> cells, int[][] heights) {
        if (cells.isEmpty()) {
            throw new BlockMapException("cells", "a map needs at least one row");
        }
        int width = cells.get(0).length();
        if (width == 0) {
            throw new BlockMapException("cells[0]", "row 0 is empty: a row needs at least one cell");
        }
        for (int r = 1; r < cells.size(); r++) {
            if (cells.get(r).length() != width) {
                throw new BlockMapException("cells[" + r + "]", "row " + r + " is " + cells.get(r).length()
                        + " cells wide but row 0 is " + width + ": every row must be as wide as the first");
            }
        }
        if ((long) width * cells.size() > MAX_CELLS) {
            throw new BlockMapException("cells", "a map of " + width + "x" + cells.size() + " cells is past the largest, "
                    + MAX_CELLS + " cells");
        }
        if (heights.length != cells.size()) {
            throw new BlockMapException("heights", "there are " + heights.length + " heights rows for "
                    + cells.size() + " cells rows", "give one heights row per cells row");
        }
        char[] symbols = new char[width * cells.size()];
        int[] h = new int[symbols.length];
        for (int r = 0; r < cells.size(); r++) {
            if (heights[r] == null || heights[r].length != width) {
                throw new BlockMapException("heights[" + r + "]", "heights row " + r + " has "
                        + (heights[r] == null ? 0 : heights[r].length) + " heights for " + width
                        + " cells", "give one height per cell");
            }
            cells.get(r).getChars(0, width, symbols, r * width);
            System.arraycopy(heights[r], 0, h, r * width, width);
        }
        return new BlockRows(width, cells.size(), symbols, h);
    }

    /**
     * A grid from row-major arrays, {@code symbols[row * width + column]}, copied (the caller keeps
     * its arrays): the quick way in for a decoder.
     *
     * @throws BlockMapException naming {@code size} when the width or depth is under 1, the grid
     *                           is past {@link #MAX_CELLS}, or an array is not {@code width * depth} long
     */
    public static BlockRows copyOf(int width, int depth, char[] symbols, int[] heights) {
        if (width < 1 || depth < 1 || (long) width * depth > MAX_CELLS || symbols.length != width * depth
                || heights.length != width * depth) {
            throw new BlockMapException("size", width + "x" + depth + " with " + symbols.length + " characters and "
                    + heights.length + " heights: a grid is 1x1 to " + MAX_CELLS + " cells, one of each a cell");
        }
        return new BlockRows(width, depth, symbols.clone(), heights.clone());
    }

    /** Every cell at one height, from strings of characters. */
    public static BlockRows flat(List<String> cells, int heightSteps) {
        int[][] h = new int[cells.size()][];
        for (int r = 0; r < h.length; r++) {
            h[r] = new int[cells.get(r).length()];
            Arrays.fill(h[r], heightSteps);
        }
        return of(cells, h);
    }

    /**
     * One cell, as a setCell's change record holds it before and after. Grids of one cell are
     * immutable, so those of an ASCII symbol at 0 to {@link BlockMap#MAX_HEIGHT_STEPS} steps are
     * made once and shared: a replica applying tens of thousands of records a second makes none.
     */
    public static BlockRows ofCell(char symbol, int heightSteps) {
        if (symbol >= CELLS.length || heightSteps < 0 || heightSteps > BlockMap.MAX_HEIGHT_STEPS) {
            return new BlockRows(1, 1, new char[] {symbol}, new int[] {heightSteps});
        }
        BlockRows[] bySymbol = CELLS[symbol];
        if (bySymbol == null) {
            // A race makes two equal rows of which one stays: harmless, the values are immutable.
            bySymbol = new BlockRows[BlockMap.MAX_HEIGHT_STEPS + 1];
            CELLS[symbol] = bySymbol;
        }
        BlockRows cell = bySymbol[heightSteps];
        if (cell == null) {
            cell = new BlockRows(1, 1, new char[] {symbol}, new int[] {heightSteps});
            bySymbol[heightSteps] = cell;
        }
        return cell;
    }

    /** A {@code width} × {@code depth} grid of one character at one height. */
    public static BlockRows filled(int width, int depth, char symbol, int heightSteps) {
        if (width < 1 || depth < 1 || (long) width * depth > MAX_CELLS) {
            throw new BlockMapException("size", width + "x" + depth + " must be at least 1x1 and at most " + MAX_CELLS + " cells");
        }
        char[] s = new char[width * depth];
        int[] h = new int[s.length];
        Arrays.fill(s, symbol);
        Arrays.fill(h, heightSteps);
        return new BlockRows(width, depth, s, h);
    }

    @Override
    public int width() {
        return width;
    }

    @Override
    public int depth() {
        return depth;
    }

    @Override
    public char symbol(int column, int row) {
        return symbols[index(column, row)];
    }

    @Override
    public int heightSteps(int column, int row) {
        return heights[index(column, row)];
    }

    private int index(int column, int row) {
        if (!contains(column, row)) {
            throw new IndexOutOfBoundsException("cell (column " + column + ", row " + row + ") is off the "
                    + width + "x" + depth + " grid");
        }
        return row * width + column;
    }

    @Override
    public BlockRows snapshot() {
        return this;
    }

    /** The rows of characters, north to south. */
    public List<String> cells() {
        List<String> rows = new ArrayList<>(depth);
        for (int r = 0; r < depth; r++) {
            rows.add(new String(symbols, r * width, width));
        }
        return rows;
    }

    /** The heights, one array a row, north to south. The caller owns the arrays. */
    public int[][] heights() {
        int[][] out = new int[depth][];
        for (int r = 0; r < depth; r++) {
            out[r] = Arrays.copyOfRange(heights, r * width, (r + 1) * width);
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BlockRows b && width == b.width && depth == b.depth && Arrays.equals(symbols, b.symbols)
                && Arrays.equals(heights, b.heights);
    }

    @Override
    public int hashCode() {
        return (Arrays.hashCode(symbols) * 31 + Arrays.hashCode(heights)) * 31 + width;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("BlockRows[").append(width).append('x').append(depth).append("]");
        for (int r = 0; r < Math.min(depth, 8); r++) {
            sb.append("\n  ").append(cellsRow(r));
        }
        return sb.toString();
    }
}
