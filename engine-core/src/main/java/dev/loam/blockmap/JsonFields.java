package dev.loam.blockmap;

import dev.loam.core.JsonReads;
import dev.loam.core.LoamJson;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Reads typed values out of a JSON tree, refusing each wrong type or unknown field with a
 * {@link BlockMapException} that names its JSON path ({@code blocks.grass.cover[0].columns},
 * {@code cells[3]}). Shared by {@link BlockMapFiles} and {@link BlockSetFiles}.
 */
final class JsonFields {
    /** The largest JSON file read, in bytes (256 MiB), so a stray file cannot exhaust memory. */
    static final long MAX_FILE_BYTES = 256L * 1024 * 1024;

    private JsonFields() {
    }

    /** Parses text, turning any Jackson failure into a refusal at {@code $} with its line and column. */
    static JsonNode parse(String json) {
        if (json == null) {
            throw new BlockMapException("$", "no JSON text was given");
        }
        try {
            return notEmpty(LoamJson.parse(json));
        } catch (JacksonException e) {
            throw new BlockMapException("$", "not valid JSON at " + LoamJson.describe(e), e);
        }
    }

    /** Parses bytes, turning any Jackson failure into a refusal at {@code $} with its line, column and byte. */
    static JsonNode parse(byte[] json) {
        try {
            return notEmpty(LoamJson.parse(json));
        } catch (JacksonException e) {
            throw new BlockMapException("$", "not valid JSON at " + LoamJson.describe(e), e);
        }
    }

    private static JsonNode notEmpty(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            throw new BlockMapException("$", "the file is empty: it needs one JSON object");
        }
        return node;
    }

    /** A file's bytes, refusing a missing, unreadable or oversized file. */
    static byte[] readBytes(Path file) {
        try {
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                throw new BlockMapException("$", file + " is " + size + " bytes, past the largest file read, "
                        + MAX_FILE_BYTES + " bytes");
            }
            return Files.readAllBytes(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new BlockMapException("$", "no such file: " + file, e);
        } catch (IOException e) {
            throw new BlockMapException("$", "cannot read " + file + ": " + e, e);
        }
    }

    /** A stream's bytes up to {@link #MAX_FILE_BYTES}; the caller closes the stream. */
    static byte[] readBytes(InputStream in) {
        try {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, MAX_FILE_BYTES + 1));
            if (bytes.length > MAX_FILE_BYTES) {
                throw new BlockMapException("$", "the input is past the largest file read, " + MAX_FILE_BYTES + " bytes");
            }
            return bytes;
        } catch (IOException e) {
            throw new BlockMapException("$", "cannot read the input: " + e, e);
        }
    }

    /** {@code path.field}, or {@code field} at the top level. */
    static String at(String path, String field) {
        return path.isEmpty() || path.equals("$") ? field : path + "." + field;
    }

    /** {@code path[index]}. */
    static String at(String path, int index) {
        return path + "[" + index + "]";
    }

    private static final JsonReads READS = new JsonReads(BlockMapException::new);

    /** What a node is, for a message: "a number", "a string", "null" and so on. */
    static String kind(JsonNode n) {
        return JsonReads.kind(n);
    }

    static BlockMapException wrongType(String path, String expected, JsonNode n) {
        return (BlockMapException) READS.wrongType(path, expected, n);
    }

    /** An object node, or a refusal. */
    static JsonNode object(JsonNode n, String path, String expected) {
        return READS.object(n, path, expected);
    }

    /** An array node, or a refusal. */
    static JsonNode array(JsonNode n, String path, String expected) {
        return READS.array(n, path, expected);
    }

    /** A string, or a refusal. */
    static String string(JsonNode n, String path, String expected) {
        return READS.string(n, path, expected);
    }

    /** A boolean, or a refusal. */
    static boolean bool(JsonNode n, String path) {
        return READS.bool(n, path);
    }

    /** A finite number, or a refusal. */
    static double number(JsonNode n, String path, String expected) {
        return READS.number(n, path, expected);
    }

    /** A whole number in {@code min..max}, or a refusal; 4.0 counts as whole, 4.5 does not. */
    static int whole(JsonNode n, String path, String expected, int min, int max) {
        return (int) READS.whole(n, path, expected, min, max);
    }

    /** A list of whole numbers in {@code min..max}. */
    static List<Integer> wholeList(JsonNode n, String path, String expected, int min, int max) {
        array(n, path, expected);
        List<Integer> out = new ArrayList<>(n.size());
        for (int i = 0; i < n.size(); i++) {
            out.add(whole(n.get(i), at(path, i), "a whole number", min, max));
        }
        return out;
    }

    /**
     * Refuses any field of an object not in {@code known}, naming it and listing the known ones:
     * {@code blocks.grass.cover[0].colour: unknown field; known fields are texture, columns, ...}.
     */
    static void onlyKnown(JsonNode object, String path, List<String> known) {
        for (Map.Entry<String, JsonNode> e : object.properties()) {
            if (!known.contains(e.getKey())) {
                throw new BlockMapException(at(path, e.getKey()),
                        "unknown field; known fields are " + String.join(", ", known));
            }
        }
    }

    /** A refusal's message without its path, for re-wrapping with another path. */
    static String detail(BlockMapException e) {
        String m = e.getMessage();
        String prefix = e.path() + ": ";
        return !e.path().isEmpty() && m != null && m.startsWith(prefix) ? m.substring(prefix.length()) : String.valueOf(m);
    }
}
