package dev.loam.assets.internal.gltf;

import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.impl.v2.GlTFProperty;
import de.javagl.jgltf.impl.v2.Image;
import de.javagl.jgltf.impl.v2.MaterialPbrMetallicRoughness;
import de.javagl.jgltf.impl.v2.Texture;
import de.javagl.jgltf.impl.v2.TextureInfo;
import de.javagl.jgltf.model.GltfModel;
import de.javagl.jgltf.model.ImageModel;
import de.javagl.jgltf.model.v2.MaterialModelV2;
import dev.loam.model.AlphaMode;
import dev.loam.model.Material;
import dev.loam.model.ModelException;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.model.Sampler;
import dev.loam.model.TextureRef;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * A glTF file's materials and textures as Loam's: jgltf's {@link MaterialModelV2} gives the
 * factors, the document's texture infos give the texture indices with their
 * {@code KHR_texture_transform}, {@code KHR_materials_unlit} marks a material unlit and
 * {@code KHR_materials_emissive_strength} multiplies its emissive factor (light above 1). Each
 * texture is its image decoded once (only when a material uses it) under its sampler. A primitive
 * with no material gets {@link #defaultMaterial()}, glTF's default material.
 */
final class GltfMaterials {
    private final GlTF gltf;
    private final GltfModel model;
    private final GltfChecks checks;
    private final GltfSource src;
    private final GltfImages.Pixels[] images;
    private final ModelTexture[] textures;

    GltfMaterials(GlTF gltf, GltfModel model, GltfChecks checks, GltfSource src) {
        this.gltf = gltf;
        this.model = model;
        this.checks = checks;
        this.src = src;
        this.images = new GltfImages.Pixels[model.getImageModels().size()];
        this.textures = new ModelTexture[model.getTextureModels().size()];
    }

    /** glTF's default material: white, fully metallic and rough, opaque, single-sided. */
    static Material defaultMaterial() {
        return Material.of("default", Rgba.WHITE).withMetallicRoughness(1, 1);
    }

    /** The glTF texture indices material {@code i} uses, in the order base colour, metallic-roughness, normal, occlusion, emissive. */
    int[] textureIndices(int i) {
        de.javagl.jgltf.impl.v2.Material m = gltf.getMaterials().get(i);
        MaterialPbrMetallicRoughness pbr = m.getPbrMetallicRoughness();
        return java.util.stream.Stream.of(pbr == null ? null : pbr.getBaseColorTexture(),
                pbr == null ? null : pbr.getMetallicRoughnessTexture(), m.getNormalTexture(), m.getOcclusionTexture(),
                m.getEmissiveTexture()).filter(t -> t != null).mapToInt(TextureInfo::getIndex).toArray();
    }

    /** The UV set material {@code i}'s base colour texture reads (its transform's texCoord first), 0 when it has none. */
    int uvSet(int i) {
        if (i < 0) {
            return 0;
        }
        de.javagl.jgltf.impl.v2.Material m = gltf.getMaterials().get(i);
        MaterialPbrMetallicRoughness pbr = m.getPbrMetallicRoughness();
        TextureInfo t = pbr == null ? null : pbr.getBaseColorTexture();
        if (t == null) {
            return 0;
        }
        Map<String, Object> transform = transform(t, "");
        if (transform != null && transform.get("texCoord") instanceof Number n) {
            return Math.max(0, n.intValue());
        }
        return t.getTexCoord() == null ? 0 : t.getTexCoord();
    }

    /**
     * Material {@code i} with its texture indices mapped into a model's texture list.
     *
     * @throws dev.loam.assets.AssetException naming {@code materials[i]} and the value that is wrong
     */
    Material material(int i, IntUnaryOperator textureIndex) {
        String at = "materials[" + i + "]";
        de.javagl.jgltf.impl.v2.Material raw = gltf.getMaterials().get(i);
        MaterialModelV2 m = (MaterialModelV2) model.getMaterialModels().get(i);
        MaterialPbrMetallicRoughness pbr = raw.getPbrMetallicRoughness();
        try {
            float[] bc = m.getBaseColorFactor();
            float[] em = m.getEmissiveFactor();
            AlphaMode mode = m.getAlphaMode() == null ? AlphaMode.OPAQUE : AlphaMode.valueOf(m.getAlphaMode().name());
            boolean unlit = raw.getExtensions() != null && raw.getExtensions().containsKey("KHR_materials_unlit");
            double strength = emissiveStrength(raw, at);
            return new Material(m.getName() == null ? at : m.getName(), new Rgba(bc[0], bc[1], bc[2], bc[3]),
                    ref(pbr == null ? null : pbr.getBaseColorTexture(), 1, at + ".pbrMetallicRoughness.baseColorTexture", textureIndex),
                    mode, Math.min(1, m.getAlphaCutoff()), m.isDoubleSided(), new Rgba((float) (em[0] * strength),
                    (float) (em[1] * strength), (float) (em[2] * strength), 1),
                    ref(raw.getEmissiveTexture(), 1, at + ".emissiveTexture", textureIndex), m.getMetallicFactor(),
                    m.getRoughnessFactor(),
                    ref(pbr == null ? null : pbr.getMetallicRoughnessTexture(), 1,
                            at + ".pbrMetallicRoughness.metallicRoughnessTexture", textureIndex),
                    ref(raw.getNormalTexture(), m.getNormalScale(), at + ".normalTexture", textureIndex),
                    ref(raw.getOcclusionTexture(), m.getOcclusionStrength(), at + ".occlusionTexture", textureIndex), unlit);
        } catch (ModelException e) {
            throw src.fail(at, e);
        }
    }

    /**
     * Material {@code raw}'s {@code KHR_materials_emissive_strength}: how much its emissive factor is
     * multiplied by, 1 without the extension; a finite number, 0 or more, and small enough that the
     * light stays a finite float.
     */
    private double emissiveStrength(de.javagl.jgltf.impl.v2.Material raw, String at) {
        Map<String, Object> ext = raw.getExtensions();
        if (ext == null || !ext.containsKey("KHR_materials_emissive_strength")) {
            return 1;
        }
        String eat = at + ".extensions.KHR_materials_emissive_strength";
        if (!(ext.get("KHR_materials_emissive_strength") instanceof Map<?, ?> e)) {
            throw src.fail(eat, "is not an object");
        }
        Object v = e.get("emissiveStrength");
        if (v == null) {
            return 1;
        }
        if (!(v instanceof Number n) || !(n.doubleValue() >= 0) || !(n.doubleValue() <= Float.MAX_VALUE)) {
            throw src.fail(eat + ".emissiveStrength", v + " is not a finite number, 0 or more");
        }
        return n.floatValue();
    }

    private Optional<TextureRef> ref(TextureInfo t, float strength, String at, IntUnaryOperator textureIndex) {
        if (t == null) {
            return Optional.empty();
        }
        int index = textureIndex.applyAsInt(t.getIndex());
        Map<String, Object> tr = transform(t, at);
        if (tr == null) {
            return Optional.of(new TextureRef(index, 0, 0, 0, 1, 1, strength));
        }
        String tat = at + ".extensions.KHR_texture_transform";
        float[] offset = pair(tr.get("offset"), 0, tat + ".offset");
        float[] scale = pair(tr.get("scale"), 1, tat + ".scale");
        float rotation = number(tr.get("rotation"), 0, tat + ".rotation");
        try {
            return Optional.of(new TextureRef(index, offset[0], offset[1], rotation, scale[0], scale[1], strength));
        } catch (ModelException e) {
            throw src.fail(tat, e);
        }
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> transform(GlTFProperty t, String at) {
        Map<String, Object> ext = t.getExtensions();
        if (ext == null || !ext.containsKey("KHR_texture_transform")) {
            return null;
        }
        Object tr = ext.get("KHR_texture_transform");
        if (!(tr instanceof Map)) {
            throw src.fail(at + ".extensions.KHR_texture_transform", "is not an object");
        }
        return (Map<String, Object>) tr;
    }

    private float[] pair(Object v, float absent, String at) {
        if (v == null) {
            return new float[] {absent, absent};
        }
        if (!(v instanceof List<?> l) || l.size() != 2 || !(l.get(0) instanceof Number a) || !(l.get(1) instanceof Number b)) {
            throw src.fail(at, "is not an array of two numbers");
        }
        float[] f = {a.floatValue(), b.floatValue()};
        if (!Float.isFinite(f[0]) || !Float.isFinite(f[1])) {
            throw src.fail(at, "is not finite");
        }
        return f;
    }

    private float number(Object v, float absent, String at) {
        if (v == null) {
            return absent;
        }
        if (!(v instanceof Number n) || !Float.isFinite(n.floatValue())) {
            throw src.fail(at, "is not a finite number");
        }
        return n.floatValue();
    }

    /**
     * Texture {@code i}: its image decoded (once for every texture that shares it) under its sampler.
     *
     * @throws dev.loam.assets.AssetException naming {@code textures[i]} or {@code images[j]}
     */
    ModelTexture texture(int i) {
        if (textures[i] != null) {
            return textures[i];
        }
        String at = "textures[" + i + "]";
        Texture t = gltf.getTextures().get(i);
        if (t.getSource() == null) {
            throw src.fail(at + ".source", "missing: the texture's picture is in a format only an extension defines;"
                    + " PNG and JPEG are read");
        }
        GltfImages.Pixels px = image(t.getSource());
        Sampler sampler = t.getSampler() == null ? Sampler.DEFAULT : sampler(gltf.getSamplers().get(t.getSampler()));
        String name = t.getName() != null ? t.getName() : gltf.getImages().get(t.getSource()).getName() != null
                ? gltf.getImages().get(t.getSource()).getName() : at;
        try {
            textures[i] = new ModelTexture(name, px.width(), px.height(), px.rgba(), sampler);
        } catch (ModelException e) {
            throw src.fail(at, e);
        }
        return textures[i];
    }

    static Sampler sampler(de.javagl.jgltf.impl.v2.Sampler s) {
        Integer min = s.getMinFilter();
        Sampler.Filter minFilter = min == null || min == 9729 || min == 9985 || min == 9987 ? Sampler.Filter.LINEAR
                : Sampler.Filter.NEAREST;
        boolean mipmaps = min == null || min >= 9984;
        Sampler.Filter mag = s.getMagFilter() != null && s.getMagFilter() == 9728 ? Sampler.Filter.NEAREST : Sampler.Filter.LINEAR;
        return new Sampler(wrap(s.getWrapS()), wrap(s.getWrapT()), mag, minFilter, mipmaps);
    }

    private static Sampler.Wrap wrap(Integer w) {
        if (w == null) {
            return Sampler.Wrap.REPEAT;
        }
        return w == 33071 ? Sampler.Wrap.CLAMP_TO_EDGE : w == 33648 ? Sampler.Wrap.MIRRORED_REPEAT : Sampler.Wrap.REPEAT;
    }

    private GltfImages.Pixels image(int i) {
        if (images[i] != null) {
            return images[i];
        }
        String at = "images[" + i + "]";
        Image raw = gltf.getImages().get(i);
        byte[] bytes;
        if (raw.getBufferView() != null) {
            ImageModel im = model.getImageModels().get(i);
            ByteBuffer data = im.getImageData();
            bytes = new byte[data.remaining()];
            data.duplicate().get(bytes);
        } else {
            bytes = GltfUris.bytes(checks.imageUri(i), at + ".uri", src);
        }
        String mime = raw.getMimeType();
        if (GltfImages.format(bytes) == null && !mime.equals("image/png") && !mime.equals("image/jpeg")
                && !mime.equals("application/octet-stream")) {
            throw src.fail(at, mime + " pictures are not read; PNG and JPEG are");
        }
        try {
            images[i] = GltfImages.decode(bytes);
        } catch (ModelException e) {
            throw src.fail(at, e);
        } catch (IllegalArgumentException e) {
            throw src.fail(at, e.getMessage(), e);
        } catch (RuntimeException e) {
            throw src.fail(at, "the picture does not decode: " + e, e);
        }
        return images[i];
    }
}
