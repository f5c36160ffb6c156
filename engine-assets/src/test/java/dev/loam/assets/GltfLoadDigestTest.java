package dev.loam.assets;

import static dev.loam.assets.GltfTestFile.BYTE;
import static dev.loam.assets.GltfTestFile.FLOAT;
import static dev.loam.assets.GltfTestFile.UINT;
import static dev.loam.assets.GltfTestFile.obj;
import static dev.loam.assets.GltfTestFile.primitive;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.Bounds;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Pins, as a SHA-256 of every bit a load gives, what a fixture GLB reads as: positions, normals,
 * UVs, colours, tangents, indices, materials and every box. The digest was taken with the reader
 * as it was before its decode loops were fused (checks, bounds and unit normals in one walk of
 * each array), so a faster reader that changed a single bit, a signed zero in a box or the last
 * place of a renormalised normal, fails here.
 */
class GltfLoadDigestTest {
    /** The digest of {@link #fixture()} as read by the reader of commit e153447. */
    private static final String PINNED = "e6aed0151a277e7fd44aeff77722500223a9948a198e865399df073558f116f0";

    /**
     * A GLB of four primitives over one node each: a float grid with uint indices, UVs, VEC3
     * colours and tangents, its normals of every kind (unit, one float short of unit, long, short,
     * zero, huge) and positions with both signed zeros; a normalized-byte strided primitive with
     * ushort indices; a triangle strip; and a non-indexed primitive without normals (flat normals).
     */
    static byte[] fixture() {
        Random r = new Random(15);
        GltfTestFile f = new GltfTestFile();
        int qx = 23, qz = 17, vx = qx + 1, vz = qz + 1, n = vx * vz;
        float[] pos = new float[3 * n], nor = new float[3 * n], uv = new float[2 * n], col = new float[3 * n], tan = new float[4 * n];
        for (int z = 0, v = 0; z < vz; z++) {
            for (int x = 0; x < vx; x++, v++) {
                pos[3 * v] = x == 0 ? (z % 2 == 0 ? -0f : 0f) : (x - 4) * 0.37f + r.nextFloat() * 1e-3f;
                pos[3 * v + 1] = z == 3 ? -0f : (float) StrictMath.sin(x * 0.3) * (float) StrictMath.cos(z * 0.4) * 2.5f;
                pos[3 * v + 2] = z == 0 ? 0f : -(z * 0.21f) + r.nextFloat() * 1e-4f;
                float a = r.nextFloat() * 2 - 1, b = r.nextFloat() * 2 - 1, c = r.nextFloat() * 2 - 1;
                switch (v % 7) {
                    case 0 -> {
                        a = 0;
                        b = 1;
                        c = 0;
                    }
                    case 1 -> {
                        double len = StrictMath.sqrt(a * a + b * b + c * c);
                        a /= len;
                        b /= len;
                        c /= len;
                    }
                    case 2 -> {
                        a *= 40;
                        b *= 40;
                        c *= 40;
                    }
                    case 3 -> {
                        a *= 1e-7f;
                        b *= 1e-7f;
                        c *= 1e-7f;
                    }
                    case 4 -> {
                        a = 0;
                        b = 0;
                        c = 0;
                    }
                    case 5 -> {
                        a = 3e38f;
                        b = -2e38f;
                        c = 1;
                    }
                    default -> {
                    }
                }
                nor[3 * v] = a;
                nor[3 * v + 1] = b;
                nor[3 * v + 2] = c;
                uv[2 * v] = x / (float) qx;
                uv[2 * v + 1] = z == 2 ? -0f : z / (float) qz;
                col[3 * v] = r.nextFloat();
                col[3 * v + 1] = r.nextFloat();
                col[3 * v + 2] = r.nextFloat();
                tan[4 * v] = 1;
                tan[4 * v + 1] = 0;
                tan[4 * v + 2] = 0;
                tan[4 * v + 3] = v % 2 == 0 ? 1 : -1;
            }
        }
        int[] ix = new int[6 * qx * qz];
        for (int z = 0, k = 0; z < qz; z++) {
            for (int x = 0; x < qx; x++) {
                int a = z * vx + x, b = a + 1, c = a + vx, d = c + 1;
                ix[k++] = a;
                ix[k++] = c;
                ix[k++] = b;
                ix[k++] = b;
                ix[k++] = c;
                ix[k++] = d;
            }
        }
        Map<String, Object> grid = primitive("POSITION", f.floats("VEC3", pos), "NORMAL", f.floats("VEC3", nor),
                "TEXCOORD_0", f.floats("VEC2", uv), "COLOR_0", f.floats("VEC3", col), "TANGENT", f.floats("VEC4", tan));
        grid.put("indices", f.accessor(f.view(GltfTestFile.uints(ix), null), 0, UINT, ix.length, "SCALAR", false));

        // normalized bytes, 4 apart (one byte of padding a vertex), positions as floats 16 apart
        int m = 9;
        ByteBuffer pb = ByteBuffer.allocate(16 * m).order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer nb = ByteBuffer.allocate(4 * m);
        for (int v = 0; v < m; v++) {
            pb.putFloat(16 * v, v % 3 - 1.5f).putFloat(16 * v + 4, v / 3 * 0.5f).putFloat(16 * v + 8, v == 4 ? -0f : v * -0.25f);
            nb.put(4 * v, (byte) (v * 29 - 128)).put(4 * v + 1, (byte) 127).put(4 * v + 2, (byte) (v * 13));
        }
        int sp = f.accessor(f.view(pb.array(), 16), 0, FLOAT, m, "VEC3", false);
        int sn = f.accessor(f.view(nb.array(), 4), 0, BYTE, m, "VEC3", true);
        Map<String, Object> strided = primitive("POSITION", sp, "NORMAL", sn);
        strided.put("indices", f.indices(0, 1, 3, 1, 4, 3, 4, 5, 7, 5, 8, 7, 3, 4, 6, 4, 7, 6));

        Map<String, Object> strip = primitive("POSITION", f.floats("VEC3", 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0, 0, 2, 0.5f),
                "NORMAL", f.floats("VEC3", 0, 0, 1, 0, 0, 1, 0, 0, 2, 0, 0, 1, 0.1f, 0, 1));
        strip.put("mode", 5);
        strip.put("indices", f.indices(0, 1, 2, 3, 4));

        Map<String, Object> flat = primitive("POSITION", f.floats("VEC3", 0, 0, 0, 2, 0, 0, 0, 0, -3, 5, 5, 5, 5, 5, 5, 5, 5, 5));

        int root = f.node(obj("mesh", f.mesh(grid)));
        int b = f.node(obj("mesh", f.mesh(strided)));
        int c = f.node(obj("mesh", f.mesh(strip)));
        int d = f.node(obj("mesh", f.mesh(flat)));
        f.scene(root, b, c, d);
        return f.glb();
    }

    /** SHA-256 of every bit of the model: names, materials' indices, arrays and boxes. */
    static String digest(Model model) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        ByteBuffer b = ByteBuffer.allocate(1 << 20).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(model.meshes().size()).putInt(model.materials().size());
        bounds(b, model.bounds());
        for (ModelMesh mesh : model.meshes()) {
            b.put(mesh.name().getBytes(java.nio.charset.StandardCharsets.UTF_8)).putInt(mesh.material());
            for (FloatBuffer fb : new FloatBuffer[] {mesh.positions(), mesh.normals(), mesh.uvs(), mesh.colours(), mesh.tangents()}) {
                b.putInt(fb.remaining());
                while (fb.hasRemaining()) {
                    b.putInt(Float.floatToRawIntBits(fb.get()));
                }
            }
            IntBuffer ib = mesh.indices();
            b.putInt(ib.remaining());
            while (ib.hasRemaining()) {
                b.putInt(ib.get());
            }
            bounds(b, mesh.bounds());
        }
        b.flip();
        md.update(b);
        return HexFormat.of().formatHex(md.digest());
    }

    private static void bounds(ByteBuffer b, Bounds box) {
        for (float v : new float[] {box.minX(), box.minY(), box.minZ(), box.maxX(), box.maxY(), box.maxZ()}) {
            b.putInt(Float.floatToRawIntBits(v));
        }
    }

    @Test
    void theFixtureReadsToTheSameBitsAsBeforeTheDecodeLoopsWereFused() throws Exception {
        assertEquals(PINNED, digest(GltfReader.readGlb(fixture(), "fixture.glb")));
    }

    @Test
    void theFixtureReadAsASceneGivesTheSameBitsAsFlattened() throws Exception {
        // every node is at the origin without a transform: each of the scene's models is one of the flat model's meshes
        Model flat = GltfReader.readGlb(fixture(), "fixture.glb");
        var scene = GltfReader.readGlbScene(fixture(), "fixture.glb");
        for (int i = 0; i < 4; i++) {
            Model one = scene.roots().get(i).model().orElseThrow();
            assertEquals(flat.meshes().get(i).name(), one.meshes().get(0).name());
            assertEquals(java.util.Arrays.toString(flat.meshes().get(i).positionArray()),
                    java.util.Arrays.toString(one.meshes().get(0).positionArray()));
            assertEquals(flat.meshes().get(i).bounds(), one.meshes().get(0).bounds());
            assertEquals(java.util.Arrays.toString(flat.meshes().get(i).normalArray()),
                    java.util.Arrays.toString(one.meshes().get(0).normalArray()));
        }
    }

    /** A primitive of {@code n} vertices, several walker pieces long, of awkward values; its index accessor uint. */
    private static GltfTestFile large(int n, float[] pos, float[] nor, int[] ix) {
        GltfTestFile f = new GltfTestFile();
        Map<String, Object> p = primitive("POSITION", f.floats("VEC3", pos), "NORMAL", f.floats("VEC3", nor));
        p.put("indices", f.accessor(f.view(GltfTestFile.uints(ix), null), 0, UINT, ix.length, "SCALAR", false));
        f.scene(f.node(obj("mesh", f.mesh(p))));
        return f;
    }

    @Test
    void aPrimitiveOfManyPiecesReadsAsTheMeshsOwnConstructorBuildsIt() {
        Random r = new Random(7);
        int n = 5001;
        float[] pos = new float[3 * n], nor = new float[3 * n];
        for (int i = 0; i < pos.length; i++) {
            pos[i] = switch (r.nextInt(9)) {
                case 0 -> -0f;
                case 1 -> 0f;
                default -> (r.nextFloat() - 0.5f) * (i % 3 == 1 ? 1e-3f : 40);
            };
            nor[i] = r.nextInt(50) == 0 ? 0 : r.nextFloat() - 0.5f;
        }
        // the extremes late, past the first pieces
        pos[3 * 4000] = -123.5f;
        pos[3 * 4999 + 2] = 77f;
        int[] ix = new int[3 * 7000];
        for (int i = 0; i < ix.length; i++) {
            ix[i] = r.nextInt(n);
        }
        ModelMesh read = GltfReader.readGlb(large(n, pos, nor, ix).glb(), "big.glb").meshes().get(0);
        float[] plusY = nor.clone();
        for (int i = 0; i < plusY.length; i += 3) {
            if (plusY[i] * plusY[i] + plusY[i + 1] * plusY[i + 1] + plusY[i + 2] * plusY[i + 2] < 1e-12f) {
                plusY[i] = 0;
                plusY[i + 1] = 1;
                plusY[i + 2] = 0;
            }
        }
        ModelMesh built = new ModelMesh(read.name(), pos, plusY, null, null, null, ix, 0);
        assertEquals(built, read);
        assertEquals(built.bounds(), read.bounds());
        assertEquals(-123.5f, read.bounds().minX());
        assertEquals(77f, read.bounds().maxZ());
    }

    @Test
    void aBadValueOrIndexPiecesInIsRefusedAtItsOwnPlace() {
        int n = 3000;
        float[] pos = new float[3 * n], nor = new float[3 * n];
        for (int v = 0; v < n; v++) {
            pos[3 * v] = v;
            nor[3 * v + 1] = 1;
        }
        int[] ix = new int[3 * 4000];
        for (int i = 0; i < ix.length; i++) {
            ix[i] = i % n;
        }
        float[] badPos = pos.clone();
        badPos[3 * 2500 + 1] = Float.NaN;
        assertRefused("meshes[0].primitives[0].attributes.POSITION[2500]", large(n, badPos, nor, ix));
        float[] badNor = nor.clone();
        badNor[3 * 2100 + 2] = Float.NEGATIVE_INFINITY;
        assertRefused("meshes[0].primitives[0].attributes.NORMAL[2100]", large(n, pos, badNor, ix));
        int[] badIx = ix.clone();
        badIx[9000] = n;
        badIx[11000] = -1;
        assertRefused("meshes[0].primitives[0].indices[9000]", large(n, pos, nor, badIx));
        float[] zero = nor.clone();
        // a normal too long to become +y (squared, 1e-12 or more in float) and too short to be
        // made unit (its length not above 1e-6): the mesh refuses it as zero
        float y = 9.9e-7f;
        for (int k = 0; k < 1_000_000 && !(y * y >= 1e-12f && !(Math.sqrt(y * y) > 1e-6)); k++) {
            y = Math.nextUp(y);
        }
        assertTrue(y * y >= 1e-12f && !(Math.sqrt(y * y) > 1e-6), "a float " + y + " between the two thresholds");
        zero[3 * 2900 + 1] = y;
        assertRefused("meshes[0].primitives[0].normals[2900]", large(n, pos, zero, ix));
    }

    private static void assertRefused(String place, GltfTestFile f) {
        AssetException e = org.junit.jupiter.api.Assertions.assertThrows(AssetException.class, () -> GltfReader.readGlb(f.glb(), "big.glb"));
        assertEquals("big.glb: " + place, e.place(), e.getMessage());
    }
}
