package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RegionSpecReaderTest {
    private static List<String> readProblems(String json) {
        RegionSpecException e = assertThrows(RegionSpecException.class, () -> RegionSpecReader.read(json));
        return e.problems().stream().map(RegionProblem::message).toList();
    }

    private static String feature(String f) {
        return RegionExamples.withFeatures(f);
    }

    @Test
    void theExampleSpecsReadWithTheirDefaults() {
        RegionSpec terrain = RegionSpecReader.read(RegionExamples.TERRAIN);
        assertEquals("test-tiles-terrain", terrain.name());
        assertEquals(3, terrain.seed());
        assertEquals(10, terrain.tilesX());
        assertFalse(terrain.trees());
        assertEquals(3.0, terrain.features().get(0).radius(), "a hill's radius is its level by default");
        RegionSpec small = RegionSpecReader.read(RegionExamples.SMALL);
        assertEquals(Biome.ALPINE, small.biome());
        assertEquals("lake_1", small.features().get(0).name());
        assertEquals("volcano_1", small.features().get(1).name());
        assertEquals(1, small.features().get(0).level(), "a lake's shore is level 1 by default");
        assertEquals(2.0, small.features().get(1).radius(), "a volcano's radius is half its level by default");
        RegionSpec roads = RegionSpecReader.read(RegionExamples.ROADS);
        assertEquals(1, roads.seed(), "the seed is 1 by default");
        assertEquals(0, roads.features().get(1).level(), "a valley's floor is level 0 by default");
    }

    @Test
    void levelsOutOfRangeAreRefusedAtTheirPath() {
        assertEquals(List.of("features[0].level: 11 must lie in 1..10"),
                readProblems(feature("{\"kind\": \"hill\", \"at\": [5, 5], \"level\": 11}")));
        assertEquals(List.of("features[0].level: 1 must lie in 2..10"),
                readProblems(feature("{\"kind\": \"mountain\", \"at\": [5, 5], \"level\": 1}")));
        assertEquals(List.of("features[0].level: 2 must lie in 3..10"),
                readProblems(feature("{\"kind\": \"volcano\", \"at\": [5, 5], \"level\": 2}")));
        assertEquals(List.of("features[0].level: 0 must lie in 1..10"),
                readProblems(feature("{\"kind\": \"lake\", \"at\": [4, 4], \"size\": [1, 1], \"level\": 0}")));
    }

    /** Guards the case the random-spec property found: a level-2 mountain on a base of 3 came out at 3. */
    @Test
    void aRaisingFeatureUnderTheBaseIsRefusedAtItsLevel() {
        String spec = """
                {"template": "region", "name": "test-under-base", "size": [4, 5], "base": 3,
                 "features": [{"kind": "mountain", "at": [2, 3], "level": 2, "radius": 1}]}
                """;
        List<String> problems = readProblems(spec);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("features[0].level: the mountain's level 2 stands under the region's base 3"),
                problems.get(0));
        assertTrue(problems.get(0).contains("give it a level of 3 or more, or lower the base"), problems.get(0));
        // At the base it reads: the spec's own test-tiles-roads has a level-3 mountain on a base of 3.
        RegionSpecReader.read(spec.replace("\"level\": 2", "\"level\": 3"));
    }

    @Test
    void sizesTooBigAreRefusedAtTheirPath() {
        assertEquals(List.of("features[0].size[0]: 9 must lie in 1..8"),
                readProblems(feature("{\"kind\": \"plateau\", \"at\": [1, 1], \"size\": [9, 2], \"level\": 1}")));
        assertEquals(List.of("features[0].size[1]: 7 must lie in 1..6"),
                readProblems(feature("{\"kind\": \"lake\", \"at\": [2, 2], \"size\": [1, 7]}")));
        assertEquals(List.of("size[0]: 17 must lie in 3..16"),
                readProblems("{\"template\": \"region\", \"name\": \"test-x\", \"size\": [17, 4]}"));
    }

    @Test
    void aSizePastTheSpecsSixteenIsReadOnlyWithARaisedLimitAndRefusedPastThatAtItsPath() {
        String big = "{\"template\": \"region\", \"name\": \"test-x\", \"size\": [32, 20]}";
        assertEquals(List.of("size[0]: 32 must lie in 3..16", "size[1]: 20 must lie in 3..16"), readProblems(big));
        RegionSpec spec = RegionSpecReader.read(big, RegionGrid.LARGEST_TILES);
        assertEquals(32, spec.tilesX());
        assertEquals(20, spec.tilesZ());
        RegionSpecException e = assertThrows(RegionSpecException.class, () -> RegionSpecReader.read(
                "{\"template\": \"region\", \"name\": \"test-x\", \"size\": [8, 33]}", 32));
        assertEquals(List.of("size[1]: 33 must lie in 3..32"), e.problems().stream().map(RegionProblem::message).toList());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RegionSpecReader.read(big, 15)).getMessage()
                .contains("maxTiles"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RegionSpecReader.read(big, 33)).getMessage()
                .contains("maxTiles"));
    }

    @Test
    void aLakesShoreTouchingTheRimOrTheApronIsRefusedAtItsAt() {
        assertEquals(List.of("features[0].at: the lake's shore touches the rim: its bed [1, 4] with 2x2 tiles needs a"
                        + " tile of shore all round clear of the rim; move it inward or make it smaller"),
                readProblems(feature("{\"kind\": \"lake\", \"at\": [1, 4], \"size\": [2, 2]}")));
        assertEquals(List.of("features[0].at: the lake's shore touches the spawn apron: its tile of shore all round must"
                        + " stay clear of the apron's two tiles; move it north"),
                readProblems(feature("{\"kind\": \"lake\", \"at\": [4, 2], \"size\": [2, 2]}")));
    }

    @Test
    void moreThanTwelveFeaturesAreRefused() {
        String[] fs = new String[13];
        for (int k = 0; k < fs.length; k++) {
            fs[k] = "{\"kind\": \"ski\", \"at\": [5, 5], \"to\": [5, 4]}";
        }
        assertEquals(List.of("features: has 13 features: a region holds up to 12; merge or remove 1"),
                readProblems(RegionExamples.withFeatures(fs)));
    }

    @Test
    void everyProblemOfASpecIsReportedWithItsPath() {
        List<String> problems = readProblems("{\"template\": \"town\", \"name\": \"Bad Name\", \"size\": [2, 4],"
                + " \"biome\": \"jungle\", \"colour\": 1, \"features\": [{\"kind\": \"hill\", \"at\": [5, 5]},"
                + " {\"kind\": \"crater\"}, {\"kind\": \"volcano\", \"at\": [1, 1], \"level\": 4, \"flow\": \"up\"}]}");
        assertEquals(List.of(
                "colour: unknown field: known fields are template, name, seed, size, base, biome, details, features,"
                        + " props, landuse, towns, start, roads, climate, clock",
                "template: must be \"region\", but is \"town\"",
                "name: \"Bad Name\" is not a level's name: a region is named test-<words>, main-<words> or draft-<id>",
                "size[0]: 2 must lie in 3..16",
                "biome: \"jungle\" is not a biome: the biomes are meadow, forest, alpine, farmland, steppe, desert,"
                        + " autumn and coast",
                "features[0].at[1]: 5 must lie in 0..4",
                "features[0].level: missing: a hill needs its level, 1 to 10",
                "features[1].kind: \"crater\" is not a feature: the features are hill, mountain, plateau, valley, lake,"
                        + " volcano and ski",
                "features[2].flow: \"up\" is not a side: a flow runs north, east, south or west"), problems);
    }

    @Test
    void townsAreRefusedUntilTheyAreBuiltAndRoadsAreRead() {
        List<String> problems = readProblems("{\"template\": \"region\", \"name\": \"test-x\", \"size\": [6, 6],"
                + " \"roads\": [], \"towns\": []}");
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("towns: towns are not built by the land solver yet"), problems.get(0));
        assertTrue(problems.get(0).endsWith("; remove towns to build the land alone"), problems.get(0));
    }

    @Test
    void twoFeaturesWithOneNameAreRefused() {
        assertEquals(List.of("features[1].name: the name \"top\" is taken: features[0] has it; give each feature its"
                        + " own name"),
                readProblems(RegionExamples.withFeatures("{\"kind\": \"hill\", \"at\": [5, 5], \"level\": 2, \"name\": \"top\"}",
                        "{\"kind\": \"hill\", \"at\": [3, 5], \"level\": 2, \"name\": \"top\"}")));
    }

    @Test
    void aFeatureOnTheRimIsRefusedAtItsAt() {
        assertEquals(List.of("features[0].at: the hill stands on the rim: the rim stays at level 0; move it inward"),
                readProblems(feature("{\"kind\": \"hill\", \"at\": [0, 5], \"level\": 1}")));
        assertEquals(List.of("features[0].at: the volcano's rim reaches the region's rim: its rim is the ring of corners"
                        + " round its crater's middle, and the region's rim stays at level 0; move it at least 2 tiles inward"),
                readProblems(feature("{\"kind\": \"volcano\", \"at\": [1, 5], \"level\": 3}")));
    }

    @Test
    void unknownFieldsOfAFeatureAreRefused() {
        assertEquals(List.of("features[0].size: unknown field of a hill: its fields are kind, at, level, radius,"
                        + " lighthouse, name"),
                readProblems(feature("{\"kind\": \"hill\", \"at\": [5, 5], \"level\": 2, \"size\": [1, 1]}")));
    }

    @Test
    void malformedJsonIsRefusedAtTheTopWithItsLine() {
        List<String> problems = readProblems("{\"template\": ");
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).startsWith("$: not valid JSON at line 1"), problems.get(0));
        assertEquals(List.of("$: the spec must be an object, but is an array"), readProblems("[1]"));
    }

    @Test
    void aMissingFileIsRefusedAtTheTop(@TempDir Path dir) throws Exception {
        RegionSpecException e = assertThrows(RegionSpecException.class, () -> RegionSpecReader.read(dir.resolve("none.json")));
        assertTrue(e.getMessage().startsWith("$: no such file: "), e.getMessage());
        Path spec = dir.resolve("spec.json");
        Files.writeString(spec, RegionExamples.TERRAIN);
        assertEquals("test-tiles-terrain", RegionSpecReader.read(spec).name());
    }
}
