package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.testkit.GoldenImages;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The region, terrain and wilds examples run start to end without a display, and their pictures show scenes. */
@Tag("gl")
class SceneExamplesTest {
    @Test
    void theRegionExampleDrawsTheRegionAndItsWalker(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        List<Path> files = RegionExample.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), dir, true);
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(5 + RegionExample.DRIVE_FRAMES, files.size(), out);
        for (Path file : files) {
            BufferedImage image = ImageIO.read(file.toFile());
            assertEquals(960, image.getWidth());
            assertTrue(VillageExampleTest.distinctColours(image) > 200, file + " shows a scene, not a flat fill");
        }
        assertTrue(out.contains("test-water-and-fire: 16x16 tiles"), out);
        assertTrue(out.matches("(?s).*walked 11\\.\\d m toward the tarn.*"), out);
        assertTrue(out.contains("4 shadow cascades"), out);
        assertTrue(out.matches("(?s).*: [3-9] seams crossed, 4 wheels down at the fewest, stopped at the end.*"), out);
        assertTrue(out.matches("(?s).*the swimmer goes from GROUND to WADING.*the swimmer goes from WADING to SWIMMING.*"),
                out);
        // The car at its spawn, seen from behind: body, cabin, lamps and wheels on the region's ground.
        Path start = files.stream().filter(f -> f.getFileName().toString().equals("region-car-1.png")).findFirst()
                .orElseThrow();
        BufferedImage car = ImageIO.read(start.toFile());
        GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite("region-car-start", car), car);
        assertTrue(diff.matches(), "region-car-start: " + diff);
    }

    @Test
    void theTerrainExampleDrawsThePaintedPlantedTerrainAndItsEdit(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        List<Path> files = TerrainExample.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), dir, true);
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(3, files.size(), out);
        for (Path file : files) {
            assertTrue(VillageExampleTest.distinctColours(ImageIO.read(file.toFile())) > 200, file.toString());
        }
        BufferedImage before = ImageIO.read(files.get(0).toFile()), after = ImageIO.read(files.get(2).toFile());
        assertTrue(VillageExampleTest.changedPixels(before, after) > 200, "the mound shows");
        assertTrue(out.contains("raised a mound: 1 change uploaded"), out);
    }

    @Test
    void theWildsExampleWalksIntoTheForestFellsATreeThatStaysFelledAndDrawsTheShore(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        List<Path> files = WildsExample.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), dir, true);
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(List.of("wilds-high.png", "wilds-forest-walk.png", "wilds-felled.png", "wilds-shore.png"),
                files.stream().map(f -> f.getFileName().toString()).toList(), out);
        for (Path file : files) {
            assertTrue(VillageExampleTest.distinctColours(ImageIO.read(file.toFile())) > 200, file + " shows a scene");
        }
        assertTrue(out.matches("(?s).*walked \\d+\\.\\d m into the forest in \\d+\\.\\d s \\(at the tree\\).*, ground\\n.*"), out);
        java.util.regex.Matcher felled = java.util.regex.Pattern.compile("felled (\\S+) \\(\\w+, tree\\)").matcher(out);
        assertTrue(felled.find(), out);
        String id = felled.group(1);
        assertTrue(java.nio.file.Files.readString(dir.resolve(WildsExample.DIFF_FILE)).contains("\"" + id + "\""),
                "the diff file holds the felled tree");
        assertTrue(out.contains(id + " is not in the plan, not published, and the axe meets nothing of it"), out);
        assertTrue(out.matches("(?s).*the shore at (hut \\S+|the shore \\(no hut by the water\\)) .*"), out);
        // The tree in front of the walker is gone from the picture of the world stood again.
        BufferedImage walk = ImageIO.read(files.get(1).toFile()), after = ImageIO.read(files.get(2).toFile());
        assertTrue(VillageExampleTest.changedPixels(walk, after) > 5000, "the felled tree leaves the picture");
    }
}
