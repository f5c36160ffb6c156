package dev.loam.tools;

import dev.loam.worldgen.BiomeSampler;
import dev.loam.worldgen.HeightSource;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRulesException;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam world map RULES --seed N --rect ... --out PNG}: a picture of the biomes (the
 * strongest at each pixel, shaded by the ground's slope, water in blue) with placements drawn as
 * dots sized by their footprint and coloured by layer.
 */
@Command(name = "map", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Draws a box of the world as a PNG: each pixel the colour of its strongest biome, shaded by the "
                + "ground, water blue; placements as dots sized by their footprint (at least one pixel), coloured by "
                + "layer (interactive ones darker), earlier layers drawn over later ones."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam world map worlds/wilds.json --seed 42 --surface hills \\",
                "      --rect -1000,-1000,1000,1000 --out out/wilds.png",
                "  wrote out/wilds.png: 512x512 px, 3.9 m a pixel, 9 biomes,",
                "    188285 placements"})
final class WorldMap implements Callable<Integer> {
    /** Biome colours, in the rules' order, repeating past the end. */
    static final int[] BIOME_COLOURS = {0xD8C690, 0x4E7D3A, 0x9CC26A, 0x8F8A80, 0xC9B48A, 0x6FA37D, 0xB08D57, 0xE4E4E4};
    /** Dot colours by layer index. */
    static final int[] LAYER_COLOURS = {0xC0392B, 0x1E4D1A, 0x6B3FA0, 0xE6D35A, 0x2F80ED, 0xF2994A};
    static final int WATER = 0x3A6EA5;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RULES", description = "The world rules file (JSON).")
    Path file;

    @Option(names = "--rect", required = true, paramLabel = "x0,z0,x1,z1", description = "The box, world units.")
    String rect;

    @Option(names = "--out", required = true, paramLabel = "PNG", description = "The picture to write.")
    Path out;

    @Option(names = "--size", paramLabel = "PX", defaultValue = "512",
            description = "The picture's longer side in pixels, 16..4096 (default 512).")
    int size;

    @Option(names = "--layers", paramLabel = "L,...", split = ",", description = "Only these layers' placements.")
    List<String> layers = List.of();

    @Mixin
    WorldOptions options;

    @Override
    public Integer call() {
        double[] r = WorldOptions.rect(rect, "--rect");
        if (size < 16 || size > 4096) {
            throw new Refused("--size " + size + ": must be 16..4096 pixels");
        }
        WorldGen world = options.world(file);
        WorldPlan plan;
        List<Placement> ps;
        try (ProgressBars.Bar bar = ProgressBars.open(spec, "world map")) {
            plan = world.plan();
            ps = plan.placementsIn(r[0], r[1], r[2], r[3], bar, layers.toArray(String[]::new));
        } catch (WorldRulesException e) {
            throw new Refused(file + ": " + e.getMessage(), e);
        }
        double metres = Math.max(r[2] - r[0], r[3] - r[1]) / size;
        int w = Math.max(1, (int) Math.round((r[2] - r[0]) / metres));
        int h = Math.max(1, (int) Math.round((r[3] - r[1]) / metres));
        BufferedImage image = draw(plan, world.surface(), world.seaLevel(), r, metres, w, h, ps);
        Outputs.writePng(image, "--out", out);
        spec.commandLine().getOut().println(String.format(java.util.Locale.ROOT,
                "wrote %s: %dx%d px, %s m a pixel, %d biomes, %d placements", out, w, h,
                dev.loam.core.NumberText.fixed(metres, 1), plan.rules().biomes().size(), ps.size()));
        return 0;
    }

    /** The picture: row 0 is the box's low z, column 0 its low x. */
    static BufferedImage draw(WorldPlan plan, HeightSource ground, double sea, double[] r, double metres, int w, int h,
            List<Placement> ps) {
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        BiomeSampler biomes = plan.biomeSampler();
        for (int row = 0; row < h; row++) {
            double z = r[1] + (row + 0.5) * metres;
            for (int col = 0; col < w; col++) {
                double x = r[0] + (col + 0.5) * metres;
                double height = ground.height(x, z);
                int rgb;
                if (Double.isNaN(height)) {
                    rgb = 0x000000;
                } else if (height < sea) {
                    rgb = shade(WATER, Math.max(0.55, 1 - (sea - height) / 40));
                } else {
                    int b = biomes.strongest(x, z);
                    rgb = b < 0 ? 0x606060 : BIOME_COLOURS[b % BIOME_COLOURS.length];
                    double east = ground.height(x + metres, z) - height;
                    double light = 1 + Math.max(-0.3, Math.min(0.3, -east / metres * 0.8));
                    rgb = shade(rgb, light);
                }
                image.setRGB(col, row, rgb);
            }
        }
        List<String> order = plan.rules().layers().stream().map(l -> l.id()).toList();
        // Small things first, so the larger ones of earlier layers stay visible on top.
        for (int k = ps.size() - 1; k >= 0; k--) {
            Placement p = ps.get(k);
            int colour = LAYER_COLOURS[order.indexOf(p.layer()) % LAYER_COLOURS.length];
            if (p.isInteractive()) {
                colour = shade(colour, 0.7);
            }
            dot(image, (p.x() - r[0]) / metres, (p.z() - r[1]) / metres, Math.max(0.5, p.footprint() / metres), colour);
        }
        return image;
    }

    private static void dot(BufferedImage image, double cx, double cy, double radius, int rgb) {
        int x0 = (int) Math.floor(cx - radius);
        int x1 = (int) Math.ceil(cx + radius);
        int y0 = (int) Math.floor(cy - radius);
        int y1 = (int) Math.ceil(cy + radius);
        boolean drawn = false;
        for (int y = Math.max(0, y0); y <= Math.min(image.getHeight() - 1, y1); y++) {
            for (int x = Math.max(0, x0); x <= Math.min(image.getWidth() - 1, x1); x++) {
                double dx = x + 0.5 - cx;
                double dy = y + 0.5 - cy;
                if (dx * dx + dy * dy <= radius * radius) {
                    image.setRGB(x, y, rgb);
                    drawn = true;
                }
            }
        }
        int px = (int) Math.floor(cx);
        int py = (int) Math.floor(cy);
        if (!drawn && px >= 0 && py >= 0 && px < image.getWidth() && py < image.getHeight()) {
            image.setRGB(px, py, rgb);
        }
    }

    static int shade(int rgb, double f) {
        int red = (int) Math.min(255, Math.round(((rgb >> 16) & 255) * f));
        int green = (int) Math.min(255, Math.round(((rgb >> 8) & 255) * f));
        int blue = (int) Math.min(255, Math.round((rgb & 255) * f));
        return red << 16 | green << 8 | blue;
    }
}
