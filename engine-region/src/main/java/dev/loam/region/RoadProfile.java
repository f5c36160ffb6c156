package dev.loam.region;

import java.util.ArrayList;
import java.util.List;

/**
 * A road's heights along its centre line, as the tiles spec levels them: from the land under it;
 * a highway's or an avenue's profile first closes over every dip narrower than its smoothing span
 * (the land's highest within half the span either way, then the lowest of those); a road that may
 * tunnel then holds its grade under every hump narrower than {@value #TUNNEL_HUMP_METRES} m (the
 * land's lowest within half that either way, then the highest of those); then levelled so
 * no stretch climbs faster than its class, halfway between the highest profile under it that holds
 * the grade (cuttings) and the lowest over it (embankments), so cut and fill are shared; held to its
 * pins (its ends on the land or on the road they join, and level with every road it crosses across
 * that road's whole width).
 */
final class RoadProfile {
    /** Room for rounding when heights are checked against a grade, in metres. */
    static final double EPSILON_METRES = 1e-6;
    /** The widest hump a road that may tunnel holds its grade under, in metres (four tiles). */
    static final double TUNNEL_HUMP_METRES = 256.0;

    private RoadProfile() {
    }

    /** A height the road must have at a point: {@code point}'s index and the height in metres. */
    record Pin(int point, double heightMetres, boolean junction) {
    }

    /**
     * Two pins too far apart in height for the grade, or null when every pin can be held: the
     * earlier and later pin, by their points.
     */
    static Pin[] unreachable(List<Pin> pins, double[] metres, double grade) {
        List<Pin> sorted = new ArrayList<>(pins);
        sorted.sort((a, b) -> Integer.compare(a.point(), b.point()));
        for (int k = 1; k < sorted.size(); k++) {
            Pin a = sorted.get(k - 1);
            Pin b = sorted.get(k);
            double run = metres[b.point()] - metres[a.point()];
            if (Math.abs(b.heightMetres() - a.heightMetres()) > grade * run + EPSILON_METRES) {
                return new Pin[] {a, b};
            }
        }
        return null;
    }

    /**
     * The road's heights.
     *
     * @param land the land's height at each point, metres
     * @param metres each point's distance along the road, metres, rising
     * @param grade the class's steepest climb, metres a metre
     * @param smoothingMetres the span of the dips it closes over; 0 for none
     * @param pins the heights it must hold; {@link #unreachable} found none too steep
     * @return a new array of heights, metres
     */
    static double[] heights(double[] land, double[] metres, double grade, double smoothingMetres, List<Pin> pins) {
        return heights(land, metres, grade, smoothingMetres, 0.0, pins);
    }

    /**
     * The road's heights, holding its grade under humps too.
     *
     * @param land the land's height at each point, metres
     * @param metres each point's distance along the road, metres, rising
     * @param grade the class's steepest climb, metres a metre
     * @param smoothingMetres the span of the dips it closes over; 0 for none
     * @param humpMetres the span of the humps it holds its grade under (after closing the dips):
     *     {@link #TUNNEL_HUMP_METRES} for a road that may tunnel, 0 for none
     * @param pins the heights it must hold; {@link #unreachable} found none too steep
     * @return a new array of heights, metres
     */
    static double[] heights(double[] land, double[] metres, double grade, double smoothingMetres, double humpMetres,
            List<Pin> pins) {
        int n = land.length;
        double[] target = smoothingMetres > 0 ? close(land, metres, smoothingMetres / 2.0) : land.clone();
        if (humpMetres > 0) {
            target = open(target, metres, humpMetres / 2.0);
        }
        double[] low = new double[n];
        double[] high = new double[n];
        java.util.Arrays.fill(low, Double.NEGATIVE_INFINITY);
        java.util.Arrays.fill(high, Double.POSITIVE_INFINITY);
        for (Pin p : pins) {
            double at = metres[p.point()];
            for (int k = 0; k < n; k++) {
                double d = Math.abs(metres[k] - at) * grade;
                low[k] = Math.max(low[k], p.heightMetres() - d);
                high[k] = Math.min(high[k], p.heightMetres() + d);
            }
        }
        for (int k = 0; k < n; k++) {
            target[k] = Math.min(high[k], Math.max(low[k], target[k]));
        }
        double[] under = target.clone();
        double[] over = target.clone();
        for (int k = 1; k < n; k++) {
            double d = (metres[k] - metres[k - 1]) * grade;
            under[k] = Math.min(under[k], under[k - 1] + d);
            over[k] = Math.max(over[k], over[k - 1] - d);
        }
        for (int k = n - 2; k >= 0; k--) {
            double d = (metres[k + 1] - metres[k]) * grade;
            under[k] = Math.min(under[k], under[k + 1] + d);
            over[k] = Math.max(over[k], over[k + 1] - d);
        }
        double[] out = new double[n];
        for (int k = 0; k < n; k++) {
            out[k] = Math.min(high[k], Math.max(low[k], (under[k] + over[k]) / 2.0));
        }
        return out;
    }

    /** The land's highest within {@code reach} metres either way, then the lowest of those. */
    static double[] close(double[] land, double[] metres, double reach) {
        return window(window(land, metres, reach, true), metres, reach, false);
    }

    /** The land's lowest within {@code reach} metres either way, then the highest of those. */
    static double[] open(double[] land, double[] metres, double reach) {
        return window(window(land, metres, reach, false), metres, reach, true);
    }

    private static double[] window(double[] v, double[] metres, double reach, boolean max) {
        int n = v.length;
        double[] out = new double[n];
        int lo = 0;
        int hi = 0;
        for (int k = 0; k < n; k++) {
            while (metres[k] - metres[lo] > reach) {
                lo++;
            }
            while (hi + 1 < n && metres[hi + 1] - metres[k] <= reach) {
                hi++;
            }
            double best = v[lo];
            for (int q = lo + 1; q <= hi; q++) {
                best = max ? Math.max(best, v[q]) : Math.min(best, v[q]);
            }
            out[k] = best;
        }
        return out;
    }
}
