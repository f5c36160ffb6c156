package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockMap;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Guards the README's main command: the village example runs start to end, in text and in pictures. */
class VillageExampleTest {
    @Test
    void theTourDigsRaisesThePlateauAndShowsBothRefusals() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BlockMap village = VillageExample.tour(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("village: 24x16 cells, block set village"), out);
        assertTrue(out.contains("dug: now 3 steps"), out);
        assertTrue(out.contains("takes the step from a stair beside it"), out);
        // The plateau: stone at 6 steps around a stair facing north at 5.
        assertTrue(out.contains("  ggo^ogggmmmmmmgggwwggggg"), out);
        assertTrue(out.contains("facing north"), out);
        assertTrue(out.contains("edits[2] (stairs at column 1, row 5)"), out);
        assertTrue(out.contains("the file is unchanged: true"), out);
        assertEquals(5, village.heightSteps(3, 4), "the live village has the plateau's stair");
    }

    @Test
    @Tag("gl")
    void withoutADisplayTheVillageIsDrawnToFourPictures(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        VillageExample.tour(out);
        List<Path> files = VillageExample.draw(out, dir, true);
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(4, files.size(), text);
        assertTrue(text.contains("stood \"village\" with 5 props; the plateau's 4 change records in one update"), text);
        for (Path file : files) {
            BufferedImage image = ImageIO.read(file.toFile());
            assertEquals(960, image.getWidth());
            assertTrue(distinctColours(image) > 200, file + " shows a scene, not a flat fill");
        }
        BufferedImage before = ImageIO.read(files.get(2).toFile()), after = ImageIO.read(files.get(3).toFile());
        assertTrue(changedPixels(before, after) > 500, "the dig shows");
        assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("draw calls"));
    }

    @Test
    void theVillageStandsByNameWithTreesThatAreTreesAFenceAndABenchByThePond() {
        try (dev.loam.scene.Landscape village = dev.loam.scene.Landscape.builder("village").maps(VillageExample.maps())
                .sets(dev.loam.blockmap.BlockSetLookup.of(VillageExample.villageSet())).drawn(false).build()) {
            assertTrue(village.map().blockOrNull(0, 0).drawnAsModel(), "the tree line stands trees");
            List<String> models = village.props().props().stream().map(dev.loam.blockmap.BlockProp::model).toList();
            assertTrue(models.contains("bench") && models.contains("fence"), models.toString());
            dev.loam.blockmap.BlockProp bench = village.props().props().get(0);
            assertEquals("riverbed", village.map().blockOrNull(bench.column() + 1, bench.row()).name(), "the bench is by the pond");
            assertTrue(village.navMesh().isObstacle(bench.column(), bench.row()));
        }
    }

    @Test
    void theShippedSetFileDefinesTheSameBlocksAsTheExample() throws Exception {
        // The loam CLI reads the village through this file: `loam map render village.json --sets sets/`.
        java.net.URL url = VillageExample.class.getResource("sets/village.json");
        dev.loam.blockmap.BlockSet fromFile = dev.loam.blockmap.BlockSetFiles.read(Path.of(url.toURI()));
        assertEquals(VillageExample.villageSet(), fromFile);
    }

    static int distinctColours(BufferedImage image) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 3) {
            for (int x = 0; x < image.getWidth(); x += 3) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours.size();
    }

    static int changedPixels(BufferedImage a, BufferedImage b) {
        int changed = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    changed++;
                }
            }
        }
        return changed;
    }
}
