package dev.loam.assets.internal.kit;

/** The kit's buildings and structures: hut, lighthouse, jetty and tent. Fronts face +z. */
final class Buildings {
    private Buildings() {
    }

    private static final double TAU = 2 * Math.PI;

    /**
     * A hut about 4.4 m by 3.6 m and 3.6–4 m tall: plank walls on a stone plinth, gable ends, a
     * thatched roof overhanging all round, a framed door and a doorstep on the front (+z),
     * windows, and a stone chimney on some variants.
     */
    static void hut(KitBuild b) {
        KitRandom r = b.r;
        double w = r.range(4.1, 4.6, 1), d = r.range(3.3, 3.8, 2), wallH = r.range(2.1, 2.4, 3), ridge = r.range(1.3, 1.6, 4);
        double base = 0.3, top = base + wallH;
        KitMesh stone = b.mesh("stone", "stone");
        KitMesh wood = b.mesh("wood", "wood");
        KitMesh thatch = b.mesh("thatch", "thatch");
        KitMesh.Shade stoneShade = Shades.vary(Shades.rgb(0.92, 0.9, 0.86), 0.2);
        KitMesh.Shade walls = Shades.planksY(Shades.rgb(0.9, 0.84, 0.78), 0.24, r.key(5));
        Shapes.box(stone, Frame.at(0, base / 2, 0), w / 2 + 0.12, base / 2, d / 2 + 0.12, stoneShade);
        Shapes.box(wood, Frame.at(0, base + wallH / 2, 0), w / 2, wallH / 2, d / 2, walls);
        Frame gable = Frame.at(-w / 2, 0, 0).roll(-Math.PI / 2);
        Shapes.prism(wood, gable, new double[] {-top, -d / 2, -top, d / 2, -(top + ridge), 0}, 0, w, walls);
        double over = 0.45, overX = 0.35, thick = 0.2;
        double run = d / 2 + over, drop = ridge * run / (d / 2);
        double slope = StrictMath.atan2(drop, run), len = Math.sqrt(run * run + drop * drop);
        KitMesh.Shade straw = Shades.vary(Shades.rgb(0.95, 0.9, 0.85), 0.22);
        for (int side = -1; side <= 1; side += 2) {
            double[] mid = {0, top + ridge - drop / 2, side * run / 2};
            Frame f = Frame.at(mid[0], mid[1], mid[2]).tilt(side * slope).moved(0, thick / 2 + 0.02, 0);
            Shapes.box(thatch, f, w / 2 + overX, thick / 2, len / 2 + 0.04, straw);
        }
        if (!b.lod) {
            Shapes.box(thatch, Frame.at(0, top + ridge + 0.12, 0), w / 2 + overX + 0.05, 0.1, 0.16, Shades.vary(Shades.rgb(0.75, 0.68, 0.6), 0.15));
        }
        double doorX = w * r.range(-0.2, 0.2, 6), doorW = 0.95, doorH = 1.85;
        KitMesh.Shade dark = Shades.vary(Shades.rgb(0.55, 0.45, 0.36), 0.15);
        Shapes.box(wood, Frame.at(doorX, base + doorH / 2, d / 2 + 0.02), doorW / 2, doorH / 2, 0.04, dark);
        Shapes.box(stone, Frame.at(doorX, 0.09, d / 2 + 0.45), 0.7, 0.09, 0.32, stoneShade);
        KitMesh glass = b.mesh("glass", "glass");
        KitMesh.Shade pane = Shades.vary(Shades.rgb(1, 1, 1), 0.1);
        double winX = doorX > 0 ? -w / 4 - 0.2 : w / 4 + 0.2;
        double[][] windows = {{winX, d / 2, 0}, {w / 2, 0, 1}, {-w / 2, 0, 1}};
        for (double[] win : windows) {
            double wy = base + 1.35;
            Frame f = win[2] == 0 ? Frame.at(win[0], wy, win[1]) : Frame.at(win[0], wy, win[1]).yaw(Math.PI / 2);
            Shapes.box(glass, f.moved(0, 0, 0.015), 0.34, 0.3, 0.02, pane);
            if (!b.lod) {
                KitMesh.Shade frame = Shades.vary(Shades.rgb(0.62, 0.5, 0.4), 0.1);
                Shapes.box(wood, f.moved(0, 0.33, 0.04), 0.42, 0.05, 0.05, frame);
                Shapes.box(wood, f.moved(0, -0.33, 0.04), 0.42, 0.05, 0.06, frame);
                Shapes.box(wood, f.moved(-0.38, 0, 0.04), 0.04, 0.3, 0.05, frame);
                Shapes.box(wood, f.moved(0.38, 0, 0.04), 0.04, 0.3, 0.05, frame);
            }
        }
        if (!b.lod) {
            KitMesh.Shade frame = Shades.vary(Shades.rgb(0.6, 0.48, 0.38), 0.1);
            Shapes.box(wood, Frame.at(doorX, base + doorH + 0.06, d / 2 + 0.05), doorW / 2 + 0.12, 0.07, 0.06, frame);
            Shapes.box(wood, Frame.at(doorX - doorW / 2 - 0.06, base + doorH / 2, d / 2 + 0.05), 0.06, doorH / 2, 0.06, frame);
            Shapes.box(wood, Frame.at(doorX + doorW / 2 + 0.06, base + doorH / 2, d / 2 + 0.05), 0.06, doorH / 2, 0.06, frame);
        }
        if (r.u(7) < 0.6) {
            double cx = w * 0.28 * (r.u(8) < 0.5 ? -1 : 1), cz = -d * 0.22;
            double chTop = top + ridge + 0.5;
            double y0 = top + ridge * 0.2;
            Shapes.box(stone, Frame.at(cx, (y0 + chTop) / 2, cz), 0.26, (chTop - y0) / 2, 0.26, stoneShade);
        }
    }

    /**
     * A lighthouse 11.5–13 m tall: a stone plinth, a tapering tower painted in four to six bands
     * (red or black on white), a door and windows, a gallery with a railing, a glowing lamp room
     * (the {@code lamp} material gives off light) and a metal cap with a ball.
     */
    static void lighthouse(KitBuild b) {
        KitRandom r = b.r;
        double scale = r.range(0.96, 1.08, 1);
        double plinth = 0.7, towerTop = 9.2 * scale, r0 = 1.75, r1 = 1.15;
        int bands = 4 + r.count(0, 2, 2);
        int sides = b.lod ? 10 : 18;
        float[] white = Shades.rgb(0.92, 0.91, 0.88);
        float[] red = r.u(3) < 0.75 ? Shades.rgb(0.62, 0.06, 0.05) : Shades.rgb(0.08, 0.08, 0.09);
        KitMesh stone = b.mesh("stone", "stone");
        KitMesh paint = b.mesh("paint", "paint");
        KitMesh metal = b.mesh("metal", "metal");
        KitMesh lamp = b.mesh("lamp", "lamp");
        KitMesh.Shade stoneShade = Shades.vary(Shades.rgb(0.9, 0.88, 0.84), 0.18);
        new Tube(8).ring(0, 2.3).ring(plinth, 2.15).caps(false, true).flat().phase(TAU / 16).emit(stone, Frame.at(0, 0, 0), stoneShade);
        for (int i = 0; i < bands; i++) {
            double y0 = plinth + (towerTop - plinth) * i / bands, y1 = plinth + (towerTop - plinth) * (i + 1) / bands;
            double ra = r0 + (r1 - r0) * (y0 - plinth) / (towerTop - plinth), rb = r0 + (r1 - r0) * (y1 - plinth) / (towerTop - plinth);
            float[] c = i % 2 == 0 ? white : red;
            new Tube(sides).ring(y0, ra).ring(y1, rb).emit(paint, Frame.at(0, 0, 0), Shades.vary(c, 0.05));
        }
        double deck = towerTop + 0.25;
        new Tube(sides).ring(towerTop, 1.95).ring(deck, 1.95).caps(true, true).flat().emit(stone, Frame.at(0, 0, 0), stoneShade);
        KitMesh.Shade darkMetal = Shades.vary(Shades.rgb(0.3, 0.3, 0.32), 0.1);
        double railH = 0.85;
        int posts = b.lod ? 0 : 14;
        for (int i = 0; i < posts; i++) {
            double a = TAU * i / posts;
            Shapes.box(metal, Frame.at(1.85 * StrictMath.cos(a), deck + railH / 2, 1.85 * StrictMath.sin(a)).yaw(-a), 0.025, railH / 2, 0.025,
                    darkMetal);
        }
        Tube rail = new Tube(b.lod ? 10 : 14).ring(deck + railH - 0.05, 1.87).ring(deck + railH, 1.87).flat();
        if (b.lod) {
            rail = new Tube(10).ring(deck, 1.87).ring(deck + railH, 1.87).flat();
        }
        rail.emit(metal, Frame.at(0, 0, 0), darkMetal);
        double lampTop = deck + 1.45;
        new Tube(b.lod ? 8 : 12).ring(deck, 0.95).ring(deck + 0.25, 0.95).caps(false, true).flat().emit(metal, Frame.at(0, 0, 0), darkMetal);
        new Tube(b.lod ? 8 : 12).ring(deck + 0.25, 0.85).ring(lampTop, 0.85).caps(false, false).flat()
                .emit(lamp, Frame.at(0, 0, 0), Shades.vary(Shades.rgb(1, 1, 1), 0.06));
        if (!b.lod) {
            for (int i = 0; i < 6; i++) {
                double a = TAU * i / 6;
                Shapes.box(metal, Frame.at(0.87 * StrictMath.cos(a), (deck + 0.25 + lampTop) / 2, 0.87 * StrictMath.sin(a)).yaw(-a), 0.03,
                        (lampTop - deck - 0.25) / 2, 0.05, darkMetal);
            }
        }
        KitMesh.Shade cap = Shades.vary(red, 0.08);
        new Tube(b.lod ? 8 : 12).ring(lampTop, 1.1).ring(lampTop + 0.12, 1.05).ring(lampTop + 0.85, 0).caps(true, false).flat()
                .emit(paint, Frame.at(0, 0, 0), cap);
        Shapes.blob(metal, Frame.at(0, lampTop + 0.95, 0), 0.14, 0.14, 0.14, 0, 0, r, 0, darkMetal);
        new Tube(4).ring(lampTop + 1.05, 0.03).ring(lampTop + 1.45, 0).emit(metal, Frame.at(0, 0, 0), darkMetal);
        KitMesh.Shade door = Shades.vary(Shades.rgb(0.35, 0.25, 0.18), 0.1);
        KitMesh wood = b.mesh("wood", "wood");
        Shapes.box(wood, Frame.at(0, plinth + 1.0, r0 - 0.02), 0.48, 1.0, 0.1, door);
        if (!b.lod) {
            KitMesh glass = b.mesh("glass", "glass");
            for (int i = 0; i < 3; i++) {
                double y = plinth + (towerTop - plinth) * (0.35 + 0.22 * i);
                double a = Math.PI / 2 + 2.1 * i + 0.6;
                double rr = r0 + (r1 - r0) * (y - plinth) / (towerTop - plinth);
                Frame f = Frame.at(rr * StrictMath.cos(a), y, rr * StrictMath.sin(a)).yaw(Math.PI / 2 - a);
                Shapes.box(glass, f, 0.22, 0.32, 0.06, Shades.vary(Shades.rgb(1, 1, 1), 0.1));
            }
        }
    }

    /**
     * A jetty 6–9 m long (along z) and 1.8–2.2 m wide: a deck of planks 1.1 m above the bed on
     * posts every 2 m, two beams under it, and posts standing up as bollards at its far end (one
     * deck slab in the cheaper level).
     */
    static void jetty(KitBuild b) {
        KitRandom r = b.r;
        double len = r.range(6, 9, 1), w = r.range(1.8, 2.2, 2), deck = 1.1;
        KitMesh wood = b.mesh("wood", "wood");
        KitMesh.Shade post = Shades.vary(Shades.rgb(0.62, 0.55, 0.48), 0.15);
        int spans = (int) Math.round(len / 2);
        for (int i = 0; i <= spans; i++) {
            double z = -len / 2 + 0.1 + (len - 0.2) * i / spans;
            boolean end = i == spans;
            for (int s = -1; s <= 1; s += 2) {
                double hTop = end ? deck + 0.55 : deck - 0.05;
                new Tube(b.lod ? 5 : 7).ring(0, 0.13).ring(hTop, 0.12).caps(false, true).flat().phase(r.u(3, i, s))
                        .emit(wood, Frame.at(s * (w / 2 - 0.1), 0, z), post);
            }
        }
        for (int s = -1; s <= 1; s += 2) {
            Shapes.box(wood, Frame.at(s * (w / 2 - 0.1), deck - 0.17, 0), 0.08, 0.12, len / 2, post);
        }
        if (b.lod) {
            Shapes.box(wood, Frame.at(0, deck, 0), w / 2, 0.05, len / 2, Shades.vary(Shades.rgb(0.85, 0.78, 0.68), 0.1));
            return;
        }
        double pitch = 0.22;
        int planks = (int) Math.floor(len / pitch);
        for (int i = 0; i < planks; i++) {
            double z = -len / 2 + pitch * (i + 0.5);
            if (r.u(4, i) < 0.03) {
                continue;
            }
            float[] c = Shades.rgb(0.72 + 0.2 * r.u(5, i), 0.66 + 0.18 * r.u(5, i), 0.58 + 0.16 * r.u(5, i));
            Frame f = Frame.at(0.04 * r.sym(6, i), deck, z).yaw(0.03 * r.sym(7, i));
            Shapes.box(wood, f, w / 2 + 0.05 * r.u(8, i), 0.04, pitch / 2 - 0.015, Shades.vary(c, 0.06));
        }
    }

    /**
     * A ridge tent 1.8–2.2 m wide, 2.2–2.6 m long (along z) and 1.2–1.5 m tall: canvas over a
     * ridge, a dark doorway and poles at the front (+z); the canvas's colour from the variant.
     */
    static void tent(KitBuild b) {
        KitRandom r = b.r;
        double w = r.range(1.8, 2.2, 1), len = r.range(2.2, 2.6, 2), h = r.range(1.2, 1.5, 3);
        int[] colours = {0xffffff, 0xe6843c, 0x8a9a58, 0x5f86b8, 0xc9b48a};
        float[] tint = KitColour.srgb(colours[dev.loam.core.StableHash.bounded(r.key(4), colours.length)]);
        KitMesh canvas = b.mesh("canvas", "canvas");
        KitMesh.Shade cloth = Shades.vary(tint, 0.08);
        Frame f = Frame.at(0, 0, -len / 2).tilt(Math.PI / 2);
        Shapes.prism(canvas, f, new double[] {-w / 2, 0, w / 2, 0, 0, -h}, 0, len, cloth);
        double z = len / 2 + 0.006;
        double dw = w * 0.28, dh = h * 0.78;
        float[] shadow = new float[3];
        KitColour.scaled(tint, 0.18, shadow);
        canvas.tri(new double[] {-dw, 0, z}, new double[] {dw, 0, z}, new double[] {0, dh, z}, Shades.solid(shadow));
        KitMesh wood = b.mesh("wood", "wood");
        KitMesh.Shade pole = Shades.vary(Shades.rgb(0.7, 0.6, 0.5), 0.1);
        for (int s = -1; s <= 1; s += 2) {
            new Tube(5).ring(0, 0.025).ring(h + 0.12, 0.02).caps(false, true).emit(wood, Frame.at(0, 0, s * (len / 2 + 0.04)), pole);
        }
        if (!b.lod) {
            for (int s = -1; s <= 1; s += 2) {
                double[] from = {0, h + 0.05, s * (len / 2 + 0.04)};
                double[] to = {0, 0.02, s * (len / 2 + 0.9)};
                new Tube(3).ring(0, 0.008).ring(V.length(V.sub(to, from)), 0.008).emit(wood, Frame.along(from, to),
                        Shades.solid(Shades.rgb(0.85, 0.82, 0.74)));
            }
        }
    }
}
