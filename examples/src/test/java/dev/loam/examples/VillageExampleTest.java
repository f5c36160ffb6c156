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
        BlockMap village = VillageExample.tour(out);
        List<Path> files = VillageExample.draw(village, out, dir, true);
        assertEquals(4, files.size(), bytes.toString(StandardCharsets.UTF_8));
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
