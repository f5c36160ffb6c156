package dev.loam.render.mesh;

import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import java.util.Objects;
import java.util.Optional;

/**
 * One static instance set as a per-cell instanced drawable takes it (a scatter item's instances, a
 * region's props of one model): the set (model × matrices × tints), the side of the cells it is
 * culled by, how far from the eye its instances are drawn, whether they cast shadows, and the
 * material drawn in place of every material of the model and its levels, resolved already (a
 * scatter item's own, else its set's). Lengths are in the set's map units, as its matrices.
 *
 * @param set             the instances; only read
 * @param cellSize        the side of a culling cell, 0 for one cell (a scatter set's {@code chunk_size})
 * @param visibilityRange how far from the eye an instance is drawn, 0 for any distance
 *                        ({@code visibility_range})
 * @param castShadows     whether the instances cast shadows ({@code cast_shadows})
 * @param material        the override, or empty for the model's own materials; its texture
 *                        references name the model's textures (one past them draws none)
 */
public record InstanceLayer(InstanceSet set, double cellSize, double visibilityRange, boolean castShadows,
                            Optional<Material> material) {
    /**
     * @throws IllegalArgumentException when the cell size or the range is not finite and 0 or more
     */
    public InstanceLayer {
        Objects.requireNonNull(set, "set");
        Objects.requireNonNull(material, "material");
        if (!(cellSize >= 0) || Double.isInfinite(cellSize)) {
            throw new IllegalArgumentException("set \"" + set.name() + "\": cell size " + cellSize
                    + " must be finite and 0 or more");
        }
        if (!(visibilityRange >= 0) || Double.isInfinite(visibilityRange)) {
            throw new IllegalArgumentException("set \"" + set.name() + "\": visibility range " + visibilityRange
                    + " must be finite and 0 or more");
        }
    }

    /** A set in cells of {@code cellSize}, seen at any distance, casting shadows, in its own materials. */
    public static InstanceLayer of(InstanceSet set, double cellSize) {
        return new InstanceLayer(set, cellSize, 0, true, Optional.empty());
    }
}
