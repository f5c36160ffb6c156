package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import de.javagl.jgltf.model.AccessorModel;
import de.javagl.jgltf.model.GltfModel;
import de.javagl.jgltf.model.MeshPrimitiveModel;
import de.javagl.jgltf.model.io.GltfModelReader;
import de.javagl.jgltf.model.v2.MaterialModelV2;
import dev.loam.model.AlphaMode;
import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.model.Sampler;
import dev.loam.model.TextureRef;
import dev.loam.model.Transforms;
import dev.loam.testkit.GlbFile;
import dev.loam.testkit.GltfValidator;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.FloatBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

class GlbWriterTest {

    /** A textured, tangent-carrying quad pair with every material feature, two materials and three textures. */
    static Model featureModel() {
        Model.Builder b = Model.builder("features");
        byte[] checker = new byte[4 * 4 * 3];
        for (int i = 0; i < 12; i++) {
            boolean on = (i % 4 + i / 4) % 2 == 0;
            checker[4 * i] = (byte) (on ? 250 : 20);
            checker[4 * i + 1] = (byte) (40 + 10 * i);
            checker[4 * i + 2] = (byte) 128;
            checker[4 * i + 3] = (byte) (i == 5 ? 0 : 255);
        }
        int base = b.texture(new ModelTexture("checker", 4, 3, checker, Sampler.PIXEL));
        int normal = b.texture(ModelTexture.solid("flat-normal", 128, 128, 255, 255));
        int orm = b.texture(new ModelTexture("orm", 1, 1, new byte[] {(byte) 200, 100, 50, (byte) 255},
                new Sampler(Sampler.Wrap.MIRRORED_REPEAT, Sampler.Wrap.CLAMP_TO_EDGE, Sampler.Filter.LINEAR,
                        Sampler.Filter.NEAREST, true)));
        Material full = new Material("full", new Rgba(0.8f, 0.6f, 0.4f, 0.9f),
                Optional.of(new TextureRef(base, 0.25f, 0.5f, 0.3f, 2f, 3f, 1f)), AlphaMode.MASK, 0.3f, true,
                new Rgba(0.1f, 0.2f, 0.3f, 1), Optional.of(TextureRef.of(base)), 0.7f, 0.2f,
                Optional.of(TextureRef.of(orm)), Optional.of(new TextureRef(normal, 0, 0, 0, 1, 1, 0.5f)),
                Optional.of(new TextureRef(orm, 0, 0, 0, 1, 1, 0.25f)), false);
        int m0 = b.material(full);
        int m1 = b.material(Material.of("glow", Rgba.WHITE).withUnlit(true).withAlpha(AlphaMode.BLEND, 0.5f)
                .withEmissive(new Rgba(4f, 2f, 1f, 1)));
        b.mesh(quad("top", m0, 0, true));
        b.mesh(quad("glowing", m1, 1, false));
        return b.build();
    }

    static ModelMesh quad(String name, int material, float y, boolean tangents) {
        float[] p = {0, y, 0, 1, y, 0, 1, y, -1, 0, y, -1};
        float[] n = {0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0};
        float[] uv = {0, 1, 1, 1, 1, 0, 0, 0};
        float[] c = {1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0.5f, 1, 1, 1, 1};
        float[] t = tangents ? new float[] {1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, -1} : new float[0];
        return new ModelMesh(name, p, n, uv, c, t, new int[] {0, 1, 2, 0, 2, 3}, material);
    }

    static GltfModel jgltf(byte[] glb) throws IOException {
        return new GltfModelReader().readWithoutReferences(new ByteArrayInputStream(glb));
    }

    static float[] floats(AccessorModel a) {
        FloatBuffer f = a.getAccessorData().createByteBuffer().order(java.nio.ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
        float[] out = new float[f.remaining()];
        f.get(out);
        return out;
    }

    @Test
    void aModelWithEveryMaterialFeatureValidatesWithNoErrors() {
        GltfValidator.assertNoErrors(GlbWriter.toBytes(featureModel()), "features");
    }

    @Test
    void everyVertexAttributeReadsBackExactlyThroughJgltf() throws IOException {
        Model m = featureModel();
        GltfModel g = jgltf(GlbWriter.toBytes(m));
        assertEquals(1, g.getMeshModels().size());
        List<MeshPrimitiveModel> prims = g.getMeshModels().get(0).getMeshPrimitiveModels();
        assertEquals(2, prims.size());
        for (int i = 0; i < 2; i++) {
            ModelMesh mesh = m.meshes().get(i);
            MeshPrimitiveModel p = prims.get(i);
            assertArrayEquals(mesh.positionArray(), floats(p.getAttributes().get("POSITION")));
            assertArrayEquals(mesh.normalArray(), floats(p.getAttributes().get("NORMAL")));
            assertArrayEquals(mesh.uvArray(), floats(p.getAttributes().get("TEXCOORD_0")));
            assertArrayEquals(mesh.colourArray(), floats(p.getAttributes().get("COLOR_0")));
            assertEquals(mesh.hasTangents(), p.getAttributes().containsKey("TANGENT"));
            if (mesh.hasTangents()) {
                assertArrayEquals(mesh.tangentArray(), floats(p.getAttributes().get("TANGENT")));
            }
            assertEquals(5121, p.getIndices().getComponentType(), "six indices below 255 fit unsigned bytes");
            assertEquals(4, p.getMode());
        }
    }

    @Test
    void everyMaterialFieldIsWritten() throws IOException {
        byte[] glb = GlbWriter.toBytes(featureModel());
        GltfModel g = jgltf(glb);
        MaterialModelV2 full = (MaterialModelV2) g.getMaterialModels().get(0);
        assertEquals("full", full.getName());
        assertArrayEquals(new float[] {0.8f, 0.6f, 0.4f, 0.9f}, full.getBaseColorFactor());
        assertEquals(MaterialModelV2.AlphaMode.MASK, full.getAlphaMode());
        assertEquals(0.3f, full.getAlphaCutoff());
        assertTrue(full.isDoubleSided());
        assertEquals(0.7f, full.getMetallicFactor());
        assertEquals(0.2f, full.getRoughnessFactor());
        assertEquals(0.5f, full.getNormalScale());
        assertEquals(0.25f, full.getOcclusionStrength());
        assertArrayEquals(new float[] {0.1f, 0.2f, 0.3f}, full.getEmissiveFactor());
        assertEquals(g.getTextureModels().get(0), full.getBaseColorTexture());
        assertEquals(g.getTextureModels().get(0), full.getEmissiveTexture());
        assertEquals(g.getTextureModels().get(1), full.getNormalTexture());
        assertEquals(g.getTextureModels().get(2), full.getMetallicRoughnessTexture());
        assertEquals(g.getTextureModels().get(2), full.getOcclusionTexture());

        JsonNode json = GlbFile.of(glb).json();
        JsonNode transform = json.at("/materials/0/pbrMetallicRoughness/baseColorTexture/extensions/KHR_texture_transform");
        assertEquals(0.25f, transform.at("/offset/0").floatValue());
        assertEquals(0.5f, transform.at("/offset/1").floatValue());
        assertEquals(0.3f, transform.path("rotation").floatValue());
        assertEquals(2f, transform.at("/scale/0").floatValue());
        assertEquals(3f, transform.at("/scale/1").floatValue());
        assertTrue(json.at("/materials/0/emissiveTexture/extensions").isMissingNode(), "an identity use has no transform");
        JsonNode glow = json.at("/materials/1");
        assertEquals("BLEND", glow.path("alphaMode").asString());
        assertTrue(glow.path("alphaCutoff").isMissingNode(), "a cutoff only for MASK");
        assertTrue(glow.at("/extensions/KHR_materials_unlit").isObject());
        assertEquals(4f, glow.at("/extensions/KHR_materials_emissive_strength/emissiveStrength").floatValue());
        assertEquals(1f, glow.at("/emissiveFactor/0").floatValue());
        assertEquals(0.5f, glow.at("/emissiveFactor/1").floatValue());
        assertEquals(0.25f, glow.at("/emissiveFactor/2").floatValue());
        assertEquals(List.of("KHR_materials_emissive_strength", "KHR_materials_unlit", "KHR_texture_transform"),
                strings(json.path("extensionsUsed")));
        assertTrue(json.path("extensionsRequired").isMissingNode());
    }

    @Test
    void texturesArePngsWithTheirPixelsAndSamplers() throws IOException {
        Model m = featureModel();
        byte[] glb = GlbWriter.toBytes(m);
        GltfModel g = jgltf(glb);
        assertEquals(3, g.getImageModels().size());
        for (int t = 0; t < 3; t++) {
            ModelTexture tex = m.textures().get(t);
            assertEquals("image/png", g.getImageModels().get(t).getMimeType());
            java.nio.ByteBuffer data = g.getImageModels().get(t).getImageData();
            byte[] png = new byte[data.remaining()];
            data.get(png);
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
            assertEquals(tex.width(), img.getWidth());
            assertEquals(tex.height(), img.getHeight());
            for (int y = 0; y < tex.height(); y++) {
                for (int x = 0; x < tex.width(); x++) {
                    int argb = img.getRGB(x, y);
                    int rgba = argb << 8 | argb >>> 24;
                    assertEquals(tex.pixel(x, y), rgba, "texture " + t + " pixel " + x + ", " + y);
                }
            }
        }
        JsonNode json = GlbFile.of(glb).json();
        JsonNode pixel = json.at("/samplers/" + json.at("/textures/0/sampler").asInt());
        assertEquals(9728, pixel.path("magFilter").asInt());
        assertEquals(9728, pixel.path("minFilter").asInt());
        assertEquals(33071, pixel.path("wrapS").asInt());
        JsonNode linear = json.at("/samplers/" + json.at("/textures/1/sampler").asInt());
        assertEquals(9729, linear.path("magFilter").asInt());
        assertEquals(9987, linear.path("minFilter").asInt());
        assertEquals(10497, linear.path("wrapT").asInt());
        JsonNode odd = json.at("/samplers/" + json.at("/textures/2/sampler").asInt());
        assertEquals(9984, odd.path("minFilter").asInt());
        assertEquals(33648, odd.path("wrapS").asInt());
        assertEquals(33071, odd.path("wrapT").asInt());
        assertEquals(3, json.path("samplers").size(), "one sampler a distinct sampler value");
    }

    @Test
    void positionsCarryTheirExactMinAndMax() {
        Model m = Model.of("odd", List.of(new ModelMesh("tri", new float[] {0.1f, -2.7f, 3.3f, 1e-3f, 5.5f, -0.3f, -7.1f, 0, 1f / 3},
                new float[0], new float[0], new float[0], new float[0], new int[] {0, 1, 2}, 0)),
                List.of(Material.of("m", Rgba.WHITE)), List.of());
        byte[] glb = GlbWriter.toBytes(m);
        JsonNode pos = GlbFile.of(glb).accessor(GlbFile.of(glb).json().at("/meshes/0/primitives/0/attributes/POSITION").asInt());
        assertEquals(-7.1f, (float) pos.at("/min/0").doubleValue());
        assertEquals(-2.7f, (float) pos.at("/min/1").doubleValue());
        assertEquals(-0.3f, (float) pos.at("/min/2").doubleValue());
        assertEquals(0.1f, (float) pos.at("/max/0").doubleValue());
        assertEquals(5.5f, (float) pos.at("/max/1").doubleValue());
        assertEquals(3.3f, (float) pos.at("/max/2").doubleValue());
        assertEquals((double) 0.1f, pos.at("/max/0").doubleValue(), 0, "min and max are the floats themselves");
        GltfValidator.assertNoErrors(glb, "odd");
    }

    static Model strip(int vertices) {
        float[] p = new float[3 * vertices];
        for (int i = 0; i < vertices; i++) {
            p[3 * i] = i;
            p[3 * i + 1] = i % 2;
        }
        int[] ix = new int[3 * (vertices - 2)];
        for (int i = 0; i + 2 < vertices; i++) {
            ix[3 * i] = i;
            ix[3 * i + 1] = i % 2 == 0 ? i + 1 : i + 2;
            ix[3 * i + 2] = i % 2 == 0 ? i + 2 : i + 1;
        }
        return Model.of("strip" + vertices, List.of(new ModelMesh("strip", p, new float[0], new float[0], new float[0],
                new float[0], ix, 0)), List.of(Material.of("m", Rgba.WHITE)), List.of());
    }

    @Test
    void indicesTakeTheSmallestTypeBelowItsRestartValue() {
        int[][] cases = {{255, 5121}, {256, 5123}, {65535, 5123}, {65536, 5125}};
        for (int[] c : cases) {
            Model m = strip(c[0]);
            byte[] glb = GlbWriter.toBytes(m);
            GlbFile f = GlbFile.of(glb);
            int acc = f.json().at("/meshes/0/primitives/0/indices").asInt();
            assertEquals(c[1], f.accessor(acc).path("componentType").asInt(), c[0] + " vertices");
            assertArrayEquals(m.meshes().get(0).indexArray(), f.ints(acc), c[0] + " vertices");
        }
        GltfValidator.assertNoErrors(GlbWriter.toBytes(strip(255)), "strip255");
        GltfValidator.assertNoErrors(GlbWriter.toBytes(strip(65536)), "strip65536");
    }

    @Test
    void theSameInputGivesTheSameBytes() {
        byte[] a = GlbWriter.toBytes(featureModel());
        byte[] b = GlbWriter.toBytes(featureModel());
        assertArrayEquals(a, b);
        assertArrayEquals(GlbWriter.toBytes(instancedScene()), GlbWriter.toBytes(instancedScene()));
    }

    @Test
    void equalMaterialsAndTexturesAndOneModelAtTwoNodesAreWrittenOnce() {
        Model tree = featureModel();
        Model copy = featureModel();
        ModelScene s = new ModelScene("twice", List.of(ModelNode.of("a", Transforms.identity(), tree),
                ModelNode.of("b", Transforms.trs(3, 0, 0, 0, 0, 0, 1, 1, 1, 1), tree),
                ModelNode.of("c", Transforms.trs(6, 0, 0, 0, 0, 0, 1, 1, 1, 1), copy)));
        JsonNode json = GlbFile.of(GlbWriter.toBytes(s)).json();
        assertEquals(2, json.path("meshes").size(), "the same model object once; an equal copy again");
        assertEquals(json.at("/nodes/0/mesh").asInt(), json.at("/nodes/1/mesh").asInt());
        assertEquals(2, json.path("materials").size());
        assertEquals(3, json.path("textures").size());
        assertEquals(3, json.path("images").size());
    }

    static Model box(String name, Rgba colour) {
        ModelMesh.builder(name, 0);
        var mb = ModelMesh.builder(name, 0);
        float[][] faces = {{0, 1, 0}, {0, -1, 0}, {1, 0, 0}, {-1, 0, 0}, {0, 0, 1}, {0, 0, -1}};
        for (float[] n : faces) {
            float[] u = Math.abs(n[1]) > 0 ? new float[] {1, 0, 0} : new float[] {0, 1, 0};
            float[] v = {n[1] * u[2] - n[2] * u[1], n[2] * u[0] - n[0] * u[2], n[0] * u[1] - n[1] * u[0]};
            int[] q = new int[4];
            for (int k = 0; k < 4; k++) {
                float su = (k == 1 || k == 2) ? 0.5f : -0.5f, sv = k >= 2 ? 0.5f : -0.5f;
                q[k] = mb.vertex(0.5f * n[0] + su * u[0] + sv * v[0], 0.5f + 0.5f * n[1] + su * u[1] + sv * v[1],
                        0.5f * n[2] + su * u[2] + sv * v[2], n[0], n[1], n[2]);
            }
            mb.quad(q[0], q[1], q[2], q[3]);
        }
        return Model.of(name, List.of(mb.build()), List.of(Material.of(name, colour)), List.of());
    }

    static ModelScene instancedScene() {
        Model crate = box("crate", Rgba.ofSrgb(0x8a6a3a));
        InstanceSet.Builder b = InstanceSet.builder("crates", crate);
        for (int i = 0; i < 20; i++) {
            b.add(i * 1.5f, 0, (i % 4) * 2f, i * 0.7f, 0.5f + 0.05f * i, new Rgba(1, 1 - 0.03f * i, 0.5f, 1));
        }
        b.add(Transforms.trs(0, 3, 0, 0, 0, 0, 1, -1, 2, 0.5f), Rgba.WHITE);
        InstanceSet plain = InstanceSet.builder("plain", box("plain", Rgba.WHITE)).add(2, 0, -4, 0, 1, Rgba.WHITE).build();
        ModelNode group = ModelNode.group("yard", Transforms.trs(10, 0, 0, 0, 0.38268343f, 0, 0.9238795f, 1, 1, 1),
                List.of(ModelNode.of(b.build()), ModelNode.of(plain)));
        return new ModelScene("yard", List.of(group, ModelNode.of("hut", Transforms.identity(), box("hut", Rgba.ofSrgb(0xc0a080)))));
    }

    @Test
    void anInstancedSceneValidatesWithNoErrors() {
        GltfValidator.Report r = GltfValidator.assertNoErrors(GlbWriter.toBytes(instancedScene()), "instanced");
        assertEquals(List.of(), r.issues(1), "no warnings either");
    }

    @Test
    void instanceMatricesComeBackFromTheirTranslationRotationAndScale() {
        ModelScene s = instancedScene();
        InstanceSet set = s.roots().get(0).children().get(0).instances().orElseThrow();
        GlbFile f = GlbFile.of(GlbWriter.toBytes(s));
        JsonNode node = f.json().at("/nodes/1");
        assertEquals("crates", node.path("name").asString());
        JsonNode attrs = node.at("/extensions/EXT_mesh_gpu_instancing/attributes");
        float[] t = f.floats(attrs.path("TRANSLATION").asInt());
        float[] r = f.floats(attrs.path("ROTATION").asInt());
        float[] sc = f.floats(attrs.path("SCALE").asInt());
        float[] tints = f.floats(attrs.path("_COLOR").asInt());
        assertEquals(set.count(), t.length / 3);
        for (int i = 0; i < set.count(); i++) {
            float[] back = Transforms.trs(t[3 * i], t[3 * i + 1], t[3 * i + 2], r[4 * i], r[4 * i + 1], r[4 * i + 2], r[4 * i + 3],
                    sc[3 * i], sc[3 * i + 1], sc[3 * i + 2]);
            float[] want = set.matrix(i);
            for (int k = 0; k < 16; k++) {
                assertEquals(want[k], back[k], 1e-5f, "instance " + i + " element " + k);
            }
            Rgba tint = set.tint(i);
            assertArrayEquals(new float[] {tint.r(), tint.g(), tint.b(), tint.a()}, java.util.Arrays.copyOfRange(tints, 4 * i, 4 * i + 4));
        }
        assertTrue(f.json().at("/nodes/2/extensions/EXT_mesh_gpu_instancing/attributes/_COLOR").isMissingNode(),
                "a set with no tints has no colour attribute");
        assertTrue(strings(f.json().path("extensionsUsed")).contains("EXT_mesh_gpu_instancing"));
    }

    @Test
    void nodeMatricesAndTheTreeReadBackThroughJgltf() throws IOException {
        ModelScene s = instancedScene();
        GltfModel g = jgltf(GlbWriter.toBytes(s));
        assertEquals(1, g.getSceneModels().size());
        assertEquals(2, g.getSceneModels().get(0).getNodeModels().size());
        var yard = g.getSceneModels().get(0).getNodeModels().get(0);
        assertEquals("yard", yard.getName());
        assertArrayEquals(s.roots().get(0).matrix(), yard.getMatrix());
        assertEquals(2, yard.getChildren().size());
        assertEquals(List.of("crates", "plain"), yard.getChildren().stream().map(n -> n.getName()).toList());
        assertEquals(null, g.getSceneModels().get(0).getNodeModels().get(1).getMatrix(), "the identity is left out");
    }

    @Test
    void anInstanceWithShearIsRefusedNamingIt() {
        float[] shear = Transforms.identity();
        shear[4] = 0.5f; // x grows with y
        InstanceSet set = InstanceSet.builder("fence", box("post", Rgba.WHITE)).add(Transforms.identity()).add(shear).build();
        AssetException e = assertThrows(AssetException.class,
                () -> GlbWriter.toBytes(new ModelScene("s", List.of(ModelNode.of(set)))));
        assertEquals("fence.matrices[1]", e.place());
        assertTrue(e.detail().contains("shear"), e.detail());
    }

    @Test
    void aNodeWithShearOrACollapsedAxisIsRefusedNamingIt() {
        float[] shear = Transforms.identity();
        shear[1] = 0.3f;
        ModelNode inner = ModelNode.of("bent", shear, box("b", Rgba.WHITE));
        ModelScene s = new ModelScene("s", List.of(ModelNode.group("g", Transforms.identity(), List.of(ModelNode.of("ok",
                Transforms.identity(), box("a", Rgba.WHITE)), inner))));
        AssetException e = assertThrows(AssetException.class, () -> GlbWriter.toBytes(s));
        assertEquals("roots[0].children[1] (node \"bent\").matrix", e.place());
        float[] flat = Transforms.trs(0, 0, 0, 0, 0, 0, 1, 1, 0, 1);
        AssetException f = assertThrows(AssetException.class, () -> GlbWriter.toBytes(new ModelScene("s",
                List.of(ModelNode.of("flat", flat, box("c", Rgba.WHITE))))));
        assertTrue(f.detail().contains("collapses"), f.detail());
    }

    @Test
    void levelsOfDetailAreMsftLodNodesOutsideTheSceneTree() {
        Model near = box("near", Rgba.WHITE);
        Model lod = near.withLods(List.of(new dev.loam.model.ModelLod(20, box("mid", Rgba.WHITE)),
                new dev.loam.model.ModelLod(60, strip(4))));
        byte[] glb = GlbWriter.toBytes(lod);
        JsonNode json = GlbFile.of(glb).json();
        assertEquals(3, json.path("nodes").size());
        assertEquals(List.of(0), ints(json.at("/scenes/0/nodes")), "the scene lists the full model only");
        assertEquals(List.of(1, 2), ints(json.at("/nodes/0/extensions/MSFT_lod/ids")));
        assertEquals(20.0, json.at("/nodes/0/extras/lodDistances/0").doubleValue());
        assertEquals(60.0, json.at("/nodes/0/extras/lodDistances/1").doubleValue());
        assertEquals(3, json.path("meshes").size());
        assertTrue(strings(json.path("extensionsUsed")).contains("MSFT_lod"));
        GltfValidator.assertNoErrors(glb, "lods");
    }

    @Test
    void aModelWithNoTrianglesMakesAValidFileWithNoBuffer() {
        byte[] glb = GlbWriter.toBytes(Model.of("nothing", List.of(), List.of(), List.of()));
        JsonNode json = GlbFile.of(glb).json();
        assertTrue(json.path("buffers").isMissingNode());
        assertTrue(json.at("/nodes/0/mesh").isMissingNode());
        GltfValidator.assertNoErrors(glb, "nothing");
    }

    @Test
    void writeReplacesTheFileWholeAndLeavesNothingBeside(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("features.glb");
        Files.writeString(file, "old");
        GlbWriter.write(featureModel(), file);
        assertArrayEquals(GlbWriter.toBytes(featureModel()), Files.readAllBytes(file));
        try (Stream<Path> list = Files.list(dir)) {
            assertEquals(List.of(file), list.toList());
        }
        GlbWriter.write(instancedScene(), dir.resolve("yard.glb"));
        assertArrayEquals(GlbWriter.toBytes(instancedScene()), Files.readAllBytes(dir.resolve("yard.glb")));
    }

    @Test
    void aWriteToAMissingFolderFailsNamingTheFile(@TempDir Path dir) {
        Path file = dir.resolve("no/such/x.glb");
        var e = assertThrows(java.io.UncheckedIOException.class, () -> GlbWriter.write(featureModel(), file));
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
        assertFalse(Files.exists(file));
    }

    @Test
    void coloursOutsideZeroToOneAreClampedAsGltfAsks() {
        float[] p = {0, 0, 0, 1, 0, 0, 0, 1, 0};
        float[] c = {2, 0.5f, 0, 1, 0, 3, 0, 1, 1, 1, 1, 1};
        Model m = Model.of("bright", List.of(new ModelMesh("t", p, new float[0], new float[0], c, new float[0],
                new int[] {0, 1, 2}, 0)), List.of(Material.of("m", Rgba.WHITE)), List.of());
        GlbFile f = GlbFile.of(GlbWriter.toBytes(m));
        assertArrayEquals(new float[] {1, 0.5f, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1},
                f.floats(f.json().at("/meshes/0/primitives/0/attributes/COLOR_0").asInt()));
    }

    @Test
    void aTexturedMaterialOnAMeshWithoutUvsReadsTheTopLeftTexel() {
        Model.Builder b = Model.builder("bare");
        int t = b.texture(ModelTexture.solid("red", 255, 0, 0, 255));
        b.material(Material.of("textured", Rgba.WHITE).withBaseColorTexture(TextureRef.of(t)));
        b.mesh(new ModelMesh("t", new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0}, new float[0], new float[0], new float[0],
                new float[0], new int[] {0, 1, 2}, 0));
        byte[] glb = GlbWriter.toBytes(b.build());
        GlbFile f = GlbFile.of(glb);
        assertArrayEquals(new float[6], f.floats(f.json().at("/meshes/0/primitives/0/attributes/TEXCOORD_0").asInt()));
        GltfValidator.assertNoErrors(glb, "bare");
    }

    static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asString()));
        return out;
    }

    static List<Integer> ints(JsonNode array) {
        List<Integer> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asInt()));
        return out;
    }
}
