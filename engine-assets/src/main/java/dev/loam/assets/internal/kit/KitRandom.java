package dev.loam.assets.internal.kit;

import dev.loam.core.StableHash;

/**
 * The kit's randomness: numbers addressed by keys under one model's seed, variant and name, so
 * that a cheaper level asking for fewer of them gets the same ones (no running counter). Built on
 * {@link StableHash} alone, so the same on every JVM.
 */
final class KitRandom {
    private final long base;

    KitRandom(long seed, String name, int variant) {
        this.base = StableHash.hash(StableHash.hash(seed, name), variant);
    }

    private KitRandom(long base) {
        this.base = base;
    }

    /** A stream of its own under key {@code a}. */
    KitRandom sub(int a) {
        return new KitRandom(StableHash.hash(base, a));
    }

    /** A 64-bit hash under the keys, for per-face variation. */
    long key(int a) {
        return StableHash.hash(base, a);
    }

    double u(int a) {
        return StableHash.unit(base, a);
    }

    double u(int a, int b) {
        return StableHash.unit(base, a, b);
    }

    double u(int a, int b, int c) {
        return StableHash.unit(base, a, b, c);
    }

    /** A number in lo..hi. */
    double range(double lo, double hi, int a) {
        return lo + (hi - lo) * u(a);
    }

    double range(double lo, double hi, int a, int b) {
        return lo + (hi - lo) * u(a, b);
    }

    double range(double lo, double hi, int a, int b, int c) {
        return lo + (hi - lo) * u(a, b, c);
    }

    /** A number in −1..1. */
    double sym(int a, int b) {
        return 2 * u(a, b) - 1;
    }

    double sym(int a, int b, int c) {
        return 2 * u(a, b, c) - 1;
    }

    /** A whole number in lo..hi, both included. */
    int count(int lo, int hi, int a) {
        return lo + StableHash.bounded(StableHash.hash(base, a, 0x5eed), hi - lo + 1);
    }
}
