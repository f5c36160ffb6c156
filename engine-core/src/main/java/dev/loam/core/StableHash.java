package dev.loam.core;

import java.util.Objects;

/**
 * A stable, seeded 64-bit hash of sequences of integers and strings.
 *
 * <p>The results of this class are part of Loam's saved-world format: the same inputs give the
 * same output on every JVM, platform and release, forever. Any change to the values it returns
 * is a breaking change, and the unit tests pin a set of outputs to catch one.
 *
 * <h2>Algorithm</h2>
 *
 * <p>A hash is a running 64-bit state. It starts as the caller's seed; each value is absorbed by
 * {@link #mix(long, long)}; and {@link #finish(long)} applies a final avalanche:
 *
 * <pre>{@code
 * mix(h, v)   = splitMix64(((h ^ (v * 0xC2B2AE3D27D4EB4F)) + 0x9E3779B97F4A7C15))
 * finish(h)   = fmix64(h ^ 0xD6E8FEB86659FD93)
 * hash(s, a, b, ...) = finish(mix(...mix(mix(s, a), b)..., last))
 * }</pre>
 *
 * <p>where {@code splitMix64} is the output function of Steele, Lea and Flood's SplitMix64
 * generator (Stafford's "Mix13" variant: xor-shift 30, multiply by {@code 0xBF58476D1CE4E5B9},
 * xor-shift 27, multiply by {@code 0x94D049BB133111EB}, xor-shift 31) and {@code fmix64} is the
 * 64-bit finaliser of Austin Appleby's MurmurHash3 (xor-shift 33, multiply by
 * {@code 0xFF51AFD7ED558CCD}, xor-shift 33, multiply by {@code 0xC4CEB9FE1A85EC53}, xor-shift 33).
 * All arithmetic is two's-complement and wraps; shifts are unsigned.
 *
 * <p>Properties:
 *
 * <ul>
 *   <li>Order matters: {@code hash(seed, 1, 2) != hash(seed, 2, 1)} (with overwhelming
 *       probability; every step is a bijection of the state, so for a fixed state two different
 *       values never give the same next state).
 *   <li>An {@code int} is absorbed as its sign-extended {@code long}, so {@code mix(h, -7)} and
 *       {@code mix(h, -7L)} are equal, and {@code hash(seed, 3, -7) == hash(seed, 3L, -7L)}.
 *   <li>Negative values, zero seeds and zero values are all fine: an all-zero input does not hash
 *       to zero.
 * </ul>
 *
 * <p>This is not a cryptographic hash: do not use it where an adversary chooses the inputs.
 *
 * <p>The class is stateless and thread-safe; the {@code int} and {@code long} paths allocate
 * nothing.
 */
public final class StableHash {

    /** Multiplier applied to each absorbed value (odd, so the product is a bijection). */
    private static final long VALUE_MULTIPLIER = 0xC2B2AE3D27D4EB4FL;
    /** The golden-ratio increment of SplitMix64; keeps an all-zero state from staying zero. */
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
    /** Constant folded into the state by {@link #finish(long)}. */
    private static final long FINISH_SALT = 0xD6E8FEB86659FD93L;
    /** 2<sup>-53</sup>, the spacing of the doubles {@link #unit(long)} returns. */
    private static final double UNIT_53 = 0x1.0p-53;

    private StableHash() {
        throw new AssertionError("StableHash has no instances");
    }

    // ------------------------------------------------------------------------------------------
    // Chaining

    /**
     * Absorbs one {@code long} value into a running hash state.
     *
     * <p>For a fixed {@code h}, distinct values always give distinct results.
     *
     * @param h the running state: a seed, or the result of an earlier {@code mix}
     * @param value the value to absorb; any value, negative included
     * @return the new running state (pass it to another {@code mix} or to {@link #finish(long)})
     */
    public static long mix(long h, long value) {
        return splitMix64((h ^ (value * VALUE_MULTIPLIER)) + GOLDEN_GAMMA);
    }

    /**
     * Absorbs one {@code int} value into a running hash state; identical to {@link #mix(long,
     * long)} with the sign-extended value.
     *
     * @param h the running state: a seed, or the result of an earlier {@code mix}
     * @param value the value to absorb; any value, negative included
     * @return the new running state
     */
    public static long mix(long h, int value) {
        return mix(h, (long) value);
    }

    /**
     * Absorbs a string into a running hash state.
     *
     * <p>The string is hashed as its UTF-16 code units ({@code char}s), not its encoded bytes:
     * first its length is absorbed with {@link #mix(long, long)}, then its chars in groups of
     * four, each group packed little-end first into one {@code long} ({@code c0 | c1 << 16 | c2
     * << 32 | c3 << 48}), the last group padded with zero chars. The length prefix makes a
     * sequence of strings unambiguous: {@code mix(mix(h, "ab"), "c")} differs from {@code
     * mix(mix(h, "a"), "bc")}. {@link String#hashCode()} is not used.
     *
     * @param h the running state: a seed, or the result of an earlier {@code mix}
     * @param s the string to absorb; the empty string is allowed
     * @return the new running state
     * @throws NullPointerException if {@code s} is null
     */
    public static long mix(long h, String s) {
        Objects.requireNonNull(s, "s (the string to hash) must not be null");
        int length = s.length();
        long state = mix(h, (long) length);
        int k = 0;
        for (; k + 4 <= length; k += 4) {
            long packed = (long) s.charAt(k)
                    | (long) s.charAt(k + 1) << 16
                    | (long) s.charAt(k + 2) << 32
                    | (long) s.charAt(k + 3) << 48;
            state = mix(state, packed);
        }
        if (k < length) {
            long packed = 0L;
            for (int shift = 0; k < length; k++, shift += 16) {
                packed |= (long) s.charAt(k) << shift;
            }
            state = mix(state, packed);
        }
        return state;
    }

    /**
     * Applies the final avalanche to a running hash state, giving the hash value.
     *
     * <p>{@code finish} is a bijection on 64-bit values.
     *
     * @param h the running state after the last {@code mix}
     * @return the finished hash
     */
    public static long finish(long h) {
        return fmix64(h ^ FINISH_SALT);
    }

    // ------------------------------------------------------------------------------------------
    // One-call hashes

    /**
     * Hashes one {@code int} under a seed: {@code finish(mix(seed, a))}.
     *
     * @param seed the seed; any value
     * @param a the value
     * @return the 64-bit hash
     */
    public static long hash(long seed, int a) {
        return finish(mix(seed, (long) a));
    }

    /**
     * Hashes an ordered pair of {@code int}s under a seed: {@code finish(mix(mix(seed, a), b))}.
     * Typical use: a value per lattice point or grid cell {@code (a, b)}.
     *
     * @param seed the seed; any value
     * @param a the first value
     * @param b the second value
     * @return the 64-bit hash
     */
    public static long hash(long seed, int a, int b) {
        return finish(mix(mix(seed, (long) a), (long) b));
    }

    /**
     * Hashes an ordered triple of {@code int}s under a seed: {@code finish(mix(mix(mix(seed, a),
     * b), c))}.
     *
     * @param seed the seed; any value
     * @param a the first value
     * @param b the second value
     * @param c the third value
     * @return the 64-bit hash
     */
    public static long hash(long seed, int a, int b, int c) {
        return finish(mix(mix(mix(seed, (long) a), (long) b), (long) c));
    }

    /**
     * Hashes an ordered sequence of {@code long}s under a seed: every value is absorbed in order
     * with {@link #mix(long, long)}, then {@link #finish(long)} is applied. The length is not
     * absorbed separately, so {@code hash(seed, 3L, -7L)} equals {@code hash(seed, 3, -7)}, and
     * with no values the result is {@code finish(seed)}.
     *
     * @param seed the seed; any value
     * @param values the values in order; may be empty
     * @return the 64-bit hash
     * @throws NullPointerException if {@code values} is null
     */
    public static long hash(long seed, long... values) {
        Objects.requireNonNull(values, "values must not be null");
        long h = seed;
        for (long value : values) {
            h = mix(h, value);
        }
        return finish(h);
    }

    /**
     * Hashes a string under a seed: {@code finish(mix(seed, s))}; see {@link #mix(long, String)}
     * for how the string is read.
     *
     * @param seed the seed; any value
     * @param s the string; the empty string is allowed
     * @return the 64-bit hash
     * @throws NullPointerException if {@code s} is null
     */
    public static long hash(long seed, String s) {
        return finish(mix(seed, s));
    }

    // ------------------------------------------------------------------------------------------
    // Turning hashes into numbers

    /**
     * Maps a hash to a double in {@code [0, 1)}, using its top 53 bits: the result is {@code
     * (hash >>> 11) * 2^-53}, one of the 2<sup>53</sup> evenly spaced values {@code 0, 2^-53,
     * ..., 1 - 2^-53}. The computation is exact, so identical on every JVM.
     *
     * @param hash a finished hash
     * @return a value {@code >= 0.0} and {@code < 1.0}
     */
    public static double unit(long hash) {
        return (hash >>> 11) * UNIT_53;
    }

    /**
     * Shorthand for {@code unit(hash(seed, a))}.
     *
     * @param seed the seed; any value
     * @param a the value
     * @return a value in {@code [0, 1)}
     */
    public static double unit(long seed, int a) {
        return unit(hash(seed, a));
    }

    /**
     * Shorthand for {@code unit(hash(seed, a, b))}.
     *
     * @param seed the seed; any value
     * @param a the first value
     * @param b the second value
     * @return a value in {@code [0, 1)}
     */
    public static double unit(long seed, int a, int b) {
        return unit(hash(seed, a, b));
    }

    /**
     * Shorthand for {@code unit(hash(seed, a, b, c))}.
     *
     * @param seed the seed; any value
     * @param a the first value
     * @param b the second value
     * @param c the third value
     * @return a value in {@code [0, 1)}
     */
    public static double unit(long seed, int a, int b, int c) {
        return unit(hash(seed, a, b, c));
    }

    /**
     * Maps a hash to an index in {@code [0, bound)}, for picking one of {@code bound} choices.
     *
     * <p>Uses the top 32 bits: {@code ((hash >>> 32) * bound) >>> 32} (Lemire's multiply-shift
     * reduction). Each index is hit by either {@code floor(2^32 / bound)} or {@code ceil(2^32 /
     * bound)} of the 2<sup>32</sup> possible top halves, so the bias is at most {@code bound /
     * 2^32}.
     *
     * @param hash a finished hash
     * @param bound the number of choices; must be at least 1
     * @return an index {@code >= 0} and {@code < bound}
     * @throws IllegalArgumentException if {@code bound < 1}
     */
    public static int bounded(long hash, int bound) {
        if (bound < 1) {
            throw new IllegalArgumentException("bound must be at least 1, got " + bound);
        }
        return (int) (((hash >>> 32) * bound) >>> 32);
    }

    // ------------------------------------------------------------------------------------------
    // Mixing functions

    /** SplitMix64's output function (Stafford's Mix13). A bijection; maps 0 to 0. */
    private static long splitMix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** MurmurHash3's 64-bit finaliser. A bijection; maps 0 to 0. */
    private static long fmix64(long k) {
        k = (k ^ (k >>> 33)) * 0xFF51AFD7ED558CCDL;
        k = (k ^ (k >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return k ^ (k >>> 33);
    }
}
