package dev.loam.worldgen;

/**
 * How a grounded member stands: the height range under its base and how far its foundation must
 * reach down and is buried, all in world units.
 *
 * @param minHeight the lowest ground height sampled under the base
 * @param maxHeight the highest ground height sampled under the base
 * @param supportDepth how far below the base the lowest ground lies ({@code baseY - minHeight},
 *     at least 0): the depth of foundation needed
 * @param embedDepth how far above the base the highest ground lies ({@code maxHeight - baseY},
 *     at least 0): how deep the base is buried there
 */
public record GroundingResult(double minHeight, double maxHeight, double supportDepth, double embedDepth) {
}
