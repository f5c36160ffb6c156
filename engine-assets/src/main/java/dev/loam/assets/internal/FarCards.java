package dev.loam.assets.internal;

import dev.loam.model.ModelTexture;
import dev.loam.model.Sampler;

/**
 * Far-card pictures drawn in code for the default resolver: what a rule's {@code far} texture
 * shows on crossed cards beyond a plant's draw distance. Deterministic, sRGB bytes, alpha 0 round
 * the silhouette (to be drawn masked).
 */
public final class FarCards {
    /** The conifer card's size, pixels: two trees side by side, each half as wide as tall. */
    public static final int WIDTH = 64, HEIGHT = 64;

    private static final int NEEDLES = 0x3f7a3c, BARK = 0x6e4e36;

    private FarCards() {
    }

    /**
     * Two conifer silhouettes side by side, each in one half (u 0..0.5 and 0.5..1): a short trunk
     * and tiers of needles narrowing to the top, lit from the left, in the kit's needle and bark colours.
     */
    public static ModelTexture conifer() {
        byte[] rgba = new byte[4 * WIDTH * HEIGHT];
        tree(rgba, 0, new int[] {4, 5, 4, 4}, new double[] {0.95, 0.8, 0.62, 0.42});
        tree(rgba, WIDTH / 2, new int[] {5, 4, 4, 3}, new double[] {0.9, 0.72, 0.6, 0.45});
        return new ModelTexture("pine-far", WIDTH, HEIGHT, rgba,
                new Sampler(Sampler.Wrap.CLAMP_TO_EDGE, Sampler.Wrap.CLAMP_TO_EDGE, Sampler.Filter.LINEAR,
                        Sampler.Filter.LINEAR, true));
    }

    /**
     * One tree in the half starting at column {@code x0}: tiers bottom to top, each {@code parts[k]}
     * 16ths of the height tall (overlapping the next by half) and {@code widths[k]} of the half's half-width wide.
     */
    private static void tree(byte[] rgba, int x0, int[] parts, double[] widths) {
        int half = WIDTH / 2;
        double cx = x0 + half / 2.0;
        int trunkTop = HEIGHT - HEIGHT / 10;
        for (int y = trunkTop; y < HEIGHT; y++) {
            for (int x = (int) cx - 1; x <= (int) cx; x++) {
                put(rgba, x, y, BARK, 0.9);
            }
        }
        double base = trunkTop + 1;
        for (int k = 0; k < parts.length; k++) {
            double h = parts[k] / 16.0 * HEIGHT * 1.5;
            double apex = Math.max(1, base - h);
            double w = widths[k] * (half / 2.0 - 1);
            for (int y = (int) Math.ceil(apex); y < Math.min(HEIGHT, base); y++) {
                double reach = w * (y - apex) / (base - apex);
                for (int x = x0; x < x0 + half; x++) {
                    double dx = x + 0.5 - cx;
                    if (Math.abs(dx) <= reach) {
                        // light from the left; the underside of each tier a little darker
                        double light = 0.82 - 0.25 * dx / Math.max(1, reach) * 0.8 + 0.12 * (base - y) / (base - apex);
                        put(rgba, x, y, NEEDLES, light);
                    }
                }
            }
            base = base - h / 2;
        }
    }

    private static void put(byte[] rgba, int x, int y, int rgb, double light) {
        int i = 4 * (y * WIDTH + x);
        rgba[i] = (byte) channel(rgb >> 16, light);
        rgba[i + 1] = (byte) channel(rgb >> 8, light);
        rgba[i + 2] = (byte) channel(rgb, light);
        rgba[i + 3] = (byte) 255;
    }

    private static int channel(int c, double light) {
        return (int) Math.max(0, Math.min(255, Math.round((c & 0xff) * light)));
    }
}
