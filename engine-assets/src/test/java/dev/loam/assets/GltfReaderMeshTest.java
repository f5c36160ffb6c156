package dev.loam.assets;

import static dev.loam.assets.GltfTestFile.BYTE;
import static dev.loam.assets.GltfTestFile.FLOAT;
import static dev.loam.assets.GltfTestFile.SHORT;
import static dev.loam.assets.GltfTestFile.UBYTE;
import static dev.loam.assets.GltfTestFile.UINT;
import static dev.loam.assets.GltfTestFile.USHORT;
import static dev.loam.assets.GltfTestFile.obj;
import static dev.loam.assets.GltfTestFile.primitive;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.testkit.Tolerances;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Meshes and primitives read from hand-built glTF and GLB files, with exact expected values. */
class GltfReaderMeshTest {
    private static final float EPS = (float) Tolerances.STORED_AS_FLOAT;

    private static ModelMesh only(Model m) {
        assertEquals(1, m.meshes().size());
        return m.meshes().get(0);
    }

    @Test
    void aGlbTriangleReadsItsPositionsNormalsAndIndices() {
        Model m = GltfReader.readGlb(GltfTestFile.oneTriangle().glb(), "tri.glb");
        ModelMesh mesh = only(m);
        assertEquals("tri.glb", m.name());
        assertArrayEquals(GltfTestFile.triangle(), mesh.positionArray());
        assertArrayEquals(new float[] {0, 0, 1, 0, 0, 1, 0, 0, 1}, mesh.normalArray());
        assertArrayEquals(new int[] {0, 1, 2}, mesh.indexArray());
        assertFalse(mesh.hasUvs());
        assertFalse(mesh.hasColours());
        assertFalse(mesh.hasTangents());
    }

    @Test
    void aPrimitiveWithoutMaterialGetsGltfsDefaultMaterial() {
        Model m = GltfReader.readGlb(GltfTestFile.oneTriangle().glb(), "tri.glb");
        assertEquals(1, m.materials().size());
        assertEquals("default", m.materials().get(0).name());
        assertEquals(1f, m.materials().get(0).metallic());
        assertEquals(1f, m.materials().get(0).roughness());
        assertEquals(0, only(m).material());
    }

    @Test
    void theSameFileReadsAlikeAsGlbEmbeddedJsonAndJsonWithAnOutsideBin(@TempDir Path dir) throws Exception {
        Model glb = GltfReader.readGlb(GltfTestFile.oneTriangle().glb(), "t");
        Model embedded = GltfReader.readGlb(GltfTestFile.oneTriangle().embedded(), "t");
        GltfTestFile f = GltfTestFile.oneTriangle();
        Files.write(dir.resolve("t.gltf"), f.external("t%20data.bin"));
        Files.write(dir.resolve("t data.bin"), f.binary());
        Model external = GltfReader.read(dir.resolve("t.gltf"));
        assertEquals(glb, embedded);
        assertEquals(glb, external);
        Files.write(dir.resolve("t.glb"), GltfTestFile.oneTriangle().glb());
        assertEquals(glb, GltfReader.read(dir.resolve("t.glb")));
    }

    @Test
    void aNonIndexedPrimitiveUsesItsVerticesInOrder() {
        GltfTestFile f = new GltfTestFile();
        int pos = f.floats("VEC3", 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0);
        f.scene(f.node(obj("mesh", f.mesh(primitive("POSITION", pos)))));
        ModelMesh mesh = only(GltfReader.readGlb(f.glb(), "t"));
        assertEquals(2, mesh.triangleCount());
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5}, mesh.indexArray());
    }

    @Test
    void missingNormalsAreComputedFlatEachTriangleOnItsOwnVertices() {
        GltfTestFile f = new GltfTestFile();
        // two triangles sharing an edge, one in the xy plane (facing +z), one in the xz plane (facing +y)
        int pos = f.floats("VEC3", 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, -1);
        Map<String, Object> p = primitive("POSITION", pos);
        p.put("indices", f.indices(0, 1, 2, 0, 1, 3));
        f.scene(f.node(obj("mesh", f.mesh(p))));
        ModelMesh mesh = only(GltfReader.readGlb(f.glb(), "t"));
        assertEquals(6, mesh.vertexCount());
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5}, mesh.indexArray());
        assertArrayEquals(new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1}, mesh.positionArray());
        assertArrayEquals(new float[] {0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0}, mesh.normalArray(), EPS);
    }

    @Test
    void aTriangleStripBecomesTrianglesInGltfsOrderKeepingTheirWinding() {
        GltfTestFile f = new GltfTestFile();
        int pos = f.floats("VEC3", 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0, 2, 0, 0);
        Map<String, Object> p = primitive("POSITION", pos);
        p.put("mode", 5);
        f.scene(f.node(obj("mesh", f.mesh(p))));
        ModelMesh mesh = only(GltfReader.readGlb(f.glb(), "t"));
        // flat normals unweld the vertices; the corners in order are the strip's triangles
        // glTF: triangle i is (v_i, v_{i+1+i%2}, v_{i+2-i%2})
        assertArrayEquals(new float[] {0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 0, 1, 1, 0, 2, 0, 0},
                mesh.positionArray());
        for (int v = 0; v < mesh.vertexCount(); v++) {
            assertEquals(-1f, mesh.normalArray()[3 * v + 2], EPS, "every strip triangle faces the same way (-z here)");
        }
    }

    @Test
    void aTriangleFanBecomesTrianglesRoundItsFirstVertex() {
        GltfTestFile f = new GltfTestFile();
        int pos = f.floats("VEC3", 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0);
        int nor = f.floats("VEC3", 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1);
        Map<String, Object> p = primitive("POSITION", pos, "NORMAL", nor);
        p.put("mode", 6);
        f.scene(f.node(obj("mesh", f.mesh(p))));
        ModelMesh mesh = only(GltfReader.readGlb(f.glb(), "t"));
        // glTF: triangle i is (v_{i+1}, v_{i+2}, v_0)
        assertArrayEquals(new int[] {1, 2, 0, 2, 3, 0}, mesh.indexArray());
    }

    @Test
    void degenerateStripTrianglesAreDropped() {
        GltfTestFile f = new GltfTestFile();
        int pos = f.floats("VEC3", 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0);
        int nor = f.floats("VEC3", 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1);
        Map<String, Object> p = primitive("POSITION", pos, "NORMAL", nor);
        p.put("mode", 5);
        p.put("indices", f.indices(0, 1, 2, 2, 3));
        f.scene(f.node(obj("mesh", f.mesh(p))));
        ModelMesh mesh = only(GltfReader.readGlb(f.glb(), "t"));
        // triangles (0,1,2), (1,2,2) dropped, (2,2,3) dropped
        assertArrayEquals(new int[] {0, 1, 2}, mesh.indexArray());
    }

    @Test
    void pointAndLinePrimitivesAreSkipped() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        int pos = f.floats("VEC3", 0, 0, 0, 5, 5, 5);
        for (int mode = 0; mode < 4; mode++) {
            Map<String, Object> p = primitive("POSITION", pos);
            p.put("mode", mode);
            @SuppressWarnings("unchecked")
            List<Object> prims = (List<Object>) ((Map<String, Object>) f.list("meshes").get(0)).get("primitives");
            prims.add(p);
        }
        Model m = GltfReader.readGlb(f.glb(), "t");
        assertEquals(1, m.meshes().size());
        assertEquals(1f, m.bounds().maxX());
    }

    @Test
    void uintAndUbyteIndicesRead() {
        for (int type : new int[] {UBYTE, UINT}) {
            GltfTestFile f = new GltfTestFile();
            int pos = f.floats("VEC3", GltfTestFile.triangle());
            byte[] data = type == UBYTE ? GltfTestFile.bytes(2, 1, 0) : GltfTestFile.uints(2, 1, 0);
            Map<String, Object> p = primitive("POSITION", pos, "NORMAL", f.floats("VEC3", 0, 0, 1, 0, 0, 1, 0, 0, 1));
            p.put("indices", f.accessor(f.view(data, null), 0, type, 3, "SCALAR", false));
            f.scene(f.node(obj("mesh", f.mesh(p))));
            assertArrayEquals(new int[] {2, 1, 0}, only(GltfReader.readGlb(f.glb(), "t")).indexArray());
        }
    }

    /** Quantized positions (KHR_mesh_quantization) of every integer type, normalized or not, by glTF's rules. */
    @ParameterizedTest(name = "{0} normalized={1}")
    @CsvSource({
        "5120, true, 127, -128, 1.0, -1.0",
        "5120, false, 127, -128, 127.0, -128.0",
        "5121, true, 255, 51, 1.0, 0.2",
        "5121, false, 255, 51, 255.0, 51.0",
        "5122, true, 32767, -32768, 1.0, -1.0",
        "5122, false, 32767, -32768, 32767.0, -32768.0",
        "5123, true, 65535, 13107, 1.0, 0.2",
        "5123, false, 65535, 13107, 65535.0, 13107.0"})
    void quantizedPositionsOfEveryComponentTypeRead(int type, boolean normalized, int a, int b, float expectA, float expectB) {
        GltfTestFile f = new GltfTestFile();
        f.requireExtension("KHR_mesh_quantization");
        int size = type == BYTE || type == UBYTE ? 1 : 2;
        // each VEC3 element padded to 4 bytes (bytes) or 8 bytes (shorts), as glTF aligns them
        int stride = size == 1 ? 4 : 8;
        byte[] data = new byte[3 * stride];
        java.nio.ByteBuffer bb = java.nio.ByteBuffer.wrap(data).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        int[][] v = {{0, 0, 0}, {a, 0, b}, {0, a, 0}};
        for (int e = 0; e < 3; e++) {
            for (int c = 0; c < 3; c++) {
                if (size == 1) {
                    bb.put(e * stride + c, (byte) v[e][c]);
                } else {
                    bb.putShort(e * stride + 2 * c, (short) v[e][c]);
                }
            }
        }
        int pos = f.accessor(f.view(data, stride), 0, type, 3, "VEC3", normalized);
        f.scene(f.node(obj("mesh", f.mesh(primitive("POSITION", pos)))));
        float[] p = only(GltfReader.readGlb(f.glb(), "t")).positionArray();
        assertEquals(expectA, p[3], EPS);
        assertEquals(expectB, p[5], EPS);
        assertEquals(expectA, p[7], EPS);
    }

    @Test
    void interleavedAttributesReadThroughTheirByteStride() {
        GltfTestFile f = new GltfTestFile();
        float[] inter = new float[3 * 8];
        float[] pos = GltfTestFile.triangle();
        for (int v = 0; v < 3; v++) {
            System.arraycopy(pos, 3 * v, inter, 8 * v, 3);
            inter[8 * v + 5] = 1; // normal +z
            inter[8 * v + 6] = v * 0.25f; // u
            inter[8 * v + 7] = 0.5f; // v
        }
        int view = f.view(GltfTestFile.le(inter), 32);
        int p = f.accessor(view, 0, FLOAT, 3, "VEC3", false);
        int n = f.accessor(view, 12, FLOAT, 3, "VEC3", false);
        int uv = f.accessor(view, 24, FLOAT, 3, "VEC2", false);
        f.scene(f.node(obj("mesh", f.mesh(primitive("POSITION", p, "NORMAL", n, "TEXCOORD_0", uv)))));
        ModelMesh mesh = only(GltfReader.readGlb(f.glb(), "t"));
        assertArrayEquals(pos, mesh.positionArray());
        assertArrayEquals(new float[] {0, 0, 1, 0, 0, 1, 0, 0, 1}, mesh.normalArray());
        assertArrayEquals(new float[] {0, 0.5f, 0.25f, 0.5f, 0.5f, 0.5f}, mesh.uvArray());
    }

    @Test
    void uvsAndColoursOfNormalizedIntegersRead() {
        GltfTestFile f = new GltfTestFile();
        int pos = f.floats("VEC3", GltfTestFile.triangle());
        int uv = f.accessor(f.view(GltfTestFile.bytes(0, 255, 51, 0, 255, 255), null), 0, UBYTE, 3, "VEC2", true);
        // COLOR_0 as normalized unsigned shorts, VEC3 (alpha 1), each element padded to 8 bytes
        byte[] col = GltfTestFile.ushorts(65535, 0, 0, 0, 0, 65535, 0, 0, 0, 0, 13107, 0);
        int c = f.accessor(f.view(col, 8), 0, USHORT, 3, "VEC3", true);
        f.scene(f.node(obj("mesh", f.mesh(primitive("POSITION", pos, "TEXCOORD_0", uv, "COLOR_0", c)))));
        ModelMesh mesh = only(GltfReader.readGlb(f.glb(), "t"));
        // flat normals unweld nothing here: one triangle, its indices in order
        assertArrayEquals(new float[] {0, 1, 0.2f, 0, 1, 1}, mesh.uvArray(), EPS);
        assertArrayEquals(new float[] {1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 0.2f, 1}, mesh.colourArray(), EPS);
    }

    @Test
    void floatColoursOfFourComponentsAndTangentsRead() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        int c = f.floats("VEC4", 1, 0.5f, 0.25f, 0.75f, 0, 0, 0, 1, 0.1f, 0.2f, 0.3f, 0.4f);
        int t = f.floats("VEC4", 1, 0, 0, 1, 1, 0, 0, -1, 0, 1, 0, 1);
        @SuppressWarnings("unchecked")
        Map<String, Object> attrs = (Map<String, Object>) ((Map<String, Object>) ((List<Object>) ((Map<String, Object>) f
                .list("meshes").get(0)).get("primitives")).get(0)).get("attributes");
        attrs.put("COLOR_0", c);
        attrs.put("TANGENT", t);
        ModelMesh mesh = only(GltfReader.readGlb(f.glb(), "t"));
        assertArrayEquals(new float[] {1, 0.5f, 0.25f, 0.75f, 0, 0, 0, 1, 0.1f, 0.2f, 0.3f, 0.4f}, mesh.colourArray());
        assertArrayEquals(new float[] {1, 0, 0, 1, 1, 0, 0, -1, 0, 1, 0, 1}, mesh.tangentArray());
    }

    @Test
    void signedByteNormalsOfQuantizedFilesRead() {
        GltfTestFile f = new GltfTestFile();
        f.requireExtension("KHR_mesh_quantization");
        int pos = f.floats("VEC3", GltfTestFile.triangle());
        int n = f.accessor(f.view(GltfTestFile.bytes(0, 0, 127, 0, 0, 0, -128, 0, 0, 0, 127, 0), 4), 0,
                BYTE, 3, "VEC3", true);
        f.scene(f.node(obj("mesh", f.mesh(primitive("POSITION", pos, "NORMAL", n)))));
        // -128 normalized is max(-128 / 127, -1) = -1
        assertArrayEquals(new float[] {0, 0, 1, 0, 0, -1, 0, 0, 1}, only(GltfReader.readGlb(f.glb(), "t")).normalArray(), EPS);
    }

    @Test
    void aSparseAccessorSubstitutesItsValuesOverItsBaseViewAtItsOffset() {
        GltfTestFile f = new GltfTestFile();
        // the base view holds 4 junk bytes, then the three positions: the accessor's byteOffset is 4
        byte[] base = new byte[4 + 36];
        System.arraycopy(GltfTestFile.le(GltfTestFile.triangle()), 0, base, 4, 36);
        int view = f.view(base, null);
        int pos = f.accessor(view, 4, FLOAT, 3, "VEC3", false);
        int ixView = f.view(GltfTestFile.ushorts(2), null);
        int valView = f.view(GltfTestFile.le(5, 6, 7), null);
        @SuppressWarnings("unchecked")
        Map<String, Object> a = (Map<String, Object>) f.list("accessors").get(pos);
        a.put("sparse", obj("count", 1, "indices", obj("bufferView", ixView, "componentType", USHORT), "values",
                obj("bufferView", valView)));
        f.scene(f.node(obj("mesh", f.mesh(primitive("POSITION", pos)))));
        assertArrayEquals(new float[] {0, 0, 0, 1, 0, 0, 5, 6, 7}, only(GltfReader.readGlb(f.glb(), "t")).positionArray());
    }

    @Test
    void aSparseAccessorWithNoBufferViewStartsFromZeros() {
        GltfTestFile f = new GltfTestFile();
        int ixView = f.view(GltfTestFile.bytes(1, 2, 0, 0), null);
        int valView = f.view(GltfTestFile.le(1, 0, 0, 0, 1, 0), null);
        int pos = f.add("accessors", obj("componentType", FLOAT, "count", 3, "type", "VEC3", "sparse",
                obj("count", 2, "indices", obj("bufferView", ixView, "componentType", UBYTE), "values", obj("bufferView", valView))));
        f.scene(f.node(obj("mesh", f.mesh(primitive("POSITION", pos)))));
        assertArrayEquals(GltfTestFile.triangle(), only(GltfReader.readGlb(f.glb(), "t")).positionArray());
    }

    @Test
    void aZeroLengthNormalBecomesUp() {
        GltfTestFile f = new GltfTestFile();
        int pos = f.floats("VEC3", GltfTestFile.triangle());
        int nor = f.floats("VEC3", 0, 0, 1, 0, 0, 0, 0, 0, 1);
        f.scene(f.node(obj("mesh", f.mesh(primitive("POSITION", pos, "NORMAL", nor)))));
        assertArrayEquals(new float[] {0, 0, 1, 0, 1, 0, 0, 0, 1}, only(GltfReader.readGlb(f.glb(), "t")).normalArray());
    }

    @Test
    void theUvSetIsTheOneTheBaseColourTextureNames() {
        GltfTestFile f = new GltfTestFile();
        int pos = f.floats("VEC3", GltfTestFile.triangle());
        int uv0 = f.floats("VEC2", 0, 0, 0, 0, 0, 0);
        int uv1 = f.floats("VEC2", 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f);
        GltfTextureTest.addPngTexture(f);
        int mat = f.add("materials", obj("pbrMetallicRoughness", obj("baseColorTexture", obj("index", 0, "texCoord", 1))));
        Map<String, Object> p = primitive("POSITION", pos, "TEXCOORD_0", uv0, "TEXCOORD_1", uv1);
        p.put("material", mat);
        f.scene(f.node(obj("mesh", f.mesh(p))));
        assertArrayEquals(new float[] {0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f}, only(GltfReader.readGlb(f.glb(), "t")).uvArray());
    }

    @Test
    @SuppressWarnings("unchecked")
    void aMeshOfSeveralPrimitivesGivesOneModelMeshEach() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        int pos = f.floats("VEC3", 0, 0, 2, 1, 0, 2, 0, 1, 2);
        @SuppressWarnings("unchecked")
        List<Object> prims = (List<Object>) ((Map<String, Object>) f.list("meshes").get(0)).get("primitives");
        prims.add(primitive("POSITION", pos));
        ((Map<String, Object>) f.list("meshes").get(0)).put("name", "pair");
        Model m = GltfReader.readGlb(f.glb(), "t");
        assertEquals(2, m.meshes().size());
        assertEquals("pair.0", m.meshes().get(0).name());
        assertEquals("pair.1", m.meshes().get(1).name());
        assertEquals(2f, m.bounds().maxZ());
        assertTrue(m.meshes().get(1).hasNormals());
    }

    @Test
    void shortIndicesReadAsUnsigned() {
        GltfTestFile f = new GltfTestFile();
        float[] many = new float[3 * 40000];
        for (int v = 0; v < 40000; v++) {
            many[3 * v] = v;
            many[3 * v + 1] = v % 2;
        }
        int pos = f.floats("VEC3", many);
        Map<String, Object> p = primitive("POSITION", pos, "NORMAL", f.floats("VEC3", normalsUp(40000)));
        p.put("indices", f.indices(39999, 0, 35000));
        f.scene(f.node(obj("mesh", f.mesh(p))));
        assertArrayEquals(new int[] {39999, 0, 35000}, only(GltfReader.readGlb(f.glb(), "t")).indexArray());
    }

    static float[] normalsUp(int n) {
        float[] v = new float[3 * n];
        for (int i = 0; i < n; i++) {
            v[3 * i + 1] = 1;
        }
        return v;
    }

    @Test
    void signedShortsNotNormalizedReadAsTheirValues() {
        GltfTestFile f = new GltfTestFile();
        f.requireExtension("KHR_mesh_quantization");
        byte[] d = GltfTestFile.shorts(-3, 0, 0, 0, 4, 0, 0, 0, 0, 5, 0, 0);
        int pos = f.accessor(f.view(d, 8), 0, SHORT, 3, "VEC3", false);
        f.scene(f.node(obj("mesh", f.mesh(primitive("POSITION", pos)))));
        assertArrayEquals(new float[] {-3, 0, 0, 4, 0, 0, 0, 5, 0}, only(GltfReader.readGlb(f.glb(), "t")).positionArray());
    }
}
