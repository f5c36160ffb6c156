package dev.loam.assets.internal;

import dev.loam.core.internal.ImageBytes;
import dev.loam.assets.AssetException;
import dev.loam.model.ModelException;
import dev.loam.model.ModelTexture;
import dev.loam.model.Sampler;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Iterator;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * Decodes PNG and JPEG bytes into a {@link ModelTexture}, reading the declared size from the
 * file's header and checking it against {@link ModelTexture#checkSize} before any pixel is decoded.
 */
public final class TextureDecoder {
    /** The most bytes a texture file may have, 256 MiB. */
    public static final long MAX_TEXTURE_BYTES = 256L << 20;

    private TextureDecoder() {
    }

    /** Whether the bytes start as a PNG does. */
    public static boolean isPng(byte[] b) {
        return ImageBytes.isPng(b);
    }

    /** Whether the bytes start as a JPEG does. */
    public static boolean isJpeg(byte[] b) {
        return ImageBytes.isJpeg(b);
    }

    /**
     * Decodes a picture.
     *
     * @param bytes   the PNG or JPEG file
     * @param name    the texture's name
     * @param sampler how it is read
     * @param place   where a refusal is placed
     * @throws AssetException naming {@code place} for anything but a PNG or JPEG, a declared size
     *                        past {@link ModelTexture}'s limits, or bytes that do not decode
     */
    public static ModelTexture decode(byte[] bytes, String name, Sampler sampler, String place) {
        String format = isPng(bytes) ? "png" : isJpeg(bytes) ? "jpeg" : null;
        if (format == null) {
            throw new AssetException(place, name + " is neither a PNG nor a JPEG picture");
        }
        BufferedImage image;
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes))) {
            Iterator<ImageReader> readers = ImageIO.getImageReadersByFormatName(format);
            if (in == null || !readers.hasNext()) {
                throw new AssetException(place, "no " + format + " decoder is available for " + name);
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(in, true, true);
                long w = reader.getWidth(0);
                long h = reader.getHeight(0);
                try {
                    ModelTexture.checkSize(w, h);
                } catch (ModelException e) {
                    throw new AssetException(place, name + " declares " + w + " × " + h + " pixels: " + e.detail(), e);
                }
                String short_ = ImageBytes.problem(bytes);
                if (short_ != null) {
                    throw new AssetException(place, name + ": " + short_);
                }
                image = reader.read(0);
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            if (e instanceof AssetException a) {
                throw a;
            }
            throw new AssetException(place, name + " does not decode as " + format + ": " + e, e);
        } catch (OutOfMemoryError e) {
            throw new AssetException(place, name + " is too large to decode", e);
        }
        int w = image.getWidth();
        int h = image.getHeight();
        try {
            ModelTexture.checkSize(w, h);
        } catch (ModelException e) {
            throw new AssetException(place, name + " decodes to " + w + " × " + h + " pixels: " + e.detail(), e);
        }
        byte[] rgba = new byte[4 * w * h];
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            image.getRGB(0, y, w, 1, row, 0, w);
            for (int x = 0; x < w; x++) {
                int argb = row[x];
                int i = 4 * (y * w + x);
                rgba[i] = (byte) (argb >> 16);
                rgba[i + 1] = (byte) (argb >> 8);
                rgba[i + 2] = (byte) argb;
                rgba[i + 3] = (byte) (argb >>> 24);
            }
        }
        return new ModelTexture(name, w, h, rgba, sampler);
    }
}
