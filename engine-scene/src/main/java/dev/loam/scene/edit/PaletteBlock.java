package dev.loam.scene.edit;

import java.util.Objects;

/**
 * One block of the editor's palette: a block the live map's legend names alone (a plain entry),
 * which the tools can lay, with the colour its swatch shows.
 *
 * @param symbol    the legend character the block is laid with
 * @param block     the block's name in the map's block set
 * @param swatchRgb the swatch's colour, {@code 0xRRGGBB}: the top's colour, or the mean of its texture
 * @param model     whether the block is drawn as a model (a tree block), which water refuses
 */
public record PaletteBlock(char symbol, String block, int swatchRgb, boolean model) {
    /** @throws NullPointerException when {@code block} is null */
    public PaletteBlock {
        Objects.requireNonNull(block, "block");
        swatchRgb &= 0xffffff;
    }
}
