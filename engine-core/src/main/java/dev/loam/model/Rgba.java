package dev.loam.model;

/**
 * A colour with alpha, each channel a linear (not sRGB-encoded) factor, finite and 0 or more;
 * colour channels may exceed 1 only for emissive light, alpha lies in 0..1.
 */
public record Rgba(float r, float g, float b, float a) {
    /** Opaque white, the neutral factor. */
    public static final Rgba WHITE = new Rgba(1, 1, 1, 1);
    /** Opaque black, no light. */
    public static final Rgba BLACK = new Rgba(0, 0, 0, 1);

    /** @throws ModelException naming the channel that is negative or not finite */
    public Rgba {
        check("r", r);
        check("g", g);
        check("b", b);
        check("a", a);
        if (a > 1) {
            throw new ModelException("a", a + " is above 1; alpha lies in 0..1");
        }
    }

    private static void check(String name, float v) {
        if (!(v >= 0) || !Float.isFinite(v)) {
            throw new ModelException(name, v + " must be a finite factor, 0 or more");
        }
    }

    /** An opaque colour from sRGB-encoded bytes 0..255 ({@code 0x5a8f3c}), decoded to linear. */
    public static Rgba ofSrgb(int rgb) {
        return new Rgba(srgbToLinear((rgb >> 16) & 0xff), srgbToLinear((rgb >> 8) & 0xff), srgbToLinear(rgb & 0xff), 1);
    }

    /** An sRGB byte 0..255 as a linear factor 0..1. */
    public static float srgbToLinear(int value) {
        double c = value / 255.0;
        return (float) (c <= 0.04045 ? c / 12.92 : StrictMath.pow((c + 0.055) / 1.055, 2.4));
    }

    /** A linear factor 0..1 as an sRGB byte 0..255 (clamped). */
    public static int linearToSrgb(float value) {
        double c = Math.max(0, Math.min(1, value));
        double s = c <= 0.0031308 ? c * 12.92 : 1.055 * StrictMath.pow(c, 1 / 2.4) - 0.055;
        return (int) Math.round(s * 255);
    }

    /** This colour times another, channel by channel. */
    public Rgba times(Rgba o) {
        return new Rgba(r * o.r, g * o.g, b * o.b, a * o.a);
    }
}
