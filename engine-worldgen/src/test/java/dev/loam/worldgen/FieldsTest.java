package dev.loam.worldgen;

import static dev.loam.testkit.Tolerances.ROUNDING;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class FieldsTest {

    static Recipe stone() {
        return new Recipe("stone", 1, List.of(), Member.builder("stone").mesh("m").build(), List.of());
    }

    static Biome biome(String id, Condition... conditions) {
        return new Biome(id, List.of(conditions), 0, Optional.empty(), 0, List.of(new BiomeRecipe("stone", "l", 1)));
    }

    static Condition min(String field, double min, double blend) {
        return new Condition(field, min, Double.POSITIVE_INFINITY, blend);
    }

    @Test
    void aFieldNoConditionReadsIsNeverEvaluated() {
        AtomicLong read = new AtomicLong();
        AtomicLong unread = new AtomicLong();
        WorldRules rules = WorldRules.builder("t:lazy").versions(1).layer(Layer.of("l", 20)).recipe(stone())
                .field("wanted", (x, z, at) -> {
                    read.incrementAndGet();
                    return 1;
                })
                .field("ignored", (x, z, at) -> {
                    unread.incrementAndGet();
                    return 1;
                })
                .biome(biome("b", min("wanted", 0.5, 0)))
                .build();
        WorldPlan plan = WorldGen.builder(rules).seed(1).build().plan();
        int n = plan.placementsIn(0, 0, 200, 200).size();
        plan.biomeAt(3, 4);
        plan.biomeWeights(5, 6);
        assertTrue(n > 50);
        assertTrue(read.get() > 0);
        assertEquals(0, unread.get());
    }

    @Test
    void aFieldIsComputedOncePerPositionWhateverManyConditionsReadIt() {
        AtomicLong calls = new AtomicLong();
        WorldRules rules = WorldRules.builder("t:once").versions(1).layer(Layer.of("l", 20)).recipe(stone())
                .field("f", (x, z, at) -> {
                    calls.incrementAndGet();
                    return 0.7;
                })
                .biome(biome("a", min("f", 0.5, 0), new Condition("f", Double.NEGATIVE_INFINITY, 0.9, 0)))
                .biome(biome("b", min("f", 0.6, 0)))
                .build();
        BiomeSampler s = WorldGen.builder(rules).build().plan().biomeSampler();
        s.pick(1.5, 2.5, 0.1);
        assertEquals(1, calls.get());
        s.pick(7.5, 2.5, 0.1);
        assertEquals(2, calls.get());
    }

    @Test
    void codeFieldsReadBuiltInFieldsThroughAt() {
        WorldRules rules = WorldRules.builder("t:at").versions(1).layer(Layer.of("l", 20)).recipe(stone())
                .field("doubleHeight", (x, z, at) -> 2 * at.read("height"))
                .biome(biome("high", min("doubleHeight", 10, 0)))
                .build();
        WorldPlan plan = WorldGen.builder(rules).surface((x, z) -> x / 10).build().plan();
        assertEquals(Optional.of("high"), plan.biomeAt(60, 0));
        assertEquals(Optional.empty(), plan.biomeAt(40, 0));
        assertEquals(12.0, plan.explain(60, 0).fields().get("doubleHeight"), ROUNDING);
    }

    @Test
    void aCodeFieldThatReadsItselfIsRefusedNamingIt() {
        WorldRules rules = WorldRules.builder("t:cycle").versions(1).layer(Layer.of("l", 20)).recipe(stone())
                .field("loop", (x, z, at) -> at.read("loop"))
                .biome(biome("b", min("loop", 0, 0)))
                .build();
        WorldPlan plan = WorldGen.builder(rules).build().plan();
        WorldRulesException e = assertThrows(WorldRulesException.class, () -> plan.biomeAt(0, 0));
        assertEquals("fields.loop", e.path());
    }

    @Test
    void conditionEdgesBlendSymmetricallyAboutTheRange() {
        Condition c = new Condition("moisture", 0.5, 0.8, 0.1);
        assertEquals(0.5, c.weight(0.5), ROUNDING);
        assertEquals(0.5, c.weight(0.8), ROUNDING);
        assertEquals(1.0, c.weight(0.65), ROUNDING);
        assertEquals(0.0, c.weight(0.45), ROUNDING);
        assertEquals(0.0, c.weight(0.85), ROUNDING);
        assertEquals(0.15625, c.weight(0.475), ROUNDING);
        assertEquals(0.0, c.weight(Double.NaN), ROUNDING);
        Condition step = new Condition("height", 3, Double.POSITIVE_INFINITY, 0);
        assertEquals(1.0, step.weight(3), ROUNDING);
        assertEquals(0.0, step.weight(2.999), ROUNDING);
    }

    @Test
    void upAndSlopeComeFromTheSurfacesGradient() {
        WorldRules rules = WorldRules.builder("t:slope").versions(1).layer(Layer.of("l", 20)).recipe(stone())
                .biome(biome("b", min("up", 0, 0))).build();
        Map<String, Double> f = WorldGen.builder(rules).surface((x, z) -> 0.75 * x).build().plan().explain(10, 3)
                .fields();
        assertEquals(7.5, f.get("height"), ROUNDING);
        assertEquals(0.8, f.get("up"), ROUNDING);
        assertEquals(Math.toDegrees(Math.atan(0.75)), f.get("slope"), 1e-9);
    }

    @Test
    void waterDepthAndShoreDistanceComeFromTheSeaLevel() {
        WorldRules rules = WorldRules.builder("t:sea").versions(1).layer(Layer.of("l", 20)).recipe(stone())
                .biome(biome("b", new Condition("shoreDistance", -50, 60, 4))).build();
        // The ground rises along x through the sea level 0 at x = 100.
        WorldPlan plan = WorldGen.builder(rules).surface((x, z) -> (x - 100) / 10).seaLevel(0).build().plan();
        Map<String, Double> dry = plan.explain(140, 0).fields();
        Map<String, Double> wet = plan.explain(70, 0).fields();
        assertEquals(0.0, dry.get("waterDepth"), ROUNDING);
        assertEquals(3.0, wet.get("waterDepth"), ROUNDING);
        assertEquals(40.0, dry.get("shoreDistance"), ROUNDING);
        assertEquals(-30.0, wet.get("shoreDistance"), ROUNDING);
        assertEquals(68.0, plan.explain(900, 0).fields().get("shoreDistance"), ROUNDING,
                "capped at the farthest bound a condition reads (60 + 4 / 2 + a step of 4, rounded up to steps)");
    }

    @Test
    void noiseFieldsVarySlowlyAndTheRulesSetTheirScale() {
        WorldRules rules = Wilds.rules();
        WorldPlan plan = Wilds.world(42).plan();
        double a = plan.explain(1000, 1000).fields().get("moisture");
        double b = plan.explain(1004, 1000).fields().get("moisture");
        assertTrue(Math.abs(a - b) < 0.02, a + " vs " + b);
        assertEquals(new NoiseField(140, 2), rules.noise().get("turf"));
        double t1 = plan.explain(0, 0).fields().get("turf");
        double t2 = plan.explain(300, 0).fields().get("turf");
        assertNotEquals(t1, t2);
        assertTrue(t1 >= 0 && t1 <= 1);
    }

    @Test
    void aNoiseFieldMayChooseGradientNoiseAndThePlanFollowsIt() {
        String gradient = WorldRulesTest.MINIMAL.replace("\"layers\"",
                "\"noise\": { \"moisture\": { \"scale\": 300, \"octaves\": 2, \"kind\": \"gradient\" } }, \"layers\"");
        String value = gradient.replace(", \"kind\": \"gradient\"", "");
        WorldRules g = WorldRules.fromJson(gradient), v = WorldRules.fromJson(value);
        assertEquals(new NoiseField(300, 2, NoiseField.Kind.GRADIENT), g.noise().get("moisture"));
        assertEquals(new NoiseField(300, 2, NoiseField.Kind.VALUE), v.noise().get("moisture"));
        WorldGen gw = WorldGen.builder(g).seed(5).build();
        WorldPlan gp = gw.plan();
        WorldPlan vp = WorldGen.builder(v).seed(5).build().plan();
        long worldSeed = dev.loam.core.StableHash.mix(dev.loam.core.StableHash.mix(gw.seed(), "loam.worldgen"), gw.world());
        long s = dev.loam.core.StableHash.mix(worldSeed, "loam.worldgen.field");
        dev.loam.core.GradientNoise2D expected = dev.loam.core.GradientNoise2D.of(dev.loam.core.StableHash.mix(s, "moisture"), 300);
        int differ = 0;
        for (int k = 0; k < 50; k++) {
            double x = k * 37.0 - 900, z = k * 11.0;
            double read = gp.explain(x, z).fields().get("moisture");
            assertEquals(expected.sample(x, z, 2, 2.0, 0.5), read, ROUNDING, "the gradient noise read at " + x + ", " + z);
            differ += read != vp.explain(x, z).fields().get("moisture") ? 1 : 0;
        }
        assertTrue(differ > 45, "value and gradient noise differ: " + differ + " of 50");
        assertNotEquals(vp.placementsIn(-500, -500, 500, 500), gp.placementsIn(-500, -500, 500, 500),
                "the plan follows the noise it reads");
    }

    @Test
    void aNoiseKindThatIsNoneIsRefusedNamingItsPlace() {
        String bad = WorldRulesTest.MINIMAL.replace("\"layers\"",
                "\"noise\": { \"turf\": { \"scale\": 300, \"kind\": \"perlin\" } }, \"layers\"");
        WorldRulesException e = assertThrows(WorldRulesException.class, () -> WorldRules.fromJson(bad));
        assertTrue(e.getMessage().contains("noise.turf.kind") && e.getMessage().contains("gradient"), e.getMessage());
    }

    @Test
    void aZoneSetsAFieldsValueInsideAndBlendsItOverItsFalloff() {
        WorldGen w = Wilds.world(42);
        w.zones().set(new Zone("wet", "marsh", new ZoneShape.Circle(0, 0, 50), 20, 0, Zone.EVERYTHING,
                Optional.empty(), Optional.empty(), Map.of("moisture", 0.95)));
        WorldPlan plan = w.plan();
        assertEquals(0.95, plan.explain(10, 10).fields().get("moisture"), ROUNDING);
        double outside = Wilds.world(42).plan().explain(60, 0).fields().get("moisture");
        double half = plan.explain(60, 0).fields().get("moisture");
        assertEquals(outside + (0.95 - outside) * 0.5, half, 1e-9);
        assertEquals(Wilds.world(42).plan().explain(200, 0).fields().get("moisture"),
                plan.explain(200, 0).fields().get("moisture"), ROUNDING);
    }
}
