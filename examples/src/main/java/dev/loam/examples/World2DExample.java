package dev.loam.examples;

import dev.loam.core.NumberText;
import dev.loam.worldgen.Chunk2D;
import dev.loam.worldgen.Placement2D;
import dev.loam.worldgen.StreamStats;
import dev.loam.worldgen.World2D;
import dev.loam.worldgen.WorldRules;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * A 2D world streamed around a moving camera, drawn to PNG files with plain Java2D: the example
 * wilds rules laid flat on {@code (x, y)}, chunks of 256 world units made nearest first within a
 * 6 ms budget per frame, each frame's statistics printed. The pictures colour each biome grid
 * cell, draw each placement as a disc as wide as its footprint (interactive ones outlined) and
 * outline the chunks; chunks still filling in are outlined in yellow. At the end a tree is cut (a
 * diff): only its chunk is published again, outlined in red in the last picture.
 *
 * <p>Run: {@code java -cp examples/target/examples.jar dev.loam.examples.World2DExample [--out DIR]}
 * (PNG files go to {@code out/} by default).
 */
public final class World2DExample {
    private static final int SIZE = 768;
    private static final double CHUNK = 256;
    private static final double CELL = 32;
    private static final long BUDGET_NANOS = 6_000_000;
    private static final int FRAMES = 12;
    private static final double STEP = 30;
    private static final Color[] BIOMES = {new Color(0xC9B27C), new Color(0x4F7A3A), new Color(0x9DBF5E),
        new Color(0x8A8A8A)};

    private World2DExample() {
    }

    /**
     * What a run did.
     *
     * @param pictures the PNG files written
     * @param treeCut the id of the tree that was cut
     * @param remade the chunks published again after the cut, as {@code cx,cy}
     */
    public record Result(List<Path> pictures, String treeCut, List<String> remade) {
    }

    /**
     * Runs the example.
     *
     * @param args {@code [--out DIR]}
     */
    public static void main(String[] args) {
        Path out = Path.of("out");
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--out") && i + 1 < args.length) {
                out = Path.of(args[++i]);
            } else {
                System.err.println("usage: World2DExample [--out DIR]");
                System.exit(2);
            }
        }
        run(out, System.out);
    }

    /**
     * Streams the world along the camera's path, writes the pictures and cuts a tree.
     *
     * @param out the folder for the PNG files (created if missing)
     * @param log where the per-frame statistics go
     * @return what was written and remade
     */
    public static Result run(Path out, PrintStream log) {
        System.setProperty("java.awt.headless", "true");
        WorldRules rules = WorldRules.fromJson(resource("/dev/loam/examples/worlds/wilds.json"));
        Map<String, Chunk2D> live = new LinkedHashMap<>();
        List<String> publishedLog = new ArrayList<>();
        List<Path> pictures = new ArrayList<>();
        World2D world = World2D.builder(rules, "island", 11, CHUNK, CELL, chunk -> {
            String key = chunk.cx() + "," + chunk.cy();
            live.put(key, chunk);
            publishedLog.add(key);
            return () -> live.remove(key, chunk);
        }).viewRadius(400).build();
        try {
            Files.createDirectories(out);
            // Where a forest gives way to a meadow, heading east into the meadow.
            double x = -1000;
            double y = 150;
            StreamStats stats = world.stats();
            for (int frame = 0; frame < FRAMES; frame++) {
                x += STEP;
                y += STEP / 3;
                world.setCamera(x, y);
                world.update(BUDGET_NANOS);
                log.printf(Locale.ROOT, "frame %2d camera (%s, %s): %s%n", frame, NumberText.fixed(x, 0),
                        NumberText.fixed(y, 0), stats);
                if (frame == 0 || frame == FRAMES / 2 || frame == FRAMES - 1) {
                    pictures.add(draw(out.resolve(String.format(Locale.ROOT, "world2d-frame%02d.png", frame)), live, x, y,
                            rules, null, null));
                }
            }
            int frames = 0;
            while (stats.queued() > 0 || frames == 0) {
                world.update(BUDGET_NANOS);
                frames++;
            }
            log.printf(Locale.ROOT, "settled after %d more frames: %s%n", frames, stats);
            Placement2D tree = nearestTree(live, x, y);
            int mark = publishedLog.size();
            world.diffs().remove(tree.id());
            world.update(BUDGET_NANOS);
            List<String> remade = List.copyOf(publishedLog.subList(mark, publishedLog.size()));
            log.printf(Locale.ROOT, "cut %s at (%s, %s): remade %s of %d resident chunks%n", tree.id(),
                    NumberText.fixed(tree.x(), 1), NumberText.fixed(tree.y(), 1), remade, stats.resident());
            pictures.add(draw(out.resolve("world2d-cut.png"), live, x, y, rules, remade, tree));
            return new Result(pictures, tree.id(), remade);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            world.close();
        }
    }

    private static Placement2D nearestTree(Map<String, Chunk2D> live, double x, double y) {
        Placement2D best = null;
        for (Chunk2D c : live.values()) {
            for (Placement2D p : c.placements()) {
                if (p.interactive().equals("tree")
                        && (best == null || Math.hypot(p.x() - x, p.y() - y) < Math.hypot(best.x() - x, best.y() - y))) {
                    best = p;
                }
            }
        }
        if (best == null) {
            throw new IllegalStateException("no tree near the camera: the rules or seed changed");
        }
        return best;
    }

    /** Draws the live chunks around the camera, one pixel per world unit, +y up. */
    private static Path draw(Path file, Map<String, Chunk2D> live, double camX, double camY, WorldRules rules,
            List<String> highlight, Placement2D cut) throws IOException {
        BufferedImage img = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(new Color(0x202020));
            g.fillRect(0, 0, SIZE, SIZE);
            double left = camX - SIZE / 2.0;
            double top = camY + SIZE / 2.0;
            for (Chunk2D c : live.values()) {
                for (int row = 0; row < c.gridSide(); row++) {
                    for (int col = 0; col < c.gridSide(); col++) {
                        int b = c.biomeGrid()[row * c.gridSide() + col];
                        g.setColor(b < 0 ? Color.BLACK : BIOMES[b % BIOMES.length]);
                        int px = (int) Math.floor(c.x0() + col * c.cellSize() - left);
                        int py = (int) Math.floor(top - (c.y0() + (row + 1) * c.cellSize()));
                        g.fillRect(px, py, (int) Math.ceil(c.cellSize()), (int) Math.ceil(c.cellSize()));
                    }
                }
            }
            for (Chunk2D c : live.values()) {
                for (Placement2D p : c.placements()) {
                    double r = Math.max(0.75, p.footprint());
                    int px = (int) Math.round(p.x() - left - r);
                    int py = (int) Math.round(top - p.y() - r);
                    int d = (int) Math.max(1, Math.round(2 * r));
                    g.setColor(colour(p));
                    g.fillOval(px, py, d, d);
                    if (p.isInteractive()) {
                        g.setColor(Color.BLACK);
                        g.drawOval(px, py, d, d);
                    }
                }
            }
            g.setStroke(new BasicStroke(1f));
            for (Chunk2D c : live.values()) {
                boolean marked = highlight != null && highlight.contains(c.cx() + "," + c.cy());
                g.setColor(marked ? Color.RED : c.complete() ? new Color(255, 255, 255, 110) : Color.YELLOW);
                if (marked) {
                    g.setStroke(new BasicStroke(3f));
                }
                g.drawRect((int) Math.round(c.x0() - left), (int) Math.round(top - c.y0() - c.size()),
                        (int) c.size(), (int) c.size());
                g.setStroke(new BasicStroke(1f));
            }
            if (cut != null) {
                g.setColor(Color.RED);
                g.setStroke(new BasicStroke(2f));
                g.drawOval((int) Math.round(cut.x() - left - 8), (int) Math.round(top - cut.y() - 8), 16, 16);
            }
            g.setColor(Color.WHITE);
            g.fillOval(SIZE / 2 - 4, SIZE / 2 - 4, 8, 8);
            g.drawString("biomes: " + String.join(", ", rules.biomes().stream().map(b -> b.id()).toList())
                    + "   camera (" + Math.round(camX) + ", " + Math.round(camY) + ")", 8, 16);
        } finally {
            g.dispose();
        }
        ImageIO.write(img, "png", file.toFile());
        return file;
    }

    private static Color colour(Placement2D p) {
        if (p.interactive().equals("tree")) {
            return new Color(0x1E4D1E);
        }
        if (p.interactive().equals("building")) {
            return new Color(0x8B4A2B);
        }
        if (p.interactive().equals("ore") || p.recipe().equals("scree")) {
            return new Color(0x5A5A66);
        }
        return switch (p.layer()) {
            case "cover" -> new Color(0xB5D982);
            case "detail" -> new Color(0x3F8F4F);
            default -> new Color(0x2F6B2F);
        };
    }

    private static String resource(String name) {
        try (InputStream in = World2DExample.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
