package dev.loam.worldgen;

import dev.loam.core.StableHash;
import dev.loam.terrain.Terrain;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The water's edge of one plan's ground, for {@code shoreDistance}: the line where the ground
 * meets the water (the sea level, raised by the water sheets over their rectangles), and the
 * distance from any point to it.
 *
 * <p><b>How the edge is found.</b> The ground is cut into triangles: a {@link TerrainSurface}'s
 * own (its vertex grid and its diagonal), or over any other surface a grid {@link #SAMPLE} world
 * units apart with the same diagonal. Along every triangle edge whose ends lie on either side of
 * the water, the crossing is found on the ground itself (by false position on the water's depth, or by bisection where the depth jumps at a sheet's side), and the two
 * crossings of a triangle are joined by a segment. Over a terrain, whose ground is flat within each
 * triangle, the segments are the edge itself (where a sheet's straight side cuts a triangle the
 * segment is its chord); over another surface they follow the ground to within the sagitta of a
 * {@link #SAMPLE}-long chord. The segments are kept in tiles {@link #TILE} world units wide, made
 * the first time a query needs them and the oldest dropped past {@link #MAX_TILES}, which only costs time;
 * a tile found to hold no edge is remembered as one bit of its 2 km block instead.
 *
 * <p>A distance is the distance to the nearest segment, searched tile ring by tile ring out to the
 * range asked for. Pure and thread-safe: a tile is a function of the surface and the water alone,
 * so the answers do not depend on the order or the thread they are asked from.
 */
final class ShoreField {
    /** The side of a tile of segments, world units (about). */
    static final double TILE = 32.0;
    /** The spacing of the triangles over a surface that is not a terrain, world units. */
    static final double SAMPLE = 4.0;
    /**
     * The most tiles with an edge kept, in weight: a tile weighs one, and one more for each two of
     * its segments (about 1 MB of segments in all); the oldest go first. A tile without an edge is
     * kept as a bit ({@link #empty}). Queries come from the planning front, which moves on, so a
     * bound costs little time, and the heap of a long stream stays flat from its first minutes.
     */
    static final int MAX_TILES = 16384;
    /** Tiles a side of a block of {@link #empty} bits: 64 (2 km of 32 m tiles). */
    static final int BLOCK = 64;
    /**
     * The most blocks of empty bits kept (512 bytes each): 256 blocks remember some 1,000 km² of
     * ground, about 150 KB with their entries.
     */
    static final int MAX_BLOCKS = 256;
    private static final VarHandle BITS = MethodHandles.arrayElementVarHandle(long[].class);
    /** Bisection steps along a crossed edge where false position cannot be used: its length over 2^20. */
    private static final int BISECTIONS = 20;
    private static final double[] NONE = new double[0];

    private final Surface surface;
    private final Water water;
    private final double ox;
    private final double oz;
    private final double cell;
    /** Vertices a side of a terrain's grid; 0 for an unbounded sampled grid. */
    private final int nx;
    private final int nz;
    /** Grid squares a tile side. */
    private final int k;
    /** The tiles made that hold an edge, the oldest dropped first past {@link #MAX_TILES} in weight. */
    private final CellCache<double[]> tiles = new CellCache<>(MAX_TILES);
    /**
     * The tiles found to hold no edge, a bit each in blocks of {@link #BLOCK} × {@link #BLOCK}
     * tiles, the oldest blocks dropped past {@link #MAX_BLOCKS}. Most tiles hold no edge (inland or
     * out at sea), and the shore search walks a few of them for every point; a tile is made from
     * 81 height samples, so remembering that it was empty saves all of them for 1/8 byte.
     */
    private final CellCache<long[]> empty = new CellCache<>(MAX_BLOCKS);

    ShoreField(Surface surface, Water water) {
        this.surface = surface;
        this.water = water;
        if (surface.source() instanceof TerrainSurface ts) {
            Terrain t = ts.terrain();
            ox = t.originX();
            oz = t.originZ();
            cell = t.cellSize();
            nx = t.resolutionX();
            nz = t.resolutionZ();
        } else {
            ox = 0;
            oz = 0;
            cell = SAMPLE;
            nx = 0;
            nz = 0;
        }
        k = Math.max(1, (int) Math.round(TILE / cell));
    }

    /**
     * The signed distance from a point to the water's edge: positive on dry ground, negative over
     * water.
     *
     * @param x the point's x
     * @param z the point's z
     * @param h0 the ground's height there (wet where it is below the water's level)
     * @param reach the range: no edge within it gives ± {@code reach}
     * @param bound null for the value; else a condition on the field whose weight alone is wanted:
     *     the search stops at the first multiple of {@link FieldTable#SHORE_STEP} beyond which the
     *     condition's weight on this side is 0, giving NaN when no edge is nearer
     * @return the distance, world units
     */
    double distance(double x, double z, double h0, double reach, Condition bound) {
        return distance(x, z, h0, reach, bound, null);
    }

    /**
     * {@link #distance(double, double, double, double, Condition)}, reading the tiles through
     * {@code near} (one thread's last tiles; null for none): the same answer, except that with a
     * {@code bound} and a window the search also stops at the first edge found so near that
     * {@code bound}'s weight is exactly 1 whatever the nearest edge turns out to be (within its
     * plateau on this side of the water, {@link #plateau}): then it gives an infinity, of the
     * side's sign, in place of the distance.
     */
    double distance(double x, double z, double h0, double reach, Condition bound, Near near) {
        double level = water.levelAt(x, z);
        boolean wet = h0 < level;
        double sign = wet ? -1.0 : 1.0;
        if (!water.hasSheets() && Double.isInfinite(water.seaLevel())) {
            return sign * reach;
        }
        double limit = reach;
        double sure = -1;
        if (bound != null) {
            if (near != null) {
                near.bound(bound, reach);
                limit = wet ? near.wetLimit : near.dryLimit;
                sure = wet ? near.wetSure : near.drySure;
            } else {
                limit = limit(bound, wet, reach);
            }
        }
        double best = nearest(x, z, limit, near, sure);
        if (best < 0) {
            return sign * Double.POSITIVE_INFINITY;
        }
        if (best <= limit) {
            return sign * best;
        }
        return limit < reach ? Double.NaN : sign * reach;
    }

    /** The search's range for a condition's weight alone: the first step beyond which its weight on this side is 0. */
    private static double limit(Condition bound, boolean wet, double reach) {
        for (double r = FieldTable.SHORE_STEP; r < reach; r += FieldTable.SHORE_STEP) {
            if ((wet ? bound.lowEdge(-r) : bound.highEdge(r)) == 0.0) {
                return r;
            }
        }
        return reach;
    }

    /**
     * How near an edge makes a condition's weight exactly 1 on one side of the water: a distance
     * {@code p} (at most {@code limit}) such that the weight is 1 at every value from 0 to {@code
     * p} (dry, the distance positive) or from {@code -p} to 0 (wet); -1 where there is none. Each
     * edge's weight reaches 1 at a value and keeps it beyond (the low edge for greater values, the
     * high edge for smaller: the operations it is made of round monotonically), so the ends
     * decide for every value between them.
     */
    static double plateau(Condition c, boolean wet, double limit) {
        double p = wet ? -(c.min() + c.blend() / 2) : c.max() - c.blend() / 2;
        p = Math.min(p, limit);
        if (!(p >= 0)) {
            return -1;
        }
        boolean sure = wet ? c.lowEdge(-p) == 1.0 && c.highEdge(-0.0) == 1.0 && c.highEdge(0.0) == 1.0
                : c.lowEdge(0.0) == 1.0 && c.lowEdge(-0.0) == 1.0 && c.highEdge(p) == 1.0;
        return sure ? p : -1;
    }

    /** Whether a point has a water's edge within {@code range}; the distance to it otherwise {@code +∞}. */
    double nearest(double x, double z, double range) {
        return nearest(x, z, range, null, -1);
    }

    /**
     * {@link #nearest(double, double, double)}, searched tile ring by tile ring, reading the tiles
     * through {@code near} (null for none); -1 as soon as an edge is found within {@code sure} (0
     * or more; -1 for none).
     */
    private double nearest(double x, double z, double range, Near near, double sure) {
        double side = k * cell;
        int ti = (int) Math.floor((x - ox) / side);
        int tj = (int) Math.floor((z - oz) / side);
        double best2 = Double.POSITIVE_INFINITY;
        for (int ring = 0;; ring++) {
            double inner = (ring - 1) * side;
            double best = Math.sqrt(best2);
            if (inner > Math.min(best, range)) {
                break;
            }
            for (int dj = -ring; dj <= ring; dj++) {
                for (int di = -ring; di <= ring; di++) {
                    if (Math.max(Math.abs(di), Math.abs(dj)) != ring) {
                        continue;
                    }
                    // Skip a tile whose nearest point is beyond what could still matter.
                    double tx0 = ox + (ti + di) * side;
                    double tz0 = oz + (tj + dj) * side;
                    double ex = Math.max(0, Math.max(tx0 - x, x - tx0 - side));
                    double ez = Math.max(0, Math.max(tz0 - z, z - tz0 - side));
                    double far = Math.min(best2, range * range);
                    if (ex * ex + ez * ez > far) {
                        continue;
                    }
                    double[] seg = near == null ? tile(ti + di, tj + dj) : near.tile(this, ti + di, tj + dj);
                    for (int s = 0; s < seg.length; s += 4) {
                        double d2 = segmentDistance2(x, z, seg[s], seg[s + 1], seg[s + 2], seg[s + 3]);
                        if (d2 < best2) {
                            best2 = d2;
                            if (Math.sqrt(d2) <= sure) {
                                return -1;
                            }
                        }
                    }
                }
            }
        }
        double best = Math.sqrt(best2);
        return best <= range ? best : Double.POSITIVE_INFINITY;
    }

    /**
     * One thread's window of the tiles it read last, for the candidates of a chunk that read the
     * same few tiles one after the other: an 8 × 8 block of tiles, each slot holding the last tile
     * read whose indices fall on it modulo 8, so the tiles about a point never evict each other.
     * A tile is a function of the surface and the water alone, so a kept one is the tile {@link
     * #tile} gives; reading it here skips the shared cache's lookup. Not thread-safe; belongs to
     * one {@link ShoreField} (the first it reads).
     */
    static final class Near {
        private final int[] ti = new int[64];
        private final int[] tj = new int[64];
        private final double[][] segments = new double[64][];
        private ShoreField field;
        /**
         * The last {@link #BOUNDS} bounds asked about (the rules' conditions on the field, asked in
         * turn for every candidate) and their reaches, with each side's {@link #limit} and {@link
         * #plateau}; the oldest is replaced first.
         */
        private static final int BOUNDS = 8;
        private final Condition[] bounds = new Condition[BOUNDS];
        private final double[] reaches = new double[BOUNDS];
        private final double[] limits = new double[2 * BOUNDS];
        private final double[] sures = new double[2 * BOUNDS];
        private int nextBound;
        private int lastBound;
        double dryLimit;
        double wetLimit;
        double drySure;
        double wetSure;

        void bound(Condition c, double r) {
            int b = lastBound;
            if (bounds[b] != c || reaches[b] != r) {
                b = -1;
                for (int k = 0; k < BOUNDS; k++) {
                    if (bounds[k] == c && reaches[k] == r) {
                        b = k;
                        break;
                    }
                }
                if (b < 0) {
                    b = nextBound;
                    nextBound = (b + 1) % BOUNDS;
                    bounds[b] = c;
                    reaches[b] = r;
                    limits[2 * b] = limit(c, false, r);
                    limits[2 * b + 1] = limit(c, true, r);
                    sures[2 * b] = plateau(c, false, limits[2 * b]);
                    sures[2 * b + 1] = plateau(c, true, limits[2 * b + 1]);
                }
                lastBound = b;
            }
            dryLimit = limits[2 * b];
            wetLimit = limits[2 * b + 1];
            drySure = sures[2 * b];
            wetSure = sures[2 * b + 1];
        }

        /** Forgets what was read from another field. */
        private void sync(ShoreField f) {
            if (field != f) {
                if (field != null) {
                    java.util.Arrays.fill(segments, null);
                }
                field = f;
            }
        }

        double[] tile(ShoreField f, int i, int j) {
            sync(f);
            int k = (i & 7) | (j & 7) << 3;
            double[] t = segments[k];
            if (t == null || ti[k] != i || tj[k] != j) {
                t = f.tile(i, j);
                segments[k] = t;
                ti[k] = i;
                tj[k] = j;
            }
            return t;
        }
    }

    /**
     * The segments of the water's edge in tile (ti, tj): x0, z0, x1, z1 each. A tile known to hold
     * none is answered from its block's bit; one with edges from the tile cache; either is made
     * again once dropped, to the same segments.
     */
    double[] tile(int ti, int tj) {
        long[] bits = empty.get(key(ti >> 6, tj >> 6));
        int bit = (ti & (BLOCK - 1)) | (tj & (BLOCK - 1)) << 6;
        if (bits != null && (bits[bit >>> 6] & 1L << bit) != 0) {
            return NONE;
        }
        long key = key(ti, tj);
        double[] t = tiles.get(key);
        if (t == null) {
            t = build(ti, tj);
            if (t.length == 0) {
                if (bits == null) {
                    bits = empty.putIfAbsent(key(ti >> 6, tj >> 6), new long[BLOCK * BLOCK / 64]);
                }
                // Atomic, so that two threads marking tiles of one word keep both marks.
                BITS.getAndBitwiseOr(bits, bit >>> 6, 1L << bit);
                return NONE;
            }
            // A tile's weight: one for the entry, one for each 64 bytes of segments (two of them).
            t = tiles.putIfAbsent(key, t, 1 + t.length / 8);
        }
        return t;
    }

    /** A pair of indices as a cache key. */
    private static long key(int i, int j) {
        // Scrambled by a bijection: Long.hashCode folds a packed key's halves by exclusive or, so
        // the tiles along a diagonal shared one hash and the map's bins grew into trees.
        return StableHash.finish(((long) i << 32) ^ (j & 0xffffffffL));
    }

    private double[] build(int ti, int tj) {
        int i0 = ti * k;
        int j0 = tj * k;
        int i1 = i0 + k;
        int j1 = j0 + k;
        if (nx > 0) {
            i0 = Math.max(i0, 0);
            j0 = Math.max(j0, 0);
            i1 = Math.min(i1, nx - 1);
            j1 = Math.min(j1, nz - 1);
            if (i0 >= i1 || j0 >= j1) {
                return NONE;
            }
        }
        int w = i1 - i0 + 1;
        int d = j1 - j0 + 1;
        // Per vertex: 1 wet, 0 dry, -1 no ground.
        byte[] state = new byte[w * d];
        boolean anyWet = false;
        boolean anyDry = false;
        for (int j = 0; j < d; j++) {
            for (int i = 0; i < w; i++) {
                byte st = wetAt(ox + (i0 + i) * cell, oz + (j0 + j) * cell);
                state[j * w + i] = st;
                anyWet |= st == 1;
                anyDry |= st == 0;
            }
        }
        if (!anyWet || !anyDry) {
            return NONE;
        }
        double[] out = new double[64];
        int n = 0;
        double[] p = new double[4];
        for (int j = 0; j < d - 1; j++) {
            for (int i = 0; i < w - 1; i++) {
                int a = j * w + i;
                int b = a + 1;
                int c = a + w;
                int e = a + w + 1;
                // The triangles Terrain.heightAt uses: (a, b, e) where u >= v, (a, c, e) elsewhere.
                for (int tri = 0; tri < 2; tri++) {
                    int m = tri == 0 ? b : c;
                    int sa = state[a];
                    int sm = state[m];
                    int se = state[e];
                    if (sa < 0 || sm < 0 || se < 0 || sa == sm && sm == se) {
                        continue;
                    }
                    int found = 0;
                    int[][] edges = {{a, m}, {m, e}, {e, a}};
                    for (int[] ed : edges) {
                        if (state[ed[0]] != state[ed[1]] && found < 2) {
                            crossing(i0, j0, w, ed[0], ed[1], state[ed[0]] == 1, p, 2 * found);
                            found++;
                        }
                    }
                    if (found == 2) {
                        if (n + 4 > out.length) {
                            out = java.util.Arrays.copyOf(out, 2 * out.length);
                        }
                        out[n++] = p[0];
                        out[n++] = p[1];
                        out[n++] = p[2];
                        out[n++] = p[3];
                    }
                }
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** 1 where the ground is under the water, 0 where it is dry, -1 where there is none. */
    private byte wetAt(double x, double z) {
        double h = surface.height(x, z);
        if (Double.isNaN(h)) {
            return -1;
        }
        return h < water.levelAt(x, z) ? (byte) 1 : (byte) 0;
    }

    /** How far above the ground the water stands at a point (negative where the ground is above it); NaN with no ground. */
    private double depth(double x, double z) {
        return water.levelAt(x, z) - surface.height(x, z);
    }

    /**
     * The water's edge between two vertices of a tile, into {@code dest[at..at+1]}: where the
     * water's depth is 0 along the edge, found by false position (exact at once over a triangle's
     * straight ground), or by bisection on wet and dry where the depth is not finite or jumps (a
     * sheet's side).
     */
    private void crossing(int i0, int j0, int w, int va, int vb, boolean aWet, double[] dest, int at) {
        double ax = ox + (i0 + va % w) * cell;
        double az = oz + (j0 + va / w) * cell;
        double bx = ox + (i0 + vb % w) * cell;
        double bz = oz + (j0 + vb / w) * cell;
        double lo = 0;
        double hi = 1;
        double glo = depth(ax, az);
        double ghi = depth(bx, bz);
        double t = Double.NaN;
        if (Double.isFinite(glo) && Double.isFinite(ghi)) {
            // Illinois false position on the depth; lo stays the wet end's side as aWet says.
            int side = 0;
            for (int it = 0; it < 40 && hi - lo > 1e-12; it++) {
                double c = (lo * ghi - hi * glo) / (ghi - glo);
                double gc = depth(ax + (bx - ax) * c, az + (bz - az) * c);
                if (!Double.isFinite(gc)) {
                    break;
                }
                if (Math.abs(gc) <= 1e-12) {
                    t = c;
                    break;
                }
                if ((gc > 0) == aWet) {
                    lo = c;
                    glo = gc;
                    if (side == -1) {
                        ghi /= 2;
                    }
                    side = -1;
                } else {
                    hi = c;
                    ghi = gc;
                    if (side == 1) {
                        glo /= 2;
                    }
                    side = 1;
                }
                t = 0.5 * (lo + hi);
            }
        }
        if (Double.isNaN(t) || hi - lo > 1e-6 && Math.abs(depth(ax + (bx - ax) * t, az + (bz - az) * t)) > 1e-9) {
            lo = 0;
            hi = 1;
            for (int s = 0; s < BISECTIONS; s++) {
                double mid = 0.5 * (lo + hi);
                byte st = wetAt(ax + (bx - ax) * mid, az + (bz - az) * mid);
                if ((st == 1) == aWet && st >= 0) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            t = 0.5 * (lo + hi);
        }
        dest[at] = ax + (bx - ax) * t;
        dest[at + 1] = az + (bz - az) * t;
    }

    private static double segmentDistance2(double px, double pz, double x0, double z0, double x1, double z1) {
        double dx = x1 - x0;
        double dz = z1 - z0;
        double len2 = dx * dx + dz * dz;
        double t = len2 > 0 ? ((px - x0) * dx + (pz - z0) * dz) / len2 : 0;
        t = Math.max(0, Math.min(1, t));
        double ex = x0 + t * dx - px;
        double ez = z0 + t * dz - pz;
        return ex * ex + ez * ez;
    }
}
