package dev.loam.model;

import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * A texture's pixels, RGBA8 row by row from the top-left (index {@code 4 · (y · width + x)}),
 * colour channels sRGB-encoded as PNG and JPEG store them, with the sampler that reads them.
 * Immutable: the pixels are copied in and handed out read-only.
 */
public final class ModelTexture {
    /** The longest side a texture may have, 16384 pixels. */
    public static final int MAX_SIDE = 16384;
    /** The most pixels a texture may have, 2^26 (a 8192 × 8192 picture; 256 MiB of RGBA). */
    public static final long MAX_PIXELS = 1L << 26;

    private final String name;
    private final int width;
    private final int height;
    private final byte[] rgba;
    private final Sampler sampler;

    /**
     * @param name    a name for messages and export; not null
     * @param width   pixels across, 1 to {@value #MAX_SIDE}
     * @param height  pixels down, 1 to {@value #MAX_SIDE}
     * @param rgba    {@code 4 · width · height} bytes; copied
     * @param sampler how the pixels are read
     * @throws ModelException naming {@code width}, {@code height} or {@code pixels}
     */
    public ModelTexture(String name, int width, int height, byte[] rgba, Sampler sampler) {
        this.name = Objects.requireNonNull(name, "name");
        this.sampler = Objects.requireNonNull(sampler, "sampler");
        checkSize(width, height);
        Objects.requireNonNull(rgba, "rgba");
        if (rgba.length != 4L * width * height) {
            throw new ModelException("pixels", rgba.length + " bytes given; " + width + " × " + height
                    + " RGBA pixels need " + 4L * width * height);
        }
        this.width = width;
        this.height = height;
        this.rgba = rgba.clone();
    }

    /**
     * Checks a declared size before anything is allocated for it.
     *
     * @throws ModelException naming {@code width} or {@code height} when a side is below 1 or
     *                        above {@value #MAX_SIDE}, or the two make more than {@link #MAX_PIXELS}
     */
    public static void checkSize(long width, long height) {
        if (width < 1 || width > MAX_SIDE) {
            throw new ModelException("width", width + " pixels is outside 1.." + MAX_SIDE);
        }
        if (height < 1 || height > MAX_SIDE) {
            throw new ModelException("height", height + " pixels is outside 1.." + MAX_SIDE);
        }
        if (width * height > MAX_PIXELS) {
            throw new ModelException("", width + " × " + height + " pixels is more than the " + MAX_PIXELS + " a texture may have");
        }
    }

    /** A texture of one colour, 1 × 1 pixel, sRGB bytes. */
    public static ModelTexture solid(String name, int r, int g, int b, int a) {
        return new ModelTexture(name, 1, 1, new byte[] {(byte) r, (byte) g, (byte) b, (byte) a}, Sampler.DEFAULT);
    }

    public String name() {
        return name;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public Sampler sampler() {
        return sampler;
    }

    /** The pixels, read-only, positioned at 0. */
    public ByteBuffer pixels() {
        return ByteBuffer.wrap(rgba).asReadOnlyBuffer();
    }

    /** The pixel at (x, y) as {@code 0xRRGGBBAA}. */
    public int pixel(int x, int y) {
        Objects.checkIndex(x, width);
        Objects.checkIndex(y, height);
        int i = 4 * (y * width + x);
        return (rgba[i] & 0xff) << 24 | (rgba[i + 1] & 0xff) << 16 | (rgba[i + 2] & 0xff) << 8 | (rgba[i + 3] & 0xff);
    }

    /** Whether any pixel's alpha is below 255. */
    public boolean hasAlpha() {
        for (int i = 3; i < rgba.length; i += 4) {
            if (rgba[i] != (byte) 0xff) {
                return true;
            }
        }
        return false;
    }

    /** This texture's pixels under another sampler. */
    public ModelTexture withSampler(Sampler other) {
        return new ModelTexture(name, width, height, rgba, other);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ModelTexture t && t.name.equals(name) && t.width == width && t.height == height
                && t.sampler.equals(sampler) && java.util.Arrays.equals(t.rgba, rgba);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, width, height, sampler, java.util.Arrays.hashCode(rgba));
    }

    @Override
    public String toString() {
        return "ModelTexture[" + name + ", " + width + " × " + height + ", " + sampler + "]";
    }
}
