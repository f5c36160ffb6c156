package dev.loam.worldgen;

/**
 * A recipe a biome grows, the layer it grows in, and the share of that layer's candidates it
 * takes where the biome is picked.
 *
 * @param recipe the recipe's id
 * @param layer the layer's id
 * @param density the share of candidates that place the recipe, from 0 to 1
 */
public record BiomeRecipe(String recipe, String layer, double density) {
}
