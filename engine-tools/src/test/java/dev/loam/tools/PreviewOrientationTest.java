package dev.loam.tools;

import static dev.loam.tools.LoamCliTest.loam;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import dev.loam.terrain.TerrainLayer;
import dev.loam.tools.LoamCliTest.Run;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntPredicate;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code terrain preview} and {@code region preview} agree: north up, east to the right, the
 * north-west corner at the picture's top left. Block maps, worlds and imported heightmaps have
 * north at −z (east +x); regions have it at +z (east −x), and so do the terrains they write.
 */
class PreviewOrientationTest {
    static final int GREY = 0x808080;
    static final int RED = 0xFF0000;
    static final int GREEN = 0x00FF00;
    static final int BLUE = 0x0000FF;
    static final String COLOURS = "#808080,#ff0000,#00ff00,#0000ff";

    @TempDir
    Path dir;

    /** A flat 5x5 terrain, grey but for three corners: (0, 0) red, (4, 0) green, (4, 4) blue. */
    private Path cornersTerrain() {
        int n = 5;
        byte[] splat = new byte[4 * n * n];
        for (int v = 0; v < n * n; v++) {
            splat[4 * v] = (byte) 255;
        }
        paint(splat, n, 0, 0, 1);
        paint(splat, n, 4, 0, 2);
        paint(splat, n, 4, 4, 3);
        Terrain t = Terrain.builder(n, n, 1).splat(splat).layers(List.of(TerrainLayer.of("grey"), TerrainLayer.of("red"),
                TerrainLayer.of("green"), TerrainLayer.of("blue"))).build();
        Path p = dir.resolve("corners.json");
        TerrainFiles.write(TerrainFile.of(t), p);
        return p;
    }

    private static void paint(byte[] splat, int n, int i, int j, int layer) {
        int v = j * n + i;
        splat[4 * v] = 0;
        splat[4 * v + layer] = (byte) 255;
    }

    private BufferedImage preview(Path terrain, String... north) throws Exception {
        Path png = dir.resolve("preview-" + north.length + ".png");
        List<String> args = new java.util.ArrayList<>(List.of("terrain", "preview", terrain.toString(), "--out",
                png.toString(), "--colours", COLOURS));
        args.addAll(List.of(north));
        Run r = loam(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        return ImageIO.read(png.toFile());
    }

    private static int rgb(BufferedImage image, int x, int y) {
        return image.getRGB(x, y) & 0xFFFFFF;
    }

    @Test
    void aTerrainWhoseNorthIsMinusZHasItsLowXLowZCornerAtTheTopLeft() throws Exception {
        BufferedImage image = preview(cornersTerrain());
        assertEquals(RED, rgb(image, 0, 0), "north-west: vertex (0, 0), low x and low z");
        assertEquals(GREEN, rgb(image, 4, 0), "north-east: vertex (4, 0), east is +x");
        assertEquals(BLUE, rgb(image, 4, 4), "south-east: vertex (4, 4)");
        assertEquals(GREY, rgb(image, 0, 4), "south-west: vertex (0, 4)");
    }

    @Test
    void aTerrainWhoseNorthIsPlusZHasItsHighXHighZCornerAtTheTopLeftAsARegionsMapHas() throws Exception {
        BufferedImage image = preview(cornersTerrain(), "--north", "+z");
        assertEquals(BLUE, rgb(image, 0, 0), "north-west: vertex (4, 4), high z (north) and high x (west)");
        assertEquals(GREY, rgb(image, 4, 0), "north-east: vertex (0, 4), east is -x");
        assertEquals(RED, rgb(image, 4, 4), "south-east: vertex (0, 0), the region's south-east corner");
        assertEquals(GREEN, rgb(image, 0, 4), "south-west: vertex (4, 0)");
    }

    @Test
    void anUnknownNorthIsRefused() throws Exception {
        Run r = loam("terrain", "preview", cornersTerrain().toString(), "--out", dir.resolve("x.png").toString(),
                "--north", "up");
        assertEquals(Loam.REFUSED, r.code());
        assertEquals("--north up: must be -z or +z\n", r.err());
    }

    /** The mean column and row of the pixels that pass, and their share of the picture. */
    private static double[] centroid(BufferedImage image, IntPredicate pass) {
        double x = 0;
        double y = 0;
        int n = 0;
        for (int py = 0; py < image.getHeight(); py++) {
            for (int px = 0; px < image.getWidth(); px++) {
                if (pass.test(image.getRGB(px, py) & 0xFFFFFF)) {
                    x += px;
                    y += py;
                    n++;
                }
            }
        }
        return new double[] {x / n, y / n, (double) n / (image.getWidth() * image.getHeight())};
    }

    private static boolean grey(int rgb) {
        int r = rgb >> 16 & 255;
        int g = rgb >> 8 & 255;
        int b = rgb & 255;
        return Math.abs(r - g) < 14 && Math.abs(g - b) < 14 && g > 40 && g < 230;
    }

    @Test
    void aRegionsPreviewAndThePreviewOfTheTerrainItWritesShowItsRockInTheSamePlaceNorthWest() throws Exception {
        // The spec's mountain stands at tile [7, 7] of 10 x 10: north-west of the middle, as its map text shows it.
        Path spec = Files.writeString(dir.resolve("test-tiles-terrain.json"), RegionCommandTest.TERRAIN);
        Path region = dir.resolve("region.png");
        assertEquals(0, loam("region", "preview", spec.toString(), "--out", region.toString(), "--scale", "1").code());
        assertEquals(0, loam("region", "build", spec.toString(), "--out", dir.resolve("built").toString()).code());
        Path terrain = dir.resolve("built/test-tiles-terrain.terrain.json");
        // The region's terrain layers: its ground, then rock.
        Path png = dir.resolve("terrain.png");
        Run r = loam("terrain", "preview", terrain.toString(), "--north", "+z", "--colours", "#00ff00,#0000ff",
                "--out", png.toString());
        assertEquals(0, r.code(), r.err());
        BufferedImage fromRegion = ImageIO.read(region.toFile());
        BufferedImage fromTerrain = ImageIO.read(png.toFile());
        assertEquals(fromRegion.getWidth(), fromTerrain.getWidth());
        double[] a = centroid(fromRegion, PreviewOrientationTest::grey);
        double[] b = centroid(fromTerrain, rgb -> (rgb & 255) > (rgb >> 8 & 255));
        assertTrue(a[2] > 0.005 && b[2] > 0.005, "both show rock: " + a[2] + ", " + b[2]);
        int w = fromRegion.getWidth();
        assertTrue(a[0] < w / 2.0 && a[1] < w / 2.0, "the region's rock is north-west, top left: " + a[0] + ", " + a[1]);
        assertEquals(a[0], b[0], 4, "the rock's column agrees");
        assertEquals(a[1], b[1], 4, "the rock's row agrees");
    }
}
