package dev.loam.blockmap;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * Rows a game holds in memory and edits, such as a build mode's: a mutable grid of characters and
 * heights in whole steps, with the legend and block set that give them meaning. Edit it with
 * {@link BlockMapEdits#editBlockRows(EditableBlockRows, BlockEdit)} and
 * {@link BlockMapEdits#beginStroke(EditableBlockRows, BlockEdit)}, which keep the rules; undo with
 * {@link #restore(BlockChange)} and redo with {@link #apply(BlockChange)}. Every method whose name
 * is a verb ({@code restore}, {@code apply}, {@code resize}) changes these rows; the others read.
 *
 * <p>An edit may add entries to the legend (a block the legend lacked); undoing the edit leaves
 * them, which is harmless: a legend may name characters no cell holds.
 *
 * <p>Not thread-safe: edit and read from one thread, or guard it.
 */
public final class EditableBlockRows implements BlockRowsView {
    private final BlockSet set;
    private BlockLegend legend;
    private Palette palette;
    private int width;
    private int depth;
    private char[] symbols;
    private int[] heights;

    private EditableBlockRows(BlockSet set, BlockLegend legend, Palette palette, BlockRowsView rows) {
        this.set = set;
        this.legend = legend;
        this.palette = palette;
        this.width = rows.width();
        this.depth = rows.depth();
        this.symbols = new char[width * depth];
        this.heights = new int[width * depth];
        for (int r = 0; r < depth; r++) {
            for (int c = 0; c < width; c++) {
                symbols[r * width + c] = rows.symbol(c, r);
                heights[r * width + c] = rows.heightSteps(c, r);
            }
        }
    }

    /**
     * A copy of {@code rows} to edit, with their legend and set.
     *
     * @throws BlockMapException naming the place when the legend names a block the set lacks or
     *                           the rows break a rule (a character the legend lacks, a height past
     *                           the range, a stair without its step, a pond under its bed)
     */
    public static EditableBlockRows of(BlockSet set, BlockLegend legend, BlockRowsView rows) {
        Objects.requireNonNull(set, "set");
        Objects.requireNonNull(legend, "legend");
        Objects.requireNonNull(rows, "rows");
        Palette palette = BlockRules.require(set, legend, rows);
        return new EditableBlockRows(set, legend, palette, rows);
    }

    /**
     * A copy of a map file's rows to edit, its set found through {@code sets}.
     *
     * @throws BlockMapException naming {@code blockSet} when {@code sets} does not know the file's
     *                           set, or the place where the file breaks a rule
     */
    public static EditableBlockRows of(BlockMapFile file, BlockSetLookup sets) {
        return of(BlockMapEdits.findSet(file, sets), file.legend(), file.rows());
    }

    /**
     * A copy of a live map's rows as they stand now, with its legend and set, for a build mode.
     * A live map's legend is fixed when it spawns: to write these rows' changes back with
     * {@link BlockMap#apply(BlockChange)}, edit with blocks its legend already names (an edit that
     * adds a legend entry makes characters the map refuses), or spawn a new map from
     * {@link #toFile(BlockMapFile)}.
     */
    public static EditableBlockRows of(BlockMap map) {
        return of(map.blockSet(), map.legend(), map);
    }

    /** An independent copy of these rows. */
    public EditableBlockRows copy() {
        return new EditableBlockRows(set, legend, palette, this);
    }

    /** The block set. */
    public BlockSet blockSet() {
        return set;
    }

    /** The legend as it stands (edits may have added entries). */
    public BlockLegend legend() {
        return legend;
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

    /**
     * Adopts a legend that keeps every entry of this one and may add more, such as the legend of
     * the rows these follow, before applying their changes: a change record carries cells, not the
     * legend entries an edit added.
     *
     * @throws BlockMapException naming {@code legend.<char>} when the legend drops or changes an
     *                           entry of this one, or names a block the set lacks; nothing changes then
     */
    public void extendLegend(BlockLegend larger) {
        Objects.requireNonNull(larger, "larger");
        for (java.util.Map.Entry<Character, LegendEntry> e : legend.entries().entrySet()) {
            if (!larger.entry(e.getKey()).equals(Optional.of(e.getValue()))) {
                throw new BlockMapException("legend." + e.getKey(), "the new legend " + (larger.entry(e.getKey()).isEmpty()
                        ? "drops" : "changes") + " the entry of '" + e.getKey() + "': it must keep every entry and may add more");
            }
        }
        legend(larger);
    }

    /**
     * A map file of {@code file}'s name, set, sea and position with these rows and this legend.
     * The returned file is the caller's.
     */
    public BlockMapFile toFile(BlockMapFile file) {
        return file.withRows(legend, snapshot());
    }

    /**
     * Undo: writes the change's {@code before} over its rectangle, exactly. The rules are not
     * checked: restoring the changes of a history in reverse order gives back each state that was.
     *
     * @throws BlockMapException naming the place when the rectangle is off the rows or a character
     *                           is not in the legend; nothing is written then
     */
    public void restore(BlockChange change) {
        write(change.rect(), change.before());
    }

    /**
     * Redo (or a change another copy made): writes the change's {@code after} over its rectangle,
     * exactly, unchecked as {@link #restore(BlockChange)} is.
     *
     * @throws BlockMapException as {@link #restore(BlockChange)} does
     */
    public void apply(BlockChange change) {
        write(change.rect(), change.after());
    }

    private void write(BlockRect rect, BlockRows values) {
        if (rect.column() < 0 || rect.row() < 0 || rect.endColumn() > width || rect.endRow() > depth) {
            throw new BlockMapException("change", "the change's rectangle at column " + rect.column() + ", row "
                    + rect.row() + " (" + rect.width() + "x" + rect.depth() + ") is off the " + width + "x" + depth
                    + " rows");
        }
        for (int r = 0; r < rect.depth(); r++) {
            for (int c = 0; c < rect.width(); c++) {
                char s = values.symbol(c, r);
                if (!palette.knows(s)) {
                    throw new BlockMapException("column " + (rect.column() + c) + ", row " + (rect.row() + r),
                            "character '" + s + "' is not in the legend, whose characters are "
                                    + BlockRules.legendKeys(legend) + " (and '.' for void)");
                }
            }
        }
        for (int r = 0; r < rect.depth(); r++) {
            for (int c = 0; c < rect.width(); c++) {
                int i = (rect.row() + r) * width + rect.column() + c;
                symbols[i] = values.symbol(c, r);
                heights[i] = values.heightSteps(c, r);
            }
        }
    }

    /** Resizes about an anchor, new cells void at height 0; see {@link #resize(int, int, ResizeAnchor, char, int)}. */
    public void resize(int newWidth, int newDepth, ResizeAnchor anchor) {
        resize(newWidth, newDepth, anchor, VOID, 0);
    }

    /**
     * Resizes the rows to {@code newWidth} by {@code newDepth} cells about {@code anchor}: the
     * kept cells keep their place relative to it (see {@link ResizeAnchor}), cells past the new
     * edges are cropped and new cells take {@code fillSymbol} at {@code fillHeightSteps}.
     *
     * @throws BlockMapException and changes nothing when a size is under 1 or the grid would pass
     *                           {@link BlockRows#MAX_CELLS} ({@code size}), the fill character is
     *                           not in the legend or its height is past the range
     *                           ({@code fillSymbol}, {@code fillHeight}), or the resized rows break a
     *                           rule, such as a stair whose step is cropped (naming the cell, with
     *                           its place before the resize)
     */
    public void resize(int newWidth, int newDepth, ResizeAnchor anchor, char fillSymbol, int fillHeightSteps) {
        Objects.requireNonNull(anchor, "anchor");
        if (newWidth < 1 || newDepth < 1 || (long) newWidth * newDepth > BlockRows.MAX_CELLS) {
            throw new BlockMapException("size", "cannot resize to " + newWidth + "x" + newDepth
                    + ": give at least 1x1 and at most " + BlockRows.MAX_CELLS + " cells");
        }
        if (!palette.knows(fillSymbol)) {
            throw new BlockMapException("fillSymbol", "fill character '" + fillSymbol + "' is not in the legend, whose "
                    + "characters are " + BlockRules.legendKeys(legend) + ": use one of them or '.' for void");
        }
        if (fillSymbol != VOID && BlockRules.range(0, 0, fillHeightSteps) != null) {
            throw new BlockMapException("fillHeight", "fill height " + fillHeightSteps + " steps is past the range "
                    + BlockMap.MIN_HEIGHT_STEPS + ".." + BlockMap.MAX_HEIGHT_STEPS);
        }
        int shiftC = anchor.columnShift(newWidth - width);
        int shiftR = anchor.rowShift(newDepth - depth);
        char[] s = new char[newWidth * newDepth];
        int[] h = new int[s.length];
        Arrays.fill(s, fillSymbol);
        Arrays.fill(h, fillHeightSteps);
        for (int r = 0; r < newDepth; r++) {
            int oldR = r - shiftR;
            if (oldR < 0 || oldR >= depth) {
                continue;
            }
            for (int c = 0; c < newWidth; c++) {
                int oldC = c - shiftC;
                if (oldC >= 0 && oldC < width) {
                    s[r * newWidth + c] = symbols[oldR * width + oldC];
                    h[r * newWidth + c] = heights[oldR * width + oldC];
                }
            }
        }
        BlockRows resized = BlockRows.wrap(newWidth, newDepth, s, h);
        BlockCellRefusal x = BlockRules.checkAll(palette, resized, set.cellSize().step());
        if (x != null) {
            int oldC = x.column() - shiftC, oldR = x.row() - shiftR;
            String was = contains(oldC, oldR) ? " (column " + oldC + ", row " + oldR + " before the resize)" : " (a new cell)";
            throw new BlockMapException("column " + x.column() + ", row " + x.row(), "resizing to " + newWidth + "x"
                    + newDepth + " about " + anchor.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')
                    + " breaks a rule at column " + x.column() + ", row " + x.row() + was + ": " + BlockRules.detail(x));
        }
        width = newWidth;
        depth = newDepth;
        symbols = s;
        heights = h;
    }

    // ---- for the editors of this package ---------------------------------------------------------

    Palette palette() {
        return palette;
    }

    /** Replaces the legend with one that names every character the cells hold (unchecked). */
    void legend(BlockLegend newLegend) {
        if (!newLegend.equals(legend)) {
            palette = new Palette(set, newLegend);
            legend = newLegend;
        }
    }

    char symbolAt(int i) {
        return symbols[i];
    }

    int heightAt(int i) {
        return heights[i];
    }

    void set(int i, char symbol, int heightSteps) {
        symbols[i] = symbol;
        heights[i] = heightSteps;
    }

    private int index(int column, int row) {
        if (!contains(column, row)) {
            throw new IndexOutOfBoundsException("cell (column " + column + ", row " + row + ") is off the "
                    + width + "x" + depth + " rows");
        }
        return row * width + column;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("EditableBlockRows[").append(width).append('x').append(depth)
                .append(", set ").append(set.name()).append(']');
        for (int r = 0; r < Math.min(depth, 8); r++) {
            sb.append("\n  ").append(cellsRow(r));
        }
        return sb.toString();
    }
}
