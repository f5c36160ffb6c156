package dev.loam.worldgen;

import java.util.Arrays;
import java.util.Objects;

/**
 * The named streaming sources (cameras, players) of a stream and where each stood at the last
 * scan, so a stream rescans only when one has moved far enough. Primitive arrays, read without
 * allocating. Not thread-safe: the game's thread only.
 */
final class StreamSources {
    private String[] names = new String[0];
    private double[] x = new double[0];
    private double[] z = new double[0];
    private double[] scanX = new double[0];
    private double[] scanZ = new double[0];

    /** @return how many sources there are */
    int count() {
        return names.length;
    }

    /** @return source {@code k}'s x, world units */
    double x(int k) {
        return x[k];
    }

    /** @return source {@code k}'s z (a 2D world's y), world units */
    double z(int k) {
        return z[k];
    }

    /**
     * Places or moves a source.
     *
     * @return whether it is new
     * @throws WorldRulesException (path {@code sources.<name>}) for a position that is not finite
     */
    boolean set(String name, double px, double pz) {
        Objects.requireNonNull(name, "name");
        if (!Double.isFinite(px) || !Double.isFinite(pz)) {
            throw new WorldRulesException("sources." + name, "position (" + px + ", " + pz + ") must be finite");
        }
        for (int k = 0; k < names.length; k++) {
            if (names[k].equals(name)) {
                x[k] = px;
                z[k] = pz;
                return false;
            }
        }
        int n = names.length + 1;
        names = Arrays.copyOf(names, n);
        x = Arrays.copyOf(x, n);
        z = Arrays.copyOf(z, n);
        scanX = Arrays.copyOf(scanX, n);
        scanZ = Arrays.copyOf(scanZ, n);
        names[n - 1] = name;
        x[n - 1] = px;
        z[n - 1] = pz;
        return true;
    }

    /** Removes a source; returns whether there was one. */
    boolean remove(String name) {
        for (int k = 0; k < names.length; k++) {
            if (names[k].equals(name)) {
                names = cut(names, k);
                x = cut(x, k);
                z = cut(z, k);
                scanX = cut(scanX, k);
                scanZ = cut(scanZ, k);
                return true;
            }
        }
        return false;
    }

    /** Whether a source has moved more than {@code step} world units along x or z since the last scan. */
    boolean movedSinceScan(double step) {
        for (int k = 0; k < x.length; k++) {
            if (Math.abs(x[k] - scanX[k]) > step || Math.abs(z[k] - scanZ[k]) > step) {
                return true;
            }
        }
        return false;
    }

    /** Notes every source's position as scanned. */
    void markScanned() {
        System.arraycopy(x, 0, scanX, 0, x.length);
        System.arraycopy(z, 0, scanZ, 0, z.length);
    }

    private static String[] cut(String[] a, int k) {
        String[] out = new String[a.length - 1];
        System.arraycopy(a, 0, out, 0, k);
        System.arraycopy(a, k + 1, out, k, a.length - k - 1);
        return out;
    }

    private static double[] cut(double[] a, int k) {
        double[] out = new double[a.length - 1];
        System.arraycopy(a, 0, out, 0, k);
        System.arraycopy(a, k + 1, out, k, a.length - k - 1);
        return out;
    }
}
