package dev.loam.nav;

import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockCursor;
import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockRect;
import dev.loam.core.AgentSettings;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Navigation baked from a block map's columns and stair wedges for one {@link AgentSettings}: each
 * walkable top and stair is a node, linked to each of its four neighbours where the agent can step
 * between them, the same rule the character controller walks by. A link holds where the two
 * surfaces along the shared edge differ by at most the step height at both of its ends; a stair's
 * wedge is walkable when its slope is within the agent's slope limit. Blocked cells, void cells and
 * water deeper than the agent wades are not walkable; wading water costs the agent's wade factor
 * more a metre. Block maps have no overhangs, so every walkable top has the agent's headroom.
 *
 * <p>The mesh follows the map's change records: {@link #update()} re-bakes only the cells a change
 * touched, their stairs' neighbours and the links around them. Cells should be at least twice the
 * agent's radius plus skin across, as a block set's default 1 m cells are.
 *
 * <p>Not thread-safe; query it through {@link PathQuery}, one per thread.
 */
public final class NavMesh {
    static final byte NONE = 0;
    static final byte FLAT = 1;
    static final byte STAIR = 2;
    /** Heights this close count as one, in metres. */
    static final double LEVEL_TOLERANCE_METRES = 1e-6;

    private final BlockMap map;
    private final AgentSettings agent;
    final int width;
    final int depth;
    final double originX;
    final double originZ;
    final double cellX;
    final double cellZ;
    final double step;
    final double[] top;
    final byte[] kind;
    final float[] cost;
    /** Bit {@code facing.ordinal()} set where the cell links to that neighbour. */
    final byte[] links;
    /** Whether the cell and its eight neighbours all link every way: no edge to keep clear of nearby. */
    final boolean[] openAround;
    /**
     * The steps a path may take from the cell: its links in bits 0–3 (as {@link #links}), then a
     * diagonal step where both ways round its corner are linked, in bits 4–7 (north-west,
     * north-east, south-west, south-east).
     */
    final byte[] moves;
    /** Cells the game keeps the agent off (a prop standing there), whatever their block. */
    final boolean[] obstacle;
    private BlockCursor cursor;
    private int lastRebuilt;
    private final Consumer<BlockChange> onChange = this::rebake;

    private NavMesh(BlockMap map, AgentSettings agent) {
        this.map = map;
        this.agent = agent;
        this.width = map.width();
        this.depth = map.depth();
        this.originX = map.position().x();
        this.originZ = map.position().z();
        this.cellX = map.cellSize().x();
        this.cellZ = map.cellSize().z();
        this.step = map.cellSize().step();
        int n = width * depth;
        this.top = new double[n];
        this.kind = new byte[n];
        this.cost = new float[n];
        this.links = new byte[n];
        this.openAround = new boolean[n];
        this.moves = new byte[n];
        this.obstacle = new boolean[n];
        this.cursor = map.cursor();
        bakeAll();
    }

    /**
     * Bakes the navigation of a map as it stands now for an agent.
     *
     * @param map   the map, read and followed, not copied
     * @param agent the agent's settings, the same the character controller is given
     */
    public static NavMesh bake(BlockMap map, AgentSettings agent) {
        return new NavMesh(Objects.requireNonNull(map, "map"), Objects.requireNonNull(agent, "agent"));
    }

    /** The map this navigation was baked from. */
    public BlockMap map() {
        return map;
    }

    /** The agent it was baked for. */
    public AgentSettings agent() {
        return agent;
    }

    /** Columns, west to east. */
    public int width() {
        return width;
    }

    /** Rows, north to south. */
    public int depth() {
        return depth;
    }

    /**
     * Reads the map's change records since the last update and re-bakes only the cells they
     * touched, each stair beside them, and the links of those cells and their neighbours; when the
     * history no longer reaches back, re-bakes everything.
     *
     * @return the number of cells whose node was re-baked
     */
    public int update() {
        lastRebuilt = 0;
        if (!map.forEachChange(cursor, onChange)) {
            bakeAll();
            lastRebuilt = width * depth;
        }
        cursor = map.cursor();
        return lastRebuilt;
    }

    /** How many cells the last {@link #update()} re-baked. */
    public int lastRebuiltCells() {
        return lastRebuilt;
    }

    private void bakeAll() {
        for (int r = 0; r < depth; r++) {
            for (int c = 0; c < width; c++) {
                bakeNode(c, r);
            }
        }
        for (int r = 0; r < depth; r++) {
            for (int c = 0; c < width; c++) {
                bakeLinks(c, r);
            }
        }
        for (int r = 0; r < depth; r++) {
            for (int c = 0; c < width; c++) {
                bakeOpenAround(c, r);
            }
        }
    }

    private void bakeOpenAround(int c, int r) {
        boolean open = true;
        for (int rr = r - 1; rr <= r + 1 && open; rr++) {
            for (int cc = c - 1; cc <= c + 1 && open; cc++) {
                open = contains(cc, rr) && links[rr * width + cc] == 0x0f;
            }
        }
        openAround[r * width + c] = open;
        bakeMoves(c, r);
    }

    static final int NORTH_WEST_BIT = 1 << 4;
    static final int NORTH_EAST_BIT = 1 << 5;
    static final int SOUTH_WEST_BIT = 1 << 6;
    static final int SOUTH_EAST_BIT = 1 << 7;

    /** Bakes a cell's {@link #moves} from its links and its side neighbours' links. */
    private void bakeMoves(int c, int r) {
        int i = r * width + c;
        int bits = links[i];
        int m = bits;
        int n = 1 << BlockFacing.NORTH.ordinal(), e = 1 << BlockFacing.EAST.ordinal();
        int s = 1 << BlockFacing.SOUTH.ordinal(), w = 1 << BlockFacing.WEST.ordinal();
        if ((bits & n) != 0) {
            int b = links[i - width];
            if ((bits & w) != 0 && (links[i - 1] & n) != 0 && (b & w) != 0) {
                m |= NORTH_WEST_BIT;
            }
            if ((bits & e) != 0 && (links[i + 1] & n) != 0 && (b & e) != 0) {
                m |= NORTH_EAST_BIT;
            }
        }
        if ((bits & s) != 0) {
            int b = links[i + width];
            if ((bits & w) != 0 && (links[i - 1] & s) != 0 && (b & w) != 0) {
                m |= SOUTH_WEST_BIT;
            }
            if ((bits & e) != 0 && (links[i + 1] & s) != 0 && (b & e) != 0) {
                m |= SOUTH_EAST_BIT;
            }
        }
        moves[i] = (byte) m;
    }

    /**
     * Keeps the agent off a cell, or lets it back on: a cell where a prop stands (a bench, a
     * fence) is no node while it is an obstacle, whatever its block. Re-bakes the cell and the
     * links around it at once; the mark stays through the map's edits until it is cleared.
     *
     * @return whether the mark changed
     * @throws IndexOutOfBoundsException when the cell is off the mesh
     */
    public boolean setObstacle(int column, int row, boolean blocked) {
        if (!contains(column, row)) {
            throw new IndexOutOfBoundsException("cell (column " + column + ", row " + row + ") is off the " + width + "x"
                    + depth + " navigation");
        }
        int i = row * width + column;
        if (obstacle[i] == blocked) {
            return false;
        }
        obstacle[i] = blocked;
        rebake(new BlockRect(column, row, 1, 1));
        return true;
    }

    /** Whether the cell is marked an obstacle ({@link #setObstacle}). */
    public boolean isObstacle(int column, int row) {
        return contains(column, row) && obstacle[row * width + column];
    }

    private void rebake(BlockChange change) {
        rebake(change.rect());
    }

    private void rebake(BlockRect rect) {
        for (int r = rect.row() - 1; r <= rect.endRow(); r++) {
            for (int c = rect.column() - 1; c <= rect.endColumn(); c++) {
                boolean inside = rect.contains(c, r);
                boolean edgeNeighbour = (c >= rect.column() && c < rect.endColumn()) || (r >= rect.row() && r < rect.endRow());
                if (!contains(c, r) || !(inside || edgeNeighbour)) {
                    continue;
                }
                if (inside || kind[r * width + c] >= STAIR || map.stairFacing(c, r).isPresent()) {
                    bakeNode(c, r);
                    lastRebuilt++;
                }
            }
        }
        // Links of every re-baked cell and its neighbours: the rectangle grown by two edges at most.
        for (int r = rect.row() - 2; r <= rect.endRow() + 1; r++) {
            for (int c = rect.column() - 2; c <= rect.endColumn() + 1; c++) {
                if (contains(c, r)) {
                    bakeLinks(c, r);
                }
            }
        }
        for (int r = rect.row() - 3; r <= rect.endRow() + 2; r++) {
            for (int c = rect.column() - 3; c <= rect.endColumn() + 2; c++) {
                if (contains(c, r)) {
                    bakeOpenAround(c, r);
                }
            }
        }
    }

    private boolean contains(int c, int r) {
        return c >= 0 && r >= 0 && c < width && r < depth;
    }

    private void bakeNode(int c, int r) {
        int i = r * width + c;
        Block b = map.blockOrNull(c, r);
        kind[i] = NONE;
        top[i] = Double.NaN;
        cost[i] = 0;
        if (b == null || b.blocked() || obstacle[i]) {
            return;
        }
        double t = map.topMetres(c, r);
        float factor = 1;
        if (b.isWater()) {
            double waterDepth = map.waterSurfaceMetres(c, r) - t;
            if (waterDepth > agent.maxWadeDepthMetres() + LEVEL_TOLERANCE_METRES) {
                return;
            }
            if (waterDepth > 0) {
                factor = (float) agent.wadeCostFactor();
            }
        }
        if (b.stairs()) {
            BlockFacing f = map.stairFacing(c, r).orElseThrow();
            double run = f.dColumn() != 0 ? cellX : cellZ;
            double slopeDegrees = Math.toDegrees(Math.atan2(step, run));
            if (slopeDegrees > agent.maxSlopeDegrees()) {
                return;
            }
            kind[i] = (byte) (STAIR + f.ordinal());
        } else {
            kind[i] = FLAT;
        }
        top[i] = t;
        cost[i] = factor;
    }

    private void bakeLinks(int c, int r) {
        int i = r * width + c;
        byte bits = 0;
        if (kind[i] != NONE) {
            for (BlockFacing side : SIDES) {
                int nc = c + side.dColumn(), nr = r + side.dRow();
                if (contains(nc, nr) && kind[nr * width + nc] != NONE && stepsAcross(c, r, side)) {
                    bits |= (byte) (1 << side.ordinal());
                }
            }
        }
        links[i] = bits;
    }

    private static final BlockFacing[] SIDES = BlockFacing.values();

    /** Whether the surfaces of a cell and its neighbour on a side differ by at most a step at both ends of their edge. */
    private boolean stepsAcross(int c, int r, BlockFacing side) {
        int nc = c + side.dColumn(), nr = r + side.dRow();
        double limit = agent.stepHeightMetres() + LEVEL_TOLERANCE_METRES;
        for (int end = 0; end < 2; end++) {
            // The edge's ends in the cell's unit square, ordered along the edge.
            double u = switch (side) {
                case NORTH, SOUTH -> end;
                case EAST -> 1;
                case WEST -> 0;
            };
            double v = switch (side) {
                case EAST, WEST -> end;
                case SOUTH -> 1;
                case NORTH -> 0;
            };
            double here = heightAt(r * width + c, u, v);
            double there = heightAt(nr * width + nc, u - side.dColumn(), v - side.dRow());
            if (Math.abs(here - there) > limit) {
                return false;
            }
        }
        return true;
    }

    /** The surface of node i at (u, v) of its unit square, world metres. */
    double heightAt(int i, double u, double v) {
        int k = kind[i];
        if (k < STAIR) {
            return top[i];
        }
        double along = switch (k - STAIR) {
            case 0 -> 1 - v;
            case 1 -> u;
            case 2 -> v;
            default -> 1 - u;
        };
        return top[i] + step * along;
    }

    /** Whether the agent can stand on the cell. */
    public boolean isWalkable(int column, int row) {
        return contains(column, row) && kind[row * width + column] != NONE;
    }

    /** Whether the agent can step from the cell to its neighbour on a side (links are symmetric). */
    public boolean isLinked(int column, int row, BlockFacing side) {
        return contains(column, row) && (links[row * width + column] & (1 << side.ordinal())) != 0;
    }

    /** What a metre across the cell costs, 1 on dry ground and the wade factor in wading water; 0 where not walkable. */
    public double costFactor(int column, int row) {
        return contains(column, row) ? cost[row * width + column] : 0;
    }

    /** The world y of the walkable surface over (x, z) in metres; NaN where it is not walkable. */
    public double surfaceHeight(double x, double z) {
        double u = (x - originX) / cellX, v = (z - originZ) / cellZ;
        double fc = Math.floor(u), fr = Math.floor(v);
        if (!(fc >= 0 && fr >= 0 && fc < width && fr < depth)) {
            return Double.NaN;
        }
        int i = (int) fr * width + (int) fc;
        return kind[i] == NONE ? Double.NaN : heightAt(i, u - fc, v - fr);
    }

    /** Whether two meshes hold the same nodes, costs and links. */
    public boolean sameAs(NavMesh other) {
        return java.util.Arrays.equals(kind, other.kind) && java.util.Arrays.equals(links, other.links)
                && java.util.Arrays.equals(cost, other.cost) && java.util.Arrays.equals(top, other.top)
                && java.util.Arrays.equals(openAround, other.openAround) && java.util.Arrays.equals(moves, other.moves);
    }

    @Override
    public String toString() {
        return "NavMesh[" + map.name() + " " + width + "x" + depth + "]";
    }
}
