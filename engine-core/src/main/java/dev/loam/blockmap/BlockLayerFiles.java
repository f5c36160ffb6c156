package dev.loam.blockmap;

import static dev.loam.core.internal.JsonReads.at;

import dev.loam.core.internal.LoamJson;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A map file's {@code turns} and {@code data}, read and written for {@link BlockMapFiles}:
 *
 * <pre>{@code
 * "turns": ["0000", "0120"],
 * "data": [ {"cell": [3, 1], "values": {"door": "locked", "key": "red"}} ]
 * }</pre>
 *
 * {@code turns} is one digit {@code 0}..{@code 3} a cell (quarter turns, anticlockwise seen from
 * above), one string a row as {@code cells}; {@code data} lists the cells holding game data, each
 * once, its values strings. Both are optional and written only when a cell is turned or holds data.
 */
final class BlockLayerFiles {
    private static final List<String> DATA_FIELDS = List.of("cell", "values");

    private BlockLayerFiles() {
    }

    static BlockCellLayers read(JsonNode turnsNode, JsonNode dataNode, int width, int depth) {
        int[] turns = new int[width * depth];
        if (turnsNode != null) {
            BlockMapFiles.JSON.array(turnsNode, "turns", "an array of strings, one a row, a digit 0 to 3 a cell");
            if (turnsNode.size() != depth) {
                throw new BlockMapException("turns", "there are " + turnsNode.size() + " turns rows for " + depth
                        + " cells rows", "give one turns row per cells row");
            }
            for (int r = 0; r < depth; r++) {
                String path = at("turns", r);
                String row = BlockMapFiles.JSON.string(turnsNode.get(r), path, "a string, a digit 0 to 3 a cell");
                if (row.length() != width) {
                    throw new BlockMapException(path, "row " + r + " is " + row.length() + " turns wide but the map is "
                            + width + " cells");
                }
                for (int c = 0; c < width; c++) {
                    char ch = row.charAt(c);
                    if (ch < '0' || ch > '3') {
                        throw new BlockMapException(path, "row " + r + ", column " + c + ": " + BlockMapFiles.describe(ch)
                                + " is not a quarter turn", "use 0, 1, 2 or 3");
                    }
                    turns[r * width + c] = ch - '0';
                }
            }
        }
        List<Map<String, String>> data = new ArrayList<>(java.util.Collections.nCopies(width * depth, Map.<String, String>of()));
        if (dataNode != null) {
            BlockMapFiles.JSON.array(dataNode, "data", "an array of cells' data, such as [{\"cell\": [3, 1], \"values\": {\"door\": \"locked\"}}]");
            if (dataNode.size() > width * depth) {
                throw new BlockMapException("data", dataNode.size() + " entries is more than the map's cells");
            }
            Map<Integer, Integer> seen = new HashMap<>();
            for (int k = 0; k < dataNode.size(); k++) {
                String path = at("data", k);
                JsonNode e = BlockMapFiles.JSON.object(dataNode.get(k), path, "a cell's data, such as {\"cell\": [3, 1], \"values\": {\"door\": \"locked\"}}");
                BlockMapFiles.JSON.onlyKnown(e, path, DATA_FIELDS);
                if (!e.has("cell") || !e.has("values")) {
                    throw new BlockMapException(at(path, e.has("cell") ? "values" : "cell"), "a cell's data needs cell and values");
                }
                String cp = at(path, "cell");
                JsonNode cell = BlockMapFiles.JSON.array(e.get("cell"), cp, "two whole numbers [column, row]", 2);
                int c = (int) BlockMapFiles.JSON.whole(cell.get(0), at(cp, 0), "a column", 0, width - 1);
                int r = (int) BlockMapFiles.JSON.whole(cell.get(1), at(cp, 1), "a row", 0, depth - 1);
                Integer before = seen.put(r * width + c, k);
                if (before != null) {
                    throw new BlockMapException(cp, "column " + c + ", row " + r + " is given data twice, also at data["
                            + before + "]", "merge the two entries");
                }
                String vp = at(path, "values");
                JsonNode values = BlockMapFiles.JSON.object(e.get("values"), vp, "an object of strings, such as {\"door\": \"locked\"}");
                if (values.size() > BlockCellLayers.MAX_ENTRIES) {
                    throw new BlockMapException(vp, values.size() + " keys is more than the " + BlockCellLayers.MAX_ENTRIES
                            + " a cell's data holds");
                }
                Map<String, String> m = new LinkedHashMap<>();
                for (Map.Entry<String, JsonNode> v : values.properties()) {
                    String kp = at(vp, v.getKey());
                    String problem = BlockCellLayers.keyProblem(v.getKey());
                    if (problem != null) {
                        throw new BlockMapException(kp, problem);
                    }
                    String value = BlockMapFiles.JSON.string(v.getValue(), kp, "a string");
                    problem = BlockCellLayers.valueProblem(value);
                    if (problem != null) {
                        throw new BlockMapException(kp, problem);
                    }
                    m.put(v.getKey(), value);
                }
                data.set(r * width + c, m);
            }
        }
        return BlockCellLayers.of(width, depth, turns, data);
    }

    static void write(BlockCellLayers layers, List<String> fields) {
        if (layers.isEmpty()) {
            return;
        }
        List<String> rows = new ArrayList<>();
        boolean turned = false;
        List<String> data = new ArrayList<>();
        for (int r = 0; r < layers.depth(); r++) {
            StringBuilder sb = new StringBuilder(layers.width());
            for (int c = 0; c < layers.width(); c++) {
                int t = layers.quarterTurns(c, r);
                turned |= t != 0;
                sb.append((char) ('0' + t));
                Map<String, String> m = layers.data(c, r);
                if (!m.isEmpty()) {
                    List<String> values = new ArrayList<>();
                    for (Map.Entry<String, String> e : m.entrySet()) {
                        values.add(LoamJson.quote(e.getKey()) + ": " + LoamJson.quote(e.getValue()));
                    }
                    data.add("    {\"cell\": [" + c + ", " + r + "], \"values\": {" + String.join(", ", values) + "}}");
                }
            }
            rows.add(LoamJson.quote(sb.toString()));
        }
        if (turned) {
            fields.add("  \"turns\": [\n    " + String.join(",\n    ", rows) + "\n  ]");
        }
        if (!data.isEmpty()) {
            fields.add("  \"data\": [\n" + String.join(",\n", data) + "\n  ]");
        }
    }
}
