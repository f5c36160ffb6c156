package dev.loam.assets.internal.gltf;

import dev.loam.model.Bounds;

/**
 * The reader's checks of a decoded array, each one walk of it that also does what
 * {@link dev.loam.model.ModelMesh} would otherwise walk it again for, so that a large model is
 * read with every array touched once after it is copied out of the file. Each fast pass only says
 * whether the array is good; on bad input the reader runs its plain check, which finds the first
 * bad element and refuses it at its place, so refusals are those of the plain checks.
 *
 * <p>Each pass is a walker that takes the array piece by piece ({@link FloatWalk}, {@link IntWalk}),
 * so that {@link AccessorReader} can hand it each {@link #CHUNK} of values just after copying
 * them out of the file, while they are still in the core's nearest cache: the array then
 * crosses the memory bus once, as a plain copy's does. The whole-array methods walk it in one piece.
 *
 * <p>The passes are written for Java 17's JIT, which vectorizes none of them: the box's least and
 * greatest positions compared as ordered ints on branches that are almost never taken (the finite
 * check falls out of the same compares); the index range and the finite check as ORs whose sign
 * says whether a value was bad, no compare a value; for normals a test that keeps the common unit
 * normal on one predictable branch.
 */
final class DecodePasses {
    /** The float just below 1: a normal of this squared length is kept, as {@code ModelMesh} keeps it. */
    static final float UNIT_BELOW = Math.nextDown(1f);
    /** Below this squared length (in float) a given normal becomes +y, as glTF's reader rules have it. */
    static final float TINY_NORMAL = 1e-12f;

    private static final int KEY_POS_INF = key(Float.POSITIVE_INFINITY);
    private static final int KEY_NEG_INF = key(Float.NEGATIVE_INFINITY);

    private DecodePasses() {
    }

    /**
     * A float's bits as an int whose signed order is the floats' total order: −∞ below every
     * finite float, −0 just below +0, +∞ above, NaNs outside both ends. For two finite floats the
     * smaller key is the float {@link Math#min(float, float)} picks.
     */
    static int key(float f) {
        int b = Float.floatToRawIntBits(f);
        return b ^ ((b >> 31) & 0x7fffffff);
    }

    /** The float whose {@link #key} is {@code k}. */
    static float unkey(int k) {
        return Float.intBitsToFloat(k ^ ((k >> 31) & 0x7fffffff));
    }

    /** How many values a walker is handed at a time: 12 KiB of floats or ints, a whole number of 2-, 3- and 4-float elements. */
    static final int CHUNK = 3 * 1024;

    /** A pass over a float array, handed its pieces in order; {@code from} and {@code to} are whole elements. */
    interface FloatWalk {
        /** Walks {@code v[from]} to {@code v[to - 1]}. */
        void walk(float[] v, int from, int to);
    }

    /** A pass over an int array, handed its pieces in order. */
    interface IntWalk {
        /** Walks {@code v[from]} to {@code v[to - 1]}. */
        void walk(int[] v, int from, int to);
    }

    /**
     * The box round xyz positions, bit for bit the one {@code ModelMesh} measures (a fold of
     * {@link Math#min(float, float)} and {@link Math#max(float, float)} from +∞ and −∞, so −0 lies
     * below +0), and whether every value is finite.
     */
    static final class BoxWalk implements FloatWalk {
        private int x0 = KEY_POS_INF, y0 = KEY_POS_INF, z0 = KEY_POS_INF;
        private int x1 = KEY_NEG_INF, y1 = KEY_NEG_INF, z1 = KEY_NEG_INF;

        @Override
        public void walk(float[] xyz, int from, int to) {
            int ax = x0, ay = y0, az = z0, bx = x1, by = y1, bz = z1;
            for (int i = from; i + 2 < to; i += 3) {
                int x = key(xyz[i]), y = key(xyz[i + 1]), z = key(xyz[i + 2]);
                // branches, not Math.min/max's conditional moves: after the first few vertices a
                // new extreme is rare, so they are predicted, and no compare waits on the one before
                if (x < ax) {
                    ax = x;
                }
                if (x > bx) {
                    bx = x;
                }
                if (y < ay) {
                    ay = y;
                }
                if (y > by) {
                    by = y;
                }
                if (z < az) {
                    az = z;
                }
                if (z > bz) {
                    bz = z;
                }
            }
            x0 = ax;
            y0 = ay;
            z0 = az;
            x1 = bx;
            y1 = by;
            z1 = bz;
        }

        /** The box of what was walked, or null when some value is not finite. */
        Bounds box() {
            // every key of a finite float lies strictly between the infinities' (with no vertex the
            // lows stay at +inf's key and the highs at -inf's, inside too)
            if (Math.min(x0, Math.min(y0, z0)) <= KEY_NEG_INF || Math.max(x1, Math.max(y1, z1)) >= KEY_POS_INF) {
                return null;
            }
            return new Bounds(unkey(x0), unkey(y0), unkey(z0), unkey(x1), unkey(y1), unkey(z1));
        }
    }

    /** Whether every value walked is finite (no infinity, no NaN). */
    static final class FiniteWalk implements FloatWalk {
        private int bad;

        @Override
        public void walk(float[] v, int from, int to) {
            // an exponent of all ones (infinity or NaN) plus one exponent step carries into the
            // sign bit; every other exponent does not: OR-ed over the values, the sign says whether
            // one was (four ORs at a time, each on its own: the loop does not wait on one chain)
            int bad0 = bad, bad1 = 0, bad2 = 0, bad3 = 0;
            int i = from;
            for (; i + 3 < to; i += 4) {
                bad0 |= (Float.floatToRawIntBits(v[i]) & 0x7f800000) + 0x00800000;
                bad1 |= (Float.floatToRawIntBits(v[i + 1]) & 0x7f800000) + 0x00800000;
                bad2 |= (Float.floatToRawIntBits(v[i + 2]) & 0x7f800000) + 0x00800000;
                bad3 |= (Float.floatToRawIntBits(v[i + 3]) & 0x7f800000) + 0x00800000;
            }
            for (; i < to; i++) {
                bad0 |= (Float.floatToRawIntBits(v[i]) & 0x7f800000) + 0x00800000;
            }
            bad = bad0 | bad1 | bad2 | bad3;
        }

        /** Whether every value walked was finite. */
        boolean finite() {
            return bad >= 0;
        }
    }

    /** Whether every index walked, read as unsigned, is below a vertex count. */
    static final class RangeWalk implements IntWalk {
        private final int last;
        private int bad;

        /** @param n the vertex count, 0 or more */
        RangeWalk(int n) {
            this.last = n - 1;
        }

        @Override
        public void walk(int[] indices, int from, int to) {
            // v in 0 .. n - 1 (signed) just when neither v nor n - 1 - v is negative (no overflow
            // for n >= 0); an unsigned index past 2^31 - 1 is negative here. One OR an index, no compare
            int l = last, b = bad;
            for (int i = from; i < to; i++) {
                int v = indices[i];
                b |= v | (l - v);
            }
            bad = b;
        }

        /** Whether every index walked was below the count. */
        boolean inRange() {
            return bad >= 0;
        }
    }

    /**
     * The given normals, in place, as the reader and then the mesh would leave them in two walks:
     * a normal with a component not finite refused (the first such, at {@code at[k]}); one whose
     * squared length is below {@value #TINY_NORMAL} made +y; then, as {@code ModelMesh} makes
     * normals unit length, one of squared length 1 or {@link #UNIT_BELOW} kept, another divided by
     * its double length, one whose length is not above 1e-6 left as it is: zero, refused by the
     * mesh ({@link #zero()}).
     */
    static final class NormalWalk implements FloatWalk {
        private final GltfSource src;
        private final String at;
        private int zero = -1;

        /**
         * @param src the file, for the refusal
         * @param at  the attribute's place
         */
        NormalWalk(GltfSource src, String at) {
            this.src = src;
            this.at = at;
        }

        /** @throws dev.loam.assets.AssetException at {@code at[k]} for normal k with a component not finite */
        @Override
        public void walk(float[] v, int from, int to) {
            for (int i = from; i + 2 < to; i += 3) {
                float x = v[i], y = v[i + 1], z = v[i + 2];
                float sq = x * x + y * y + z * z;
                if (sq == 1f || sq == UNIT_BELOW) {
                    // finite: an infinity or a NaN makes the sum infinite or NaN
                    continue;
                }
                if (!Float.isFinite(x) || !Float.isFinite(y) || !Float.isFinite(z)) {
                    float bad = !Float.isFinite(x) ? x : !Float.isFinite(y) ? y : z;
                    throw src.fail(at + "[" + i / 3 + "]", bad + " is not finite");
                }
                if (sq < TINY_NORMAL) {
                    // +y, whose squared length is 1: the mesh keeps it
                    v[i] = 0;
                    v[i + 1] = 1;
                    v[i + 2] = 0;
                    continue;
                }
                double len = Math.sqrt(sq);
                if (!(len > 1e-6)) {
                    if (zero < 0) {
                        zero = i / 3;
                    }
                    continue;
                }
                v[i] = (float) (x / len);
                v[i + 1] = (float) (y / len);
                v[i + 2] = (float) (z / len);
            }
        }

        /** The first zero normal walked, or −1 for none. */
        int zero() {
            return zero;
        }
    }

    /** The box round xyz positions as {@link BoxWalk} measures it in one piece, or null when some value is not finite. */
    static Bounds box(float[] xyz) {
        BoxWalk w = new BoxWalk();
        w.walk(xyz, 0, xyz.length);
        return w.box();
    }

    /** Whether every value is finite, as {@link FiniteWalk} finds in one piece. */
    static boolean finite(float[] v) {
        FiniteWalk w = new FiniteWalk();
        w.walk(v, 0, v.length);
        return w.finite();
    }

    /** Whether every index, read as unsigned, is below {@code n}, as {@link RangeWalk} finds in one piece. */
    static boolean below(int[] indices, int n) {
        RangeWalk w = new RangeWalk(n);
        w.walk(indices, 0, indices.length);
        return w.inRange();
    }

    /**
     * The normals made unit in place as {@link NormalWalk} makes them in one piece.
     *
     * @return the first zero normal, or −1 for none
     * @throws dev.loam.assets.AssetException at {@code at[k]} for normal k with a component not finite
     */
    static int unitNormals(float[] v, GltfSource src, String at) {
        NormalWalk w = new NormalWalk(src, at);
        w.walk(v, 0, v.length);
        return w.zero();
    }
}
