package dev.loam.render.gl;

import dev.loam.model.Material;
import dev.loam.model.ModelTexture;
import dev.loam.terrain.TerrainLayer;
import java.util.Objects;
import java.util.Optional;

/**
 * How one splat layer of a {@link GpuTerrain} looks: its resolved material (whose base colour, a
 * linear factor, multiplies the texture), the base colour texture the material's
 * {@code baseColorTexture} stands for (sRGB pixels; empty for the factor alone), and the
 * layer's tiling. Immutable.
 *
 * @param material      the resolved material
 * @param texture       its base colour texture, or empty
 * @param tile          metres per texture repeat, finite and above 0
 * @param detile        0 to 1, how strongly the repeat is broken up
 * @param detileSharpen 0 to 1, how crisp the de-tiled blend stays
 */
public record TerrainLayerLook(Material material, Optional<ModelTexture> texture, double tile, double detile,
                               double detileSharpen) {
    /** @throws IllegalArgumentException naming {@code tile}, {@code detile} or {@code detileSharpen} out of range */
    public TerrainLayerLook {
        Objects.requireNonNull(material, "material");
        Objects.requireNonNull(texture, "texture");
        if (!(tile > 0) || Double.isInfinite(tile)) {
            throw new IllegalArgumentException("tile " + tile + " must be finite and above 0");
        }
        if (!(detile >= 0 && detile <= 1)) {
            throw new IllegalArgumentException("detile " + detile + " must lie in 0..1");
        }
        if (!(detileSharpen >= 0 && detileSharpen <= 1)) {
            throw new IllegalArgumentException("detileSharpen " + detileSharpen + " must lie in 0..1");
        }
    }

    /** A terrain file's layer drawn with a resolved material and its texture (null for none). */
    public static TerrainLayerLook of(TerrainLayer layer, Material material, ModelTexture texture) {
        return new TerrainLayerLook(material, Optional.ofNullable(texture), layer.tile(), layer.detile(),
                layer.detileSharpen());
    }
}
