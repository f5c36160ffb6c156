package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
        assertEquals(List.of("loam:wilds: versions [1, 2], 4 biomes, 8 recipes, 5 plants, 4 layers (sites, groups, "
                + "detail, cover)"), r.out().lines().toList(), "the example rules check with no warning");
        assertEquals("", r.err());
        LoamCliTest.Run gapped = loam("world", "check", gappedWilds().toString());
        assertEquals(0, gapped.code(), gapped.err());
        List<String> lines = gapped.out().lines().toList();
        assertTrue(lines.contains("warning: biomes[0] (shore) has no recipe in layer groups: candidates that pick it "
                + "there stay empty"), gapped.out());
        assertEquals(8, lines.size(), "a summary and 7 warnings: " + gapped.out());
    }

    @Test
    void checkRefusesInOneLineNamingTheFileAndThePath() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(Path.of(WILDS)).replace("\"recipe\": \"reeds\"", "\"recipe\": \"reed\""));
        LoamCliTest.Run r = loam("world", "check", bad.toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of(bad + ": biomes[0].recipes[2].recipe: no recipe \"reed\" in the rules: add it to "
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
        assertTrue(lines.get(1).matches("groups@1:-?\\d+,-?\\d+/\\w+@1/\\w+\\.\\d+ \\w+ .*"), lines.get(1));
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
        assertTrue(r.out().contains("\nlayer groups cell 1,-1: candidate at "), r.out());
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
        assertTrue(lines.contains("note: biomes[0] (shore) has no recipe in layer groups: candidates that pick it "
                + "there stay empty"));
    }

    @Test
    void mapWritesAPictureOfBiomesWithPlacementDots() throws Exception {
        Path png = dir.resolve("wilds.png");
        LoamCliTest.Run r = loam("world", "map", WILDS, "--seed", "42", "--rect", "-800,-800,800,400", "--surface",
                "hills", "--size", "256", "--layers", "sites,groups", "--out", png.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("wrote " + png + ": 256x192 px, 6.3 m a pixel, 4 biomes, "), r.out());
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
        LoamCliTest.Run layer = loam("world", "stats", WILDS, "--layer", "trees", "--rect", "0,0,10,10");
        assertEquals(List.of("--layer trees: no layer \"trees\" in rules loam:wilds: use one of [sites, groups, "
                + "detail, cover]"), layer.err().lines().toList());
        LoamCliTest.Run version = loam("world", "plan", WILDS, "--rect", "0,0,10,10", "--rules-version", "7");
        assertEquals(Loam.REFUSED, version.code());
        assertTrue(version.err().startsWith(WILDS + ": version: rules loam:wilds no longer list version 7"),
                version.err());
        assertEquals(Loam.USAGE, loam("world", "plan", WILDS).code());
    }
}
