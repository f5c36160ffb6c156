package dev.loam.terrain;

/** Splat weight normalisation: four unsigned bytes a vertex, scaled to sum exactly 255. */
final class TerrainSplat {
    /** The sum every normalised entry has. */
    static final int FULL = 255;

    private TerrainSplat() {
    }

    /**
     * Writes the normalised weights of the entry at {@code src[from..from+3]} into
     * {@code dest[to..to+3]}: an all-zero entry becomes layer 0 alone, an entry summing 255 stays as
     * it is, any other is scaled to 255 with the leftover units going to the largest remainders
     * (the lowest layer first on a tie). Idempotent. {@code src} and {@code dest} may be the same.
     */
    static void normalise(byte[] src, int from, byte[] dest, int to) {
        int w0 = src[from] & 0xff, w1 = src[from + 1] & 0xff, w2 = src[from + 2] & 0xff, w3 = src[from + 3] & 0xff;
        int sum = w0 + w1 + w2 + w3;
        if (sum == FULL) {
            if (src != dest || from != to) {
                System.arraycopy(src, from, dest, to, 4);
            }
            return;
        }
        if (sum == 0) {
            dest[to] = (byte) FULL;
            dest[to + 1] = 0;
            dest[to + 2] = 0;
            dest[to + 3] = 0;
            return;
        }
        int q0 = w0 * FULL / sum, q1 = w1 * FULL / sum, q2 = w2 * FULL / sum, q3 = w3 * FULL / sum;
        int r0 = w0 * FULL % sum, r1 = w1 * FULL % sum, r2 = w2 * FULL % sum, r3 = w3 * FULL % sum;
        int left = FULL - q0 - q1 - q2 - q3;
        while (left > 0) {
            if (r0 >= r1 && r0 >= r2 && r0 >= r3) {
                q0++;
                r0 = -1;
            } else if (r1 >= r2 && r1 >= r3) {
                q1++;
                r1 = -1;
            } else if (r2 >= r3) {
                q2++;
                r2 = -1;
            } else {
                q3++;
                r3 = -1;
            }
            left--;
        }
        dest[to] = (byte) q0;
        dest[to + 1] = (byte) q1;
        dest[to + 2] = (byte) q2;
        dest[to + 3] = (byte) q3;
    }

    /** A new array holding {@code raw}'s entries normalised. */
    static byte[] normaliseAll(byte[] raw) {
        byte[] out = new byte[raw.length];
        for (int k = 0; k < raw.length; k += 4) {
            normalise(raw, k, out, k);
        }
        return out;
    }

    /** Normalises every entry in place. */
    static void normaliseInPlace(byte[] splat) {
        for (int k = 0; k < splat.length; k += 4) {
            normalise(splat, k, splat, k);
        }
    }
}
