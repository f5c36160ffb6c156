package dev.loam.worldgen;

import dev.loam.core.JsonReads;
import dev.loam.core.LoamJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Typed reads out of a JSON tree for world rules, refusing each wrong type or unknown field with
 * a {@link WorldRulesException} that names its JSON path ({@code biomes[0].conditions[1].min}).
 */
final class RulesJson {
    private RulesJson() {
    }

    static JsonNode parse(String json) {
        if (json == null) {
            throw new WorldRulesException("$", "no JSON text was given");
        }
        JsonNode n;
        try {
            n = LoamJson.parse(json);
        } catch (JacksonException e) {
            throw new WorldRulesException("$", "not valid JSON at " + LoamJson.describe(e), e);
        }
        if (n == null || n.isMissingNode()) {
            throw new WorldRulesException("$", "the file is empty: it needs one JSON object with id, versions, "
                    + "biomes, recipes and layers");
        }
        return n;
    }

    static String at(String path, String field) {
        return path.isEmpty() ? field : path + "." + field;
    }

    static String at(String path, int index) {
        return path + "[" + index + "]";
    }

    private static final JsonReads READS = new JsonReads(WorldRulesException::new);

    static String kind(JsonNode n) {
        return JsonReads.kind(n);
    }

    static WorldRulesException wrongType(String path, String expected, JsonNode n) {
        return (WorldRulesException) READS.wrongType(path, expected, n);
    }

    static JsonNode object(JsonNode n, String path) {
        return READS.object(n, path, "an object");
    }

    static JsonNode array(JsonNode n, String path, String expected) {
        return READS.array(n, path, expected);
    }

    static JsonNode required(JsonNode obj, String field, String path, String what) {
        JsonNode n = obj.get(field);
        if (n == null) {
            throw new WorldRulesException(at(path, field), "is missing: " + what);
        }
        return n;
    }

    static String string(JsonNode n, String path) {
        return READS.string(n, path, "a string");
    }

    static String string(JsonNode obj, String field, String path, String dflt) {
        JsonNode n = obj.get(field);
        return n == null ? dflt : string(n, at(path, field));
    }

    static boolean bool(JsonNode obj, String field, String path, boolean dflt) {
        JsonNode n = obj.get(field);
        return n == null ? dflt : READS.bool(n, at(path, field));
    }

    static double number(JsonNode n, String path) {
        if (n == null || !n.isNumber()) {
            throw wrongType(path, "a number", n);
        }
        double v = n.doubleValue();
        if (!Double.isFinite(v)) {
            throw new WorldRulesException(path, n + " is past the largest number");
        }
        return v;
    }

    static double number(JsonNode obj, String field, String path, double dflt) {
        JsonNode n = obj.get(field);
        return n == null ? dflt : number(n, at(path, field));
    }

    static int whole(JsonNode obj, String field, String path, int dflt) {
        JsonNode n = obj.get(field);
        if (n == null) {
            return dflt;
        }
        double v = number(n, at(path, field));
        if (v != Math.rint(v) || Math.abs(v) > Integer.MAX_VALUE) {
            throw new WorldRulesException(at(path, field), n + " must be a whole number");
        }
        return (int) v;
    }

    /** A range: one number {@code n} (meaning [n, n]) or a pair {@code [min, max]}. */
    static Range range(JsonNode obj, String field, String path, Range dflt) {
        JsonNode n = obj.get(field);
        String p = at(path, field);
        if (n == null) {
            return dflt;
        }
        if (n.isNumber()) {
            return Range.of(number(n, p));
        }
        if (!n.isArray() || n.size() != 2) {
            throw wrongType(p, "a number or a pair [min, max]", n);
        }
        double lo = number(n.get(0), at(p, 0));
        double hi = number(n.get(1), at(p, 1));
        if (hi < lo) {
            throw new WorldRulesException(p, "[" + lo + ", " + hi + "] has min above max: swap them");
        }
        return Range.of(lo, hi);
    }

    static List<String> strings(JsonNode obj, String field, String path) {
        JsonNode n = obj.get(field);
        if (n == null) {
            return List.of();
        }
        String p = at(path, field);
        array(n, p, "an array of strings");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n.size(); i++) {
            out.add(string(n.get(i), at(p, i)));
        }
        return out;
    }

    static double[] numbers(JsonNode n, String path, int count) {
        if (n == null || !n.isArray() || n.size() != count) {
            throw wrongType(path, "an array of " + count + " numbers", n);
        }
        double[] out = new double[count];
        for (int i = 0; i < count; i++) {
            out[i] = number(n.get(i), at(path, i));
        }
        return out;
    }

    /** Refuses a field not in {@code known}, naming it and the known ones. */
    static void onlyKnown(JsonNode object, String path, List<String> known) {
        for (Map.Entry<String, JsonNode> e : object.properties()) {
            if (!known.contains(e.getKey())) {
                throw new WorldRulesException(at(path, e.getKey()), "unknown field; known fields are "
                        + String.join(", ", known));
            }
        }
    }
}
