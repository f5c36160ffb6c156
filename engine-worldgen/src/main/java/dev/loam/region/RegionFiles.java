package dev.loam.region;

import dev.loam.core.LoamJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes a built region's files into a folder: {@code <name>.terrain.json} and
 * {@code <name>.scatter.json} (the terrain-and-scatter format, through {@link RegionTerrainJson}),
 * {@code <name>.sheets.json} (the water and lava sheets) and {@code <name>.places.json} (the
 * places). Each file is written to a temporary file beside it and moved into place, so a failed
 * write leaves no half file.
 */
public final class RegionFiles {
    private RegionFiles() {
    }

    /**
     * The sheets as a JSON tree: {@code {"sheets": [{"kind": "water", "owner": "lake_1",
     * "tiles": [[i0, j0], [i1, j1]], "height": 3.0}]}}, tiles inclusive, height in metres.
     *
     * @param region the region
     * @return a new tree owned by the caller
     */
    public static ObjectNode sheets(Region region) {
        ObjectNode root = LoamJson.mapper().createObjectNode();
        ArrayNode arr = root.putArray("sheets");
        for (Sheet s : region.sheets()) {
            ObjectNode o = arr.addObject();
            o.put("kind", s.kind() == Sheet.Kind.WATER ? "water" : "lava");
            o.put("owner", s.owner());
            ArrayNode tiles = o.putArray("tiles");
            tiles.addArray().add(s.firstTileI()).add(s.firstTileJ());
            tiles.addArray().add(s.lastTileI()).add(s.lastTileJ());
            o.put("height", s.heightMetres());
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
    public static ObjectNode places(Region region) {
        ObjectNode root = LoamJson.mapper().createObjectNode();
        ArrayNode arr = root.putArray("places");
        for (Place p : region.places()) {
            ObjectNode o = arr.addObject();
            o.put("name", p.name());
            o.putArray("position").add(RegionTerrainJson.round(p.x(), 100)).add(RegionTerrainJson.round(p.y(), 100))
                    .add(RegionTerrainJson.round(p.z(), 100));
            o.put("yaw", p.yawDegrees());
        }
        return root;
    }

    /**
     * Writes the four files.
     *
     * @param region the region
     * @param dir the folder; made if missing
     * @return the files written, in the order terrain, scatter, sheets, places
     * @throws IOException if a file cannot be written
     */
    public static List<Path> write(Region region, Path dir) throws IOException {
        Files.createDirectories(dir);
        String name = region.spec().name();
        Path terrain = dir.resolve(name + ".terrain.json");
        Path scatter = dir.resolve(name + ".scatter.json");
        Path sheets = dir.resolve(name + ".sheets.json");
        Path places = dir.resolve(name + ".places.json");
        writeAtomically(terrain, LoamJson.pretty(RegionTerrainJson.terrain(region)));
        writeAtomically(scatter, LoamJson.pretty(RegionTerrainJson.scatter(region)));
        writeAtomically(sheets, LoamJson.pretty(sheets(region)));
        writeAtomically(places, LoamJson.pretty(places(region)));
        return List.of(terrain, scatter, sheets, places);
    }

    private static void writeAtomically(Path file, String text) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, text + "\n", StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
