package dev.loam.assets.internal.glbwrite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.AssetException;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class BinTest {
    @Test
    void dataPastWhatOneGlbHoldsIsRefusedBeforeAnythingIsAllocated() {
        Bin bin = new Bin();
        AssetException e = assertThrows(AssetException.class, () -> bin.begin(Bin.LIMIT + 1));
        assertTrue(e.detail().contains("GLB"), e.detail());
        assertEquals(0, bin.size());
    }

    @Test
    void everyBlockStartsOnAFourByteBoundaryPaddedWithZeros() {
        Bin bin = new Bin();
        bin.begin(3);
        bin.bytes(IntBuffer.wrap(new int[] {1, 2, 3}));
        int at = bin.begin(4);
        assertEquals(4, at);
        bin.shorts(IntBuffer.wrap(new int[] {0xabcd, 7}));
        assertEquals(8, bin.begin(4));
        bin.ints(IntBuffer.wrap(new int[] {-1}));
        byte[] out = new byte[12];
        bin.copyTo(out, 0);
        assertArrayEquals(new byte[] {1, 2, 3, 0, (byte) 0xcd, (byte) 0xab, 7, 0, -1, -1, -1, -1}, out);
    }

    @Test
    void pngsDecodeToTheirPixelsOpaqueOrNot() throws Exception {
        for (boolean alpha : new boolean[] {false, true}) {
            int w = 5, h = 3;
            byte[] px = new byte[4 * w * h];
            for (int i = 0; i < w * h; i++) {
                px[4 * i] = (byte) (i * 17);
                px[4 * i + 1] = (byte) (255 - i * 9);
                px[4 * i + 2] = (byte) (i * 5);
                px[4 * i + 3] = (byte) (alpha ? i * 16 : 255);
            }
            byte[] png = Png.encode(w, h, ByteBuffer.wrap(px));
            assertEquals(alpha ? 6 : 2, png[25], "colour type RGBA only when some pixel is see-through");
            assertArrayEquals(png, Png.encode(w, h, ByteBuffer.wrap(px)), "the same pixels give the same bytes");
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
            for (int i = 0; i < w * h; i++) {
                int argb = img.getRGB(i % w, i / w);
                assertEquals(px[4 * i] & 0xff, argb >>> 16 & 0xff);
                assertEquals(px[4 * i + 1] & 0xff, argb >>> 8 & 0xff);
                assertEquals(px[4 * i + 2] & 0xff, argb & 0xff);
                assertEquals(px[4 * i + 3] & 0xff, argb >>> 24);
            }
        }
    }
}
