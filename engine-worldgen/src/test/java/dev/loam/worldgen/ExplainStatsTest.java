package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ExplainStatsTest {

    @Test
    void explainAgreesWithThePlanForEveryCandidate() {
        WorldPlan plan = Wilds.world(42).plan();
        List<Placement> ps = plan.placementsIn(-400, -400, 400, 400, "groups");
        for (Placement p : ps) {
            if (!p.id().endsWith("/elder.0") && !p.id().endsWith("/boulder.0")) {
                continue;
            }
            LayerExplanation e = plan.explain(p.x(), p.z()).layers().get(1);
            assertEquals("groups", e.layer());
            assertEquals(Optional.empty(), e.refused(), e.toString());
            assertEquals(p.x(), e.x());
            long standing = e.members().stream().filter(m -> m.refused().isEmpty()).count();
            String group = p.id().substring(0, p.id().lastIndexOf('/'));
            assertEquals(ps.stream().filter(q -> q.id().startsWith(group + "/")).count(), standing);
        }
    }

    @Test
    void explainNamesEveryKindOfRefusalWithItsNumbers() {
        WorldGen w = Wilds.gappedWorld(42);
        w.zones().set(Zone.reserve("camp", new ZoneShape.Circle(0, 0, 120)));
        WorldPlan plan = w.plan();
        Set<Reason> seen = EnumSet.noneOf(Reason.class);
        StringBuilder text = new StringBuilder();
        for (int x = -1400; x <= 1400; x += 140) {
            for (int z = -1400; z <= 1400; z += 140) {
                Explanation e = plan.explain(x, z);
                for (LayerExplanation l : e.layers()) {
                    l.refused().ifPresent(seen::add);
                    l.members().forEach(m -> m.refused().ifPresent(seen::add));
                    if (l.refused().isPresent()) {
                        assertTrue(!l.why().isEmpty(), l.toString());
                    }
                }
                for (String line : e.toText().split("\n")) {
                    String kind = line.contains("(") ? line.substring(0, line.indexOf('(')) : line;
                    if (line.startsWith("  refused: ") && text.indexOf(kind) < 0) {
                        text.append(line).append('\n');
                    }
                }
            }
        }
        assertTrue(seen.containsAll(EnumSet.of(Reason.NO_RECIPE, Reason.DENSITY, Reason.CONFLICT, Reason.ZONE,
                Reason.OCCUPIED, Reason.CHANCE)), seen.toString());
        String t = text.toString();
        assertTrue(t.contains("refused: density (drew "), t);
        assertTrue(t.contains("refused: conflict (group overlaps "), t);
        assertTrue(t.contains("refused: zone (zone camp (weight 1.000) excludes it)"), t);
    }

    @Test
    void explainListsFieldsBiomesZonesAndNotes() {
        WorldGen w = Wilds.gappedWorld(42);
        w.zones().set(new Zone("glade", "reserve", new ZoneShape.Circle(0, 0, 30), 10, 3, Set.of("tree"),
                Optional.of("meadow"), Optional.empty(), Map.of()));
        Explanation e = w.plan().explain(5, 5);
        assertEquals(13, e.fields().size(), e.fields().toString());
        assertEquals(List.of("shore", "forest", "meadow", "highland"), e.biomes().stream().map(BiomeWeight::biome).toList());
        assertEquals("glade", e.zones().get(0).zone().id());
        assertEquals(4, e.layers().size());
        assertEquals(List.of("biomes[2] (meadow) has no recipe in layer detail: candidates that pick it there stay "
                + "empty"), e.notes(), "notes speak of the biomes holding here only");
        LayerExplanation detail = e.layers().get(2);
        assertEquals(Optional.of(Reason.NO_RECIPE), detail.refused());
        assertEquals("biome meadow has no recipe in layer detail: candidates that pick it there stay empty",
                detail.why());
        String json = e.toJson();
        assertTrue(json.startsWith("{\"x\": 5, \"z\": 5, \"fields\": {\"height\": "), json);
        assertTrue(json.contains("\"zones\": [{\"id\": \"glade\", \"kind\": \"reserve\", \"weight\": 1}]"), json);
        assertTrue(e.toText().contains("glade (reserve) weight 1.000, priority 3, excludes tree, biome meadow"));
    }

    @Test
    void statsCountEveryCandidateOnceAndAgreeWithPlacementsIn() {
        WorldPlan plan = Wilds.gappedWorld(42).plan();
        for (String layer : List.of("sites", "groups", "detail")) {
            LayerStats s = plan.stats(layer, -256, -256, 256, 256);
            int refused = s.refused().values().stream().mapToInt(Integer::intValue).sum();
            assertEquals(s.candidates(), s.stood() + refused, s.toString());
            assertEquals(s.placements(), plan.placementsIn(-256, -256, 256, 256, layer).size());
        }
        LayerStats groups = plan.stats("groups", -1000, -1000, 1000, 1000);
        assertTrue(groups.candidates() > 250 && groups.candidates() < 400, groups.toString());
        assertTrue(groups.notes().get(0).startsWith("biomes[0] (shore) has no recipe in layer groups"));
    }

    @Test
    void groundUnderDeeperWaterThanAMemberAllowsIsRefusedAsWater() {
        WorldRules rules = WorldRules.builder("t:flooded").versions(1).layer(Layer.of("l", 20))
                .recipe(new Recipe("stone", 1, List.of(), Member.builder("stone").mesh("m").waterDepth(0.5).build(),
                        List.of()))
                .biome(new Biome("sea", List.of(), 0, Optional.empty(), 0, List.of(new BiomeRecipe("stone", "l", 1))))
                .build();
        WorldPlan plan = WorldGen.builder(rules).seaLevel(1).build().plan();
        LayerStats s = plan.stats("l", 0, 0, 200, 200);
        assertEquals(s.candidates(), s.refused().get(Reason.WATER));
        assertEquals("water 1.000 deep > waterDepth 0.500", plan.explain(50, 50).layers().get(0).why());
        WorldPlan shallow = WorldGen.builder(rules).seaLevel(0.25).build().plan();
        assertEquals(shallow.stats("l", 0, 0, 200, 200).candidates(), shallow.stats("l", 0, 0, 200, 200).stood());
    }

    @Test
    void unknownLayersAndBadBoxesAreRefusedNamingThePath() {
        WorldPlan plan = Wilds.world(42).plan();
        WorldRulesException e = org.junit.jupiter.api.Assertions.assertThrows(WorldRulesException.class,
                () -> plan.stats("trees", 0, 0, 10, 10));
        assertEquals("layers: no layer \"trees\" in rules loam:wilds: use one of [sites, groups, detail, cover]",
                e.getMessage());
        assertEquals("rect", org.junit.jupiter.api.Assertions.assertThrows(WorldRulesException.class,
                () -> plan.placementsIn(10, 0, 0, 10)).path());
    }

    @Test
    void paintIsPulledTowardTheBiomesPaintUnlessPaintGroundIsOff() {
        WorldPlan plan = Wilds.world(42).plan();
        double x = 0;
        double z = 0;
        for (int k = 0; k < 400; k++) {
            if (plan.biomeAt(k * 37.0, 0).orElse("").equals("highland")) {
                x = k * 37.0;
                break;
            }
        }
        Paint p = plan.paintAt(x, z);
        assertTrue(p.rock() > 0.2 && p.grass() < 0.8, p.toString());
        WorldPlan unpainted = WorldGen.builder(Wilds.rules()).seed(42).surface(Wilds.HILLS).seaLevel(0)
                .paintGround(false).build().plan();
        assertEquals(Paint.GRASS, unpainted.paintAt(x, z));
    }

    @Test
    void explainAndStatsNameNoBiomeNoGroundAndSlopeFromRealCandidates() {
        // West of x = 0 no ground; a plain to 400; a slope of 2 (up 0.447) to 600; past 600 no biome holds.
        HeightSource land = (x, z) -> x < 0 ? Double.NaN : x < 400 ? 0 : 2 * (Math.min(x, 800) - 400);
        WorldRules rules = WorldRules.builder("t:refusals").versions(1).layer(Layer.of("l", 20))
                .field("east", (x, z, at) -> x)
                .recipe(new Recipe("stone", 1, List.of(), Member.builder("stone").mesh("m").minUp(0.9).build(),
                        List.of()))
                .biome(new Biome("west", List.of(new Condition("east", Double.NEGATIVE_INFINITY, 600, 0)), 0,
                        Optional.empty(), 0, List.of(new BiomeRecipe("stone", "l", 1))))
                .build();
        WorldPlan plan = WorldGen.builder(rules).surface(land).build().plan();

        LayerStats plain = plan.stats("l", 100, 0, 300, 200);
        assertEquals(plain.candidates(), plain.stood(), plain.toString());
        assertRefusedEverywhere(plan, -300, Reason.NO_GROUND, "noGround", "no ground here");
        assertRefusedEverywhere(plan, 440, Reason.SLOPE, "slope", "up 0.447 < minUp 0.900");
        assertRefusedEverywhere(plan, 700, Reason.NO_BIOME, "noBiome", "no biome holds here: every weight is 0");
    }

    /** Every candidate of a box 120 x 200 from {@code x0} is refused for {@code why}, and explain says so. */
    private static void assertRefusedEverywhere(WorldPlan plan, double x0, Reason why, String json, String words) {
        LayerStats s = plan.stats("l", x0, 0, x0 + 120, 200);
        assertTrue(s.candidates() > 20, s.toString());
        assertEquals(Map.of(why, s.candidates()), s.refused().entrySet().stream()
                .filter(e -> e.getValue() > 0).collect(Collectors.toMap(Map.Entry::getKey,
                        Map.Entry::getValue)), s.toString());
        assertEquals(0, s.stood(), s.toString());
        assertEquals(json, why.jsonName());
        Explanation e = plan.explain(x0 + 60, 100);
        LayerExplanation l = e.layers().get(0);
        assertEquals(Optional.of(why), l.refused(), l.toString());
        assertEquals(words, l.why());
        assertTrue(e.toText().contains("  refused: " + json + " (" + words + ")"), e.toText());
        assertTrue(e.toJson().contains("\"result\": \"" + json + "\", \"why\": \"" + words + "\""), e.toJson());
    }
}
