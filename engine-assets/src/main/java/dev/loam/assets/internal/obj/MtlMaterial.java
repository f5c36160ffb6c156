package dev.loam.assets.internal.obj;

import java.util.Optional;

/**
 * One {@code newmtl} of an MTL file as read, before it becomes a {@link dev.loam.model.Material}.
 *
 * @param name      the material's name
 * @param kd        diffuse colour, 3 linear factors
 * @param dissolve  opacity 0..1 ({@code d}, or 1 − {@code Tr})
 * @param ke        emitted light, 3 linear factors
 * @param illum     the illumination model, or −1 when not given
 * @param ns        the specular exponent, or −1 when not given
 * @param pr        the PBR extension's roughness, or −1 when not given
 * @param pm        the PBR extension's metallic, or −1 when not given
 * @param mapKd     the diffuse texture, when given
 */
record MtlMaterial(String name, float[] kd, float dissolve, float[] ke, int illum, float ns, float pr, float pm,
        Optional<TextureSpec> mapKd) {

    /**
     * A {@code map_Kd} statement: the file (found beside the MTL file), where it was named, and the
     * {@code -o}/{@code -s} transform and {@code -clamp} option in OBJ's UV convention (v up).
     */
    record TextureSpec(dev.loam.assets.internal.AssetLocation file, String place, float offsetU, float offsetV, float scaleU, float scaleV, boolean clamp) {
    }
}
