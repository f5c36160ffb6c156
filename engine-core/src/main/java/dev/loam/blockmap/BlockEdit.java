package dev.loam.blockmap;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One gesture of one map-builder tool, applied by {@link BlockMapEdits}: a record for each tool.
 * Cells are named by column and row ({@link Cell}); blocks by their name in the map's block set,
 * which the edit resolves to a legend character, adding a legend entry when the legend has none
 * (see {@link BlockMapEdits}). Immutable.
 *
 * <p>The rules (a stair's step, a pond's level, the height range) are checked after the whole
 * gesture, over the cells it wrote and their neighbours, so a gesture that keeps them as a whole is
 * allowed even where a cell-by-cell edit would break one on the way.
 *
 * <p>The constructors refuse values no file could mean (no cells, a step count under 1) with
 * {@link IllegalArgumentException}; everything that depends on the map (a cell off it, a block the
 * set lacks, a height that is not whole or past the range) is refused when the edit is applied,
 * as a {@link BlockEditRefusal}.
 */
public sealed interface BlockEdit permits BlockEdit.Brushed, BlockEdit.Fill, BlockEdit.Rectangle, BlockEdit.Stairs,
        BlockEdit.StairsFlight {

    /** The block name that {@link Paint}, {@link Fill} and {@link Rectangle} take to make cells void. */
    String VOID_BLOCK = ".";

    /** The tool this edit is a gesture of. */
    BlockTool tool();

    /**
     * How messages name this edit: {@code stairs at column 3, row 4}, {@code raise at column 3,
     * row 3 and 2 more cells with a 3x3 square brush}, {@code rectangle from column 2, row 2 to
     * column 4, row 4}.
     */
    default String describe() {
        BlockEdit edit = this;
        String tool = tool().fileName();
        if (edit instanceof BlockEdit.Brushed b) {
            int more = b.cells().size() - 1;
            return tool + " at " + b.cells().get(0).describe()
                    + (more > 0 ? " and " + more + (more == 1 ? " more cell" : " more cells") : "")
                    + (b.brush().equals(Brush.ONE) ? "" : " with " + b.brush().describe());
        }
        if (edit instanceof BlockEdit.Fill f) {
            return tool + " at " + f.cell().describe();
        }
        if (edit instanceof BlockEdit.Rectangle r) {
            return tool + " from " + r.from().describe() + " to " + r.to().describe();
        }
        if (edit instanceof BlockEdit.Stairs s) {
            return tool + " at " + s.cell().describe();
        }
        BlockEdit.StairsFlight f = (BlockEdit.StairsFlight) edit;
        return tool + " from " + f.from().describe() + " to " + f.to().describe();
    }

    /**
     * An edit of a brush tool: the brush laid on each of {@code cells} in turn, the gesture
     * reaching the union of the cells they cover (each cell edited once, however many times the
     * brush covers it).
     */
    sealed interface Brushed extends BlockEdit permits Paint, Raise, Lower, Set, Flatten, Smooth {
        /** The cells the brush was laid on, in order; at least one. */
        List<Cell> cells();

        /** The brush. */
        Brush brush();

        /** The same edit laid on other cells. */
        Brushed withCells(List<Cell> cells);
    }

    private static List<Cell> cellList(List<Cell> cells) {
        List<Cell> copy = List.copyOf(cells);
        if (copy.isEmpty()) {
            throw new IllegalArgumentException("a brush edit needs at least one cell");
        }
        return copy;
    }

    private static int requireSteps(int steps) {
        if (steps < 1) {
            throw new IllegalArgumentException("a raise or lower moves 1 or more steps, got " + steps);
        }
        return steps;
    }

    /**
     * Lays {@code block} on the brushed cells, keeping their heights. The block {@code "."} makes
     * them void.
     */
    record Paint(List<Cell> cells, Brush brush, String block) implements Brushed {
        public Paint {
            cells = cellList(cells);
            Objects.requireNonNull(brush, "brush");
            Objects.requireNonNull(block, "block");
        }

        /** Paints the cells with the one-cell brush. */
        public Paint(String block, Cell... cells) {
            this(List.of(cells), Brush.ONE, block);
        }

        @Override
        public BlockTool tool() {
            return BlockTool.PAINT;
        }

        @Override
        public Paint withCells(List<Cell> newCells) {
            return new Paint(newCells, brush, block);
        }
    }

    /**
     * Lays {@code block} over the region of cells connected to {@code cell} through their four
     * sides that hold the same character at the same height as it (void cells included: a fill
     * of a void cell fills the void cells at its stored height), keeping their heights.
     */
    record Fill(Cell cell, String block) implements BlockEdit {
        public Fill {
            Objects.requireNonNull(cell, "cell");
            Objects.requireNonNull(block, "block");
        }

        @Override
        public BlockTool tool() {
            return BlockTool.FILL;
        }
    }

    /** Lays {@code block} over the rectangle between two corner cells, both included, keeping heights. */
    record Rectangle(Cell from, Cell to, String block) implements BlockEdit {
        public Rectangle {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(block, "block");
        }

        @Override
        public BlockTool tool() {
            return BlockTool.RECTANGLE;
        }

        /** The same rectangle with its second corner moved. */
        public Rectangle withTo(Cell newTo) {
            return new Rectangle(from, newTo, block);
        }
    }

    /** Raises the brushed cells {@code steps} steps; void cells stay as they are. */
    record Raise(List<Cell> cells, Brush brush, int steps) implements Brushed {
        public Raise {
            cells = cellList(cells);
            Objects.requireNonNull(brush, "brush");
            requireSteps(steps);
        }

        /** Raises the cells one step with the one-cell brush. */
        public Raise(Cell... cells) {
            this(List.of(cells), Brush.ONE, 1);
        }

        @Override
        public BlockTool tool() {
            return BlockTool.RAISE;
        }

        @Override
        public Raise withCells(List<Cell> newCells) {
            return new Raise(newCells, brush, steps);
        }
    }

    /** Lowers the brushed cells {@code steps} steps; void cells stay as they are. */
    record Lower(List<Cell> cells, Brush brush, int steps) implements Brushed {
        public Lower {
            cells = cellList(cells);
            Objects.requireNonNull(brush, "brush");
            requireSteps(steps);
        }

        /** Lowers the cells one step with the one-cell brush. */
        public Lower(Cell... cells) {
            this(List.of(cells), Brush.ONE, 1);
        }

        @Override
        public BlockTool tool() {
            return BlockTool.LOWER;
        }

        @Override
        public Lower withCells(List<Cell> newCells) {
            return new Lower(newCells, brush, steps);
        }
    }

    /**
     * Sets the brushed cells to {@code heightSteps}; void cells stay as they are. A height that is
     * not whole, or is past the range, is refused when applied.
     */
    record Set(List<Cell> cells, Brush brush, double heightSteps) implements Brushed {
        public Set {
            cells = cellList(cells);
            Objects.requireNonNull(brush, "brush");
        }

        @Override
        public BlockTool tool() {
            return BlockTool.SET;
        }

        @Override
        public Set withCells(List<Cell> newCells) {
            return new Set(newCells, brush, heightSteps);
        }
    }

    /**
     * Sets the brushed cells to {@code heightSteps} when given, else to the height the first cell
     * stood at before the edit (refused when that cell is void); void cells stay as they are.
     */
    record Flatten(List<Cell> cells, Brush brush, OptionalDouble heightSteps) implements Brushed {
        public Flatten {
            cells = cellList(cells);
            Objects.requireNonNull(brush, "brush");
            Objects.requireNonNull(heightSteps, "heightSteps");
        }

        @Override
        public BlockTool tool() {
            return BlockTool.FLATTEN;
        }

        @Override
        public Flatten withCells(List<Cell> newCells) {
            return new Flatten(newCells, brush, heightSteps);
        }
    }

    /**
     * Sets each brushed non-void cell to the mean height of the non-void cells of its 3 by 3
     * neighbourhood (itself included, clipped to the map), read before the edit and rounded to a
     * whole step, halves away from zero.
     */
    record Smooth(List<Cell> cells, Brush brush) implements Brushed {
        public Smooth {
            cells = cellList(cells);
            Objects.requireNonNull(brush, "brush");
        }

        @Override
        public BlockTool tool() {
            return BlockTool.SMOOTH;
        }

        @Override
        public Smooth withCells(List<Cell> newCells) {
            return new Smooth(newCells, brush);
        }
    }

    /**
     * Lays one stair on {@code cell}, keeping its height. With a facing, the cell takes the
     * legend entry {@code {block, facing}} (reused when the legend has one, else added, preferring
     * {@code '^'}, {@code '>'}, {@code 'v'} and {@code '<'} for north, east, south and west);
     * without one, the block's plain entry, and the stair faces its one neighbour a step higher.
     * {@code block} defaults to the set's first stair block and must be a stair.
     */
    record Stairs(Cell cell, Optional<BlockFacing> facing, Optional<String> block) implements BlockEdit {
        public Stairs {
            Objects.requireNonNull(cell, "cell");
            Objects.requireNonNull(facing, "facing");
            Objects.requireNonNull(block, "block");
        }

        /** A stair of the set's first stair block that finds its own facing. */
        public Stairs(Cell cell) {
            this(cell, Optional.empty(), Optional.empty());
        }

        /** A stair of the set's first stair block with a facing. */
        public Stairs(Cell cell, BlockFacing facing) {
            this(cell, Optional.of(facing), Optional.empty());
        }

        @Override
        public BlockTool tool() {
            return BlockTool.STAIRS;
        }
    }

    /**
     * Plans a straight flight of stairs between ground at two heights: {@code from} and
     * {@code to} lie in one row or one column, both on blocks, at different heights. The lower
     * end is the ground the flight starts from (height L), the higher the ground it climbs onto
     * (height H); either may be {@code from}. The run {@code n} is the number of cells from one
     * end to the other (their distance) and the climb {@code H - L}; refused when the ends are
     * not in a line, are fewer than 2 cells apart, stand level, or the climb is longer than the
     * run.
     *
     * <p>The cells strictly between the ends are the flight. The {@code min(climb, n - 1)} of them
     * nearest the higher end become stairs of {@code block} facing it, each one step under the
     * next cell toward the top: H − 1, H − 2, and so on. The rest, nearest the lower end, keep
     * their blocks and are set to L, a level walk to the foot (refused when one is void). So when
     * the climb is shorter than the run the foot stands level with the lower ground, and when it
     * equals the run the foot stands one step over it, a ledge a character walks up.
     * {@code block} defaults to the set's first stair block.
     */
    record StairsFlight(Cell from, Cell to, Optional<String> block) implements BlockEdit {
        public StairsFlight {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(block, "block");
        }

        /** A flight of the set's first stair block. */
        public StairsFlight(Cell from, Cell to) {
            this(from, to, Optional.empty());
        }

        @Override
        public BlockTool tool() {
            return BlockTool.STAIRS;
        }

        /** The same flight with its second end moved. */
        public StairsFlight withTo(Cell newTo) {
            return new StairsFlight(from, newTo, block);
        }
    }
}
