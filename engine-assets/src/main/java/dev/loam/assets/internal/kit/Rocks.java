package dev.loam.assets.internal.kit;

/** The kit's rocks and dead wood on the ground: rock, boulder, stump and log. */
final class Rocks {
    private Rocks() {
    }

    private static final double TAU = 2 * Math.PI;
    private static final float[] MOSS = {0.42f, 0.62f, 0.24f};

    /** A rock 0.6–1.2 m across, half as tall, sunk a little into the ground; flat-shaded facets. */
    static void rock(KitBuild b) {
        KitRandom r = b.r;
        double rx = r.range(0.32, 0.58, 1), rz = rx * r.range(0.7, 1.0, 2), ry = rx * r.range(0.5, 0.8, 3);
        KitMesh m = b.mesh("rock", "rock");
        float[] tint = Shades.rgb(0.88 + 0.12 * r.u(4), 0.88 + 0.1 * r.u(5), 0.84 + 0.16 * r.u(6));
        Shapes.blob(m, Frame.at(0, ry * 0.55, 0).yaw(r.range(0, TAU, 7)).roll(0.2 * r.sym(8, 0)), rx, ry, rz, b.lod ? 0 : 1, 0.16,
                r.sub(9), 0, Shades.rock(tint, null, ry * 1.5, 0.2));
    }

    /**
     * A boulder 1.6–2.6 m across and 1.1–1.8 m tall, of a main mass and a lesser lobe leaning on
     * it, moss on the faces that look up (one mass in the cheaper level).
     */
    static void boulder(KitBuild b) {
        KitRandom r = b.r;
        double rx = r.range(0.8, 1.2, 1), rz = rx * r.range(0.75, 0.95, 2), ry = r.range(0.7, 0.95, 3) * rx;
        KitMesh m = b.mesh("rock", "rock");
        float[] tint = Shades.rgb(0.86 + 0.1 * r.u(4), 0.86 + 0.1 * r.u(5), 0.84 + 0.12 * r.u(6));
        double yaw = r.range(0, TAU, 7);
        double top = ry * 1.6;
        KitMesh.Shade shade = Shades.rock(tint, MOSS, top, 0.18);
        Shapes.blob(m, Frame.at(0, ry * 0.62, 0).yaw(yaw).roll(0.15 * r.sym(8, 0)), rx, ry, rz, b.lod ? 1 : 2, 0.13, r.sub(9), 0,
                shade);
        if (!b.lod) {
            double a = yaw + r.range(-1, 1, 10);
            double lr = rx * r.range(0.38, 0.48, 11);
            double d = rx * 0.75;
            Shapes.blob(m, Frame.at(d * StrictMath.cos(a), lr * 0.5, d * StrictMath.sin(a)).yaw(r.range(0, TAU, 12)), lr,
                    lr * 0.8, lr * 0.9, 1, 0.18, r.sub(13), 0, shade);
        }
    }

    /** A tree stump 0.55–0.9 m across and 0.35–0.7 m tall, its cut top showing the wood's rings, three or four roots (none in the cheaper level). */
    static void stump(KitBuild b) {
        KitRandom r = b.r;
        double sr = r.range(0.28, 0.45, 1), h = r.range(0.35, 0.7, 2);
        int sides = b.lod ? 6 : 10;
        KitMesh bark = b.mesh("bark", "bark");
        KitMesh.Shade barkShade = Shades.bark(Shades.rgb(0.95, 0.9, 0.85));
        double slant = 0.08 * sr;
        Tube t = new Tube(sides).ring(0, sr * 1.3).ring(0.15, sr * 1.05).ring(h * 0.7, sr).ring(h, sr * 0.98).jitter(0.05, r, 3)
                .phase(r.range(0, TAU, 4));
        t.flat().emit(bark, Frame.at(0, 0, 0), barkShade);
        double[][] rim = t.points(Frame.at(0, 0, 0), 3);
        KitMesh cut = b.mesh("cut", "wood");
        double[] centre = {0, h + slant, 0};
        cut.beginPart(new double[] {0, h * 0.7, 0});
        float[] pale = Shades.rgb(1, 0.95, 0.8), ring = Shades.rgb(0.8, 0.68, 0.5);
        for (int j = 0; j < sides; j++) {
            double[] a = rim[j], c = rim[(j + 1) % sides];
            double[] ia = V.lerp(centre, a, 0.6), ic = V.lerp(centre, c, 0.6);
            cut.tri(centre, ic, ia, Shades.vary(pale, 0.08));
            cut.quad(ia, ic, c, a, Shades.vary(ring, 0.08));
        }
        cut.endPart();
        if (!b.lod) {
            int roots = 3 + r.count(0, 1, 5);
            for (int i = 0; i < roots; i++) {
                double a = r.range(0, TAU, 6) + TAU * i / roots;
                double[] from = {sr * 0.7 * StrictMath.cos(a), 0.3, sr * 0.7 * StrictMath.sin(a)};
                double[] to = {sr * 2.0 * StrictMath.cos(a), -0.02, sr * 2.0 * StrictMath.sin(a)};
                new Tube(4).ring(0, sr * 0.3).ring(V.length(V.sub(to, from)), 0).flat().emit(bark, Frame.along(from, to), barkShade);
            }
        }
    }

    /** A fallen log 2.4–3.8 m long and 0.4–0.64 m thick lying along x, its sawn ends showing the wood, a broken branch stub. */
    static void log(KitBuild b) {
        KitRandom r = b.r;
        double len = r.range(2.4, 3.8, 1), lr = r.range(0.2, 0.32, 2);
        int sides = b.lod ? 5 : 9;
        KitMesh bark = b.mesh("bark", "bark");
        KitMesh.Shade barkShade = Shades.bark(Shades.rgb(0.92, 0.86, 0.8));
        Frame f = Frame.at(0, lr * 1.08 * 0.96 * StrictMath.cos(Math.PI / sides) - 0.005, 0).yaw(0.1 * r.sym(3, 0)).roll(-Math.PI / 2);
        Tube t = new Tube(sides).ring(-len / 2, lr * 1.08).ring(-len / 6, lr).ring(len / 6, lr * 0.97).ring(len / 2, lr * 0.92)
                .phase(r.range(0, TAU, 4));
        if (!b.lod) {
            t.jitter(0.04, r, 5);
        }
        t.flat().emit(bark, f, barkShade);
        KitMesh cut = b.mesh("cut", "wood");
        float[] pale = Shades.rgb(1, 0.93, 0.78);
        for (int end = 0; end < 2; end++) {
            int ring = end == 0 ? 0 : 3;
            double[][] pts = t.points(f, ring);
            double[] c = f.point(0, end == 0 ? -len / 2 : len / 2, 0);
            cut.beginPart(f.point(0, end == 0 ? -len / 3 : len / 3, 0));
            for (int j = 0; j < sides; j++) {
                if (end == 0) {
                    cut.tri(c, pts[j], pts[(j + 1) % sides], Shades.vary(pale, 0.15));
                } else {
                    cut.tri(c, pts[(j + 1) % sides], pts[j], Shades.vary(pale, 0.15));
                }
            }
            cut.endPart();
        }
        {
            double[] from = f.point(-lr * 0.6, len * r.range(-0.2, 0.25, 6), 0);
            double[] to = V.add(from, new double[] {0.1, lr * 0.9 + 0.25, 0.12});
            new Tube(b.lod ? 4 : 5).ring(0, lr * 0.28).ring(V.length(V.sub(to, from)), lr * 0.2).caps(false, true).flat()
                    .emit(bark, Frame.along(from, to), barkShade);
        }
    }
}
