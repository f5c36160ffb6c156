package dev.loam.assets.internal.glbwrite;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * A PNG encoder for RGBA8 pixels: 8 bits a channel, RGB (colour type 2) when every pixel is
 * opaque and RGBA (colour type 6) otherwise, every row unfiltered, one IDAT chunk. The same
 * pixels always give the same bytes (no time, no text chunk, a fixed deflate level).
 */
public final class Png {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private Png() {
    }

    /**
     * Encodes a picture.
     *
     * @param width  pixels across, at least 1
     * @param height pixels down, at least 1
     * @param rgba   {@code 4 · width · height} bytes, row by row from the top-left; read, never changed
     * @return the PNG file's bytes
     */
    public static byte[] encode(int width, int height, ByteBuffer rgba) {
        boolean alpha = false;
        for (int i = 3; i < 4 * width * height; i += 4) {
            if (rgba.get(i) != (byte) 0xff) {
                alpha = true;
                break;
            }
        }
        int channels = alpha ? 4 : 3;
        int rowBytes = 1 + channels * width;
        byte[] raw = new byte[rowBytes * height];
        int at = 0;
        for (int y = 0; y < height; y++) {
            raw[at++] = 0; // filter: none
            int src = 4 * width * y;
            if (alpha) {
                rgba.get(src, raw, at, 4 * width);
                at += 4 * width;
            } else {
                for (int x = 0; x < width; x++, src += 4) {
                    raw[at++] = rgba.get(src);
                    raw[at++] = rgba.get(src + 1);
                    raw[at++] = rgba.get(src + 2);
                }
            }
        }
        Deflater deflater = new Deflater(6);
        byte[] packed;
        try {
            deflater.setInput(raw);
            deflater.finish();
            ByteArrayOutputStream z = new ByteArrayOutputStream(Math.max(64, raw.length / 4));
            byte[] chunk = new byte[Math.max(1024, Math.min(1 << 16, raw.length))];
            while (!deflater.finished()) {
                int n = deflater.deflate(chunk);
                z.write(chunk, 0, n);
            }
            packed = z.toByteArray();
        } finally {
            deflater.end();
        }
        ByteBuffer header = ByteBuffer.allocate(13);
        header.putInt(width).putInt(height).put((byte) 8).put((byte) (alpha ? 6 : 2)).put((byte) 0).put((byte) 0)
                .put((byte) 0);
        ByteArrayOutputStream out = new ByteArrayOutputStream(packed.length + 64);
        out.writeBytes(SIGNATURE);
        chunk(out, "IHDR", header.array());
        chunk(out, "IDAT", packed);
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        writeInt(out, data.length);
        out.writeBytes(name);
        out.writeBytes(data);
        writeInt(out, (int) crc.getValue());
    }

    private static void writeInt(ByteArrayOutputStream out, int v) {
        out.write(v >>> 24);
        out.write(v >>> 16);
        out.write(v >>> 8);
        out.write(v);
    }
}
