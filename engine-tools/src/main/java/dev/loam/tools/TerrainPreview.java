package dev.loam.tools;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import javax.imageio.ImageIO;
import org.joml.Vector3f;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam terrain preview FILE --out PNG}: a shaded relief picture of the terrain seen from
 * above, each pixel the splat layers' colours blended by weight and lit from the north-west.
 */
@Command(name = "preview", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Draws a terrain seen from above as a PNG: the splat layers' colours blended by weight, shaded by "
                + "a light from the north-west (the picture's top left) 45 degrees up; holes are transparent.",
                "One pixel a vertex, the top row the terrain's low-Z edge; a terrain wider than --max-size is sampled down."},
        footer = {"", "Example:", "  loam terrain preview island.loamterrain --out island.png",
                "  wrote island.png: 1024x1024 pixels, 1 pixel every 2 vertices"})
final class TerrainPreview implements Callable<Integer> {
    /** Default layer colours: grass, rock, sand, soil. */
    static final List<String> DEFAULT_COLOURS = List.of("#6a9a4a", "#8c8c8c", "#d2bc84", "#6e5a46");

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The terrain file (JSON or .loamterrain).")
    Path file;

    @Option(names = "--out", required = true, paramLabel = "PNG", description = "The picture to write.")
    Path out;

    @Option(names = "--colours", split = ",", paramLabel = "#RRGGBB",
            description = "The layers' colours in order, comma-separated (default: ${DEFAULT-VALUE}).",
            defaultValue = "#6a9a4a,#8c8c8c,#d2bc84,#6e5a46")
    List<String> colours;

    @Option(names = "--max-size", paramLabel = "PIXELS", defaultValue = "1024",
            description = "The largest side of the picture, in pixels (default: ${DEFAULT-VALUE}).")
    int maxSize;

    @Mixin
    TerrainOptions options;

    @Override
    public Integer call() {
        if (!out.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".png")) {
            throw new Refused("--out " + MapOptions.label(out) + ": the picture must be a .png");
        }
        if (maxSize < 2) {
            throw new Refused("--max-size " + maxSize + ": must be at least 2 pixels");
        }
        int[] rgb = new int[4];
        for (int k = 0; k < 4; k++) {
            String c = k < colours.size() ? colours.get(k) : DEFAULT_COLOURS.get(k);
            if (!c.matches("#[0-9a-fA-F]{6}")) {
                throw new Refused("--colours: " + c + " is not a colour like #6a9a4a");
            }
            rgb[k] = Integer.parseInt(c.substring(1), 16);
        }
        TerrainFile f = TerrainOptions.read(file);
        Terrain t = f.terrain().orElseThrow(() -> new Refused(MapOptions.label(file) + ": holds no terrain, only "
                + f.scatters().size() + " scatter set(s)"));
        int step = Math.max(1, (Math.max(t.resolutionX(), t.resolutionZ()) + maxSize - 1) / maxSize);
        BufferedImage image = render(t, rgb, step);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        dev.loam.core.AtomicWrite.write(bytes.toByteArray(), out);
        spec.commandLine().getOut().println("wrote " + MapOptions.label(out) + ": " + image.getWidth() + "x" + image.getHeight()
                + " pixels, " + (step == 1 ? "1 pixel a vertex" : "1 pixel every " + step + " vertices"));
        return 0;
    }

    /** The picture: every {@code step}-th vertex, splat colours times a Lambert shade plus ambient light. */
    static BufferedImage render(Terrain t, int[] layerRgb, int step) {
        int w = (t.resolutionX() - 1) / step + 1;
        int h = (t.resolutionZ() - 1) / step + 1;
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        // Light from the north-west (-x, -z), 45 degrees up.
        float lx = -0.5f;
        float ly = (float) Math.sqrt(0.5);
        float lz = -0.5f;
        Vector3f n = new Vector3f();
        int[] row = new int[w];
        for (int py = 0; py < h; py++) {
            int j = py * step;
            for (int px = 0; px < w; px++) {
                int i = px * step;
                boolean hole = t.hasHoles() && t.isHole(Math.min(i, t.cellsX() - 1), Math.min(j, t.cellsZ() - 1));
                if (hole) {
                    row[px] = 0;
                    continue;
                }
                t.vertexNormal(i, j, n);
                float shade = 0.35f + 0.65f * Math.max(0f, n.x * lx + n.y * ly + n.z * lz) / ly;
                float r = 0;
                float g = 0;
                float b = 0;
                for (int k = 0; k < 4; k++) {
                    float wgt = t.splatWeight(i, j, k) / 255f;
                    r += wgt * (layerRgb[k] >> 16 & 0xff);
                    g += wgt * (layerRgb[k] >> 8 & 0xff);
                    b += wgt * (layerRgb[k] & 0xff);
                }
                row[px] = 0xff000000 | clamp(r * shade) << 16 | clamp(g * shade) << 8 | clamp(b * shade);
            }
            image.setRGB(0, py, w, 1, row, 0, w);
        }
        return image;
    }

    private static int clamp(float v) {
        return Math.max(0, Math.min(255, Math.round(v)));
    }
}
