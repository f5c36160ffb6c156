package dev.loam.region.internal;

import dev.loam.region.RegionGrid;
import dev.loam.region.GridPoint;
import dev.loam.region.CornerLevels;
import java.util.ArrayList;
import java.util.List;

/**
 * Solves every corner's level exactly from a region's {@link CornerConstraints}.
 *
 * <p>Neighbouring corners along a grid line may differ by one level, or two where either corner
 * is steep (round a mountain, a valley, a volcano). These are the edges of a weighted graph, so:
 *
 * <ul>
 *   <li>the upper bound of a corner is the least, over every pin, of the pin's level plus the
 *       graph distance to it (every pin's bound propagated);
 *   <li>the lower bound is the greatest, over every raise, of its level less the distance;
 *   <li>the solution is {@code min(upper, max(lower, base))} on inner corners: both are
 *       1-Lipschitz on the graph, so every edge holds, every pin holds, and every hard raise
 *       holds exactly when its own corner's upper bound reaches it.
 * </ul>
 *
 * A hard raise above its corner's upper bound is a {@link Conflict}, named with the pin that
 * bounds it (its owner and corner), so the message can say why. The solve allocates a few arrays
 * of the corner count and no objects per corner.
 */
public final class CornerSolver {
    private CornerSolver() {
    }

    /**
     * A hard raise the pins do not let stand.
     *
     * @param owner the index in the spec of the feature whose raise fails
     * @param corner the corner raised
     * @param required the level it needs
     * @param reachable the highest level the pins allow there
     * @param pinOwner the owner of the pin that bounds it: a feature's index or
     *     {@link CornerConstraints#RIM}
     * @param pinCorner the pinned corner that bounds it
     */
    public record Conflict(int owner, GridPoint corner, int required, int reachable, int pinOwner, GridPoint pinCorner) {
        /**
         * The distance in tiles from the raised corner to the pin (the larger of the two axes).
         *
         * @return tiles
         */
        public int tilesToPin() {
            return Math.max(Math.abs(corner.i() - pinCorner.i()), Math.abs(corner.j() - pinCorner.j()));
        }
    }

    /**
     * The result of a solve: the levels, and the conflicts (at most one per feature, the
     * highest shortfall of each, in the spec's order); the levels hold the best the pins allow
     * even where there are conflicts.
     *
     * @param levels every corner's level
     * @param conflicts the hard raises that cannot stand; empty when the region is consistent
     */
    public record Solution(CornerLevels levels, List<Conflict> conflicts) {
        /** Copies the conflicts. */
        public Solution {
            conflicts = List.copyOf(conflicts);
        }
    }

    /**
     * Solves the corners.
     *
     * @param k the constraints; not changed
     * @return the solution
     */
    public static Solution solve(CornerConstraints k) {
        int cx = k.tilesX + 1;
        int cz = k.tilesZ + 1;
        int n = cx * cz;
        int[] hi = new int[n];
        int[] from = new int[n];
        int[] lo = new int[n];
        for (int c = 0; c < n; c++) {
            hi[c] = Math.min(k.pin[c], RegionGrid.MAX_LEVEL);
            from[c] = k.pin[c] < CornerConstraints.UNBOUNDED ? c : -1;
            lo[c] = Math.max(k.hardLo[c], k.softLo[c]);
        }
        propagate(k, Bound.UPPER, hi, from, cx, cz);
        propagate(k, Bound.LOWER, lo, null, cx, cz);
        byte[] levels = new byte[n];
        for (int c = 0; c < n; c++) {
            levels[c] = (byte) Math.max(0, Math.min(hi[c], lo[c]));
        }
        List<Conflict> found = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            if (k.hardLo[c] > hi[c]) {
                int o = from[c];
                found.add(new Conflict(k.hardOwner[c], new GridPoint(c % cx, c / cx), k.hardLo[c], hi[c],
                        o < 0 ? CornerConstraints.RIM : k.pinOwner[o],
                        o < 0 ? new GridPoint(c % cx, c / cx) : new GridPoint(o % cx, o / cx)));
            }
        }
        return new Solution(new CornerLevels(k.tilesX, k.tilesZ, levels), worstPerOwner(found));
    }

    private static List<Conflict> worstPerOwner(List<Conflict> found) {
        List<Conflict> out = new ArrayList<>();
        for (Conflict c : found) {
            int at = -1;
            for (int q = 0; q < out.size(); q++) {
                if (out.get(q).owner() == c.owner()) {
                    at = q;
                }
            }
            if (at < 0) {
                out.add(c);
            } else {
                Conflict b = out.get(at);
                if (c.required() - c.reachable() > b.required() - b.reachable()
                        || (c.required() - c.reachable() == b.required() - b.reachable() && c.required() > b.required())) {
                    out.set(at, c);
                }
            }
        }
        out.sort((a, b) -> Integer.compare(a.owner(), b.owner()));
        return out;
    }

    /** The step allowed between corners a and b along a grid line: 2 if either is steep, else 1. */
    private static int axisStep(CornerConstraints k, int a, int b) {
        return k.steep[a] || k.steep[b] ? 2 : 1;
    }

    private static final int[] NEIGHBOUR_I = {1, -1, 0, 0};
    private static final int[] NEIGHBOUR_J = {0, 0, 1, -1};

    /** Which bound {@link #propagate} spreads: upper bounds come down, lower bounds come up. */
    private enum Bound {
        UPPER, LOWER
    }

    /**
     * Spreads one kind of bound over the corner graph until it settles: sweeps forward and back
     * in corner order until a pair of sweeps changes nothing. Upper and lower bounds travel along
     * the same edges with the same steps and differ only in which way a corner is tightened, so
     * one walk serves both.
     *
     * @param kind {@link Bound#UPPER}: a corner comes down to a neighbour's bound plus the step,
     *     and takes the neighbour's pin in {@code from}; {@link Bound#LOWER}: a corner comes up to
     *     a neighbour's bound less the step
     * @param bound every corner's bound, tightened in place
     * @param from for upper bounds, the pinned corner each bound comes from (-1 for none), kept
     *     in step with {@code bound}; null for lower bounds
     */
    private static void propagate(CornerConstraints k, Bound kind, int[] bound, int[] from, int cx, int cz) {
        boolean upper = kind == Bound.UPPER;
        boolean changed = true;
        while (changed) {
            changed = sweep(k, upper, bound, from, cx, cz, true);
            changed |= sweep(k, upper, bound, from, cx, cz, false);
        }
    }

    /** One sweep of {@link #propagate}, forward or backward in corner order; returns whether any bound moved. */
    private static boolean sweep(CornerConstraints k, boolean upper, int[] bound, int[] from, int cx, int cz,
            boolean forward) {
        boolean changed = false;
        int n = cx * cz;
        for (int t = 0; t < n; t++) {
            int c = forward ? t : n - 1 - t;
            int i = c % cx;
            int j = c / cx;
            for (int q = 0; q < 4; q++) {
                int ni = i + NEIGHBOUR_I[q];
                int nj = j + NEIGHBOUR_J[q];
                if (ni >= 0 && nj >= 0 && ni < cx && nj < cz) {
                    int m = nj * cx + ni;
                    int w = axisStep(k, c, m);
                    int reach = upper ? bound[m] + w : bound[m] - w;
                    if (upper ? reach < bound[c] : reach > bound[c]) {
                        bound[c] = reach;
                        if (upper) {
                            from[c] = from[m];
                        }
                        changed = true;
                    }
                }
            }
        }
        return changed;
    }
}
