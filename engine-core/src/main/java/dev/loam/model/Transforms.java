package dev.loam.model;

/**
 * Column-major 4 × 4 affine matrices as {@code float[16]}, the layout glTF and OpenGL use
 * (element (row r, column c) at {@code 4·c + r}; the translation in 12, 13, 14). The model
 * package keeps transforms in this plain form so that its data carries no library type.
 */
public final class Transforms {
    private Transforms() {
    }

    /** The identity. */
    public static float[] identity() {
        return new float[] {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    }

    /**
     * Translation, then a rotation as a unit quaternion (x, y, z, w), then a scale: glTF's TRS,
     * {@code T · R · S}.
     */
    public static float[] trs(float tx, float ty, float tz, float qx, float qy, float qz, float qw, float sx, float sy, float sz) {
        float xx = qx * qx, yy = qy * qy, zz = qz * qz, xy = qx * qy, xz = qx * qz, yz = qy * qz, wx = qw * qx, wy = qw * qy, wz = qw * qz;
        return new float[] {
            (1 - 2 * (yy + zz)) * sx, 2 * (xy + wz) * sx, 2 * (xz - wy) * sx, 0,
            2 * (xy - wz) * sy, (1 - 2 * (xx + zz)) * sy, 2 * (yz + wx) * sy, 0,
            2 * (xz + wy) * sz, 2 * (yz - wx) * sz, (1 - 2 * (xx + yy)) * sz, 0,
            tx, ty, tz, 1};
    }

    /** A translation to (x, y, z), a turn of {@code yawRadians} about +y (from +x toward −z) and a uniform scale. */
    public static float[] placed(float x, float y, float z, float yawRadians, float scale) {
        float half = yawRadians / 2;
        return trs(x, y, z, 0, (float) StrictMath.sin(half), 0, (float) StrictMath.cos(half), scale, scale, scale);
    }

    /** {@code a · b}: b applied first. */
    public static float[] multiply(float[] a, float[] b) {
        float[] r = new float[16];
        for (int c = 0; c < 4; c++) {
            for (int row = 0; row < 4; row++) {
                float s = 0;
                for (int k = 0; k < 4; k++) {
                    s += a[4 * k + row] * b[4 * c + k];
                }
                r[4 * c + row] = s;
            }
        }
        return r;
    }

    /**
     * Checks that a matrix is 16 finite floats whose last row is (0, 0, 0, 1).
     *
     * @throws ModelException naming the element that is wrong
     */
    public static void check(float[] m) {
        if (m == null || m.length != 16) {
            throw new ModelException("matrix", "a transform is 16 floats, column by column");
        }
        for (int i = 0; i < 16; i++) {
            if (!Float.isFinite(m[i])) {
                throw new ModelException("matrix[" + i + "]", m[i] + " is not finite");
            }
        }
        if (Math.abs(m[3]) > 1e-5f || Math.abs(m[7]) > 1e-5f || Math.abs(m[11]) > 1e-5f || Math.abs(m[15] - 1) > 1e-5f) {
            throw new ModelException("matrix", "the last row must be (0, 0, 0, 1): an affine transform, no projection");
        }
    }

    /** The determinant of the upper 3 × 3: negative for a mirroring transform, 0 for a collapsing one. */
    public static float determinant3(float[] m) {
        return m[0] * (m[5] * m[10] - m[9] * m[6]) - m[4] * (m[1] * m[10] - m[9] * m[2]) + m[8] * (m[1] * m[6] - m[5] * m[2]);
    }

    /** The inverse transpose of the upper 3 × 3, column-major {@code float[9]}, for moving normals. */
    public static float[] normalMatrix(float[] m) {
        float a = m[0], b = m[4], c = m[8], d = m[1], e = m[5], f = m[9], g = m[2], h = m[6], i = m[10];
        float det = determinant3(m);
        if (det == 0) {
            throw new ModelException("matrix", "the transform collapses space (its determinant is 0)");
        }
        float inv = 1 / det;
        // the cofactor matrix over the determinant is the inverse transpose; stored column by column
        float c00 = e * i - f * h, c01 = f * g - d * i, c02 = d * h - e * g;
        float c10 = c * h - b * i, c11 = a * i - c * g, c12 = b * g - a * h;
        float c20 = b * f - c * e, c21 = c * d - a * f, c22 = a * e - b * d;
        return new float[] {c00 * inv, c10 * inv, c20 * inv, c01 * inv, c11 * inv, c21 * inv, c02 * inv, c12 * inv, c22 * inv};
    }

    /** The horizontal distance from the y axis to (x, z). */
    static float radius(float x, float z) {
        return (float) Math.sqrt(x * x + z * z);
    }
}
