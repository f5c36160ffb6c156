package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.internal.glbwrite.Trs;
import dev.loam.model.AlphaMode;
import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelLod;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import tools.jackson.databind.JsonNode;

/**
 * Random models, scenes and matrices: every model writes, reads back value for value, and the
 * validator finds no error in a sample of them; every matrix either splits into a TRS that
 * composes back to it or is refused with an {@link AssetException}, never another exception.
 */
class GlbWriterPropertiesTest {

    static Model randomModel(long seed) {
        Random r = new Random(seed);
        Model.Builder b = Model.builder("random-" + seed);
        int textures = r.nextInt(3);
        for (int t = 0; t < textures; t++) {
            int w = 1 + r.nextInt(9), h = 1 + r.nextInt(9);
            byte[] px = new byte[4 * w * h];
            r.nextBytes(px);
            if (r.nextBoolean()) {
                for (int i = 3; i < px.length; i += 4) {
                    px[i] = (byte) 255;
                }
            }
            Sampler.Wrap[] wraps = Sampler.Wrap.values();
            Sampler.Filter[] filters = Sampler.Filter.values();
            b.texture(new ModelTexture("t" + t, w, h, px, new Sampler(wraps[r.nextInt(3)], wraps[r.nextInt(3)],
                    filters[r.nextInt(2)], filters[r.nextInt(2)], r.nextBoolean())));
        }
        int materials = 1 + r.nextInt(3);
        for (int m = 0; m < materials; m++) {
            Material mat = Material.of("m" + m, new Rgba(r.nextFloat(), r.nextFloat(), r.nextFloat(), r.nextFloat()))
                    .withMetallicRoughness(r.nextFloat(), r.nextFloat()).withDoubleSided(r.nextBoolean())
                    .withUnlit(r.nextInt(4) == 0).withEmissive(new Rgba(3 * r.nextFloat(), r.nextFloat(), 0, 1));
            AlphaMode mode = AlphaMode.values()[r.nextInt(3)];
            mat = mat.withAlpha(mode, r.nextFloat());
            if (textures > 0 && r.nextBoolean()) {
                mat = mat.withBaseColorTexture(r.nextBoolean() ? TextureRef.of(r.nextInt(textures))
                        : new TextureRef(r.nextInt(textures), r.nextFloat(), -r.nextFloat(), 6 * r.nextFloat() - 3,
                                0.1f + 4 * r.nextFloat(), 0.1f + 4 * r.nextFloat(), 1));
            }
            b.material(mat);
        }
        int meshes = r.nextInt(4);
        for (int k = 0; k < meshes; k++) {
            int n = r.nextInt(4) == 0 ? 300 + r.nextInt(300) : 3 + r.nextInt(40);
            float[] p = new float[3 * n];
            for (int i = 0; i < p.length; i++) {
                p[i] = (float) (r.nextGaussian() * Math.pow(10, r.nextInt(5) - 2));
            }
            float[] normals = r.nextBoolean() ? unitVectors(r, n, 3) : new float[0];
            float[] uvs = r.nextBoolean() ? values(r, 2 * n, 4) : new float[0];
            float[] colours = r.nextBoolean() ? values(r, 4 * n, 1) : new float[0];
            float[] tangents = new float[0];
            if (r.nextBoolean()) {
                float[] t3 = unitVectors(r, n, 3);
                tangents = new float[4 * n];
                for (int i = 0; i < n; i++) {
                    System.arraycopy(t3, 3 * i, tangents, 4 * i, 3);
                    tangents[4 * i + 3] = r.nextBoolean() ? 1 : -1;
                }
            }
            int triangles = r.nextInt(3 * n);
            int[] ix = new int[3 * triangles];
            for (int i = 0; i < ix.length; i++) {
                ix[i] = r.nextInt(n);
            }
            b.mesh(new ModelMesh("mesh" + k, p, normals, uvs, colours, tangents, ix, r.nextInt(materials)));
        }
        return b.build();
    }

    /** A random model with up to three random cheaper levels at rising distances. */
    static Model randomLeveledModel(long seed) {
        Random r = new Random(seed);
        Model m = randomModel(seed);
        List<ModelLod> lods = new ArrayList<>();
        double d = 0;
        for (int k = r.nextInt(4); k > 0; k--) {
            d += 0.5 + 100 * r.nextDouble();
            lods.add(new ModelLod(d, randomModel(r.nextLong()).withName("level" + lods.size())));
        }
        return m.withLods(lods);
    }

    private static float[] values(Random r, int n, float scale) {
        float[] v = new float[n];
        for (int i = 0; i < n; i++) {
            v[i] = scale * r.nextFloat();
        }
        return v;
    }

    private static float[] unitVectors(Random r, int n, int per) {
        float[] v = new float[per * n];
        for (int i = 0; i < n; i++) {
            double x = r.nextGaussian(), y = r.nextGaussian(), z = r.nextGaussian();
            double len = Math.sqrt(x * x + y * y + z * z) + 1e-9;
            v[per * i] = (float) (x / len);
            v[per * i + 1] = (float) (y / len);
            v[per * i + 2] = (float) (z / len);
        }
        return v;
    }

    @Property(tries = 200)
    void everyRandomModelWritesAndReadsBackValueForValue(@ForAll long seed) {
        Model m = randomModel(seed);
        GlbFile f = GlbFile.of(GlbWriter.toBytes(m));
        JsonNode json = f.json();
        int written = 0;
        for (ModelMesh mesh : m.meshes()) {
            if (mesh.indexCount() == 0) {
                continue;
            }
            JsonNode prim = json.at("/meshes/0/primitives/" + written++);
            JsonNode a = prim.path("attributes");
            assertArrayEquals(mesh.positionArray(), f.floats(a.path("POSITION").asInt()));
            assertArrayEquals(mesh.indexArray(), f.ints(prim.path("indices").asInt()));
            assertEquals(mesh.hasNormals(), a.has("NORMAL"));
            if (mesh.hasNormals()) {
                assertArrayEquals(mesh.normalArray(), f.floats(a.path("NORMAL").asInt()));
            }
            if (mesh.hasUvs()) {
                assertArrayEquals(mesh.uvArray(), f.floats(a.path("TEXCOORD_0").asInt()));
            }
            if (mesh.hasColours()) {
                assertArrayEquals(mesh.colourArray(), f.floats(a.path("COLOR_0").asInt()));
            }
            if (mesh.hasTangents()) {
                assertArrayEquals(mesh.tangentArray(), f.floats(a.path("TANGENT").asInt()));
            }
            Material mat = m.materials().get(mesh.material());
            JsonNode jm = json.at("/materials/" + prim.path("material").asInt());
            assertEquals(mat.name(), jm.path("name").asString());
            assertEquals(mat.baseColor().a(), jm.at("/pbrMetallicRoughness/baseColorFactor/3").floatValue());
            assertEquals(mat.roughness(), jm.at("/pbrMetallicRoughness/roughnessFactor").floatValue());
        }
        assertEquals(written, json.at("/meshes/0/primitives").size());
    }

    @Property(tries = 60)
    void randomScenesOfLeveledModelsAndTintedInstancesReadBackAsWritten(@ForAll long seed) {
        Random r = new Random(seed);
        Model model = randomLeveledModel(seed);
        int n = 1 + r.nextInt(5);
        float[] matrices = new float[16 * n];
        float[] tints = r.nextBoolean() ? new float[4 * n] : new float[0];
        for (int i = 0; i < n; i++) {
            System.arraycopy(Transforms.placed(10 * r.nextFloat(), r.nextFloat(), -10 * r.nextFloat(), 6 * r.nextFloat(),
                    0.25f + 2 * r.nextFloat()), 0, matrices, 16 * i, 16);
        }
        for (int i = 0; i < tints.length; i++) {
            // the writer clamps alpha to 1 (glTF colours lie in 0..1); colour channels it keeps as they are
            tints[i] = i % 4 == 3 ? r.nextFloat() : 3 * r.nextFloat();
        }
        InstanceSet set = new InstanceSet("set", model, matrices, tints);
        ModelScene scene = new ModelScene("s", List.of(ModelNode.of("one", Transforms.identity(), model), ModelNode.of(set)));
        ModelScene back = GltfReader.readGlbScene(GlbWriter.toBytes(scene), "s");
        if (model.meshes().stream().noneMatch(m -> m.indexCount() > 0)) {
            assertTrue(back.roots().get(0).model().isEmpty());
            return;
        }
        Model one = back.roots().get(0).model().orElseThrow();
        GlbRoundTripTest.sameMeshes(model, one);
        GlbRoundTripTest.sameLevels(model, one);
        InstanceSet got = back.roots().get(1).instances().orElseThrow();
        assertEquals(one, got.model());
        assertEquals(n, got.count());
        float[] gotTints = new float[got.hasTints() ? 4 * n : 0];
        got.tints().get(gotTints);
        assertArrayEquals(tints, gotTints);
        for (int i = 0; i < n; i++) {
            float[] a = set.matrix(i), b = got.matrix(i);
            for (int e = 0; e < 16; e++) {
                assertEquals(a[e], b[e], 1e-4f * Math.max(1, Math.abs(a[e])), "instance " + i + " element " + e);
            }
        }
    }

    @Property(tries = 6)
    void aSampleOfRandomModelsHasNoValidatorErrors(@ForAll @IntRange(min = 0, max = 1 << 20) int seed) {
        GltfValidator.assertNoErrors(GlbWriter.toBytes(randomModel(seed)), "random-" + seed);
        GltfValidator.assertNoErrors(GlbWriter.toBytes(randomLeveledModel(seed)), "leveled-" + seed);
    }

    @Property(tries = 500)
    void aComposedTrsSplitsBackIntoOneThatComposesToTheSameMatrix(@ForAll long seed) {
        Random r = new Random(seed);
        double x = r.nextGaussian(), y = r.nextGaussian(), z = r.nextGaussian(), w = r.nextGaussian();
        double len = Math.sqrt(x * x + y * y + z * z + w * w) + 1e-12;
        float[] s = {scale(r), scale(r), scale(r)};
        float[] m = Transforms.trs(100 * (float) r.nextGaussian(), 100 * (float) r.nextGaussian(), 100 * (float) r.nextGaussian(),
                (float) (x / len), (float) (y / len), (float) (z / len), (float) (w / len), s[0], s[1], s[2]);
        float[] out = new float[10];
        String why = Trs.decompose(m, out);
        if (why != null) {
            // Float rounding of a very thin axis can read as shear; it is then refused, never mangled.
            assertTrue(why.contains("right angles") || why.contains("collapses"), why);
            return;
        }
        float[] back = Transforms.trs(out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7], out[8], out[9]);
        double q = Math.sqrt(out[3] * out[3] + out[4] * out[4] + out[5] * out[5] + out[6] * out[6]);
        assertEquals(1, q, 1e-6, "the rotation is a unit quaternion");
        for (int k = 0; k < 16; k++) {
            double tol = 1e-5 * Math.max(1, Math.abs(m[k]) + Math.max(Math.abs(s[0]), Math.max(Math.abs(s[1]), Math.abs(s[2]))));
            assertEquals(m[k], back[k], tol, "element " + k);
        }
    }

    private static float scale(Random r) {
        float v = (float) Math.exp(2 * r.nextGaussian());
        return r.nextInt(5) == 0 ? -v : v;
    }

    @Property(tries = 300)
    void anyMatrixInAnInstanceSetWritesOrIsRefusedNamingTheInstance(@ForAll long seed) {
        Random r = new Random(seed);
        int n = 1 + r.nextInt(4);
        int bad = r.nextInt(n);
        float[] matrices = new float[16 * n];
        for (int i = 0; i < n; i++) {
            float[] m = Transforms.placed(r.nextFloat(), 0, r.nextFloat(), r.nextFloat() * 7, 0.5f + r.nextFloat());
            if (i == bad) {
                for (int k = 0; k < 12; k++) {
                    if (k % 4 != 3 && r.nextInt(3) == 0) {
                        m[k] = (float) (r.nextGaussian() * (r.nextBoolean() ? 1 : 1e-3));
                    }
                }
            }
            System.arraycopy(m, 0, matrices, 16 * i, 16);
        }
        Model box = GlbWriterTest.box("b", Rgba.WHITE);
        InstanceSet set = new InstanceSet("set", box, matrices, new float[0]);
        ModelScene scene = new ModelScene("s", List.of(ModelNode.of(set)));
        try {
            GlbFile f = GlbFile.of(GlbWriter.toBytes(scene));
            assertEquals(n, f.json().at("/accessors/" + f.json().at(
                    "/nodes/0/extensions/EXT_mesh_gpu_instancing/attributes/TRANSLATION").asInt() + "/count").asInt());
        } catch (AssetException e) {
            assertEquals("set.matrices[" + bad + "]", e.place());
        }
    }

    @Property(tries = 50)
    void randomNodeTreesKeepTheirShapeAndMatrices(@ForAll long seed) {
        Random r = new Random(seed);
        List<ModelNode> roots = new ArrayList<>();
        int[] count = {0};
        for (int i = 0; i < 1 + r.nextInt(3); i++) {
            roots.add(tree(r, 0, count));
        }
        ModelScene scene = new ModelScene("tree", roots);
        GlbFile f = GlbFile.of(GlbWriter.toBytes(scene));
        JsonNode json = f.json();
        assertEquals(roots.size(), json.at("/scenes/0/nodes").size());
        for (int i = 0; i < roots.size(); i++) {
            same(roots.get(i), json, json.at("/scenes/0/nodes/" + i).asInt());
        }
    }

    private static ModelNode tree(Random r, int depth, int[] count) {
        List<ModelNode> children = new ArrayList<>();
        if (depth < 4) {
            for (int i = r.nextInt(3); i > 0; i--) {
                children.add(tree(r, depth + 1, count));
            }
        }
        float[] m = Transforms.placed(r.nextFloat() * 10, r.nextFloat(), -r.nextFloat() * 10, r.nextFloat() * 6, 0.2f + r.nextFloat());
        Optional<Model> model = r.nextBoolean() ? Optional.of(GlbWriterTest.box("b" + count[0], Rgba.WHITE)) : Optional.empty();
        return new ModelNode("n" + count[0]++, m, model, Optional.empty(), children);
    }

    private static void same(ModelNode n, JsonNode json, int index) {
        JsonNode node = json.at("/nodes/" + index);
        assertEquals(n.name(), node.path("name").asString());
        float[] m = n.matrix();
        for (int k = 0; k < 16; k++) {
            assertEquals(m[k], node.at("/matrix/" + k).floatValue());
        }
        assertEquals(n.model().isPresent(), node.has("mesh"));
        assertEquals(n.children().size(), node.path("children").size());
        for (int i = 0; i < n.children().size(); i++) {
            same(n.children().get(i), json, node.at("/children/" + i).asInt());
        }
    }
}
