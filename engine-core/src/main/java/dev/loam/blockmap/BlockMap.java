package dev.loam.blockmap;

import dev.loam.core.NumberText;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import dev.loam.core.internal.ChangeHistory;
import java.util.function.Consumer;
import org.joml.Vector3d;
import org.joml.Vector3dc;

/**
 * A live block map: rows of cells, each a block of a block set standing at a height in whole
 * steps. The single source of truth that meshes, colliders and navigation are built from; they
 * follow its {@link #forEachChange change records}.
 *
 * <p>Cell (column, row) spans x from {@code position.x + column·cellSize.x} east and z from
 * {@code position.z + row·cellSize.z} south; its top stands at
 * {@code position.y + heightSteps·cellSize.step}. Row 0 is the north edge (−z).
 *
 * <p>Derived values follow the spec: the base stands 2 m under the lowest top when the map spawns
 * and stays there; a stair faces its one neighbour a step higher, or its legend's facing; a water
 * surface stands at its legend's level, else at the sea and at least 0.35 m over the bed.
 *
 * <p>Not thread-safe: edit and read from the game loop's thread, or guard it.
 */
public final class BlockMap implements BlockRowsView {
    /** The lowest height a cell may take, in steps. */
    public static final int MIN_HEIGHT_STEPS = -1000;
    /** The highest height a cell may take, in steps. */
    public static final int MAX_HEIGHT_STEPS = 1000;
    /** How far the base stands under the lowest top, in metres: the diorama's cut. */
    public static final double BASE_DEPTH_METRES = 2;
    /** The least depth of water over a bed when the sea stands lower, in metres. */
    public static final double MIN_WATER_DEPTH_METRES = 0.35;
    /** The changes a map remembers when none is given. */
    public static final int DEFAULT_HISTORY = 4096;
    /** Side of a chunk in cells, for consumers that work per chunk. */
    public static final int CHUNK_CELLS = 32;
    /**
     * How far from the origin, in metres on any axis, a map's cells and sea may lie: 100 km.
     * Meshing lays textures in world space, counting their repeats from the origin in whole
     * numbers; within this reach the count stays well inside an {@code int} for every texture a
     * set accepts ({@link Block#MAX_REPEATS_A_CELL} across the smallest cell), and the map's
     * float vertices stay within a centimetre.
     */
    public static final double MAX_REACH_METRES = 100_000;

    private final String name;
    private final BlockSet set;
    private final Palette palette;
    private final int width;
    private final int depth;
    private final char[] symbols;
    private final short[] heights;
    private final byte[] facings;
    /** Each cell's quarter turns, 0 to 3. */
    private final byte[] turns;
    /** Each cell's game data, sorted by key; null for none. */
    private final java.util.SortedMap<String, String>[] data;
    /**
     * The rows the map was last given (spawned with, or handed to {@link #replaceRows}), which a
     * new set of rows is compared with: a cell {@code setCell} changed keeps its value until the
     * rows given change at that cell.
     */
    private char[] givenSymbols;
    private short[] givenHeights;
    private final double seaMetres;
    private final Vector3d position;
    private final double step;
    private final double cellX;
    private final double cellZ;
    private final double baseRelativeMetres;
    private final ChangeHistory<BlockChange> history;
    /** The one authority that may set cells, or null when any may (see {@link Builder#authority}). */
    private final Authority owner;

    private BlockMap(Builder b, Palette palette, BlockRowsView rows) {
        this.name = b.name;
        this.set = b.set;
        this.palette = palette;
        this.width = rows.width();
        this.depth = rows.depth();
        this.symbols = new char[width * depth];
        this.heights = new short[width * depth];
        this.facings = new byte[width * depth];
        this.turns = new byte[width * depth];
        @SuppressWarnings("unchecked")
        java.util.SortedMap<String, String>[] d = new java.util.SortedMap[width * depth];
        this.data = d;
        if (b.layers != null) {
            for (int r = 0; r < depth; r++) {
                for (int c = 0; c < width; c++) {
                    turns[r * width + c] = (byte) b.layers.quarterTurns(c, r);
                    java.util.SortedMap<String, String> m = b.layers.data(c, r);
                    data[r * width + c] = m.isEmpty() ? null : m;
                }
            }
        }
        this.seaMetres = b.seaMetres;
        this.position = new Vector3d(b.position);
        this.step = set.cellSize().step();
        this.cellX = set.cellSize().x();
        this.cellZ = set.cellSize().z();
        this.history = new ChangeHistory<>(b.history);
        int lowest = Integer.MAX_VALUE;
        for (int r = 0; r < depth; r++) {
            for (int c = 0; c < width; c++) {
                int i = r * width + c;
                symbols[i] = rows.symbol(c, r);
                heights[i] = (short) rows.heightSteps(c, r);
                if (symbols[i] != VOID) {
                    lowest = Math.min(lowest, heights[i]);
                }
            }
        }
        this.owner = b.owner;
        if (Double.isNaN(b.baseMetres)) {
            this.baseRelativeMetres = (lowest == Integer.MAX_VALUE ? 0 : lowest * step) - BASE_DEPTH_METRES;
        } else {
            this.baseRelativeMetres = b.baseMetres - b.position.y;
            for (int i = 0; i < symbols.length; i++) {
                if (symbols[i] != VOID && heights[i] * step <= baseRelativeMetres) {
                    throw new BlockMapException("column " + i % width + ", row " + i / width, "height " + heights[i]
                            + " steps stands at or under the base given, " + BlockRules.fmt(b.baseMetres)
                            + " m: give a base under every top");
                }
            }
        }
        this.givenSymbols = symbols.clone();
        this.givenHeights = heights.clone();
        for (int r = 0; r < depth; r++) {
            for (int c = 0; c < width; c++) {
                facings[r * width + c] = (byte) BlockRules.facing(palette, this, c, r);
            }
        }
    }

    /** A builder for a map of a set; give it a legend, cells and heights. */
    public static Builder builder(String name, BlockSet set) {
        return new Builder(name, set);
    }

    // ---- what the map is ---------------------------------------------------------------------

    /** The map's name, unique in a {@link BlockScene}. */
    public String name() {
        return name;
    }

    /** The block set. */
    public BlockSet blockSet() {
        return set;
    }

    /** The legend. */
    public BlockLegend legend() {
        return palette.legend();
    }

    /** The set's cell size and step. */
    public CellSize cellSize() {
        return set.cellSize();
    }

    /** The sea, in metres above the map's position. */
    public double seaMetres() {
        return seaMetres;
    }

    /** Cell [0, 0]'s north-west corner, in world metres. Read-only view. */
    public Vector3dc position() {
        return position;
    }

    /** The base: world y of the diorama's cut, 2 m under the lowest top when the map spawned. */
    public double baseMetres() {
        return position.y + baseRelativeMetres;
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
        if (column < 0 || row < 0 || column >= width || row >= depth) {
            throw new IndexOutOfBoundsException("cell (column " + column + ", row " + row + ") is off the map \"" + name
                    + "\" of " + width + "x" + depth);
        }
        return row * width + column;
    }

    /** The block of a cell, or null for a void cell (for hot loops; see {@link #block(int, int)}). */
    public Block blockOrNull(int column, int row) {
        Palette.Entry e = palette.get(symbols[index(column, row)]);
        return e == null ? null : e.block;
    }

    /** The block of a cell; empty for a void cell. */
    public Optional<Block> block(int column, int row) {
        return Optional.ofNullable(blockOrNull(column, row));
    }

    /** A stair's facing; empty when the cell is no stair. */
    public Optional<BlockFacing> stairFacing(int column, int row) {
        int f = facings[index(column, row)];
        return f < 0 ? Optional.empty() : Optional.of(BlockFacing.values()[f]);
    }

    /** The world y of a cell's top in metres (its bed for water; the foot of a stair). */
    public double topMetres(int column, int row) {
        return position.y + heights[index(column, row)] * step;
    }

    /**
     * The world y of a water cell's surface in metres: its legend's level, else the sea and at
     * least 0.35 m over the bed; NaN when the cell holds no water.
     */
    public double waterSurfaceMetres(int column, int row) {
        int i = index(column, row);
        Palette.Entry e = palette.get(symbols[i]);
        if (e == null || !e.block.isWater()) {
            return Double.NaN;
        }
        double bed = heights[i] * step;
        double level = e.hasLevel ? e.levelMetres : Math.max(seaMetres, bed + MIN_WATER_DEPTH_METRES);
        return position.y + level;
    }

    /**
     * A cell's quarter turns, 0 to 3, anticlockwise seen from above: a block drawn as a model stands
     * turned by them. A stair keeps the facing its rule gives it ({@link #stairFacing}), whatever
     * its turn.
     */
    public int quarterTurns(int column, int row) {
        return turns[index(column, row)];
    }

    /** A cell's game data, sorted by key: an unmodifiable view, empty for none. */
    public java.util.SortedMap<String, String> cellData(int column, int row) {
        java.util.SortedMap<String, String> m = data[index(column, row)];
        return m == null ? java.util.Collections.emptySortedMap() : m;
    }

    /** The turns and data of a rectangle (clipped to nothing: it must lie on the map), a copy. */
    public BlockCellLayers layers(BlockRect rect) {
        if (rect.column() < 0 || rect.row() < 0 || rect.endColumn() > width || rect.endRow() > depth) {
            throw new IndexOutOfBoundsException(rect + " is off the map \"" + name + "\" of " + width + "x" + depth);
        }
        int[] t = new int[rect.width() * rect.depth()];
        java.util.List<java.util.Map<String, String>> d = new java.util.ArrayList<>(t.length);
        for (int r = 0; r < rect.depth(); r++) {
            for (int c = 0; c < rect.width(); c++) {
                int i = (rect.row() + r) * width + rect.column() + c;
                t[r * rect.width() + c] = turns[i];
                d.add(data[i] == null ? java.util.Map.of() : data[i]);
            }
        }
        return BlockCellLayers.of(rect.width(), rect.depth(), t, d);
    }

    /** The cell under the world point (x, z), or empty off the map and over a void cell. */
    public Optional<BlockAt> findBlockAt(double x, double z) {
        double fc = Math.floor((x - position.x) / cellX), fr = Math.floor((z - position.z) / cellZ);
        if (!(fc >= 0 && fr >= 0 && fc < width && fr < depth)) {
            return Optional.empty();
        }
        int c = (int) fc, r = (int) fr, i = r * width + c;
        Palette.Entry e = palette.get(symbols[i]);
        if (e == null) {
            return Optional.empty();
        }
        int h = heights[i];
        double top = position.y + h * step;
        Optional<BlockFacing> facing = Optional.empty();
        if (facings[i] >= 0) {
            BlockFacing f = BlockFacing.values()[facings[i]];
            facing = Optional.of(f);
            double u = (x - position.x) / cellX - c, v = (z - position.z) / cellZ - r;
            top += treadIndex(f, u, v) * step / 4 + step / 4;
        }
        Optional<BlockAt.Water> water = Optional.empty();
        if (e.block.isWater()) {
            double surface = waterSurfaceMetres(c, r);
            water = Optional.of(new BlockAt.Water(surface, surface - top));
        }
        return Optional.of(new BlockAt(c, r, e.symbol, e.block, h, top, facing, water));
    }

    /** The cell under a world point; its y is ignored. */
    public Optional<BlockAt> findBlockAt(Vector3dc point) {
        return findBlockAt(point.x(), point.z());
    }

    /** Which of a stair's four treads (0 at its foot, 3 at its head) lies under (u, v) in [0, 1) of its cell. */
    private static int treadIndex(BlockFacing f, double u, double v) {
        double along = switch (f) {
            case NORTH -> 1 - v;
            case SOUTH -> v;
            case EAST -> u;
            case WEST -> 1 - u;
        };
        return Math.max(0, Math.min(3, (int) Math.floor(along * 4)));
    }

    /**
     * The walkable tops and stair treads in a rectangle, as world triangles: 9 floats each (three
     * corners x, y, z), wound counter-clockwise seen from above. Void cells, blocked cells (a wall
     * stands there) and risers give none; a water block's bed is walkable ground under the water.
     * A stair gives its four treads. The rectangle is clipped to the map. The caller owns the array.
     */
    public float[] readTriangles(BlockRect rect) {
        return BlockTriangles.read(this, rect.intersect(new BlockRect(0, 0, width, depth)));
    }

    // ---- editing ------------------------------------------------------------------------------

    /** Refuses an authority that is not the map's owner, when it has one. */
    private void checkOwner(Authority authority) {
        Objects.requireNonNull(authority, "authority");
        if (owner != null && authority != owner) {
            throw new IllegalArgumentException(authority + " does not own the map \"" + name + "\", " + owner
                    + " does: only the authority a map was built with edits its cells");
        }
    }

    /**
     * Sets one cell where outcomes are decided: a new character, a new height, or both; a dot
     * makes the cell void. Writes nothing and returns the refusal when the cell is off the map,
     * the character is not in the legend, the height is not whole, past the range, or at or under
     * the base, a stair would have no neighbour a step higher (or two), the edit takes the step
     * from a stair beside the cell, a pond's level would stand under its bed, or a block drawn as a
     * model would take the place of water ({@link BlockCellRefusal.Reason#MODEL_ON_WATER}). Otherwise records
     * a {@link BlockChange} of the cell.
     *
     * @param authority the capability of the code that decides outcomes: the map's
     *                  {@link Builder#authority owner} when it has one
     * @return empty when written (or when the edit changes nothing), else the refusal
     * @throws IllegalArgumentException when the map has an owner and {@code authority} is not it
     */
    public Optional<BlockCellRefusal> setCell(Authority authority, BlockCellEdit edit) {
        checkOwner(authority);
        int c = edit.column(), r = edit.row();
        if (c < 0 || r < 0 || c >= width || r >= depth) {
            return Optional.of(new BlockCellRefusal(BlockCellRefusal.Reason.OFF_MAP, c, r, "column " + c + ", row " + r
                    + " is off the map \"" + name + "\", whose columns are 0.." + (width - 1) + " and rows 0.." + (depth - 1)));
        }
        int i = r * width + c;
        char oldSymbol = symbols[i];
        short oldHeight = heights[i];
        char newSymbol = edit.setsSymbol() ? edit.symbol() : oldSymbol;
        BlockCellRefusal refusal = BlockRules.symbol(palette, c, r, newSymbol);
        if (refusal != null) {
            return Optional.of(refusal);
        }
        if (newSymbol != oldSymbol && newSymbol != VOID && oldSymbol != VOID) {
            Block laid = palette.get(newSymbol).block, there = palette.get(oldSymbol).block;
            if (laid.drawnAsModel() && there.isWater()) {
                return Optional.of(new BlockCellRefusal(BlockCellRefusal.Reason.MODEL_ON_WATER, c, r, "column " + c
                        + ", row " + r + " holds water (" + there.name() + "), and the " + laid.name() + " is drawn as a "
                        + "model that would stand drowned on its bed: set a bank block there first, or place the model "
                        + "as a prop"));
            }
        }
        int newHeight = oldHeight;
        if (edit.setsHeight()) {
            double h = edit.heightSteps();
            refusal = BlockRules.height(c, r, h);
            if (refusal != null) {
                return Optional.of(refusal);
            }
            newHeight = (int) h;
        }
        if (newSymbol != VOID) {
            refusal = baseRule(c, r, newHeight);
            if (refusal != null) {
                return Optional.of(refusal);
            }
        }
        if (newSymbol == oldSymbol && newHeight == oldHeight) {
            return Optional.empty();
        }
        symbols[i] = newSymbol;
        heights[i] = (short) newHeight;
        refusal = checkAround(c, r);
        if (refusal != null) {
            symbols[i] = oldSymbol;
            heights[i] = oldHeight;
            return Optional.of(refusal);
        }
        refreshFacings(c, r, c, r);
        record(new BlockChange(new BlockRect(c, r, 1, 1),
                BlockRows.ofCell(oldSymbol, oldHeight), BlockRows.ofCell(newSymbol, newHeight)));
        return Optional.empty();
    }

    /**
     * Turns a cell's block by quarter turns where outcomes are decided: {@code quarterTurns} is the
     * cell's new turn, taken modulo 4 (−1 is 3). Records a change carrying the cell's turns and data
     * before and after; a stair keeps its facing rule.
     *
     * @return empty when written (or when the turn is the cell's already), else the refusal of a
     *         cell off the map
     */
    public Optional<BlockCellRefusal> turnCell(Authority authority, int column, int row, int quarterTurns) {
        checkOwner(authority);
        if (!contains(column, row)) {
            return Optional.of(offMap(column, row));
        }
        int i = row * width + column;
        byte t = (byte) Math.floorMod(quarterTurns, 4);
        if (turns[i] == t) {
            return Optional.empty();
        }
        BlockCellLayers before = layers(new BlockRect(column, row, 1, 1));
        turns[i] = t;
        recordLayers(column, row, before);
        return Optional.empty();
    }

    /**
     * Sets one entry of a cell's game data where outcomes are decided ({@code value} null removes
     * the key). Records a change carrying the cell's turns and data before and after.
     *
     * @return empty when written (or when the cell holds that value already), else the refusal
     *         naming the cell: off the map, a key or value {@link BlockCellLayers#dataProblem}
     *         refuses, or more than {@link BlockCellLayers#MAX_ENTRIES} keys
     */
    public Optional<BlockCellRefusal> setCellData(Authority authority, int column, int row, String key, String value) {
        checkOwner(authority);
        if (!contains(column, row)) {
            return Optional.of(offMap(column, row));
        }
        int i = row * width + column;
        java.util.SortedMap<String, String> now = data[i] == null ? new java.util.TreeMap<>() : new java.util.TreeMap<>(data[i]);
        String problem = BlockCellLayers.keyProblem(key);
        if (problem == null && value != null) {
            problem = BlockCellLayers.valueProblem(value);
        }
        if (problem == null) {
            if (value == null) {
                now.remove(key);
            } else {
                now.put(key, value);
            }
            if (now.size() > BlockCellLayers.MAX_ENTRIES) {
                problem = "a cell's data holds at most " + BlockCellLayers.MAX_ENTRIES + " keys: remove one first";
            }
        }
        if (problem != null) {
            return Optional.of(new BlockCellRefusal(BlockCellRefusal.Reason.BAD_CELL_DATA, column, row, "column " + column
                    + ", row " + row + ": " + problem));
        }
        if (now.equals(cellData(column, row))) {
            return Optional.empty();
        }
        BlockCellLayers before = layers(new BlockRect(column, row, 1, 1));
        data[i] = now.isEmpty() ? null : java.util.Collections.unmodifiableSortedMap(now);
        recordLayers(column, row, before);
        return Optional.empty();
    }

    private void recordLayers(int column, int row, BlockCellLayers before) {
        BlockRect rect = new BlockRect(column, row, 1, 1);
        BlockRows cell = snapshot(rect);
        record(new BlockChange(rect, cell, cell, Optional.of(before), Optional.of(layers(rect))));
    }

    private BlockCellRefusal offMap(int c, int r) {
        return new BlockCellRefusal(BlockCellRefusal.Reason.OFF_MAP, c, r, "column " + c + ", row " + r
                + " is off the map \"" + name + "\", whose columns are 0.." + (width - 1) + " and rows 0.." + (depth - 1));
    }

    private BlockCellRefusal baseRule(int c, int r, int heightSteps) {
        if (heightSteps * step > baseRelativeMetres) {
            return null;
        }
        int least = (int) Math.floor(baseRelativeMetres / step) + 1;
        return new BlockCellRefusal(BlockCellRefusal.Reason.HEIGHT_AT_OR_UNDER_BASE, c, r, "column " + c + ", row " + r
                + ": height " + heightSteps + " steps stands at or under the map's base at "
                + BlockRules.fmt(baseRelativeMetres) + " m: the least height here is " + least + " steps");
    }

    /** The stair and pond rules for an edited cell and its four neighbours. */
    private BlockCellRefusal checkAround(int c, int r) {
        BlockCellRefusal x = BlockRules.stair(palette, this, c, r, null, c, r);
        if (x == null) {
            x = BlockRules.pond(palette, this, c, r, step);
        }
        for (int k = 0; k < 4 && x == null; k++) {
            BlockFacing f = BlockFacing.values()[k];
            int nc = c + f.dColumn(), nr = r + f.dRow();
            if (contains(nc, nr)) {
                x = BlockRules.stair(palette, this, nc, nr, BlockCellRefusal.Reason.STAIR_LOSES_STEP, c, r);
            }
        }
        return x;
    }

    private void refreshFacings(int c0, int r0, int c1, int r1) {
        for (int r = Math.max(0, r0 - 1); r <= Math.min(depth - 1, r1 + 1); r++) {
            for (int c = Math.max(0, c0 - 1); c <= Math.min(width - 1, c1 + 1); c++) {
                facings[r * width + c] = (byte) BlockRules.facing(palette, this, c, r);
            }
        }
    }

    /**
     * Applies a change record that the authority emitted, on a replica (or on the authority's own
     * map, for an undo of one): writes {@code after} over the rectangle.
     *
     * @throws BlockMapException naming the cell when the rectangle is off the map, a character
     *                           is not in the legend, or the map does not hold {@code before}
     *                           there (the replica is out of step); nothing is written then
     */
    public void apply(BlockChange change) {
        BlockRect rect = change.rect();
        if (rect.column() < 0 || rect.row() < 0 || rect.endColumn() > width || rect.endRow() > depth) {
            throw new BlockMapException("change", "the change's rectangle at column " + rect.column() + ", row "
                    + rect.row() + " (" + rect.width() + "x" + rect.depth() + ") is off the map \"" + name + "\"");
        }
        for (int r = 0; r < rect.depth(); r++) {
            for (int c = 0; c < rect.width(); c++) {
                int mc = rect.column() + c, mr = rect.row() + r, i = mr * width + mc;
                if (symbols[i] != change.before().symbol(c, r) || heights[i] != change.before().heightSteps(c, r)) {
                    throw new BlockMapException("column " + mc + ", row " + mr, "the map holds '" + symbols[i] + "' at "
                            + heights[i] + " steps but the change expects '" + change.before().symbol(c, r) + "' at "
                            + change.before().heightSteps(c, r) + ": this replica is out of step; read the whole map again");
                }
                char s = change.after().symbol(c, r);
                if (!palette.knows(s)) {
                    throw new BlockMapException("column " + mc + ", row " + mr, "character '" + s + "' is not in the legend");
                }
            }
        }
        if (change.carriesLayers() && !layers(rect).equals(change.layersBefore().get())) {
            throw new BlockMapException("column " + rect.column() + ", row " + rect.row(), "the cells' turns or data differ "
                    + "from what the change expects: this replica is out of step; read the whole map again");
        }
        write(rect, change.after());
        if (change.carriesLayers()) {
            BlockCellLayers after = change.layersAfter().get();
            for (int r = 0; r < rect.depth(); r++) {
                for (int c = 0; c < rect.width(); c++) {
                    int i = (rect.row() + r) * width + rect.column() + c;
                    turns[i] = (byte) after.quarterTurns(c, r);
                    java.util.SortedMap<String, String> m = after.data(c, r);
                    data[i] = m.isEmpty() ? null : m;
                }
            }
        }
        record(change);
    }

    /**
     * Gives the map new rows, as a game whose rows are its own data hands them over after changing
     * them: the cells where the new rows differ from the rows the map was last given (spawned with,
     * or handed here before) are written, and only those, so a cell {@link #setCell} changed keeps
     * its value unless the new rows change it too. One change record covers the rectangle that holds
     * the cells written. The base stays where the map spawned.
     *
     * @throws BlockMapException naming the cell when the rows differ in size, when the map as it
     *                           would stand breaks a rule, or when a cell written sinks to or under
     *                           the base; nothing is written then, and the rows are not taken
     */
    public void replaceRows(BlockRowsView rows) {
        if (rows.width() != width || rows.depth() != depth) {
            throw new BlockMapException("rows", "the new rows are " + rows.width() + "x" + rows.depth()
                    + " but the map is " + width + "x" + depth + ": resize the rows before spawning a new map");
        }
        // The map as it would stand: its cells now, with the cells the given rows changed taken from them.
        char[] mergedSymbols = symbols.clone();
        int[] mergedHeights = new int[heights.length];
        boolean[] written = new boolean[heights.length];
        int c0 = width, r0 = depth, c1 = -1, r1 = -1;
        BlockCellRefusal x = null;
        for (int r = 0; r < depth; r++) {
            for (int c = 0; c < width; c++) {
                int i = r * width + c;
                mergedHeights[i] = heights[i];
                char s = rows.symbol(c, r);
                int h = rows.heightSteps(c, r);
                if (s == givenSymbols[i] && h == givenHeights[i]) {
                    continue;
                }
                mergedSymbols[i] = s;
                mergedHeights[i] = h;
                if (s != symbols[i] || h != heights[i]) {
                    written[i] = true;
                    if (x == null && s != VOID) {
                        x = baseRule(c, r, h);
                    }
                    c0 = Math.min(c0, c);
                    r0 = Math.min(r0, r);
                    c1 = Math.max(c1, c);
                    r1 = Math.max(r1, r);
                }
            }
        }
        BlockRows merged = BlockRows.wrap(width, depth, mergedSymbols, mergedHeights);
        BlockCellRefusal rule = BlockRules.checkAll(palette, merged, step);
        if (rule != null) {
            x = rule;
        }
        if (x != null) {
            throw new BlockMapException("column " + x.column() + ", row " + x.row(), BlockRules.detail(x));
        }
        givenSymbols = new char[symbols.length];
        givenHeights = new short[heights.length];
        for (int r = 0; r < depth; r++) {
            for (int c = 0; c < width; c++) {
                givenSymbols[r * width + c] = rows.symbol(c, r);
                givenHeights[r * width + c] = (short) rows.heightSteps(c, r);
            }
        }
        if (c1 < 0) {
            return;
        }
        BlockRect rect = new BlockRect(c0, r0, c1 - c0 + 1, r1 - r0 + 1);
        BlockRows before = snapshot(rect);
        // Only the cells that changed are written; the rest of the rectangle keeps its values.
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int i = r * width + c;
                if (written[i]) {
                    symbols[i] = mergedSymbols[i];
                    heights[i] = (short) mergedHeights[i];
                }
            }
        }
        BlockRows after = snapshot(rect);
        refreshFacings(c0, r0, c1, r1);
        record(new BlockChange(rect, before, after));
    }

    private void write(BlockRect rect, BlockRowsView values) {
        for (int r = 0; r < rect.depth(); r++) {
            for (int c = 0; c < rect.width(); c++) {
                int i = (rect.row() + r) * width + rect.column() + c;
                symbols[i] = values.symbol(c, r);
                heights[i] = (short) values.heightSteps(c, r);
            }
        }
        refreshFacings(rect.column(), rect.row(), rect.endColumn() - 1, rect.endRow() - 1);
    }

    // ---- change records -----------------------------------------------------------------------

    private void record(BlockChange change) {
        history.record(change);
    }

    /** Marks the map as it stands now. */
    public BlockCursor cursor() {
        return new BlockCursor(this, history.position());
    }

    /**
     * Calls back with each change recorded since the cursor, oldest first, once each.
     *
     * @param cursor a cursor this map made ({@link #cursor()})
     * @param consumer called with each change
     * @return false (calling back with nothing) when the bounded history no longer reaches back to
     *         the cursor: read the whole map again, then take a new cursor
     * @throws IllegalArgumentException naming both maps when another map made the cursor (its
     *                                  position means nothing in this map's history)
     */
    public boolean forEachChange(BlockCursor cursor, Consumer<BlockChange> consumer) {
        if (cursor.map() != this) {
            throw new IllegalArgumentException("the cursor was taken from another map, " + cursor.map()
                    + ", not from this one, " + this + ": take a cursor from this map's cursor()");
        }
        return history.forEachSince(cursor.position(), consumer);
    }

    @Override
    public String toString() {
        return "BlockMap[" + name + " " + width + "x" + depth + ", set " + set.name() + "]";
    }

    /** Builds a {@link BlockMap}; see {@link BlockMap#builder(String, BlockSet)}. */
    public static final class Builder {
        private final String name;
        private final BlockSet set;
        private BlockLegend legend;
        private BlockRowsView rows;
        private List<String> cells;
        private int[][] heights;
        private double seaMetres;
        private final Vector3d position = new Vector3d();
        private int history = DEFAULT_HISTORY;
        private BlockCellLayers layers;
        private double baseMetres = Double.NaN;
        private Authority owner;

        private Builder(String name, BlockSet set) {
            if (name == null || name.isBlank()) {
                throw new BlockMapException("name", "a block map needs a name");
            }
            this.name = name;
            this.set = Objects.requireNonNull(set, "set");
        }

        /** The legend. */
        public Builder legend(BlockLegend legend) {
            this.legend = legend;
            return this;
        }

        /** The cells and heights as one grid (in place of {@link #cells} and {@link #heights}). */
        public Builder rows(BlockRowsView rows) {
            this.rows = rows;
            return this;
        }

        /** The rows of characters, north to south. */
        public Builder cells(List<String> cells) {
            this.cells = List.copyOf(cells);
            return this;
        }

        /** The rows of characters, north to south. */
        public Builder cells(String... cells) {
            return cells(List.of(cells));
        }

        /** Each cell's height in whole steps, one array a row (0 everywhere unless set). */
        public Builder heights(int[][] heights) {
            this.heights = heights;
            return this;
        }

        /**
         * Refuses a map any of whose corners, or its sea, lies more than {@link #MAX_REACH_METRES}
         * from the origin: every step after the load (meshing's texture repeats, colliders, the
         * navmesh, picking) counts cells and texels from the origin in whole numbers.
         */
        private void checkReach(BlockRowsView grid) {
            double[] p = {position.x, position.y, position.z};
            for (int i = 0; i < 3; i++) {
                if (Math.abs(p[i]) > MAX_REACH_METRES) {
                    throw new BlockMapException("position[" + i + "]", NumberText.of(p[i]) + " m is more than "
                            + (long) MAX_REACH_METRES + " m from the origin",
                            "place the map within " + (long) MAX_REACH_METRES + " m of the origin on every axis");
                }
            }
            CellSize cs = set.cellSize();
            double east = position.x + grid.width() * cs.x(), south = position.z + grid.depth() * cs.z();
            if (Math.abs(east) > MAX_REACH_METRES || Math.abs(south) > MAX_REACH_METRES) {
                throw new BlockMapException("cells", "the map's far corner stands at [" + NumberText.of(east) + ", "
                        + NumberText.of(south) + "] m, more than " + (long) MAX_REACH_METRES
                        + " m from the origin", "move its position or make it smaller");
            }
            if (Math.abs(position.y + seaMetres) > MAX_REACH_METRES) {
                throw new BlockMapException("sea", NumberText.of(seaMetres) + " m over the map's position is more than "
                        + (long) MAX_REACH_METRES + " m from the origin");
            }
        }

        /** The sea, in metres above the map's position (0 unless set). */
        public Builder sea(double metres) {
            this.seaMetres = metres;
            return this;
        }

        /** Cell [0, 0]'s north-west corner in world metres (the origin unless set). */
        public Builder position(double x, double y, double z) {
            this.position.set(x, y, z);
            return this;
        }

        /** Each cell's quarter turns and game data, the rows' size (none turned and no data unless set). */
        public Builder layers(BlockCellLayers layers) {
            this.layers = layers;
            return this;
        }

        /**
         * The base's world y in metres, in place of {@link #BASE_DEPTH_METRES} under the lowest top:
         * a replica built from the rows as they stand now takes its server's base, so its cut faces
         * and collider bottoms stand where the server's do.
         *
         * @param worldMetres the base, finite; {@link #build()} refuses it, naming the cell, unless
         *                    every cell's top stands above it
         */
        public Builder base(double worldMetres) {
            if (!Double.isFinite(worldMetres)) {
                throw new BlockMapException("base", "the base " + worldMetres + " must be a finite number of metres");
            }
            this.baseMetres = worldMetres;
            return this;
        }

        /**
         * The one authority that may {@link BlockMap#setCell set cells}: the map refuses every other
         * (a client's code cannot mint one that passes). Any authority may set cells of a map built
         * without one.
         */
        public Builder authority(Authority owner) {
            this.owner = Objects.requireNonNull(owner, "owner");
            return this;
        }

        /** How many changes {@link #forEachChange} can reach back (4096 unless set). */
        public Builder history(int changes) {
            if (changes < 1) {
                throw new BlockMapException("history", "history " + changes + " must be 1 or more changes");
            }
            this.history = changes;
            return this;
        }

        /**
         * The map, every rule checked.
         *
         * @throws BlockMapException naming the place: the row for a width or legend problem, the
         *                           column and row for a stair, a pond or a height
         */
        public BlockMap build() {
            if (legend == null) {
                throw new BlockMapException("legend", "a block map needs a legend");
            }
            if (!Double.isFinite(seaMetres) || !position.isFinite()) {
                throw new BlockMapException(Double.isFinite(seaMetres) ? "position" : "sea", "must be finite numbers");
            }
            BlockRowsView grid = rows;
            if (grid == null) {
                if (cells == null) {
                    throw new BlockMapException("cells", "a block map needs its rows of cells");
                }
                int[][] h = heights;
                if (h == null) {
                    h = new int[cells.size()][];
                    for (int r = 0; r < h.length; r++) {
                        h[r] = new int[cells.get(r).length()];
                    }
                }
                grid = BlockRows.of(cells, h);
            }
            checkReach(grid);
            Palette palette = BlockRules.require(set, legend, grid);
            if (layers != null && (layers.width() != grid.width() || layers.depth() != grid.depth())) {
                throw new BlockMapException("turns", "the turns and data are " + layers.width() + "x" + layers.depth()
                        + " but the rows " + grid.width() + "x" + grid.depth());
            }
            return new BlockMap(this, palette, grid);
        }
    }
}
