package dev.loam.region;

import dev.loam.core.NumberText;
import dev.loam.core.internal.AtomicWrite;
import dev.loam.core.internal.LoamJson;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.util.RawValue;

/**
 * Writes a built region's files into a folder: its {@link Region#terrain()} and
 * {@link Region#props()} through the shared writers of {@link TerrainFiles} (as JSON,
 * {@code <name>.terrain.json} and {@code <name>.scatter.json}, or as one binary container,
 * {@code <name>.loamterrain}), then {@code <name>.sheets.json} (the water and lava sheets:
 * {@code {"sheets": [{"kind": "water", "owner": "lake_1", "tiles": [[i0, j0], [i1, j1]],
 * "height": 3.0}]}}, tiles inclusive, height in metres) and {@code <name>.places.json} (the places:
 * {@code {"places": [{"name": "hill", "position": [x, y, z], "yaw": 0.0}]}}, metres and degrees,
 * positions rounded to 0.01). Every file is written whole or not at all ({@link AtomicWrite}).
 */
public final class RegionFiles {
    /** How the terrain and the props are written. */
    public enum Format {
        /** Two JSON files, {@code <name>.terrain.json} and {@code <name>.scatter.json}. */
        JSON,
        /** One binary container holding both, {@code <name>.loamterrain}. */
        BINARY
    }

    private RegionFiles() {
    }

    /**
     * The sheets as a JSON tree: {@code {"sheets": [{"kind": "water", "owner": "lake_1",
     * "tiles": [[i0, j0], [i1, j1]], "height": 3.0}]}}, tiles inclusive, height in metres.
     *
     * @param region the region
     * @return a new tree owned by the caller
     */
    static ObjectNode sheets(Region region) {
        ObjectNode root = LoamJson.mapper().createObjectNode();
        ArrayNode arr = root.putArray("sheets");
        for (Sheet s : region.sheets()) {
            ObjectNode o = arr.addObject();
            o.put("kind", s.kind() == Sheet.Kind.WATER ? "water" : "lava");
            o.put("owner", s.owner());
            ArrayNode tiles = o.putArray("tiles");
            tiles.addArray().add(s.firstTileI()).add(s.firstTileJ());
            tiles.addArray().add(s.lastTileI()).add(s.lastTileJ());
            o.putRawValue("height", number(s.heightMetres()));
        }
        return root;
    }

    /**
     * The places as a JSON tree: {@code {"places": [{"name": "hill", "position": [x, y, z],
     * "yaw": 0.0}]}}, metres and degrees, positions rounded to 0.01.
     *
     * @param region the region
     * @return a new tree owned by the caller
     */
    static ObjectNode places(Region region) {
        ObjectNode root = LoamJson.mapper().createObjectNode();
        ArrayNode arr = root.putArray("places");
        for (Place p : region.places()) {
            ObjectNode o = arr.addObject();
            o.put("name", p.name());
            o.putArray("position").addRawValue(number(centimetres(p.x()))).addRawValue(number(centimetres(p.y())))
                    .addRawValue(number(centimetres(p.z())));
            o.putRawValue("yaw", number(p.yawDegrees()));
        }
        return root;
    }

    /**
     * Writes the four files, the terrain and props as JSON.
     *
     * @param region the region
     * @param dir the folder; made if missing
     * @return the files written, in the order terrain, scatter, sheets, places
     * @throws IOException naming the path of a folder or file that cannot be written
     * @throws RegionSpecException when the region's ground has more layers than a terrain file holds
     */
    public static List<Path> write(Region region, Path dir) throws IOException {
        return write(region, dir, Format.JSON);
    }

    /**
     * Writes the region's files in a format.
     *
     * @param region the region
     * @param dir the folder; made if missing
     * @param format JSON (terrain, scatter, sheets, places) or binary (the container, sheets, places)
     * @return the files written, in that order
     * @throws IOException naming the path of a folder or file that cannot be written
     * @throws RegionSpecException when the region's ground has more layers than a terrain file holds
     *     ({@link Region#groundLayers()}), at the path of the feature that brings the fifth; nothing
     *     is written
     */
    public static List<Path> write(Region region, Path dir, Format format) throws IOException {
        if (region.groundLayers().size() > Terrain.MAX_LAYERS) {
            throw RegionTerrain.refusal(region.spec(), region.groundLayers());
        }
        Files.createDirectories(dir);
        String name = region.spec().name();
        Path sheets = dir.resolve(name + ".sheets.json");
        Path places = dir.resolve(name + ".places.json");
        try {
            List<Path> written;
            if (format == Format.BINARY) {
                Path container = dir.resolve(name + TerrainFiles.BINARY_EXTENSION);
                TerrainFiles.write(new TerrainFile(Optional.of(region.terrain()), List.of(region.props())), container);
                written = List.of(container, sheets, places);
            } else {
                Path terrain = dir.resolve(name + ".terrain" + TerrainFiles.JSON_EXTENSION);
                Path scatter = dir.resolve(name + ".scatter" + TerrainFiles.JSON_EXTENSION);
                TerrainFiles.write(TerrainFile.of(region.terrain()), terrain);
                TerrainFiles.write(TerrainFile.of(region.props()), scatter);
                written = List.of(terrain, scatter, sheets, places);
            }
            writeJson(sheets(region), sheets);
            writeJson(places(region), places);
            return written;
        } catch (UncheckedIOException e) {
            throw new IOException(e.getMessage(), e.getCause());
        }
    }

    /**
     * A number as {@link NumberText} writes it ({@code 3.0}, {@code 1.0E7}): Jackson would write a
     * double with this Java's own {@code Double.toString}, whose text changed in Java 19.
     */
    private static RawValue number(double value) {
        return new RawValue(NumberText.of(value));
    }

    private static void writeJson(ObjectNode tree, Path file) {
        AtomicWrite.write((LoamJson.pretty(tree) + "\n").getBytes(StandardCharsets.UTF_8), file);
    }

    /** Metres rounded to 0.01, as every position is saved. */
    private static double centimetres(double v) {
        return Math.round(v * 100.0) / 100.0;
    }
}
