package dev.loam.tools;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.joml.Vector3f;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam terrain preview FILE --out PNG}: a shaded relief picture of the terrain seen from
 * above, north up and east to the right, each pixel the splat layers' colours blended by weight and
 * lit from the north-west. A terrain file does not say which way its north is: {@code --north -z}
 * (the default, as block maps, worlds and imported heightmaps have it, east +x) or {@code +z} (a
 * region's terrain as {@code loam region build} writes it, east −x, drawn as {@code region preview}
 * draws the region).
 */
@Command(name = "preview", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Draws a terrain seen from above as a PNG: the splat layers' colours blended by weight, shaded by "
                + "a light from the north-west (the picture's top left) 45 degrees up; holes are transparent.",
                "North up and east to the right, one pixel a vertex: with --north -z (the default: block maps, worlds, "
                        + "imported heightmaps) the top row is the low-z edge and +x is east; with --north +z (a "
                        + "region's terrain) the top row is the high-z edge and -x is east, as region preview draws "
                        + "it. A terrain wider than --max-size is sampled down."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam terrain preview terrain/hills.json --out out/hills.png",
                "  wrote out/hills.png: 65x65 pixels, 1 pixel a vertex",
                "  loam region build regions/test-tiles-terrain.json --out out/region/",
                "  loam terrain preview out/region/test-tiles-terrain.terrain.json \\",
                "      --north +z --out out/region-terrain.png"})
final class TerrainPreview implements Callable<Integer> {
    /** Default layer colours: grass, rock, sand, soil. */
    static final List<String> DEFAULT_COLOURS = List.of("#6a9a4a", "#8c8c8c", "#d2bc84", "#6e5a46");

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The terrain file (JSON or .loamterrain).")
    Path file;

    @Option(names = "--out", required = true, paramLabel = "PNG", description = "The picture to write.")
    Path out;

    // One value split here, not by picocli, whose synopsis would wrap inside "COLOUR[,COLOUR...]".
    @Option(names = "--colours", paramLabel = "COLOURS",
            description = "The layers' colours in order, #RRGGBB comma-separated (default: ${DEFAULT-VALUE}).",
            defaultValue = "#6a9a4a,#8c8c8c,#d2bc84,#6e5a46")
    String colours;

    @Option(names = "--max-size", paramLabel = "PIXELS", defaultValue = "1024",
            description = "The largest side of the picture, in pixels (default: ${DEFAULT-VALUE}).")
    int maxSize;

    @Option(names = "--north", paramLabel = "-z|+z", defaultValue = "-z",
            description = "Which way the terrain's north is: -z (the default: block maps, worlds, imported heightmaps) "
                    + "or +z (a region's terrain, as region build writes it).")
    String north;

    @Override
    public Integer call() {
        boolean northPlusZ = switch (north) {
            case "-z" -> false;
            case "+z" -> true;
            default -> throw new Refused("--north " + north + ": must be -z or +z");
        };
        if (maxSize < 2) {
            throw new Refused("--max-size " + maxSize + ": must be at least 2 pixels");
        }
        int[] rgb = new int[4];
        List<String> given = List.of(colours.split(",", -1));
        for (int k = 0; k < 4; k++) {
            String c = k < given.size() ? given.get(k).strip() : DEFAULT_COLOURS.get(k);
            if (!c.matches("#[0-9a-fA-F]{6}")) {
                throw new Refused("--colours: " + c + " is not a colour like #6a9a4a");
            }
            rgb[k] = Integer.parseInt(c.substring(1), 16);
        }
        TerrainFile f = TerrainOptions.read(file);
        Terrain t = f.terrain().orElseThrow(() -> new Refused(MapOptions.label(file) + ": holds no terrain, only "
                + f.scatters().size() + " scatter set(s)"));
        int step = Math.max(1, (Math.max(t.resolutionX(), t.resolutionZ()) + maxSize - 1) / maxSize);
        BufferedImage image = render(t, rgb, step, northPlusZ);
        Outputs.writePng(image, "--out", out);
        spec.commandLine().getOut().println("wrote " + MapOptions.label(out) + ": " + image.getWidth() + "x" + image.getHeight()
                + " pixels, " + (step == 1 ? "1 pixel a vertex" : "1 pixel every " + step + " vertices"));
        return 0;
    }

    /**
     * The picture, north up and east to the right: every {@code step}-th vertex from the north-west
     * corner, splat colours times a Lambert shade plus ambient light.
     *
     * @param northPlusZ whether the terrain's north is +z (east −x: a region's), else −z (east +x)
     */
    static BufferedImage render(Terrain t, int[] layerRgb, int step, boolean northPlusZ) {
        int w = (t.resolutionX() - 1) / step + 1;
        int h = (t.resolutionZ() - 1) / step + 1;
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        // Light from the north-west, 45 degrees up: (-x, -z) where north is -z, (+x, +z) where it is +z.
        float lx = northPlusZ ? 0.5f : -0.5f;
        float ly = (float) Math.sqrt(0.5);
        float lz = northPlusZ ? 0.5f : -0.5f;
        Vector3f n = new Vector3f();
        int[] row = new int[w];
        for (int py = 0; py < h; py++) {
            int j = northPlusZ ? t.resolutionZ() - 1 - py * step : py * step;
            for (int px = 0; px < w; px++) {
                int i = northPlusZ ? t.resolutionX() - 1 - px * step : px * step;
                // The cell to the vertex's lower right in the picture.
                boolean hole = t.hasHoles() && (northPlusZ ? t.isHole(Math.max(i - 1, 0), Math.max(j - 1, 0))
                        : t.isHole(Math.min(i, t.cellsX() - 1), Math.min(j, t.cellsZ() - 1)));
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
