package dev.loam.assets.internal.kit;

/**
 * Colours for the kit: sRGB hex decoded to linear with {@link StrictMath} (the same bits on every
 * JVM), and the small sums a vertex colour is made of. Vertex colours multiply their material's
 * base colour, so they stay within 0..1.
 */
final class KitColour {
    private KitColour() {
    }

    /** An sRGB colour {@code 0xRRGGBB} as linear {r, g, b}. */
    static float[] srgb(int rgb) {
        return new float[] {linear((rgb >> 16) & 0xff), linear((rgb >> 8) & 0xff), linear(rgb & 0xff)};
    }

    private static float linear(int v) {
        double c = v / 255.0;
        return (float) (c <= 0.04045 ? c / 12.92 : StrictMath.pow((c + 0.055) / 1.055, 2.4));
    }

    /** {@code out = a · (1 − t) + b · t}, clamped to 0..1. */
    static void mix(float[] a, float[] b, double t, float[] out) {
        for (int i = 0; i < 3; i++) {
            out[i] = clamp(a[i] + (b[i] - a[i]) * t);
        }
    }

    /** {@code out = c · k}, clamped to 0..1. */
    static void scaled(float[] c, double k, float[] out) {
        for (int i = 0; i < 3; i++) {
            out[i] = clamp(c[i] * k);
        }
    }

    static float clamp(double v) {
        return (float) (v < 0 ? 0 : v > 1 ? 1 : v);
    }
}
