package dev.loam.blockmap;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.joml.Vector3d;

/**
 * A live map's props: the models standing on its cells, kept standing as the map changes. A prop's
 * foot is its cell's top middle plus its offset, read from the map live, so a height edit of the
 * cell moves it with the top; {@link #follow(BlockChange)} removes the props a change leaves on a
 * void cell, a stair or a model block. {@link #refusal(BlockCellEdit)} says beforehand whether the
 * props refuse an edit: a stair laid under a prop or a model block on its cell always, a void cell
 * under a prop when the rule is {@link PropsOnVoid#REFUSE}.
 *
 * <p>Every refusal names the prop and its cell. Not thread-safe: use it from the map's thread.
 */
public final class BlockProps {
    private final BlockMap map;
    private final PropsOnVoid rule;
    private final List<BlockProp> props = new ArrayList<>();
    private final List<BlockProp> view = Collections.unmodifiableList(props);
    /** How many props stand on each cell, {@code row * width + column}. */
    private final int[] onCell;
    private long version;

    private BlockProps(BlockMap map, PropsOnVoid rule) {
        this.map = map;
        this.rule = rule;
        this.onCell = new int[map.width() * map.depth()];
    }

    /**
     * The props of a map file stood on its live map.
     *
     * @throws BlockMapException at {@code props[i]} naming the prop and its cell for a prop off
     *                           the map, on a stair's tread, on a model block, or (under
     *                           {@link PropsOnVoid#REFUSE}) on a void cell; under
     *                           {@link PropsOnVoid#REMOVE} a prop on a void cell is dropped
     */
    public static BlockProps of(BlockMap map, List<BlockProp> props, PropsOnVoid rule) {
        Objects.requireNonNull(map, "map");
        BlockProps out = new BlockProps(map, Objects.requireNonNull(rule, "rule"));
        for (int i = 0; i < props.size(); i++) {
            BlockProp p = props.get(i);
            BlockCellRefusal r = out.standRefusal(p);
            if (r != null) {
                if (r.reason() == BlockCellRefusal.Reason.PROP_ON_VOID && rule == PropsOnVoid.REMOVE) {
                    continue;
                }
                throw new BlockMapException("props[" + i + "]", r.message());
            }
            out.put(p);
        }
        return out;
    }

    /** A map's props as its file gives them. */
    public static BlockProps of(BlockMap map, BlockMapFile file) {
        return of(map, file.props(), file.propsOnVoid());
    }

    /** The map the props stand on. */
    public BlockMap map() {
        return map;
    }

    /** What becomes of a prop whose cell goes void. */
    public PropsOnVoid rule() {
        return rule;
    }

    /** The props standing, in the order placed: a read-only view of the live list. */
    public List<BlockProp> props() {
        return view;
    }

    /** How many props stand. */
    public int size() {
        return props.size();
    }

    /** Moves each time the props change (one placed, removed, or left without a cell), never back. */
    public long version() {
        return version;
    }

    /** Whether a prop stands on the cell. */
    public boolean occupied(int column, int row) {
        return map.contains(column, row) && onCell[row * map.width() + column] > 0;
    }

    /**
     * Places a prop. Nothing changes when it is refused.
     *
     * @return empty when placed, else the refusal naming the prop and its cell: off the map, void,
     *         a stair's tread or a model block
     */
    public Optional<BlockCellRefusal> place(BlockProp prop) {
        BlockCellRefusal r = standRefusal(Objects.requireNonNull(prop, "prop"));
        if (r != null) {
            return Optional.of(r);
        }
        put(prop);
        version++;
        return Optional.empty();
    }

    /**
     * Removes the prop at an index of {@link #props()}.
     *
     * @return the prop removed
     * @throws IndexOutOfBoundsException when there is none there
     */
    public BlockProp remove(int index) {
        BlockProp p = props.remove(Objects.checkIndex(index, props.size()));
        onCell[p.row() * map.width() + p.column()]--;
        version++;
        return p;
    }

    /**
     * Replaces the prop at an index (turned, scaled, moved to another cell). Nothing changes when
     * it is refused.
     *
     * @return empty when replaced, else the refusal of the new prop
     * @throws IndexOutOfBoundsException when there is none there
     */
    public Optional<BlockCellRefusal> replace(int index, BlockProp prop) {
        BlockProp old = props.get(Objects.checkIndex(index, props.size()));
        BlockCellRefusal r = standRefusal(Objects.requireNonNull(prop, "prop"));
        if (r != null) {
            return Optional.of(r);
        }
        onCell[old.row() * map.width() + old.column()]--;
        props.set(index, prop);
        onCell[prop.row() * map.width() + prop.column()]++;
        version++;
        return Optional.empty();
    }

    /**
     * Whether the props refuse an edit of the map before it is made: a stair laid, or a block drawn
     * as a model, under a prop; the cell made void under a prop when the rule is
     * {@link PropsOnVoid#REFUSE}. The map's own rules are the map's to check.
     *
     * @return the refusal naming the prop and its cell, or empty
     */
    public Optional<BlockCellRefusal> refusal(BlockCellEdit edit) {
        int c = edit.column(), r = edit.row();
        if (!edit.setsSymbol() || !occupied(c, r)) {
            return Optional.empty();
        }
        BlockProp p = firstOn(c, r);
        char s = edit.symbol();
        if (s == BlockRowsView.VOID) {
            return rule == PropsOnVoid.REFUSE ? Optional.of(new BlockCellRefusal(BlockCellRefusal.Reason.PROP_ON_VOID, c, r,
                    "column " + c + ", row " + r + ": the " + p.model() + " standing there would stand on a void cell: "
                            + "move or remove the prop first")) : Optional.empty();
        }
        Block b = map.legend().entry(s).flatMap(e -> map.blockSet().block(e.block())).orElse(null);
        return Optional.ofNullable(blockRefusal(p, b));
    }

    /**
     * Follows one change of the map: removes each prop the change left on a void cell, a stair's
     * tread or a model block, and counts the props whose cell's top moved.
     *
     * @return the props moved (their cell's height changed) and removed, as {@code {moved, removed}}
     */
    public int[] follow(BlockChange change) {
        BlockRect rect = change.rect();
        int moved = 0, removed = 0;
        for (int r = rect.row(); r < rect.endRow(); r++) {
            for (int c = rect.column(); c < rect.endColumn(); c++) {
                if (!map.contains(c, r) || onCell[r * map.width() + c] == 0) {
                    continue;
                }
                int lc = c - rect.column(), lr = r - rect.row();
                boolean heightMoved = change.before().heightSteps(lc, lr) != change.after().heightSteps(lc, lr);
                for (int i = props.size() - 1; i >= 0; i--) {
                    BlockProp p = props.get(i);
                    if (p.column() != c || p.row() != r) {
                        continue;
                    }
                    if (standRefusal(p) != null) {
                        remove(i);
                        removed++;
                    } else if (heightMoved) {
                        moved++;
                    }
                }
            }
        }
        if (moved > 0) {
            version++;
        }
        return new int[] {moved, removed};
    }

    /** Removes every prop the map as it stands no longer holds; returns how many (after a history overflow). */
    public int removeUnstood() {
        int removed = 0;
        for (int i = props.size() - 1; i >= 0; i--) {
            if (standRefusal(props.get(i)) != null) {
                remove(i);
                removed++;
            }
        }
        version++;
        return removed;
    }

    /**
     * Where a prop's foot stands in world metres, into {@code dest}: its cell's top middle (a water
     * cell's bed) plus its offset.
     *
     * @return {@code dest}
     */
    public Vector3d foot(BlockProp prop, Vector3d dest) {
        CellSize cell = map.cellSize();
        return dest.set(map.position().x() + (prop.column() + 0.5) * cell.x() + prop.offsetX(),
                map.topMetres(prop.column(), prop.row()) + prop.offsetY(),
                map.position().z() + (prop.row() + 0.5) * cell.z() + prop.offsetZ());
    }

    /** The props as a map file's: the file's own with these props. */
    public BlockMapFile toFile(BlockMapFile file) {
        return file.withProps(props);
    }

    private void put(BlockProp p) {
        props.add(p);
        onCell[p.row() * map.width() + p.column()]++;
    }

    private BlockProp firstOn(int c, int r) {
        for (BlockProp p : props) {
            if (p.column() == c && p.row() == r) {
                return p;
            }
        }
        throw new IllegalStateException("no prop on column " + c + ", row " + r);
    }

    /** Why the map as it stands cannot hold the prop, or null. */
    private BlockCellRefusal standRefusal(BlockProp p) {
        int c = p.column(), r = p.row();
        if (!map.contains(c, r)) {
            return new BlockCellRefusal(BlockCellRefusal.Reason.PROP_OFF_MAP, c, r, p.describe() + ": column " + c
                    + ", row " + r + " is off the map \"" + map.name() + "\" of " + map.width() + "x" + map.depth());
        }
        Block b = map.blockOrNull(c, r);
        if (b == null) {
            return new BlockCellRefusal(BlockCellRefusal.Reason.PROP_ON_VOID, c, r, p.describe() + ": column " + c
                    + ", row " + r + " is void, and a prop stands on a cell's top");
        }
        return blockRefusal(p, b);
    }

    private static BlockCellRefusal blockRefusal(BlockProp p, Block b) {
        if (b == null) {
            return null;
        }
        int c = p.column(), r = p.row();
        if (b.stairs()) {
            return new BlockCellRefusal(BlockCellRefusal.Reason.PROP_ON_STAIR, c, r, "column " + c + ", row " + r
                    + ": the " + p.model() + " cannot stand on a stair's tread: place it beside the stair");
        }
        if (b.drawnAsModel()) {
            return new BlockCellRefusal(BlockCellRefusal.Reason.PROP_ON_MODEL_BLOCK, c, r, "column " + c + ", row " + r
                    + ": the " + p.model() + " would share its cell with the " + b.name() + " drawn there as a model: "
                    + "place it on another cell");
        }
        return null;
    }
}
