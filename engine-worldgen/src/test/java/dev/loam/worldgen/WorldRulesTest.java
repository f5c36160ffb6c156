package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WorldRulesTest {

    static final String MINIMAL = """
            { "id": "t:min", "versions": [1],
              "layers": [ { "id": "groups", "spacing": 100 } ],
              "recipes": [ { "id": "grove", "anchor": { "id": "elder", "mesh": "pine.esmesh" } } ],
              "biomes": [ { "id": "forest", "conditions": [ { "field": "moisture", "min": 0.5, "blend": 0.1 } ],
                            "recipes": [ { "recipe": "grove", "layer": "groups", "density": 0.7 } ] } ] }
            """;

    static WorldRulesException refusal(String json) {
        return assertThrows(WorldRulesException.class, () -> WorldRules.fromJson(json));
    }

    @Test
    void exampleRulesReadWithEveryBiomeRecipeAndLayer() {
        WorldRules r = Wilds.rules();
        assertEquals("loam:wilds", r.id());
        assertEquals(List.of(1, 2), r.versions());
        assertEquals(List.of("shore", "forest", "meadow", "highland"), r.biomes().stream().map(Biome::id).toList());
        assertEquals(List.of("sites", "groups", "detail", "cover"), r.layers().stream().map(Layer::id).toList());
        assertEquals(3, r.plants().get("pine").tints().size());
        assertEquals(0.25, r.plants().get("tuft").farKeep());
        Member hut = r.recipe("hut").orElseThrow().anchor();
        assertEquals(new Grounding(8, 6, 5, Grounding.Mode.HIGHEST, 1.5, 0, false), hut.grounding().orElseThrow());
        assertEquals(new Range(3, 6), r.recipe("grove").orElseThrow().members().get(0).count());
        assertEquals(2, r.layer("cover").orElseThrow().farSpacing());
        assertFalse(r.layer("cover").orElseThrow().occupies());
    }

    @Test
    void codeAndJsonGiveTheSameModel() {
        WorldRules fromJson = WorldRules.fromJson(MINIMAL);
        WorldRules fromCode = WorldRules.builder("t:min").versions(1)
                .layer(new Layer("groups", 1, 100, 2000, 1000, 512, true, 1))
                .recipe(new Recipe("grove", 1, List.of(), Member.builder("elder").mesh("pine.esmesh").build(), List.of()))
                .biome(new Biome("forest", List.of(new Condition("moisture", 0.5, Double.POSITIVE_INFINITY, 0.1)), 0,
                        Optional.empty(), 0, List.of(new BiomeRecipe("grove", "groups", 0.7))))
                .build();
        assertEquals(fromJson.biomes(), fromCode.biomes());
        assertEquals(fromJson.recipes(), fromCode.recipes());
        assertEquals(fromJson.layers(), fromCode.layers());
        WorldGen a = WorldGen.builder(fromJson).seed(3).build();
        WorldGen b = WorldGen.builder(fromCode).seed(3).build();
        assertEquals(a.plan().placementsIn(-500, -500, 500, 500), b.plan().placementsIn(-500, -500, 500, 500));
    }

    @Test
    void registeredRulesAreFoundById() {
        WorldRules.register(WorldRules.fromJson(MINIMAL.replace("t:min", "t:registered")));
        assertTrue(WorldRules.registered("t:registered").isPresent());
        WorldGen w = WorldGen.builder("t:registered").seed(1).build();
        assertTrue(w.status().ok());
        assertTrue(WorldRules.unregister("t:registered"));
        assertFalse(w.status().ok());
        assertTrue(w.status().reason().startsWith("rules: no rules registered under \"t:registered\""));
    }

    @Test
    void codeFieldsAreReadableByConditions() {
        WorldRules r = WorldRules.builder("t:code").versions(1).layer(Layer.of("groups", 50))
                .recipe(new Recipe("grove", 1, List.of(), Member.builder("elder").mesh("m").build(), List.of()))
                .field("east", (x, z, at) -> x > 0 ? 1 : 0)
                .biome(new Biome("east", List.of(new Condition("east", 0.5, Double.POSITIVE_INFINITY, 0)), 0,
                        Optional.empty(), 0, List.of(new BiomeRecipe("grove", "groups", 1))))
                .build();
        WorldPlan plan = WorldGen.builder(r).build().plan();
        assertEquals(Optional.of("east"), plan.biomeAt(10, 0));
        assertEquals(Optional.empty(), plan.biomeAt(-10, 0));
        assertTrue(plan.placementsIn(-400, -400, 400, 400).stream().allMatch(p -> p.x() > 0));
    }

    @Test
    void aRulesFileCanReadCodeFieldsTheGameSupplies() {
        String json = MINIMAL.replace("\"field\": \"moisture\"", "\"field\": \"fertility\"");
        assertEquals("biomes[0].conditions[0].field", refusal(json).path());
        WorldRules r = WorldRules.fromJson(json, java.util.Map.of("fertility", (x, z, at) -> z > 0 ? 1 : 0));
        WorldPlan plan = WorldGen.builder(r).build().plan();
        assertEquals(Optional.of("forest"), plan.biomeAt(0, 10));
        assertEquals(Optional.empty(), plan.biomeAt(0, -10));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "unknown recipe|\"recipe\": \"grove\", \"layer\"|\"recipe\": \"grvoe\", \"layer\"|biomes[0].recipes[0].recipe: no recipe \"grvoe\" in the rules: add it to \"recipes\" or fix the name",
        "unknown layer|\"layer\": \"groups\", \"density\"|\"layer\": \"grops\", \"density\"|biomes[0].recipes[0].layer: no layer \"grops\" in the rules: add it to \"layers\" or fix the name",
        "unknown field|\"field\": \"moisture\"|\"field\": \"moist\"|biomes[0].conditions[0].field: no field \"moist\"",
        "min above max|\"min\": 0.5,|\"min\": 0.5, \"max\": 0.2,|biomes[0].conditions[0]: min 0.5 is above max 0.2",
        "bad density|\"density\": 0.7|\"density\": 1.7|biomes[0].recipes[0].density: 1.7 must lie in 0..1",
        "no spacing|\"spacing\": 100|\"chunkSize\": 100|layers[0].spacing: is missing",
        "unknown json field|\"id\": \"forest\",|\"id\": \"forest\", \"colour\": 3,|biomes[0].colour: unknown field",
        "no versions|\"versions\": [1],|\"versions\": [],|versions: lists no version",
        "anchor without mesh|\"mesh\": \"pine.esmesh\"|\"canopy\": 3|recipes[0].anchor: places nothing",
        "bad count|\"id\": \"elder\",|\"id\": \"elder\", \"count\": [2, 3],|recipes[0].anchor: an anchor stands alone",
        "bad range|\"id\": \"elder\",|\"id\": \"elder\", \"scale\": [2, 1],|recipes[0].anchor.scale: [2.0, 1.0] has min above max",
        "id with slash|\"id\": \"grove\"|\"id\": \"gro/ve\"|recipes[0].id: \"gro/ve\" must be letters",
        "spacing too small|\"spacing\": 100|\"spacing\": 0.01|layers[0].spacing: spacing 0.01 is too small for recipe grove",
        "duplicate key|\"id\": \"forest\",|\"id\": \"forest\", \"id\": \"x\",|$: not valid JSON",
    })
    void malformedRulesAreRefusedNamingThePathAndTheFix(String what, String from, String to, String expected) {
        String json = MINIMAL.replace(from, to);
        assertTrue(!json.equals(MINIMAL), "the edit applies: " + what);
        WorldRulesException e = refusal(json);
        assertTrue(e.getMessage().startsWith(expected), what + ": " + e.getMessage());
    }

    @Test
    void missingContentIsRefused() {
        assertEquals("layers", refusal("{\"id\": \"a\", \"versions\": [1], \"layers\": [], \"biomes\": []}").path());
        assertEquals("biomes", refusal("{\"id\": \"a\", \"versions\": [1], \"layers\": [{\"id\": \"l\", \"spacing\": 9}],"
                + " \"biomes\": []}").path());
        assertEquals("$", refusal("").path());
        assertEquals("id", refusal("{\"versions\": [1]}").path());
    }

    @Test
    void groundingAndPlantFieldsAreChecked() {
        String withGrounding = MINIMAL.replace("\"mesh\": \"pine.esmesh\"",
                "\"mesh\": \"hut\", \"grounding\": {\"size\": [8, 6], \"samples\": 4}");
        assertEquals("recipes[0].anchor.grounding.samples", refusal(withGrounding).path());
        String withPlant = MINIMAL.replace("\"mesh\": \"pine.esmesh\"", "\"plant\": \"pine\"")
                .replace("\"layers\"", "\"plants\": {\"pine\": {\"parts\": [{\"mesh\": \"p\"}], \"farKeep\": 0}}, \"layers\"");
        assertEquals("plants.pine.farKeep", refusal(withPlant).path());
        String unknownPlant = MINIMAL.replace("\"mesh\": \"pine.esmesh\"", "\"plant\": \"oak\"");
        assertEquals("recipes[0].anchor.plant", refusal(unknownPlant).path());
    }

    @Test
    void aBiomeWithNoRecipeInALayerIsAllowedAndWarned() {
        List<String> warnings = Wilds.gappedRules().warnings();
        assertTrue(warnings.contains("biomes[0] (shore) has no recipe in layer groups: candidates that pick it there "
                + "stay empty"), warnings.toString());
        assertEquals(7, warnings.size(), warnings.toString());
        assertEquals(List.of(), Wilds.rules().warnings(), "the example says where a biome has nothing: density 0");
    }

    @Test
    void aRecipeOfDensityZeroLaysOutAsNoRecipe() {
        java.util.function.Function<WorldGen, String> text = w -> w.plan().placementsIn(-1500, -1500, 1500, 1500)
                .stream().map(Wilds::line).sorted().collect(java.util.stream.Collectors.joining("\n"));
        assertEquals(text.apply(Wilds.gappedWorld(42)), text.apply(Wilds.world(42)));
    }

    @Test
    void aWorldWhoseVersionTheRulesNoLongerListFailsWithThatReason() {
        WorldGen old = WorldGen.builder(Wilds.rules()).version(3).build();
        assertFalse(old.status().ok());
        assertTrue(old.status().reason().startsWith("version: rules loam:wilds no longer list version 3 (they list "
                + "[1, 2])"), old.status().reason());
        WorldRulesException e = assertThrows(WorldRulesException.class, old::plan);
        assertEquals("version", e.path());
        assertTrue(WorldGen.builder(Wilds.rules()).version(1).build().status().ok());
        assertEquals(2, Wilds.rules().latestVersion());
    }
}
