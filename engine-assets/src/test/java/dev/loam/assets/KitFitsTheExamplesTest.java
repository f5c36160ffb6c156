package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.Model;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The kit's models fit the room the shipped example rules and the region props give them: a
 * recipe member's {@code footprint} and {@code canopy} (world metres, as the rules carry no
 * {@code scaleFootprint}) hold the kit model's radii at the member's largest scale, and the
 * region's spacing (trees 12 m, rocks 8 m, at scales up to 1.2 and 1.4) holds two canopies.
 */
class KitFitsTheExamplesTest {
    private static final Path WILDS = Path.of("../examples/src/main/resources/dev/loam/examples/worlds/wilds.json");

    /** The kit model each member of the example rules stands for (by member id). */
    private static final Map<String, String> MEMBERS = Map.ofEntries(Map.entry("campfire", "campfire"), Map.entry("hut", "hut"),
            Map.entry("woodpile", "woodpile"), Map.entry("bench", "bench"), Map.entry("path", "rock"),
            Map.entry("elder", "conifer"), Map.entry("pine", "conifer"), Map.entry("sapling", "conifer"),
            Map.entry("seedling", "conifer"), Map.entry("oak", "broadleaf"), Map.entry("driftlog", "log"), Map.entry("log", "log"),
            Map.entry("stump", "stump"), Map.entry("boulder", "boulder"), Map.entry("stone", "rock"), Map.entry("outcrop", "boulder"),
            Map.entry("rubble", "rock"), Map.entry("pebble", "rock"), Map.entry("shingle", "rock"), Map.entry("fern", "fern"),
            Map.entry("frond", "fern"), Map.entry("bush", "bush"), Map.entry("reed", "reeds"), Map.entry("stalk", "reeds"),
            Map.entry("tuft", "grass-tuft"), Map.entry("flowers", "flowers"), Map.entry("flower", "flowers"));

    private static double[] most(String name) {
        double foot = 0, canopy = 0;
        for (long seed = 0; seed < 6; seed++) {
            for (int v = 0; v < 8; v++) {
                Model m = Kit.model(name, seed * 31, v);
                foot = Math.max(foot, m.footprintRadius());
                canopy = Math.max(canopy, m.canopyRadius());
            }
        }
        return new double[] {foot, canopy};
    }

    @Test
    void everyMemberOfTheExampleRulesHasRoomForItsKitModel() throws Exception {
        JsonNode rules = JsonMapper.builder().build().readTree(Files.readString(WILDS));
        int checked = 0;
        for (JsonNode recipe : rules.get("recipes")) {
            assertTrue(!recipe.has("scaleFootprint") || !recipe.get("scaleFootprint").asBoolean(), "radii in world metres");
            List<JsonNode> members = new java.util.ArrayList<>();
            members.add(recipe.get("anchor"));
            if (recipe.has("members")) {
                recipe.get("members").forEach(members::add);
            }
            for (JsonNode m : members) {
                String id = m.get("id").asString();
                String kit = MEMBERS.get(id);
                assertTrue(kit != null, "a kit model for member " + id);
                double scale = m.has("scale") ? m.get("scale").get(1).asDouble() : 1;
                double[] r = most(kit);
                String at = recipe.get("id").asString() + "." + id + " (" + kit + " at scale " + scale + ")";
                assertTrue(r[0] * scale <= m.get("footprint").asDouble(), at + ": footprint " + r[0] * scale);
                if (m.has("canopy")) {
                    assertTrue(r[1] * scale <= m.get("canopy").asDouble(), at + ": canopy " + r[1] * scale);
                }
                checked++;
            }
        }
        assertTrue(checked >= 27, checked + " members");
    }

    @Test
    void theRegionsSpacingHoldsTwoCanopiesOfItsTreesAndRocks() {
        for (String tree : List.of("conifer", "broadleaf", "palm", "dead-tree", "cactus")) {
            assertTrue(2 * most(tree)[1] * 1.2 <= 12, tree);
        }
        for (String rock : List.of("boulder", "rock")) {
            assertTrue(2 * most(rock)[1] * 1.4 <= 8, rock);
        }
        // a lighthouse keeps 12 m clear and has its telescope 6 m to its south
        assertTrue(most("lighthouse")[1] + most("telescope")[1] < 6);
        assertTrue(most("lighthouse")[1] < 12);
    }
}
