package dev.loam.render.mesh;

import java.util.Arrays;

/**
 * A lava flow as plain data: a polyline on the ground (x, z pairs in world metres, from where the
 * lava comes from, a crater's middle, to where it ends, past a flank's foot) and its width. The
 * mesher drapes it over the ground as a ribbon. Immutable: it keeps a copy of the points.
 */
public final class FlowRibbon {
    /** The most points a flow may have. */
    public static final int MAX_POINTS = 4096;
    /** The longest a flow may run, in metres (its points' path). */
    public static final double MAX_LENGTH_METRES = 16384;
    /** The widest a flow may be, in metres. */
    public static final double MAX_WIDTH_METRES = 512;

    private final double[] points;
    private final double width;
    private final double length;

    /**
     * A flow along {@code xz} (x0, z0, x1, z1, …).
     *
     * @param xz          two points or more, as x, z pairs in world metres; copied
     * @param widthMetres the flow's width, above 0
     * @throws IllegalArgumentException naming the point when there are fewer than two or more than
     *     {@link #MAX_POINTS} points, a value is not finite, two points in a row coincide, the path
     *     is longer than {@link #MAX_LENGTH_METRES}, or the width is not in (0, {@link #MAX_WIDTH_METRES}]
     * @throws NullPointerException when {@code xz} is null
     */
    public FlowRibbon(double[] xz, double widthMetres) {
        if (xz.length % 2 != 0 || xz.length < 4 || xz.length > 2 * MAX_POINTS) {
            throw new IllegalArgumentException("a flow takes 2 to " + MAX_POINTS + " points as x, z pairs, not "
                    + xz.length + " numbers");
        }
        if (!(widthMetres > 0 && widthMetres <= MAX_WIDTH_METRES)) {
            throw new IllegalArgumentException("a flow's width " + widthMetres + " must lie in (0, " + MAX_WIDTH_METRES
                    + "] metres");
        }
        double total = 0;
        for (int i = 0; i < xz.length; i++) {
            if (!Double.isFinite(xz[i])) {
                throw new IllegalArgumentException("flow point " + i / 2 + " is not finite: " + xz[i]);
            }
        }
        for (int i = 1; i < xz.length / 2; i++) {
            double d = Math.hypot(xz[2 * i] - xz[2 * i - 2], xz[2 * i + 1] - xz[2 * i - 1]);
            if (!(d > 1e-6)) {
                throw new IllegalArgumentException("flow point " + i + " lies on point " + (i - 1) + ": (" + xz[2 * i]
                        + ", " + xz[2 * i + 1] + ")");
            }
            total += d;
        }
        if (total > MAX_LENGTH_METRES) {
            throw new IllegalArgumentException("a flow runs at most " + MAX_LENGTH_METRES + " m, not " + total);
        }
        this.points = xz.clone();
        this.width = widthMetres;
        this.length = total;
    }

    /**
     * A straight flow from one point to another.
     *
     * @throws IllegalArgumentException as {@link #FlowRibbon(double[], double)}
     */
    public static FlowRibbon straight(double fromX, double fromZ, double toX, double toZ, double widthMetres) {
        return new FlowRibbon(new double[] {fromX, fromZ, toX, toZ}, widthMetres);
    }

    /** How many points the path has. */
    public int pointCount() {
        return points.length / 2;
    }

    /** Point {@code i}'s x, world metres. */
    public double x(int i) {
        return points[2 * i];
    }

    /** Point {@code i}'s z, world metres. */
    public double z(int i) {
        return points[2 * i + 1];
    }

    /** The flow's width, metres. */
    public double width() {
        return width;
    }

    /** The path's length from its first point to its last, metres. */
    public double length() {
        return length;
    }

    /** A copy of the points, x, z pairs. */
    public double[] points() {
        return points.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FlowRibbon f && f.width == width && Arrays.equals(f.points, points);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(points) * 31 + Double.hashCode(width);
    }

    @Override
    public String toString() {
        return "FlowRibbon[" + pointCount() + " points, " + width + " m wide, " + length + " m long]";
    }
}
