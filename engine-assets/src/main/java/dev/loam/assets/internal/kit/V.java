package dev.loam.assets.internal.kit;

/** Small vector sums on {@code double[3]}, each returning a new array. */
final class V {
    private V() {
    }

    static double[] of(double x, double y, double z) {
        return new double[] {x, y, z};
    }

    static double[] add(double[] a, double[] b) {
        return new double[] {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
    }

    static double[] sub(double[] a, double[] b) {
        return new double[] {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
    }

    static double[] scale(double[] a, double s) {
        return new double[] {a[0] * s, a[1] * s, a[2] * s};
    }

    /** {@code a + s · b}. */
    static double[] addScaled(double[] a, double s, double[] b) {
        return new double[] {a[0] + s * b[0], a[1] + s * b[1], a[2] + s * b[2]};
    }

    /** {@code s · a + t · b}. */
    static double[] comb(double s, double[] a, double t, double[] b) {
        return new double[] {s * a[0] + t * b[0], s * a[1] + t * b[1], s * a[2] + t * b[2]};
    }

    static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }

    static double length(double[] a) {
        return Math.sqrt(dot(a, a));
    }

    static double[] norm(double[] a) {
        double l = length(a);
        return l > 0 ? scale(a, 1 / l) : new double[] {0, 1, 0};
    }

    /** The point a fraction {@code t} of the way from a to b. */
    static double[] lerp(double[] a, double[] b, double t) {
        return new double[] {a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]), a[2] + t * (b[2] - a[2])};
    }
}
