package dev.loam.testkit;

import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Valid JSON documents changed in one place each, for tests that every loader refuses what it
 * cannot take by naming where: the same change made to every object of a document in turn.
 */
public final class JsonMutations {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private JsonMutations() {
    }

    /**
     * The document once for each of its objects (the root first, then in document order), with a
     * member {@code key} holding {@code valueJson} added to that object alone. An object that
     * already has the key has it replaced.
     *
     * @param json a JSON document
     * @param key the member's name, such as {@code ""}
     * @param valueJson the member's value as JSON, such as {@code "[]"}
     * @return one text per object of the document, never empty when the root is an object
     */
    public static List<String> withMemberInEachObject(String json, String key, String valueJson) {
        JsonNode value = MAPPER.readTree(valueJson);
        int count = count(MAPPER.readTree(json));
        List<String> out = new ArrayList<>(count);
        for (int k = 0; k < count; k++) {
            JsonNode doc = MAPPER.readTree(json);
            int[] seen = {0};
            addAt(doc, k, seen, key, value);
            out.add(MAPPER.writeValueAsString(doc));
        }
        return out;
    }

    private static int count(JsonNode n) {
        int c = n.isObject() ? 1 : 0;
        for (JsonNode child : n) {
            c += count(child);
        }
        return c;
    }

    private static boolean addAt(JsonNode n, int target, int[] seen, String key, JsonNode value) {
        if (n instanceof ObjectNode o) {
            if (seen[0]++ == target) {
                o.set(key, value.deepCopy());
                return true;
            }
            for (String name : List.copyOf(o.propertyNames())) {
                if (addAt(o.get(name), target, seen, key, value)) {
                    return true;
                }
            }
        } else if (n instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                if (addAt(a.get(i), target, seen, key, value)) {
                    return true;
                }
            }
        }
        return false;
    }
}
