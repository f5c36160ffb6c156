package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.testkit.SpecFixtures;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RegionCommandTest {
    static final String TERRAIN = SpecFixtures.TEST_TILES_TERRAIN;

    static final String SMALL = """
            {"template": "region", "name": "test-small-region", "seed": 3, "size": [10, 10], "biome": "alpine",
             "features": [{"kind": "lake", "at": [2, 5], "size": [2, 2]}, {"kind": "volcano", "at": [7, 6], "level": 4},
               {"kind": "mountain", "at": [5, 8], "level": 4, "radius": 2},
               {"kind": "ski", "at": [5, 8], "to": [5, 5], "name": "piste"}]}
            """;

    @TempDir
    Path dir;

    record Run(int code, String out, String err) {
    }

    static Run loam(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Loam.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void buildPrintsTheMapAndWritesTheFourFiles() throws Exception {
        Path spec = dir.resolve("terrain.json");
        Files.writeString(spec, TERRAIN);
        Run r = loam("region", "build", spec.toString(), "--out", dir.resolve("out").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("     9 8 7 6 5 4 3 2 1 0   (i, east to the right)\n  9  0 0 1 1 0 1 1 1 1 0\n"),
                r.out());
        assertTrue(r.out().contains("  0  0 0 0 0 S S 0 0 0 0\n"), r.out());
        for (String suffix : new String[] {"terrain", "scatter", "sheets", "places"}) {
            assertTrue(Files.isRegularFile(dir.resolve("out/test-tiles-terrain." + suffix + ".json")), suffix);
            assertTrue(r.out().contains("test-tiles-terrain." + suffix + ".json"), r.out());
        }
    }

    @Test
    void buildPrintsTheRoadsMarksInTheMapAndALineARoad() throws Exception {
        Path spec = HelpExamplesTest.EXAMPLES.resolve("regions/test-tiles-roads.json");
        Run r = loam("region", "build", spec.toString(), "--out", dir.resolve("out").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("  5  # # # V # # # # # # # #\n"), "the highway's row, east to west: " + r.out());
        assertTrue(r.out().contains("  6  1 3 3 V 3 - H 4 : 3 3 1\n"), "the country road and the track: " + r.out());
        assertTrue(r.out().matches("(?s).*\nroad # highway \"highway\": \\d+ m, 1 bridge \\(\\d+ m\\)\n.*"), r.out());
        assertTrue(r.out().matches("(?s).*\nroad - country \"country_road\": \\d+ m\n.*"), r.out());
        assertTrue(r.out().matches("(?s).*\nroad : track \"track\": \\d+ m\n.*"), r.out());
        assertTrue(r.out().contains("\n2 junctions, 7 nodes, 6 edges, one network\n"), r.out());
    }

    @Test
    void buildPrintsNoRoadLinesForARegionWithoutRoads() throws Exception {
        Path spec = dir.resolve("terrain.json");
        Files.writeString(spec, TERRAIN);
        Run r = loam("region", "build", spec.toString(), "--out", dir.resolve("out").toString());
        assertFalse(r.out().contains("road "), r.out());
        assertFalse(r.out().contains("junction"), r.out());
    }

    @Test
    void buildWritesBesideTheSpecWithoutOut() throws Exception {
        Path spec = dir.resolve("small.json");
        Files.writeString(spec, SMALL);
        assertEquals(0, loam("region", "build", spec.toString()).code());
        assertTrue(Files.isRegularFile(dir.resolve("test-small-region.terrain.json")));
    }

    @Test
    void aRefusedSpecPrintsEveryProblemWithItsPathAndWritesNothing() throws Exception {
        Path spec = dir.resolve("bad.json");
        Files.writeString(spec, """
                {"template": "region", "name": "test-bad", "size": [10, 10], "features": [
                  {"kind": "hill", "at": [2, 5], "level": 4},
                  {"kind": "mountain", "at": [8, 8], "level": 6}]}
                """);
        Run r = loam("region", "build", spec.toString(), "--out", dir.resolve("out").toString());
        assertEquals(Loam.REFUSED, r.code());
        String[] lines = r.err().split("\n");
        assertEquals(2, lines.length, r.err());
        assertEquals(spec + ": features[0].level: the hill's peak rises to level 2, not 4: the rim or the spawn apron is"
                + " 2 tiles away; move it inward, make the region bigger or lower it", lines[0]);
        assertTrue(lines[1].startsWith(spec + ": features[1].level: the mountain's peak rises to level 4, not 6"), lines[1]);
        assertEquals("", r.out());
        assertFalse(Files.exists(dir.resolve("out")));
    }

    @Test
    void aMissingSpecIsRefusedInOneLine() {
        Run r = loam("region", "build", dir.resolve("none.json").toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(dir.resolve("none.json") + ": no such file\n", r.err());
    }

    @Test
    void previewDrawsAReliefWithWaterLavaAndLetters() throws Exception {
        Path spec = dir.resolve("small.json");
        Files.writeString(spec, SMALL);
        Path png = dir.resolve("pics/small.png");
        Run r = loam("region", "preview", spec.toString(), "--out", png.toString(), "--scale", "1");
        assertEquals(0, r.code(), r.err());
        assertEquals("wrote " + png + ": 161x161 pixels\n", r.out());
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(161, image.getWidth());
        // The crater's middle, corner [7, 6], is vertex (112, 96): lava. North is up, east (-x) to the right.
        assertEquals(0xFF6A10, image.getRGB(160 - 112, 160 - 96) & 0xFFFFFF);
        // The lake's bed at corner [3, 6]: water blue dominates.
        int water = image.getRGB(160 - 48, 160 - 96);
        assertTrue((water & 255) > ((water >> 16) & 255), Integer.toHexString(water));
    }

    @Test
    void previewRefusesAScaleOutOfRange() throws Exception {
        Path spec = dir.resolve("small.json");
        Files.writeString(spec, SMALL);
        Run r = loam("region", "preview", spec.toString(), "--out", dir.resolve("x.png").toString(), "--scale", "9");
        assertEquals(Loam.REFUSED, r.code());
        assertEquals("--scale 9: must lie in 1..8\n", r.err());
    }

    @Test
    void helpShowsAnExample() {
        for (String sub : new String[] {"build", "preview"}) {
            Run r = loam("region", sub, "--help");
            assertEquals(0, r.code());
            assertTrue(r.out().contains("Example:"), r.out());
        }
        assertTrue(loam("region", "--help").out().contains("Example:"));
    }

    @Test
    void buildWritesOneBinaryContainerWithFormatBinary() throws Exception {
        Path spec = dir.resolve("small.json");
        Files.writeString(spec, SMALL);
        Run r = loam("region", "build", spec.toString(), "--out", dir.resolve("out").toString(), "--format", "binary");
        assertEquals(0, r.code(), r.err());
        Path container = dir.resolve("out/test-small-region.loamterrain");
        assertTrue(r.out().contains("wrote " + container), r.out());
        TerrainFile file = TerrainFiles.read(container);
        assertEquals(161, file.terrain().orElseThrow().resolutionX());
        assertEquals(List.of("test-small-region-props"), file.scatters().stream().map(s -> s.name()).toList());
        assertTrue(Files.isRegularFile(dir.resolve("out/test-small-region.places.json")));
        assertFalse(Files.exists(dir.resolve("out/test-small-region.terrain.json")));
    }

    @Test
    void anUnknownFormatIsRefusedNamingTheOptionBeforeAnythingIsWritten() throws Exception {
        Path spec = dir.resolve("small.json");
        Files.writeString(spec, SMALL);
        Run r = loam("region", "build", spec.toString(), "--out", dir.resolve("out").toString(), "--format", "xml");
        assertEquals(Loam.REFUSED, r.code());
        assertEquals("--format xml: must be json or binary\n", r.err());
        assertFalse(Files.exists(dir.resolve("out")));
    }
}
