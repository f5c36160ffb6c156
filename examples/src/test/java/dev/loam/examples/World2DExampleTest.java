package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Guards the 2D world example: it streams, draws four pictures and remakes only the cut tree's chunk. */
class World2DExampleTest {
    @Test
    void theExampleStreamsDrawsFramesAndRemakesOnlyTheCutTreesChunk(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        World2DExample.Result r = World2DExample.run(dir, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(4, r.pictures().size());
        for (Path p : r.pictures()) {
            assertTrue(Files.exists(p), p.toString());
            BufferedImage img = ImageIO.read(p.toFile());
            assertEquals(768, img.getWidth());
        }
        assertEquals(1, r.remade().size(), "a cut tree remakes only its chunk: " + r.remade());
        assertTrue(out.contains("frame 11 camera"), out);
        assertTrue(out.contains("resident"), out);
        assertTrue(out.contains("cut " + r.treeCut()), out);
    }
}
