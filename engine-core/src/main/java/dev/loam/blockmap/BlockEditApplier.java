package dev.loam.blockmap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Applies one {@link BlockEdit} to an {@link EditableBlockRows}: plans the writes from the rows as
 * they stand, writes them, then checks the rules over the cells written and their neighbours with
 * {@link BlockRules}; a refused edit is undone before returning, legend included.
 */
final class BlockEditApplier {
    private final EditableBlockRows rows;
    private final BlockEdit edit;
    private final int index;
    /** Whether the edit is one of a list, named by its index, or a single edit, named by what it does. */
    private final boolean listed;
    private final int width;
    private BlockLegend legend;

    private final BitSet written = new BitSet();
    private int[] cells = new int[16];
    private char[] newSymbols = new char[16];
    private int[] newHeights = new int[16];
    private int count;

    private BlockEditApplier(EditableBlockRows rows, BlockEdit edit, int index, boolean listed) {
        this.rows = rows;
        this.edit = edit;
        this.index = index;
        this.listed = listed;
        this.width = rows.width();
        this.legend = rows.legend();
    }

    /**
     * Applies the edit at {@code index} of a list (0-based), or writes nothing and returns its
     * refusal, named as the list's JSON path numbers it: {@code edits[2] (stairs at ...): ...} for
     * the third edit.
     */
    static BlockRowsEditResult apply(EditableBlockRows rows, BlockEdit edit, int index) {
        return apply(rows, edit, index, true);
    }

    /**
     * Applies a single edit, not one of a list (a build mode's, a stroke's), or writes nothing and
     * returns its refusal, index 0, named by what it does: {@code stairs at column 3, row 4: ...}.
     */
    static BlockRowsEditResult applyOne(EditableBlockRows rows, BlockEdit edit) {
        return apply(rows, edit, 0, false);
    }

    private static BlockRowsEditResult apply(EditableBlockRows rows, BlockEdit edit, int index, boolean listed) {
        BlockEditApplier a = new BlockEditApplier(rows, java.util.Objects.requireNonNull(edit, "edit"), index, listed);
        try {
            a.plan();
        } catch (Refused r) {
            return BlockRowsEditResult.refused(r.refusal);
        }
        return a.commit();
    }

    // ---- planning: reads the rows as they stand, writes nothing ---------------------------------

    private void plan() {
        if (edit instanceof BlockEdit.Paint p) {
            int[] brushed = brushed(p.cells(), p.brush());
            char s = plainSymbol(p.block());
            for (int i : brushed) {
                lay(i, s);
            }
        } else if (edit instanceof BlockEdit.Fill f) {
            int start = onMap(f.cell());
            char s = plainSymbol(f.block());
            fill(start, s);
        } else if (edit instanceof BlockEdit.Rectangle rect) {
            onMap(rect.from());
            onMap(rect.to());
            char s = plainSymbol(rect.block());
            BlockRect r = BlockRect.spanning(rect.from().column(), rect.from().row(), rect.to().column(), rect.to().row());
            for (int row = r.row(); row < r.endRow(); row++) {
                for (int c = r.column(); c < r.endColumn(); c++) {
                    lay(row * width + c, s);
                }
            }
        } else if (edit instanceof BlockEdit.Raise raise) {
            for (int i : brushed(raise.cells(), raise.brush())) {
                height(i, (long) rows.heightAt(i) + raise.steps());
            }
        } else if (edit instanceof BlockEdit.Lower lower) {
            for (int i : brushed(lower.cells(), lower.brush())) {
                height(i, (long) rows.heightAt(i) - lower.steps());
            }
        } else if (edit instanceof BlockEdit.Set set) {
            int[] brushed = brushed(set.cells(), set.brush());
            long h = whole(set.heightSteps(), set.cells().get(0));
            for (int i : brushed) {
                height(i, h);
            }
        } else if (edit instanceof BlockEdit.Flatten flatten) {
            int[] brushed = brushed(flatten.cells(), flatten.brush());
            Cell first = flatten.cells().get(0);
            long h;
            if (flatten.heightSteps().isPresent()) {
                h = whole(flatten.heightSteps().getAsDouble(), first);
            } else {
                int i = first.row() * width + first.column();
                if (rows.symbolAt(i) == BlockRowsView.VOID) {
                    throw refuse(null, first.describe() + " is void, so it gives no height to flatten to: "
                            + "start the stroke on a block or give a height");
                }
                h = rows.heightAt(i);
            }
            for (int i : brushed) {
                height(i, h);
            }
        } else if (edit instanceof BlockEdit.Smooth smooth) {
            for (int i : brushed(smooth.cells(), smooth.brush())) {
                if (rows.symbolAt(i) != BlockRowsView.VOID) {
                    height(i, smoothed(i % width, i / width));
                }
            }
        } else if (edit instanceof BlockEdit.Stairs stairs) {
            int i = onMap(stairs.cell());
            String block = stairBlock(stairs.block());
            char s = stairs.facing().isPresent() ? facingSymbol(block, stairs.facing().get()) : plainSymbol(block);
            write(i, s, rows.heightAt(i));
        } else if (edit instanceof BlockEdit.StairsFlight flight) {
            planFlight(flight);
        } else {
            throw new IllegalArgumentException("unknown edit " + edit);
        }
    }

    /**
     * Lays a block's character on a cell at its height, refusing a block drawn as a model on a cell
     * that holds water (the model would stand drowned on the bed), naming the cell.
     */
    private void lay(int i, char s) {
        if (s != BlockRowsView.VOID) {
            Block laid = blockOf(s);
            Block there = rows.symbolAt(i) == BlockRowsView.VOID ? null : blockOf(rows.symbolAt(i));
            if (laid != null && laid.drawnAsModel() && there != null && there.isWater()) {
                int c = i % width, r = i / width;
                String where = "column " + c + ", row " + r;
                BlockCellRefusal x = new BlockCellRefusal(BlockCellRefusal.Reason.MODEL_ON_WATER, c, r, where
                        + " holds water (" + there.name() + "), and the " + laid.name() + " is drawn as a model that "
                        + "would stand drowned on its bed: paint a bank block there first, or place the model as a prop");
                throw refuse(x, null);
            }
        }
        write(i, s, rows.heightAt(i));
    }

    /** The block a character of the working legend names, or null. */
    private Block blockOf(char s) {
        return legend.entry(s).flatMap(e -> rows.blockSet().block(e.block())).orElse(null);
    }

    /** Writes a new height to a non-void cell (void cells keep theirs), refusing a height past the range. */
    private void height(int i, long h) {
        if (rows.symbolAt(i) == BlockRowsView.VOID) {
            return;
        }
        BlockCellRefusal x = BlockRules.range(i % width, i / width, h);
        if (x != null) {
            throw refuse(x, x.message() + ": " + (h > BlockMap.MAX_HEIGHT_STEPS ? "raise" : "lower") + " it less");
        }
        write(i, rows.symbolAt(i), (int) h);
    }

    private long whole(double h, Cell where) {
        BlockCellRefusal x = BlockRules.height(where.column(), where.row(), h);
        if (x != null) {
            throw refuse(x, null);
        }
        return (long) h;
    }

    /** The mean of the non-void 3x3 neighbourhood's heights, rounded half away from zero; (c, r) must not be void. */
    private long smoothed(int c, int r) {
        long sum = 0;
        int n = 0;
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                if (rows.contains(c + dc, r + dr) && !rows.isVoid(c + dc, r + dr)) {
                    sum += rows.heightSteps(c + dc, r + dr);
                    n++;
                }
            }
        }
        long q = (2 * Math.abs(sum) + n) / (2L * n);
        return sum < 0 ? -q : q;
    }

    private void fill(int start, char s) {
        char s0 = rows.symbolAt(start);
        int h0 = rows.heightAt(start);
        BitSet seen = new BitSet();
        int[] queue = new int[64];
        int head = 0, tail = 0;
        queue[tail++] = start;
        seen.set(start);
        while (head < tail) {
            int i = queue[head++];
            lay(i, s);
            int c = i % width, r = i / width;
            for (BlockFacing f : BlockFacing.values()) {
                int nc = c + f.dColumn(), nr = r + f.dRow();
                if (rows.contains(nc, nr)) {
                    int n = nr * width + nc;
                    if (!seen.get(n) && rows.symbolAt(n) == s0 && rows.heightAt(n) == h0) {
                        seen.set(n);
                        if (tail == queue.length) {
                            queue = Arrays.copyOf(queue, queue.length * 2);
                        }
                        queue[tail++] = n;
                    }
                }
            }
        }
    }

    private void planFlight(BlockEdit.StairsFlight flight) {
        int a = onMap(flight.from()), b = onMap(flight.to());
        Cell from = flight.from(), to = flight.to();
        if (from.column() != to.column() && from.row() != to.row()) {
            throw refuse(null, from.describe() + " and " + to.describe() + " are not in one row or column: a flight "
                    + "runs straight; move its end to column " + from.column() + ", row " + to.row() + " or column "
                    + to.column() + ", row " + from.row());
        }
        int run = Math.abs(to.column() - from.column()) + Math.abs(to.row() - from.row());
        if (run < 2) {
            throw refuse(null, "a flight needs at least one cell between its ends for a stair, and its ends are "
                    + (run == 0 ? "the same cell" : "side by side") + ": move one end further out");
        }
        for (Cell end : new Cell[] {from, to}) {
            if (rows.isVoid(end.column(), end.row())) {
                throw refuse(null, end.describe() + " is void: a flight climbs from a block to a block; paint it first");
            }
        }
        int ha = rows.heightAt(a), hb = rows.heightAt(b);
        if (ha == hb) {
            throw refuse(null, "both ends stand at " + ha + " steps, so there is no climb: end the flight on "
                    + "higher ground, or use a single stair");
        }
        Cell low = ha < hb ? from : to, high = ha < hb ? to : from;
        int lowH = Math.min(ha, hb), highH = Math.max(ha, hb), climb = highH - lowH;
        int dc = Integer.signum(high.column() - low.column()), dr = Integer.signum(high.row() - low.row());
        BlockFacing facing = null;
        for (BlockFacing f : BlockFacing.values()) {
            if (f.dColumn() == dc && f.dRow() == dr) {
                facing = f;
            }
        }
        if (climb > run) {
            int more = climb - run;
            Cell start = new Cell(low.column() - dc * more, low.row() - dr * more);
            throw refuse(null, "the climb of " + climb + " steps from " + low.describe() + " (at " + lowH + ") to "
                    + high.describe() + " (at " + highH + ") is longer than the run of " + run
                    + " cells: start the flight " + more + (more == 1 ? " cell" : " cells") + " further out, at "
                    + start.describe() + ", or lower the top");
        }
        String block = stairBlock(flight.block());
        char s = facingSymbol(block, facing);
        int stairs = Math.min(climb, run - 1);
        for (int k = 1; k < run; k++) {
            int c = low.column() + dc * k, r = low.row() + dr * k, i = r * width + c;
            int toTop = run - k;
            if (toTop <= stairs) {
                write(i, s, highH - toTop);
            } else if (rows.symbolAt(i) == BlockRowsView.VOID) {
                throw refuse(null, "column " + c + ", row " + r + " on the walk to the flight's foot is void: "
                        + "paint it first, or start the flight nearer the cliff");
            } else {
                write(i, rows.symbolAt(i), lowH);
            }
        }
    }

    // ---- cells and blocks ------------------------------------------------------------------------

    private int onMap(Cell cell) {
        if (!rows.contains(cell.column(), cell.row())) {
            BlockCellRefusal x = new BlockCellRefusal(BlockCellRefusal.Reason.OFF_MAP, cell.column(), cell.row(),
                    cell.describe() + " is off the map, whose columns are 0.." + (rows.width() - 1) + " and rows 0.."
                            + (rows.depth() - 1) + ": name a cell on the map");
            throw refuse(x, null);
        }
        return cell.row() * width + cell.column();
    }

    /** The cells the brush covers laid on each cell in turn, clipped to the map, each once, in order. */
    private int[] brushed(List<Cell> named, Brush brush) {
        for (Cell cell : named) {
            onMap(cell);
        }
        BitSet seen = new BitSet();
        int[] out = new int[16];
        int n = 0;
        for (Cell cell : named) {
            for (int dr = brush.minOffset(); dr <= brush.maxOffset(); dr++) {
                for (int dc = brush.minOffset(); dc <= brush.maxOffset(); dc++) {
                    int c = cell.column() + dc, r = cell.row() + dr;
                    if (brush.covers(dc, dr) && rows.contains(c, r) && !seen.get(r * width + c)) {
                        seen.set(r * width + c);
                        if (n == out.length) {
                            out = Arrays.copyOf(out, n * 2);
                        }
                        out[n++] = r * width + c;
                    }
                }
            }
        }
        return Arrays.copyOf(out, n);
    }

    private String knownBlock(String block) {
        if (rows.blockSet().block(block).isEmpty()) {
            throw refuse(null, "block \"" + block + "\" is not in block set \"" + rows.blockSet().name()
                    + "\": use one of " + String.join(", ", rows.blockSet().blocks().keySet()));
        }
        return block;
    }

    private String stairBlock(Optional<String> given) {
        BlockSet set = rows.blockSet();
        List<String> stairs = new ArrayList<>();
        set.blocks().forEach((name, b) -> {
            if (b.stairs()) {
                stairs.add(name);
            }
        });
        if (given.isPresent()) {
            String block = knownBlock(given.get());
            if (!set.block(block).orElseThrow().stairs()) {
                throw refuse(null, "block \"" + block + "\" is not a stair: "
                        + (stairs.isEmpty() ? "block set \"" + set.name() + "\" has none" : "use one of " + String.join(", ", stairs)));
            }
            return block;
        }
        if (stairs.isEmpty()) {
            throw refuse(null, "block set \"" + set.name() + "\" has no stair block: define one with stairs() in the set");
        }
        return stairs.get(0);
    }

    /** The legend character of a block's plain entry ('.' for the void block), adding an entry when the legend has none. */
    private char plainSymbol(String block) {
        if (BlockEdit.VOID_BLOCK.equals(block)) {
            return BlockRowsView.VOID;
        }
        LegendEntry entry = LegendEntry.of(knownBlock(block));
        Optional<Character> known = legend.symbolOf(entry);
        if (known.isPresent()) {
            return known.get();
        }
        return addEntry(entry, block.charAt(0));
    }

    /** The legend character of {@code {block, facing}}, adding an entry when the legend has none. */
    private char facingSymbol(String block, BlockFacing facing) {
        LegendEntry entry = LegendEntry.stairs(block, facing);
        Optional<Character> known = legend.symbolOf(entry);
        if (known.isPresent()) {
            return known.get();
        }
        return addEntry(entry, LegendSymbols.preferred(facing));
    }

    private char addEntry(LegendEntry entry, char preferred) {
        Optional<Character> pick = LegendSymbols.free(legend, preferred);
        if (pick.isEmpty()) {
            throw refuse(null, "the legend has no free character left for " + describe(entry) + ": remove an entry "
                    + "no cell uses");
        }
        legend = legend.with(pick.get(), entry);
        return pick.get();
    }

    private static String describe(LegendEntry entry) {
        return entry.facing().map(f -> "{block \"" + entry.block() + "\", facing " + f.fileName() + "}")
                .orElse("block \"" + entry.block() + "\"");
    }

    private void write(int i, char symbol, int heightSteps) {
        if (written.get(i)) {
            for (int k = 0; k < count; k++) {
                if (cells[k] == i) {
                    newSymbols[k] = symbol;
                    newHeights[k] = heightSteps;
                    return;
                }
            }
        }
        written.set(i);
        if (count == cells.length) {
            cells = Arrays.copyOf(cells, count * 2);
            newSymbols = Arrays.copyOf(newSymbols, count * 2);
            newHeights = Arrays.copyOf(newHeights, count * 2);
        }
        cells[count] = i;
        newSymbols[count] = symbol;
        newHeights[count] = heightSteps;
        count++;
    }

    // ---- writing and checking ----------------------------------------------------------------------

    private BlockRowsEditResult commit() {
        BlockLegend oldLegend = rows.legend();
        rows.legend(legend);
        char[] oldSymbols = new char[count];
        int[] oldHeights = new int[count];
        for (int k = 0; k < count; k++) {
            oldSymbols[k] = rows.symbolAt(cells[k]);
            oldHeights[k] = rows.heightAt(cells[k]);
            rows.set(cells[k], newSymbols[k], newHeights[k]);
        }
        BlockEditRefusal refusal = check();
        if (refusal != null) {
            for (int k = count - 1; k >= 0; k--) {
                rows.set(cells[k], oldSymbols[k], oldHeights[k]);
            }
            rows.legend(oldLegend);
            return BlockRowsEditResult.refused(refusal);
        }
        int c0 = Integer.MAX_VALUE, r0 = Integer.MAX_VALUE, c1 = -1, r1 = -1;
        for (int k = 0; k < count; k++) {
            if (oldSymbols[k] != newSymbols[k] || oldHeights[k] != newHeights[k]) {
                int c = cells[k] % width, r = cells[k] / width;
                c0 = Math.min(c0, c);
                r0 = Math.min(r0, r);
                c1 = Math.max(c1, c);
                r1 = Math.max(r1, r);
            }
        }
        if (c1 < 0) {
            return BlockRowsEditResult.written(null);
        }
        BlockRect rect = new BlockRect(c0, r0, c1 - c0 + 1, r1 - r0 + 1);
        BlockRows after = rows.snapshot(rect);
        char[] bs = new char[rect.width() * rect.depth()];
        int[] bh = new int[bs.length];
        for (int r = 0; r < rect.depth(); r++) {
            for (int c = 0; c < rect.width(); c++) {
                bs[r * rect.width() + c] = after.symbol(c, r);
                bh[r * rect.width() + c] = after.heightSteps(c, r);
            }
        }
        for (int k = 0; k < count; k++) {
            int c = cells[k] % width, r = cells[k] / width;
            if (rect.contains(c, r)) {
                int j = (r - r0) * rect.width() + (c - c0);
                bs[j] = oldSymbols[k];
                bh[j] = oldHeights[k];
            }
        }
        return BlockRowsEditResult.written(new BlockChange(rect, BlockRows.wrap(rect.width(), rect.depth(), bs, bh), after));
    }

    /** The stair and pond rules over the cells written (row by row), then over their neighbours. */
    private BlockEditRefusal check() {
        Palette palette = rows.palette();
        double step = rows.blockSet().cellSize().step();
        int[] sorted = Arrays.copyOf(cells, count);
        Arrays.sort(sorted);
        for (int i : sorted) {
            int c = i % width, r = i / width;
            BlockCellRefusal x = BlockRules.stair(palette, rows, c, r, null, c, r);
            if (x == null) {
                x = BlockRules.pond(palette, rows, c, r, step);
            }
            if (x != null) {
                String hint = "";
                if (x.reason() == BlockCellRefusal.Reason.STAIR_WITH_TWO_STEPS && edit.tool() == BlockTool.STAIRS) {
                    hint = ", or give the stairs edit a facing, such as \"facing\": \"" + higherSide(c, r) + "\"";
                }
                return refusal(x, x.message() + hint);
            }
        }
        for (int i : sorted) {
            int c = i % width, r = i / width;
            for (BlockFacing f : BlockFacing.values()) {
                int nc = c + f.dColumn(), nr = r + f.dRow();
                if (rows.contains(nc, nr) && !written.get(nr * width + nc)) {
                    BlockCellRefusal x = BlockRules.stair(palette, rows, nc, nr, BlockCellRefusal.Reason.STAIR_LOSES_STEP, c, r);
                    if (x != null) {
                        return refusal(x, x.message() + ": keep the stair's step beside it, or change the stair at column "
                                + nc + ", row " + nr + " in the same edit");
                    }
                }
            }
        }
        return null;
    }

    private String higherSide(int c, int r) {
        int h = rows.heightSteps(c, r);
        for (BlockFacing f : BlockFacing.values()) {
            int nc = c + f.dColumn(), nr = r + f.dRow();
            if (rows.contains(nc, nr) && !rows.isVoid(nc, nr) && rows.heightSteps(nc, nr) == h + 1) {
                return f.fileName();
            }
        }
        return BlockFacing.NORTH.fileName();
    }

    // ---- refusals -------------------------------------------------------------------------------

    /** A refusal of this edit: {@code cell} the rule broken (or null), {@code what} the text after the prefix (or null for the rule's). */
    private Refused refuse(BlockCellRefusal cell, String what) {
        return new Refused(refusal(cell, what != null ? what : cell.message()));
    }

    private BlockEditRefusal refusal(BlockCellRefusal cell, String what) {
        String head = listed ? "edits[" + index + "] (" + edit.describe() + ")" : edit.describe();
        return new BlockEditRefusal(index, edit.tool(), head + ": " + what, Optional.ofNullable(cell));
    }

    /** Unwinds planning with a refusal; no stack trace, as it is a value on its way out. */
    private static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient BlockEditRefusal refusal;

        Refused(BlockEditRefusal refusal) {
            super(null, null, false, false);
            this.refusal = refusal;
        }
    }
}
