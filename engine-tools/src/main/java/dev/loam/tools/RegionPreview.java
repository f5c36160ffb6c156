package dev.loam.tools;

import dev.loam.region.Feature;
import dev.loam.region.GridPoint;
import dev.loam.region.Region;
import dev.loam.region.RegionGrid;
import dev.loam.region.RegionSurface;
import dev.loam.region.Sheet;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam region preview SPEC --out PNG}: draws the region from above, north up and east to
 * the right, as a shaded relief in its ground's colours (rock, snow, sand, ash), its water and
 * lava over it, and the map's letters on their tiles; a refused spec prints every problem and
 * exits 1.
 */
@Command(name = "preview", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Draws a region as a shaded relief, north (+z) up and east (-x) to the right as its map text has "
                + "it, so the north-west corner is the top left (terrain preview --north +z draws the region's "
                + "terrain the same way): its ground's colours, "
                + "water, lava, snow and rock, and the map's letters (H M P V L X K, S for the spawn apron).",
                "A refused spec prints every problem to standard error, one a line with its path, and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam region preview regions/test-tiles-terrain.json \\",
                "      --out out/region.png --scale 3",
                "  wrote out/region.png: 483x483 pixels"})
final class RegionPreview implements Callable<Integer> {
    /** The largest pixels per 4 m vertex. */
    static final int MAX_SCALE = 8;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SPEC", description = "The region's spec (JSON).")
    Path file;

    @Option(names = "--out", required = true, paramLabel = "PNG", description = "The picture to write.")
    Path out;

    @Option(names = "--scale", paramLabel = "N", defaultValue = "2",
            description = "Pixels per 4 m of ground, 1 to " + MAX_SCALE + " (default: ${DEFAULT-VALUE}).")
    int scale;

    @Override
    public Integer call() {
        if (scale < 1 || scale > MAX_SCALE) {
            throw new Refused("--scale " + scale + ": must lie in 1.." + MAX_SCALE);
        }
        Region region = RegionSpecs.solve(file, spec.commandLine().getErr());
        if (region == null) {
            return Loam.REFUSED;
        }
        BufferedImage image = draw(region, scale);
        Outputs.writePng(image, "--out", out);
        spec.commandLine().getOut().println("wrote " + MapOptions.label(out) + ": " + image.getWidth() + "x"
                + image.getHeight() + " pixels");
        return 0;
    }

    /** The relief, {@code scale} pixels per vertex, north up and east (-x) to the right. */
    static BufferedImage draw(Region region, int scale) {
        RegionSurface s = region.surface();
        int nx = s.vertsX();
        int nz = s.vertsZ();
        BufferedImage image = new BufferedImage(nx * scale, nz * scale, BufferedImage.TYPE_INT_RGB);
        for (int vj = 0; vj < nz; vj++) {
            for (int vi = 0; vi < nx; vi++) {
                int rgb = shaded(region, vi, vj);
                int px0 = (nx - 1 - vi) * scale;
                int py0 = (nz - 1 - vj) * scale;
                for (int dy = 0; dy < scale; dy++) {
                    for (int dx = 0; dx < scale; dx++) {
                        image.setRGB(px0 + dx, py0 + dy, rgb);
                    }
                }
            }
        }
        int tx = region.spec().tilesX();
        int a = RegionGrid.apronFirstTile(tx);
        letter(image, region, 'S', a, 0, scale);
        letter(image, region, 'S', a + 1, 0, scale);
        for (int f = region.spec().features().size() - 1; f >= 0; f--) {
            Feature feature = region.spec().features().get(f);
            GridPoint t = feature.letterTile();
            if (t.i() < tx && t.j() < region.spec().tilesZ()) {
                letter(image, region, feature.kind().letter(), t.i(), t.j(), scale);
            }
        }
        return image;
    }

    private static int shaded(Region region, int vi, int vj) {
        RegionSurface s = region.surface();
        int nx = s.vertsX();
        int nz = s.vertsZ();
        double h = s.vertexHeight(vi, vj);
        double gx = (s.vertexHeight(Math.min(vi + 1, nx - 1), vj) - s.vertexHeight(Math.max(vi - 1, 0), vj)) / 8.0;
        double gz = (s.vertexHeight(vi, Math.min(vj + 1, nz - 1)) - s.vertexHeight(vi, Math.max(vj - 1, 0))) / 8.0;
        // Light from the north-west (+x, +z) and above; the normal is (-gx, 1, -gz), exaggerated 6 times.
        double nxv = -gx * 6.0;
        double nzv = -gz * 6.0;
        double len = Math.sqrt(nxv * nxv + 1.0 + nzv * nzv);
        double light = (nxv * 0.5 + 0.7071 + nzv * 0.5) / len;
        double shade = Math.max(0.35, Math.min(1.25, 0.45 + 0.75 * light));
        int rgb = region.ground().vertexLayer(vi, vj).colour(region.spec().biome());
        double x = vi * RegionGrid.CELL_METRES;
        double z = vj * RegionGrid.CELL_METRES;
        for (Sheet sheet : region.sheets()) {
            if (sheet.covers(x, z) && h < sheet.heightMetres()) {
                if (sheet.kind() == Sheet.Kind.LAVA) {
                    return 0xFF6A10;
                }
                double depth = Math.min(1.0, (sheet.heightMetres() - h) / 3.0);
                return mix(scale(rgb, shade), 0x2F6FB0, 0.45 + 0.5 * depth);
            }
        }
        return scale(rgb, shade);
    }

    private static int scale(int rgb, double k) {
        int r = (int) Math.min(255, ((rgb >> 16) & 255) * k);
        int g = (int) Math.min(255, ((rgb >> 8) & 255) * k);
        int b = (int) Math.min(255, (rgb & 255) * k);
        return (r << 16) | (g << 8) | b;
    }

    private static int mix(int a, int b, double t) {
        int r = (int) (((a >> 16) & 255) * (1 - t) + ((b >> 16) & 255) * t);
        int g = (int) (((a >> 8) & 255) * (1 - t) + ((b >> 8) & 255) * t);
        int bl = (int) ((a & 255) * (1 - t) + (b & 255) * t);
        return (r << 16) | (g << 8) | bl;
    }

    /** 5 x 7 glyphs of the map's letters, a row a string, '#' for a lit pixel. */
    private static String[] glyph(char c) {
        return switch (c) {
            case 'H' -> new String[] {"#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"};
            case 'M' -> new String[] {"#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"};
            case 'P' -> new String[] {"####.", "#...#", "#...#", "####.", "#....", "#....", "#...."};
            case 'V' -> new String[] {"#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."};
            case 'L' -> new String[] {"#....", "#....", "#....", "#....", "#....", "#....", "#####"};
            case 'X' -> new String[] {"#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"};
            case 'K' -> new String[] {"#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"};
            default -> new String[] {".####", "#....", "#....", ".###.", "....#", "....#", "####."};
        };
    }

    /** Draws a letter, white with a dark outline, at tile [i, j]'s middle. */
    private static void letter(BufferedImage image, Region region, char c, int i, int j, int scale) {
        String[] rows = glyph(c);
        int nx = region.surface().vertsX();
        int nz = region.surface().vertsZ();
        int cx = (nx - 1 - (i * RegionGrid.CELLS_PER_TILE + RegionGrid.CELLS_PER_TILE / 2)) * scale;
        int cy = (nz - 1 - (j * RegionGrid.CELLS_PER_TILE + RegionGrid.CELLS_PER_TILE / 2)) * scale;
        int dot = Math.max(1, scale);
        int x0 = cx - 5 * dot / 2;
        int y0 = cy - 7 * dot / 2;
        for (int pass = 0; pass < 2; pass++) {
            for (int r = 0; r < 7; r++) {
                for (int q = 0; q < 5; q++) {
                    if (rows[r].charAt(q) != '#') {
                        continue;
                    }
                    int grow = pass == 0 ? 1 : 0;
                    for (int y = y0 + r * dot - grow; y < y0 + (r + 1) * dot + grow; y++) {
                        for (int x = x0 + q * dot - grow; x < x0 + (q + 1) * dot + grow; x++) {
                            if (x >= 0 && y >= 0 && x < image.getWidth() && y < image.getHeight()) {
                                image.setRGB(x, y, pass == 0 ? 0x202020 : 0xFFFFFF);
                            }
                        }
                    }
                }
            }
        }
    }
}
