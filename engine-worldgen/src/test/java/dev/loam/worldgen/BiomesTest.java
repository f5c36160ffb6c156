package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BiomesTest {

    /** West and east of x = 0 by a code field, blended over {@code blend} metres, wobbled by {@code transition}. */
    static WorldRules westEast(double blend, double transition) {
        Member stone = Member.builder("stone").mesh("m").footprint(0.1).build();
        return WorldRules.builder("t:we").versions(1).layer(Layer.of("l", 4))
                .recipe(new Recipe("west", 1, List.of(), stone, List.of()))
                .recipe(new Recipe("east", 1, List.of(), stone, List.of()))
                .field("east", (x, z, at) -> x)
                .biome(new Biome("west", List.of(new Condition("east", Double.NEGATIVE_INFINITY, 0, blend)), transition,
                        Optional.empty(), 0, List.of(new BiomeRecipe("west", "l", 1))))
                .biome(new Biome("east", List.of(new Condition("east", 0, Double.POSITIVE_INFINITY, blend)), transition,
                        Optional.empty(), 0, List.of(new BiomeRecipe("east", "l", 1))))
                .build();
    }

    @Test
    void whereBiomesOverlapCandidatesPickByWeightSoTheBorderIsABlendedBand() {
        WorldPlan plan = WorldGen.builder(westEast(40, 0)).seed(3).build().plan();
        List<Placement> ps = plan.placementsIn(-60, 0, 60, 400);
        for (Placement p : ps) {
            if (p.x() < -20) {
                assertEquals("west", p.biome());
            } else if (p.x() > 20) {
                assertEquals("east", p.biome());
            }
        }
        long eastInWestHalf = ps.stream().filter(p -> p.x() > -20 && p.x() < 0 && p.biome().equals("east")).count();
        long westInEastHalf = ps.stream().filter(p -> p.x() > 0 && p.x() < 20 && p.biome().equals("west")).count();
        long band = ps.stream().filter(p -> Math.abs(p.x()) < 20).count();
        assertTrue(eastInWestHalf > band / 20 && westInEastHalf > band / 20, eastInWestHalf + ", " + westInEastHalf
                + " of " + band);
        double w = plan.biomeWeights(-10, 5).get(0).weight();
        assertEquals(0.84375, w, 1e-12, "smoothstep of 0.75 across the 40 m band");
    }

    @Test
    void transitionMakesTheBorderWanderByUpToThatManyWorldUnits() {
        WorldPlan straight = WorldGen.builder(westEast(0, 0)).seed(3).build().plan();
        WorldPlan wobbly = WorldGen.builder(westEast(0, 50)).seed(3).build().plan();
        int differ = 0;
        double furthest = 0;
        for (double z = 0; z < 2000; z += 10) {
            for (double x = -80; x <= 80; x += 2) {
                String s = straight.biomeAt(x, z).orElseThrow();
                String w = wobbly.biomeAt(x, z).orElseThrow();
                if (!s.equals(w)) {
                    differ++;
                    furthest = Math.max(furthest, Math.abs(x));
                }
            }
        }
        assertTrue(differ > 100, "the border wanders: " + differ);
        assertTrue(furthest <= 50 && furthest > 20, "by at most the transition: " + furthest);
        BiomeWeight w = wobbly.biomeWeights(10, 300).get(0);
        assertTrue(Math.abs(w.readX() - 10) <= 50 && Math.abs(w.readZ() - 300) <= 50 && w.readX() != 10, w.toString());
        assertTrue(wobbly.explain(10, 300).toText().contains("west weight " + String.format(java.util.Locale.ROOT,
                "%.3f", w.weight()) + " (conditions read at "), "explain says where the conditions were read");
    }
}
