package dev.loam.assets.internal.kit;

import java.util.Arrays;

/**
 * A tube laid out along a frame's y axis: rings of {@code sides} points, each at its own height,
 * radius and sideways offset, joined face to face; a ring of radius 0 at the top closes it to a
 * point. Smooth (shared vertices, normals across the slope) or flat; capped at either end or
 * open. Each segment between two rings is recorded as a part round its axis, each cap as a part
 * round a point just inside it. Trunks, branches, posts, cones and stalks are tubes.
 */
final class Tube {
    private final int sides;
    private double[] ys = new double[4], rs = new double[4], dx = new double[4], dz = new double[4];
    private int rings;
    private boolean flat, capBottom, capTop;
    private double phase, jitter, ribs;
    private KitRandom random;
    private int key;
    private double[] centre;

    Tube(int sides) {
        if (sides < 3) {
            throw new IllegalArgumentException(sides + " sides");
        }
        this.sides = sides;
    }

    /** A ring on the axis. */
    Tube ring(double y, double r) {
        return ring(y, r, 0, 0);
    }

    /** A ring moved sideways by (ox, oz) in the frame. */
    Tube ring(double y, double r, double ox, double oz) {
        if (rings == ys.length) {
            ys = Arrays.copyOf(ys, 2 * rings);
            rs = Arrays.copyOf(rs, 2 * rings);
            dx = Arrays.copyOf(dx, 2 * rings);
            dz = Arrays.copyOf(dz, 2 * rings);
        }
        ys[rings] = y;
        rs[rings] = r;
        dx[rings] = ox;
        dz[rings] = oz;
        rings++;
        return this;
    }

    Tube flat() {
        flat = true;
        return this;
    }

    Tube caps(boolean bottom, boolean top) {
        capBottom = bottom;
        capTop = top;
        return this;
    }

    /** The angle of each ring's first point, radians. */
    Tube phase(double radians) {
        phase = radians;
        return this;
    }

    /** Each point's radius varied by up to ± {@code fraction}, from {@code random} under {@code key}. */
    Tube jitter(double fraction, KitRandom random, int key) {
        this.jitter = fraction;
        this.random = random;
        this.key = key;
        return this;
    }

    /** Every other point of each ring pulled in by {@code fraction}: ribs (a cactus's, a column's). */
    Tube ribs(double fraction) {
        this.ribs = fraction;
        return this;
    }

    /**
     * The whole tube recorded as one part round the point at {@code ly} on its axis (in place of
     * one part a segment): for a shape, such as a tier of needles with its hollow underside, whose
     * faces all look away from one point but not from each segment's own axis.
     */
    Tube centre(double ly) {
        this.centre = new double[] {0, ly, 0};
        return this;
    }

    /** The points of ring {@code i} as {@link #emit} lays them out in {@code f}. */
    double[][] points(Frame f, int i) {
        double[][] out = new double[apex(i) ? 1 : sides][];
        for (int j = 0; j < out.length; j++) {
            double[] l = apex(i) ? new double[] {dx[i], ys[i], dz[i]} : local(i, j);
            out[j] = f.point(l[0], l[1], l[2]);
        }
        return out;
    }

    private double[] local(int i, int j) {
        double a = phase + 2 * Math.PI * j / sides;
        double r = rs[i] * (jitter == 0 ? 1 : 1 + jitter * random.sym(key, i, j)) * (j % 2 == 1 ? 1 - ribs : 1);
        return new double[] {dx[i] + r * StrictMath.cos(a), ys[i], dz[i] + r * StrictMath.sin(a)};
    }

    private boolean apex(int i) {
        return rs[i] == 0;
    }

    void emit(KitMesh m, Frame f, KitMesh.Shade shade) {
        if (rings < 2) {
            throw new IllegalStateException("a tube needs two rings");
        }
        double[][][] pts = new double[rings][][];
        for (int i = 0; i < rings; i++) {
            pts[i] = points(f, i);
        }
        if (centre != null) {
            m.beginPart(f.point(centre[0], centre[1], centre[2]));
            m.holdPart(true);
        }
        if (flat) {
            emitFlat(m, f, pts, shade);
        } else {
            emitSmooth(m, f, pts, shade);
        }
        if (capBottom && !apex(0)) {
            double inward = 0.25 * (ys[1] - ys[0]);
            m.beginPart(f.point(dx[0], ys[0] + inward, dz[0]));
            double[] c = f.point(dx[0], ys[0], dz[0]);
            double[] n = f.dir(0, -1, 0);
            if (flat) {
                for (int j = 0; j < sides; j++) {
                    m.tri(c, pts[0][j], pts[0][(j + 1) % sides], shade);
                }
            } else {
                int ci = m.vertex(c, n, shade);
                int[] ring = new int[sides];
                for (int j = 0; j < sides; j++) {
                    ring[j] = m.vertex(pts[0][j], n, shade);
                }
                for (int j = 0; j < sides; j++) {
                    m.triangle(ci, ring[j], ring[(j + 1) % sides]);
                }
            }
            m.endPart();
        }
        int t = rings - 1;
        if (capTop && !apex(t)) {
            double inward = 0.25 * (ys[t] - ys[t - 1]);
            m.beginPart(f.point(dx[t], ys[t] - inward, dz[t]));
            double[] c = f.point(dx[t], ys[t], dz[t]);
            double[] n = f.dir(0, 1, 0);
            if (flat) {
                for (int j = 0; j < sides; j++) {
                    m.tri(c, pts[t][(j + 1) % sides], pts[t][j], shade);
                }
            } else {
                int ci = m.vertex(c, n, shade);
                int[] ring = new int[sides];
                for (int j = 0; j < sides; j++) {
                    ring[j] = m.vertex(pts[t][j], n, shade);
                }
                for (int j = 0; j < sides; j++) {
                    m.triangle(ci, ring[(j + 1) % sides], ring[j]);
                }
            }
            m.endPart();
        }
        if (centre != null) {
            m.holdPart(false);
            m.endPart();
        }
    }

    private double[] segmentCentre(Frame f, int i) {
        return f.point((dx[i] + dx[i + 1]) / 2, (ys[i] + ys[i + 1]) / 2, (dz[i] + dz[i + 1]) / 2);
    }

    private void emitFlat(KitMesh m, Frame f, double[][][] pts, KitMesh.Shade shade) {
        for (int i = 0; i + 1 < rings; i++) {
            m.beginPart(segmentCentre(f, i));
            for (int j = 0; j < sides; j++) {
                int k = (j + 1) % sides;
                if (apex(i + 1)) {
                    m.tri(pts[i][j], pts[i + 1][0], pts[i][k], shade);
                } else if (apex(i)) {
                    m.tri(pts[i][0], pts[i + 1][j], pts[i + 1][k], shade);
                } else {
                    m.quad(pts[i][j], pts[i + 1][j], pts[i + 1][k], pts[i][k], shade);
                }
            }
            m.endPart();
        }
    }

    private void emitSmooth(KitMesh m, Frame f, double[][][] pts, KitMesh.Shade shade) {
        int[][] ix = new int[rings][];
        for (int i = 0; i < rings; i++) {
            int lo = Math.max(0, i - 1), hi = Math.min(rings - 1, i + 1);
            double dy = ys[hi] - ys[lo], dr = rs[hi] - rs[lo];
            ix[i] = new int[apex(i) ? sides : pts[i].length];
            for (int j = 0; j < ix[i].length; j++) {
                // an apex has a point a side, each facing as the side below it does
                double a = phase + 2 * Math.PI * (apex(i) ? j + 0.5 : j) / sides;
                double[] n = f.dir(StrictMath.cos(a) * dy, -dr, StrictMath.sin(a) * dy);
                ix[i][j] = m.vertex(pts[i][apex(i) ? 0 : j], n, shade);
            }
        }
        for (int i = 0; i + 1 < rings; i++) {
            m.beginPart(segmentCentre(f, i));
            for (int j = 0; j < sides; j++) {
                int k = (j + 1) % sides;
                if (apex(i + 1)) {
                    m.triangle(ix[i][j], ix[i + 1][j], ix[i][k]);
                } else {
                    m.triangle(ix[i][j], ix[i + 1][j], ix[i + 1][k]);
                    m.triangle(ix[i][j], ix[i + 1][k], ix[i][k]);
                }
            }
            m.endPart();
        }
    }
}
