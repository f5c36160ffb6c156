package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code loam region render} and {@code loam terrain render}: 3D frames, and their refusals in one line. */
class SceneRenderCliTest {
    @TempDir
    Path dir;

    static final String SMALL_REGION = """
            { "template": "region", "name": "test-small", "seed": 1, "size": [8, 8], "biome": "meadow",
              "features": [ { "kind": "lake", "at": [3, 4], "size": [2, 2], "name": "pond" } ] }
            """;

    private Path region() throws Exception {
        Path spec = dir.resolve("small.json");
        Files.writeString(spec, SMALL_REGION);
        return spec;
    }

    private static int drawn(BufferedImage image) {
        int backdrop = image.getRGB(0, 0), n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (image.getRGB(x, y) != backdrop) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    @Tag("gl")
    void aRegionIsDrawnIn3dAndTheLineSaysWhatTheFrameCost() throws Exception {
        Path png = dir.resolve("small.png");
        MapRenderTest.Run r = MapRenderTest.loam("region", "render", region().toString(), "--out", png.toString(),
                "--width", "160", "--height", "100");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(1, lines.size(), r.out());
        assertTrue(lines.get(0).matches("test-small: 160x100 PNG written to .* \\(diorama look, .*\\): \\d+ draw calls, \\d+ "
                + "triangles, [14] shadow cascades, \\d+\\.\\d ms CPU"), lines.get(0));
        BufferedImage image = ImageIO.read(png.toFile());
        assertTrue(drawn(image) > 160 * 100 / 4, "the framed region fills the frame");
    }

    @Test
    @Tag("gl")
    void aCameraStoodOverTheGroundSeesTheRegionFromThere() throws Exception {
        Path png = dir.resolve("low.png");
        MapRenderTest.Run r = MapRenderTest.loam("region", "render", region().toString(), "--out", png.toString(),
                "--width", "160", "--height", "100", "--camera", "250,+6,200,180,5", "--time", "1.5");
        assertEquals(0, r.code(), r.err());
        BufferedImage image = ImageIO.read(png.toFile());
        int sky = 0, ground = 0;
        for (int x = 0; x < 160; x++) {
            sky += image.getRGB(x, 2) == image.getRGB(0, 0) ? 1 : 0;
            ground += image.getRGB(x, 97) != image.getRGB(0, 0) ? 1 : 0;
        }
        assertTrue(sky > 150 && ground > 150, "sky above, ground below: " + sky + ", " + ground);
    }

    @Test
    @Tag("gl")
    void aRegionsRoadsAreDrawnSeenFromTheHighway() throws Exception {
        Path png = dir.resolve("roads.png");
        // Over the highway at x 460, z 352, 6 m up, looking west (+x) along it and down onto it.
        MapRenderTest.Run r = MapRenderTest.loam("region", "render",
                HelpExamplesTest.EXAMPLES.resolve("regions/test-tiles-roads.json").toString(), "--out", png.toString(),
                "--width", "160", "--height", "100", "--camera", "460,+6,352,90,25");
        assertEquals(0, r.code(), r.err());
        BufferedImage image = ImageIO.read(png.toFile());
        int asphalt = 0, paint = 0;
        for (int y = 50; y < 100; y++) {
            for (int x = 0; x < 160; x++) {
                int c = image.getRGB(x, y), red = c >> 16 & 0xff, green = c >> 8 & 0xff, blue = c & 0xff;
                asphalt += red < 100 && green < 100 && blue < 110 && Math.abs(red - green) < 14 ? 1 : 0;
                paint += red > 170 && green > 170 && blue > 160 ? 1 : 0;
            }
        }
        assertTrue(asphalt > 160 * 50 / 2, "the highway fills the lower half: " + asphalt);
        assertTrue(paint > 20, "its paint shows: " + paint);
    }

    @Test
    @Tag("gl")
    void aTerrainFileIsDrawnIn3d() throws Exception {
        Path png = dir.resolve("hills.png");
        MapRenderTest.Run r = MapRenderTest.loam("terrain", "render",
                HelpExamplesTest.EXAMPLES.resolve("terrain/hills.json").toString(), "--out", png.toString(),
                "--width", "160", "--height", "100", "--look", "plain");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("hills.json: 160x100 PNG written to "), r.out());
        assertTrue(drawn(ImageIO.read(png.toFile())) > 160 * 100 / 5);
    }

    @Test
    void badCameraOptionsAreRefusedInOneLineNamingTheOption() throws Exception {
        Path spec = region();
        Path png = dir.resolve("x.png");
        assertRefused(List.of("--camera 1,2,3: give X,Y,Z,YAW,PITCH, five numbers"),
                "region", "render", spec.toString(), "--out", png.toString(), "--camera", "1,2,3");
        assertRefused(List.of("--camera 1,a,3,0,0: \"a\" is not a number"),
                "region", "render", spec.toString(), "--out", png.toString(), "--camera", "1,a,3,0,0");
        assertRefused(List.of("--pitch 5.0 must lie in 10..89 degrees"),
                "terrain", "render", spec.toString(), "--out", png.toString(), "--pitch", "5");
        assertRefused(List.of("--time NaN must be a finite number of seconds"),
                "region", "render", spec.toString(), "--out", png.toString(), "--time", "NaN");
        assertRefused(List.of("--look dusk is not one of diorama, plain"),
                "region", "render", spec.toString(), "--out", png.toString(), "--look", "dusk");
        assertTrue(Files.notExists(png));
    }

    private static void assertRefused(List<String> lines, String... args) {
        MapRenderTest.Run r = MapRenderTest.loam(args);
        assertEquals(Loam.REFUSED, r.code(), r.out());
        assertEquals(lines, r.err().lines().toList());
    }
}
