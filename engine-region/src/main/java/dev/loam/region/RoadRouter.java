package dev.loam.region;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Finds a road's way over the tiles, the cheapest through the sockets (the middles of the tiles'
 * edges): a search over states "tile entered through one of its sides" (at most four a tile). A
 * step across a tile costs one, a quarter bend {@value #TURN_COST} more, a half tile from or to a
 * middle a half; climbing faster than the class may, measured from the land's levels at the
 * sockets and middles, costs {@value #OVERCLIMB_COST} a level a tile past its limit (for a highway
 * or an avenue, the land with its dips closed over as its heights will close them: every corner's
 * highest level within its smoothing reach, then the lowest of those, so it is routed across a
 * gorge it bridges rather than round it). A road with {@code "tunnels": "auto"} pays only
 * {@value #TUNNEL_OVERCLIMB_COST} a level a tile past its limit, so it goes straight through a hill
 * its tunnels will carry it under rather than round it. A road
 * crosses another only straight across a tile at right angles where that road runs straight and
 * nothing else meets it, never runs along one, never enters a tile it has already crossed (its own
 * earlier legs and the tiles behind it on this leg) and never enters a wet tile. Each leg (from its
 * start to its first via tile, between via tiles, from the last to its end) is searched in turn,
 * the tiles of the legs before it taken.
 */
final class RoadRouter {
    /** What a quarter bend costs over a straight step. */
    static final double TURN_COST = 0.25;
    /** What each level a tile of climbing past the class's limit costs. */
    static final double OVERCLIMB_COST = 2.0;
    /** What each level a tile of climbing past the limit costs a road that may tunnel: little. */
    static final double TUNNEL_OVERCLIMB_COST = 0.125;
    /** A quarter bend's length over a tile's side: a quarter circle of 32 m. */
    static final double BEND_TILES = Math.PI / 4.0;

    /** One tile's piece of a route: entered through side {@code entry}, left through {@code exit}; -1 is the middle. */
    record Piece(int i, int j, int entry, int exit) {
    }

    /** Where a leg may start or end: tiles with the sides it may leave or arrive through. */
    record Anchor(List<int[]> tileSides, boolean middle, int road) {
    }

    private final RoadTiles tiles;
    private final int[] levels;
    private final boolean[] wet;
    private final double limit;
    private final double overclimb;
    private final int tx;
    private final int tz;
    private final double[] dist;
    private final int[] parent;
    private final boolean[] closed;
    private final boolean[] own;
    private long expanded;

    RoadRouter(RoadTiles tiles, CornerLevels corners, boolean[] wet, RoadClass roadClass, boolean tunnels) {
        this.tiles = tiles;
        this.wet = wet;
        this.limit = roadClass.climbLevelsPerTile();
        this.overclimb = tunnels ? TUNNEL_OVERCLIMB_COST : OVERCLIMB_COST;
        this.tx = tiles.tilesX();
        this.tz = tiles.tilesZ();
        int[] land = new int[(tx + 1) * (tz + 1)];
        for (int j = 0; j <= tz; j++) {
            for (int i = 0; i <= tx; i++) {
                land[j * (tx + 1) + i] = corners.level(i, j);
            }
        }
        int reach = (roadClass.smoothingTiles() + 1) / 2;
        this.levels = reach == 0 ? land : window(window(land, reach, true), reach, false);
        int states = tx * tz * 4;
        dist = new double[states * 2];
        parent = new int[states];
        closed = new boolean[states * 2];
        own = new boolean[tx * tz];
    }

    /** How many states this router's searches expanded so far. */
    long expanded() {
        return expanded;
    }

    /** Marks a tile as one of this road's, so later legs never enter it again. */
    void own(int i, int j) {
        own[j * tx + i] = true;
    }

    static int di(int side) {
        return Direction.values()[side].di();
    }

    static int dj(int side) {
        return Direction.values()[side].dj();
    }

    /** Each corner's highest (or lowest) level within {@code reach} corners either way, both axes. */
    private int[] window(int[] v, int reach, boolean max) {
        int cx = tx + 1;
        int[] out = new int[v.length];
        for (int j = 0; j <= tz; j++) {
            for (int i = 0; i <= tx; i++) {
                int best = v[j * cx + i];
                for (int dj = -reach; dj <= reach; dj++) {
                    for (int di = -reach; di <= reach; di++) {
                        int a = i + di;
                        int b = j + dj;
                        if (a >= 0 && b >= 0 && a <= tx && b <= tz) {
                            best = max ? Math.max(best, v[b * cx + a]) : Math.min(best, v[b * cx + a]);
                        }
                    }
                }
                out[j * cx + i] = best;
            }
        }
        return out;
    }

    /** The land's level at a side's socket (its two corners' mean) or, for -1, the tile's middle. */
    private double level(int i, int j, int side) {
        int cx = tx + 1;
        int se = levels[j * cx + i];
        int sw = levels[j * cx + i + 1];
        int ne = levels[(j + 1) * cx + i];
        int nw = levels[(j + 1) * cx + i + 1];
        return switch (side) {
            case 0 -> (ne + nw) / 2.0;
            case 1 -> (se + ne) / 2.0;
            case 2 -> (se + sw) / 2.0;
            case 3 -> (sw + nw) / 2.0;
            default -> (se + sw + ne + nw) / 4.0;
        };
    }

    /** What a piece costs: its length in tiles, a bend's extra, and the climb past the class's limit. */
    double cost(int i, int j, int entry, int exit) {
        double len;
        double extra = 0.0;
        if (entry < 0 || exit < 0) {
            len = 0.5;
        } else if (exit == RoadTiles.opposite(entry)) {
            len = 1.0;
        } else {
            len = BEND_TILES;
            extra = TURN_COST;
        }
        double rate = Math.abs(level(i, j, exit) - level(i, j, entry)) / len;
        return len + extra + overclimb * Math.max(0.0, rate - limit) * len;
    }

    /** A state's index: tile [i, j] entered through side {@code e}. */
    private int state(int i, int j, int e) {
        return (j * tx + i) * 4 + e;
    }

    /**
     * One leg's cheapest way, or null when there is none.
     *
     * @param start where it starts: a middle (tile, exit sides) or, with {@code startEntry} 0 or
     *     more, tile entered through that side (an edge's border socket, or a via tile reached)
     * @param startEntry the side the start tile was entered through, or -1 for its middle
     * @param goal where it ends: for a middle goal the tiles and the sides it may arrive through;
     *     for an edge the tile and its border side (left through); for a via tile, any arrival
     * @param goalKind 0 a middle, 1 an edge's border, 2 a via tile
     * @param straightOut whether the start tile (entered through {@code startEntry}, an edge's
     *     border) is crossed straight: a road comes in from the border, and goes out to it,
     *     straight across its edge tile
     * @return the pieces, the last one's exit the middle (-1), the border side, or, for a via
     *     tile, -2 (arrived: the next leg goes on from its entry side)
     */
    List<Piece> leg(List<int[]> start, int startEntry, List<int[]> goal, int goalKind, boolean straightOut) {
        int states = tx * tz * 4;
        Arrays.fill(dist, Double.POSITIVE_INFINITY);
        Arrays.fill(closed, false);
        Arrays.fill(parent, Integer.MIN_VALUE);
        int[] goalSides = new int[tx * tz];
        double[] h = new double[tx * tz];
        for (int[] g : goal) {
            goalSides[g[1] * tx + g[0]] |= g[2];
        }
        for (int j = 0; j < tz; j++) {
            for (int i = 0; i < tx; i++) {
                int best = Integer.MAX_VALUE;
                for (int[] g : goal) {
                    best = Math.min(best, Math.abs(g[0] - i) + Math.abs(g[1] - j));
                }
                h[j * tx + i] = Math.max(0, best - 1);
            }
        }
        Heap heap = new Heap(states * 2);
        for (int[] s : start) {
            int i = s[0];
            int j = s[1];
            if (startEntry >= 0) {
                int st = state(i, j, startEntry);
                dist[st] = 0.0;
                heap.push(h[j * tx + i], st);
                continue;
            }
            for (int d = 0; d < 4; d++) {
                if ((s[2] & RoadTiles.bit(d)) == 0) {
                    continue;
                }
                int ni = i + di(d);
                int nj = j + dj(d);
                if (!enterable(ni, nj, -1, i, j)) {
                    continue;
                }
                int st = state(ni, nj, RoadTiles.opposite(d));
                double c = cost(i, j, -1, d);
                if (c < dist[st]) {
                    dist[st] = c;
                    parent[st] = -1 - ((j * tx + i) * 4 + d);
                    heap.push(c + h[nj * tx + ni], st);
                }
            }
        }
        while (!heap.isEmpty()) {
            int st = heap.pop();
            if (closed[st]) {
                continue;
            }
            closed[st] = true;
            expanded++;
            if (st >= states) {
                return pieces(st - states, goalKind, goal);
            }
            int t = st / 4;
            int e = st % 4;
            int i = t % tx;
            int j = t / tx;
            double c = dist[st];
            int sides = goalSides[t];
            if (goalKind == 2 && sides != 0) {
                return pieces(st, goalKind, goal);
            }
            if (sides != 0) {
                int exit = goalKind == 0 ? -1 : Integer.numberOfTrailingZeros(sides);
                boolean ok = goalKind == 0 ? (sides & RoadTiles.bit(e)) != 0
                        : exit == RoadTiles.opposite(e) && tiles.canPass(i, j, e, exit);
                if (ok) {
                    double f = c + cost(i, j, e, exit);
                    if (f < dist[st + states]) {
                        dist[st + states] = f;
                        heap.push(f, st + states);
                    }
                }
            }
            boolean seed = parent[st] == Integer.MIN_VALUE;
            for (int d = 0; d < 4; d++) {
                if (d == e || !tiles.canPass(i, j, e, d) || (seed && straightOut && d != RoadTiles.opposite(e))) {
                    continue;
                }
                int ni = i + di(d);
                int nj = j + dj(d);
                if (!enterable(ni, nj, st, i, j)) {
                    continue;
                }
                int ns = state(ni, nj, RoadTiles.opposite(d));
                double nc = c + cost(i, j, e, d);
                if (nc < dist[ns]) {
                    dist[ns] = nc;
                    parent[ns] = st;
                    heap.push(nc + h[nj * tx + ni], ns);
                }
            }
        }
        return null;
    }

    /** Whether the road may step into tile [ni, nj] from the state {@code from} (-1 for a middle start at [fi, fj]). */
    private boolean enterable(int ni, int nj, int from, int fi, int fj) {
        if (!tiles.inside(ni, nj) || wet[nj * tx + ni] || own[nj * tx + ni]) {
            return false;
        }
        if (ni == fi && nj == fj) {
            return false;
        }
        int st = from;
        while (st >= 0) {
            int t = st / 4;
            if (t == nj * tx + ni) {
                return false;
            }
            st = parent[st];
        }
        if (st != Integer.MIN_VALUE) {
            int t = (-1 - st) / 4;
            return t != nj * tx + ni;
        }
        return true;
    }

    /** The pieces of the way that arrives at state {@code last}, ending as {@code goalKind} says. */
    private List<Piece> pieces(int last, int goalKind, List<int[]> goal) {
        List<Piece> out = new ArrayList<>();
        int t = last / 4;
        int e = last % 4;
        int i = t % tx;
        int j = t / tx;
        if (goalKind == 0) {
            out.add(new Piece(i, j, e, -1));
        } else if (goalKind == 1) {
            out.add(new Piece(i, j, e, Integer.numberOfTrailingZeros(goal.get(0)[2])));
        } else {
            out.add(new Piece(i, j, e, -2));
        }
        int st = last;
        while (true) {
            int p = parent[st];
            int here = st / 4;
            int entry = st % 4;
            int cameFrom = RoadTiles.opposite(entry);
            if (p == Integer.MIN_VALUE) {
                break;
            }
            if (p < 0) {
                int code = -1 - p;
                int pt = code / 4;
                out.add(new Piece(pt % tx, pt / tx, -1, code % 4));
                break;
            }
            int pt = p / 4;
            out.add(new Piece(pt % tx, pt / tx, p % 4, cameFrom));
            if (pt != here - (di(cameFrom) + dj(cameFrom) * tx)) {
                throw new IllegalStateException("a route's states do not join");
            }
            st = p;
        }
        java.util.Collections.reverse(out);
        return out;
    }

    /** A binary heap of states by cost, cheapest first; ties by the state's index, for a fixed order. */
    private static final class Heap {
        private final double[] keys;
        private final int[] values;
        private int size;

        Heap(int capacity) {
            keys = new double[Math.max(16, capacity * 4)];
            values = new int[keys.length];
        }

        boolean isEmpty() {
            return size == 0;
        }

        void push(double key, int value) {
            int n = size++;
            keys[n] = key;
            values[n] = value;
            while (n > 0) {
                int p = (n - 1) / 2;
                if (!less(n, p)) {
                    break;
                }
                swap(n, p);
                n = p;
            }
        }

        int pop() {
            int top = values[0];
            size--;
            keys[0] = keys[size];
            values[0] = values[size];
            int n = 0;
            while (true) {
                int l = 2 * n + 1;
                int r = l + 1;
                int m = n;
                if (l < size && less(l, m)) {
                    m = l;
                }
                if (r < size && less(r, m)) {
                    m = r;
                }
                if (m == n) {
                    return top;
                }
                swap(n, m);
                n = m;
            }
        }

        private boolean less(int a, int b) {
            return keys[a] < keys[b] || (keys[a] == keys[b] && values[a] < values[b]);
        }

        private void swap(int a, int b) {
            double k = keys[a];
            keys[a] = keys[b];
            keys[b] = k;
            int v = values[a];
            values[a] = values[b];
            values[b] = v;
        }
    }
}
