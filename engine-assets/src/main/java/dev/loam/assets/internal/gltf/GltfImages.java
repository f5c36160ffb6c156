package dev.loam.assets.internal.gltf;

import dev.loam.model.ModelException;
import dev.loam.model.ModelTexture;
import java.awt.image.BufferedImage;
import java.awt.image.Raster;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Iterator;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.MemoryCacheImageInputStream;

/**
 * PNG and JPEG pictures decoded to RGBA8 (sRGB bytes as the file stores them, top row first). The
 * size a file declares in its header (PNG's IHDR, JPEG's start-of-frame) is checked against
 * {@link ModelTexture#checkSize} before the decoder sees the data, so a declared 2^31-pixel
 * picture is refused without allocating for it. Decoding goes through ImageIO with an in-memory
 * stream (no temporary files, no global ImageIO setting changed).
 */
final class GltfImages {
    /** Pixels as RGBA8. */
    record Pixels(int width, int height, byte[] rgba) {
    }

    private GltfImages() {
    }

    /** "png", "jpeg", or null when the bytes are neither. */
    static String format(byte[] b) {
        if (b.length >= 8 && (b[0] & 0xff) == 0x89 && b[1] == 'P' && b[2] == 'N' && b[3] == 'G') {
            return "png";
        }
        if (b.length >= 3 && (b[0] & 0xff) == 0xff && (b[1] & 0xff) == 0xd8 && (b[2] & 0xff) == 0xff) {
            return "jpeg";
        }
        return null;
    }

    /**
     * The width and height the header declares.
     *
     * @throws IllegalArgumentException with the reason when the header is cut short or has no size
     */
    static long[] declaredSize(byte[] b, String format) {
        if (format.equals("png")) {
            if (b.length < 24 || b[12] != 'I' || b[13] != 'H' || b[14] != 'D' || b[15] != 'R') {
                throw new IllegalArgumentException("the PNG has no IHDR header where it belongs (byte 12)");
            }
            return new long[] {uint32(b, 16), uint32(b, 20)};
        }
        int at = 2;
        while (at + 4 <= b.length) {
            if ((b[at] & 0xff) != 0xff) {
                throw new IllegalArgumentException("the JPEG's markers break off at byte " + at);
            }
            int marker = b[at + 1] & 0xff;
            if (marker == 0xff) {
                at++;
                continue;
            }
            int length = (b[at + 2] & 0xff) << 8 | (b[at + 3] & 0xff);
            boolean sof = marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 && marker != 0xcc;
            if (sof) {
                if (at + 9 > b.length) {
                    break;
                }
                long h = (b[at + 5] & 0xff) << 8 | (b[at + 6] & 0xff);
                long w = (b[at + 7] & 0xff) << 8 | (b[at + 8] & 0xff);
                return new long[] {w, h};
            }
            if (marker == 0xd9 || marker == 0xda) {
                break;
            }
            if (length < 2) {
                throw new IllegalArgumentException("the JPEG's segment at byte " + at + " has length " + length);
            }
            at += 2 + length;
        }
        throw new IllegalArgumentException("the JPEG has no start-of-frame header giving its size");
    }

    /**
     * Decodes a PNG or JPEG whose declared size passed {@link ModelTexture#checkSize}.
     *
     * @throws IllegalArgumentException with the reason when the data does not decode
     * @throws ModelException           when the declared size is too large
     */
    static Pixels decode(byte[] b) {
        String format = format(b);
        if (format == null) {
            throw new IllegalArgumentException("the picture is neither PNG nor JPEG (glTF 2.0's two image formats)");
        }
        long[] size = declaredSize(b, format);
        ModelTexture.checkSize(size[0], size[1]);
        Iterator<ImageReader> readers = ImageIO.getImageReadersByFormatName(format);
        if (!readers.hasNext()) {
            throw new IllegalArgumentException("this Java has no " + format + " decoder");
        }
        ImageReader reader = readers.next();
        try (ImageInputStream in = new MemoryCacheImageInputStream(new ByteArrayInputStream(b))) {
            reader.setInput(in, true, true);
            int w = reader.getWidth(0), h = reader.getHeight(0);
            if (w != size[0] || h != size[1]) {
                throw new IllegalArgumentException("the decoder reads " + w + " × " + h + " where the header declares "
                        + size[0] + " × " + size[1]);
            }
            BufferedImage img = reader.read(0);
            if (img.getWidth() != w || img.getHeight() != h) {
                throw new IllegalArgumentException("decoded " + img.getWidth() + " × " + img.getHeight() + ", not " + w + " × " + h);
            }
            return new Pixels(w, h, rgba(img));
        } catch (IOException e) {
            throw new IllegalArgumentException("the " + format.toUpperCase(java.util.Locale.ROOT) + " does not decode: "
                    + e.getMessage(), e);
        } finally {
            reader.dispose();
        }
    }

    /** The image's pixels as RGBA8; grey pictures keep their stored values (ImageIO's RGB view would re-encode them). */
    static byte[] rgba(BufferedImage img) {
        int w = img.getWidth(), h = img.getHeight();
        byte[] out = new byte[4 * w * h];
        Raster r = img.getRaster();
        int bands = r.getNumBands();
        int bits = img.getColorModel().getComponentSize(0);
        boolean grey = img.getColorModel().getColorSpace().getType() == java.awt.color.ColorSpace.TYPE_GRAY
                && (bands == 1 || bands == 2) && !(img.getColorModel() instanceof java.awt.image.IndexColorModel);
        if (grey) {
            int shift = Math.max(0, bits - 8);
            int[] px = new int[bands];
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    r.getPixel(x, y, px);
                    int i = 4 * (y * w + x);
                    byte g = (byte) (px[0] >> shift);
                    out[i] = g;
                    out[i + 1] = g;
                    out[i + 2] = g;
                    out[i + 3] = bands == 2 ? (byte) (px[1] >> shift) : (byte) 0xff;
                }
            }
            return out;
        }
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            img.getRGB(0, y, w, 1, row, 0, w);
            for (int x = 0; x < w; x++) {
                int argb = row[x], i = 4 * (y * w + x);
                out[i] = (byte) (argb >> 16);
                out[i + 1] = (byte) (argb >> 8);
                out[i + 2] = (byte) argb;
                out[i + 3] = (byte) (argb >>> 24);
            }
        }
        return out;
    }

    private static long uint32(byte[] b, int at) {
        return ((long) (b[at] & 0xff) << 24) | (b[at + 1] & 0xff) << 16 | (b[at + 2] & 0xff) << 8 | (b[at + 3] & 0xff);
    }
}
