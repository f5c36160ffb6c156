package dev.loam.worldgen;

import java.util.List;
import java.util.Optional;

/**
 * A biome: a weight over the environment fields (the product of its conditions), the paint it
 * pulls the ground toward, and the recipes it grows per layer.
 *
 * @param id the biome's id, unique in the rules
 * @param conditions the conditions, multiplied together; none means weight 1 everywhere
 * @param transition how far the border wanders, in world units: conditions are read at a
 *     position displaced by slow noise of up to this much; 0 for a border exactly where the
 *     fields say
 * @param paint the paint the ground is pulled toward, if any
 * @param paintStrength how strongly, from 0 to 1, scaled by the biome's weight
 * @param recipes the recipes it grows, at most one per layer
 */
public record Biome(String id, List<Condition> conditions, double transition, Optional<Paint> paint,
        double paintStrength, List<BiomeRecipe> recipes) {
    // Copies the lists, so the biome cannot change afterwards.
    public Biome {
        conditions = List.copyOf(conditions);
        recipes = List.copyOf(recipes);
    }

    /**
     * The recipe this biome grows in a layer.
     *
     * @param layer the layer's id
     * @return the entry, or empty when the biome grows nothing in that layer
     */
    public Optional<BiomeRecipe> recipeIn(String layer) {
        for (BiomeRecipe r : recipes) {
            if (r.layer().equals(layer)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }
}
