package dev.loam.model;

/**
 * How a texture is sampled: wrap along u and v, filtering when magnified and minified, and
 * whether minification reads mipmaps (glTF 2.0's sampler, with its defaults: repeat, linear,
 * mipmapped).
 */
public record Sampler(Wrap wrapU, Wrap wrapV, Filter magFilter, Filter minFilter, boolean mipmaps) {
    /** Repeat on both axes, linear filters, mipmaps: glTF's default sampler. */
    public static final Sampler DEFAULT = new Sampler(Wrap.REPEAT, Wrap.REPEAT, Filter.LINEAR, Filter.LINEAR, true);
    /** Clamped and nearest, no mipmaps: for pixel art and lookup textures. */
    public static final Sampler PIXEL = new Sampler(Wrap.CLAMP_TO_EDGE, Wrap.CLAMP_TO_EDGE, Filter.NEAREST, Filter.NEAREST, false);

    public Sampler {
        java.util.Objects.requireNonNull(wrapU, "wrapU");
        java.util.Objects.requireNonNull(wrapV, "wrapV");
        java.util.Objects.requireNonNull(magFilter, "magFilter");
        java.util.Objects.requireNonNull(minFilter, "minFilter");
    }

    /** What happens to a texture coordinate outside 0..1. */
    public enum Wrap {
        /** The picture repeats. */
        REPEAT,
        /** The edge pixels stretch out. */
        CLAMP_TO_EDGE,
        /** The picture repeats, every other copy mirrored. */
        MIRRORED_REPEAT
    }

    /** How pixels are blended when sampled. */
    public enum Filter {
        /** The nearest pixel. */
        NEAREST,
        /** The four nearest pixels, weighted. */
        LINEAR
    }
}
