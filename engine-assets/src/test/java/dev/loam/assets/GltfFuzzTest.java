package dev.loam.assets;

import static dev.loam.assets.GltfTestFile.SHORT;
import static dev.loam.assets.GltfTestFile.obj;
import static dev.loam.assets.GltfTestFile.primitive;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.Transforms;
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

    /** What GlbWriter writes with every extension it uses: levels (MSFT_lod), tinted instances (_COLOR), strong emissive light. */
    static byte[] written() {
        Model tree = GlbRoundTripTest.leveled("tree");
        float[] matrices = new float[32];
        System.arraycopy(Transforms.identity(), 0, matrices, 0, 16);
        System.arraycopy(Transforms.placed(4, 0, 1, 0.5f, 2), 0, matrices, 16, 16);
        InstanceSet set = new InstanceSet("grove", tree, matrices, new float[] {1, 0.5f, 0.25f, 1, 2, 1, 0, 0.5f});
        return GlbWriter.toBytes(new ModelScene("s", List.of(ModelNode.of("one", Transforms.identity(), tree), ModelNode.of(set))));
    }

    @Test
    void theWrittenSeedReadsWithItsLevelsAndTints() {
        Model m = GltfReader.readGlb(written(), "seed");
        assertTrue(m.lods().size() == 2);
        assertTrue(GltfReader.readGlbScene(written(), "seed").instanceSets().get(0).hasTints());
        String json = new String(GlbFileJson.json(written()), java.nio.charset.StandardCharsets.UTF_8);
        for (String edited : List.of("\"ids\":\\[[^\\]]*\\]", "\"lodDistances\":\\[[^\\]]*\\]", "\"_COLOR\":[0-9]+",
                "\"emissiveStrength\":[0-9.eE+-]+")) {
            assertTrue(java.util.regex.Pattern.compile(edited).matcher(json).find(), "the fuzzed value " + edited + " is there");
        }
    }

    @Property(tries = 400)
    void damagedWrittenFilesWithLevelsAndTintsAreReadOrRefused(@ForAll("edits") List<Edit> edits) {
        readOrRefused(apply(written(), edits));
    }

    /** Any JSON value in place of MSFT_lod's ids, the level distances, _COLOR's accessor or the emissive strength. */
    @Property(tries = 400)
    void anyValueInTheNewExtensionsIsReadOrRefused(@ForAll("jsonValues") Object value, @ForAll("extensionPlace") int where) {
        String json = new String(GlbFileJson.json(written()), java.nio.charset.StandardCharsets.UTF_8);
        String v = tools.jackson.databind.json.JsonMapper.builder().build().writeValueAsString(value);
        String edited = switch (where) {
            case 0 -> json.replaceFirst("\"ids\":\\[[^\\]]*\\]", java.util.regex.Matcher.quoteReplacement("\"ids\":" + v));
            case 1 -> json.replaceFirst("\"lodDistances\":\\[[^\\]]*\\]", java.util.regex.Matcher.quoteReplacement("\"lodDistances\":" + v));
            case 2 -> json.replaceFirst("\"_COLOR\":[0-9]+", java.util.regex.Matcher.quoteReplacement("\"_COLOR\":" + v));
            default -> json.replaceFirst("\"emissiveStrength\":[0-9.eE+-]+", java.util.regex.Matcher.quoteReplacement("\"emissiveStrength\":" + v));
        };
        readOrRefused(GlbFileJson.withJson(written(), edited.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    @Provide
    Arbitrary<Integer> extensionPlace() {
        return Arbitraries.integers().between(0, 3);
    }

    @Provide
    Arbitrary<Object> jsonValues() {
        Arbitrary<Object> number = Arbitraries.oneOf(Arbitraries.integers().between(-3, 40).map(i -> (Object) i),
                Arbitraries.doubles().between(-1e3, 1e3).map(d -> (Object) d),
                Arbitraries.of(1e300, -0.0, 0.0, 1.5, Long.MAX_VALUE).map(d -> (Object) d));
        Arbitrary<Object> list = number.list().ofMaxSize(5).map(l -> (Object) l);
        return Arbitraries.oneOf(number, list, Arbitraries.of("x", true).map(o -> (Object) o),
                Arbitraries.just(Map.of("ids", List.of(1))));
    }

    /** A GLB's JSON chunk, and the GLB with another one in its place. */
    static final class GlbFileJson {
        static byte[] json(byte[] glb) {
            java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(glb).order(java.nio.ByteOrder.LITTLE_ENDIAN);
            return Arrays.copyOfRange(glb, 20, 20 + b.getInt(12));
        }

        static byte[] withJson(byte[] glb, byte[] json) {
            java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(glb).order(java.nio.ByteOrder.LITTLE_ENDIAN);
            int oldLength = b.getInt(12);
            int length = (json.length + 3) / 4 * 4;
            byte[] rest = Arrays.copyOfRange(glb, 20 + oldLength, glb.length);
            java.nio.ByteBuffer out = java.nio.ByteBuffer.allocate(20 + length + rest.length).order(java.nio.ByteOrder.LITTLE_ENDIAN);
            out.putInt(0x46546C67).putInt(2).putInt(out.capacity()).putInt(length).putInt(0x4E4F534A).put(json);
            for (int i = json.length; i < length; i++) {
                out.put((byte) ' ');
            }
            out.put(rest);
            return out.array();
        }
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
