package dev.loam.assets.internal.kit;

import dev.loam.core.StableHash;

/** The kit's small plants: bush, fern, reeds, grass tuft and flowers. */
final class Plants {
    private Plants() {
    }

    private static final double TAU = 2 * Math.PI;

    /** A bush 0.7–1.4 m tall, 1.2–2 m across: five to seven lumpy blobs of leaves sitting on the ground (three in the cheaper level). */
    static void bush(KitBuild b) {
        KitRandom r = b.r;
        double radius = r.range(0.6, 1.0, 1);
        double h = radius * r.range(1.0, 1.4, 2);
        KitMesh m = b.mesh("crown", "leaves");
        int blobs = b.lod ? 3 : 5 + r.count(0, 2, 3);
        float[] hue = Shades.rgb(0.78 + 0.1 * r.u(4), 0.86 + 0.08 * r.u(5), 0.62 + 0.2 * r.u(6));
        for (int i = 0; i < blobs; i++) {
            double a = r.range(0, TAU, 7) + TAU * i / blobs;
            double br = radius * (b.lod ? 0.62 : r.range(0.45, 0.55, 8, i));
            double d = i == 0 ? 0 : radius - br;
            double y = i == 0 ? h - br * 0.85 : br * r.range(0.6, 0.8, 9, i);
            Shapes.blob(m, Frame.at(d * StrictMath.cos(a), y, d * StrictMath.sin(a)).yaw(r.range(0, TAU, 10, i)), br,
                    Math.min(br * 0.85, h - y), br, 1, 0.15, r.sub(11), i, Shades.foliage(hue, 0, h, 0.14));
        }
    }

    /**
     * A fern 0.35–0.7 m tall, 1–1.6 m across: seven to ten arching fronds from one crown, each a
     * serrated blade (five smooth-edged fronds in the cheaper level).
     */
    static void fern(KitBuild b) {
        KitRandom r = b.r;
        double len = r.range(0.55, 0.8, 1);
        KitMesh m = b.mesh("fronds", "fern");
        int fronds = b.lod ? 5 : 7 + r.count(0, 3, 2);
        int points = b.lod ? 5 : 15;
        float[] foot = Shades.rgb(0.45, 0.55, 0.35), tip = Shades.rgb(0.95, 1, 0.7);
        for (int i = 0; i < fronds; i++) {
            double a = r.range(0, TAU, 3) + TAU * i / fronds + 0.3 * r.sym(4, i);
            double l = len * r.range(0.8, 1.05, 5, i);
            double lift = r.range(0.9, 1.25, 6, i);
            double[] dir = {StrictMath.cos(a), 0, StrictMath.sin(a)};
            double[] side = V.cross(dir, new double[] {0, 1, 0});
            double[][] spine = new double[points][];
            double[] hw = new double[points];
            for (int k = 0; k < points; k++) {
                double s = (double) k / (points - 1);
                double d = 0.02 + l * (0.5 * s + 0.5 * s * s) * 0.85;
                double y = l * 0.62 * StrictMath.sin(Math.PI * 0.5 * Math.min(1, s * 1.6)) * (1 - 0.35 * s * s) * (lift / 1.1);
                spine[k] = new double[] {dir[0] * d, y, dir[2] * d};
                double w = 0.085 * l * StrictMath.sin(Math.PI * Math.min(0.95, 0.15 + s * 0.92));
                hw[k] = k == points - 1 ? 0 : b.lod ? w : (k % 2 == 1 ? w : w * 0.35);
            }
            Shapes.blade(m, spine, hw, side, Shades.blade(foot, tip, len * 0.6));
        }
    }

    /**
     * Reeds 1.1–1.9 m tall: twelve to eighteen strap leaves from a clump up to 0.2 m across, some
     * stalks ending in a brown cattail (leaves of fewer segments in the cheaper level).
     */
    static void reeds(KitBuild b) {
        KitRandom r = b.r;
        double clump = r.range(0.1, 0.18, 1);
        int blades = 12 + r.count(0, 6, 2);
        KitMesh m = b.mesh("leaves", "reed");
        KitMesh heads = b.mesh("heads", "bark");
        float[] foot = Shades.rgb(0.45, 0.55, 0.3), tip = Shades.rgb(1, 0.95, 0.7);
        int points = b.lod ? 3 : 5;
        for (int i = 0; i < blades; i++) {
            double a = r.range(0, TAU, 3, i);
            double d = clump * Math.sqrt(r.u(4, i));
            double[] base = {d * StrictMath.cos(a), 0, d * StrictMath.sin(a)};
            double h = r.range(1.1, 1.9, 5, i);
            double la = a + 0.6 * r.sym(6, i);
            double lean = r.range(0.05, 0.35, 7, i) * (b.lod ? 0.8 : 1);
            double[] lean3 = {lean * StrictMath.cos(la), 0, lean * StrictMath.sin(la)};
            double ya = r.range(0, TAU, 8, i);
            double[] side = {StrictMath.cos(ya), 0, StrictMath.sin(ya)};
            boolean cattail = i % 4 == 0;
            double[][] spine = new double[points][];
            double[] hw = new double[points];
            for (int k = 0; k < points; k++) {
                double s = (double) k / (points - 1);
                spine[k] = new double[] {base[0] + lean3[0] * s * s, h * s, base[2] + lean3[2] * s * s};
                hw[k] = k == points - 1 ? 0 : (cattail ? 0.008 : 0.022) * (1 - 0.5 * s);
            }
            Shapes.blade(m, spine, hw, side, Shades.blade(foot, tip, 1.9));
            if (cattail) {
                double s0 = 0.78, s1 = 0.9;
                double[] p0 = {base[0] + lean3[0] * s0 * s0, h * s0, base[2] + lean3[2] * s0 * s0};
                double[] p1 = {base[0] + lean3[0] * s1 * s1, h * s1, base[2] + lean3[2] * s1 * s1};
                new Tube(b.lod ? 4 : 6).ring(0, 0.028).ring(V.length(V.sub(p1, p0)), 0.028).caps(true, true).flat()
                        .emit(heads, Frame.along(p0, p1), Shades.vary(Shades.rgb(0.62, 0.42, 0.3), 0.15));
            }
        }
    }

    /** A grass tuft 0.2–0.45 m tall: twelve to sixteen blades leaning out from a tight foot (five in the cheaper level). */
    static void grassTuft(KitBuild b) {
        KitRandom r = b.r;
        double h0 = r.range(0.2, 0.45, 1);
        int blades = b.lod ? 5 : 12 + r.count(0, 4, 2);
        KitMesh m = b.mesh("blades", "grass");
        float[] foot = Shades.rgb(0.42, 0.55, 0.3), tip = Shades.rgb(1, 1, 0.72);
        int points = b.lod ? 2 : 4;
        for (int i = 0; i < blades; i++) {
            double a = r.range(0, TAU, 3) + TAU * i / blades + 0.5 * r.sym(4, i);
            double d = 0.05 * Math.sqrt(r.u(5, i));
            double h = h0 * r.range(0.7, 1.05, 6, i);
            double out = r.range(0.06, 0.16, 7, i) * (b.lod ? 1.1 : 1);
            double[] dir = {StrictMath.cos(a), 0, StrictMath.sin(a)};
            double[] side = V.cross(dir, new double[] {0, 1, 0});
            double w = r.range(0.01, 0.017, 8, i) * (b.lod ? 1.6 : 1);
            double[][] spine = new double[points + 1][];
            double[] hw = new double[points + 1];
            for (int k = 0; k <= points; k++) {
                double s = (double) k / points;
                double reach = d + out * s * s;
                spine[k] = new double[] {dir[0] * reach, h * (s - 0.15 * s * s), dir[2] * reach};
                hw[k] = k == points ? 0 : w * (1 - 0.6 * s);
            }
            Shapes.blade(m, spine, hw, side, Shades.blade(foot, tip, h0));
        }
    }

    /** Flower colours: yellow, white, violet, red, pink, blue (sRGB). */
    private static final int[] PETALS = {0xf4cf2a, 0xf6f2ea, 0x9b62d4, 0xdc3f34, 0xee8ab4, 0x5b86e0};

    /**
     * Flowers 0.25–0.5 m tall: five to nine stems, each with a five-petalled head turned up to the
     * sky round a yellow or brown heart, over a few leaves; the petals' colour from the variant
     * (plain five-sided heads, no hearts and two leaves in the cheaper level).
     */
    static void flowers(KitBuild b) {
        KitRandom r = b.r;
        float[] petal = KitColour.srgb(PETALS[StableHash.bounded(r.key(1), PETALS.length)]);
        float[] heart = r.u(2) < 0.6 ? KitColour.srgb(0xe8a81c) : KitColour.srgb(0x6a4420);
        int stems = 5 + r.count(0, 4, 3);
        KitMesh green = b.mesh("stems", "grass");
        KitMesh petals = b.mesh("petals", "petal");
        float[] foot = Shades.rgb(0.42, 0.55, 0.3), tip = Shades.rgb(0.7, 0.85, 0.5);
        for (int i = 0; i < stems; i++) {
            double a = r.range(0, TAU, 4, i);
            double d = 0.12 * Math.sqrt(r.u(5, i));
            double h = r.range(0.25, 0.5, 6, i);
            double[] base = {d * StrictMath.cos(a), 0, d * StrictMath.sin(a)};
            double[] head = {base[0] * 1.5 + 0.04 * r.sym(7, i), h, base[2] * 1.5 + 0.04 * r.sym(8, i)};
            double sa = r.range(0, TAU, 9, i);
            double[] side = {StrictMath.cos(sa), 0, StrictMath.sin(sa)};
            Shapes.blade(green, new double[][] {base, V.lerp(base, head, 0.5), head}, new double[] {0.006, 0.005, 0.004}, side,
                    Shades.blade(foot, tip, 0.5));
            int n = 5;
            double pr = r.range(0.035, 0.055, 10, i);
            double[] up = V.norm(new double[] {0.25 * r.sym(11, i), 1, 0.25 * r.sym(12, i)});
            Frame f = Frame.along(head, V.add(head, up)).yaw(r.range(0, TAU, 13, i));
            double[] c = f.point(0, 0.004, 0);
            KitMesh.Shade ps = Shades.vary(petal, 0.12);
            int steps = b.lod ? n : 2 * n;
            for (int k = 0; k < steps; k++) {
                double a0 = TAU * k / steps, a1 = TAU * (k + 1) / steps;
                double r0 = b.lod || k % 2 == 0 ? pr : pr * 0.75, r1 = b.lod || k % 2 == 1 ? pr : pr * 0.75;
                double[] p0 = f.point(r0 * StrictMath.cos(a0), 0.01 * (r0 / pr), r0 * StrictMath.sin(a0));
                double[] p1 = f.point(r1 * StrictMath.cos(a1), 0.01 * (r1 / pr), r1 * StrictMath.sin(a1));
                petals.tri(c, p1, p0, ps);
            }
            if (!b.lod) {
                new Tube(5).ring(0.0, pr * 0.32).ring(0.018, 0).flat().emit(petals, f, Shades.solid(heart));
            }
        }
        int leaves = b.lod ? 2 : 5;
        for (int i = 0; i < leaves; i++) {
            double a = TAU * i / leaves + r.u(14);
            double[] dir = {StrictMath.cos(a), 0, StrictMath.sin(a)};
            double[] side = V.cross(dir, new double[] {0, 1, 0});
            double l = r.range(0.14, 0.22, 15, i);
            Shapes.blade(green, new double[][] {{0, 0, 0}, {dir[0] * l * 0.5, l * 0.5, dir[2] * l * 0.5}, {dir[0] * l, l * 0.55, dir[2] * l}},
                    new double[] {0.018, 0.016, 0}, side, Shades.blade(foot, tip, 0.3));
        }
    }
}
