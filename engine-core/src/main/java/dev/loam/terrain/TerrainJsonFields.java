package dev.loam.terrain;

import dev.loam.core.JsonReads;
import dev.loam.core.LoamJson;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Reads typed values out of a JSON tree for the terrain and scatter readers, refusing each wrong
 * type or unknown key with a {@link TerrainFormatException} naming its key path
 * ({@code layers[1].tile}, {@code instances[4][0]}).
 */
final class TerrainJsonFields {
    private TerrainJsonFields() {
    }

    /** Parses UTF-8 bytes, turning any Jackson failure into a refusal at {@code $} with line, column and byte. */
    static JsonNode parse(byte[] json) {
        JsonNode node;
        try {
            node = LoamJson.parse(json);
        } catch (JacksonException e) {
            throw new TerrainFormatException("$", "not valid JSON at " + LoamJson.describe(e), e);
        }
        if (node == null || node.isMissingNode()) {
            throw new TerrainFormatException("$", "the input is empty: it needs one JSON object");
        }
        return node;
    }

    /** {@code path.key}, or {@code key} at the top. */
    static String at(String path, String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    /** {@code path[index]}. */
    static String at(String path, int index) {
        return path + "[" + index + "]";
    }

    private static final JsonReads READS = new JsonReads(TerrainFormatException::new);

    static String kind(JsonNode n) {
        return JsonReads.kind(n);
    }

    static TerrainFormatException wrongType(String path, String expected, JsonNode n) {
        return (TerrainFormatException) READS.wrongType(path, expected, n);
    }

    static JsonNode object(JsonNode n, String path, String expected) {
        return READS.object(n, path, expected);
    }

    static JsonNode array(JsonNode n, String path, String expected) {
        return READS.array(n, path, expected);
    }

    /** An array of exactly {@code size} entries. */
    static JsonNode array(JsonNode n, String path, String expected, int size) {
        array(n, path, expected);
        if (n.size() != size) {
            throw new TerrainFormatException(path, "must be " + expected + ", but holds " + n.size() + " entries");
        }
        return n;
    }

    static String string(JsonNode n, String path, String expected) {
        return READS.string(n, path, expected);
    }

    static boolean bool(JsonNode n, String path) {
        return READS.bool(n, path);
    }

    /** A finite number. */
    static double number(JsonNode n, String path, String expected) {
        return READS.number(n, path, expected);
    }

    /** A whole number in {@code min..max}; 4.0 counts as whole, 4.5 does not. */
    static long whole(JsonNode n, String path, String expected, long min, long max) {
        return READS.whole(n, path, expected, min, max);
    }

    /** Refuses any key of an object not in {@code known}, naming it and listing the known ones. */
    static void onlyKnown(JsonNode object, String path, List<String> known) {
        for (Map.Entry<String, JsonNode> e : object.properties()) {
            if (!known.contains(e.getKey())) {
                throw new TerrainFormatException(at(path, e.getKey()), "unknown key; known keys are " + String.join(", ", known));
            }
        }
    }

    /** A required key's node, or a refusal naming it. */
    static JsonNode required(JsonNode object, String path, String key, String what) {
        JsonNode n = object.get(key);
        if (n == null) {
            throw new TerrainFormatException(at(path, key), "is required: " + what);
        }
        return n;
    }
}
