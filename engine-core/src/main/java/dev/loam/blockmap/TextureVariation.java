package dev.loam.blockmap;

/**
 * How a pixel texture laid in world space varies from one repeat to the next, so a texture
 * running over many cells shows no obvious tiling. Each repeat (one texture's width of world
 * space) picks its variant from a stable hash of its repeat coordinates.
 */
public enum TextureVariation {
    /** Every repeat is the texture as painted: rows stay rows, columns stay columns. For coursed walls. */
    NONE,
    /** Repeats are mirrored left to right by hash; rows stay rows and the top stays up. For a lip's hanging grass. */
    MIRROR,
    /**
     * The default: repeats are turned by quarter turns and mirrored by hash, for ground that has
     * no up (lawns, gravel, sand). Only top faces turn; vertical faces mirror as {@link #MIRROR}.
     */
    ROTATE_AND_MIRROR;

    /** The variation a texture takes when none is given: {@link #ROTATE_AND_MIRROR}. */
    public static final TextureVariation DEFAULT = ROTATE_AND_MIRROR;
}
