package dev.loam.assets.internal.glbwrite;

/**
 * Splits a column-major affine matrix into glTF's translation, rotation (a unit quaternion) and
 * scale, {@code M = T · R · S}, or says why it cannot: a matrix whose columns are not at right
 * angles to each other (shear) or one that collapses an axis. A mirroring matrix keeps its mirror
 * in a negative x scale.
 */
public final class Trs {
    /**
     * How far the scaled columns may be from right angles, as the cosine of the angle between two
     * of them: 1e-4, well inside what float rounding of a composed T · R · S leaves and well
     * outside any shear meant as one.
     */
    public static final double RIGHT_ANGLE_TOLERANCE = 1e-4;

    private Trs() {
    }

    /**
     * Decomposes {@code m}.
     *
     * @param m   16 floats, column-major, last row (0, 0, 0, 1)
     * @param out 10 floats written: translation x, y, z; rotation x, y, z, w; scale x, y, z
     * @return null when done, else why the matrix has no TRS form (for a refusal's detail)
     */
    public static String decompose(float[] m, float[] out) {
        double[] c = new double[9];
        double[] s = new double[3];
        for (int col = 0; col < 3; col++) {
            double x = m[4 * col], y = m[4 * col + 1], z = m[4 * col + 2];
            double len = Math.sqrt(x * x + y * y + z * z);
            if (!(len > 1e-12)) {
                return "its " + "xyz".charAt(col) + " axis has length 0: the matrix collapses space, which no scale holds";
            }
            s[col] = len;
            c[3 * col] = x / len;
            c[3 * col + 1] = y / len;
            c[3 * col + 2] = z / len;
        }
        for (int a = 0; a < 3; a++) {
            for (int b = a + 1; b < 3; b++) {
                double dot = c[3 * a] * c[3 * b] + c[3 * a + 1] * c[3 * b + 1] + c[3 * a + 2] * c[3 * b + 2];
                if (Math.abs(dot) > RIGHT_ANGLE_TOLERANCE) {
                    return String.format(java.util.Locale.ROOT,
                            "its %s and %s axes are not at right angles (cosine %.4g): the matrix shears, and "
                                    + "translation, rotation and scale cannot hold a shear",
                            "xyz".charAt(a), "xyz".charAt(b), dot);
                }
            }
        }
        double det = c[0] * (c[4] * c[8] - c[7] * c[5]) - c[3] * (c[1] * c[8] - c[7] * c[2])
                + c[6] * (c[1] * c[5] - c[4] * c[2]);
        if (det < 0) {
            s[0] = -s[0];
            c[0] = -c[0];
            c[1] = -c[1];
            c[2] = -c[2];
        }
        // R(row, col) = c[3 * col + row]
        double r00 = c[0], r10 = c[1], r20 = c[2], r01 = c[3], r11 = c[4], r21 = c[5], r02 = c[6], r12 = c[7], r22 = c[8];
        double qx, qy, qz, qw;
        double trace = r00 + r11 + r22;
        if (trace > 0) {
            double k = Math.sqrt(trace + 1) * 2;
            qw = 0.25 * k;
            qx = (r21 - r12) / k;
            qy = (r02 - r20) / k;
            qz = (r10 - r01) / k;
        } else if (r00 > r11 && r00 > r22) {
            double k = Math.sqrt(1 + r00 - r11 - r22) * 2;
            qw = (r21 - r12) / k;
            qx = 0.25 * k;
            qy = (r01 + r10) / k;
            qz = (r02 + r20) / k;
        } else if (r11 > r22) {
            double k = Math.sqrt(1 + r11 - r00 - r22) * 2;
            qw = (r02 - r20) / k;
            qx = (r01 + r10) / k;
            qy = 0.25 * k;
            qz = (r12 + r21) / k;
        } else {
            double k = Math.sqrt(1 + r22 - r00 - r11) * 2;
            qw = (r10 - r01) / k;
            qx = (r02 + r20) / k;
            qy = (r12 + r21) / k;
            qz = 0.25 * k;
        }
        double len = Math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
        if (qw < 0) {
            len = -len;
        }
        out[0] = m[12];
        out[1] = m[13];
        out[2] = m[14];
        out[3] = (float) (qx / len);
        out[4] = (float) (qy / len);
        out[5] = (float) (qz / len);
        out[6] = (float) (qw / len);
        out[7] = (float) s[0];
        out[8] = (float) s[1];
        out[9] = (float) s[2];
        return null;
    }
}
