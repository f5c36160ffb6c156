package dev.loam.terrain;

import dev.loam.core.LoamJson;
import java.util.List;
import java.util.Locale;
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

    static String kind(JsonNode n) {
        if (n == null || n.isMissingNode()) {
            return "missing";
        }
        if (n.isNull()) {
            return "null";
        }
        if (n.isObject()) {
            return "an object";
        }
        if (n.isArray()) {
            return "an array";
        }
        if (n.isString()) {
            return "a string";
        }
        if (n.isBoolean()) {
            return "a boolean";
        }
        if (n.isNumber()) {
            return "a number";
        }
        return "a " + n.getNodeType().toString().toLowerCase(Locale.ROOT);
    }

    static TerrainFormatException wrongType(String path, String expected, JsonNode n) {
        return new TerrainFormatException(path, "must be " + expected + ", but is " + kind(n));
    }

    static JsonNode object(JsonNode n, String path, String expected) {
        if (n == null || !n.isObject()) {
            throw wrongType(path, expected, n);
        }
        return n;
    }

    static JsonNode array(JsonNode n, String path, String expected) {
        if (n == null || !n.isArray()) {
            throw wrongType(path, expected, n);
        }
        return n;
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
        if (n == null || !n.isString()) {
            throw wrongType(path, expected, n);
        }
        return n.stringValue();
    }

    static boolean bool(JsonNode n, String path) {
        if (n == null || !n.isBoolean()) {
            throw wrongType(path, "true or false", n);
        }
        return n.booleanValue();
    }

    /** A finite number. */
    static double number(JsonNode n, String path, String expected) {
        if (n == null || !n.isNumber()) {
            throw wrongType(path, expected, n);
        }
        double v = n.doubleValue();
        if (!Double.isFinite(v)) {
            throw new TerrainFormatException(path, "must be " + expected + ", but " + n + " is past the largest number");
        }
        return v;
    }

    /** A whole number in {@code min..max}; 4.0 counts as whole, 4.5 does not. */
    static long whole(JsonNode n, String path, String expected, long min, long max) {
        double v = number(n, path, expected);
        if (v != Math.rint(v)) {
            throw new TerrainFormatException(path, "must be " + expected + ", but " + n + " is not a whole number");
        }
        if (v < min || v > max) {
            throw new TerrainFormatException(path, n + " must lie in " + min + ".." + max);
        }
        return (long) v;
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
