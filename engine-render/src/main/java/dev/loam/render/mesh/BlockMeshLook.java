package dev.loam.render.mesh;

/**
 * The game-wide settings a block map's meshes are built under: the texture seed that every random
 * choice of the look hashes (texture variation, cover cards, the patch field, zones, the warm and
 * cool tint), and the look's {@code wallBounce}, which the renderer reads. Immutable.
 *
 * @param textureSeed the game's texture seed; any value. Two games of one seed grow the same meadow
 * @param wallBounce  share of the sun's colour the renderer adds to every upright face, scaled by
 *                    the sun's height, as light thrown back off the ground; 0 to 1. Not baked: the
 *                    renderer applies it per frame
 */
public record BlockMeshLook(long textureSeed, double wallBounce) {
    /** The diorama look's wall bounce, the reference's. */
    public static final double DIORAMA_WALL_BOUNCE = 0.44;

    /** Texture seed 0 and no wall bounce: every look but the diorama's. */
    public static final BlockMeshLook DEFAULT = new BlockMeshLook(0, 0);

    /**
     * Refuses a wall bounce outside 0..1.
     *
     * @throws IllegalArgumentException naming the value
     */
    public BlockMeshLook {
        if (!(wallBounce >= 0 && wallBounce <= 1)) {
            throw new IllegalArgumentException("wallBounce " + wallBounce + " must lie in 0..1");
        }
    }

    /** The diorama look of a texture seed: wall bounce 0.44. */
    public static BlockMeshLook diorama(long textureSeed) {
        return new BlockMeshLook(textureSeed, DIORAMA_WALL_BOUNCE);
    }

    /** This look with another texture seed. */
    public BlockMeshLook withTextureSeed(long seed) {
        return new BlockMeshLook(seed, wallBounce);
    }
}
