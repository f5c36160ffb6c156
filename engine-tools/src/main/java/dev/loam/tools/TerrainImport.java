package dev.loam.tools;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFormatException;
import dev.loam.terrain.TerrainHeightmaps;
import dev.loam.terrain.TerrainLayer;
import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam terrain import HEIGHTMAP --cell-size … --height-scale … --out FILE}: a 16-bit
 * greyscale PNG or a raw 16-bit file (Unity, Cities: Skylines) to a terrain file.
 */
@Command(name = "import", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Imports a heightmap: a 16-bit greyscale PNG (.png), or raw 16-bit samples (.raw or .r16, "
                + "little endian unless --byte-order big; square unless --width is given).",
                "A sample s becomes the height s / 65535 * HEIGHT_SCALE; the picture's top row is the terrain's low-Z edge."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam terrain import terrain/hills.png --cell-size 2 \\",
                "      --height-scale 60 --out out/hills.loamterrain",
                "  wrote out/hills.loamterrain: terrain: 65x65 vertices (64x64 cells",
                "    of 2), heights 1.216..60 above y 0, layers grass, no splat, no",
                "    holes, 2x2 chunks of 32 cells"})
final class TerrainImport implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "HEIGHTMAP", description = "The heightmap: .png, .raw or .r16.")
    Path heightmap;

    @Option(names = "--cell-size", required = true, paramLabel = "UNITS", description = "Map units between vertices.")
    double cellSize;

    @Option(names = "--height-scale", required = true, paramLabel = "UNITS",
            description = "The height of the brightest sample (65535), in map units.")
    double heightScale;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The terrain file to write: .json or .loamterrain.")
    Path out;

    @Option(names = "--byte-order", paramLabel = "ORDER", defaultValue = "little",
            description = "A raw file's byte order: little (Windows, the default) or big (Mac).")
    String byteOrder;

    @Option(names = "--width", paramLabel = "SAMPLES", defaultValue = "0",
            description = "A raw file's samples a row; 0 (the default) for a square file.")
    int width;

    @Option(names = "--layer", paramLabel = "MATERIAL", description = "A texture layer's material, up to four; "
            + "\"grass\" unless given.")
    List<String> layers = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        MapOptions.requireFile(heightmap);
        String name = heightmap.getFileName().toString().toLowerCase(Locale.ROOT);
        ByteOrder order = switch (byteOrder.toLowerCase(Locale.ROOT)) {
            case "little", "le" -> ByteOrder.LITTLE_ENDIAN;
            case "big", "be" -> ByteOrder.BIG_ENDIAN;
            default -> throw new Refused("--byte-order " + byteOrder + ": use little or big");
        };
        if (layers.size() > Terrain.MAX_LAYERS) {
            throw new Refused("--layer: " + layers.size() + " layers given; a terrain has at most four");
        }
        List<TerrainLayer> looks = new ArrayList<>();
        for (String l : layers.isEmpty() ? List.of("grass") : layers) {
            looks.add(TerrainLayer.of(l));
        }
        Terrain t;
        try (ProgressBars.Bar bar = ProgressBars.open(spec, "terrain import")) {
            byte[] bytes = Files.readAllBytes(heightmap);
            if (name.endsWith(".png")) {
                t = TerrainHeightmaps.importPng(bytes, cellSize, heightScale, bar);
            } else if (name.endsWith(".raw") || name.endsWith(".r16")) {
                t = TerrainHeightmaps.importRaw16(bytes, order, width, cellSize, heightScale, bar);
            } else {
                throw new Refused(MapOptions.label(heightmap) + ": the extension must be .png, .raw or .r16");
            }
            t = t.toBuilder().layers(looks).build();
            TerrainOptions.write(TerrainFile.of(t), "--out", out, bar);
        } catch (TerrainFormatException e) {
            String where = switch (e.path()) {
                case "cell_size" -> "--cell-size";
                case "height_scale" -> "--height-scale";
                case "width" -> "--width";
                default -> MapOptions.label(heightmap);
            };
            String message = e.getMessage().startsWith(e.path() + ": ") ? e.getMessage().substring(e.path().length() + 2)
                    : e.getMessage();
            throw new Refused(where + ": " + message, e);
        }
        spec.commandLine().getOut().println("wrote " + MapOptions.label(out) + ": " + TerrainInfo.summary(t));
        return 0;
    }
}
