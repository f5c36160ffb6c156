package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import java.util.List;
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
}
