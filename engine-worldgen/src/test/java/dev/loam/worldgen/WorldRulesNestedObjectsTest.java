package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A biome's conditions and recipes, and a member's far version and grounding, are nested objects
 * read by one pair of helpers in {@link WorldRulesReader}: each must be the right kind of node
 * and have only its known keys, and a refusal names the nested path. These pin the refusals for
 * all four, so a change to the shared helpers shows up for each.
 */
class WorldRulesNestedObjectsTest {
    private static final String CONDITIONS = "\"conditions\": [ { \"field\": \"moisture\", \"min\": 0.5, \"blend\": 0.1 } ]";
    private static final String RECIPES = "\"recipes\": [ { \"recipe\": \"grove\", \"layer\": \"groups\", \"density\": 0.7 } ]";
    private static final String ANCHOR = "\"mesh\": \"pine.esmesh\"";

    /** Replaces {@code from} in the minimal rules with {@code to} and checks the refusal's whole message. */
    private static void refused(String expected, String from, String to) {
        String json = WorldRulesTest.MINIMAL.replace(from, to);
        assertNotEquals(WorldRulesTest.MINIMAL, json, "the edit applies: " + to);
        assertEquals(expected, WorldRulesTest.refusal(json).getMessage());
    }

    @Test
    void aBiomesConditionsAndRecipesAreRefusedNamingTheElement() {
        refused("biomes[0].conditions: must be an array of conditions, but is a number", CONDITIONS,
                "\"conditions\": 3");
        refused("biomes[0].conditions[0]: must be an object, but is a number", "\"conditions\": [ {",
                "\"conditions\": [ 3, {");
        refused("biomes[0].conditions[0].blnd: unknown field; known fields are field, min, max, blend",
                "\"blend\": 0.1", "\"blnd\": 0.1");
        refused("biomes[0].recipes: must be an array of {recipe, layer, density}, but is a string", RECIPES,
                "\"recipes\": \"grove\"");
        refused("biomes[0].recipes[1]: must be an object, but is an array", "0.7 } ]", "0.7 }, [] ]");
        refused("biomes[0].recipes[0].dens: unknown field; known fields are recipe, layer, density",
                "\"density\": 0.7", "\"dens\": 0.7");
    }

    @Test
    void aMembersFarVersionAndGroundingAreRefusedNamingTheirPath() {
        refused("recipes[0].anchor.far: must be an object, but is an array", ANCHOR,
                ANCHOR + ", \"far\": [0, 0, 1, 1]");
        refused("recipes[0].anchor.far.shap: unknown field; known fields are rect, shape", ANCHOR,
                ANCHOR + ", \"far\": {\"rect\": [0, 0, 1, 1], \"shap\": \"x\"}");
        refused("recipes[0].anchor.far.shape: \"box\" must be x or tent", ANCHOR,
                ANCHOR + ", \"far\": {\"rect\": [0, 0, 1, 1], \"shape\": \"box\"}");
        refused("recipes[0].anchor.grounding: must be an object, but is a string", ANCHOR,
                ANCHOR + ", \"grounding\": \"flat\"");
        refused("recipes[0].anchor.grounding.mod: unknown field; known fields are size, samples, mode, maxRelief, "
                + "offset, scaleFootprint", ANCHOR, ANCHOR + ", \"grounding\": {\"size\": [8, 6], \"mod\": \"top\"}");
        refused("recipes[0].anchor.grounding.mode: \"top\" must be highest, lowest, mean or center", ANCHOR,
                ANCHOR + ", \"grounding\": {\"size\": [8, 6], \"mode\": \"top\"}");
    }

    @Test
    void absentNestedObjectsReadAsNone() {
        // The biome keeps a key of its own where its recipes were, so the JSON stays well formed.
        String json = WorldRulesTest.MINIMAL.replace(CONDITIONS + ",", "").replace(RECIPES, "\"transition\": 0");
        assertNotEquals(-1, json.indexOf("\"transition\": 0"), "the edit applies");
        WorldRules r = WorldRules.fromJson(json);
        Biome forest = r.biomes().get(0);
        assertEquals(List.of(), forest.conditions());
        assertEquals(List.of(), forest.recipes());
        Member anchor = r.recipes().get(0).anchor();
        assertEquals(Optional.empty(), anchor.far());
        assertEquals(Optional.empty(), anchor.grounding());
    }

    @Test
    void presentNestedObjectsAreRead() {
        String json = WorldRulesTest.MINIMAL.replace(ANCHOR, ANCHOR + ", \"far\": {\"rect\": [0, 0.5, 1, 1], "
                + "\"shape\": \"tent\"}, \"grounding\": {\"size\": [8, 6], \"mode\": \"lowest\"}");
        WorldRules r = WorldRules.fromJson(json);
        Member anchor = r.recipes().get(0).anchor();
        assertEquals(Optional.of(new MemberFar(0, 0.5, 1, 1, true)), anchor.far());
        assertEquals(Optional.of(new Grounding(8, 6, 5, Grounding.Mode.LOWEST, 2, 0, false)), anchor.grounding());
        Biome forest = r.biomes().get(0);
        assertEquals(List.of(new Condition("moisture", 0.5, Double.POSITIVE_INFINITY, 0.1)), forest.conditions());
        assertEquals(List.of(new BiomeRecipe("grove", "groups", 0.7)), forest.recipes());
    }
}
