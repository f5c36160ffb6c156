package dev.loam.assets;

import static dev.loam.assets.GltfTestFile.BYTE;
import static dev.loam.assets.GltfTestFile.FLOAT;
import static dev.loam.assets.GltfTestFile.UINT;
import static dev.loam.assets.GltfTestFile.obj;
import static dev.loam.assets.GltfTestFile.primitive;
import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
