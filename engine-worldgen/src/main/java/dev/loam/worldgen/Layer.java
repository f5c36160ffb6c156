package dev.loam.worldgen;

/**
 * A pass of layout: one jittered candidate per {@code spacing} cell, laid out after the layers
 * before it in the rules.
 *
 * @param id the layer's id, unique in the rules
 * @param version part of every placement ID of this layer ({@code groups@1:...}); raise it when
 *     the layer's layout changes
 * @param spacing the side of a candidate cell, in world units; greater than 0
 * @param drawDistance how far the layer's placements are drawn as themselves, in world units
 * @param lodDistance beyond this distance, in world units, plants switch to their cheaper mesh
 * @param chunkSize the side of a published chunk, in world units
 * @param occupies whether later layers keep off this layer's footprints ({@code false} for
 *     ground cover)
 * @param farSpacing far versions are planned on a grid this many cells wide (1 = every cell)
 */
public record Layer(String id, int version, double spacing, double drawDistance, double lodDistance,
        double chunkSize, boolean occupies, int farSpacing) {

    /**
     * A layer with the defaults: version 1, draw distance 2000, lod distance half of that, chunk
     * size 512, occupying, far spacing 1.
     *
     * @param id the id
     * @param spacing the cell side, in world units
     * @return the layer
     */
    public static Layer of(String id, double spacing) {
        return new Layer(id, 1, spacing, 2000, 1000, 512, true, 1);
    }
}
