package dev.loam.assets.internal.kit;

/**
 * The kit's trees: conifer, broadleaf, sapling, dead tree, palm and cactus. A tree's trunk is in
 * the mesh {@code trunk} (bark) and its crown in {@code crown}, so that the two can be asked for
 * apart ({@code conifer-trunk}, {@code conifer-crown}).
 */
final class Trees {
    private Trees() {
    }

    private static final double TAU = 2 * Math.PI;

    /**
     * A conifer 8–14 m tall: a tapering trunk with a flared foot, and a crown of 5–7 stacked
     * tiers of needles (3 in the cheaper level), each a jittered cone with a hollow underside,
     * narrowing to a point at the top.
     */
    static void conifer(KitBuild b) {
        KitRandom r = b.r;
        double h = r.range(8, 14, 1);
        double trunkR = r.range(0.19, 0.27, 2) + 0.006 * h;
        double crownBase = h * r.range(0.14, 0.22, 3);
        double crownR = r.range(2.1, 2.7, 4) * (0.88 + 0.12 * (h - 8) / 6);
        double lean = r.range(0, 0.25, 5), leanA = r.range(0, TAU, 6);
        double lx = lean * StrictMath.cos(leanA), lz = lean * StrictMath.sin(leanA);
        KitMesh trunk = b.mesh("trunk", "bark");
        new Tube(b.lod ? 5 : 7).ring(0, trunkR * 1.4).ring(0.35, trunkR * 1.05).ring(crownBase, trunkR * 0.85, lx * 0.15, lz * 0.15)
                .ring(h * 0.6, trunkR * 0.5, lx * 0.6, lz * 0.6).ring(h * 0.9, 0, lx * 0.9, lz * 0.9)
                .jitter(0.06, r, 7).emit(trunk, Frame.at(0, 0, 0), Shades.bark(Shades.rgb(1, 0.95, 0.92)));

        KitMesh crown = b.mesh("crown", "needles");
        float[] hue = Shades.rgb(0.92 + 0.08 * r.u(8), 1, 0.86 + 0.14 * r.u(9));
        KitMesh.Shade shade = Shades.foliage(hue, crownBase, h, 0.12);
        int tiers = b.lod ? 3 : 5 + r.count(0, 2, 10);
        int sides = b.lod ? 6 : 9;
        double span = h - crownBase;
        for (int i = 0; i < tiers; i++) {
            double t = tiers == 1 ? 0 : (double) i / (tiers - 1);
            double rim = crownBase + span * 0.7 * t;
            double top = i == tiers - 1 ? h : rim + span * (b.lod ? 0.5 : 0.4) * (1 - 0.35 * t);
            double tierH = top - rim;
            double radius = crownR * StrictMath.pow(1 - 0.8 * t, 0.85) * (1 + 0.08 * r.sym(11, i));
            double ox = lx * rim / h, oz = lz * rim / h;
            double tx = lx * top / h, tz = lz * top / h;
            new Tube(sides).ring(rim + 0.2 * tierH, radius * 0.18, ox, oz).ring(rim, radius, ox, oz)
                    .ring(rim + 0.42 * tierH, radius * 0.56, (ox + tx) / 2, (oz + tz) / 2).ring(top, 0, tx, tz)
                    .phase(r.range(0, TAU, 12, i)).jitter(0.14, r, 100 + i).caps(true, false).flat()
                    .centre(rim + 0.45 * tierH).emit(crown, Frame.at(0, 0, 0), shade);
        }
    }

    /**
     * A broadleaf tree 7–12 m tall: a leaning trunk with a flared foot and three or four limbs,
     * under a domed crown of 7–9 lumpy blobs of leaves (4 in the cheaper level, no limbs).
     */
    static void broadleaf(KitBuild b) {
        KitRandom r = b.r;
        double h = r.range(7, 12, 1);
        double trunkR = r.range(0.2, 0.3, 2) + 0.008 * h;
        double crownR = r.range(2.8, 3.7, 3) * (0.9 + 0.1 * (h - 7) / 5);
        double lean = r.range(0.1, 0.5, 4), leanA = r.range(0, TAU, 5);
        double lx = lean * StrictMath.cos(leanA), lz = lean * StrictMath.sin(leanA);
        double crownY = h * 0.66, crownRy = h * 0.3;
        KitMesh trunk = b.mesh("trunk", "bark");
        KitMesh.Shade bark = Shades.bark(Shades.rgb(1, 0.96, 0.9));
        new Tube(b.lod ? 5 : 8).ring(0, trunkR * 1.5).ring(0.3, trunkR * 1.08).ring(h * 0.3, trunkR * 0.92, lx * 0.3, lz * 0.3)
                .ring(h * 0.55, trunkR * 0.7, lx * 0.7, lz * 0.7).ring(h * 0.78, trunkR * 0.35, lx, lz)
                .ring(h * 0.86, 0, lx, lz).jitter(0.07, r, 6).emit(trunk, Frame.at(0, 0, 0), bark);
        int limbs = b.lod ? 3 : 3 + r.count(0, 1, 7);
        for (int i = 0; i < limbs; i++) {
            double a = r.range(0, TAU, 8) + TAU * i / limbs;
            double y0 = h * r.range(0.38, 0.5, 9, i);
            double[] from = {lx * y0 / h * 1.2, y0, lz * y0 / h * 1.2};
            double reach = crownR * r.range(0.45, 0.62, 10, i);
            double[] to = {lx + reach * StrictMath.cos(a), crownY + crownRy * r.range(-0.1, 0.25, 11, i), lz + reach * StrictMath.sin(a)};
            double len = V.length(V.sub(to, from));
            Tube limb = b.lod ? new Tube(4).ring(0, trunkR * 0.45).ring(len, 0)
                    : new Tube(5).ring(0, trunkR * 0.45).ring(len * 0.6, trunkR * 0.25).ring(len, 0);
            limb.emit(trunk, Frame.along(from, to), bark);
        }
        KitMesh crown = b.mesh("crown", "leaves");
        int blobs = b.lod ? 4 : 7 + r.count(0, 2, 12);
        int level = 1;
        double[] c = {lx, crownY, lz};
        double bottom = crownY - crownRy, top = crownY + crownRy;
        for (int i = 0; i < blobs; i++) {
            float[] hue = Shades.rgb(0.88 + 0.12 * r.u(13, i), 0.92 + 0.08 * r.u(14, i), 0.8 + 0.2 * r.u(15, i));
            KitMesh.Shade shade = Shades.foliage(hue, bottom, top, 0.14);
            double br, d, y, a = r.range(0, TAU, 16) + TAU * i / Math.max(1, blobs - 1) + 0.4 * r.sym(17, i);
            if (i == 0) {
                br = crownR * (b.lod ? 0.68 : 0.6);
                d = 0;
                y = crownY + crownRy * 0.3;
            } else {
                br = crownR * (b.lod ? 0.55 : r.range(0.42, 0.52, 18, i));
                d = crownR - br * 1.02;
                y = crownY + crownRy * r.range(-0.3, 0.2, 19, i);
            }
            double ry = Math.min(br * 0.82, top - y);
            Frame f = Frame.at(c[0] + d * StrictMath.cos(a), y, c[2] + d * StrictMath.sin(a)).yaw(r.range(0, TAU, 20, i));
            Shapes.blob(crown, f, br, ry, br * 0.92, level, 0.16, r.sub(21), i, shade);
        }
    }

    /** A sapling 1–2 m tall: a thin stem, two twigs, and a crown of three small blobs of leaves (two in the cheaper level). */
    static void sapling(KitBuild b) {
        KitRandom r = b.r;
        double h = r.range(1.0, 2.0, 1);
        double stemR = 0.018 + 0.01 * h;
        double lx = r.sym(2, 0) * 0.08, lz = r.sym(2, 1) * 0.08;
        KitMesh trunk = b.mesh("trunk", "bark");
        KitMesh.Shade bark = Shades.bark(Shades.rgb(0.95, 0.9, 0.85));
        new Tube(b.lod ? 4 : 6).ring(0, stemR * 1.3).ring(h * 0.5, stemR * 0.8, lx * 0.5, lz * 0.5).ring(h * 0.85, 0, lx, lz)
                .emit(trunk, Frame.at(0, 0, 0), bark);
        KitMesh crown = b.mesh("crown", "leaves");
        double cr = h * r.range(0.22, 0.3, 3);
        int blobs = b.lod ? 2 : 3;
        for (int i = 0; i < blobs; i++) {
            double a = r.range(0, TAU, 4) + TAU * i / blobs;
            double d = i == 0 ? 0 : cr * 0.55;
            double br = i == 0 ? cr * (b.lod ? 0.85 : 0.75) : cr * 0.55;
            double y = i == 0 ? h - br * 0.98 : h * r.range(0.6, 0.72, 5, i);
            float[] hue = Shades.rgb(0.95, 1, 0.75 + 0.2 * r.u(6, i));
            Shapes.blob(crown, Frame.at(lx + d * StrictMath.cos(a), y, lz + d * StrictMath.sin(a)).yaw(r.range(0, TAU, 7, i)),
                    br, br * 0.85, br, b.lod ? 0 : 1, 0.15, r.sub(8), i, Shades.foliage(hue, h * 0.45, h, 0.12));
        }
    }

    /**
     * A dead tree 5–9 m tall: a grey, bent, bare trunk with five to seven upturned branches, each
     * with a twig or two (four bare branches in the cheaper level).
     */
    static void deadTree(KitBuild b) {
        KitRandom r = b.r;
        double h = r.range(5, 9, 1);
        double trunkR = r.range(0.17, 0.26, 2);
        KitMesh trunk = b.mesh("trunk", "bark");
        KitMesh.Shade bark = Shades.bark(Shades.rgb(0.82, 0.8, 0.78));
        double[] ox = new double[5], oz = new double[5];
        for (int i = 1; i < 5; i++) {
            ox[i] = ox[i - 1] + 0.22 * r.sym(3, i, 0);
            oz[i] = oz[i - 1] + 0.22 * r.sym(3, i, 1);
        }
        double[] ys = {0, 0.3, h * 0.35, h * 0.7, h};
        double[] rs = {trunkR * 1.5, trunkR * 1.05, trunkR * 0.8, trunkR * 0.45, 0};
        Tube t = new Tube(b.lod ? 5 : 7).jitter(0.06, r, 4);
        for (int i = 0; i < 5; i++) {
            t.ring(ys[i], rs[i], ox[i], oz[i]);
        }
        t.emit(trunk, Frame.at(0, 0, 0), bark);
        int branches = b.lod ? 4 : 5 + r.count(0, 2, 5);
        for (int i = 0; i < branches; i++) {
            double f = 0.35 + 0.5 * (i + 0.5) / branches;
            double y0 = h * f;
            double seg = f * 3;
            int s = Math.min(3, (int) seg);
            double k = seg - s;
            double bx = ox[s] + (ox[s + 1] - ox[s]) * k, bz = oz[s] + (oz[s + 1] - oz[s]) * k;
            double a = r.range(0, TAU, 6) + 2.4 * i + 0.5 * r.sym(7, i);
            double up = r.range(0.45, 0.95, 8, i);
            double len = (b.lod ? 1.0 : r.range(0.85, 1.15, 9, i)) * (2.4 - 1.4 * f) * (0.8 + 0.05 * h);
            double[] from = {bx, y0, bz};
            double[] dir = {StrictMath.cos(a) * StrictMath.cos(up), StrictMath.sin(up), StrictMath.sin(a) * StrictMath.cos(up)};
            double[] to = V.addScaled(from, len, dir);
            double br = trunkR * (0.55 - 0.3 * f);
            new Tube(b.lod ? 4 : 5).ring(0, br).ring(len * 0.55, br * 0.55, 0.0, 0).ring(len, 0)
                    .emit(trunk, Frame.along(from, to), bark);
            if (!b.lod) {
                int twigs = 1 + r.count(0, 1, 10 + i);
                for (int j = 0; j < twigs; j++) {
                    double[] at = V.lerp(from, to, 0.45 + 0.25 * j);
                    double ta = a + (j == 0 ? 0.9 : -0.9) + 0.3 * r.sym(11, i, j);
                    double tl = len * 0.4;
                    double[] tdir = {StrictMath.cos(ta) * 0.6, 0.8, StrictMath.sin(ta) * 0.6};
                    double[] tto = V.addScaled(at, tl, V.norm(tdir));
                    new Tube(4).ring(0, br * 0.4).ring(tl, 0).emit(trunk, Frame.along(at, tto), bark);
                }
            }
        }
    }

    /**
     * A palm 6–9 m tall: a curving trunk of rings leaning up to 1.2 m, a crown of 8–10 arched,
     * folded fronds (6 in the cheaper level) and a cluster of coconuts.
     */
    static void palm(KitBuild b) {
        KitRandom r = b.r;
        double h = r.range(6, 9, 1);
        double lean = r.range(0.5, 1.2, 2), la = r.range(0, TAU, 3);
        double lx = StrictMath.cos(la), lz = StrictMath.sin(la);
        double trunkR = r.range(0.16, 0.21, 4);
        KitMesh trunk = b.mesh("trunk", "bark");
        int rings = b.lod ? 5 : 12;
        Tube t = new Tube(b.lod ? 5 : 7);
        for (int i = 0; i <= rings; i++) {
            double s = (double) i / rings;
            double rr = trunkR * (1.35 - 0.45 * s) * (i == 0 ? 1.25 : 1) * (b.lod || i % 2 == 0 ? 1 : 0.9);
            t.ring(h * s, rr, lean * s * s * lx, lean * s * s * lz);
        }
        KitMesh.Shade bark = (p, n, key, rgb) -> {
            double band = p[1] / (h / 12) - Math.floor(p[1] / (h / 12));
            KitColour.scaled(Shades.rgb(0.95, 0.88, 0.75), 0.7 + 0.3 * band, rgb);
        };
        t.caps(false, true).emit(trunk, Frame.at(0, 0, 0), bark);
        double[] top = {lean * lx, h, lean * lz};
        KitMesh nuts = b.mesh("nuts", "bark");
        int coconuts = b.lod ? 2 : 3;
        for (int i = 0; i < coconuts; i++) {
            double a = TAU * i / coconuts + r.u(5);
            Shapes.blob(nuts, Frame.at(top[0] + 0.2 * StrictMath.cos(a), h - 0.22, top[2] + 0.2 * StrictMath.sin(a)), 0.13, 0.15,
                    0.13, 0, 0.1, r.sub(6), i, Shades.vary(Shades.rgb(0.6, 0.5, 0.3), 0.2));
        }
        KitMesh crown = b.mesh("crown", "frond");
        int fronds = b.lod ? 6 : 8 + r.count(0, 2, 7);
        int points = b.lod ? 4 : 8;
        float[] foot = Shades.rgb(0.55, 0.62, 0.3), tip = Shades.rgb(0.95, 1, 0.62);
        for (int i = 0; i < fronds; i++) {
            double a = r.range(0, TAU, 8) + TAU * i / fronds + 0.25 * r.sym(9, i);
            double len = r.range(2.3, 2.9, 10, i);
            double rise = r.range(0.2, 0.6, 11, i);
            double[] dir = {StrictMath.cos(a), 0, StrictMath.sin(a)};
            double[] side = {-dir[2], 0, dir[0]};
            double[][] spine = new double[points][];
            double[] widths = new double[points];
            for (int k = 0; k < points; k++) {
                double s = (double) k / (points - 1);
                double y = h + 0.1 + len * (rise * s - (rise + 0.55) * s * s);
                spine[k] = new double[] {top[0] + dir[0] * len * s * 0.95, y, top[2] + dir[2] * len * s * 0.95};
                widths[k] = k == points - 1 ? 0 : 0.34 * StrictMath.sin(Math.PI * Math.max(0.12, s)) + 0.04;
            }
            KitMesh.Shade shade = Shades.blade(foot, tip, h + 0.6);
            for (int half = -1; half <= 1; half += 2) {
                double[] across = V.norm(new double[] {side[0] * half, -0.45, side[2] * half});
                double[][] edge = new double[points][];
                double[] hw = new double[points];
                for (int k = 0; k < points; k++) {
                    hw[k] = widths[k] / 2;
                    edge[k] = V.addScaled(spine[k], hw[k], across);
                }
                Shapes.blade(crown, edge, hw, across, shade);
            }
        }
    }

    /**
     * A saguaro cactus 2.5–4.5 m tall: a ribbed column with a rounded top and one to three arms
     * that bend up from an elbow (flat-shaded, so the ribs catch the light).
     */
    static void cactus(KitBuild b) {
        KitRandom r = b.r;
        double h = r.range(2.5, 4.5, 1);
        double cr = r.range(0.2, 0.3, 2);
        int sides = b.lod ? 8 : 14;
        double ribs = b.lod ? 0 : 0.12;
        KitMesh m = b.mesh("trunk", "cactus");
        KitMesh.Shade shade = (p, n, key, rgb) -> KitColour.scaled(Shades.rgb(0.9, 1, 0.85),
                (0.72 + 0.2 * Math.max(0, n[1]) + 0.08 * Math.min(1, p[1] / h)) * (1 - 0.08 * dev.loam.core.StableHash.unit(key)), rgb);
        column(m, Frame.at(0, 0, 0), h, cr, sides, ribs, b.lod, shade);
        int arms = 1 + r.count(0, 2, 3);
        for (int i = 0; i < arms; i++) {
            double a = r.range(0, TAU, 4) + TAU * i / arms + 0.4 * r.sym(5, i);
            double y0 = h * r.range(0.3, 0.55, 6, i);
            double ar = cr * r.range(0.6, 0.75, 7, i);
            double out = r.range(0.45, 0.7, 8, i);
            double upLen = Math.min(h - y0 - 0.2, r.range(0.7, 1.5, 9, i));
            double[] dir = {StrictMath.cos(a), 0, StrictMath.sin(a)};
            double[] from = {dir[0] * cr * 0.5, y0, dir[2] * cr * 0.5};
            double[] elbow = {dir[0] * (cr + out), y0 + 0.15, dir[2] * (cr + out)};
            double armLen = V.length(V.sub(elbow, from));
            new Tube(b.lod ? 6 : 10).ring(0, ar).ring(armLen, ar).flat().emit(m, Frame.along(from, elbow), shade);
            Shapes.blob(m, Frame.at(elbow[0], elbow[1], elbow[2]), ar, ar, ar, b.lod ? 0 : 1, 0, r, 0, shade);
            column(m, Frame.at(elbow[0], elbow[1], elbow[2]), upLen, ar, b.lod ? 6 : 10, ribs, b.lod, shade);
        }
    }

    private static void column(KitMesh m, Frame f, double h, double cr, int sides, double ribs, boolean lod, KitMesh.Shade shade) {
        Tube t = new Tube(sides).ring(0, cr).ring(h - cr * 0.7, cr);
        if (!lod) {
            t.ring(h - cr * 0.25, cr * 0.75);
        }
        t.ring(h, 0).ribs(ribs).flat().caps(true, false).emit(m, f, shade);
    }
}
