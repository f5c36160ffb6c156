package dev.loam.assets.internal.obj;

/**
 * Triangulates one planar-ish polygon face by ear clipping in the plane its Newell normal picks,
 * keeping the face's winding; a polygon of more than {@link #MAX_EAR_CLIPPED} corners, or one
 * where no ear is found (a self-crossing or collapsed outline), is cut as a fan from its first corner.
 */
final class Polygons {
    /** The most corners a face is ear-clipped with (clipping costs the square of the corners). */
    static final int MAX_EAR_CLIPPED = 256;

    private Polygons() {
    }

    /**
     * The face's Newell normal, not normalised: its length is twice the face's area.
     *
     * @param p   positions, 3 floats a vertex
     * @param v   the corners' vertex indices
     * @param out receives x, y, z
     */
    static void newell(float[] p, int[] v, double[] out) {
        double nx = 0, ny = 0, nz = 0;
        int n = v.length;
        for (int i = 0; i < n; i++) {
            int a = 3 * v[i], b = 3 * v[(i + 1) % n];
            nx += ((double) p[a + 1] - p[b + 1]) * ((double) p[a + 2] + p[b + 2]);
            ny += ((double) p[a + 2] - p[b + 2]) * ((double) p[a] + p[b]);
            nz += ((double) p[a] - p[b]) * ((double) p[a + 1] + p[b + 1]);
        }
        out[0] = nx;
        out[1] = ny;
        out[2] = nz;
    }

    /**
     * Triangles over the corners, as corner numbers (0 .. n − 1), three a triangle.
     *
     * @param p      positions, 3 floats a vertex
     * @param v      the corners' vertex indices, at least 3
     * @param normal the face's Newell normal
     */
    static int[] triangulate(float[] p, int[] v, double[] normal) {
        int n = v.length;
        if (n == 3) {
            return new int[] {0, 1, 2};
        }
        double ax = Math.abs(normal[0]), ay = Math.abs(normal[1]), az = Math.abs(normal[2]);
        if (n > MAX_EAR_CLIPPED || !(ax + ay + az > 0)) {
            return fan(n);
        }
        // Project on the plane across the normal's largest axis; u, v keep a right-handed view from the front.
        int ui, vi;
        double sign;
        if (az >= ax && az >= ay) {
            ui = 0;
            vi = 1;
            sign = Math.signum(normal[2]);
        } else if (ax >= ay) {
            ui = 1;
            vi = 2;
            sign = Math.signum(normal[0]);
        } else {
            ui = 2;
            vi = 0;
            sign = Math.signum(normal[1]);
        }
        double[] u = new double[n], w = new double[n];
        for (int i = 0; i < n; i++) {
            u[i] = p[3 * v[i] + ui];
            w[i] = sign * p[3 * v[i] + vi];
        }
        int[] left = new int[n];
        for (int i = 0; i < n; i++) {
            left[i] = i;
        }
        int m = n;
        int[] out = new int[3 * (n - 2)];
        int k = 0;
        int guard = 0;
        int i = 1; // the first ear tried is corners 0, 1, 2: a convex face comes out as a fan from corner 0
        while (m > 3) {
            int a = left[(i + m - 1) % m], b = left[i % m], c = left[(i + 1) % m];
            if (isEar(u, w, left, m, a, b, c)) {
                out[k++] = a;
                out[k++] = b;
                out[k++] = c;
                System.arraycopy(left, i % m + 1, left, i % m, m - i % m - 1);
                m--;
                guard = 0;
                i = i % m;
            } else {
                i = (i + 1) % m;
                if (++guard > m) {
                    // no ear left: finish the rest as a fan
                    for (int j = 1; j + 1 < m; j++) {
                        out[k++] = left[0];
                        out[k++] = left[j];
                        out[k++] = left[j + 1];
                    }
                    return out;
                }
            }
        }
        out[k++] = left[0];
        out[k++] = left[1];
        out[k] = left[2];
        return out;
    }

    private static boolean isEar(double[] u, double[] w, int[] left, int m, int a, int b, int c) {
        double cross = (u[b] - u[a]) * (w[c] - w[a]) - (w[b] - w[a]) * (u[c] - u[a]);
        if (!(cross > 0)) {
            return false;
        }
        for (int j = 0; j < m; j++) {
            int q = left[j];
            if (q == a || q == b || q == c) {
                continue;
            }
            if (inside(u, w, a, b, c, q)) {
                return false;
            }
        }
        return true;
    }

    private static boolean inside(double[] u, double[] w, int a, int b, int c, int q) {
        double d1 = (u[b] - u[a]) * (w[q] - w[a]) - (w[b] - w[a]) * (u[q] - u[a]);
        double d2 = (u[c] - u[b]) * (w[q] - w[b]) - (w[c] - w[b]) * (u[q] - u[b]);
        double d3 = (u[a] - u[c]) * (w[q] - w[c]) - (w[a] - w[c]) * (u[q] - u[c]);
        return d1 >= 0 && d2 >= 0 && d3 >= 0;
    }

    private static int[] fan(int n) {
        int[] out = new int[3 * (n - 2)];
        for (int j = 1, k = 0; j + 1 < n; j++) {
            out[k++] = 0;
            out[k++] = j;
            out[k++] = j + 1;
        }
        return out;
    }
}
