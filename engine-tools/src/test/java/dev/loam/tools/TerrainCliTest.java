package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterItem;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import dev.loam.terrain.TerrainLayer;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code loam terrain info|convert|import|preview} through {@link Loam#run}. */
class TerrainCliTest {
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

    private static Terrain hill() {
        int n = 17;
        float[] h = new float[n * n];
        byte[] splat = new byte[4 * n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double d = Math.hypot(i - 8, j - 8);
                h[j * n + i] = (float) Math.max(0, 40 - 5 * d);
                splat[4 * (j * n + i) + (d < 4 ? 1 : 0)] = (byte) 255;
            }
        }
        byte[] holes = new byte[16 * 16];
        holes[0] = 1;
        return Terrain.builder(n, n, 2).heights(h).splat(splat).holes(holes).chunkCells(8)
                .layers(List.of(TerrainLayer.of("grass"), TerrainLayer.of("rock"))).build();
    }

    private Path write(String name, TerrainFile f) {
        Path p = dir.resolve(name);
        TerrainFiles.write(f, p);
        return p;
    }

    @Test
    void infoPrintsOneLineANode() {
        Scatter s = Scatter.builder("pines").items(List.of(ScatterItem.of("res://pine.glb"))).build();
        s.add(0, 1, 2, 3, 0, 0, 0, 1);
        Path p = write("both.loamterrain", new TerrainFile(Optional.of(hill()), List.of(s)));
        Run r = loam("terrain", "info", p.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("terrain: 17x17 vertices (16x16 cells of 2), heights 0..40 above y 0, layers grass, rock, splat, 1 hole, "
                + "2x2 chunks of 8 cells\nscatter pines: props, 1 item, 1 instance, collision convex, chunk size 2048 in 1 cell\n",
                r.out().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void aMalformedFileIsRefusedInOneLineNamingTheKey() throws Exception {
        Path p = dir.resolve("bad.json");
        Files.writeString(p, "{\"origin\": [0, 0, 0], \"resolution\": [1, 2], \"cell_size\": 1, \"heights\": \"\", \"layers\": []}");
        Run r = loam("terrain", "info", p.toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(p + ": resolution[0]: 1 vertices along X must lie in 2..16385", r.err().strip());
        Run missing = loam("terrain", "info", dir.resolve("none.json").toString());
        assertEquals(Loam.REFUSED, missing.code());
        assertTrue(missing.err().contains("no such file"));
    }

    @Test
    void convertGoesBothWaysLosslessly() throws Exception {
        Path json = write("hill.json", TerrainFile.of(hill()));
        Path bin = dir.resolve("hill.loamterrain");
        Run r = loam("terrain", "convert", json.toString(), bin.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("wrote " + bin + " (binary container, "), r.out());
        Path back = dir.resolve("back.json");
        assertEquals(0, loam("terrain", "convert", bin.toString(), back.toString()).code());
        assertEquals(Files.readString(json), Files.readString(back));
        Run wrongExtension = loam("terrain", "convert", json.toString(), dir.resolve("hill.txt").toString());
        assertEquals(Loam.REFUSED, wrongExtension.code());
        assertTrue(wrongExtension.err().contains("the extension must be .json"));
    }

    @Test
    void importReadsASixteenBitPngWithItsScale() throws Exception {
        BufferedImage img = new BufferedImage(5, 4, BufferedImage.TYPE_USHORT_GRAY);
        img.getRaster().setSample(2, 1, 0, 65535);
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        ImageIO.write(img, "png", png);
        Path heightmap = dir.resolve("h.png");
        Files.write(heightmap, png.toByteArray());
        Path out = dir.resolve("h.loamterrain");
        Run r = loam("terrain", "import", heightmap.toString(), "--cell-size", "2", "--height-scale", "300", "--out",
                out.toString());
        assertEquals(0, r.code(), r.err());
        Terrain t = TerrainFiles.read(out).terrain().orElseThrow();
        assertEquals(5, t.resolutionX());
        assertEquals(300, t.height(2, 1), 1e-3);
        assertEquals(List.of(TerrainLayer.of("grass")), t.layers());
        Run raw = loam("terrain", "import", heightmap.toString(), "--cell-size", "0", "--height-scale", "300", "--out",
                out.toString());
        assertEquals(Loam.REFUSED, raw.code());
        assertTrue(raw.err().startsWith("--cell-size: "), raw.err());
    }

    @Test
    void importReadsRawSixteenBitInEitherByteOrder() throws Exception {
        byte[] raw = new byte[2 * 9];
        raw[0] = 1; // sample 0 is 1 little-endian, 256 big-endian
        Path heightmap = dir.resolve("h.r16");
        Files.write(heightmap, raw);
        Path out = dir.resolve("h.json");
        assertEquals(0, loam("terrain", "import", heightmap.toString(), "--cell-size", "1", "--height-scale", "65535",
                "--byte-order", "big", "--out", out.toString()).code());
        assertEquals(256, TerrainFiles.read(out).terrain().orElseThrow().height(0, 0), 1e-3);
    }

    @Test
    void previewDrawsAShadedReliefInTheLayersColours() throws Exception {
        Path p = write("hill.loamterrain", TerrainFile.of(hill()));
        Path png = dir.resolve("hill.png");
        Run r = loam("terrain", "preview", p.toString(), "--out", png.toString());
        assertEquals(0, r.code(), r.err());
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(17, img.getWidth());
        assertEquals(0, img.getRGB(0, 0) >>> 24, "the hole is transparent");
        int rock = img.getRGB(8, 8);
        int grass = img.getRGB(15, 15);
        // Rock is grey (r = g = b), grass is green (g above r and b).
        assertEquals(rock >> 16 & 0xff, rock >> 8 & 0xff);
        assertTrue((grass >> 8 & 0xff) > (grass >> 16 & 0xff));
        // The slope facing the light (north-west) is brighter than the one facing away.
        assertTrue((img.getRGB(5, 5) >> 8 & 0xff) > (img.getRGB(11, 11) >> 8 & 0xff));
    }

    @Test
    void everyTerrainCommandHasHelpWithAnExample() {
        for (String c : List.of("info", "convert", "import", "preview")) {
            Run r = loam("terrain", c, "--help");
            assertEquals(0, r.code());
            assertTrue(r.out().contains("Example:"), c);
        }
        Run group = loam("terrain", "--help");
        assertTrue(group.out().contains("Example:"));
        assertFalse(group.out().isBlank());
    }
}
