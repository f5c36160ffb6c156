package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MapRenderTest {
    @TempDir
    Path dir;

    record Run(int code, String out, String err) {
    }

    static Run loam(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Loam.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    Path terraces() throws Exception {
        Path sets = dir.resolve("sets");
        Files.createDirectories(sets);
        Files.writeString(sets.resolve("village.json"), LoamCliTest.VILLAGE_SET);
        Path map = dir.resolve("terraces.json");
        Files.writeString(map, LoamCliTest.TERRACES);
        return map;
    }

    @Test
    @Tag("gl")
    void rendersTheTerracesToAPngAndSaysWhatTheFrameCost() throws Exception {
        Path map = terraces();
        Path png = dir.resolve("frames/terraces.png");
        Run r = loam("map", "render", map.toString(), "--sets", dir.resolve("sets").toString(), "--out", png.toString(),
                "--width", "160", "--height", "100", "--yaw", "30", "--pitch", "40", "--look", "plain");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(1, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("terraces: 160x100 PNG written to " + png + " (plain look, "), lines.get(0));
        assertTrue(lines.get(0).matches(".*: \\d+ draw calls, \\d+ triangles, 0 cards, \\d+\\.\\d ms CPU"), lines.get(0));
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(160, image.getWidth());
        assertEquals(100, image.getHeight());
        int backdrop = image.getRGB(0, 0), drawn = 0;
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 160; x++) {
                if (image.getRGB(x, y) != backdrop) {
                    drawn++;
                }
            }
        }
        assertTrue(drawn > 160 * 100 / 5, "the framed map fills a good share of the frame: " + drawn);
        try (var files = Files.list(png.getParent())) {
            assertEquals(List.of(png), files.toList(), "no temporary file is left beside the PNG");
        }
    }

    @Test
    void aSizeOutsideItsRangeIsRefusedInOneLine() throws Exception {
        Run r = loam("map", "render", terraces().toString(), "--out", dir.resolve("x.png").toString(), "--width", "0");
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of("--width 0 must lie in 1..8192"), r.err().lines().toList());
        assertTrue(Files.notExists(dir.resolve("x.png")));
    }

    @Test
    void aPixelScaleOutsideItsRangeIsRefused() throws Exception {
        Run r = loam("map", "render", terraces().toString(), "--out", dir.resolve("x.png").toString(),
                "--pixel-scale", "17");
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of("--pixel-scale 17 must lie in 1..16"), r.err().lines().toList());
    }

    @Test
    void anUnknownLookIsRefusedNamingTheChoices() throws Exception {
        Run r = loam("map", "render", terraces().toString(), "--out", dir.resolve("x.png").toString(), "--look", "noir");
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of("--look noir is not one of diorama, plain"), r.err().lines().toList());
    }

    @Test
    void aPitchOutsideTheCamerasRangeIsRefused() throws Exception {
        Run r = loam("map", "render", terraces().toString(), "--out", dir.resolve("x.png").toString(), "--pitch", "5");
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of("--pitch 5.0 must lie in 10..89 degrees"), r.err().lines().toList());
    }

    @Test
    void aMissingFileIsRefusedNamingIt() {
        Path missing = dir.resolve("none.json");
        Run r = loam("map", "render", missing.toString(), "--out", dir.resolve("x.png").toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of(missing + ": no such file"), r.err().lines().toList());
    }

    @Test
    void withoutOutItIsAUsageError() throws Exception {
        Run r = loam("map", "render", terraces().toString());
        assertEquals(Loam.USAGE, r.code());
        assertTrue(r.err().contains("--out"), r.err());
    }

    @Test
    void helpEndsWithAnExample() {
        Run r = loam("map", "render", "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("Example:"), r.out());
        assertTrue(r.out().contains("loam map render village.json"), r.out());
        assertTrue(r.out().contains("--look"), r.out());
    }
}
