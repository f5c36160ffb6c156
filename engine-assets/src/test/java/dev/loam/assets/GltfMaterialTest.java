package dev.loam.assets;

import static dev.loam.assets.GltfTestFile.obj;
import static dev.loam.assets.GltfTextureTest.primitiveOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.AlphaMode;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import dev.loam.model.TextureRef;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** glTF materials as Loam's: factors, alpha, sides, emissive, metallic-roughness, texture uses, unlit. */
class GltfMaterialTest {
    private static Material read(GltfTestFile f, Map<String, Object> material) {
        primitiveOf(f).put("material", f.add("materials", material));
        Model m = GltfReader.readGlb(f.glb(), "t");
        assertEquals(1, m.materials().size());
        return m.materials().get(0);
    }

    @Test
    void everyFactorAndSwitchIsKept() {
        Material m = read(GltfTestFile.oneTriangle(), obj("name", "bark",
                "pbrMetallicRoughness", obj("baseColorFactor", List.of(0.5, 0.25, 0.125, 0.75), "metallicFactor", 0.2,
                        "roughnessFactor", 0.6),
                "emissiveFactor", List.of(0.1, 0.2, 0.3), "alphaMode", "MASK", "alphaCutoff", 0.3, "doubleSided", true));
        assertEquals("bark", m.name());
        assertEquals(new Rgba(0.5f, 0.25f, 0.125f, 0.75f), m.baseColor());
        assertEquals(0.2f, m.metallic());
        assertEquals(0.6f, m.roughness());
        assertEquals(new Rgba(0.1f, 0.2f, 0.3f, 1), m.emissive());
        assertEquals(AlphaMode.MASK, m.alphaMode());
        assertEquals(0.3f, m.alphaCutoff());
        assertTrue(m.doubleSided());
        assertFalse(m.unlit());
    }

    @Test
    void glTFsDefaultsFillWhatAMaterialLeavesOut() {
        Material m = read(GltfTestFile.oneTriangle(), obj());
        assertEquals("materials[0]", m.name());
        assertEquals(Rgba.WHITE, m.baseColor());
        assertEquals(1f, m.metallic());
        assertEquals(1f, m.roughness());
        assertEquals(AlphaMode.OPAQUE, m.alphaMode());
        assertEquals(0.5f, m.alphaCutoff());
        assertEquals(Rgba.BLACK, m.emissive());
        assertFalse(m.doubleSided());
    }

    @Test
    void blendModeIsRead() {
        assertEquals(AlphaMode.BLEND, read(GltfTestFile.oneTriangle(), obj("alphaMode", "BLEND")).alphaMode());
    }

    @Test
    void unlitIsReadFromItsExtension() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        f.list("extensionsUsed").add("KHR_materials_unlit");
        assertTrue(read(f, obj("extensions", obj("KHR_materials_unlit", obj()))).unlit());
    }

    @Test
    void everyTextureUseKeepsItsTextureItsStrengthAndItsTransform() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        f.requireExtension("KHR_texture_transform");
        int t = GltfTextureTest.addPngTexture(f);
        Material m = read(f, obj(
                "pbrMetallicRoughness", obj("baseColorTexture", obj("index", t, "extensions", obj("KHR_texture_transform",
                        obj("offset", List.of(0.5, 0.25), "rotation", 1.5, "scale", List.of(2, 3)))),
                        "metallicRoughnessTexture", obj("index", t)),
                "normalTexture", obj("index", t, "scale", 0.7),
                "occlusionTexture", obj("index", t, "strength", 0.4),
                "emissiveTexture", obj("index", t)));
        assertEquals(new TextureRef(0, 0.5f, 0.25f, 1.5f, 2, 3, 1), m.baseColorTexture().orElseThrow());
        assertEquals(TextureRef.of(0), m.metallicRoughnessTexture().orElseThrow());
        assertEquals(new TextureRef(0, 0, 0, 0, 1, 1, 0.7f), m.normalTexture().orElseThrow());
        assertEquals(new TextureRef(0, 0, 0, 0, 1, 1, 0.4f), m.occlusionTexture().orElseThrow());
        assertEquals(TextureRef.of(0), m.emissiveTexture().orElseThrow());
    }

    @Test
    void aCutoffAboveOneIsHeldAtOne() {
        assertEquals(1f, read(GltfTestFile.oneTriangle(), obj("alphaMode", "MASK", "alphaCutoff", 2.5)).alphaCutoff());
    }

    @Test
    void aModelKeepsOnlyTheMaterialsItsMeshesUseInTheFilesOrder() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        f.add("materials", obj("name", "unused"));
        int used = f.add("materials", obj("name", "used"));
        primitiveOf(f).put("material", used);
        Model m = GltfReader.readGlb(f.glb(), "t");
        assertEquals(1, m.materials().size());
        assertEquals("used", m.materials().get(0).name());
        assertEquals(0, m.meshes().get(0).material());
    }
}
