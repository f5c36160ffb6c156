package dev.loam.terrain;

/**
 * The orientation of a painted instance as YXZ Euler angles: the item's random yaw about its own
 * up, then its random lean, then the tilt towards the surface normal by {@code align}; computed
 * with {@link StrictMath} so every machine places the same angles.
 */
final class ScatterPose {
    private ScatterPose() {
    }

    /**
     * Writes {@code [pitch, yaw, roll]} in degrees, such that {@code Ry(yaw) · Rx(pitch) · Rz(roll)}
     * equals the pose, and the pose's up axis into {@code up[0..2]}.
     *
     * @param nx          the surface's unit normal, X
     * @param ny          Y
     * @param nz          Z
     * @param align       0 upright to 1 along the normal
     * @param yawDeg      turn about the instance's own up, degrees
     * @param leanDeg     lean away from its up, degrees
     * @param leanDirDeg  the direction of the lean about Y, degrees
     * @param angles      receives pitch, yaw, roll in degrees
     * @param up          receives the pose's up axis (unit)
     */
    static void pose(double nx, double ny, double nz, double align, double yawDeg, double leanDeg, double leanDirDeg,
            double[] angles, double[] up) {
        pose(nx, ny, nz, align, yawDeg, leanDeg, leanDirDeg, angles, up, new double[SCRATCH]);
    }

    /** The doubles {@link #pose} needs for its matrices, so a caller can reuse them across darts. */
    static final int SCRATCH = 45;

    /** As {@link #pose(double, double, double, double, double, double, double, double[], double[])}, allocating nothing. */
    static void pose(double nx, double ny, double nz, double align, double yawDeg, double leanDeg, double leanDirDeg,
            double[] angles, double[] up, double[] scratch) {
        // Target up: (1 - align) * Y + align * n, normalised; A takes +Y to it (slots 0..8).
        double tx = align * nx;
        double ty = (1 - align) + align * ny;
        double tz = align * nz;
        double len = StrictMath.sqrt(tx * tx + ty * ty + tz * tz);
        if (len < 1e-12) {
            axisAngle(0, 1, 0, 0, scratch, 0);
        } else {
            fromUp(tx / len, ty / len, tz / len, scratch, 0);
        }
        double dir = StrictMath.toRadians(leanDirDeg);
        axisAngle(StrictMath.cos(dir), 0, StrictMath.sin(dir), StrictMath.toRadians(leanDeg), scratch, 9);
        axisAngle(0, 1, 0, StrictMath.toRadians(yawDeg), scratch, 18);
        mul(scratch, 9, scratch, 18, scratch, 27); // L · Y
        mul(scratch, 0, scratch, 27, scratch, 36); // A · L · Y
        int r = 36;
        up[0] = scratch[r + 1];
        up[1] = scratch[r + 4];
        up[2] = scratch[r + 7];
        // r = Ry(a) Rx(b) Rz(c): r12 = -sin b, r02 / r22 = tan a, r10 / r11 = tan c.
        double sb = Math.max(-1, Math.min(1, -scratch[r + 5]));
        double pitch = StrictMath.asin(sb);
        double yawOut;
        double roll;
        if (Math.abs(sb) < 1 - 1e-12) {
            yawOut = StrictMath.atan2(scratch[r + 2], scratch[r + 8]);
            roll = StrictMath.atan2(scratch[r + 3], scratch[r + 4]);
        } else {
            yawOut = StrictMath.atan2(-scratch[r + 6], scratch[r]);
            roll = 0;
        }
        angles[0] = StrictMath.toDegrees(pitch);
        angles[1] = StrictMath.toDegrees(yawOut);
        angles[2] = StrictMath.toDegrees(roll);
    }

    /** {@code Ry(yaw) · Rx(pitch) · Rz(roll)}, angles in degrees, row-major 3×3 (a new array). */
    static double[] matrixYxz(double pitchDeg, double yawDeg, double rollDeg) {
        double[] m = new double[45];
        axisAngle(0, 1, 0, StrictMath.toRadians(yawDeg), m, 0);
        axisAngle(1, 0, 0, StrictMath.toRadians(pitchDeg), m, 9);
        axisAngle(0, 0, 1, StrictMath.toRadians(rollDeg), m, 18);
        mul(m, 9, m, 18, m, 27);
        mul(m, 0, m, 27, m, 36);
        return java.util.Arrays.copyOfRange(m, 36, 45);
    }

    /** The shortest rotation taking +Y to the unit vector (x, y, z), into {@code dest[at..at+8]}. */
    private static void fromUp(double x, double y, double z, double[] dest, int at) {
        // axis = Y × t = (z, 0, -x); sin = |axis|, cos = y
        double s = StrictMath.sqrt(x * x + z * z);
        if (s < 1e-12) {
            axisAngle(1, 0, 0, y > 0 ? 0 : Math.PI, dest, at);
            return;
        }
        axisAngle(z / s, 0, -x / s, StrictMath.atan2(s, y), dest, at);
    }

    /** Rodrigues' rotation about a unit axis by an angle in radians, row-major 3×3 into {@code dest[at..at+8]}. */
    static void axisAngle(double kx, double ky, double kz, double angle, double[] dest, int at) {
        double c = StrictMath.cos(angle);
        double s = StrictMath.sin(angle);
        double t = 1 - c;
        dest[at] = t * kx * kx + c;
        dest[at + 1] = t * kx * ky - s * kz;
        dest[at + 2] = t * kx * kz + s * ky;
        dest[at + 3] = t * kx * ky + s * kz;
        dest[at + 4] = t * ky * ky + c;
        dest[at + 5] = t * ky * kz - s * kx;
        dest[at + 6] = t * kx * kz - s * ky;
        dest[at + 7] = t * ky * kz + s * kx;
        dest[at + 8] = t * kz * kz + c;
    }

    /** {@code a · b} of two row-major 3×3 matrices at offsets, into {@code dest} at its offset (not overlapping them). */
    static void mul(double[] a, int ao, double[] b, int bo, double[] dest, int d) {
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                dest[d + 3 * i + j] = a[ao + 3 * i] * b[bo + j] + a[ao + 3 * i + 1] * b[bo + 3 + j]
                        + a[ao + 3 * i + 2] * b[bo + 6 + j];
            }
        }
    }
}
