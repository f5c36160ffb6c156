package dev.loam.nav;

import java.util.Arrays;

/**
 * Path queries on a {@link TerrainNavMesh}: the cheapest route over its linked polygons (A*, each
 * step from one polygon's middle to the next costing its length in metres times the two
 * polygons' mean cost a metre; a polygon is a walkable triangle or a merged rectangle of cells),
 * then pulled straight through the corridor of polygons it crosses by the funnel algorithm over
 * the shared edges (portals). A portal's end at a vertex that touches
 * ground the agent keeps off is drawn in along the portal by the agent's clearance radius times
 * √2 (at most half the portal), so the path's corners stand off the mesh's edges. When the goal
 * cannot be reached, the path runs to the middle of the reached triangle nearest the goal (or to the
 * point of a reached rectangle nearest it, when that is nearer).
 *
 * <p>A deck's triangles ({@link TerrainNavMesh.Builder#deck}) are polygons of the search too,
 * linked to each other across their shared edges and to the ground their open edges lead onto.
 * The path passes the middle of each open edge it steps across onto or off a deck (the funnel
 * pulls each stretch between on its own), so it always holds a point at each of a bridge's ends;
 * a corner on a deck stands at the deck's height. Starts and goals are on the ground.
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
     * The weight on the heuristic (weighted A*): a step from middle to middle of the polygons
     * zig-zags, so the straight-line heuristic under-counts the remaining cost by a fifth and
     * more and the plain search floods the region; weighted, it runs along the way it goes, and
     * the corridor it finds costs at most this many times the cheapest before the funnel and the
     * shortcut pass pull the path taut. This is the weight over single triangles (a mesh not
     * {@link TerrainNavMesh.Builder#merged}).
     */
    static final double H = 2;
    /**
     * The weight over merged polygons: a quarter as many nodes, so the search can afford to stay
     * nearer the cheapest; on the bundled test-water-and-fire region its paths are as long as the
     * single triangles' at weight {@link #H} taken together, and the longest no more than a fifth
     * longer (RegionNavPolygonsTest).
     */
    static final double H_MERGED = 1.5;
    /** Polygons the last search expanded. */
    int expanded;

    /** A query over a mesh, with buffers sized for it. */
    public TerrainPathQuery(TerrainNavMesh mesh) {
        this.mesh = mesh;
        this.hw = mesh.merged ? H_MERGED : H;
        this.inset = mesh.agent().clearanceRadiusMetres() * Math.sqrt(2);
        int n = mesh.triangleCount() + mesh.decks;
        g = new double[n];
        parent = new int[n];
        state = new int[n];
        open = new OpenHeap(n);
    }

    /** The mesh it queries. */
    public TerrainNavMesh mesh() {
        return mesh;
    }

    /** How many polygons the last query's search took off its open set. */
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
        int goal = mesh.isWalkable(under) ? mesh.polygon[under] : -1;
        int end = search(mesh.polygon[start], goal, goalX, goalZ);
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
        double ex = complete ? goalX : nearestX, ez = complete ? goalZ : nearestZ;
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

    /** Where a partial path ends: the point of the reached polygon nearest the goal the last search found. */
    private double nearestX;
    private double nearestZ;

    /**
     * A* over the polygons from start toward goal (−1 when the goal is not walkable); the goal, or
     * the reached polygon nearest it (its point nearest the goal in {@link #nearestX}, {@link #nearestZ}).
     */
    private int search(int start, int goal, double goalX, double goalZ) {
        if (mark >= Integer.MAX_VALUE - 2) {
            Arrays.fill(state, 0);
            mark = 0;
        }
        mark += 2;
        final int closed = mark + 1;
        final int[] state = this.state;
        final int[] neighbour = mesh.neighbour;
        final boolean[] walkable = mesh.walkable;
        final int[] polygon = mesh.polygon;
        final int[] span = mesh.span;
        final double[] mx = mesh.polyX, mz = mesh.polyZ;
        final int cellsX = mesh.cellsX, cellsZ = mesh.cellsZ;
        final OpenHeap open = this.open;
        // The heuristic aims at the goal polygon's middle, where every complete search's cost is counted to.
        hx = goal >= 0 ? mx[goal] : goalX;
        hz = goal >= 0 ? mz[goal] : goalZ;
        open.clear();
        expanded = 0;
        state[start] = mark;
        g[start] = 0;
        parent[start] = -1;
        open.insert(start, hw * distance(mx[start], mz[start], hx, hz));
        int nearest = start;
        double nearestDistance = Double.POSITIVE_INFINITY;
        while (!open.isEmpty()) {
            int p = open.pop();
            state[p] = closed;
            expanded++;
            if (p == goal) {
                return goal;
            }
            if (p >= walkable.length) {
                expandDeck(p); // a partial path ends on the ground nearest the goal, never on a deck
                continue;
            }
            int sp = span[p];
            if (sp == 0) {
                double d = distance(mx[p], mz[p], goalX, goalZ);
                if (d < nearestDistance) {
                    nearestDistance = d;
                    nearest = p;
                    nearestX = mx[p];
                    nearestZ = mz[p];
                }
                for (int e = 0; e < 3; e++) {
                    int u = neighbour[3 * p + e];
                    if (u >= 0 && walkable[u]) {
                        relax(p, polygon[u]);
                    }
                }
                if (mesh.decks > 0) {
                    int[] decks = mesh.groundDeck.get(p);
                    if (decks != null) {
                        for (int l : decks) {
                            relax(p, walkable.length + l / 3);
                        }
                    }
                }
                continue;
            }
            int w = sp & 0xff, dp = sp >> 8;
            int cell = p >> 1, i0 = cell % cellsX, j0 = cell / cellsX;
            double cs = mesh.cellSize, x0 = mesh.originX + i0 * cs, z0 = mesh.originZ + j0 * cs;
            double cx = Math.max(x0, Math.min(x0 + w * cs, goalX)), cz = Math.max(z0, Math.min(z0 + dp * cs, goalZ));
            double d = distance(cx, cz, goalX, goalZ);
            if (d < nearestDistance) {
                nearestDistance = d;
                nearest = p;
                nearestX = cx;
                nearestZ = cz;
            }
            // Round the rectangle's sides: the triangles across each, relaxing each polygon once a run.
            int last = -1;
            if (j0 > 0) {
                for (int i = i0, u = 2 * ((j0 - 1) * cellsX + i0) + 1; i < i0 + w; i++, u += 2) {
                    int q = walkable[u] ? polygon[u] : -1;
                    if (q >= 0 && q != last) {
                        relax(p, q);
                    }
                    last = q;
                }
            }
            last = -1;
            if (j0 + dp < cellsZ) {
                for (int i = i0, u = 2 * ((j0 + dp) * cellsX + i0); i < i0 + w; i++, u += 2) {
                    int q = walkable[u] ? polygon[u] : -1;
                    if (q >= 0 && q != last) {
                        relax(p, q);
                    }
                    last = q;
                }
            }
            last = -1;
            if (i0 > 0) {
                for (int j = j0, u = 2 * (j0 * cellsX + i0 - 1); j < j0 + dp; j++, u += 2 * cellsX) {
                    int q = walkable[u] ? polygon[u] : -1;
                    if (q >= 0 && q != last) {
                        relax(p, q);
                    }
                    last = q;
                }
            }
            last = -1;
            if (i0 + w < cellsX) {
                for (int j = j0, u = 2 * (j0 * cellsX + i0 + w) + 1; j < j0 + dp; j++, u += 2 * cellsX) {
                    int q = walkable[u] ? polygon[u] : -1;
                    if (q >= 0 && q != last) {
                        relax(p, q);
                    }
                    last = q;
                }
            }
        }
        return nearest;
    }

    /** Expands deck polygon p: the decks across its edges and the ground its open edges lead onto. */
    private void expandDeck(int p) {
        int n = mesh.walkable.length, k = p - n;
        for (int e = 0; e < 3; e++) {
            int u = mesh.deckNext[3 * k + e];
            if (u >= 0 && mesh.deckWalkable[u]) {
                relax(p, n + u);
            }
        }
        for (int l : mesh.deckGround[k]) {
            int t = l / 3;
            if (mesh.walkable[t]) {
                relax(p, mesh.polygon[t]);
            }
        }
    }

    /** The heuristic's aim, world x and z. */
    private double hx;
    private double hz;
    /** The heuristic's weight: {@link #H_MERGED} or {@link #H}. */
    private final double hw;

    /** Opens polygon q from p, or lowers its cost, unless it is closed. */
    private void relax(int p, int q) {
        int sq = state[q];
        if (sq == mark + 1) {
            return;
        }
        final double[] mx = mesh.polyX, my = mesh.polyY, mz = mesh.polyZ;
        final float[] cost = mesh.cost;
        double dx = mx[q] - mx[p], dy = my[q] - my[p], dz = mz[q] - mz[p];
        double gq = g[p] + Math.sqrt(dx * dx + dy * dy + dz * dz) * 0.5 * (cost[p] + cost[q]);
        if (sq != mark) {
            state[q] = mark;
            g[q] = gq;
            parent[q] = p;
            open.insert(q, gq + hw * distance(mx[q], mz[q], hx, hz));
        } else if (gq < g[q]) {
            g[q] = gq;
            parent[q] = p;
            open.decrease(q, gq + hw * distance(mx[q], mz[q], hx, hz));
        }
    }

    private static double distance(double ax, double az, double bx, double bz) {
        double dx = ax - bx, dz = az - bz;
        return Math.sqrt(dx * dx + dz * dz);
    }

    // ---- string pulling -----------------------------------------------------------------------

    /**
     * Writes portal k, the edge polygon a shares with its neighbour b, as its left then right end
     * seen from a.
     */
    private void portal(int k, int a, int b) {
        int n = mesh.walkable.length;
        if (a >= n || b >= n) {
            deckPortal(k, a, b);
            return;
        }
        final int[] span = mesh.span;
        int pi, pj, qi, qj;
        if (span[a] == 0 || span[b] == 0) {
            // One of them is a triangle: its edge across which the other lies.
            int t = span[a] == 0 ? a : b, other = t == a ? b : a;
            int e = 0;
            while (e < 2 && !linksTo(mesh.neighbour[3 * t + e], other)) {
                e++;
            }
            int cell = t >> 1, s = t & 1;
            int i = cell % mesh.cellsX, j = cell / mesh.cellsX;
            // Corner m of the triangle as (di, dj): (a, d, b) or (a, c, d).
            int p = e, q = (e + 1) % 3;
            pi = i + cornerI(s, p);
            pj = j + cornerJ(s, p);
            qi = i + cornerI(s, q);
            qj = j + cornerJ(s, q);
        } else {
            // Two rectangles: the stretch of side they share.
            int ca = a >> 1, cb = b >> 1;
            int ai0 = ca % mesh.cellsX, aj0 = ca / mesh.cellsX, ai1 = ai0 + (span[a] & 0xff), aj1 = aj0 + (span[a] >> 8);
            int bi0 = cb % mesh.cellsX, bj0 = cb / mesh.cellsX, bi1 = bi0 + (span[b] & 0xff), bj1 = bj0 + (span[b] >> 8);
            if (ai1 == bi0 || bi1 == ai0) {
                pi = qi = ai1 == bi0 ? ai1 : ai0;
                pj = Math.max(aj0, bj0);
                qj = Math.min(aj1, bj1);
            } else {
                pj = qj = aj1 == bj0 ? aj1 : aj0;
                pi = Math.max(ai0, bi0);
                qi = Math.min(ai1, bi1);
            }
        }
        double px = mesh.originX + pi * mesh.cellSize, pz = mesh.originZ + pj * mesh.cellSize;
        double qx = mesh.originX + qi * mesh.cellSize, qz = mesh.originZ + qj * mesh.cellSize;
        boolean pEdge = mesh.boundary[pj * mesh.nx + pi], qEdge = mesh.boundary[qj * mesh.nx + qi];
        if (Flat.cross(mesh.polyX[a], mesh.polyZ[a], px, pz, qx, qz) < 0) {
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

    /**
     * Writes portal k between a and b, one of them a deck: the edge two decks share, or the deck's
     * open edge that leads onto the ground triangle, both ends inset by the clearance (a deck's
     * edges are its sides).
     */
    private void deckPortal(int k, int a, int b) {
        int n = mesh.walkable.length;
        int deck = a >= n ? a - n : b - n, other = deck == a - n ? b : a;
        int e = 0;
        if (other >= n) {
            while (e < 2 && mesh.deckNext[3 * deck + e] != other - n) {
                e++;
            }
        } else {
            for (int l : mesh.deckGround[deck]) {
                if (mesh.polygon[l / 3] == other) {
                    e = l % 3;
                    break;
                }
            }
        }
        double[] c = mesh.deckCorners;
        int f = (e + 1) % 3;
        double px = c[9 * deck + 3 * e], pz = c[9 * deck + 3 * e + 2];
        double qx = c[9 * deck + 3 * f], qz = c[9 * deck + 3 * f + 2];
        // Left then right seen from a: seen from the deck unless a is the ground beyond it.
        double cr = Flat.cross(mesh.polyX[n + deck], mesh.polyZ[n + deck], px, pz, qx, qz);
        if ((cr < 0) == (a == n + deck)) {
            double tx = px, tz = pz;
            px = qx;
            pz = qz;
            qx = tx;
            qz = tz;
        }
        double len = Math.sqrt((qx - px) * (qx - px) + (qz - pz) * (qz - pz));
        double ux = len > 0 ? (qx - px) / len : 0, uz = len > 0 ? (qz - pz) / len : 0;
        double in = Math.min(inset, 0.5 * len);
        int o = 4 * k;
        portals[o] = px + ux * in;
        portals[o + 1] = pz + uz * in;
        portals[o + 2] = qx - ux * in;
        portals[o + 3] = qz - uz * in;
        if ((a >= n) != (b >= n)) {
            // Onto or off a deck: the path passes the edge's middle, a point of its own.
            double mx = 0.5 * (portals[o] + portals[o + 2]), mz = 0.5 * (portals[o + 1] + portals[o + 3]);
            portals[o] = portals[o + 2] = mx;
            portals[o + 1] = portals[o + 3] = mz;
        }
    }

    /** Whether triangle u (−1 off the grid) is walkable and of polygon p. */
    private boolean linksTo(int u, int p) {
        return u >= 0 && mesh.walkable[u] && mesh.polygon[u] == p;
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
        int n0 = mesh.walkable.length;
        int from = 0;
        for (int k = 1; k < length && mesh.decks > 0; k++) {
            if ((corridor[k - 1] >= n0) != (corridor[k] >= n0)) {
                // A step onto or off a deck: pull the stretch up to its portal's middle on its own.
                pullStretch(from, k, sx, sz, portals[4 * k], portals[4 * k + 1], dest, status, from == 0);
                sx = portals[4 * k];
                sz = portals[4 * k + 1];
                from = k;
            }
        }
        if (from == 0) {
            Funnel.pull(portals, corridor, length, sx, sz, ex, ez, dest, status, corner);
        } else {
            pullStretch(from, length, sx, sz, ex, ez, dest, status, false);
        }
        dest.shortcut(clear);
    }

    private double[] stretchPortals = new double[64];
    private int[] stretchCorridor = new int[16];
    private final NavPath stretch = new NavPath();

    /**
     * Pulls the corridor's polygons {@code from} to {@code to − 1} from (sx, sz) to (ex, ez) and
     * adds the points to {@code dest}, its first too when {@code first}.
     */
    private void pullStretch(int from, int to, double sx, double sz, double ex, double ez, NavPath dest,
                             NavPath.Status status, boolean first) {
        int length = to - from;
        if (stretchPortals.length < 4 * (length + 1)) {
            stretchPortals = new double[Math.max(4 * (length + 1), 2 * stretchPortals.length)];
        }
        if (stretchCorridor.length < length) {
            stretchCorridor = new int[Math.max(length, 2 * stretchCorridor.length)];
        }
        System.arraycopy(portals, 4 * from, stretchPortals, 0, 4 * length);
        System.arraycopy(corridor, from, stretchCorridor, 0, length);
        Funnel.pull(stretchPortals, stretchCorridor, length, sx, sz, ex, ez, stretch, status, corner);
        if (first) {
            dest.reset(status);
        }
        for (int i = first ? 0 : 1; i < stretch.pointCount(); i++) {
            dest.add(stretch.x(i), stretch.y(i), stretch.z(i));
        }
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

    /**
     * Whether no triangle of cell (i, j) or its neighbours that the agent keeps off lies within the
     * clearance of segment a–b. A neighbour cell wholly more than the clearance to one side of the
     * segment's line, or outside the segment's box grown by the clearance, cannot hold one (an
     * exact reject before the exact distance).
     */
    private boolean cellClear(int i, int j, double ax, double az, double bx, double bz) {
        if (i < 0 || j < 0 || i >= mesh.cellsX || j >= mesh.cellsZ) {
            return false;
        }
        if (!mesh.nearOff[j * mesh.cellsX + i]) {
            return true;
        }
        double reach = mesh.agent().clearanceRadiusMetres();
        double cs = mesh.cellSize;
        double minX = Math.min(ax, bx) - reach, maxX = Math.max(ax, bx) + reach;
        double minZ = Math.min(az, bz) - reach, maxZ = Math.max(az, bz) + reach;
        // The line's unit normal: n · p − c is the signed distance of p from the line.
        double ux = bx - ax, uz = bz - az, len = Math.sqrt(ux * ux + uz * uz);
        double nx = len > 0 ? -uz / len : 0, nz = len > 0 ? ux / len : 0, c = nx * ax + nz * az;
        double slack = reach + 1e-9 * (1 + Math.abs(c));
        for (int cj = j - 1; cj <= j + 1; cj++) {
            for (int ci = i - 1; ci <= i + 1; ci++) {
                boolean inside = ci >= 0 && cj >= 0 && ci < mesh.cellsX && cj < mesh.cellsZ;
                int t0 = 2 * (cj * mesh.cellsX + ci);
                if (inside && mesh.walkable[t0] && mesh.walkable[t0 + 1]) {
                    continue;
                }
                double x0 = mesh.originX + ci * cs, z0 = mesh.originZ + cj * cs;
                double x1 = x0 + cs, z1 = z0 + cs;
                if (x0 > maxX || x1 < minX || z0 > maxZ || z1 < minZ) {
                    continue;
                }
                if (len > 0) {
                    double d00 = nx * x0 + nz * z0 - c, d10 = nx * x1 + nz * z0 - c;
                    double d01 = nx * x0 + nz * z1 - c, d11 = nx * x1 + nz * z1 - c;
                    double lo = Math.min(Math.min(d00, d10), Math.min(d01, d11));
                    double hi = Math.max(Math.max(d00, d10), Math.max(d01, d11));
                    if (lo > slack || hi < -slack) {
                        continue;
                    }
                }
                for (int s = 0; s < 2; s++) {
                    if (inside && mesh.walkable[t0 + s]) {
                        continue;
                    }
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
        if (triangle >= mesh.walkable.length) {
            dest.add(x, deckHeight(triangle - mesh.walkable.length, x, z), z);
            return;
        }
        double y = mesh.terrain().heightAt(x, z);
        dest.add(x, Double.isNaN(y) ? mesh.midY[triangle] : y, z);
    }

    /** The height of deck k's plane at (x, z), held within its corners' heights. */
    private double deckHeight(int k, double x, double z) {
        double[] c = mesh.deckCorners;
        int o = 9 * k;
        double ax = c[o], ay = c[o + 1], az = c[o + 2];
        double ux = c[o + 3] - ax, uy = c[o + 4] - ay, uz = c[o + 5] - az;
        double vx = c[o + 6] - ax, vy = c[o + 7] - ay, vz = c[o + 8] - az;
        double det = ux * vz - uz * vx;
        double lo = Math.min(ay, Math.min(c[o + 4], c[o + 7])), hi = Math.max(ay, Math.max(c[o + 4], c[o + 7]));
        if (det == 0) {
            return 0.5 * (lo + hi);
        }
        double s = ((x - ax) * vz - (z - az) * vx) / det, t = (ux * (z - az) - uz * (x - ax)) / det;
        return Math.max(lo, Math.min(hi, ay + s * uy + t * vy));
    }
}
