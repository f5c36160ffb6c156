package dev.loam.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockMapException;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.TextureVariation;
import dev.loam.terrain.TerrainFormatException;
import dev.loam.terrain.TerrainHeightmaps;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * A picture whose header claims more pixels than its bytes can hold is refused before a decoder
 * allocates for it: the allocation for a refused file stays in proportion to its bytes.
 */
class ClaimedImageSizeTest {
    /** A PNG whose IHDR claims width × height at the depth and colour type, with a few bytes of image data. */
    static byte[] claimingPng(int width, int height, int depth, int colourType) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        ByteBuffer ihdr = ByteBuffer.allocate(13).putInt(width).putInt(height).put((byte) depth).put((byte) colourType)
                .put((byte) 0).put((byte) 0).put((byte) 0);
        chunk(out, "IHDR", ihdr.array());
        Deflater d = new Deflater();
        d.setInput(new byte[64]);
        d.finish();
        byte[] buf = new byte[128];
        int n = d.deflate(buf);
        chunk(out, "IDAT", java.util.Arrays.copyOf(buf, n));
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) throws IOException {
        out.write(ByteBuffer.allocate(4).putInt(data.length).array());
        byte[] t = type.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        out.write(t);
        out.write(data);
        CRC32 crc = new CRC32();
        crc.update(t);
        crc.update(data);
        out.write(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }

    private static long allocatedBy(Runnable r) {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = mx.getCurrentThreadAllocatedBytes();
        r.run();
        return mx.getCurrentThreadAllocatedBytes() - before;
    }

    @Test
    void aTinyHeightmapClaimingTheLargestSizeIsRefusedWithoutAllocatingForIt() throws IOException {
        byte[] png = claimingPng(16385, 16385, 16, 0);
        assertTrue(png.length < 100);
        long[] bytes = new long[1];
        TerrainFormatException[] e = new TerrainFormatException[1];
        bytes[0] = allocatedBy(() -> e[0] = assertThrows(TerrainFormatException.class,
                () -> TerrainHeightmaps.importPng(png, 1, 100)));
        assertEquals("png", e[0].path());
        assertTrue(e[0].getMessage().contains("16385 × 16385"), e[0].getMessage());
        assertTrue(bytes[0] < 8L << 20, "refusing a " + png.length + "-byte file allocated " + bytes[0] + " bytes");
    }

    @Test
    void aTinyTextureClaiming4096SquaredIsRefusedWithoutAllocatingForIt() throws IOException {
        byte[] png = claimingPng(4096, 4096, 8, 6);
        BlockMapException[] e = new BlockMapException[1];
        long bytes = allocatedBy(() -> e[0] = assertThrows(BlockMapException.class,
                () -> PixelTexture.fromPng("lawn", new ByteArrayInputStream(png), 16, TextureVariation.DEFAULT)));
        assertEquals("textures.lawn", e[0].path());
        assertTrue(bytes < 8L << 20, "refusing a " + png.length + "-byte file allocated " + bytes + " bytes");
    }

    @Test
    void aWholePictureOfAnySizeIsNotRefused() throws IOException {
        for (int[] size : new int[][] {{1, 1}, {64, 16}, {512, 512}}) {
            BufferedImage img = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_ARGB);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(img, "png", out);
            assertNull(ImageBytes.problem(out.toByteArray()));
            out.reset();
            BufferedImage rgb = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_RGB);
            ImageIO.write(rgb, "jpeg", out);
            assertNull(ImageBytes.problem(out.toByteArray()));
            assertEquals(size[0], ImageBytes.declaredSize(out.toByteArray())[0]);
            assertEquals(size[1], ImageBytes.declaredSize(out.toByteArray())[1]);
        }
    }

    @Test
    void theBoundIsDeflatesOwnRatio() throws IOException {
        // 64 zero bytes deflate to a dozen; a claimed 16 × 16 grey picture (272 bytes of rows) fits
        // within 1,032 times that, a claimed 4096 × 4096 does not.
        assertNull(ImageBytes.problem(claimingPng(16, 16, 8, 0)));
        assertNotNull(ImageBytes.problem(claimingPng(4096, 4096, 8, 0)));
        assertNotNull(ImageBytes.problem(java.util.Arrays.copyOf(claimingPng(16, 16, 8, 0), 20)));
    }
}
