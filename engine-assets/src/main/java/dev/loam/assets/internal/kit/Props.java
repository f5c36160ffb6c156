package dev.loam.assets.internal.kit;

import dev.loam.core.StableHash;

/** The kit's small props: woodpile, telescope, bench, fence, campfire, signpost and wrecked car. Fronts face +z. */
final class Props {
    private Props() {
    }

    private static final double TAU = 2 * Math.PI;

    /** Logs of a split-log pile, their sides of bark and their sawn ends of pale wood. */
    private static void logPiece(KitMesh bark, KitMesh cut, Frame f, double len, double radius, int sides, KitMesh.Shade barkShade,
            KitMesh.Shade cutShade) {
        Tube t = new Tube(sides).ring(-len / 2, radius).ring(len / 2, radius).flat();
        t.emit(bark, f, barkShade);
        double[][] a = t.points(f, 0), c = t.points(f, 1);
        double[] ca = f.point(0, -len / 2, 0), cc = f.point(0, len / 2, 0);
        cut.beginPart(f.point(0, 0, 0));
        for (int j = 0; j < sides; j++) {
            cut.tri(ca, a[j], a[(j + 1) % sides], cutShade);
            cut.tri(cc, c[(j + 1) % sides], c[j], cutShade);
        }
        cut.endPart();
    }

    /** A woodpile 1.0–1.4 m long (along x), 0.7–0.9 m deep and about 0.7 m tall: nine logs stacked four, three, two, between stakes. */
    static void woodpile(KitBuild b) {
        KitRandom r = b.r;
        double len = r.range(1.0, 1.4, 1), lr = r.range(0.11, 0.14, 2);
        KitMesh bark = b.mesh("bark", "bark");
        KitMesh cut = b.mesh("cut", "wood");
        KitMesh.Shade barkShade = Shades.bark(Shades.rgb(0.95, 0.9, 0.85));
        int sides = b.lod ? 4 : 6;
        int[] rows = {4, 3, 2};
        for (int row = 0; row < rows.length; row++) {
            for (int i = 0; i < rows[row]; i++) {
                double z = (i - (rows[row] - 1) / 2.0) * lr * 2.05;
                double y = lr * StrictMath.cos(Math.PI / sides) - 0.005 + row * lr * 1.75;
                Frame f = Frame.at(0.05 * r.sym(3, row, i), y, z).roll(-Math.PI / 2).yaw(r.range(0, TAU, 4, row * 8 + i));
                float[] pale = Shades.rgb(0.92 + 0.08 * r.u(5, row, i), 0.85 + 0.1 * r.u(5, row, i), 0.7 + 0.15 * r.u(6, row, i));
                logPiece(bark, cut, f, len * (0.94 + 0.06 * r.u(7, row, i)), lr, sides, barkShade, Shades.vary(pale, 0.06));
            }
        }
        if (!b.lod) {
            KitMesh.Shade stake = Shades.vary(Shades.rgb(0.75, 0.65, 0.55), 0.1);
            for (int s = -1; s <= 1; s += 2) {
                double z = s * (lr * 2.05 * 2 + 0.03);
                Shapes.box(cut, Frame.at(0, 0.4, z), 0.04, 0.4, 0.04, stake);
            }
        }
    }

    /**
     * A telescope on a tripod, about 1.4 m tall: three splayed legs, a head, and a brass tube
     * looking out along +z and a little up.
     */
    static void telescope(KitBuild b) {
        KitRandom r = b.r;
        double h = r.range(1.1, 1.2, 1);
        KitMesh metal = b.mesh("metal", "metal");
        KitMesh.Shade dark = Shades.vary(Shades.rgb(0.32, 0.32, 0.34), 0.1);
        KitMesh.Shade brass = Shades.vary(Shades.rgb(1, 0.78, 0.42), 0.08);
        for (int i = 0; i < 3; i++) {
            double a = TAU * i / 3 + Math.PI / 2;
            double[] foot = {0.42 * StrictMath.cos(a), 0, 0.42 * StrictMath.sin(a)};
            double[] head = {0.04 * StrictMath.cos(a), h, 0.04 * StrictMath.sin(a)};
            new Tube(b.lod ? 3 : 5).ring(0, 0.022).ring(V.length(V.sub(head, foot)), 0.018).flat()
                    .emit(metal, Frame.along(foot, head), dark);
        }
        Shapes.box(metal, Frame.at(0, h + 0.04, 0), 0.07, 0.06, 0.07, dark);
        double tilt = 0.14;
        Frame tube = Frame.at(0, h + 0.16, 0).tilt(Math.PI / 2 - tilt);
        new Tube(b.lod ? 6 : 12).ring(-0.42, 0.05).ring(0.3, 0.065).ring(0.36, 0.085).ring(0.56, 0.085).caps(true, true).flat()
                .emit(metal, tube, brass);
        new Tube(b.lod ? 4 : 8).ring(-0.58, 0.025).ring(-0.42, 0.03).caps(true, false).flat().emit(metal, tube, dark);
        KitMesh glass = b.mesh("glass", "glass");
        if (!b.lod) {
            double[] c = tube.point(0, 0.565, 0);
            Tube lens = new Tube(12).ring(0.56, 0.075).ring(0.57, 0.075);
            double[][] ring = lens.points(tube, 1);
            glass.beginPart(tube.point(0, 0.5, 0));
            for (int j = 0; j < 12; j++) {
                glass.tri(c, ring[(j + 1) % 12], ring[j], Shades.solid(Shades.rgb(1, 1, 1)));
            }
            glass.endPart();
        }
        new Tube(6).ring(0.0, 0.02).ring(0.12, 0.02).flat().emit(metal, Frame.at(0, h + 0.04, 0), dark);
    }

    /**
     * A park bench 1.5–1.8 m long (along x), seat 0.45 m high: three seat slats and two back slats
     * of wood on two iron side frames, facing +z.
     */
    static void bench(KitBuild b) {
        KitRandom r = b.r;
        double len = r.range(1.5, 1.8, 1);
        KitMesh wood = b.mesh("wood", "wood");
        KitMesh metal = b.mesh("metal", "metal");
        float[] tint = Shades.rgb(0.8 + 0.2 * r.u(2), 0.7 + 0.2 * r.u(2), 0.6 + 0.2 * r.u(3));
        KitMesh.Shade slat = Shades.vary(tint, 0.1);
        KitMesh.Shade iron = Shades.vary(Shades.rgb(0.22, 0.22, 0.24), 0.08);
        double seat = 0.45, depth = 0.44;
        if (b.lod) {
            Shapes.box(wood, Frame.at(0, seat, 0), len / 2, 0.03, depth / 2, slat);
            Shapes.box(wood, Frame.at(0, seat + 0.3, -depth / 2 - 0.02).tilt(-0.2), len / 2, 0.17, 0.02, slat);
        } else {
            for (int i = 0; i < 3; i++) {
                double z = -depth / 2 + 0.075 + i * (depth - 0.15) / 2;
                Shapes.box(wood, Frame.at(0, seat, z), len / 2, 0.025, 0.065, Shades.vary(tint, 0.12));
            }
            for (int i = 0; i < 2; i++) {
                Frame f = Frame.at(0, seat + 0.2 + i * 0.2, -depth / 2 - 0.02 - 0.04 * i).tilt(-0.2);
                Shapes.box(wood, f, len / 2, 0.06, 0.02, Shades.vary(tint, 0.12));
            }
        }
        for (int s = -1; s <= 1; s += 2) {
            double x = s * (len / 2 - 0.12);
            Shapes.box(metal, Frame.at(x, seat / 2, depth / 2 - 0.05), 0.025, seat / 2, 0.025, iron);
            Shapes.box(metal, Frame.at(x, 0.42, -depth / 2 + 0.02).tilt(-0.2), 0.025, 0.42, 0.025, iron);
            Shapes.box(metal, Frame.at(x, seat - 0.04, 0), 0.025, 0.02, depth / 2, iron);
            if (!b.lod) {
                Shapes.box(metal, Frame.at(x, seat + 0.2, 0.0), 0.025, 0.02, depth / 2 - 0.02, iron);
                Shapes.box(metal, Frame.at(x, seat + 0.1, depth / 2 - 0.05), 0.02, 0.1, 0.02, iron);
            }
        }
    }

    /**
     * A fence run 6–8.8 m long (along x): round posts every 2–2.2 m, two rails, and in the middle
     * span a braced gate between taller posts.
     */
    static void fence(KitBuild b) {
        KitRandom r = b.r;
        int spans = 3 + r.count(0, 1, 1);
        double span = r.range(2.0, 2.2, 2);
        double len = spans * span;
        int gate = spans / 2;
        KitMesh wood = b.mesh("wood", "wood");
        float[] tint = Shades.rgb(0.66, 0.6, 0.54);
        KitMesh.Shade postShade = Shades.vary(tint, 0.15);
        for (int i = 0; i <= spans; i++) {
            double x = -len / 2 + i * span;
            boolean gatePost = i == gate || i == gate + 1;
            double h = gatePost ? 1.3 : 1.1;
            double pr = gatePost ? 0.075 : 0.06;
            new Tube(b.lod ? 4 : 6).ring(0, pr).ring(h - pr, pr).ring(h, pr * 0.4).caps(false, true).flat().phase(r.u(3, i))
                    .emit(wood, Frame.at(x, 0, 0), postShade);
        }
        for (int i = 0; i < spans; i++) {
            double x = -len / 2 + (i + 0.5) * span;
            if (i == gate) {
                continue;
            }
            for (int k = 0; k < 2; k++) {
                double y = k == 0 ? 0.45 : 0.9;
                Frame f = Frame.at(x, y + 0.02 * r.sym(4, i, k), 0.08).roll(0.015 * r.sym(5, i, k));
                Shapes.box(wood, f, span / 2 + 0.06, 0.05, 0.025, Shades.vary(tint, 0.18));
            }
        }
        double gx = -len / 2 + (gate + 0.5) * span, gw = span - 0.22;
        KitMesh.Shade gateShade = Shades.vary(Shades.rgb(0.78, 0.68, 0.56), 0.12);
        double gz = 0.1;
        for (int k = 0; k < 3; k++) {
            Shapes.box(wood, Frame.at(gx, 0.25 + 0.4 * k, gz), gw / 2, 0.055, 0.025, gateShade);
        }
        if (!b.lod) {
            for (int s = -1; s <= 1; s += 2) {
                Shapes.box(wood, Frame.at(gx + s * (gw / 2 - 0.05), 0.65, gz + 0.03), 0.05, 0.5, 0.02, gateShade);
            }
            double[] from = {gx - gw / 2 + 0.08, 0.27, gz + 0.03}, to = {gx + gw / 2 - 0.08, 1.03, gz + 0.03};
            double dl = V.length(V.sub(to, from));
            Frame f = Frame.at((from[0] + to[0]) / 2, (from[1] + to[1]) / 2, gz + 0.03).roll(StrictMath.atan2(to[1] - from[1], to[0] - from[0]));
            Shapes.box(wood, f, dl / 2, 0.045, 0.02, gateShade);
        }
    }

    /**
     * A campfire about 1.2 m across: a ring of eight to ten stones, logs leaned together in a cone,
     * and flames (the {@code flame} material gives off light).
     */
    static void campfire(KitBuild b) {
        KitRandom r = b.r;
        double ring = r.range(0.42, 0.5, 1);
        KitMesh rock = b.mesh("rock", "rock");
        int stones = b.lod ? 6 : 8 + r.count(0, 2, 2);
        for (int i = 0; i < stones; i++) {
            double a = TAU * i / stones + 0.2 * r.sym(3, i);
            double sr = r.range(0.1, 0.14, 4, i);
            Shapes.blob(rock, Frame.at(ring * StrictMath.cos(a), sr * 0.45, ring * StrictMath.sin(a)).yaw(r.range(0, TAU, 5, i)), sr,
                    sr * 0.75, sr * 0.85, 0, 0.2, r.sub(6), i, Shades.rock(Shades.rgb(0.85, 0.84, 0.82), null, 0.2, 0.25));
        }
        KitMesh bark = b.mesh("bark", "bark");
        int logs = b.lod ? 3 : 5;
        KitMesh.Shade charred = (p, n, key, rgb) -> KitColour.scaled(Shades.rgb(0.9, 0.8, 0.7),
                Math.max(0.15, 0.9 - p[1] * 1.8) * (1 - 0.1 * StableHash.unit(key)), rgb);
        for (int i = 0; i < logs; i++) {
            double a = TAU * i / logs + r.u(7);
            double[] foot = {0.32 * StrictMath.cos(a), 0.03, 0.32 * StrictMath.sin(a)};
            double[] top = {0.04 * StrictMath.cos(a + 1), 0.42, 0.04 * StrictMath.sin(a + 1)};
            new Tube(5).ring(-0.03, 0.045).ring(V.length(V.sub(top, foot)), 0.035).caps(false, true).flat()
                    .emit(bark, Frame.along(foot, top), charred);
        }
        KitMesh flame = b.mesh("flame", "flame");
        int tongues = b.lod ? 2 : 4;
        for (int i = 0; i < tongues; i++) {
            double a = Math.PI * i / tongues + r.u(8);
            double[] side = {StrictMath.cos(a), 0, StrictMath.sin(a)};
            double fh = r.range(0.45, 0.65, 9, i);
            double lean = 0.05 * r.sym(10, i);
            double[][] spine = {{0, 0.04, 0}, {lean * side[2], fh * 0.4, -lean * side[0]}, {2 * lean * side[2], fh, -2 * lean * side[0]}};
            Shapes.blade(flame, spine, new double[] {0.16, 0.12, 0}, side, (p, n, key, rgb) -> {
                double k = Math.min(1, p[1] / 0.6);
                rgb[0] = 1;
                rgb[1] = KitColour.clamp(0.35 + 0.6 * k);
                rgb[2] = KitColour.clamp(0.1 + 0.5 * k);
            });
        }
    }

    /** A signpost 2–2.3 m tall: a square post with a pointed cap and two or three arrow boards pointing different ways, stones at its foot. */
    static void signpost(KitBuild b) {
        KitRandom r = b.r;
        double h = r.range(2.0, 2.3, 1);
        KitMesh wood = b.mesh("wood", "wood");
        KitMesh.Shade post = Shades.vary(Shades.rgb(0.6, 0.52, 0.44), 0.12);
        Frame base = Frame.at(0, 0, 0).yaw(r.range(0, TAU, 2));
        Shapes.box(wood, base.moved(0, h / 2, 0), 0.06, h / 2, 0.06, post);
        new Tube(4).ring(h, 0.095).ring(h + 0.1, 0).phase(Math.PI / 4).flat().caps(true, false).emit(wood, base, post);
        int boards = 2 + r.count(0, 1, 3);
        for (int i = 0; i < boards; i++) {
            double y = h - 0.25 - 0.24 * i;
            double a = r.range(0, TAU, 4, i);
            float[] tint = Shades.rgb(0.9 + 0.1 * r.u(5, i), 0.8 + 0.1 * r.u(5, i), 0.62 + 0.1 * r.u(6, i));
            Frame f = Frame.at(0, y, 0).yaw(a).roll(Math.PI / 2);
            double l = r.range(0.55, 0.7, 7, i);
            double[] outline = b.lod ? new double[] {-0.09, -0.1, -0.09, l, 0.09, l, 0.09, -0.1}
                    : new double[] {-0.09, -0.1, -0.09, l - 0.12, 0, l, 0.09, l - 0.12, 0.09, -0.1};
            Shapes.prism(wood, f.moved(0, 0.08, 0), outline, -0.012, 0.012, Shades.vary(tint, 0.08));
        }
        if (!b.lod) {
            KitMesh rock = b.mesh("rock", "rock");
            for (int i = 0; i < 3; i++) {
                double a = TAU * i / 3 + r.u(8);
                Shapes.blob(rock, Frame.at(0.17 * StrictMath.cos(a), 0.03, 0.17 * StrictMath.sin(a)), 0.12, 0.1, 0.1, 0, 0.2, r.sub(9), i,
                        Shades.rock(Shades.rgb(0.85, 0.84, 0.82), null, 0.15, 0.25));
            }
        }
    }

    /** Faded car paints (sRGB): red, blue, green, cream, grey-blue. */
    private static final int[] PAINTS = {0xa8443a, 0x3f6494, 0x5b7f52, 0xd8cba0, 0x7c8a94};

    /**
     * A wrecked car about 4.1 m long (along z, its front at +z) and 1.75 m wide: body and cabin
     * in faded paint eaten by rust, dark windows, bumpers and lamps, three tyres and the fourth
     * corner down on the ground, the whole tilted towards it.
     */
    static void wreckedCar(KitBuild b) {
        KitRandom r = b.r;
        double len = r.range(3.9, 4.3, 1), w = r.range(1.66, 1.8, 2);
        float[] paintColour = KitColour.srgb(PAINTS[StableHash.bounded(r.key(3), PAINTS.length)]);
        float[] rust = KitColour.srgb(0x7a4424);
        int missing = r.count(0, 3, 4);
        double sx = (missing & 1) == 0 ? -1 : 1, sz = (missing & 2) == 0 ? -1 : 1;
        double ground = 0.3;
        Frame tilted = Frame.at(0, 0, 0).roll(-sx * 0.12).tilt(sz * 0.08);
        double[] low = tilted.point(sx * w / 2, ground, sz * (len / 2 - 0.75));
        Frame car = Frame.at(0, 0.1 - low[1], 0).roll(-sx * 0.12).tilt(sz * 0.08);
        KitMesh paint = b.mesh("paint", "paint");
        float[] mixed = new float[3];
        KitMesh.Shade body = (p, n, key, rgb) -> {
            double u = StableHash.unit(key);
            double rustiness = 0.25 + 0.6 * Math.max(0, n[1]) - 0.3 * Math.min(1, p[1]);
            KitColour.mix(paintColour, rust, u < rustiness ? 0.55 + 0.45 * StableHash.unit(key * 31) : 0.1 * u, mixed);
            KitColour.scaled(mixed, 0.85 + 0.15 * StableHash.unit(key * 17), rgb);
        };
        Frame side = car.moved(-w / 2, 0, 0).roll(-Math.PI / 2);
        Shapes.prism(paint, side, new double[] {-ground, -len / 2 + 0.08, -0.86, -len / 2, -0.82, len / 2 - 0.2, -0.62, len / 2,
                -ground, len / 2 - 0.08}, 0, w, body);
        double cw = w - 0.14;
        Frame cabinSide = car.moved(-cw / 2, 0, 0).roll(-Math.PI / 2);
        double roof = 1.38;
        double[] cabin = {-0.84, -len / 2 + 0.55, -roof, -len / 2 + 0.95, -roof, 0.3, -0.84, 0.95};
        Shapes.prism(paint, cabinSide, cabin, 0, cw, body);
        KitMesh glass = b.mesh("glass", "glass");
        KitMesh.Shade pane = Shades.vary(Shades.rgb(1, 1, 1), 0.15);
        double inset = 0.07;
        double[] a = {-len / 2 + 0.55, 0.84}, bb = {-len / 2 + 0.95, roof}, c = {0.3, roof}, d = {0.95, 0.84};
        for (int s = -1; s <= 1; s += 2) {
            double x = s * (cw / 2 + 0.006);
            double[][] q = {glassPoint(car, x, a, bb, c, d, inset, 0), glassPoint(car, x, a, bb, c, d, inset, 1),
                    glassPoint(car, x, a, bb, c, d, inset, 2), glassPoint(car, x, a, bb, c, d, inset, 3)};
            if (s > 0) {
                glass.quad(q[0], q[1], q[2], q[3], pane);
            } else {
                glass.quad(q[0], q[3], q[2], q[1], pane);
            }
        }
        double[] ws0 = {d[0] - 0.06, d[1] + 0.05}, ws1 = {c[0] + 0.03, c[1] - 0.06};
        double[] rw0 = {a[0] + 0.06, a[1] + 0.05}, rw1 = {bb[0] - 0.03, bb[1] - 0.06};
        double hx = cw / 2 - 0.1;
        double[] n1 = V.norm(new double[] {0, d[0] - c[0], c[1] - d[1]});
        double[] n2 = V.norm(new double[] {0, bb[0] - a[0], a[1] - bb[1]});
        glass.quad(off(car, -hx, ws0, n1), off(car, hx, ws0, n1), off(car, hx, ws1, n1), off(car, -hx, ws1, n1), pane);
        glass.quad(off(car, hx, rw0, n2), off(car, -hx, rw0, n2), off(car, -hx, rw1, n2), off(car, hx, rw1, n2), pane);
        KitMesh rubber = b.mesh("rubber", "rubber");
        KitMesh metal = b.mesh("metal", "metal");
        KitMesh.Shade tyre = Shades.vary(Shades.rgb(1, 1, 1), 0.1);
        KitMesh.Shade steel = Shades.vary(Shades.rgb(0.7, 0.68, 0.64), 0.2);
        double wheelR = 0.32;
        for (int i = 0; i < 4; i++) {
            double wx = (i & 1) == 0 ? -1 : 1, wz = (i & 2) == 0 ? -1 : 1;
            if (i == missing) {
                continue;
            }
            double[] centre = car.point(wx * (w / 2 - 0.14), wheelR, wz * (len / 2 - 0.75));
            Frame wf = Frame.at(centre[0], wheelR - 0.03, centre[2]).roll(-Math.PI / 2);
            new Tube(b.lod ? 7 : 12).ring(-0.11, wheelR * 0.92).ring(-0.08, wheelR).ring(0.08, wheelR).ring(0.11, wheelR * 0.92)
                    .caps(true, true).flat().emit(rubber, wf.moved(0, 0, 0), tyre);
            if (!b.lod) {
                new Tube(6).ring(0.105, wheelR * 0.5).ring(0.125, wheelR * 0.4).caps(false, true).flat()
                        .emit(metal, wx > 0 ? wf : wf.tilt(Math.PI), steel);
            }
        }
        for (int s = -1; s <= 1; s += 2) {
            Shapes.box(metal, car.moved(0, 0.42, s * (len / 2 + 0.03)), w / 2 - 0.02, 0.07, 0.06, steel);
        }
        if (!b.lod) {
            for (int s = -1; s <= 1; s += 2) {
                Shapes.box(metal, car.moved(s * (w / 2 - 0.25), 0.68, len / 2 - 0.04), 0.13, 0.06, 0.05,
                        Shades.solid(Shades.rgb(1, 1, 0.95)));
                Shapes.box(paint, car.moved(s * (w / 2 - 0.2), 0.74, -len / 2 - 0.005), 0.12, 0.05, 0.02,
                        Shades.solid(Shades.rgb(0.7, 0.08, 0.05)));
            }
        }
    }

    private static double[] glassPoint(Frame car, double x, double[] a, double[] b, double[] c, double[] d, double inset, int k) {
        double cz = (a[0] + b[0] + c[0] + d[0]) / 4, cy = (a[1] + b[1] + c[1] + d[1]) / 4;
        double[] p = k == 0 ? a : k == 1 ? b : k == 2 ? c : d;
        double z = p[0] + (cz - p[0]) * (inset * 2.4), y = p[1] + (cy - p[1]) * (inset * 2.4);
        return car.point(x, y, z);
    }

    private static double[] off(Frame car, double x, double[] zy, double[] n) {
        return car.point(x + n[0] * 0.006, zy[1] + n[1] * 0.006, zy[0] + n[2] * 0.006);
    }
}
