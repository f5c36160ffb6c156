package dev.loam.model;

import java.util.Objects;
import java.util.Optional;

/**
 * How a mesh's surface looks: glTF 2.0's metallic-roughness material kept as data. Views that
 * light simply (Loam's renderer) read the base colour, its texture, alpha, double-sidedness,
 * emissive and {@code unlit}; the rest is carried so that a model read and written again loses
 * nothing.
 *
 * @param name                     for messages and export
 * @param baseColor                linear factor multiplying the texture and vertex colours
 * @param baseColorTexture         sRGB texture of the base colour, with alpha
 * @param alphaMode                how alpha is read
 * @param alphaCutoff              for {@link AlphaMode#MASK}: the least alpha drawn, 0..1 (glTF's default 0.5)
 * @param doubleSided              whether back faces are drawn (and lit from their side)
 * @param emissive                 linear light the surface gives off, alpha ignored
 * @param emissiveTexture          sRGB texture multiplying {@code emissive}
 * @param metallic                 0..1
 * @param roughness                0..1
 * @param metallicRoughnessTexture roughness in green, metallic in blue
 * @param normalTexture            tangent-space normal map, its {@code strength} the normal scale
 * @param occlusionTexture         ambient occlusion in red, its {@code strength} the strength
 * @param unlit                    {@code KHR_materials_unlit}: drawn in its base colour, no light or shadow
 */
public record Material(String name, Rgba baseColor, Optional<TextureRef> baseColorTexture, AlphaMode alphaMode,
        float alphaCutoff, boolean doubleSided, Rgba emissive, Optional<TextureRef> emissiveTexture, float metallic,
        float roughness, Optional<TextureRef> metallicRoughnessTexture, Optional<TextureRef> normalTexture,
        Optional<TextureRef> occlusionTexture, boolean unlit) {

    /** glTF's default alpha cutoff for a masked material, 0.5. */
    public static final float DEFAULT_ALPHA_CUTOFF = 0.5f;

    /** @throws ModelException naming {@code alphaCutoff}, {@code metallic} or {@code roughness} outside 0..1 */
    public Material {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(baseColor, "baseColor");
        Objects.requireNonNull(baseColorTexture, "baseColorTexture");
        Objects.requireNonNull(alphaMode, "alphaMode");
        Objects.requireNonNull(emissive, "emissive");
        Objects.requireNonNull(emissiveTexture, "emissiveTexture");
        Objects.requireNonNull(metallicRoughnessTexture, "metallicRoughnessTexture");
        Objects.requireNonNull(normalTexture, "normalTexture");
        Objects.requireNonNull(occlusionTexture, "occlusionTexture");
        unit("alphaCutoff", alphaCutoff);
        unit("metallic", metallic);
        unit("roughness", roughness);
    }

    private static void unit(String key, float v) {
        if (!(v >= 0 && v <= 1)) {
            throw new ModelException(key, v + " must lie in 0..1");
        }
    }

    /** An opaque, rough, non-metallic, single-sided material of one colour: the usual start. */
    public static Material of(String name, Rgba baseColor) {
        return new Material(name, baseColor, Optional.empty(), AlphaMode.OPAQUE, DEFAULT_ALPHA_CUTOFF, false,
                Rgba.BLACK, Optional.empty(), 0, 1, Optional.empty(), Optional.empty(), Optional.empty(), false);
    }

    /** A plain white material for meshes whose colour is all in their vertex colours. */
    public static Material vertexColoured(String name) {
        return of(name, Rgba.WHITE);
    }

    public Material withBaseColorTexture(TextureRef texture) {
        return new Material(name, baseColor, Optional.of(texture), alphaMode, alphaCutoff, doubleSided, emissive,
                emissiveTexture, metallic, roughness, metallicRoughnessTexture, normalTexture, occlusionTexture, unlit);
    }

    public Material withAlpha(AlphaMode mode, float cutoff) {
        return new Material(name, baseColor, baseColorTexture, mode, cutoff, doubleSided, emissive,
                emissiveTexture, metallic, roughness, metallicRoughnessTexture, normalTexture, occlusionTexture, unlit);
    }

    public Material withDoubleSided(boolean on) {
        return new Material(name, baseColor, baseColorTexture, alphaMode, alphaCutoff, on, emissive,
                emissiveTexture, metallic, roughness, metallicRoughnessTexture, normalTexture, occlusionTexture, unlit);
    }

    public Material withEmissive(Rgba light) {
        return new Material(name, baseColor, baseColorTexture, alphaMode, alphaCutoff, doubleSided, light,
                emissiveTexture, metallic, roughness, metallicRoughnessTexture, normalTexture, occlusionTexture, unlit);
    }

    public Material withMetallicRoughness(float metal, float rough) {
        return new Material(name, baseColor, baseColorTexture, alphaMode, alphaCutoff, doubleSided, emissive,
                emissiveTexture, metal, rough, metallicRoughnessTexture, normalTexture, occlusionTexture, unlit);
    }

    public Material withUnlit(boolean on) {
        return new Material(name, baseColor, baseColorTexture, alphaMode, alphaCutoff, doubleSided, emissive,
                emissiveTexture, metallic, roughness, metallicRoughnessTexture, normalTexture, occlusionTexture, on);
    }

    /** This material with every texture index moved by {@code by}, for merging models' texture lists. */
    public Material shiftTextures(int by) {
        return new Material(name, baseColor, baseColorTexture.map(t -> t.withTexture(t.texture() + by)), alphaMode,
                alphaCutoff, doubleSided, emissive, emissiveTexture.map(t -> t.withTexture(t.texture() + by)), metallic,
                roughness, metallicRoughnessTexture.map(t -> t.withTexture(t.texture() + by)),
                normalTexture.map(t -> t.withTexture(t.texture() + by)),
                occlusionTexture.map(t -> t.withTexture(t.texture() + by)), unlit);
    }

    /** The largest texture index this material uses, or −1 for none. */
    public int maxTexture() {
        int m = -1;
        for (Optional<TextureRef> t : java.util.List.of(baseColorTexture, emissiveTexture, metallicRoughnessTexture,
                normalTexture, occlusionTexture)) {
            if (t.isPresent()) {
                m = Math.max(m, t.get().texture());
            }
        }
        return m;
    }
}
