package dev.loam.assets;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.zip.CRC32;
import javax.imageio.ImageIO;

/** Small PNG and JPEG files made in code for the readers' tests. */
final class TestPictures {
    private TestPictures() {
    }

    /** A PNG of the given ARGB pixels, row by row from the top-left. */
    static byte[] png(int width, int height, int... argb) {
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        img.setRGB(0, 0, width, height, argb, 0, width);
        return encode(img, "png");
    }

    /** A JPEG of one grey. */
    static byte[] jpeg(int width, int height, int grey) {
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                img.setRGB(x, y, grey << 16 | grey << 8 | grey);
            }
        }
        return encode(img, "jpeg");
    }

    private static byte[] encode(BufferedImage img, String format) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            if (!ImageIO.write(img, format, out)) {
                throw new IllegalStateException("no " + format + " writer");
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A PNG whose header declares {@code width × height} pixels, with a correct checksum and no pixel data. */
    static byte[] pngDeclaring(int width, int height) {
        ByteBuffer b = ByteBuffer.allocate(8 + 25 + 12);
        b.put(new byte[] {(byte) 0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a});
        b.putInt(13);
        int crcFrom = b.position();
        b.put(new byte[] {'I', 'H', 'D', 'R'});
        b.putInt(width).putInt(height).put((byte) 8).put((byte) 6).put((byte) 0).put((byte) 0).put((byte) 0);
        CRC32 crc = new CRC32();
        crc.update(b.array(), crcFrom, 17);
        b.putInt((int) crc.getValue());
        b.putInt(0);
        crcFrom = b.position();
        b.put(new byte[] {'I', 'E', 'N', 'D'});
        crc.reset();
        crc.update(b.array(), crcFrom, 4);
        b.putInt((int) crc.getValue());
        return b.array();
    }
}
