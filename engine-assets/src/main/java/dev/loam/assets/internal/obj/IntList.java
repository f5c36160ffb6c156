package dev.loam.assets.internal.obj;

import java.util.Arrays;

/** A growable list of ints. Not thread-safe. */
final class IntList {
    private int[] a = new int[64];
    private int n;

    void add(int v) {
        if (n == a.length) {
            a = Arrays.copyOf(a, a.length * 2);
        }
        a[n++] = v;
    }

    int get(int i) {
        return a[i];
    }

    int size() {
        return n;
    }

    int[] toArray() {
        return Arrays.copyOf(a, n);
    }
}
