package dev.loam.assets;

import static dev.loam.assets.GltfTestFile.SHORT;
import static dev.loam.assets.GltfTestFile.obj;
import static dev.loam.assets.GltfTestFile.primitive;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Random damage to valid glTF and GLB files (bytes changed, cut, removed or repeated; digits in the
 * JSON changed) never makes a read throw anything but an {@link AssetException} naming the file.
 */
class GltfFuzzTest {
    /** A file using most of what the reader reads: texture, transform, strip, sparse, quantized, instanced, nested. */
    static GltfTestFile rich() {
        GltfTestFile f = new GltfTestFile();
        f.requireExtension("KHR_mesh_quantization");
        f.requireExtension("KHR_texture_transform");
        f.requireExtension("EXT_mesh_gpu_instancing");
        f.list("extensionsUsed").add("KHR_materials_unlit");
        int pos = f.floats("VEC3", 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0);
        int uv = f.floats("VEC2", 0, 0, 1, 0, 0, 1, 1, 1);
        int col = f.accessor(f.view(GltfTestFile.bytes(255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 9, 9, 9, 9), null), 0,
                GltfTestFile.UBYTE, 4, "VEC4", true);
        int tex = GltfTextureTest.addPngTexture(f);
        int mat = f.add("materials", obj("pbrMetallicRoughness", obj("baseColorFactor", List.of(1, 0.5, 0.5, 1),
                "baseColorTexture", obj("index", tex, "extensions", obj("KHR_texture_transform", obj("offset", List.of(0.5, 0),
                        "scale", List.of(2, 2))))), "alphaMode", "MASK", "extensions", obj("KHR_materials_unlit", obj())));
        Map<String, Object> strip = primitive("POSITION", pos, "TEXCOORD_0", uv, "COLOR_0", col);
        strip.put("mode", 5);
        strip.put("material", mat);
        strip.put("indices", f.indices(0, 1, 2, 3));
        int q = f.accessor(f.view(GltfTestFile.shorts(0, 0, 0, 0, 100, 0, 0, 0, 0, 100, 0, 0), 8), 0, SHORT, 3, "VEC3", false);
        int ixView = f.view(GltfTestFile.ushorts(1), null);
        int valView = f.view(GltfTestFile.shorts(50, 50, 50, 0), null);
        @SuppressWarnings("unchecked")
        Map<String, Object> qa = (Map<String, Object>) f.list("accessors").get(q);
        qa.put("sparse", obj("count", 1, "indices", obj("bufferView", ixView, "componentType", 5123), "values", obj("bufferView", valView)));
        int mesh = f.add("meshes", obj("primitives", new ArrayList<>(List.of(strip, primitive("POSITION", q)))));
        int t = f.floats("VEC3", 0, 0, 0, 3, 0, 0);
        int r = f.floats("VEC4", 0, 0, 0, 1, 0, 1, 0, 0);
        int inst = f.node(obj("mesh", mesh, "extensions", obj("EXT_mesh_gpu_instancing", obj("attributes",
                obj("TRANSLATION", t, "ROTATION", r)))));
        int child = f.node(obj("mesh", mesh, "scale", List.of(2, 2, 2), "children", List.of(inst)));
        f.scene(f.node(obj("name", "root", "matrix", List.of(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 5, 0, 1),
                "children", List.of(child))));
        return f;
    }

    static List<byte[]> seeds() {
        GltfTestFile png = rich();
        String embedded = new String(rich().embedded(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(embedded.contains("\"bufferView\""));
        String dataImage = new String(GltfTestFile.oneTriangle().embedded(), java.nio.charset.StandardCharsets.UTF_8)
                .replace("\"scene\"", "\"images\":[{\"uri\":\"data:image/png;base64,"
                        + Base64.getEncoder().encodeToString(GltfTextureTest.png()) + "\"}],\"textures\":[{\"source\":0}],"
                        + "\"materials\":[{\"pbrMetallicRoughness\":{\"baseColorTexture\":{\"index\":0}}}],\"scene\"")
                .replace("\"indices\":", "\"material\":0,\"indices\":");
        return List.of(GltfTestFile.oneTriangle().glb(), png.glb(), embedded.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                dataImage.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    void theSeedFilesReadWhole() {
        for (byte[] s : seeds()) {
            assertTrue(GltfReader.readGlb(s, "seed").triangleCount() > 0);
            assertTrue(GltfReader.readGlbScene(s, "seed").roots().size() > 0);
        }
        assertTrue(GltfReader.readGlb(seeds().get(3), "seed").textures().size() == 1);
    }

    /** One edit: a kind, a position (a fraction of the file, in 1/65536), and a value. */
    record Edit(int kind, int where, int value) {
    }

    @Provide
    Arbitrary<List<Edit>> edits() {
        Arbitrary<Edit> edit = Combinators.combine(Arbitraries.integers().between(0, 5), Arbitraries.integers().between(0, 65535),
                Arbitraries.integers().between(0, 255)).as(Edit::new);
        return edit.list().ofMinSize(1).ofMaxSize(6);
    }

    static byte[] apply(byte[] file, List<Edit> edits) {
        byte[] b = file.clone();
        for (Edit e : edits) {
            if (b.length == 0) {
                break;
            }
            int at = (int) ((long) e.where() * b.length / 65536);
            switch (e.kind()) {
                case 0, 1 -> b[at] = (byte) e.value();
                case 2 -> b = Arrays.copyOf(b, at);
                case 3 -> {
                    int n = Math.min(b.length - at, 1 + e.value() % 16);
                    byte[] out = new byte[b.length - n];
                    System.arraycopy(b, 0, out, 0, at);
                    System.arraycopy(b, at + n, out, at, b.length - at - n);
                    b = out;
                }
                case 4 -> {
                    int n = Math.min(b.length - at, 1 + e.value() % 16);
                    byte[] out = new byte[b.length + n];
                    System.arraycopy(b, 0, out, 0, at + n);
                    System.arraycopy(b, at, out, at + n, b.length - at);
                    b = out;
                }
                default -> {
                    // a digit somewhere after the position becomes another: counts, offsets and indices change
                    for (int i = at; i < b.length; i++) {
                        if (b[i] >= '0' && b[i] <= '9') {
                            b[i] = (byte) ('0' + e.value() % 10);
                            break;
                        }
                    }
                }
            }
        }
        return b;
    }

    private static final String UNFORESEEN = "could not be read as glTF 2.0";

    private static void readOrRefused(byte[] file) {
        for (int scene = 0; scene < 2; scene++) {
            try {
                if (scene == 0) {
                    GltfReader.readGlb(file, "fuzz.glb");
                } else {
                    GltfReader.readGlbScene(file, "fuzz.glb");
                }
            } catch (AssetException e) {
                assertTrue(e.place().startsWith("fuzz.glb"), e.place());
                // a refusal by a check, not jgltf or the reader failing in a way no check foresaw
                assertTrue(!e.detail().startsWith(UNFORESEEN), e.getMessage() + " " + e.getCause());
            }
        }
    }

    @Property(tries = 600)
    void damagedGlbFilesAreReadOrRefused(@ForAll("edits") List<Edit> edits, @ForAll("seedIndex") int seed) {
        readOrRefused(apply(seeds().get(seed == 0 ? 0 : 1), edits));
    }

    @Property(tries = 600)
    void damagedJsonFilesAreReadOrRefused(@ForAll("edits") List<Edit> edits, @ForAll("seedIndex") int seed) {
        readOrRefused(apply(seeds().get(seed == 0 ? 2 : 3), edits));
    }

    @Provide
    Arbitrary<Integer> seedIndex() {
        return Arbitraries.integers().between(0, 1);
    }

    @Property(tries = 200)
    void everyCutOfAGlbFileIsReadOrRefused(@ForAll("cut") int permille) {
        byte[] s = seeds().get(1);
        readOrRefused(Arrays.copyOf(s, (int) ((long) s.length * permille / 1000)));
    }

    @Provide
    Arbitrary<Integer> cut() {
        return Arbitraries.integers().between(0, 999);
    }
}
