package dev.loam.assets.internal.gltf;

import dev.loam.model.Bounds;

/**
 * The reader's checks of a decoded array, each one walk of it that also does what
 * {@link dev.loam.model.ModelMesh} would otherwise walk it again for, so that a large model is
 * read with every array touched once after it is copied out of the file. Each fast pass only says
 * whether the array is good; on bad input the reader runs its plain check, which finds the first
 * bad element and refuses it at its place, so refusals are those of the plain checks.
 *
 * <p>The passes are written for the JIT: branch-free reductions over ints (the box's least and
 * greatest positions as ordered ints, so that the finite check falls out of the same compares;
 * the indices' greatest unsigned value), and for normals a test that keeps the common unit normal
 * on one predictable branch.
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

    /**
     * The box round xyz positions, bit for bit the one {@code ModelMesh} measures (a fold of
     * {@link Math#min(float, float)} and {@link Math#max(float, float)} from +∞ and −∞, so −0 lies
     * below +0), or null when some value is not finite.
     *
     * @param xyz 3 floats a vertex
     */
    static Bounds box(float[] xyz) {
        int x0 = KEY_POS_INF, y0 = x0, z0 = x0, x1 = KEY_NEG_INF, y1 = x1, z1 = x1;
        for (int i = 0; i + 2 < xyz.length; i += 3) {
            int x = key(xyz[i]), y = key(xyz[i + 1]), z = key(xyz[i + 2]);
            // branches, not Math.min/max's conditional moves: after the first few vertices a new
            // extreme is rare, so they are predicted, and no compare waits on the one before
            if (x < x0) {
                x0 = x;
            }
            if (x > x1) {
                x1 = x;
            }
            if (y < y0) {
                y0 = y;
            }
            if (y > y1) {
                y1 = y;
            }
            if (z < z0) {
                z0 = z;
            }
            if (z > z1) {
                z1 = z;
            }
        }
        // every key of a finite float lies strictly between the infinities' (with no vertex the
        // lows stay at +inf's key and the highs at -inf's, inside too)
        if (Math.min(x0, Math.min(y0, z0)) <= KEY_NEG_INF || Math.max(x1, Math.max(y1, z1)) >= KEY_POS_INF) {
            return null;
        }
        return new Bounds(unkey(x0), unkey(y0), unkey(z0), unkey(x1), unkey(y1), unkey(z1));
    }

    /** Whether every value is finite (no infinity, no NaN). */
    static boolean finite(float[] v) {
        // an exponent of all ones (infinity or NaN) plus one exponent step carries into the sign
        // bit; every other exponent does not: OR-ed over the values, the sign says whether one was
        // (four ORs at a time, each on its own: the loop does not wait on one chain)
        int bad0 = 0, bad1 = 0, bad2 = 0, bad3 = 0;
        int i = 0;
        for (; i + 3 < v.length; i += 4) {
            bad0 |= (Float.floatToRawIntBits(v[i]) & 0x7f800000) + 0x00800000;
            bad1 |= (Float.floatToRawIntBits(v[i + 1]) & 0x7f800000) + 0x00800000;
            bad2 |= (Float.floatToRawIntBits(v[i + 2]) & 0x7f800000) + 0x00800000;
            bad3 |= (Float.floatToRawIntBits(v[i + 3]) & 0x7f800000) + 0x00800000;
        }
        for (; i < v.length; i++) {
            bad0 |= (Float.floatToRawIntBits(v[i]) & 0x7f800000) + 0x00800000;
        }
        return (bad0 | bad1 | bad2 | bad3) >= 0;
    }

    /** Whether every index, read as unsigned, is below {@code n}. */
    static boolean below(int[] indices, int n) {
        // v in 0 .. n - 1 (signed) just when neither v nor n - 1 - v is negative (no overflow for
        // n >= 0); an unsigned index past 2^31 - 1 is negative here. One OR an index, no compare
        int last = n - 1, bad = 0;
        for (int i = 0; i < indices.length; i++) {
            int v = indices[i];
            bad |= v | (last - v);
        }
        return bad >= 0;
    }

    /**
     * The given normals, in place, as the reader and then the mesh would leave them in two walks:
     * a normal with a component not finite refused (the first such, at {@code at[k]}); one whose
     * squared length is below {@value #TINY_NORMAL} made +y; then, as {@code ModelMesh} makes
     * normals unit length, one of squared length 1 or {@link #UNIT_BELOW} kept, another divided by
     * its double length, one whose length is not above 1e-6 left as it is: zero, refused by the mesh.
     *
     * @param v   3 floats a normal
     * @param src the file, for the refusal
     * @param at  the attribute's place
     * @return the first zero normal, or −1 for none
     * @throws dev.loam.assets.AssetException at {@code at[k]} for normal k with a component not finite
     */
    static int unitNormals(float[] v, GltfSource src, String at) {
        int zero = -1;
        for (int i = 0; i + 2 < v.length; i += 3) {
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
        return zero;
    }
}
