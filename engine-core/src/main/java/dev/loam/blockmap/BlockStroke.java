package dev.loam.blockmap;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One gesture run a drag at a time, such as a build mode's brush stroke or a rectangle dragged
 * out: begun with {@link BlockMapEdits#beginStroke(EditableBlockRows, BlockEdit)}, moved with
 * {@link #extend(Cell)}, kept with {@link #end()} or dropped with {@link #cancel()}.
 *
 * <p>While it runs, the rows show the gesture's current state, applied afresh from the rows as
 * they stood when it began: dragging a rectangle's end back shrinks it, and a brush stroke's cells
 * are edited once however often the brush passes over them. A state the rules refuse is never
 * shown: {@link #extend(Cell)} then returns the refusal and the gesture stays at its last allowed
 * state (the cell does not join; the end does not move).
 *
 * <p>The legend only grows while the stroke is open: a state that needs a block the legend lacks
 * adds its entry (see {@link BlockMapEdits}), and the entry stays when the gesture moves on, so a
 * copy that follows the rows through {@link EditableBlockRows#extendLegend} never loses one.
 * {@link #cancel()}, and an {@link #end()} that is refused, put the legend back as it was.
 *
 * <p>A build mode whose game holds more than the rows (props standing on cells, a live map whose
 * legend is fixed) begins the stroke with a {@link Guard}: each state the rules allow is offered
 * to it, and a state it refuses is refused as the rules' are, the rows staying at the last state
 * both allowed.
 *
 * <p>Not thread-safe; edit the rows only through the stroke until it ends.
 */
public final class BlockStroke {
    /**
     * A build mode's own check of a stroke's state, beside the rules: a prop standing on a cell the
     * state would make a stair, or a character the live map's legend lacks.
     */
    @FunctionalInterface
    public interface Guard {
        /** A guard that refuses nothing. */
        Guard NONE = state -> Optional.empty();

        /**
         * Checks a state the rules allow.
         *
         * @param state the gesture's state against the rows as they stood when it began: its
         *              rectangle, the cells before and the cells the state would leave
         * @return empty to allow it, else the refusal naming the cell
         */
        Optional<BlockCellRefusal> check(BlockChange state);
    }

    private final EditableBlockRows rows;
    private final Guard guard;
    private final BlockLegend startLegend;
    private BlockEdit edit;
    /** The shown state against the start: null when the rows show the start. */
    private BlockChange shown;
    private Optional<BlockEditRefusal> refusal;
    private boolean accepted;
    private boolean open = true;

    BlockStroke(EditableBlockRows rows, BlockEdit edit, Guard guard) {
        this.rows = rows;
        this.guard = guard;
        this.startLegend = rows.legend();
        this.edit = edit;
        BlockRowsEditResult r = guarded(edit);
        this.refusal = r.refusal();
        this.accepted = r.refusal().isEmpty();
        this.shown = r.change().orElse(null);
    }

    /** The gesture as the rows show it (or, while no state was allowed, as it began). */
    public BlockEdit edit() {
        return edit;
    }

    /** Why the gesture's last move was refused; empty when the rows show it. */
    public Optional<BlockEditRefusal> refusal() {
        return refusal;
    }

    /**
     * The gesture's state as the rows show it, against the rows as they stood when it began: what
     * a copy that follows the rows (a live map) applies once the stroke has begun; empty when the
     * rows show the start (no state allowed yet, or one that changes no cell).
     */
    public Optional<BlockChange> shown() {
        return Optional.ofNullable(shown);
    }

    /** Whether the stroke has neither ended nor been cancelled. */
    public boolean isOpen() {
        return open;
    }

    /**
     * Moves the gesture to a cell: a brush gesture joins the cell's brushed cells (a cell equal to
     * the last one adds nothing); a rectangle's or a flight's {@code to} moves to the cell; a fill's
     * or a single stair's cell moves to it.
     *
     * @return the change this move wrote (from what the rows showed to what they show now), or
     *         the refusal of the moved gesture, when the rows stay as they were
     * @throws IllegalStateException when the stroke has ended or been cancelled
     */
    public BlockRowsEditResult extend(Cell cell) {
        Objects.requireNonNull(cell, "cell");
        requireOpen();
        BlockEdit next = moved(edit, cell);
        if (next.equals(edit) && accepted) {
            return BlockRowsEditResult.written(null);
        }
        BlockChange previous = shown;
        if (previous != null) {
            rows.restore(previous);
        }
        BlockRowsEditResult r = guarded(next);
        if (r.refusal().isPresent()) {
            if (previous != null) {
                rows.apply(previous);
            }
            refusal = r.refusal();
            return r;
        }
        edit = next;
        accepted = true;
        refusal = Optional.empty();
        shown = r.change().orElse(null);
        return BlockRowsEditResult.written(step(previous, shown));
    }

    /**
     * Keeps the gesture as the rows show it.
     *
     * @return the one change of the whole gesture (the rows as they stood when it began, and as
     *         they stand now; empty when no cell changed), or, when no state of the gesture was
     *         ever allowed, its refusal, the rows being as before the stroke
     * @throws IllegalStateException when the stroke has already ended or been cancelled
     */
    public BlockRowsEditResult end() {
        requireOpen();
        open = false;
        if (!accepted) {
            rows.legend(startLegend);
            return BlockRowsEditResult.refused(refusal.orElseThrow());
        }
        return BlockRowsEditResult.written(shown);
    }

    /**
     * Drops the gesture: the rows (and legend) go back to how they stood when it began.
     *
     * @return the change this wrote (from what the rows showed back to the start); empty when the
     *         rows showed the start
     * @throws IllegalStateException when the stroke has already ended or been cancelled
     */
    public Optional<BlockChange> cancel() {
        requireOpen();
        open = false;
        BlockChange previous = shown;
        if (previous != null) {
            rows.restore(previous);
        }
        rows.legend(startLegend);
        shown = null;
        return Optional.ofNullable(previous).map(BlockChange::inverse);
    }

    /**
     * Applies a state to the rows as they stood when the gesture began, then offers it to the
     * guard; a state the guard refuses is taken back (legend included) and refused.
     */
    private BlockRowsEditResult guarded(BlockEdit state) {
        BlockLegend legendBefore = rows.legend();
        BlockRowsEditResult r = BlockEditApplier.applyOne(rows, state);
        if (r.refusal().isPresent() || r.change().isEmpty()) {
            return r;
        }
        Optional<BlockCellRefusal> x = guard.check(r.change().get());
        if (x.isEmpty()) {
            return r;
        }
        rows.restore(r.change().get());
        rows.legend(legendBefore);
        return BlockRowsEditResult.refused(new BlockEditRefusal(0, state.tool(), state.describe() + ": "
                + x.get().message(), x));
    }

    private void requireOpen() {
        if (!open) {
            throw new IllegalStateException("the stroke has ended; begin another");
        }
    }

    /** The edit moved to a cell. */
    static BlockEdit moved(BlockEdit edit, Cell cell) {
        if (edit instanceof BlockEdit.Brushed b) {
            List<Cell> cells = b.cells();
            if (cells.get(cells.size() - 1).equals(cell)) {
                return edit;
            }
            List<Cell> joined = new ArrayList<>(cells.size() + 1);
            joined.addAll(cells);
            joined.add(cell);
            return b.withCells(joined);
        }
        if (edit instanceof BlockEdit.Rectangle r) {
            return r.withTo(cell);
        }
        if (edit instanceof BlockEdit.StairsFlight f) {
            return f.withTo(cell);
        }
        if (edit instanceof BlockEdit.Fill f) {
            return new BlockEdit.Fill(cell, f.block());
        }
        BlockEdit.Stairs s = (BlockEdit.Stairs) edit;
        return new BlockEdit.Stairs(cell, s.facing(), s.block());
    }

    /**
     * The change from one shown state to the next, both given against the start: over the union of
     * their rectangles, before is what the rows showed and after what they show.
     */
    private BlockChange step(BlockChange previous, BlockChange now) {
        if (previous == null) {
            return now;
        }
        BlockRect rect = now == null ? previous.rect() : previous.rect().union(now.rect());
        BlockRows after = rows.snapshot(rect);
        char[] s = new char[rect.width() * rect.depth()];
        int[] h = new int[s.length];
        for (int r = 0; r < rect.depth(); r++) {
            for (int c = 0; c < rect.width(); c++) {
                int mc = rect.column() + c, mr = rect.row() + r, j = r * rect.width() + c;
                BlockRect p = previous.rect();
                if (p.contains(mc, mr)) {
                    s[j] = previous.after().symbol(mc - p.column(), mr - p.row());
                    h[j] = previous.after().heightSteps(mc - p.column(), mr - p.row());
                } else if (now != null && now.rect().contains(mc, mr)) {
                    s[j] = now.before().symbol(mc - now.rect().column(), mr - now.rect().row());
                    h[j] = now.before().heightSteps(mc - now.rect().column(), mr - now.rect().row());
                } else {
                    s[j] = after.symbol(c, r);
                    h[j] = after.heightSteps(c, r);
                }
            }
        }
        BlockRows before = BlockRows.wrap(rect.width(), rect.depth(), s, h);
        return before.equals(after) ? null : new BlockChange(rect, before, after);
    }
}
