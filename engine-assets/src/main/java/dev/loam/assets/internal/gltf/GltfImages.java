package dev.loam.assets.internal.gltf;

import dev.loam.core.internal.ImageBytes;
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
        long[] size = ImageBytes.declaredSize(b);
        ModelTexture.checkSize(size[0], size[1]);
        String short_ = ImageBytes.problem(b);
        if (short_ != null) {
            throw new IllegalArgumentException(short_);
        }
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

}
