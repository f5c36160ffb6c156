package dev.loam.nav;

import dev.loam.blockmap.BlockFacing;
import java.util.Arrays;

/**
 * Path queries on a {@link NavMesh}: the shortest route over its links (A*), then pulled straight
 * through the corridor of cells it crosses (the funnel algorithm), keeping the agent's radius and
 * skin off every edge it cannot cross. When the goal cannot be reached, the path runs to the
 * reachable cell nearest the goal.
 *
 * <p>The search keeps its open cells in an indexed heap with decrease-key ({@link OpenHeap}), its
 * open and closed sets as stamps that no query clears, and reads each cell's steps, diagonals
 * included, from one mask the mesh bakes ({@code NavMesh.moves}).
 *
 * <p>A query holds its own buffers and reuses them: after the first queries on a mesh, a query
 * allocates only when a path is longer than any before. One query per thread; the mesh must not
 * change during a query. A mesh over 65535 cells a side is refused.
 */
public final class PathQuery {
    /** How far from the start, in cells, a start off the walkable cells looks for one. */
    static final int START_SEARCH_CELLS = 2;

    private final NavMesh mesh;
    private final double clearance;
    /** Each cell's cost from the start, valid while {@link #state} marks it reached this query. */
    private final double[] g;
    /** Each cell's heuristic, computed once when the cell is opened. */
    private final double[] h;
    private final int[] parent;
    /** Each reached cell's row and column, {@code row << 16 | column}, so the search divides nothing. */
    private final int[] place;
    /**
     * Each cell's state this query, stamped so no query clears it: {@link #mark} open, mark + 1
     * closed, anything less unreached.
     */
    private final int[] state;
    private int mark;
    /** The open cells on their key, cost so far plus heuristic. */
    private final OpenHeap openCells;
    private int[] corridor = new int[64];
    private final NavPath.Segments segments;
    private final double minCell;
    private final double diagonalCell;
    /** Cells the last search expanded. */
    int expanded;
    private double goalCX;
    private double goalCZ;
    private double lineCX;
    private double lineCZ;
    private double lineDX;
    private double lineDZ;
    private double[] portals = new double[64 * 4];

    /** A query over a mesh, with buffers sized for it. */
    public PathQuery(NavMesh mesh) {
        this.mesh = mesh;
        this.clearance = mesh.agent().clearanceRadiusMetres();
        if (mesh.width > 0xffff || mesh.depth > 0xffff) {
            throw new IllegalArgumentException("a mesh of " + mesh.width + " × " + mesh.depth
                    + " cells is too large to query: at most 65535 cells a side");
        }
        int n = mesh.width * mesh.depth;
        this.g = new double[n];
        this.h = new double[n];
        this.parent = new int[n];
        this.place = new int[n];
        this.state = new int[n];
        this.openCells = new OpenHeap(n);
        this.segments = new Clearance(mesh, clearance)::clear;
        this.minCell = Math.min(mesh.cellX, mesh.cellZ);
        this.diagonalCell = Math.min(Math.sqrt(mesh.cellX * mesh.cellX + mesh.cellZ * mesh.cellZ), 2 * minCell);
    }

    /**
     * Finds a path from a start point to a goal point, world metres, and writes it into {@code dest}.
     * The y values are ignored: each point stands on the cell under it.
     *
     * @return the path's status, also in {@code dest}
     */
    public NavPath.Status find(double startX, double startY, double startZ, double goalX, double goalY, double goalZ,
                               NavPath dest) {
        int start = nearestNode(startX, startZ);
        if (start < 0) {
            dest.reset(NavPath.Status.NO_START);
            return dest.status();
        }
        int goalCell = cellAt(goalX, goalZ);
        int goal = goalCell >= 0 && mesh.kind[goalCell] != NavMesh.NONE ? goalCell : -1;
        int end = search(start, goal, goalX, goalZ);
        boolean complete = end == goal;
        // The corridor from start to end, a diagonal step passing through the cell across its column.
        int length = 0;
        for (int i = end; i != -1; i = parent[i]) {
            length += parent[i] != -1 && isDiagonal(i, parent[i]) ? 2 : 1;
        }
        if (corridor.length < length) {
            corridor = new int[Math.max(length, corridor.length * 2)];
        }
        int k = length;
        for (int i = end; i != -1; i = parent[i]) {
            corridor[--k] = i;
            int p = parent[i];
            if (p != -1 && isDiagonal(i, p)) {
                int viaColumn = p + (i % mesh.width - p % mesh.width), viaRow = p + (i / mesh.width - p / mesh.width) * mesh.width;
                corridor[--k] = offLine(viaColumn) <= offLine(viaRow) ? viaColumn : viaRow;
            }
        }
        double sx = clampInto(start, startX, true), sz = clampInto(start, startZ, false);
        double ex = complete ? goalX : centreX(end), ez = complete ? goalZ : centreZ(end);
        if (complete) {
            ex = clampInto(end, ex, true);
            ez = clampInto(end, ez, false);
        }
        funnel(length, sx, sz, ex, ez, dest, complete ? NavPath.Status.COMPLETE : NavPath.Status.PARTIAL);
        return dest.status();
    }

    // ---- the search ---------------------------------------------------------------------------

    /** A* from start toward goal (−1 when the goal cell is not walkable); returns the goal or the reached node nearest it. */
    private int search(int start, int goal, double goalX, double goalZ) {
        if (mark >= Integer.MAX_VALUE - 2) {
            Arrays.fill(state, 0);
            mark = 0;
        }
        mark += 2;
        final int open = mark, closed = mark + 1;
        final OpenHeap openCells = this.openCells;
        openCells.clear();
        expanded = 0;
        final int w = mesh.width;
        final byte[] moves = mesh.moves;
        final float[] cost = mesh.cost;
        final int[] state = this.state;
        final double[] g = this.g;
        double cx = mesh.cellX, cz = mesh.cellZ, diagonal = Math.sqrt(cx * cx + cz * cz);
        double halfX = 0.5 * cx, halfZ = 0.5 * cz;
        // The goal and the start–goal line in cell units, cell (c, r)'s centre standing at (c, r).
        goalCX = (goalX - mesh.originX) / cx - 0.5;
        goalCZ = (goalZ - mesh.originZ) / cz - 0.5;
        int startC = start % w, startR = start / w;
        lineCX = startC;
        lineCZ = startR;
        double lx = goalCX - lineCX, lz = goalCZ - lineCZ, ll = Math.sqrt(lx * lx + lz * lz);
        lineDX = ll > 0 ? lx / ll : 0;
        lineDZ = ll > 0 ? lz / ll : 0;
        state[start] = open;
        g[start] = 0;
        parent[start] = -1;
        place[start] = startR << 16 | startC;
        double hs = heuristic(startC, startR);
        h[start] = hs;
        openCells.insert(start, hs);
        int nearest = start;
        double nearestDistance = Double.POSITIVE_INFINITY;
        while (!openCells.isEmpty()) {
            int i = openCells.pop();
            state[i] = closed;
            expanded++;
            int cr = place[i];
            int c = cr & 0xffff, r = cr >>> 16;
            double ex = (c - goalCX) * cx, ez = (r - goalCZ) * cz, d = ex * ex + ez * ez;
            if (d < nearestDistance) {
                nearestDistance = d;
                nearest = i;
            }
            if (i == goal) {
                return goal;
            }
            int m = moves[i];
            double gi = g[i];
            float ci = cost[i];
            // The four sides in facing order (north, east, south, west), then the diagonals.
            // A closed neighbour is skipped before its step's cost is worked out.
            if ((m & NORTH_BIT) != 0 && state[i - w] != closed) {
                relax(i, i - w, c, r - 1, gi + halfZ * (ci + cost[i - w]), open);
            }
            if ((m & EAST_BIT) != 0 && state[i + 1] != closed) {
                relax(i, i + 1, c + 1, r, gi + halfX * (ci + cost[i + 1]), open);
            }
            if ((m & SOUTH_BIT) != 0 && state[i + w] != closed) {
                relax(i, i + w, c, r + 1, gi + halfZ * (ci + cost[i + w]), open);
            }
            if ((m & WEST_BIT) != 0 && state[i - 1] != closed) {
                relax(i, i - 1, c - 1, r, gi + halfX * (ci + cost[i - 1]), open);
            }
            if ((m & DIAGONAL_BITS) != 0) {
                // A diagonal step where both ways round its corner are linked; the corridor passes the first.
                if ((m & NavMesh.NORTH_WEST_BIT) != 0 && state[i - w - 1] != closed) {
                    int j = i - w - 1;
                    relax(i, j, c - 1, r - 1, gi + diagonal * corner(ci, cost[j], cost[i - 1], cost[i - w]), open);
                }
                if ((m & NavMesh.NORTH_EAST_BIT) != 0 && state[i - w + 1] != closed) {
                    int j = i - w + 1;
                    relax(i, j, c + 1, r - 1, gi + diagonal * corner(ci, cost[j], cost[i + 1], cost[i - w]), open);
                }
                if ((m & NavMesh.SOUTH_WEST_BIT) != 0 && state[i + w - 1] != closed) {
                    int j = i + w - 1;
                    relax(i, j, c - 1, r + 1, gi + diagonal * corner(ci, cost[j], cost[i - 1], cost[i + w]), open);
                }
                if ((m & NavMesh.SOUTH_EAST_BIT) != 0 && state[i + w + 1] != closed) {
                    int j = i + w + 1;
                    relax(i, j, c + 1, r + 1, gi + diagonal * corner(ci, cost[j], cost[i + 1], cost[i + w]), open);
                }
            }
        }
        return nearest;
    }

    /** What a metre of a diagonal step costs: the dearest of the four cells round its corner. */
    private static double corner(float from, float to, float a, float b) {
        return Math.max(Math.max(from, to), Math.max(a, b));
    }

    private static final int NORTH_BIT = 1 << BlockFacing.NORTH.ordinal();
    private static final int EAST_BIT = 1 << BlockFacing.EAST.ordinal();
    private static final int SOUTH_BIT = 1 << BlockFacing.SOUTH.ordinal();
    private static final int WEST_BIT = 1 << BlockFacing.WEST.ordinal();
    private static final int DIAGONAL_BITS = NavMesh.NORTH_WEST_BIT | NavMesh.NORTH_EAST_BIT | NavMesh.SOUTH_WEST_BIT
            | NavMesh.SOUTH_EAST_BIT;

    /** Opens cell j (not closed) at a cost reached from i, or lowers its cost and its key when cheaper. */
    private void relax(int i, int j, int c, int r, double cost, int open) {
        if (state[j] != open) {
            state[j] = open;
            g[j] = cost;
            parent[j] = i;
            place[j] = r << 16 | c;
            double hj = heuristic(c, r);
            h[j] = hj;
            openCells.insert(j, cost + hj);
        } else if (cost < g[j]) {
            g[j] = cost;
            parent[j] = i;
            openCells.decrease(j, cost + h[j]);
        }
    }

    /**
     * The octile distance from cell (c, r)'s centre to the goal at the cheapest cost a metre (a
     * lower bound), plus a tie-break far under any step's cost toward cells nearer the straight line
     * from start to goal, so that among equal routes the corridor hugs the line the funnel pulls to.
     */
    private double heuristic(int c, int r) {
        double dx = Math.abs(c - goalCX), dz = Math.abs(r - goalCZ);
        double lo = Math.min(dx, dz), hi = Math.max(dx, dz);
        double octile = (hi - lo) * minCell + lo * diagonalCell;
        return octile + TIE_BREAK * Math.abs((c - lineCX) * lineDZ - (r - lineCZ) * lineDX);
    }

    /** Weight of the distance in cells from the start–goal line in the heuristic: a tie-break, not a cost. */
    static final double TIE_BREAK = 1e-6;

    /** How far the cell's centre lies from the straight line from start to goal, in cells. */
    private double offLine(int i) {
        return Math.abs((i % mesh.width - lineCX) * lineDZ - (i / mesh.width - lineCZ) * lineDX);
    }

    private boolean isDiagonal(int a, int b) {
        return a % mesh.width != b % mesh.width && a / mesh.width != b / mesh.width;
    }

    private double distanceTo(int i, double x, double z) {
        double dx = centreX(i) - x, dz = centreZ(i) - z;
        return Math.sqrt(dx * dx + dz * dz);
    }

    // ---- cells --------------------------------------------------------------------------------

    private int cellAt(double x, double z) {
        double fc = Math.floor((x - mesh.originX) / mesh.cellX), fr = Math.floor((z - mesh.originZ) / mesh.cellZ);
        if (!(fc >= 0 && fr >= 0 && fc < mesh.width && fr < mesh.depth)) {
            return -1;
        }
        return (int) fr * mesh.width + (int) fc;
    }

    /** The walkable cell under the point, else the nearest within {@link #START_SEARCH_CELLS}; −1 for none. */
    private int nearestNode(double x, double z) {
        double fc = Math.floor((x - mesh.originX) / mesh.cellX), fr = Math.floor((z - mesh.originZ) / mesh.cellZ);
        int best = -1;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (int dr = -START_SEARCH_CELLS; dr <= START_SEARCH_CELLS; dr++) {
            for (int dc = -START_SEARCH_CELLS; dc <= START_SEARCH_CELLS; dc++) {
                double c = fc + dc, r = fr + dr;
                if (!(c >= 0 && r >= 0 && c < mesh.width && r < mesh.depth)) {
                    continue;
                }
                int i = (int) r * mesh.width + (int) c;
                if (mesh.kind[i] == NavMesh.NONE) {
                    continue;
                }
                double d = distanceTo(i, x, z);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = i;
                }
            }
        }
        return best;
    }

    private double centreX(int i) {
        return mesh.originX + (i % mesh.width + 0.5) * mesh.cellX;
    }

    private double centreZ(int i) {
        return mesh.originZ + (i / mesh.width + 0.5) * mesh.cellZ;
    }

    /** A coordinate clamped into the cell, kept a clearance off each edge the cell does not link across. */
    private double clampInto(int i, double value, boolean alongX) {
        int w = mesh.width;
        int c = i % w, r = i / w;
        double lo = alongX ? mesh.originX + c * mesh.cellX : mesh.originZ + r * mesh.cellZ;
        double size = alongX ? mesh.cellX : mesh.cellZ;
        double hi = lo + size;
        byte bits = mesh.links[i];
        BlockFacing low = alongX ? BlockFacing.WEST : BlockFacing.NORTH, high = alongX ? BlockFacing.EAST : BlockFacing.SOUTH;
        double inset = Math.min(clearance, size / 2);
        if ((bits & (1 << low.ordinal())) == 0) {
            lo += inset;
        }
        if ((bits & (1 << high.ordinal())) == 0) {
            hi -= inset;
        }
        return value < lo ? lo : Math.min(value, hi);
    }

    // ---- string pulling -----------------------------------------------------------------------

    /** Writes portal k: the edge from corridor cell k to k + 1, as its left then right end seen along the walk. */
    private void portal(int k, int from, int to) {
        int w = mesh.width;
        int c = from % w, r = from / w;
        int dc = to % w - c, dr = to / w - r;
        double x0 = mesh.originX + c * mesh.cellX, z0 = mesh.originZ + r * mesh.cellZ;
        double x1 = x0 + mesh.cellX, z1 = z0 + mesh.cellZ;
        double lx, lz, rx, rz;
        BlockFacing leftSide, rightSide;
        if (dc == 1) { // east: left is north
            lx = x1; lz = z0; rx = x1; rz = z1;
            leftSide = BlockFacing.NORTH; rightSide = BlockFacing.SOUTH;
        } else if (dc == -1) { // west: left is south
            lx = x0; lz = z1; rx = x0; rz = z0;
            leftSide = BlockFacing.SOUTH; rightSide = BlockFacing.NORTH;
        } else if (dr == 1) { // south: left is east
            lx = x1; lz = z1; rx = x0; rz = z1;
            leftSide = BlockFacing.EAST; rightSide = BlockFacing.WEST;
        } else { // north: left is west
            lx = x0; lz = z0; rx = x1; rz = z0;
            leftSide = BlockFacing.WEST; rightSide = BlockFacing.EAST;
        }
        double len = dc != 0 ? mesh.cellZ : mesh.cellX;
        double inset = Math.min(clearance, len / 2);
        // An end shrinks by the clearance where either cell does not link onward past it.
        // Along a straight wall (closed on both cells) by the clearance; at a wall's end (closed on
        // one) by √2 times it, so the chord round the corner also keeps the clearance.
        double ux = (rx - lx) / len, uz = (rz - lz) / len;
        double leftInset = inset(open(from, leftSide), open(to, leftSide), inset, len);
        double rightInset = inset(open(from, rightSide), open(to, rightSide), inset, len);
        lx += ux * leftInset;
        lz += uz * leftInset;
        rx -= ux * rightInset;
        rz -= uz * rightInset;
        int o = k * 4;
        portals[o] = lx;
        portals[o + 1] = lz;
        portals[o + 2] = rx;
        portals[o + 3] = rz;
    }

    private static double inset(boolean fromOpen, boolean toOpen, double inset, double len) {
        if (fromOpen && toOpen) {
            return 0;
        }
        return fromOpen || toOpen ? Math.min(inset * Math.sqrt(2), len / 2) : inset;
    }

    private boolean open(int i, BlockFacing side) {
        return (mesh.links[i] & (1 << side.ordinal())) != 0;
    }

    /** The simple stupid funnel ({@link Funnel}) over the corridor's portals, from (sx, sz) to (ex, ez). */
    private void funnel(int length, double sx, double sz, double ex, double ez, NavPath dest, NavPath.Status status) {
        int n = length + 1; // start, length − 1 portals, end
        if (portals.length < n * 4) {
            portals = new double[Math.max(n * 4, portals.length * 2)];
        }
        for (int k = 1; k < length; k++) {
            portal(k, corridor[k - 1], corridor[k]);
        }
        Funnel.pull(portals, corridor, length, sx, sz, ex, ez, dest, status, corner);
        dest.shortcut(segments);
    }

    private final Funnel.Corner corner = this::addPoint;

    private void addPoint(NavPath dest, double x, double z, int cell) {
        double y = mesh.surfaceHeight(x, z);
        if (Double.isNaN(y)) {
            int w = mesh.width;
            double u = (x - mesh.originX) / mesh.cellX - cell % w, v = (z - mesh.originZ) / mesh.cellZ - cell / w;
            y = mesh.heightAt(cell, Math.max(0, Math.min(1, u)), Math.max(0, Math.min(1, v)));
        }
        dest.add(x, y, z);
    }
}
