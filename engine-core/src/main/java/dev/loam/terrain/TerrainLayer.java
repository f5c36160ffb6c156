package dev.loam.terrain;

import java.util.Objects;

/**
 * One texture layer of a terrain. Immutable.
 *
 * @param material      the material's name or resource path; not blank
 * @param tile          map units per texture repeat, finite and above 0 (default 256)
 * @param detile        0 to 1, how strongly the repeat is broken up (default 0)
 * @param detileSharpen 0 to 1, how crisp the de-tiled result stays (default 0.5)
 */
public record TerrainLayer(String material, double tile, double detile, double detileSharpen) {
    /** The default {@code tile}: 256 map units per repeat. */
    public static final double DEFAULT_TILE = 256;
    /** The default {@code detile}: 0, no break-up. */
    public static final double DEFAULT_DETILE = 0;
    /** The default {@code detile_sharpen}: 0.5. */
    public static final double DEFAULT_DETILE_SHARPEN = 0.5;

    /**
     * @throws TerrainFormatException naming {@code material}, {@code tile}, {@code detile} or
     *                                {@code detile_sharpen} when a value lies outside its range
     */
    public TerrainLayer {
        Objects.requireNonNull(material, "material");
        if (material.isBlank()) {
            throw new TerrainFormatException("material", "a layer's material cannot be empty");
        }
        ScatterItem.wellFormed("material", material);
        if (!(tile > 0) || !Double.isFinite(tile)) {
            throw new TerrainFormatException("tile", tile + " must be a finite number of map units above 0");
        }
        if (!(detile >= 0 && detile <= 1)) {
            throw new TerrainFormatException("detile", detile + " must lie in 0..1");
        }
        if (!(detileSharpen >= 0 && detileSharpen <= 1)) {
            throw new TerrainFormatException("detile_sharpen", detileSharpen + " must lie in 0..1");
        }
    }

    /** A layer with every default: tile 256, detile 0, detile_sharpen 0.5. */
    public static TerrainLayer of(String material) {
        return new TerrainLayer(material, DEFAULT_TILE, DEFAULT_DETILE, DEFAULT_DETILE_SHARPEN);
    }
}
