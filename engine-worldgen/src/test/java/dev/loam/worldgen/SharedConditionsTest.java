package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A condition that several biomes share is weighed once per position, and only there: biomes
 * with the same transition read it at the same point and share the weight, biomes with another
 * transition read it at their own point. Every weight must equal the condition's weight of the
 * field read directly at the biome's read point, bit for bit.
 */
class SharedConditionsTest {
    private static final Condition LOW = new Condition("height", -10, 30, 8);
    private static final Condition WARM = new Condition("temperature", 0.4, Double.POSITIVE_INFINITY, 0.1);

    private static Biome biome(String id, double transition, Condition... conditions) {
        return new Biome(id, List.of(conditions), transition, Optional.empty(), 0,
                List.of(new BiomeRecipe("stone", "l", 0.5)));
    }

    @Test
    void aSharedConditionWeighsTheSameAsReadAtEachBiomesOwnPoint() {
        WorldRules rules = WorldRules.builder("t:shared").versions(1).layer(Layer.of("l", 20))
                .recipe(FieldsTest.stone())
                .noise("temperature", new NoiseField(300, 1))
                .biome(biome("still", 0, LOW))
                .biome(biome("wavy", 30, LOW, WARM))
                .biome(biome("wavyToo", 30, WARM, LOW))
                .biome(biome("wavier", 70, LOW))
                .build();
        HeightSource hills = Wilds.HILLS;
        WorldPlan plan = WorldGen.builder(rules).seed(5).surface(hills).seaLevel(0).build().plan();
        BiomeSampler sampler = plan.biomeSampler();
        long s = 17;
        int nonZero = 0;
        for (int k = 0; k < 4000; k++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            double x = ((s >>> 11) * 0x1.0p-53 - 0.5) * 6000;
            s = s * 6364136223846793005L + 1442695040888963407L;
            double z = ((s >>> 11) * 0x1.0p-53 - 0.5) * 6000;
            // The sampler keeps weights between points; mix it in so a stale one would show.
            sampler.strongest(x, z);
            List<BiomeWeight> ws = plan.biomeWeights(x, z);
            for (BiomeWeight w : ws) {
                double low = LOW.weight(hills.height(w.readX(), w.readZ()));
                double expected = switch (w.biome()) {
                    case "still", "wavier" -> low;
                    default -> {
                        double warm = plan.explain(w.readX(), w.readZ()).fields().get("temperature");
                        double t = WARM.weight(warm);
                        yield w.biome().equals("wavy") ? (low > 0 ? low * t : low) : (t > 0 ? t * low : t);
                    }
                };
                assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(w.weight()),
                        w.biome() + " at (" + x + ", " + z + ")");
                if (w.weight() > 0) {
                    nonZero++;
                }
            }
            int strongest = sampler.strongest(x, z);
            int best = -1;
            for (int b = 0; b < ws.size(); b++) {
                if (ws.get(b).weight() > 0 && (best < 0 || ws.get(b).weight() > ws.get(best).weight())) {
                    best = b;
                }
            }
            assertEquals(best, strongest);
        }
        assertTrue(nonZero > 4000, "too few biomes held: " + nonZero);
    }
}
