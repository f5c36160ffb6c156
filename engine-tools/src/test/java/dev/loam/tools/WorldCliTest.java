package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.worldgen.Placement;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRules;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class WorldCliTest {
    static final String WILDS = Path.of("../examples/src/main/resources/dev/loam/examples/worlds/wilds.json").toString();

    @TempDir
    Path dir;

    static LoamCliTest.Run loam(String... args) {
        return LoamCliTest.loam(args);
    }

    /**
     * The example rules without their recipes of density 0 (where a biome has nothing of a layer):
     * biomes with no recipe in some layers, which {@code check} warns of.
     */
    Path gappedWilds() throws Exception {
        Path gapped = dir.resolve("gapped.json");
        Files.writeString(gapped, Files.readString(Path.of(WILDS))
                .replaceAll("\\{ \"recipe\": \"\\w+\", \"layer\": \"\\w+\", \"density\": 0 \\},\\s*", "")
                .replaceAll(",\\s*\\{ \"recipe\": \"\\w+\", \"layer\": \"\\w+\", \"density\": 0 \\}", ""));
        return gapped;
    }

    @Test
    void checkPrintsASummaryAndTheWarnings() throws Exception {
        LoamCliTest.Run r = loam("world", "check", WILDS);
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("loam:wilds: versions [3], 9 biomes, 14 recipes, 9 plants, 6 layers (sites, groups, "
                + "deadwood, detail, cover, trees)"), r.out().lines().toList(), "the example rules check with no warning");
        assertEquals("", r.err());
        LoamCliTest.Run gapped = loam("world", "check", gappedWilds().toString());
        assertEquals(0, gapped.code(), gapped.err());
        List<String> lines = gapped.out().lines().toList();
        assertTrue(lines.contains("warning: biomes[4] (reedbed) has no recipe in layer groups: candidates that pick it "
                + "there stay empty"), gapped.out());
        assertEquals(29, lines.size(), "a summary and 28 warnings (5 of them the path biome's, which grows nothing): " + gapped.out());
    }

    @Test
    void checkRefusesInOneLineNamingTheFileAndThePath() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(Path.of(WILDS)).replace("\"recipe\": \"reeds\"", "\"recipe\": \"reed\""));
        LoamCliTest.Run r = loam("world", "check", bad.toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of(bad + ": biomes[4].recipes[4].recipe: no recipe \"reed\" in the rules: add it to "
                + "\"recipes\" or fix the name"), r.err().lines().toList());
        assertEquals("", r.out());
        LoamCliTest.Run missing = loam("world", "check", dir.resolve("nope.json").toString());
        assertEquals(List.of(dir.resolve("nope.json") + ": no such file"), missing.err().lines().toList());
    }

    @Test
    void planPrintsTheSamePlacementsOnEveryRun() {
        String[] args = {"world", "plan", WILDS, "--seed", "42", "--rect", "0,0,256,256", "--surface", "hills",
            "--layers", "groups,detail"};
        LoamCliTest.Run a = loam(args);
        LoamCliTest.Run b = loam(args);
        assertEquals(0, a.code(), a.err());
        assertEquals(a.out(), b.out());
        List<String> lines = a.out().lines().toList();
        assertTrue(lines.get(0).matches("loam:wilds seed 42: \\d+ placements in \\[0, 0, 256, 256\\]: groups \\d+, "
                + "detail \\d+"), lines.get(0));
        assertTrue(lines.size() > 20);
        assertTrue(lines.get(1).matches("groups@2:-?\\d+,-?\\d+/\\w+@\\d+/\\w+\\.\\d+ \\w+ .*"), lines.get(1));
        LoamCliTest.Run json = loam("world", "plan", WILDS, "--seed", "42", "--rect", "0,0,256,256", "--surface",
                "hills", "--layers", "groups,detail", "--json");
        assertEquals(0, json.code(), json.err());
        assertTrue(json.out().startsWith("{\"rules\": \"loam:wilds\", \"seed\": 42, \"rect\": [0, 0, 256, 256], "
                + "\"placements\": ["), json.out());
        assertEquals(lines.size() - 1, json.out().split("\"id\": ").length - 1);
    }

    @Test
    void explainSaysWhatStoodAndWhy() {
        LoamCliTest.Run r = loam("world", "explain", WILDS, "--seed", "42", "--at", "120,-40", "--surface", "hills");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("at 120.000, -40.000\nfields:\n  height = "), r.out());
        assertTrue(r.out().contains("\nlayer groups cell 2,-1: candidate at "), r.out());
        assertTrue(r.out().matches("(?s).*\n  (refused: \\w+ \\(.+\\)|stood: \\d+ placed, \\d+ left out)\n.*"), r.out());
        LoamCliTest.Run json = loam("world", "explain", WILDS, "--seed", "42", "--at", "120,-40", "--json");
        assertTrue(json.out().startsWith("{\"x\": 120, \"z\": -40, \"fields\": {"), json.out());
    }

    @Test
    void statsCountCandidatesAndReasons() throws Exception {
        LoamCliTest.Run r = loam("world", "stats", gappedWilds().toString(), "--seed", "42", "--layer", "groups", "--rect",
                "-1000,-1000,1000,1000", "--surface", "hills");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).matches("groups in \\[-1000, -1000, 1000, 1000\\]: \\d+ candidates, \\d+ stood "
                + "\\(\\d+ placements\\)"), lines.get(0));
        assertTrue(lines.get(1).startsWith("refused: ") && lines.get(1).contains("density "), lines.get(1));
        assertTrue(lines.get(2).startsWith("left out: "), lines.get(2));
        assertTrue(lines.contains("note: biomes[4] (reedbed) has no recipe in layer groups: candidates that pick it "
                + "there stay empty"), r.out());
        int heading = lines.indexOf("densities of groups, placements a hectare (biome areas sampled every 4 m):");
        assertTrue(heading > 2, r.out());
        double hectares = 0;
        for (String line : lines.subList(heading + 1, lines.size())) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("  (\\w+|\\(no biome\\)) +(\\d+\\.\\d) ha"
                    + "(: .*)?").matcher(line);
            assertTrue(m.matches(), line);
            hectares += Double.parseDouble(m.group(2));
        }
        assertEquals(400, hectares, 0.3, "the biomes' areas and the area of none make up the box's 400 ha: " + r.out());
    }

    @Test
    void statsDensitiesNameTheRecipeOfAMemberIdTwoRecipesShare() throws Exception {
        Path rules = dir.resolve("shared.json");
        Files.writeString(rules, TWO_BIOMES.replace("\"id\": \"tuft\"", "\"id\": \"elder\""));
        LoamCliTest.Run r = loam("world", "stats", rules.toString(), "--seed", "42", "--layer", "groups", "--rect",
                "-500,-500,500,500", "--all-layers");
        assertEquals(0, r.code(), r.err());
        String forest = r.out().lines().filter(l -> l.startsWith("  forest ")).findFirst().orElseThrow();
        assertTrue(forest.contains("grove/elder ") && forest.contains("tufts/elder ") && forest.contains("pine "),
                forest);
        assertFalse(forest.contains("(elder ") || forest.contains(", elder "), forest);
    }

    /** Rules with one biome that holds everywhere: a grove of an elder and 1 to 3 pines every 20 m. */
    static final String ONE_BIOME = """
            { "id": "t:one", "versions": [1],
              "layers": [ { "id": "groups", "spacing": 20 } ],
              "recipes": [ { "id": "grove", "anchor": { "id": "elder", "mesh": "pine.esmesh" },
                             "members": [ { "id": "pine", "mesh": "pine.esmesh", "count": [1, 3], "ring": [2, 6] } ] } ],
              "biomes": [ { "id": "forest", "recipes": [ { "recipe": "grove", "layer": "groups", "density": 0.7 } ] } ] }
            """;

    /** Rules with a forest where moisture is over 0.5 and a meadow under it, in two layers. */
    static final String TWO_BIOMES = """
            { "id": "t:two", "versions": [1],
              "noise": { "moisture": { "scale": 300, "octaves": 1 } },
              "layers": [ { "id": "groups", "spacing": 20 }, { "id": "cover", "spacing": 5, "occupies": false } ],
              "recipes": [ { "id": "grove", "anchor": { "id": "elder", "mesh": "pine.esmesh" },
                             "members": [ { "id": "pine", "mesh": "pine.esmesh", "count": [1, 3], "ring": [2, 6] } ] },
                           { "id": "oaks", "anchor": { "id": "oak", "mesh": "oak.esmesh" } },
                           { "id": "tufts", "anchor": { "id": "tuft", "mesh": "tuft.esmesh" } } ],
              "biomes": [ { "id": "forest", "conditions": [ { "field": "moisture", "min": 0.5, "blend": 0.05 } ],
                            "recipes": [ { "recipe": "grove", "layer": "groups", "density": 0.7 },
                                         { "recipe": "tufts", "layer": "cover", "density": 0.2 } ] },
                          { "id": "meadow", "conditions": [ { "field": "moisture", "max": 0.5, "blend": 0.05 } ],
                            "recipes": [ { "recipe": "oaks", "layer": "groups", "density": 0.3 },
                                         { "recipe": "tufts", "layer": "cover", "density": 0.8 } ] } ] }
            """;

    static WorldPlan plan(String json) {
        return WorldGen.builder(WorldRules.fromJson(json)).seed(42).build().plan();
    }

    /**
     * The densities' line the test expects: members by count, most first, each count over the
     * hectares; the biome's id padded to {@code width}, its area to {@code areaWidth} (the box's).
     */
    static String densityLine(String biome, int width, int areaWidth, double ha, List<Placement> standing) {
        Map<String, Long> byMember = standing.stream().collect(Collectors.groupingBy(Placement::member,
                TreeMap::new, Collectors.counting()));
        List<Map.Entry<String, Long>> sorted = new ArrayList<>(byMember.entrySet());
        sorted.sort(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
                .thenComparing(Map.Entry.comparingByKey()));
        String members = sorted.stream().map(e -> e.getKey() + " " + String.format(Locale.ROOT, "%.1f",
                e.getValue() / ha)).collect(Collectors.joining(", "));
        return String.format(Locale.ROOT, "  %-" + width + "s %" + areaWidth + ".1f ha: %.1f a ha (%s)", biome, ha,
                standing.size() / ha, members);
    }

    @Test
    void statsDensitiesOfOneBiomeEverywhereAreItsPlacementsOverTheBoxHectares() throws Exception {
        Path rules = dir.resolve("one.json");
        Files.writeString(rules, ONE_BIOME);
        LoamCliTest.Run r = loam("world", "stats", rules.toString(), "--seed", "42", "--layer", "groups", "--rect",
                "0,0,400,200");
        assertEquals(0, r.code(), r.err());
        List<Placement> placed = plan(ONE_BIOME).placementsIn(0, 0, 400, 200, "groups");
        assertTrue(placed.size() > 100, "enough placements to measure: " + placed.size());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).endsWith(" stood (" + placed.size() + " placements)"), lines.get(0));
        assertEquals(List.of("densities of groups, placements a hectare (biome areas sampled every 4 m):",
                densityLine("forest", 6, 3, 8.0, placed)), lines.subList(3, lines.size()),
                "the box is 8 ha of forest, and every placement in it stands there");
    }

    @Test
    void statsDensitiesSplitABoxSpanningTwoBiomesByTheirSampledAreas() throws Exception {
        Path rules = dir.resolve("two.json");
        Files.writeString(rules, TWO_BIOMES);
        WorldPlan plan = plan(TWO_BIOMES);
        // Each biome's area: the 4 m cells of the 1 km box whose centre it holds most strongly.
        Map<String, Integer> cells = new TreeMap<>();
        for (int k = 0; k < 250; k++) {
            for (int i = 0; i < 250; i++) {
                cells.merge(plan.biomeAt(-500 + 4 * i + 2, -500 + 4 * k + 2).orElseThrow(), 1, Integer::sum);
            }
        }
        assertEquals(java.util.Set.of("forest", "meadow"), cells.keySet(), "the box spans both biomes");
        for (boolean all : new boolean[] {false, true}) {
            List<String> args = new ArrayList<>(List.of("world", "stats", rules.toString(), "--seed", "42", "--layer",
                    "groups", "--rect", "-500,-500,500,500"));
            if (all) {
                args.add("--all-layers");
            }
            LoamCliTest.Run r = loam(args.toArray(String[]::new));
            assertEquals(0, r.code(), r.err());
            List<Placement> placed = all ? plan.placementsIn(-500, -500, 500, 500)
                    : plan.placementsIn(-500, -500, 500, 500, "groups");
            List<String> expected = new ArrayList<>();
            expected.add("densities of " + (all ? "all layers" : "groups")
                    + ", placements a hectare (biome areas sampled every 4 m):");
            for (String biome : List.of("forest", "meadow")) {
                expected.add(densityLine(biome, 6, 5, cells.get(biome) * 16 / 10_000.0,
                        placed.stream().filter(p -> p.biome().equals(biome)).toList()));
            }
            List<String> lines = r.out().lines().toList();
            assertTrue(lines.get(0).startsWith("groups in [-500, -500, 500, 500]: "), lines.get(0));
            assertEquals(expected, lines.subList(3, lines.size()), r.out());
        }
    }

    @Test
    void mapWritesAPictureOfBiomesWithPlacementDots() throws Exception {
        Path png = dir.resolve("wilds.png");
        LoamCliTest.Run r = loam("world", "map", WILDS, "--seed", "42", "--rect", "-800,-800,800,400", "--surface",
                "hills", "--size", "256", "--layers", "sites,groups", "--out", png.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("wrote " + png + ": 256x192 px, 6.3 m a pixel, 9 biomes, "), r.out());
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(256, image.getWidth());
        assertEquals(192, image.getHeight());
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                colours.add(image.getRGB(x, y) & 0xFFFFFF);
            }
        }
        assertTrue(colours.contains(WorldMap.shade(WorldMap.LAYER_COLOURS[1], 0.7)), "tree dots are drawn");
        assertTrue(colours.size() > 20, "biomes shaded by the ground: " + colours.size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"check", "plan", "explain", "stats", "map"})
    void everyWorldCommandHasHelpWithAnExample(String command) {
        LoamCliTest.Run r = loam("world", command, "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("Example:\n  loam world " + command + " "), r.out());
    }

    @Test
    void badOptionsAreRefusedInOneLine() {
        LoamCliTest.Run rect = loam("world", "plan", WILDS, "--rect", "0,0,10");
        assertEquals(Loam.REFUSED, rect.code());
        assertEquals(List.of("--rect 0,0,10: must be x0,z0,x1,z1 such as -512,-512,512,512"), rect.err().lines().toList());
        LoamCliTest.Run layer = loam("world", "stats", WILDS, "--layer", "shrubs", "--rect", "0,0,10,10");
        assertEquals(List.of("--layer shrubs: no layer \"shrubs\" in rules loam:wilds: use one of [sites, groups, "
                + "deadwood, detail, cover, trees]"), layer.err().lines().toList());
        LoamCliTest.Run version = loam("world", "plan", WILDS, "--rect", "0,0,10,10", "--rules-version", "7");
        assertEquals(Loam.REFUSED, version.code());
        assertTrue(version.err().startsWith(WILDS + ": version: rules loam:wilds no longer list version 7"),
                version.err());
        assertEquals(Loam.USAGE, loam("world", "plan", WILDS).code());
    }
}
