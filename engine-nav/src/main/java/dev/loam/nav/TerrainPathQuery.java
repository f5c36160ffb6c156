package dev.loam.nav;

import java.util.Arrays;

/**
 * Path queries on a {@link TerrainNavMesh}: the cheapest route over its linked triangles (A*, each
 * step from one triangle's middle to the next costing its length in metres times the two
 * triangles' mean cost a metre), then pulled straight through the corridor of triangles it crosses
 * by the funnel algorithm over the shared edges (portals). A portal's end at a vertex that touches
 * ground the agent keeps off is drawn in along the portal by the agent's clearance radius times
 * √2 (at most half the portal), so the path's corners stand off the mesh's edges. When the goal
 * cannot be reached, the path runs to the middle of the reached triangle nearest the goal.
 *
 * <p>A query holds its own buffers and reuses them: once warm, a query allocates only when a path
 * is longer than any before. One query per thread; the mesh must not change during a query.
 */
public final class TerrainPathQuery {
    /** How far from the start, in cells, a start off the walkable triangles looks for one. */
    static final int START_SEARCH_CELLS = 2;

    private final TerrainNavMesh mesh;
    private final double inset;
    private final double[] g;
    private final int[] parent;
    private final int[] state;
    private int mark;
    private final OpenHeap open;
    private int[] corridor = new int[256];
    private double[] portals = new double[256 * 4];
    /**
     * The weight on the heuristic (weighted A*): a step from middle to middle of the triangles
     * zig-zags, so the straight-line heuristic under-counts the remaining cost by a fifth and
     * more and the plain search floods the region; weighted, it runs along the way it goes, and
     * the corridor it finds costs at most this many times the cheapest before the funnel and the
     * shortcut pass pull the path taut.
     */
    static final double H = 2;
    /** Triangles the last search expanded. */
    int expanded;

    /** A query over a mesh, with buffers sized for it. */
    public TerrainPathQuery(TerrainNavMesh mesh) {
        this.mesh = mesh;
        this.inset = mesh.agent().clearanceRadiusMetres() * Math.sqrt(2);
        int n = mesh.triangleCount();
        g = new double[n];
        parent = new int[n];
        state = new int[n];
        open = new OpenHeap(n);
    }

    /** The mesh it queries. */
    public TerrainNavMesh mesh() {
        return mesh;
    }

    /** How many triangles the last query's search took off its open set. */
    public int lastExpanded() {
        return expanded;
    }

    /**
     * Finds a path from a start point to a goal point, world metres, and writes it into
     * {@code dest}. The y values are ignored: each point stands on the ground under it.
     *
     * @return the path's status, also in {@code dest}
     */
    public NavPath.Status find(double startX, double startY, double startZ, double goalX, double goalY, double goalZ,
                               NavPath dest) {
        int start = nearestWalkable(startX, startZ);
        if (start < 0) {
            dest.reset(NavPath.Status.NO_START);
            return dest.status();
        }
        int under = mesh.triangleAt(goalX, goalZ);
        int goal = mesh.isWalkable(under) ? under : -1;
        int end = search(start, goal, goalX, goalZ);
        boolean complete = end == goal;
        int length = 0;
        for (int t = end; t != -1; t = parent[t]) {
            length++;
        }
        if (corridor.length < length) {
            corridor = new int[Math.max(length, corridor.length * 2)];
        }
        int k = length;
        for (int t = end; t != -1; t = parent[t]) {
            corridor[--k] = t;
        }
        boolean startInside = mesh.triangleAt(startX, startZ) == start;
        double sx = startInside ? startX : mesh.midX[start], sz = startInside ? startZ : mesh.midZ[start];
        double ex = complete ? goalX : mesh.midX[end], ez = complete ? goalZ : mesh.midZ[end];
        funnel(length, sx, sz, ex, ez, dest, complete ? NavPath.Status.COMPLETE : NavPath.Status.PARTIAL);
        return dest.status();
    }

    /** The walkable triangle under the point, else the one whose middle is nearest within {@link #START_SEARCH_CELLS}. */
    private int nearestWalkable(double x, double z) {
        int under = mesh.triangleAt(x, z);
        if (mesh.isWalkable(under)) {
            return under;
        }
        int ci = (int) Math.floor((x - mesh.originX) / mesh.cellSize), cj = (int) Math.floor((z - mesh.originZ) / mesh.cellSize);
        int best = -1;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (int j = cj - START_SEARCH_CELLS; j <= cj + START_SEARCH_CELLS; j++) {
            for (int i = ci - START_SEARCH_CELLS; i <= ci + START_SEARCH_CELLS; i++) {
                if (i < 0 || j < 0 || i >= mesh.cellsX || j >= mesh.cellsZ) {
                    continue;
                }
                for (int s = 0; s < 2; s++) {
                    int t = 2 * (j * mesh.cellsX + i) + s;
                    if (mesh.walkable[t]) {
                        double dx = mesh.midX[t] - x, dz = mesh.midZ[t] - z, d = dx * dx + dz * dz;
                        if (d < bestDistance) {
                            bestDistance = d;
                            best = t;
                        }
                    }
                }
            }
        }
        return best;
    }

    /** A* from start toward goal (−1 when the goal is not walkable); the goal, or the reached triangle nearest it. */
    private int search(int start, int goal, double goalX, double goalZ) {
        if (mark >= Integer.MAX_VALUE - 2) {
            Arrays.fill(state, 0);
            mark = 0;
        }
        mark += 2;
        final int opened = mark, closed = mark + 1;
        final int[] state = this.state;
        final double[] g = this.g;
        final int[] parent = this.parent;
        final int[] neighbour = mesh.neighbour;
        final boolean[] walkable = mesh.walkable;
        final float[] cost = mesh.cost;
        final double[] mx = mesh.midX, my = mesh.midY, mz = mesh.midZ;
        final OpenHeap open = this.open;
        // The heuristic aims at the goal triangle's middle, where every complete search's cost is counted to.
        double hx = goal >= 0 ? mx[goal] : goalX, hz = goal >= 0 ? mz[goal] : goalZ;
        open.clear();
        expanded = 0;
        state[start] = opened;
        g[start] = 0;
        parent[start] = -1;
        open.insert(start, H * distance(mx[start], mz[start], hx, hz));
        int nearest = start;
        double nearestDistance = Double.POSITIVE_INFINITY;
        while (!open.isEmpty()) {
            int t = open.pop();
            state[t] = closed;
            expanded++;
            if (t == goal) {
                return goal;
            }
            double tx = mx[t], ty = my[t], tz = mz[t];
            double ht = distance(tx, tz, goalX, goalZ);
            if (ht < nearestDistance) {
                nearestDistance = ht;
                nearest = t;
            }
            double gt = g[t];
            float ct = cost[t];
            for (int e = 0; e < 3; e++) {
                int u = neighbour[3 * t + e];
                if (u < 0 || !walkable[u] || state[u] == closed) {
                    continue;
                }
                double dx = mx[u] - tx, dy = my[u] - ty, dz = mz[u] - tz;
                double gu = gt + Math.sqrt(dx * dx + dy * dy + dz * dz) * 0.5 * (ct + cost[u]);
                if (state[u] != opened) {
                    state[u] = opened;
                    g[u] = gu;
                    parent[u] = t;
                    open.insert(u, gu + H * distance(mx[u], mz[u], hx, hz));
                } else if (gu < g[u]) {
                    g[u] = gu;
                    parent[u] = t;
                    open.decrease(u, gu + H * distance(mx[u], mz[u], hx, hz));
                }
            }
        }
        return nearest;
    }

    private static double distance(double ax, double az, double bx, double bz) {
        double dx = ax - bx, dz = az - bz;
        return Math.sqrt(dx * dx + dz * dz);
    }

    // ---- string pulling -----------------------------------------------------------------------

    /** Writes portal k, the edge from triangle a to its neighbour b, as its left then right end seen from a. */
    private void portal(int k, int a, int b) {
        int e = mesh.neighbour[3 * a] == b ? 0 : mesh.neighbour[3 * a + 1] == b ? 1 : 2;
        int cell = a >> 1, s = a & 1;
        int i = cell % mesh.cellsX, j = cell / mesh.cellsX;
        // Corner m of the triangle as (di, dj): (a, d, b) or (a, c, d).
        int p = e, q = (e + 1) % 3;
        int pi = i + cornerI(s, p), pj = j + cornerJ(s, p), qi = i + cornerI(s, q), qj = j + cornerJ(s, q);
        double px = mesh.originX + pi * mesh.cellSize, pz = mesh.originZ + pj * mesh.cellSize;
        double qx = mesh.originX + qi * mesh.cellSize, qz = mesh.originZ + qj * mesh.cellSize;
        boolean pEdge = mesh.boundary[pj * mesh.nx + pi], qEdge = mesh.boundary[qj * mesh.nx + qi];
        if (Flat.cross(mesh.midX[a], mesh.midZ[a], px, pz, qx, qz) < 0) {
            double tx = px, tz = pz;
            px = qx;
            pz = qz;
            qx = tx;
            qz = tz;
            boolean te = pEdge;
            pEdge = qEdge;
            qEdge = te;
        }
        double len = Math.sqrt((qx - px) * (qx - px) + (qz - pz) * (qz - pz));
        double ux = (qx - px) / len, uz = (qz - pz) / len;
        double in = Math.min(inset, 0.5 * len);
        double pIn = pEdge ? in : 0, qIn = qEdge ? in : 0;
        int o = 4 * k;
        portals[o] = px + ux * pIn;
        portals[o + 1] = pz + uz * pIn;
        portals[o + 2] = qx - ux * qIn;
        portals[o + 3] = qz - uz * qIn;
    }

    /** Corner m's offset along x from the cell's (i, j) corner, for triangle s. */
    private static int cornerI(int s, int m) {
        // s 0: a (0,0), d (1,1), b (1,0); s 1: a (0,0), c (0,1), d (1,1)
        return s == 0 ? (m == 0 ? 0 : 1) : (m == 2 ? 1 : 0);
    }

    private static int cornerJ(int s, int m) {
        return s == 0 ? (m == 1 ? 1 : 0) : (m == 0 ? 0 : 1);
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
        dest.shortcut(clear);
    }

    private final Funnel.Corner corner = this::addPoint;

    private final NavPath.Segments clear = this::clear;

    /**
     * Whether a straight walk from a to b across (x, z) keeps the clearance radius off every
     * triangle the agent keeps off: walks the cells under the segment and tests the triangles of
     * each and of its eight neighbours (the clearance is under a cell across), skipping the cells
     * with none off the mesh round them.
     */
    boolean clear(double ax, double az, double bx, double bz) {
        double cs = mesh.cellSize;
        double fx = (ax - mesh.originX) / cs, fz = (az - mesh.originZ) / cs;
        double gx = (bx - mesh.originX) / cs, gz = (bz - mesh.originZ) / cs;
        int i = (int) Math.floor(fx), j = (int) Math.floor(fz);
        int ei = (int) Math.floor(gx), ej = (int) Math.floor(gz);
        double dx = gx - fx, dz = gz - fz;
        int si = dx > 0 ? 1 : -1, sj = dz > 0 ? 1 : -1;
        double tDeltaX = dx != 0 ? Math.abs(1 / dx) : Double.POSITIVE_INFINITY;
        double tDeltaZ = dz != 0 ? Math.abs(1 / dz) : Double.POSITIVE_INFINITY;
        double tMaxX = dx != 0 ? ((si > 0 ? i + 1 - fx : fx - i) * tDeltaX) : Double.POSITIVE_INFINITY;
        double tMaxZ = dz != 0 ? ((sj > 0 ? j + 1 - fz : fz - j) * tDeltaZ) : Double.POSITIVE_INFINITY;
        int limit = Math.abs(ei - i) + Math.abs(ej - j) + 2;
        for (int k = 0; k < limit; k++) {
            if (!cellClear(i, j, ax, az, bx, bz)) {
                return false;
            }
            if (i == ei && j == ej) {
                return true;
            }
            if (tMaxX < tMaxZ) {
                tMaxX += tDeltaX;
                i += si;
            } else {
                tMaxZ += tDeltaZ;
                j += sj;
            }
        }
        return true;
    }

    private final double[] tri = new double[6];

    /** Whether no triangle of cell (i, j) or its neighbours that the agent keeps off lies within the clearance of segment a–b. */
    private boolean cellClear(int i, int j, double ax, double az, double bx, double bz) {
        if (i < 0 || j < 0 || i >= mesh.cellsX || j >= mesh.cellsZ) {
            return false;
        }
        if (!mesh.nearOff[j * mesh.cellsX + i]) {
            return true;
        }
        double reach = mesh.agent().clearanceRadiusMetres();
        for (int cj = j - 1; cj <= j + 1; cj++) {
            for (int ci = i - 1; ci <= i + 1; ci++) {
                for (int s = 0; s < 2; s++) {
                    boolean inside = ci >= 0 && cj >= 0 && ci < mesh.cellsX && cj < mesh.cellsZ;
                    if (inside && mesh.walkable[2 * (cj * mesh.cellsX + ci) + s]) {
                        continue;
                    }
                    double x0 = mesh.originX + ci * mesh.cellSize, z0 = mesh.originZ + cj * mesh.cellSize;
                    double x1 = x0 + mesh.cellSize, z1 = z0 + mesh.cellSize;
                    tri[0] = x0;
                    tri[1] = z0;
                    tri[2] = s == 0 ? x1 : x0;
                    tri[3] = z1;
                    tri[4] = x1;
                    tri[5] = s == 0 ? z0 : z1;
                    if (Flat.segmentTriangleDistance(ax, az, bx, bz, tri) <= reach) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private void addPoint(NavPath dest, double x, double z, int triangle) {
        double y = mesh.terrain().heightAt(x, z);
        dest.add(x, Double.isNaN(y) ? mesh.midY[triangle] : y, z);
    }
}
