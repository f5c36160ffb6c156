package dev.loam.worldgen;

/**
 * One part of a plant (a trunk, a crown), carried in the plan for the renderer.
 *
 * @param mesh the mesh asset
 * @param lod1Mesh the cheaper mesh used beyond the plant's {@code lodDistance}, or ""
 * @param material the material asset, or ""
 * @param texture the texture asset, or ""
 * @param tint a linear colour factor, red, green, blue
 * @param opaque whether the part is opaque (no alpha cut-out)
 * @param soft for crown cards, the fraction by which normals are bent toward up, 0..1
 * @param castShadows whether the part casts shadows
 */
public record PlantPart(String mesh, String lod1Mesh, String material, String texture, Tint tint, boolean opaque,
        double soft, boolean castShadows) {
}
