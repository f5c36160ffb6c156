package dev.loam.blockmap;

/**
 * What a {@link PixelTexture}'s paint callback draws on: texel colours and alpha, with (0, 0) at
 * the texture's top-left. Every texel starts opaque black. Valid only during the callback.
 */
public interface PixelCanvas {
    /** Width in texels. */
    int width();

    /** Height in texels. */
    int height();

    /**
     * Sets a texel's colour, keeping its alpha.
     *
     * @param rgb colour as {@code 0xRRGGBB}; the top byte is ignored
     * @throws IndexOutOfBoundsException if (x, y) lies outside the canvas (a bug in the callback)
     */
    void setColour(int x, int y, int rgb);

    /**
     * Sets a texel's alpha, keeping its colour. Cover cards cut at half: paint 0 or 1.
     *
     * @param alpha 0 (clear) to 1 (opaque); values outside are clamped
     */
    void setAlpha(int x, int y, double alpha);
}
