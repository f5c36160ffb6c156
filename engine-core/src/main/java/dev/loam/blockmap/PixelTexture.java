package dev.loam.blockmap;

import dev.loam.core.internal.ImageBytes;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.Consumer;
import javax.imageio.ImageIO;

/**
 * A small pixel-art texture, painted texel by texel, laid in world space at
 * {@link #pixelsPerMetre()} texels a metre. Faces, cover strips and lips use it. Immutable: the
 * texels are copied in and handed out as copies.
 *
 * <p>Texels are {@code 0xAARRGGBB}, row-major from the top-left.
 */
public final class PixelTexture {
    /** Texels a metre when none is given: 16, so a 16-texel frame is a metre across. */
    public static final double DEFAULT_PIXELS_PER_METRE = 16;
    /** The largest width or height accepted, in texels. */
    public static final int MAX_SIZE = 4096;

    private final String name;
    private final int width;
    private final int height;
    private final double pixelsPerMetre;
    private final TextureVariation variation;
    private final int[] argb;

    private PixelTexture(String name, int width, int height, double pixelsPerMetre, TextureVariation variation,
                         int[] argb) {
        this.name = name;
        this.width = width;
        this.height = height;
        this.pixelsPerMetre = pixelsPerMetre;
        this.variation = variation;
        this.argb = argb;
    }

    /**
     * Defines a texture of the default variation at 16 texels a metre, painted by a callback.
     *
     * @param name  the texture's name, which also seeds the cover cards drawn from it
     * @param paint called once with a canvas of opaque black texels
     * @throws BlockMapException naming the texture when a size is outside 1..{@value #MAX_SIZE}
     */
    public static PixelTexture define(String name, int width, int height, Consumer<PixelCanvas> paint) {
        return builder(name, width, height).paint(paint).build();
    }

    /** A builder for a texture with a non-default texel density or variation. */
    public static Builder builder(String name, int width, int height) {
        return new Builder(name, width, height);
    }

    /**
     * Reads a texture from PNG bytes (from a data file), keeping its alpha.
     *
     * @throws BlockMapException naming the texture when the bytes are not a readable image
     */
    public static PixelTexture fromPng(String name, InputStream png, double pixelsPerMetre,
                                       TextureVariation variation) {
        BufferedImage image;
        try {
            byte[] bytes = png.readNBytes((int) PngTextures.MAX_PNG_BYTES + 1);
            if (bytes.length > PngTextures.MAX_PNG_BYTES) {
                throw new BlockMapException("textures." + name, "the PNG is more than " + PngTextures.MAX_PNG_BYTES + " bytes");
            }
            String short_ = ImageBytes.problem(bytes);
            if (short_ != null) {
                throw new BlockMapException("textures." + name, short_);
            }
            image = ImageIO.read(new java.io.ByteArrayInputStream(bytes));
        } catch (IOException e) {
            throw new BlockMapException("textures." + name, "cannot read the PNG: " + e.getMessage(), e);
        }
        if (image == null) {
            throw new BlockMapException("textures." + name, "the file is not a PNG image");
        }
        int w = image.getWidth(), h = image.getHeight();
        checkSize(name, w, h);
        int[] texels = image.getRGB(0, 0, w, h, null, 0, w);
        return builder(name, w, h).pixelsPerMetre(pixelsPerMetre).variation(variation).texels(texels).build();
    }

    /** The name, which with the game's texture seed seeds the cards drawn from this strip. */
    public String name() {
        return name;
    }

    /** Width in texels. */
    public int width() {
        return width;
    }

    /** Height in texels. */
    public int height() {
        return height;
    }

    /** Texels a metre of world space (16 unless set). */
    public double pixelsPerMetre() {
        return pixelsPerMetre;
    }

    /** How repeats vary across world space. */
    public TextureVariation variation() {
        return variation;
    }

    /** The texel at (x, y) as {@code 0xAARRGGBB}. */
    public int argb(int x, int y) {
        Objects.checkIndex(x, width);
        Objects.checkIndex(y, height);
        return argb[y * width + x];
    }

    /** A copy of every texel as {@code 0xAARRGGBB}, row-major from the top-left. The caller owns it. */
    public int[] texels() {
        return argb.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PixelTexture t && name.equals(t.name) && width == t.width && height == t.height
                && pixelsPerMetre == t.pixelsPerMetre && variation == t.variation && Arrays.equals(argb, t.argb);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + Arrays.hashCode(argb);
    }

    @Override
    public String toString() {
        return "PixelTexture[" + name + " " + width + "x" + height + "]";
    }

    private static void checkSize(String name, int width, int height) {
        if (width < 1 || height < 1 || width > MAX_SIZE || height > MAX_SIZE) {
            throw new BlockMapException("textures." + name,
                    "size " + width + "x" + height + " must lie in 1.." + MAX_SIZE + " each way");
        }
    }

    /** Builds a {@link PixelTexture}; see {@link PixelTexture#builder(String, int, int)}. */
    public static final class Builder {
        private final String name;
        private final int width;
        private final int height;
        private double pixelsPerMetre = DEFAULT_PIXELS_PER_METRE;
        private TextureVariation variation = TextureVariation.DEFAULT;
        private Consumer<PixelCanvas> paint;
        private int[] texels;

        private Builder(String name, int width, int height) {
            if (name == null || name.isBlank()) {
                throw new BlockMapException("textures", "a texture needs a name");
            }
            checkSize(name, width, height);
            this.name = name;
            this.width = width;
            this.height = height;
        }

        /** Texels a metre, above 0 (16 unless set). */
        public Builder pixelsPerMetre(double pixelsPerMetre) {
            if (!(pixelsPerMetre > 0) || Double.isInfinite(pixelsPerMetre)) {
                throw new BlockMapException("textures." + name + ".pixelsPerMetre",
                        pixelsPerMetre + " must be a finite number above 0");
            }
            this.pixelsPerMetre = pixelsPerMetre;
            return this;
        }

        /** How repeats vary ({@link TextureVariation#DEFAULT} unless set). */
        public Builder variation(TextureVariation variation) {
            this.variation = Objects.requireNonNull(variation, "variation");
            return this;
        }

        /** The paint callback, called once on {@link #build()}. */
        public Builder paint(Consumer<PixelCanvas> paint) {
            this.paint = Objects.requireNonNull(paint, "paint");
            return this;
        }

        Builder texels(int[] argb) {
            this.texels = argb;
            return this;
        }

        /** Paints and returns the texture. */
        public PixelTexture build() {
            int[] argb = new int[width * height];
            if (texels != null) {
                System.arraycopy(texels, 0, argb, 0, argb.length);
            } else {
                Arrays.fill(argb, 0xff000000);
                if (paint != null) {
                    paint.accept(new Canvas(argb));
                }
            }
            return new PixelTexture(name, width, height, pixelsPerMetre, variation, argb);
        }

        private final class Canvas implements PixelCanvas {
            private final int[] argb;

            Canvas(int[] argb) {
                this.argb = argb;
            }

            @Override
            public int width() {
                return width;
            }

            @Override
            public int height() {
                return height;
            }

            @Override
            public void setColour(int x, int y, int rgb) {
                int i = index(x, y);
                argb[i] = (argb[i] & 0xff000000) | (rgb & 0xffffff);
            }

            @Override
            public void setAlpha(int x, int y, double alpha) {
                int i = index(x, y);
                int a = (int) Math.round(Math.max(0, Math.min(1, alpha)) * 255);
                argb[i] = (a << 24) | (argb[i] & 0xffffff);
            }

            private int index(int x, int y) {
                Objects.checkIndex(x, width);
                Objects.checkIndex(y, height);
                return y * width + x;
            }
        }
    }
}
