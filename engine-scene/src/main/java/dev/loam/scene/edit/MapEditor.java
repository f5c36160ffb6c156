package dev.loam.scene.edit;

import dev.loam.assets.Kit;
import dev.loam.blockmap.Authority;
import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCellRefusal;
import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockCursor;
import dev.loam.blockmap.BlockEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapEdits;
import dev.loam.blockmap.BlockMapException;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockProp;
import dev.loam.blockmap.BlockProps;
import dev.loam.blockmap.BlockRect;
import dev.loam.blockmap.BlockRowsEditResult;
import dev.loam.blockmap.BlockRowsView;
import dev.loam.blockmap.BlockStroke;
import dev.loam.blockmap.Brush;
import dev.loam.blockmap.BrushShape;
import dev.loam.blockmap.Cell;
import dev.loam.blockmap.EditableBlockRows;
import dev.loam.blockmap.Face;
import dev.loam.blockmap.LegendEntry;
import dev.loam.blockmap.PixelTexture;
import dev.loam.scene.Landscape;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The in-game map builder's state and commands, over a {@link Landscape}, with no drawing of its
 * own: an overlay shows it and forwards the player's input to it, and a test drives it headless.
 *
 * <h2>What it holds</h2>
 * The block palette (the blocks the live map's legend names alone, each with its swatch), the
 * selected block, the tool ({@link EditorTool}: the nine map-builder tools and props), the brush
 * (size and shape), the steps a raise or lower moves, the height a set writes, the selected prop
 * model and its yaw, the hovered cell, the undo and redo histories, and the last refusal in words.
 *
 * <h2>Strokes</h2>
 * {@link #press(Cell)} begins a gesture of the tool on a cell through the stroke API
 * ({@link BlockMapEdits#beginStroke(EditableBlockRows, BlockEdit, BlockStroke.Guard)}),
 * {@link #drag(Cell)} extends it (a brush joins the cell, a rectangle's or a flight's end moves),
 * {@link #release()} ends it as one undo step. Each state the rules allow is written to the live
 * map at once as a change record ({@link BlockMap#apply(BlockChange)}), so the landscape's next
 * {@link Landscape#update()} shows it mid-drag. A state the rules refuse, or one that would lay a
 * stair, a model block or a void under a prop, a character the live map's legend lacks (its legend
 * is fixed when it spawns), or a top at or under the map's base, is not shown: the stroke stays at
 * its last allowed state and {@link #refusal()} says why, naming the cell.
 *
 * <h2>Undo and redo</h2>
 * Every kept stroke, cell turn, cell data entry and prop placed, turned or removed is one step of
 * the history; {@link #undo()} writes its change record's inverse to the map (or puts the prop
 * back), {@link #redo()} writes it again. A new step clears the redo history. A step whose cells
 * another writer changed since is refused rather than written over.
 *
 * <p>Refusals never throw: each command returns whether it did what it was asked, and
 * {@link #refusal()} holds the words for the screen until a later command succeeds. The editor is
 * not thread-safe: use it from the thread that updates and draws the landscape.
 */
public final class MapEditor {
    /** The most steps the history keeps; older steps fall off the far end. */
    public static final int MAX_HISTORY = 512;

    private final Landscape land;
    private final BlockMap map;
    private final Authority authority;
    private final List<PaletteBlock> palette;
    private final List<String> propModels;
    private final Path saveTo;
    private int blockIndex;
    private int propIndex;
    private EditorTool tool = EditorTool.PAINT;
    private Brush brush = Brush.ONE;
    private int steps = 1;
    private int setHeight;
    private double propYaw;
    private Cell hovered;
    /** {@link #hovered} as the Optional {@link #hovered()} returns, made when it changes, not at each read. */
    private Optional<Cell> hoveredView = Optional.empty();
    private EditableBlockRows rows;
    private BlockStroke stroke;
    private Cell pressed;
    private final Deque<Step> undo = new ArrayDeque<>();
    private final Deque<Step> redo = new ArrayDeque<>();
    private String refusal;
    private Optional<String> refusalView = Optional.empty();
    private String status = "";

    /** One step of the history. */
    private sealed interface Step permits CellStep, PropStep {
        String what();
    }

    /** A change record of the map's cells (a stroke, a turn, a data entry). */
    private record CellStep(BlockChange change, String what) implements Step {
    }

    /** A prop placed (before null), removed (after null) or replaced (turned). */
    private record PropStep(BlockProp before, BlockProp after, String what) implements Step {
    }

    private MapEditor(Landscape land, Authority authority, List<String> propModels, Path saveTo) {
        this.land = land;
        this.map = land.map();
        this.authority = authority;
        this.propModels = List.copyOf(propModels);
        this.saveTo = saveTo;
        List<PaletteBlock> p = new ArrayList<>();
        for (Map.Entry<Character, LegendEntry> e : map.legend().entries().entrySet()) {
            if (e.getValue().isPlain()) {
                Block b = map.blockSet().block(e.getValue().block()).orElseThrow();
                p.add(new PaletteBlock(e.getKey(), b.name(), swatch(b.top()), b.drawnAsModel()));
            }
        }
        this.palette = List.copyOf(p);
    }

    /**
     * An editor over a landscape (drawn or not), its edits made with {@code authority}, its props
     * chosen among the kit's models, saving to {@code saveTo}.
     *
     * @param authority the capability the map's owner check takes for turns and cell data
     * @param saveTo    the map file {@link #save()} writes (created or replaced)
     * @throws IllegalArgumentException when the map's legend names no plain block to lay
     */
    public static MapEditor over(Landscape land, Authority authority, Path saveTo) {
        return over(land, authority, saveTo, Kit.names());
    }

    /**
     * An editor as {@link #over(Landscape, Authority, Path)}, its props chosen among {@code propModels}
     * (names the landscape's resolver knows).
     *
     * @throws IllegalArgumentException when the map's legend names no plain block, or no prop model is given
     */
    public static MapEditor over(Landscape land, Authority authority, Path saveTo, List<String> propModels) {
        Objects.requireNonNull(land, "land");
        Objects.requireNonNull(authority, "authority");
        Objects.requireNonNull(saveTo, "saveTo");
        if (propModels.isEmpty()) {
            throw new IllegalArgumentException("an editor needs at least one prop model to place");
        }
        MapEditor e = new MapEditor(land, authority, propModels, saveTo);
        if (e.palette.isEmpty()) {
            throw new IllegalArgumentException("the legend of map \"" + land.map().name()
                    + "\" names no plain block, so the editor has nothing to lay");
        }
        return e;
    }

    /** The colour a face shows from afar: its colour, or the mean of its texture's texels. */
    private static int swatch(Face face) {
        if (face instanceof Face.Colour c) {
            return c.rgb();
        }
        PixelTexture t = ((Face.Texture) face).texture();
        long r = 0, g = 0, b = 0, n = (long) t.width() * t.height();
        for (int y = 0; y < t.height(); y++) {
            for (int x = 0; x < t.width(); x++) {
                int argb = t.argb(x, y);
                r += (argb >> 16) & 0xff;
                g += (argb >> 8) & 0xff;
                b += argb & 0xff;
            }
        }
        return (int) (r / n) << 16 | (int) (g / n) << 8 | (int) (b / n);
    }

    // ---- what is selected ------------------------------------------------------------------------

    /** The landscape edited. */
    public Landscape landscape() {
        return land;
    }

    /** The blocks the tools can lay, in the legend's order. */
    public List<PaletteBlock> palette() {
        return palette;
    }

    /** The selected block. */
    public PaletteBlock block() {
        return palette.get(blockIndex);
    }

    /** Selects the palette's block at {@code index}; refused (false) for an index off the palette. */
    public boolean selectBlock(int index) {
        if (index < 0 || index >= palette.size()) {
            return refuse("there is no block " + index + " in the palette: pick one of 0.." + (palette.size() - 1));
        }
        blockIndex = index;
        return said("block: " + block().block());
    }

    /** The selected tool. */
    public EditorTool tool() {
        return tool;
    }

    /** Selects a tool; a stroke in progress is kept first. */
    public void selectTool(EditorTool newTool) {
        Objects.requireNonNull(newTool, "newTool");
        if (stroke != null) {
            release();
        }
        tool = newTool;
        said("tool: " + newTool.label());
    }

    /** The brush of the brushed tools. */
    public Brush brush() {
        return brush;
    }

    /** Sets the brush's size, 1 to {@link Brush#MAX_SIZE} cells across, keeping its shape; refused (false) past that. */
    public boolean brushSize(int size) {
        if (size < 1 || size > Brush.MAX_SIZE) {
            return refuse("a brush is 1 to " + Brush.MAX_SIZE + " cells across, not " + size);
        }
        brush = new Brush(size, brush.shape());
        return said("brush: " + brush.describe().substring(2));
    }

    /** Sets the brush's shape, keeping its size. */
    public void brushShape(BrushShape shape) {
        brush = new Brush(brush.size(), Objects.requireNonNull(shape, "shape"));
        said("brush: " + brush.describe().substring(2));
    }

    /** The steps a raise or lower moves, 1 or more. */
    public int steps() {
        return steps;
    }

    /** Sets the steps a raise or lower moves; refused (false) under 1 or past the map's range. */
    public boolean steps(int n) {
        int most = BlockMap.MAX_HEIGHT_STEPS - BlockMap.MIN_HEIGHT_STEPS;
        if (n < 1 || n > most) {
            return refuse("a raise or lower moves 1 to " + most + " steps, not " + n);
        }
        steps = n;
        return said("steps: " + n);
    }

    /** The height the Set tool writes, in steps. */
    public int setHeight() {
        return setHeight;
    }

    /** Sets the height the Set tool writes; refused (false) past the map's range. */
    public boolean setHeight(int heightSteps) {
        if (heightSteps < BlockMap.MIN_HEIGHT_STEPS || heightSteps > BlockMap.MAX_HEIGHT_STEPS) {
            return refuse("a height is " + BlockMap.MIN_HEIGHT_STEPS + " to " + BlockMap.MAX_HEIGHT_STEPS
                    + " steps, not " + heightSteps);
        }
        setHeight = heightSteps;
        return said("set height: " + heightSteps + " steps");
    }

    /** The models the prop tool places. */
    public List<String> propModels() {
        return propModels;
    }

    /** The model the prop tool places. */
    public String propModel() {
        return propModels.get(propIndex);
    }

    /** Selects the prop model at {@code index}; refused (false) off the list. */
    public boolean selectPropModel(int index) {
        if (index < 0 || index >= propModels.size()) {
            return refuse("there is no prop model " + index + ": pick one of 0.." + (propModels.size() - 1));
        }
        propIndex = index;
        return said("prop: " + propModel());
    }

    /** The yaw a placed prop takes, in degrees anticlockwise seen from above. */
    public double propYaw() {
        return propYaw;
    }

    /** Sets the yaw a placed prop takes, in degrees (taken modulo 360). */
    public void propYaw(double degrees) {
        if (Double.isFinite(degrees)) {
            propYaw = ((degrees % 360) + 360) % 360;
        }
    }

    // ---- the cursor ------------------------------------------------------------------------------

    /** Sets the cell under the cursor (empty when the cursor is over no cell). */
    public void hover(Optional<Cell> cell) {
        Cell c = cell.orElse(null);
        hover(c != null && map.contains(c.column(), c.row()) ? c : null);
    }

    private void hover(Cell c) {
        if (!Objects.equals(c, hovered)) {
            hovered = c;
            hoveredView = Optional.ofNullable(c);
        }
    }

    /** The cell under the cursor, if any (read each frame without allocating). */
    public Optional<Cell> hovered() {
        return hoveredView;
    }

    /** Called with each highlighted cell; see {@link #forEachHighlighted(CellVisitor)}. */
    @FunctionalInterface
    public interface CellVisitor {
        /** One cell, by column and row. */
        void visit(int column, int row);
    }

    /**
     * The cells to highlight, clipped to the map: the rectangle being dragged out, or the brush's
     * cells around the hovered cell for a brushed tool, or the hovered cell; none when nothing is
     * hovered and no stroke runs.
     */
    public List<Cell> highlighted() {
        List<Cell> out = new ArrayList<>();
        forEachHighlighted((c, r) -> out.add(Cell.of(c, r)));
        return out;
    }

    /**
     * Calls {@code visitor} with each cell {@link #highlighted()} lists, in the same order, without
     * allocating (an overlay's frame).
     */
    public void forEachHighlighted(CellVisitor visitor) {
        if (stroke != null && stroke.edit() instanceof BlockEdit.Rectangle r) {
            int c0 = Math.min(r.from().column(), r.to().column()), c1 = Math.max(r.from().column(), r.to().column());
            int r0 = Math.min(r.from().row(), r.to().row()), r1 = Math.max(r.from().row(), r.to().row());
            for (int row = r0; row <= r1; row++) {
                for (int c = c0; c <= c1; c++) {
                    visitor.visit(c, row);
                }
            }
            return;
        }
        if (hovered == null) {
            return;
        }
        if (!tool.brushed()) {
            visitor.visit(hovered.column(), hovered.row());
            return;
        }
        for (int dr = brush.minOffset(); dr <= brush.maxOffset(); dr++) {
            for (int dc = brush.minOffset(); dc <= brush.maxOffset(); dc++) {
                int c = hovered.column() + dc, r = hovered.row() + dr;
                if (brush.covers(dc, dr) && map.contains(c, r)) {
                    visitor.visit(c, r);
                }
            }
        }
    }

    // ---- strokes ---------------------------------------------------------------------------------

    /** Whether a stroke is in progress (pressed and not yet released). */
    public boolean stroking() {
        return stroke != null;
    }

    /**
     * Begins the tool's gesture on a cell (the prop tool places or turns at once).
     *
     * @return whether the map shows the gesture (false with {@link #refusal()} when refused; a
     *         flight of stairs shows nothing until it is dragged two cells)
     */
    public boolean press(Cell cell) {
        Objects.requireNonNull(cell, "cell");
        if (stroke != null) {
            release();
        }
        if (!map.contains(cell.column(), cell.row())) {
            return refuse(cell.describe() + " is off the map \"" + map.name() + "\", whose columns are 0.."
                    + (map.width() - 1) + " and rows 0.." + (map.depth() - 1));
        }
        hover(cell);
        if (tool == EditorTool.PROP) {
            return placeOrTurnProp(cell);
        }
        pressed = cell;
        rows = EditableBlockRows.of(map);
        stroke = BlockMapEdits.beginStroke(rows, firstEdit(cell), this::guard);
        stroke.shown().ifPresent(map::apply);
        if (stroke.refusal().isPresent() && tool != EditorTool.STAIRS) {
            return refuse(stroke.refusal().get().message());
        }
        refusal = null;
        refusalView = Optional.empty();
        return stroke.shown().isPresent();
    }

    private BlockEdit firstEdit(Cell cell) {
        String block = block().block();
        List<Cell> one = List.of(cell);
        return switch (tool) {
            case PAINT -> new BlockEdit.Paint(one, brush, block);
            case FILL -> new BlockEdit.Fill(cell, block);
            case RECTANGLE -> new BlockEdit.Rectangle(cell, cell, block);
            case RAISE -> new BlockEdit.Raise(one, brush, steps);
            case LOWER -> new BlockEdit.Lower(one, brush, steps);
            case SET -> new BlockEdit.Set(one, brush, setHeight);
            case FLATTEN -> new BlockEdit.Flatten(one, brush, OptionalDouble.empty());
            case SMOOTH -> new BlockEdit.Smooth(one, brush);
            case STAIRS -> new BlockEdit.StairsFlight(cell, cell);
            case PROP -> throw new IllegalStateException("the prop tool has no stroke");
        };
    }

    /**
     * Extends the stroke to a cell (the cursor dragged onto it); also hovers it. Without a stroke
     * it only hovers.
     *
     * @return whether the map shows the gesture moved (false with {@link #refusal()} when refused)
     */
    public boolean drag(Cell cell) {
        Objects.requireNonNull(cell, "cell");
        hover(Optional.of(cell));
        if (stroke == null || !map.contains(cell.column(), cell.row())) {
            return false;
        }
        BlockRowsEditResult r = stroke.extend(cell);
        if (r.refusal().isPresent()) {
            if (tool == EditorTool.STAIRS && stroke.shown().isEmpty()
                    && Math.abs(cell.column() - pressed.column()) + Math.abs(cell.row() - pressed.row()) < 2) {
                // A flight shows nothing until its ends are two cells apart; say why only then.
                status = r.refusal().get().message();
                return false;
            }
            return refuse(r.refusal().get().message());
        }
        r.change().ifPresent(map::apply);
        refusal = null;
        refusalView = Optional.empty();
        return true;
    }

    /**
     * Ends the stroke and keeps it as one undo step. A stairs press released on the cell it began
     * on (the hovered cell) with no flight shown lays one stair there, facing its one neighbour a
     * step higher.
     *
     * @return whether a step was kept (false with {@link #refusal()} when the gesture was refused
     *         throughout, or when it changed no cell)
     */
    public boolean release() {
        if (stroke == null) {
            return false;
        }
        BlockStroke s = stroke;
        stroke = null;
        BlockRowsEditResult r = s.end();
        if (r.refusal().isPresent() && tool == EditorTool.STAIRS && pressed.equals(hovered)) {
            BlockStroke single = BlockMapEdits.beginStroke(rows, new BlockEdit.Stairs(pressed), this::guard);
            single.shown().ifPresent(map::apply);
            r = single.end();
            s = single;
        }
        if (r.refusal().isPresent()) {
            return refuse(r.refusal().get().message());
        }
        if (r.change().isEmpty()) {
            return said(s.edit().describe() + ": no cell changed");
        }
        return kept(new CellStep(r.change().get(), s.edit().describe()));
    }

    /** Drops the stroke in progress: the map goes back to how it stood at the press. */
    public void cancelStroke() {
        if (stroke != null) {
            stroke.cancel().ifPresent(map::apply);
            stroke = null;
            said("stroke cancelled");
        }
    }

    /**
     * The editor's own check of a stroke's state: what the live map and its props hold beside the
     * rows the rules see.
     */
    private Optional<BlockCellRefusal> guard(BlockChange state) {
        BlockRect rect = state.rect();
        BlockProps props = land.props();
        for (int r = 0; r < rect.depth(); r++) {
            for (int c = 0; c < rect.width(); c++) {
                int mc = rect.column() + c, mr = rect.row() + r;
                char before = state.before().symbol(c, r), after = state.after().symbol(c, r);
                String where = "column " + mc + ", row " + mr;
                if (after != before) {
                    if (after != BlockRowsView.VOID && map.legend().entry(after).isEmpty()) {
                        String entry = rows.legend().entry(after).map(MapEditor::describe).orElse("'" + after + "'");
                        return Optional.of(new BlockCellRefusal(BlockCellRefusal.Reason.UNKNOWN_SYMBOL, mc, mr, where
                                + ": the map's legend has no character for " + entry + ", and a live map's legend is "
                                + "fixed when it spawns: add the entry to the map file and open it again"));
                    }
                    Optional<BlockCellRefusal> byProps = props.refusal(BlockCellEdit.symbol(mc, mr, after));
                    if (byProps.isPresent()) {
                        return byProps;
                    }
                    if (after == BlockRowsView.VOID && props.occupied(mc, mr)) {
                        return Optional.of(new BlockCellRefusal(BlockCellRefusal.Reason.PROP_ON_VOID, mc, mr, where
                                + ": a prop stands there, which a void cell would remove beyond the reach of undo: "
                                + "remove the prop first"));
                    }
                }
                int h = state.after().heightSteps(c, r);
                if (after != BlockRowsView.VOID && h != state.before().heightSteps(c, r)
                        && map.position().y() + h * map.cellSize().step() <= map.baseMetres() + 1e-9) {
                    return Optional.of(new BlockCellRefusal(BlockCellRefusal.Reason.HEIGHT_AT_OR_UNDER_BASE, mc, mr,
                            where + ": height " + h + " steps stands at or under the map's base: lower it less"));
                }
            }
        }
        return Optional.empty();
    }

    private static String describe(LegendEntry e) {
        return e.facing().map(f -> "a " + e.block() + " facing " + f.fileName()).orElse("the block " + e.block());
    }

    // ---- props, turns and cell data ----------------------------------------------------------------

    /**
     * Places the selected prop model, at the editor's yaw, on a cell no prop stands on; on a cell
     * a prop stands on, turns that prop a quarter turn anticlockwise instead.
     *
     * @return whether a prop was placed or turned (false with {@link #refusal()} naming the cell)
     */
    public boolean placeOrTurnProp(Cell cell) {
        BlockProps props = land.props();
        int at = firstPropOn(cell);
        if (at >= 0) {
            BlockProp old = props.props().get(at);
            BlockProp turned = old.withYaw((old.yawDegrees() + 90) % 360);
            Optional<BlockCellRefusal> x = props.replace(at, turned);
            return x.isPresent() ? refuse(x.get().message())
                    : kept(new PropStep(old, turned, "turned the " + old.describe()));
        }
        BlockProp p = BlockProp.of(propModel(), cell.column(), cell.row()).withYaw(propYaw);
        Optional<BlockCellRefusal> x = props.place(p);
        return x.isPresent() ? refuse(x.get().message()) : kept(new PropStep(null, p, "placed the " + p.describe()));
    }

    /**
     * Removes the prop standing on a cell (the first placed, where several stand).
     *
     * @return whether one was removed (false with {@link #refusal()} when none stands there)
     */
    public boolean removeProp(Cell cell) {
        int at = firstPropOn(cell);
        if (at < 0) {
            return refuse(cell.describe() + ": no prop stands there to remove");
        }
        BlockProp p = land.props().remove(at);
        return kept(new PropStep(p, null, "removed the " + p.describe()));
    }

    private int firstPropOn(Cell cell) {
        List<BlockProp> list = land.props().props();
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).column() == cell.column() && list.get(i).row() == cell.row()) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Turns a cell's block a quarter turn anticlockwise (a model block stands turned; a stair keeps
     * its facing rule), as one undo step.
     *
     * @return whether the cell turned (false with {@link #refusal()} off the map)
     */
    public boolean turnCell(Cell cell) {
        if (!map.contains(cell.column(), cell.row())) {
            return refuse(cell.describe() + " is off the map \"" + map.name() + "\"");
        }
        int turns = map.quarterTurns(cell.column(), cell.row());
        BlockCursor before = map.cursor();
        Optional<BlockCellRefusal> x = land.turnCell(authority, cell.column(), cell.row(), turns + 1);
        return x.isPresent() ? refuse(x.get().message()) : keptFrom(before, "turned " + cell.describe());
    }

    /**
     * Sets one entry of a cell's game data ({@code value} null removes the key), as one undo step.
     *
     * @return whether it was written (false with {@link #refusal()} for a key or value the map
     *         refuses, naming the cell)
     */
    public boolean setCellData(Cell cell, String key, String value) {
        if (!map.contains(cell.column(), cell.row())) {
            return refuse(cell.describe() + " is off the map \"" + map.name() + "\"");
        }
        BlockCursor before = map.cursor();
        Optional<BlockCellRefusal> x = land.setCellData(authority, cell.column(), cell.row(), key, value);
        return x.isPresent() ? refuse(x.get().message())
                : keptFrom(before, (value == null ? "removed " + key + " from " : "set " + key + " on ") + cell.describe());
    }

    /** Keeps as one step the change records the map wrote since {@code before} (none: nothing changed). */
    private boolean keptFrom(BlockCursor before, String what) {
        List<BlockChange> written = new ArrayList<>();
        map.forEachChange(before, written::add);
        if (written.isEmpty()) {
            return said(what + ": it was so already");
        }
        return kept(new CellStep(written.get(written.size() - 1), what));
    }

    // ---- history ---------------------------------------------------------------------------------

    /** Whether there is a step to undo. */
    public boolean canUndo() {
        return !undo.isEmpty();
    }

    /** Whether there is a step to redo. */
    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /**
     * Undoes the last step kept: writes its change record's inverse to the map, or takes back the
     * prop placed, turned or removed. A stroke in progress is kept first.
     *
     * @return whether a step was undone (false with {@link #refusal()} when there is none, or when
     *         its cells changed since, by another writer)
     */
    public boolean undo() {
        if (stroke != null) {
            release();
        }
        if (undo.isEmpty()) {
            return refuse("nothing to undo");
        }
        Step s = undo.peek();
        String problem = run(s, true);
        if (problem != null) {
            return refuse("cannot undo " + s.what() + ": " + problem);
        }
        redo.push(undo.pop());
        return said("undid " + s.what());
    }

    /**
     * Redoes the last step undone.
     *
     * @return whether a step was redone (false with {@link #refusal()} when there is none, or when
     *         its cells changed since)
     */
    public boolean redo() {
        if (stroke != null) {
            release();
        }
        if (redo.isEmpty()) {
            return refuse("nothing to redo");
        }
        Step s = redo.peek();
        String problem = run(s, false);
        if (problem != null) {
            return refuse("cannot redo " + s.what() + ": " + problem);
        }
        undo.push(redo.pop());
        return said("redid " + s.what());
    }

    /** Runs a step backward or forward; returns why it cannot, or null when done. */
    private String run(Step s, boolean backward) {
        if (s instanceof CellStep c) {
            BlockChange change = backward ? c.change().inverse() : c.change();
            Optional<BlockCellRefusal> x = guardWhole(change);
            if (x.isPresent()) {
                return x.get().message();
            }
            try {
                map.apply(change);
            } catch (BlockMapException e) {
                return e.getMessage();
            }
            return null;
        }
        PropStep p = (PropStep) s;
        BlockProp from = backward ? p.after() : p.before(), to = backward ? p.before() : p.after();
        BlockProps props = land.props();
        int at = from == null ? -1 : props.props().indexOf(from);
        if (from != null && at < 0) {
            return "the " + from.describe() + " no longer stands there";
        }
        Optional<BlockCellRefusal> x;
        if (to == null) {
            props.remove(at);
            x = Optional.empty();
        } else if (from == null) {
            x = props.place(to);
        } else {
            x = props.replace(at, to);
        }
        return x.map(BlockCellRefusal::message).orElse(null);
    }

    /** The guard over a change record the history writes, against the map as it stands. */
    private Optional<BlockCellRefusal> guardWhole(BlockChange change) {
        rows = EditableBlockRows.of(map);
        return guard(change);
    }

    private boolean kept(Step s) {
        undo.push(s);
        while (undo.size() > MAX_HISTORY) {
            undo.removeLast();
        }
        redo.clear();
        return said(s.what());
    }

    // ---- words and the file ----------------------------------------------------------------------

    /** The last refusal, in words for the screen (naming the cell and the fix); empty after a command that succeeded. */
    public Optional<String> refusal() {
        return refusalView;
    }

    /** The last thing the editor did or refused, in words for the screen's status line. */
    public String status() {
        return status;
    }

    /** The map file {@link #save()} writes. */
    public Path saveTo() {
        return saveTo;
    }

    /**
     * Writes the landscape as it stands (rows, turns and data, props) to the map file; a stroke in
     * progress is kept first.
     *
     * @return whether it was written (false with {@link #refusal()} naming the file and the error)
     */
    public boolean save() {
        if (stroke != null) {
            release();
        }
        try {
            BlockMapFiles.write(land.toFile(), saveTo);
        } catch (UncheckedIOException | BlockMapException e) {
            return refuse("cannot save " + saveTo + ": " + e.getMessage());
        }
        return said("saved " + saveTo);
    }

    private boolean refuse(String words) {
        refusal = words;
        refusalView = Optional.of(words);
        status = "refused: " + words;
        return false;
    }

    private boolean said(String words) {
        refusal = null;
        refusalView = Optional.empty();
        status = words;
        return true;
    }
}
