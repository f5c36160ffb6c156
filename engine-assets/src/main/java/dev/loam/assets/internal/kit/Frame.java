package dev.loam.assets.internal.kit;

/**
 * A placed, turned frame of reference: an origin and three unit axes (right-handed), for laying a
 * part out in its own coordinates. Immutable; turning it makes a new one. Angles in radians,
 * through {@link StrictMath} so that every JVM gives the same numbers.
 */
final class Frame {
    final double ox, oy, oz;
    final double[] x, y, z;

    private Frame(double ox, double oy, double oz, double[] x, double[] y, double[] z) {
        this.ox = ox;
        this.oy = oy;
        this.oz = oz;
        this.x = x;
        this.y = y;
        this.z = z;
    }

    /** The model's own axes, moved to (x, y, z). */
    static Frame at(double x, double y, double z) {
        return new Frame(x, y, z, new double[] {1, 0, 0}, new double[] {0, 1, 0}, new double[] {0, 0, 1});
    }

    /** A frame at {@code from} whose y axis points to {@code to}. */
    static Frame along(double[] from, double[] to) {
        double[] y = V.norm(V.sub(to, from));
        double[] helper = Math.abs(y[1]) < 0.99 ? new double[] {0, 1, 0} : new double[] {1, 0, 0};
        double[] x = V.norm(V.cross(helper, y));
        double[] z = V.cross(x, y);
        return new Frame(from[0], from[1], from[2], x, y, z);
    }

    /** Turned about its own y axis. */
    Frame yaw(double a) {
        double c = StrictMath.cos(a), s = StrictMath.sin(a);
        return new Frame(ox, oy, oz, V.comb(c, x, -s, z), y, V.comb(s, x, c, z));
    }

    /** Turned about its own x axis. */
    Frame tilt(double a) {
        double c = StrictMath.cos(a), s = StrictMath.sin(a);
        return new Frame(ox, oy, oz, x, V.comb(c, y, s, z), V.comb(-s, y, c, z));
    }

    /** Turned about its own z axis. */
    Frame roll(double a) {
        double c = StrictMath.cos(a), s = StrictMath.sin(a);
        return new Frame(ox, oy, oz, V.comb(c, x, s, y), V.comb(-s, x, c, y), z);
    }

    /** Moved along its own axes. */
    Frame moved(double dx, double dy, double dz) {
        double[] p = point(dx, dy, dz);
        return new Frame(p[0], p[1], p[2], x, y, z);
    }

    /** A point given in this frame, in the model's space. */
    double[] point(double lx, double ly, double lz) {
        return new double[] {ox + lx * x[0] + ly * y[0] + lz * z[0], oy + lx * x[1] + ly * y[1] + lz * z[1],
                oz + lx * x[2] + ly * y[2] + lz * z[2]};
    }

    /** A direction given in this frame, in the model's space. */
    double[] dir(double lx, double ly, double lz) {
        return new double[] {lx * x[0] + ly * y[0] + lz * z[0], lx * x[1] + ly * y[1] + lz * z[1],
                lx * x[2] + ly * y[2] + lz * z[2]};
    }
}
