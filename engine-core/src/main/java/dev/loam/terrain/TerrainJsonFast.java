package dev.loam.terrain;

import dev.loam.core.internal.LoamJson;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.node.ObjectNode;

/**
 * The fast road for large terrain JSON: the top-level object is read with Jackson's streaming
 * parser, which skips the bulk strings ({@code heights}, {@code splat}, {@code holes}) without
 * building them as Java strings, noting where each starts; every other value becomes a tree as
 * usual. The bulk data is then decoded by the JDK's base64 decoder straight from the input bytes,
 * once the resolution says how long each string must be (the decoder refuses any character
 * outside the base64 alphabet, so a string that is not exactly that long is caught).
 *
 * <p>Whenever the road does not apply (a bulk string is written with escapes, or is not the
 * expected length) or the JSON is malformed, {@link #read} returns null and the caller reads the
 * tree in full, which words the refusal exactly.
 */
final class TerrainJsonFast {
    /** Reads one value from a parser in the middle of the document: trailing content is the caller's to check. */
    private static final ObjectReader VALUE = LoamJson.mapper().readerFor(JsonNode.class)
            .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private TerrainJsonFast() {
    }

    /** Thrown inside the fast road to leave it for the full reading. */
    private static final class Leave extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Leave() {
            super(null, null, false, false);
        }
    }

    private static final System.Logger LOG = System.getLogger(TerrainJsonFast.class.getName());

    /**
     * A terrain read on the fast road, or null when the caller must read the whole tree instead
     * (logged at DEBUG: the slower road is taken).
     *
     * @throws TerrainFormatException for a refusal the fast road words as the full reading would
     */
    static Terrain read(byte[] json) {
        Terrain t = attempt(json);
        if (t == null) {
            LOG.log(System.Logger.Level.DEBUG, "terrain JSON of {0} bytes does not suit the streamed read: reading "
                    + "it as a full tree", json.length);
        }
        return t;
    }

    private static Terrain attempt(byte[] json) {
        Map<String, Integer> starts = new HashMap<>();
        ObjectNode rest = LoamJson.mapper().createObjectNode();
        try (JsonParser p = LoamJson.mapper().createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            for (JsonToken t = p.nextToken(); t == JsonToken.PROPERTY_NAME; t = p.nextToken()) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                boolean bulk = name.equals("heights") || name.equals("splat") || name.equals("holes");
                if (bulk && value == JsonToken.VALUE_STRING) {
                    long at = p.currentTokenLocation().getByteOffset();
                    if (at < 0 || at >= json.length || json[(int) at] != '"') {
                        return null;
                    }
                    starts.put(name, (int) at + 1);
                    rest.put(name, "");
                } else {
                    JsonNode n = VALUE.readValue(p);
                    rest.set(name, n);
                }
            }
            if (p.currentToken() != JsonToken.END_OBJECT || p.nextToken() != null || !rest.has("heights")) {
                return null; // malformed, or not a terrain: the full reading words it
            }
        } catch (JacksonException e) {
            return null;
        }
        try {
            return TerrainJson.read(rest, (root, key, bytes, why) -> {
                Integer from = starts.get(key);
                if (from == null) {
                    return TerrainJson.base64(root.get(key), key, bytes, why);
                }
                long chars = (bytes + 2) / 3 * 4;
                if (from + chars >= json.length || json[(int) (from + chars)] != '"') {
                    throw new Leave();
                }
                try {
                    ByteBuffer out = Base64.getDecoder().decode(ByteBuffer.wrap(json, from, (int) chars));
                    byte[] array = new byte[out.remaining()];
                    if (out.hasArray() && out.arrayOffset() == 0 && out.array().length == array.length) {
                        return out.array();
                    }
                    out.get(array);
                    return array;
                } catch (IllegalArgumentException e) {
                    throw new Leave();
                }
            });
        } catch (Leave e) {
            return null;
        }
    }
}
