package dev.loam.worldgen;

import java.util.List;

/**
 * Picks biomes for points the way candidates do (fields read lazily, conditions multiplied,
 * transition wobble, zones forcing biomes, a weighted pick), allocating nothing per point. Made by
 * {@link WorldPlan#biomeSampler()}. Not thread-safe: use one per thread.
 */
public final class BiomeSampler {
    private final PlanModel model;
    private final FieldSampler sampler;
    private final double[] weights;

    BiomeSampler(PlanModel model) {
        this.model = model;
        this.sampler = new FieldSampler(model.fields, List.of(model.zones));
        this.weights = new double[model.biomes.length];
    }

    /**
     * Picks a biome at a point by weight.
     *
     * @param x world units
     * @param z world units
     * @param u a draw in {@code [0, 1)}: the fraction of the summed weights the pick lands on
     * @return the biome's index in the rules' {@code biomes}, or -1 where no biome holds
     */
    public int pick(double x, double z, double u) {
        double total = model.weights(sampler, x, z, weights);
        return total > 0 ? model.pick(weights, total, u) : -1;
    }

    /**
     * The biome of greatest weight at a point (ties to the earlier in the rules).
     *
     * @param x world units
     * @param z world units
     * @return the biome's index in the rules' {@code biomes}, or -1 where no biome holds
     */
    public int strongest(double x, double z) {
        double total = model.weights(sampler, x, z, weights);
        if (!(total > 0)) {
            return -1;
        }
        int best = 0;
        for (int b = 1; b < weights.length; b++) {
            if (weights[b] > weights[best]) {
                best = b;
            }
        }
        return best;
    }
}
