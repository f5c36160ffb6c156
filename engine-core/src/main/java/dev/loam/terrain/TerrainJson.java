package dev.loam.terrain;

import static dev.loam.core.internal.JsonReads.at;

import dev.loam.core.internal.JsonReads;
import dev.loam.core.internal.LoamJson;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** The terrain node as JSON, the bulk data as base64 (RFC 4648, padded), read and written. */
final class TerrainJson {
    /** The keys, in the order they are written. */
    static final List<String> KEYS = List.of("origin", "resolution", "cell_size", "heights", "layers", "splat", "holes",
            "chunk_cells");
    private static final List<String> LAYER_KEYS = List.of("material", "tile", "detile", "detile_sharpen");

    /** The JSON reads of the terrain and scatter formats, refusing with a {@link TerrainFormatException}. */
    static final JsonReads<TerrainFormatException> JSON = new JsonReads<>(TerrainFormatException::new, "key",
            "is required");

    private TerrainJson() {
    }

    /** Parses UTF-8 bytes, turning any Jackson failure into a refusal at {@code $} with line, column and byte. */
    static JsonNode parse(byte[] json) {
        return JSON.parse(json, "the input is empty: it needs one JSON object");
    }

    /** Decodes one bulk key's base64 into exactly {@code bytes} bytes, or refuses naming the key. */
    interface Bulk {
        byte[] decode(JsonNode root, String key, long bytes, String why);
    }

    /** Bulk data from the tree's own string nodes. */
    static final Bulk FROM_TREE = (root, key, bytes, why) -> base64(root.get(key), key, bytes, why);

    static Terrain read(JsonNode root) {
        return read(root, FROM_TREE);
    }

    static Terrain read(JsonNode root, Bulk bulk) {
        JSON.object(root, "$", "a JSON object holding a terrain, such as {\"origin\": [0, 0, 0], "
                + "\"resolution\": [65, 65], \"cell_size\": 1, \"heights\": \"...\", \"layers\": [...]}");
        JSON.onlyKnown(root, "", KEYS);
        JsonNode o = JSON.array(JSON.required(root, "", "origin", "[x, y, z] of the first vertex"),
                "origin", "[x, y, z], three numbers", 3);
        double[] origin = new double[3];
        for (int k = 0; k < 3; k++) {
            origin[k] = JSON.number(o.get(k), at("origin", k), "a number of map units");
        }
        JsonNode r = JSON.array(JSON.required(root, "", "resolution", "[nx, nz] vertex counts"),
                "resolution", "[nx, nz], two whole numbers", 2);
        long nx = JSON.whole(r.get(0), "resolution[0]", "a whole number of vertices", Integer.MIN_VALUE,
                Integer.MAX_VALUE);
        long nz = JSON.whole(r.get(1), "resolution[1]", "a whole number of vertices", Integer.MIN_VALUE,
                Integer.MAX_VALUE);
        double cellSize = JSON.number(JSON.required(root, "", "cell_size", "map units between vertices"),
                "cell_size", "a number of map units");
        TerrainBuilder.check(nx, nz, cellSize);
        int vertices = (int) (nx * nz);
        int cells = (int) ((nx - 1) * (nz - 1));

        List<TerrainLayer> layers = readLayers(JSON.required(root, "", "layers", "up to four texture layers"));
        int chunkCells = Terrain.DEFAULT_CHUNK_CELLS;
        if (root.has("chunk_cells")) {
            chunkCells = (int) JSON.whole(root.get("chunk_cells"), "chunk_cells", "a whole number of cells", 1,
                    Terrain.MAX_CHUNK_CELLS);
        }
        String resolution = " resolution " + nx + "x" + nz;
        JSON.required(root, "", "heights", "base64 little-endian float32, one a vertex");
        byte[] heightBytes = bulk.decode(root, "heights", 4L * vertices, resolution + " needs " + vertices + " little-endian float32");
        float[] heights = new float[vertices];
        int bad = TerrainContainerSource.of(heightBytes).floats(0, heights);
        if (bad >= 0) {
            throw new TerrainFormatException("heights[" + bad + "]", "vertex (" + bad % nx + ", " + bad / nx + ") is "
                    + heights[bad] + "; every height must be a finite number");
        }
        byte[] splat = null;
        if (root.has("splat")) {
            splat = bulk.decode(root, "splat", 4L * vertices, resolution + " needs four weight bytes a vertex");
        }
        byte[] holes = null;
        if (root.has("holes")) {
            holes = bulk.decode(root, "holes", cells, resolution + " has " + cells + " cells, one byte each");
        }
        return Terrain.builder((int) nx, (int) nz, cellSize).origin(origin[0], origin[1], origin[2]).layers(layers)
                .chunkCells(chunkCells).owned(heights, splat, holes).heightsChecked().build();
    }

    private static List<TerrainLayer> readLayers(JsonNode n) {
        JSON.array(n, "layers", "an array of up to four layers");
        if (n.size() > Terrain.MAX_LAYERS) {
            throw new TerrainFormatException("layers[" + Terrain.MAX_LAYERS + "]", "a terrain has at most four layers, this one has "
                    + n.size());
        }
        List<TerrainLayer> layers = new ArrayList<>();
        for (int k = 0; k < n.size(); k++) {
            String path = at("layers", k);
            JsonNode l = JSON.object(n.get(k), path, "a layer object, such as {\"material\": \"grass\"}");
            JSON.onlyKnown(l, path, LAYER_KEYS);
            String material = JSON.string(JSON.required(l, path, "material", "the layer's material"),
                    at(path, "material"), "a string");
            double tile = optionalNumber(l, path, "tile", TerrainLayer.DEFAULT_TILE);
            double detile = optionalNumber(l, path, "detile", TerrainLayer.DEFAULT_DETILE);
            double sharpen = optionalNumber(l, path, "detile_sharpen", TerrainLayer.DEFAULT_DETILE_SHARPEN);
            try {
                layers.add(new TerrainLayer(material, tile, detile, sharpen));
            } catch (TerrainFormatException e) {
                throw new TerrainFormatException(at(path, e.path()), e.detail(), e.fix(), e);
            }
        }
        return layers;
    }

    private static double optionalNumber(JsonNode object, String path, String key, double fallback) {
        return object.has(key) ? JSON.number(object.get(key), at(path, key), "a number") : fallback;
    }

    /** Decodes a base64 string after checking it encodes exactly {@code bytes} bytes. */
    static byte[] base64(JsonNode n, String key, long bytes, String why) {
        String text = JSON.string(n, key, "a base64 string");
        long expectedChars = (bytes + 2) / 3 * 4;
        if (text.length() != expectedChars) {
            long about = text.length() / 4 * 3;
            throw new TerrainFormatException(key, "holds about " + about + " bytes of base64 data (" + text.length()
                    + " characters) but" + why + ": " + bytes + " bytes, " + expectedChars + " characters");
        }
        try {
            return Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            throw new TerrainFormatException(key, "is not valid base64: " + e.getMessage(), e);
        }
    }

    static String write(Terrain t) {
        Base64.Encoder b64 = Base64.getEncoder();
        float[] h = t.heightArray();
        ByteBuffer hb = ByteBuffer.allocate(4 * h.length).order(ByteOrder.LITTLE_ENDIAN);
        hb.asFloatBuffer().put(h);
        String heights = b64.encodeToString(hb.array());
        StringBuilder sb = new StringBuilder(heights.length() * (t.hasSplat() ? 2 : 1) + 512);
        sb.append("{\n  \"origin\": [").append(LoamJson.number(t.originX())).append(", ")
                .append(LoamJson.number(t.originY())).append(", ").append(LoamJson.number(t.originZ())).append("],\n");
        sb.append("  \"resolution\": [").append(t.resolutionX()).append(", ").append(t.resolutionZ()).append("],\n");
        sb.append("  \"cell_size\": ").append(LoamJson.number(t.cellSize())).append(",\n");
        sb.append("  \"heights\": \"").append(heights).append("\",\n");
        sb.append("  \"layers\": [");
        List<TerrainLayer> layers = t.layers();
        for (int k = 0; k < layers.size(); k++) {
            TerrainLayer l = layers.get(k);
            sb.append(k == 0 ? "\n" : ",\n").append("    {\"material\": ").append(LoamJson.quote(l.material()))
                    .append(", \"tile\": ").append(LoamJson.number(l.tile()))
                    .append(", \"detile\": ").append(LoamJson.number(l.detile()))
                    .append(", \"detile_sharpen\": ").append(LoamJson.number(l.detileSharpen())).append('}');
        }
        sb.append(layers.isEmpty() ? "],\n" : "\n  ],\n");
        if (t.splatArray() != null) {
            sb.append("  \"splat\": \"").append(b64.encodeToString(t.splatArray())).append("\",\n");
        }
        if (t.holeArray() != null) {
            sb.append("  \"holes\": \"").append(b64.encodeToString(t.holeArray())).append("\",\n");
        }
        sb.append("  \"chunk_cells\": ").append(t.chunkCells()).append("\n}\n");
        return sb.toString();
    }
}
