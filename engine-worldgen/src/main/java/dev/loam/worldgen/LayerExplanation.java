package dev.loam.worldgen;

import java.util.List;
import java.util.Optional;

/**
 * One layer's candidate in the cell holding a point, and what became of it.
 *
 * @param layer the layer's id
 * @param i the cell's x index
 * @param j the cell's z index
 * @param x the candidate's x, world units
 * @param z the candidate's z, world units
 * @param priority its drawn priority, 0..1 (the higher stands in a conflict)
 * @param biome the biome it picked, or "" when none held
 * @param recipe the recipe it took, or "" when none
 * @param refused why it did not stand, or empty when it stood
 * @param why the numbers behind the refusal, such as {@code drew 0.812 >= density 0.750}; "" when it stood
 * @param members each member try of its group with its outcome (empty when refused)
 */
public record LayerExplanation(String layer, int i, int j, double x, double z, double priority, String biome,
        String recipe, Optional<Reason> refused, String why, List<MemberOutcome> members) {
}
