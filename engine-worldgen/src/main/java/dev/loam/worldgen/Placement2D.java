package dev.loam.worldgen;

/**
 * A placement of a 2D world: the plan laid flat on {@code (x, y)}, where the plan's z is the
 * world's y. Mesh, material, attach and the ground's height and normal are 3D things and are not
 * carried. Immutable.
 *
 * @param id the stable id (see {@link PlacementId})
 * @param layer the layer's id
 * @param recipe the recipe's id
 * @param member the member's id
 * @param biome the biome the candidate picked
 * @param x the x position, world units
 * @param y the y position, world units
 * @param angle the turn, radians, from +x toward +y, 0..2π
 * @param scale the scale factor
 * @param footprint the ground it takes, a radius in world units
 * @param canopy its spread overhead, a radius in world units
 * @param interactive the interactive type, or "" for decor
 * @param plant the plant's id, or ""
 * @param tint the index into the plant's tints, or -1
 */
public record Placement2D(String id, String layer, String recipe, String member, String biome, double x, double y,
        double angle, double scale, double footprint, double canopy, String interactive, String plant, int tint) {

    /**
     * The 2D view of a plan's placement.
     *
     * @param p the placement, laid out on {@code (x, z)}
     * @return it on {@code (x, y)}
     */
    public static Placement2D of(Placement p) {
        return new Placement2D(p.id(), p.layer(), p.recipe(), p.member(), p.biome(), p.x(), p.z(), p.yaw(), p.scale(),
                p.footprint(), p.canopy(), p.interactive(), p.plant(), p.tint());
    }

    /** @return whether it is an interactive object rather than decor */
    public boolean isInteractive() {
        return !interactive.isEmpty();
    }
}
