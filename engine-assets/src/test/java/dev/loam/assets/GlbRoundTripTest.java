package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelLod;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** What GlbWriter writes, GltfReader reads back as it was. */
class GlbRoundTripTest {

    static void sameMeshes(Model want, Model got) {
        List<ModelMesh> written = want.meshes().stream().filter(m -> m.indexCount() > 0).toList();
        assertEquals(written.size(), got.meshes().size());
        for (int i = 0; i < written.size(); i++) {
            ModelMesh a = written.get(i), b = got.meshes().get(i);
            if (!a.hasNormals()) {
                // The reader gives a mesh without normals flat ones, each triangle its own corners.
                assertArrayEquals(corners(a), corners(b), "mesh " + i + " triangles");
                continue;
            }
            assertArrayEquals(a.positionArray(), b.positionArray(), "mesh " + i + " positions");
            assertArrayEquals(a.indexArray(), b.indexArray(), "mesh " + i + " indices");
            if (a.hasNormals()) {
                // ModelMesh renormalises what it is given, which can move a unit float vector by an ulp.
                assertArrayEquals(a.normalArray(), b.normalArray(), 1e-6f, "mesh " + i + " normals");
            }
            if (a.hasUvs()) {
                assertArrayEquals(a.uvArray(), b.uvArray(), "mesh " + i + " uvs");
            }
            assertArrayEquals(a.colourArray(), b.colourArray(), "mesh " + i + " colours");
            assertArrayEquals(a.tangentArray(), b.tangentArray(), "mesh " + i + " tangents");
            sameMaterial(want.materials().get(a.material()), got.materials().get(b.material()), want, got);
        }
    }

    static float[] corners(ModelMesh m) {
        float[] p = m.positionArray();
        int[] ix = m.indexArray();
        float[] out = new float[3 * ix.length];
        for (int i = 0; i < ix.length; i++) {
            System.arraycopy(p, 3 * ix[i], out, 3 * i, 3);
        }
        return out;
    }

    static void sameMaterial(Material a, Material b, Model am, Model bm) {
        assertEquals(a.name(), b.name());
        assertEquals(a.baseColor(), b.baseColor());
        assertEquals(a.alphaMode(), b.alphaMode());
        if (a.alphaMode() == dev.loam.model.AlphaMode.MASK) {
            assertEquals(a.alphaCutoff(), b.alphaCutoff());
        }
        assertEquals(a.doubleSided(), b.doubleSided());
        assertEquals(a.metallic(), b.metallic());
        assertEquals(a.roughness(), b.roughness());
        assertEquals(a.unlit(), b.unlit());
        assertEquals(a.baseColorTexture().isPresent(), b.baseColorTexture().isPresent());
        a.baseColorTexture().ifPresent(t -> {
            var u = b.baseColorTexture().orElseThrow();
            assertEquals(t.withTexture(0), u.withTexture(0), "the texture transform");
            sameTexture(am.textures().get(t.texture()), bm.textures().get(u.texture()));
        });
        assertEquals(a.normalTexture().map(t -> t.strength()), b.normalTexture().map(t -> t.strength()));
        assertEquals(a.occlusionTexture().map(t -> t.strength()), b.occlusionTexture().map(t -> t.strength()));
        assertEquals(a.metallicRoughnessTexture().isPresent(), b.metallicRoughnessTexture().isPresent());
        assertEquals(a.emissiveTexture().isPresent(), b.emissiveTexture().isPresent());
        sameEmissive(a.emissive(), b.emissive());
    }

    /**
     * The writer splits emissive light above 1 into a factor (each channel over the brightest) and
     * KHR_materials_emissive_strength (the brightest): the brightest channel comes back exactly,
     * the others within the float rounding of that division and product.
     */
    static void sameEmissive(Rgba a, Rgba b) {
        float k = Math.max(a.r(), Math.max(a.g(), a.b()));
        float[] want = {a.r(), a.g(), a.b()}, got = {b.r(), b.g(), b.b()};
        for (int c = 0; c < 3; c++) {
            if (want[c] == k || k <= 1) {
                assertEquals(want[c], got[c], "emissive channel " + c);
            } else {
                assertEquals(want[c], got[c], 2 * Math.ulp(want[c]), "emissive channel " + c);
            }
        }
    }

    /** Levels as the writer keeps them: those with triangles to draw, at their distances, each level's meshes as they were. */
    static void sameLevels(Model want, Model got) {
        List<ModelLod> kept = want.lods().stream().filter(l -> l.model().meshes().stream().anyMatch(m -> m.indexCount() > 0)).toList();
        assertEquals(kept.size(), got.lods().size(), "levels");
        for (int i = 0; i < kept.size(); i++) {
            assertEquals(kept.get(i).distance(), got.lods().get(i).distance(), "level " + i + " distance");
            sameMeshes(kept.get(i).model(), got.lods().get(i).model());
        }
    }

    static void sameTexture(ModelTexture a, ModelTexture b) {
        assertEquals(a.width(), b.width());
        assertEquals(a.height(), b.height());
        assertEquals(a.pixels(), b.pixels());
        assertEquals(a.sampler(), b.sampler());
    }

    @Test
    void aModelWithEveryMaterialFeatureReadsBackAsItWas() {
        Model m = GlbWriterTest.featureModel();
        Model back = GltfReader.readGlb(GlbWriter.toBytes(m), "features");
        sameMeshes(m, back);
        Material full = back.materials().get(0);
        assertEquals(new Rgba(0.1f, 0.2f, 0.3f, 1), full.emissive());
    }

    @Test
    void anInstancedSceneReadsBackWithItsTreeAndMatrices() {
        ModelScene s = GlbWriterTest.instancedScene();
        ModelScene back = GltfReader.readGlbScene(GlbWriter.toBytes(s), "yard");
        assertEquals(2, back.roots().size());
        ModelNode yard = back.roots().get(0);
        assertEquals("yard", yard.name());
        assertArrayEquals(s.roots().get(0).matrix(), yard.matrix());
        List<InstanceSet> want = s.instanceSets(), got = back.instanceSets();
        assertEquals(want.size(), got.size());
        for (int k = 0; k < want.size(); k++) {
            assertEquals(want.get(k).count(), got.get(k).count());
            for (int i = 0; i < want.get(k).count(); i++) {
                float[] a = want.get(k).matrix(i), b = got.get(k).matrix(i);
                for (int e = 0; e < 16; e++) {
                    assertEquals(a[e], b[e], 1e-4f, "set " + k + " instance " + i + " element " + e);
                }
            }
            sameMeshes(want.get(k).model(), got.get(k).model());
        }
        sameMeshes(s.roots().get(1).model().orElseThrow(), back.roots().get(1).model().orElseThrow());
    }

    @Property(tries = 60)
    void randomModelsReadBackAsTheyWere(@ForAll long seed) {
        Model m = GlbWriterPropertiesTest.randomModel(seed);
        sameMeshes(m, GltfReader.readGlb(GlbWriter.toBytes(m), "random"));
    }

    /** Two meshes named as the reader names a two-primitive mesh, with unit normals, colours in 0..1 and exact emissive light. */
    static Model leveled(String name) {
        Model.Builder b = Model.builder(name);
        int bark = b.material(Material.of("bark", new Rgba(0.5f, 0.25f, 0.125f, 1)).withMetallicRoughness(0, 0.75f));
        int glow = b.material(Material.of("glow", Rgba.WHITE).withEmissive(new Rgba(8f, 2f, 0.5f, 1)));
        b.mesh(GlbWriterTest.quad(name + ".0", bark, 0, true));
        b.mesh(GlbWriterTest.quad(name + ".1", glow, 1, false));
        Model.Builder near = Model.builder(name + "-near");
        near.material(Material.of("bark", new Rgba(0.5f, 0.25f, 0.125f, 1)).withMetallicRoughness(0, 0.75f));
        near.mesh(GlbWriterTest.quad(name + "-near", 0, 0, false));
        Model.Builder far = Model.builder(name + "-far");
        far.material(Material.of("far", new Rgba(0.25f, 0.5f, 0.25f, 1)).withEmissive(new Rgba(0.5f, 4f, 1f, 1)));
        far.mesh(GlbWriterTest.quad(name + "-far", 0, 0.5f, false));
        return b.lod(12.5, near.build()).lod(80, far.build()).build();
    }

    @Test
    void aModelWithLevelsAndStrongEmissiveLightReadsBackEqual() {
        Model m = leveled("tree");
        Model back = GltfReader.readGlb(GlbWriter.toBytes(m), "tree");
        assertEquals(m, back);
        assertEquals(new Rgba(8f, 2f, 0.5f, 1), back.materials().get(1).emissive());
        assertEquals(80, back.lods().get(1).distance());
    }

    @Test
    void aSceneWithLeveledModelsAndTintedInstancesReadsBackEqualButForRounding() {
        Model tree = leveled("tree");
        float[] matrices = new float[48];
        for (int i = 0; i < 3; i++) {
            System.arraycopy(dev.loam.model.Transforms.placed(3 * i, 0, -2 * i, 0.5f * i, 1 + 0.25f * i), 0, matrices, 16 * i, 16);
        }
        float[] tints = {1, 0.5f, 0.25f, 1, 0, 2.5f, 1, 0.75f, 1, 1, 1, 1};
        InstanceSet set = new InstanceSet("grove", tree, matrices, tints);
        ModelScene s = new ModelScene("yard", List.of(ModelNode.of("single", dev.loam.model.Transforms.identity(), tree),
                new ModelNode("grove", dev.loam.model.Transforms.identity(), Optional.empty(), Optional.of(set), List.of())));
        ModelScene back = GltfReader.readGlbScene(GlbWriter.toBytes(s), "yard");
        Model single = back.roots().get(0).model().orElseThrow();
        assertEquals(tree.withName("tree"), single);
        InstanceSet got = back.roots().get(1).instances().orElseThrow();
        assertEquals(tree, got.model());
        assertEquals(single, got.model(), "the two nodes draw one model");
        float[] gotTints = new float[12];
        got.tints().get(gotTints);
        assertArrayEquals(tints, gotTints, "float tints come back exactly");
        for (int i = 0; i < 3; i++) {
            float[] a = set.matrix(i), b = got.matrix(i);
            for (int e = 0; e < 16; e++) {
                assertEquals(a[e], b[e], 1e-5f, "instance " + i + " element " + e);
            }
        }
    }

    @Test
    void aTintedInstanceSetFlattensWithItsTintsInTheVertexColours() {
        Model box = GlbWriterTest.box("b", Rgba.WHITE);
        float[] matrices = new float[32];
        System.arraycopy(dev.loam.model.Transforms.identity(), 0, matrices, 0, 16);
        System.arraycopy(dev.loam.model.Transforms.placed(5, 0, 0, 0, 1), 0, matrices, 16, 16);
        InstanceSet set = new InstanceSet("two", box, matrices, new float[] {1, 0.5f, 0.25f, 1, 0, 1, 1, 0.5f});
        Model flat = GltfReader.readGlb(GlbWriter.toBytes(new ModelScene("s", List.of(ModelNode.of(set)))), "s");
        assertEquals(2, flat.meshes().size());
        float[] first = flat.meshes().get(0).colourArray(), second = flat.meshes().get(1).colourArray();
        float[] own = box.meshes().get(0).hasColours() ? box.meshes().get(0).colourArray() : null;
        for (int v = 0; v < first.length / 4; v++) {
            for (int c = 0; c < 4; c++) {
                float base = own == null ? 1 : own[4 * v + c];
                assertEquals(base * new float[] {1, 0.5f, 0.25f, 1}[c], first[4 * v + c]);
                assertEquals(base * new float[] {0, 1, 1, 0.5f}[c], second[4 * v + c]);
            }
        }
    }

    @Property(tries = 60)
    void randomLeveledModelsReadBackWithTheirLevels(@ForAll long seed) {
        Model m = GlbWriterPropertiesTest.randomLeveledModel(seed);
        ModelScene back = GltfReader.readGlbScene(GlbWriter.toBytes(m), "random");
        if (m.meshes().stream().noneMatch(x -> x.indexCount() > 0)) {
            return;
        }
        Model got = back.roots().get(0).model().orElseThrow();
        sameMeshes(m, got);
        sameLevels(m, got);
    }
}
