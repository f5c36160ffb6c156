package dev.loam.assets.internal.obj;

import java.util.Arrays;

/** A growable list of floats. Not thread-safe. */
final class FloatList {
    private float[] a = new float[64];
    private int n;

    void add(float v) {
        if (n == a.length) {
            a = Arrays.copyOf(a, a.length * 2);
        }
        a[n++] = v;
    }

    int size() {
        return n;
    }

    float[] toArray() {
        return Arrays.copyOf(a, n);
    }
}
