package dev.loam.worldgen;

import java.util.Optional;

/**
 * One thing the plan places: a group's anchor or one of its members. Positions are world units,
 * angles radians. Immutable.
 *
 * @param id the stable id, such as {@code groups@1:12,-3/grove@1/pine.2} (see {@link PlacementId})
 * @param layer the layer's id
 * @param recipe the recipe's id
 * @param member the member's id (the anchor's own id for the anchor)
 * @param biome the biome the candidate picked
 * @param x the x position
 * @param y the height it stands at (the ground, or a grounded base's height)
 * @param z the z position
 * @param yaw the turn about the vertical axis, radians, 0..2π
 * @param scale the scale factor
 * @param footprint the ground it takes, a radius in world units (later layers keep off it when its
 *     layer occupies)
 * @param canopy its spread overhead, a radius in world units
 * @param attach upright or along the ground
 * @param normalX the ground normal's x at the spot (to tilt {@link Attach#GROUND} members)
 * @param normalY the ground normal's y
 * @param normalZ the ground normal's z
 * @param interactive the interactive type, or "" for decor
 * @param mesh the mesh asset, or "" for a plant
 * @param material the material asset, or ""
 * @param plant the plant's id, or ""
 * @param tint the index into the plant's {@code tints} chosen by slow noise, or -1
 * @param grounding how a grounded base stands, if the member has a grounding
 */
public record Placement(String id, String layer, String recipe, String member, String biome, double x, double y,
        double z, double yaw, double scale, double footprint, double canopy, Attach attach, double normalX,
        double normalY, double normalZ, String interactive, String mesh, String material, String plant, int tint,
        Optional<GroundingResult> grounding) {

    /** @return whether it is an interactive object (its own entity) rather than decor */
    public boolean isInteractive() {
        return !interactive.isEmpty();
    }

    /**
     * A copy with a player's change laid over it.
     *
     * @param change the change; unset values keep this placement's
     * @return the changed placement
     */
    public Placement with(PlacementChange change) {
        return new Placement(id, layer, recipe, member, biome, change.x().orElse(x), change.y().orElse(y),
                change.z().orElse(z), change.yaw().orElse(yaw), change.scale().orElse(scale), footprint, canopy,
                attach, normalX, normalY, normalZ, interactive, mesh, material, plant, tint, grounding);
    }
}
