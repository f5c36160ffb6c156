package dev.loam.assets;

import static dev.loam.assets.GltfTestFile.FLOAT;
import static dev.loam.assets.GltfTestFile.obj;
import static dev.loam.assets.GltfTestFile.primitive;
import static dev.loam.assets.GltfTextureTest.primitiveOf;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every kind of bad file the issue lists, refused with an {@link AssetException} naming the file and the place. */
class GltfRefusalTest {
    private static AssetException refused(byte[] file) {
        return assertThrows(AssetException.class, () -> GltfReader.readGlb(file, "t.glb"));
    }

    private static void assertPlace(String place, AssetException e) {
        assertEquals("t.glb: " + place, e.place(), e.getMessage());
    }

    @Test
    void aGlbCutShortIsRefusedAtTheHeaderThatDeclaresMore() {
        byte[] glb = GltfTestFile.oneTriangle().glb();
        assertPlace("byte 8", refused(Arrays.copyOf(glb, glb.length - 1)));
        assertPlace("byte 8", refused(Arrays.copyOf(glb, 40)));
        assertPlace("byte 7", refused(Arrays.copyOf(glb, 7)));
    }

    @Test
    void aChunkLongerThanTheFileIsRefusedAtItsHeader() {
        byte[] glb = GltfTestFile.oneTriangle().glb();
        ByteBuffer b = ByteBuffer.wrap(glb).order(ByteOrder.LITTLE_ENDIAN);
        int jsonLength = b.getInt(12);
        byte[] json = glb.clone();
        ByteBuffer.wrap(json).order(ByteOrder.LITTLE_ENDIAN).putInt(12, 0x7ffffff0);
        AssetException e = refused(json);
        assertPlace("byte 12", e);
        assertTrue(e.detail().contains("2147483632"), e.detail());
        byte[] bin = glb.clone();
        ByteBuffer.wrap(bin).order(ByteOrder.LITTLE_ENDIAN).putInt(20 + jsonLength, -1);
        assertPlace("byte " + (20 + jsonLength), refused(bin));
    }

    @Test
    void aFileThatIsNotGlbOrJsonIsRefused() {
        assertPlace("line 1, column 3", refused("x{".getBytes(StandardCharsets.UTF_8)));
        byte[] v1 = GltfTestFile.oneTriangle().glb();
        ByteBuffer.wrap(v1).order(ByteOrder.LITTLE_ENDIAN).putInt(4, 1);
        assertPlace("byte 4", refused(v1));
    }

    @Test
    void anAccessorWhoseCountTimesStridePassesItsBufferViewIsRefused() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        @SuppressWarnings("unchecked")
        Map<String, Object> positions = (Map<String, Object>) f.list("accessors").get(0);
        positions.put("count", 4);
        AssetException e = refused(f.glb());
        assertPlace("accessors[0]", e);
        assertTrue(e.detail().contains("need 48 bytes; buffer view 0 has 36"), e.detail());
    }

    @Test
    void aBufferViewPastItsBufferIsRefused() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        @SuppressWarnings("unchecked")
        Map<String, Object> view = (Map<String, Object>) f.list("bufferViews").get(2);
        view.put("byteLength", 4000);
        assertPlace("bufferViews[2]", refused(f.glb()));
    }

    @Test
    void anIndexPastTheVertexCountIsRefused() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        primitiveOf(f).put("indices", f.indices(0, 1, 3));
        AssetException e = refused(f.glb());
        assertPlace("meshes[0].primitives[0].indices[2]", e);
        assertTrue(e.detail().contains("3 is not one of the 3 vertices"), e.detail());
    }

    @Test
    void notANumberAndInfinitePositionsAreRefused() {
        for (float bad : new float[] {Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY}) {
            GltfTestFile f = GltfTestFile.oneTriangle();
            Map<String, Object> p = primitiveOf(f);
            castMap(p.get("attributes")).put("POSITION", f.floats("VEC3", 0, 0, 0, 1, bad, 0, 0, 1, 0));
            assertPlace("meshes[0].primitives[0].attributes.POSITION[1]", refused(f.glb()));
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> castMap(Object o) {
        return (Map<String, Object>) o;
    }

    /** A PNG header (signature and IHDR) declaring {@code w × h}, with nothing after it. */
    static byte[] pngHeader(int w, int h) {
        ByteBuffer b = ByteBuffer.allocate(33);
        b.put(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        b.putInt(13).put("IHDR".getBytes(StandardCharsets.US_ASCII)).putInt(w).putInt(h).put(new byte[] {8, 6, 0, 0, 0});
        CRC32 crc = new CRC32();
        crc.update(b.array(), 12, 17);
        b.putInt((int) crc.getValue());
        return b.array();
    }

    private static GltfTestFile textured(byte[] picture) {
        GltfTestFile f = GltfTestFile.oneTriangle();
        int im = f.add("images", obj("bufferView", f.view(picture, null), "mimeType", "image/png"));
        int t = f.add("textures", obj("source", im));
        primitiveOf(f).put("material", f.add("materials", obj("pbrMetallicRoughness", obj("baseColorTexture", obj("index", t)))));
        return f;
    }

    @Test
    void aPictureDeclaringTwoToTheThirtyOnePixelsIsRefusedBeforeDecoding() {
        AssetException e = refused(textured(pngHeader(65536, 32768)).glb());
        assertTrue(e.place().startsWith("t.glb: images[0]"), e.place());
        assertTrue(e.detail().contains("65536"), e.detail());
        AssetException square = refused(textured(pngHeader(16384, 16384)).glb());
        assertPlace("images[0]", square);
        assertTrue(square.detail().contains("more than the 67108864"), square.detail());
    }

    @Test
    void aPictureThatDoesNotDecodeIsRefusedAtItsImage() {
        byte[] png = GltfTextureTest.png();
        assertPlace("images[0]", refused(textured(Arrays.copyOf(png, png.length / 2)).glb()));
        assertPlace("images[0]", refused(textured("GIF89a-not-read".getBytes(StandardCharsets.US_ASCII)).glb()));
    }

    @Test
    void malformedDataUrisAreRefusedAtTheirUri() {
        for (String uri : List.of("data:application/octet-stream;base64,@@@@", "data:application/octet-stream,abcd",
                "data:application/octet-stream;base64")) {
            GltfTestFile f = GltfTestFile.oneTriangle();
            byte[] json = f.embedded();
            String text = new String(json, StandardCharsets.UTF_8).replaceFirst("data:[^\"]*", uri);
            AssetException e = assertThrows(AssetException.class, () -> GltfReader.readGlb(text.getBytes(StandardCharsets.UTF_8),
                    "t.glb"));
            assertPlace("buffers[0].uri", e);
            assertTrue(e.detail().startsWith("malformed data URI"), e.detail());
        }
    }

    @Test
    void aDataUriHoldingLessThanItsBufferDeclaresIsRefused() {
        String text = new String(GltfTestFile.oneTriangle().embedded(), StandardCharsets.UTF_8)
                .replaceFirst("base64,[^\"]*", "base64,AAAA");
        assertPlace("buffers[0].byteLength", assertThrows(AssetException.class,
                () -> GltfReader.readGlb(text.getBytes(StandardCharsets.UTF_8), "t.glb")));
    }

    @Test
    void nodeCyclesAreRefused() {
        GltfTestFile self = GltfTestFile.oneTriangle();
        castMap(self.list("nodes").get(0)).put("children", List.of(0));
        assertPlace("nodes[0].children[0]", refused(self.glb()));

        GltfTestFile pair = GltfTestFile.oneTriangle();
        pair.doc.remove("scenes");
        pair.doc.remove("scene");
        castMap(pair.list("nodes").get(0)).put("children", List.of(1));
        pair.node(obj("children", List.of(0)));
        AssetException e = refused(pair.glb());
        assertPlace("nodes[0]", e);
        assertTrue(e.detail().contains("cycle"), e.detail());

        GltfTestFile twoParents = GltfTestFile.oneTriangle();
        int leaf = twoParents.node(obj("mesh", 0));
        castMap(twoParents.list("nodes").get(0)).put("children", List.of(leaf));
        twoParents.node(obj("children", List.of(leaf)));
        assertPlace("nodes[2].children[0]", refused(twoParents.glb()));
    }

    @Test
    void aMaterialIndexPastTheListIsRefused() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        f.add("materials", obj());
        primitiveOf(f).put("material", 1);
        AssetException e = refused(f.glb());
        assertPlace("meshes[0].primitives[0].material", e);
        assertEquals("1 is not one of the 1 materials", e.detail());
    }

    @Test
    void aMissingOutsideFileIsRefusedNamingIt(@TempDir Path dir) throws Exception {
        GltfTestFile f = GltfTestFile.oneTriangle();
        Files.write(dir.resolve("t.gltf"), f.external("gone.bin"));
        AssetException e = assertThrows(AssetException.class, () -> GltfReader.read(dir.resolve("t.gltf")));
        assertEquals("t.gltf: buffers[0].uri", e.place());
        assertTrue(e.detail().contains(dir.resolve("gone.bin").toString()), e.detail());

        AssetException noFile = assertThrows(AssetException.class, () -> GltfReader.read(dir.resolve("none.glb")));
        assertEquals("none.glb", noFile.place());
    }

    @Test
    void anOutsideFileNamedByBytesWithNoFolderIsRefused() {
        AssetException e = refused(GltfTestFile.oneTriangle().external("t.bin"));
        assertPlace("buffers[0].uri", e);
        assertTrue(e.detail().contains("no folder"), e.detail());
    }

    @Test
    void anOutsideUriOfAnotherSchemeIsRefused(@TempDir Path dir) throws Exception {
        GltfTestFile f = GltfTestFile.oneTriangle();
        Files.write(dir.resolve("t.gltf"), f.external("https://example.com/t.bin"));
        AssetException e = assertThrows(AssetException.class, () -> GltfReader.read(dir.resolve("t.gltf")));
        assertEquals("t.gltf: buffers[0].uri", e.place());
    }

    @Test
    void aRequiredExtensionLoamDoesNotReadIsRefusedNamingIt() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        f.requireExtension("KHR_draco_mesh_compression");
        f.requireExtension("KHR_materials_unlit");
        f.requireExtension("EXT_meshopt_compression");
        AssetException e = refused(f.glb());
        assertPlace("extensionsRequired", e);
        assertTrue(e.detail().startsWith("the file requires KHR_draco_mesh_compression, EXT_meshopt_compression,"), e.detail());
    }

    @Test
    void aValueOfTheWrongKindIsRefusedAtItsJsonPath() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        castMap(f.list("accessors").get(0)).put("count", "three");
        AssetException e = refused(f.glb());
        assertTrue(e.place().startsWith("t.glb: accessors[].count (byte "), e.place());
        GltfTestFile g = GltfTestFile.oneTriangle();
        castMap(g.list("accessors").get(0)).put("byteOffset", -4);
        assertTrue(refused(g.glb()).place().startsWith("t.glb: accessors[].byteOffset"));
    }

    @Test
    void anAccessorOfAnAttributesWrongTypeIsRefused() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        castMap(primitiveOf(f).get("attributes")).put("NORMAL", f.floats("VEC2", 0, 0, 0, 0, 0, 0));
        assertPlace("meshes[0].primitives[0].attributes.NORMAL", refused(f.glb()));
    }

    @Test
    void attributesOfDifferentCountsAreRefused() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        castMap(primitiveOf(f).get("attributes")).put("TEXCOORD_0", f.floats("VEC2", 0, 0, 0, 0));
        AssetException e = refused(f.glb());
        assertPlace("meshes[0].primitives[0].attributes.TEXCOORD_0", e);
    }

    @Test
    void aHugeAccessorWithNoBufferViewIsRefusedBeforeItsZerosAreAllocated() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        f.add("accessors", obj("componentType", FLOAT, "count", 100_000_000, "type", "MAT4"));
        assertPlace("accessors[3].count", refused(f.glb()));
    }

    @Test
    void aPrimitiveWithoutPositionsIsRefused() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        castMap(primitiveOf(f).get("attributes")).remove("POSITION");
        assertPlace("meshes[0].primitives[0].attributes.POSITION", refused(f.glb()));
    }

    @Test
    void aSparseIndexPastTheAccessorIsRefused() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        int ix = f.view(GltfTestFile.ushorts(7), null);
        int val = f.view(GltfTestFile.le(1, 1, 1), null);
        castMap(f.list("accessors").get(0)).put("sparse", obj("count", 1, "indices", obj("bufferView", ix, "componentType", 5123),
                "values", obj("bufferView", val)));
        assertPlace("accessors[0].sparse.indices[0]", refused(f.glb()));
    }

    @Test
    void aNonAffineNodeMatrixIsRefused() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        castMap(f.list("nodes").get(0)).put("matrix", List.of(1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1));
        assertTrue(refused(f.glb()).place().startsWith("t.glb: nodes[0].matrix"));
    }

    /** A triangle drawn by node 0 with levels: nodes 1 and 2 draw it too, outside the scene. */
    static GltfTestFile leveled(Object ids, Object distances) {
        GltfTestFile f = GltfTestFile.oneTriangle();
        @SuppressWarnings("unchecked")
        Map<String, Object> top = (Map<String, Object>) f.list("nodes").get(0);
        top.put("extensions", GltfTestFile.obj("MSFT_lod", GltfTestFile.obj("ids", ids)));
        if (distances != null) {
            top.put("extras", GltfTestFile.obj("lodDistances", distances));
        }
        f.node(GltfTestFile.obj("mesh", 0));
        f.node(GltfTestFile.obj("mesh", 0));
        f.list("extensionsUsed").add("MSFT_lod");
        return f;
    }

    @Test
    void levelsOfDetailNamingNodesThatAreNotThereAreRefusedAtTheId() {
        assertPlace("nodes[0].extensions.MSFT_lod.ids[1]", refused(leveled(List.of(1, 7), List.of(5, 10)).glb()));
        assertPlace("nodes[0].extensions.MSFT_lod.ids[0]", refused(leveled(List.of(-1), List.of(5)).glb()));
        assertPlace("nodes[0].extensions.MSFT_lod.ids[0]", refused(leveled(List.of("one"), List.of(5)).glb()));
        assertPlace("nodes[0].extensions.MSFT_lod.ids[0]", refused(leveled(List.of(0), List.of(5)).glb()));
        assertPlace("nodes[0].extensions.MSFT_lod.ids", refused(leveled(3, List.of(5)).glb()));
    }

    @Test
    void levelDistancesThatDoNotRiseFromAbove0AreRefusedAtTheDistance() {
        assertPlace("nodes[0].extras.lodDistances[1]", refused(leveled(List.of(1, 2), List.of(10, 10)).glb()));
        assertPlace("nodes[0].extras.lodDistances[1]", refused(leveled(List.of(1, 2), List.of(10, 4.5)).glb()));
        assertPlace("nodes[0].extras.lodDistances[0]", refused(leveled(List.of(1, 2), List.of(0, 4.5)).glb()));
        assertPlace("nodes[0].extras.lodDistances[0]", refused(leveled(List.of(1), List.of(-3)).glb()));
        assertPlace("nodes[0].extras.lodDistances[0]", refused(leveled(List.of(1), List.of("far")).glb()));
        assertPlace("nodes[0].extras.lodDistances", refused(leveled(List.of(1, 2), List.of(10)).glb()));
        assertPlace("nodes[0].extras.lodDistances", refused(leveled(List.of(1), 10).glb()));
    }

    @Test
    void levelsWithoutDistancesAreLeftOutAndGoodOnesRead() {
        assertTrue(GltfReader.readGlb(leveled(List.of(1, 2), null).glb(), "t.glb").lods().isEmpty());
        var m = GltfReader.readGlb(leveled(List.of(1, 2), List.of(5, 20.5)).glb(), "t.glb");
        assertEquals(List.of(5.0, 20.5), m.lods().stream().map(l -> l.distance()).toList());
        assertEquals(1, m.lods().get(1).model().triangleCount());
        var scene = GltfReader.readGlbScene(leveled(List.of(1, 2), List.of(5, 20.5)).glb(), "t.glb");
        assertEquals(1, scene.roots().size(), "level nodes are not drawn as nodes of their own");
        assertEquals(m.lods().size(), scene.roots().get(0).model().orElseThrow().lods().size());
    }

    @Test
    void aFileWithNoScenesDoesNotDrawItsLevelNodesAsRoots() {
        GltfTestFile f = leveled(List.of(1, 2), List.of(5, 20.5));
        f.doc.remove("scene");
        f.doc.remove("scenes");
        var scene = GltfReader.readGlbScene(f.glb(), "t.glb");
        assertEquals(1, scene.roots().size());
        assertEquals(1, GltfReader.readGlb(f.glb(), "t.glb").triangleCount());
    }

    /** The triangle instanced twice, with {@code _COLOR} over the bytes given. */
    static GltfTestFile tinted(byte[] colour, int componentType, int count, String type, boolean normalized) {
        GltfTestFile f = GltfTestFile.oneTriangle();
        int t = f.floats("VEC3", 0, 0, 0, 3, 0, 0);
        int c = f.accessor(f.view(colour, null), 0, componentType, count, type, normalized);
        @SuppressWarnings("unchecked")
        Map<String, Object> node = (Map<String, Object>) f.list("nodes").get(0);
        node.put("extensions", GltfTestFile.obj("EXT_mesh_gpu_instancing", GltfTestFile.obj("attributes",
                GltfTestFile.obj("TRANSLATION", t, "_COLOR", c))));
        f.requireExtension("EXT_mesh_gpu_instancing");
        return f;
    }

    @Test
    void instanceColoursReadAsGltfReadsColours() {
        var set = GltfReader.readGlbScene(tinted(GltfTestFile.bytes(255, 0, 51, 0, 255, 255), GltfTestFile.UBYTE, 2, "VEC3", true)
                .glb(), "t.glb").instanceSets().get(0);
        assertEquals(new dev.loam.model.Rgba(1, 0, 0.2f, 1), set.tint(0));
        assertEquals(new dev.loam.model.Rgba(0, 1, 1, 1), set.tint(1));
        var shorts = GltfReader.readGlbScene(tinted(GltfTestFile.ushorts(65535, 0, 0, 65535, 0, 65535, 0, 0), GltfTestFile.USHORT,
                2, "VEC4", true).glb(), "t.glb").instanceSets().get(0);
        assertEquals(new dev.loam.model.Rgba(1, 0, 0, 1), shorts.tint(0));
        assertEquals(new dev.loam.model.Rgba(0, 1, 0, 0), shorts.tint(1));
        var flat = GltfReader.readGlb(tinted(GltfTestFile.le(0.5f, 1, 1, 1, 2, 0, 0, 1), FLOAT, 2, "VEC4", false).glb(), "t.glb");
        assertArrayEquals(new float[] {0.5f, 1, 1, 1, 0.5f, 1, 1, 1, 0.5f, 1, 1, 1}, flat.meshes().get(0).colourArray());
        assertArrayEquals(new float[] {2, 0, 0, 1, 2, 0, 0, 1, 2, 0, 0, 1}, flat.meshes().get(1).colourArray());
    }

    @Test
    void badInstanceColoursAreRefusedAtTheAttribute() {
        String at = "nodes[0].extensions.EXT_mesh_gpu_instancing.attributes._COLOR";
        assertPlace(at, refused(tinted(GltfTestFile.bytes(1, 2, 3, 4, 5, 6), GltfTestFile.UBYTE, 2, "VEC3", false).glb()));
        assertPlace(at, refused(tinted(GltfTestFile.bytes(1, 2, 3, 4, 5, 6, 7, 8), GltfTestFile.BYTE, 2, "VEC4", true).glb()));
        assertPlace(at, refused(tinted(GltfTestFile.le(1, 1, 1, 1, 1, 1), FLOAT, 3, "VEC2", false).glb()));
        assertPlace(at, refused(tinted(GltfTestFile.le(1, 1, 1), FLOAT, 1, "VEC3", false).glb()));
        assertPlace(at + "[1]", refused(tinted(GltfTestFile.le(1, 1, 1, 1, -1, 1), FLOAT, 2, "VEC3", false).glb()));
        assertPlace(at + "[0]", refused(tinted(GltfTestFile.le(Float.NaN, 1, 1, 1, 1, 1), FLOAT, 2, "VEC3", false).glb()));
    }

    @Test
    void anEmissiveStrengthThatIsNotAFactorIsRefusedAtIt() {
        for (Object bad : List.of(-1, "bright", 1e300)) {
            GltfTestFile f = GltfTestFile.oneTriangle();
            f.add("materials", GltfTestFile.obj("emissiveFactor", List.of(1, 0.5, 0), "extensions",
                    GltfTestFile.obj("KHR_materials_emissive_strength", GltfTestFile.obj("emissiveStrength", bad))));
            @SuppressWarnings("unchecked")
            Map<String, Object> prim = (Map<String, Object>) ((List<Object>) ((Map<String, Object>) f.list("meshes").get(0))
                    .get("primitives")).get(0);
            prim.put("material", 0);
            f.requireExtension("KHR_materials_emissive_strength");
            assertPlace("materials[0].extensions.KHR_materials_emissive_strength.emissiveStrength", refused(f.glb()));
        }
    }
}
