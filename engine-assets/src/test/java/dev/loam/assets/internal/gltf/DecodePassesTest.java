package dev.loam.assets.internal.gltf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.AssetException;
import dev.loam.model.Bounds;
import dev.loam.model.ModelException;
import dev.loam.model.ModelMesh;
import java.util.Arrays;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The reader's one-walk passes against the two walks they replace: the reader's plain checks
 * followed by {@link ModelMesh}'s public constructor, over many arrays of awkward floats (both
 * zeros, subnormals, the largest floats, values one float off 1, infinities and NaNs of any sign).
 */
class DecodePassesTest {
    private static final GltfSource SRC = new GltfSource("t.glb", Optional.empty());

    /** A float of a kind chosen at random, awkward ones often. */
    private static float awkward(Random r) {
        return switch (r.nextInt(12)) {
            case 0 -> 0f;
            case 1 -> -0f;
            case 2 -> Float.MIN_VALUE * (r.nextBoolean() ? 1 : -1) * (1 + r.nextInt(1000));
            case 3 -> Float.MAX_VALUE * (r.nextBoolean() ? 1 : -1);
            case 4 -> Math.nextDown(1f) * (r.nextBoolean() ? 1 : -1);
            case 5 -> Math.nextUp(1f);
            case 6 -> Float.intBitsToFloat(r.nextInt());
            case 7 -> r.nextFloat() * 1e-6f;
            default -> (r.nextFloat() * 2 - 1) * (float) Math.pow(10, r.nextInt(8) - 3);
        };
    }

    private static float[] finiteArray(Random r, int length) {
        float[] v = new float[length];
        for (int i = 0; i < length; i++) {
            float f;
            do {
                f = awkward(r);
            } while (!Float.isFinite(f));
            v[i] = f;
        }
        return v;
    }

    private static Bounds meshBox(float[] xyz) {
        return new ModelMesh("m", xyz, null, null, null, null, new int[0], 0).bounds();
    }

    @Test
    void theBoxIsBitForBitTheMeshsOwnSignedZerosIncluded() {
        Random r = new Random(1);
        for (int trial = 0; trial < 3000; trial++) {
            float[] xyz = finiteArray(r, 3 * r.nextInt(12));
            Bounds mine = DecodePasses.box(xyz), theirs = meshBox(xyz);
            float[] a = {mine.minX(), mine.minY(), mine.minZ(), mine.maxX(), mine.maxY(), mine.maxZ()};
            float[] b = {theirs.minX(), theirs.minY(), theirs.minZ(), theirs.maxX(), theirs.maxY(), theirs.maxZ()};
            for (int k = 0; k < 6; k++) {
                assertEquals(Float.floatToRawIntBits(b[k]), Float.floatToRawIntBits(a[k]), Arrays.toString(xyz) + " axis end " + k);
            }
        }
    }

    @Test
    void theBoxOfNoVertexIsTheEmptyBox() {
        assertEquals(Bounds.EMPTY, DecodePasses.box(new float[0]));
    }

    @Test
    void anInfinityOrANaNOfEitherSignAnywhereGivesNoBox() {
        Random r = new Random(2);
        float[] bad = {Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NaN, Float.intBitsToFloat(0xffc00000),
            Float.intBitsToFloat(0x7f800001), Float.intBitsToFloat(0xff800001), Float.intBitsToFloat(0xffffffff)};
        for (int trial = 0; trial < 500; trial++) {
            float[] xyz = finiteArray(r, 3 * (1 + r.nextInt(10)));
            xyz[r.nextInt(xyz.length)] = bad[r.nextInt(bad.length)];
            assertNull(DecodePasses.box(xyz), Arrays.toString(xyz));
            assertTrue(!DecodePasses.finite(xyz));
        }
    }

    @Test
    void finiteSaysWhatFloatIsFiniteSaysOfEveryValue() {
        Random r = new Random(3);
        for (int trial = 0; trial < 3000; trial++) {
            float[] v = new float[r.nextInt(9)];
            for (int i = 0; i < v.length; i++) {
                v[i] = r.nextInt(4) == 0 ? Float.intBitsToFloat(0x7f800000 | r.nextInt() & 0x807fffff) : awkward(r);
            }
            boolean all = true;
            for (float f : v) {
                all &= Float.isFinite(f);
            }
            assertEquals(all, DecodePasses.finite(v), Arrays.toString(v));
        }
    }

    @Test
    void belowComparesEveryIndexAsUnsigned() {
        Random r = new Random(4);
        for (int trial = 0; trial < 3000; trial++) {
            int n = r.nextInt(5) == 0 ? r.nextInt() & 0x7fffffff : r.nextInt(40);
            int[] ix = new int[r.nextInt(10)];
            for (int i = 0; i < ix.length; i++) {
                ix[i] = switch (r.nextInt(5)) {
                    case 0 -> r.nextInt();
                    case 1 -> n - 1;
                    case 2 -> n;
                    default -> r.nextInt(Math.max(1, n));
                };
            }
            boolean all = true;
            for (int v : ix) {
                all &= Integer.compareUnsigned(v, n) < 0;
            }
            assertEquals(all, DecodePasses.below(ix, n), Arrays.toString(ix) + " below " + n);
        }
    }

    /** The normals as the reader left them before (finite, tiny ones +y), then made unit by the mesh; or the mesh's refusal. */
    private static Object twoWalks(float[] given) {
        float[] v = given.clone();
        for (int i = 0; i < v.length; i += 3) {
            if (v[i] * v[i] + v[i + 1] * v[i + 1] + v[i + 2] * v[i + 2] < 1e-12f) {
                v[i] = 0;
                v[i + 1] = 1;
                v[i + 2] = 0;
            }
        }
        try {
            return new ModelMesh("m", new float[v.length], v, null, null, null, new int[0], 0).normalArray();
        } catch (ModelException e) {
            return e.place();
        }
    }

    @Test
    void unitNormalsGiveTheMeshsBitsOrTheZeroNormalItWouldRefuse() {
        Random r = new Random(5);
        int zeros = 0;
        for (int trial = 0; trial < 5000; trial++) {
            float[] v = new float[3 * r.nextInt(8)];
            for (int i = 0; i < v.length; i += 3) {
                switch (r.nextInt(6)) {
                    case 0 -> {
                        // unit as a float sum, or one float off
                        double a = r.nextGaussian(), b = r.nextGaussian(), c = r.nextGaussian(), len = Math.sqrt(a * a + b * b + c * c);
                        v[i] = (float) (a / len);
                        v[i + 1] = (float) (b / len);
                        v[i + 2] = (float) (c / len);
                    }
                    case 1 -> {
                        // around the zero threshold: squared lengths near 1e-12
                        float s = (float) (1e-6 * (1 + (r.nextDouble() - 0.5) * 1e-6));
                        v[i] = s;
                    }
                    case 2 -> {
                        v[i] = 1e-6f * (r.nextFloat() + 0.5f);
                        v[i + 2] = r.nextBoolean() ? -0f : 0f;
                    }
                    default -> {
                        v[i] = finiteArray(r, 1)[0];
                        v[i + 1] = finiteArray(r, 1)[0];
                        v[i + 2] = finiteArray(r, 1)[0];
                    }
                }
            }
            Object expected = twoWalks(v);
            float[] mine = v.clone();
            int zero = DecodePasses.unitNormals(mine, SRC, "n");
            if (expected instanceof String place) {
                zeros++;
                assertEquals(place, "normals[" + zero + "]", Arrays.toString(v));
            } else {
                assertEquals(-1, zero, Arrays.toString(v));
                float[] theirs = (float[]) expected;
                for (int k = 0; k < v.length; k++) {
                    assertEquals(Float.floatToRawIntBits(theirs[k]), Float.floatToRawIntBits(mine[k]), Arrays.toString(v) + " at " + k);
                }
            }
        }
        assertTrue(zeros > 10, "the trials reach the zero-normal refusal " + zeros + " times");
    }

    @Test
    void aNormalNotFiniteIsRefusedAtItsPlaceWithItsFirstBadComponent() {
        float[] v = {0, 1, 0, 0.5f, 0, 0, 0, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 0, 0};
        AssetException e = assertThrows(AssetException.class, () -> DecodePasses.unitNormals(v, SRC, "meshes[0].primitives[0].attributes.NORMAL"));
        assertEquals("t.glb: meshes[0].primitives[0].attributes.NORMAL[2]", e.place());
        assertEquals("NaN is not finite", e.detail());
    }
}
