package dev.loam.worldgen;

import java.util.List;

/**
 * A plant of the rules' {@code plants}: what a mesh and material cannot say, carried in the plan
 * for the renderer (the plan itself draws nothing).
 *
 * @param id the plant's id
 * @param parts its parts, at least one
 * @param lodDistance beyond this distance, world units, the parts switch to their {@code lod1Mesh}
 * @param drawDistance beyond this distance, world units, the parts are no longer drawn
 * @param far the far version's asset (crossed cards baked on an atlas), or "" for none
 * @param farDistance how far the far version is drawn, world units
 * @param tints tints chosen by slow noise, so a wood has warm and cool patches; empty for none
 * @param tintScale how wide a patch of one tint is, world units
 * @param farKeep the fraction the far version draws, greater than 0 and at most 1
 * @param sink how deep it sinks into the ground, world units
 * @param unit world units per mesh unit
 */
public record Plant(String id, List<PlantPart> parts, double lodDistance, double drawDistance, String far,
        double farDistance, List<Tint> tints, double tintScale, double farKeep, double sink, double unit) {
    // Copies the lists.
    public Plant {
        parts = List.copyOf(parts);
        tints = List.copyOf(tints);
    }
}
