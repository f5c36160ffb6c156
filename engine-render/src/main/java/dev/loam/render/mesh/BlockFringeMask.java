package dev.loam.render.mesh;

import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.TextureVariation;
import dev.loam.core.StableHash;

/**
 * The one mask the engine paints to cut every fringe and brim ragged: {@value #WIDTH} by
 * {@value #HEIGHT} texels of alpha 0 or 1, tiling along its width. Column u runs along an edge;
 * row v runs across the fringe from its solid root (row 0) to its tip (the last row). Each column
 * is solid from the root to a depth hashed from the texture seed, between {@value #MIN_DEPTH} and 1
 * of the height, so the tip is ragged and the root never is. A fringe vertex carries its u and v in
 * this mask as its extra attribute (see {@link BlockMeshKind#FRINGE}); the renderer cuts at half.
 */
public final class BlockFringeMask {
    /** Texels along the mask: it repeats every {@value #METRES} m of edge. */
    public static final int WIDTH = 64;
    /** Texels across the mask, root to tip. */
    public static final int HEIGHT = 16;
    /** Metres of edge one repeat of the mask spans. */
    public static final double METRES = 4;
    /** The shallowest cut, as a share of the mask's height from its root. */
    public static final double MIN_DEPTH = 0.4;

    private BlockFringeMask() {
    }

    /** How deep column {@code u} of the mask stays solid, as a share of its height: {@value #MIN_DEPTH} to 1. */
    public static double depth(long textureSeed, int u) {
        long seed = StableHash.mix(textureSeed, "loam.block.fringe-mask");
        int a = Math.floorMod(u, WIDTH), b = Math.floorMod(u + 1, WIDTH);
        double n = 0.5 * StableHash.unit(seed, a) + 0.5 * StableHash.unit(seed, b);
        return MIN_DEPTH + (1 - MIN_DEPTH) * n;
    }

    /**
     * Paints the mask of a texture seed: white texels, alpha 1 where solid and 0 where cut.
     *
     * @return a new texture the caller owns, named {@code loam-fringe-mask}, laid with no variation
     */
    public static PixelTexture paint(long textureSeed) {
        return PixelTexture.builder("loam-fringe-mask", WIDTH, HEIGHT).pixelsPerMetre(WIDTH / METRES)
                .variation(TextureVariation.NONE).paint(canvas -> {
                    for (int u = 0; u < WIDTH; u++) {
                        double depth = depth(textureSeed, u);
                        for (int v = 0; v < HEIGHT; v++) {
                            canvas.setColour(u, v, 0xffffff);
                            canvas.setAlpha(u, v, (v + 0.5) / HEIGHT < depth ? 1 : 0);
                        }
                    }
                }).build();
    }
}
