package dev.loam.blockmap;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The map builder's edits: {@link #apply(BlockMapFile, List, BlockSetLookup)} edits a map file's
 * values as one write or none (the spec's {@code editBlockMapFile}); {@link #editBlockRows} and
 * {@link #beginStroke} edit rows a game holds in memory, a gesture at a time; {@link #resizeFile}
 * resizes a file about an anchor.
 *
 * <h2>Blocks and legend characters</h2>
 * An edit names a block; it is laid with the legend character whose entry is that block alone
 * (a stair with a facing: the entry {@code {block, facing}}). When the legend has no such entry,
 * the edit adds one with a free character: the block's first letter when it is free and one of
 * {@code a-z A-Z 0-9 # $ % & * + - = ? @ ~ ! / | : ; , _ ( ) [ ] { } < > ^}, else the first free
 * character of that list, in that order; a stair with a facing prefers {@code '^'}, {@code '>'},
 * {@code 'v'} and {@code '<'} for north, east, south and west. The block {@code "."} makes cells
 * void.
 *
 * <h2>Rules</h2>
 * Each edit is one gesture: after the whole gesture, the rules are checked over the cells it wrote
 * and their four neighbours, with {@link BlockRules} (a stair's step, a pond's level, the height
 * range). A refused edit writes nothing, legend included.
 *
 * <h2>Refusals and exceptions</h2>
 * A refused edit is a value, {@link BlockEditRefusal}, naming the edit's index, its cells and the
 * fix. An edit of a list is named as the list's JSON path numbers it, from 0: {@code edits[2]} is
 * the third edit. A malformed file (a set {@code sets} does not know, a legend naming a block the set lacks,
 * rows that already break a rule) is not an edit's fault: it is refused with a
 * {@link BlockMapException} naming the place, before any edit runs.
 */
public final class BlockMapEdits {
    private BlockMapEdits() {
    }

    /**
     * Applies the edits in order to a working copy of the file's rows and legend, as one write or
     * none: the first edit refused refuses the whole list, naming its index and the fix, and the
     * result's file is then {@code file} itself.
     *
     * @param file  the map file's values (immutable, never changed)
     * @param edits the gestures, applied in order
     * @param sets  finds the file's block set by name
     * @return the edited file and each edit's change, or the refusal and {@code file}; with no
     *         edit, {@code file} itself
     * @throws BlockMapException naming {@code blockSet} when {@code sets} does not know the set, or
     *                           the place where the file itself is malformed
     */
    public static BlockEditResult apply(BlockMapFile file, List<? extends BlockEdit> edits, BlockSetLookup sets) {
        Objects.requireNonNull(edits, "edits");
        EditableBlockRows rows = EditableBlockRows.of(file, sets);
        List<BlockChange> changes = new ArrayList<>();
        List<BlockProp> props = new ArrayList<>(file.props());
        for (int i = 0; i < edits.size(); i++) {
            BlockRowsEditResult r = BlockEditApplier.apply(rows, edits.get(i), i);
            if (r.refusal().isPresent()) {
                return new BlockEditResult(r.refusal(), file, List.of());
            }
            if (r.change().isPresent()) {
                Optional<BlockEditRefusal> x = followProps(rows, props, file.propsOnVoid(), r.change().get(), i,
                        edits.get(i).tool());
                if (x.isPresent()) {
                    return new BlockEditResult(x, file, List.of());
                }
                changes.add(r.change().get());
            }
        }
        if (changes.isEmpty() && rows.legend().equals(file.legend())) {
            return new BlockEditResult(Optional.empty(), file, List.of());
        }
        return new BlockEditResult(Optional.empty(), rows.toFile(file).withProps(props), changes);
    }

    /**
     * The file's props after one edit: a prop whose cell the edit made a stair is refused, one
     * whose cell it made void is refused or removed as the file's rule says.
     */
    private static Optional<BlockEditRefusal> followProps(EditableBlockRows rows, List<BlockProp> props, PropsOnVoid rule,
                                                          BlockChange change, int index, BlockTool tool) {
        for (int k = props.size() - 1; k >= 0; k--) {
            BlockProp p = props.get(k);
            if (!change.rect().contains(p.column(), p.row())) {
                continue;
            }
            char s = rows.symbol(p.column(), p.row());
            String cell = "column " + p.column() + ", row " + p.row();
            if (s == BlockRowsView.VOID) {
                if (rule == PropsOnVoid.REMOVE) {
                    props.remove(k);
                    continue;
                }
                return Optional.of(refusal(index, tool, BlockCellRefusal.Reason.PROP_ON_VOID, p, cell
                        + ": the " + p.model() + " standing there would stand on a void cell: move or remove the prop first"));
            }
            Block b = rows.palette().get(s).block;
            if (b.stairs()) {
                return Optional.of(refusal(index, tool, BlockCellRefusal.Reason.PROP_ON_STAIR, p, cell + ": the "
                        + p.model() + " standing there cannot stand on a stair's tread: move the prop first"));
            }
            if (b.drawnAsModel()) {
                return Optional.of(refusal(index, tool, BlockCellRefusal.Reason.PROP_ON_MODEL_BLOCK, p, cell + ": the "
                        + p.model() + " standing there would share its cell with a " + b.name()
                        + " drawn as a model: move the prop first"));
            }
        }
        return Optional.empty();
    }

    private static BlockEditRefusal refusal(int index, BlockTool tool, BlockCellRefusal.Reason reason, BlockProp p,
                                            String message) {
        return new BlockEditRefusal(index, tool, "edits[" + index + "] (" + tool.fileName() + "): " + message,
                Optional.of(new BlockCellRefusal(reason, p.column(), p.row(), message)));
    }

    /** {@link #apply(BlockMapFile, List, BlockSetLookup)} with the sets the game defined and {@code greybox}. */
    public static BlockEditResult apply(BlockMapFile file, List<? extends BlockEdit> edits) {
        return apply(file, edits, BlockSetLookup.DEFINED);
    }

    /**
     * Applies one edit to rows in memory. Nothing is written when it is refused.
     *
     * @return the change written (for views and undo), or the refusal, whose index is 0 and whose
     *         message starts with what the edit does, such as {@code raise at column 1, row 1: ...}
     */
    public static BlockRowsEditResult editBlockRows(EditableBlockRows rows, BlockEdit edit) {
        return BlockEditApplier.applyOne(Objects.requireNonNull(rows, "rows"), edit);
    }

    /**
     * Begins a gesture a drag at a time, applying {@code edit} as its first state; see
     * {@link BlockStroke}. The rows show the gesture until it ends or is cancelled.
     */
    public static BlockStroke beginStroke(EditableBlockRows rows, BlockEdit edit) {
        return beginStroke(rows, edit, BlockStroke.Guard.NONE);
    }

    /**
     * Begins a gesture as {@link #beginStroke(EditableBlockRows, BlockEdit)} does, each state the
     * rules allow also offered to {@code guard}, which may refuse it (a build mode's props, a live
     * map's fixed legend); see {@link BlockStroke.Guard}.
     */
    public static BlockStroke beginStroke(EditableBlockRows rows, BlockEdit edit, BlockStroke.Guard guard) {
        return new BlockStroke(Objects.requireNonNull(rows, "rows"), Objects.requireNonNull(edit, "edit"),
                Objects.requireNonNull(guard, "guard"));
    }

    /**
     * A file resized about an anchor; see
     * {@link EditableBlockRows#resize(int, int, ResizeAnchor, char, int)}.
     *
     * @param fillSymbol      the new cells' character: {@code '.'} for void, or one in the legend
     * @param fillHeightSteps the new cells' height in steps
     * @throws BlockMapException naming the place, as the rows' resize does, or {@code blockSet}
     *                           when {@code sets} does not know the file's set
     */
    public static BlockMapFile resizeFile(BlockMapFile file, BlockSetLookup sets, int newWidth, int newDepth,
                                          ResizeAnchor anchor, char fillSymbol, int fillHeightSteps) {
        EditableBlockRows rows = EditableBlockRows.of(file, sets);
        rows.resize(newWidth, newDepth, anchor, fillSymbol, fillHeightSteps);
        return rows.toFile(file);
    }

    /** {@link #resizeFile(BlockMapFile, BlockSetLookup, int, int, ResizeAnchor, char, int)} with the defined sets. */
    public static BlockMapFile resizeFile(BlockMapFile file, int newWidth, int newDepth, ResizeAnchor anchor,
                                          char fillSymbol, int fillHeightSteps) {
        return resizeFile(file, BlockSetLookup.DEFINED, newWidth, newDepth, anchor, fillSymbol, fillHeightSteps);
    }

    /** A file resized about an anchor, new cells void at height 0, with the defined sets. */
    public static BlockMapFile resizeFile(BlockMapFile file, int newWidth, int newDepth, ResizeAnchor anchor) {
        return resizeFile(file, newWidth, newDepth, anchor, BlockRowsView.VOID, 0);
    }

    static BlockSet findSet(BlockMapFile file, BlockSetLookup sets) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(sets, "sets");
        return sets.find(file.blockSet()).orElseThrow(() -> new BlockMapException("blockSet", "block set \""
                + file.blockSet() + "\" is not defined: define it with BlockSet.define, or pass a lookup that has it"));
    }
}
