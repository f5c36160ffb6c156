package dev.loam.terrain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.ByteOrder;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** Importing 16-bit PNG and raw heightmaps with a height scale, and exporting 16-bit PNG. */
class TerrainHeightmapsTest {
    private static byte[] png16(int w, int h, int[] samples) throws Exception {
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_USHORT_GRAY);
        img.getRaster().setSamples(0, 0, w, h, 0, samples);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(img, "png", out);
        return out.toByteArray();
    }

    @Test
    void aPngSampleBecomesItsShareOfTheHeightScaleWithTheTopRowAtLowZ() throws Exception {
        int[] samples = {0, 65535, 32768, 1000, 2000, 3000};
        Terrain t = TerrainHeightmaps.importPng(png16(3, 2, samples), 2, 600);
        assertEquals(3, t.resolutionX());
        assertEquals(2, t.resolutionZ());
        assertEquals(2, t.cellSize());
        assertEquals(600, t.height(1, 0), 1e-4);
        assertEquals(32768 * 600.0 / 65535, t.height(2, 0), 1e-4);
        assertEquals(3000 * 600.0 / 65535, t.height(2, 1), 1e-4);
    }

    @Test
    void importThenExportGivesBackTheSamples() throws Exception {
        int[] samples = new int[16 * 9];
        for (int k = 0; k < samples.length; k++) {
            samples[k] = (k * 4099) % 65536;
        }
        Terrain t = TerrainHeightmaps.importPng(png16(16, 9, samples), 1, 1024);
        BufferedImage back = ImageIO.read(new java.io.ByteArrayInputStream(TerrainHeightmaps.exportPng16(t, 1024)));
        assertEquals(16, back.getWidth());
        assertEquals(16, back.getRaster().getSampleModel().getSampleSize(0));
        assertArrayEquals(samples, back.getRaster().getSamples(0, 0, 16, 9, 0, new int[samples.length]));
    }

    @Test
    void rawSixteenBitReadsInEitherByteOrderSquareOrByWidth() {
        byte[] le = {1, 0, 0, 1, (byte) 0xff, (byte) 0xff, 0, 0};
        Terrain little = TerrainHeightmaps.importRaw16(le, ByteOrder.LITTLE_ENDIAN, 0, 1, 65535);
        assertEquals(2, little.resolutionX());
        assertEquals(1, little.height(0, 0), 1e-3);
        assertEquals(256, little.height(1, 0), 1e-3);
        assertEquals(65535, little.height(0, 1), 1e-3);
        Terrain big = TerrainHeightmaps.importRaw16(le, ByteOrder.BIG_ENDIAN, 0, 1, 65535);
        assertEquals(256, big.height(0, 0), 1e-3);
        assertEquals(1, big.height(1, 0), 1e-3);
        byte[] wide = new byte[2 * 3 * 2];
        Terrain byWidth = TerrainHeightmaps.importRaw16(wide, ByteOrder.LITTLE_ENDIAN, 3, 1, 1);
        assertEquals(3, byWidth.resolutionX());
        assertEquals(2, byWidth.resolutionZ());
    }

    @Test
    void badHeightmapsAreRefusedNamingTheDataOrTheArgument() throws Exception {
        assertEquals("raw", assertThrows(TerrainFormatException.class,
                () -> TerrainHeightmaps.importRaw16(new byte[7], ByteOrder.LITTLE_ENDIAN, 0, 1, 1)).path());
        assertEquals("raw", assertThrows(TerrainFormatException.class,
                () -> TerrainHeightmaps.importRaw16(new byte[12], ByteOrder.LITTLE_ENDIAN, 0, 1, 1)).path());
        assertEquals("height_scale", assertThrows(TerrainFormatException.class,
                () -> TerrainHeightmaps.importRaw16(new byte[8], ByteOrder.LITTLE_ENDIAN, 0, 1, 0)).path());
        assertEquals("png", assertThrows(TerrainFormatException.class,
                () -> TerrainHeightmaps.importPng(new byte[] {1, 2, 3}, 1, 1)).path());
        BufferedImage rgb = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(rgb, "png", out);
        assertEquals("png", assertThrows(TerrainFormatException.class,
                () -> TerrainHeightmaps.importPng(out.toByteArray(), 1, 1)).path());
        assertEquals("png", assertThrows(TerrainFormatException.class,
                () -> TerrainHeightmaps.importPng(png16(1, 5, new int[5]), 1, 1)).path());
    }
}
