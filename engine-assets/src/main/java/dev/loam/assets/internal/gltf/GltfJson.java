package dev.loam.assets.internal.gltf;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.model.io.JacksonUtils;
import de.javagl.jgltf.model.io.JsonError;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses a glTF 2.0 JSON document with jgltf's own object mapper into its {@link GlTF} classes.
 * Before the mapper runs, the text's nesting depth is checked (the mapper recurses once a level);
 * every value the mapper could not take (a string where a number belongs, a count below 1, an
 * unknown alpha mode) is a refusal, not a silently dropped property. Unknown properties are
 * ignored, as glTF readers do.
 */
public final class GltfJson {
    /** The deepest nesting of arrays and objects a document may have. */
    public static final int MAX_DEPTH = 256;

    /** The errors the shared mapper reports while parsing on this thread. */
    private static final ThreadLocal<List<JsonError>> ERRORS = ThreadLocal.withInitial(ArrayList::new);
    /** jgltf's mapper, made once: configured, it is thread-safe; what it reports goes to the parsing thread's list. */
    private static final ObjectMapper MAPPER = JacksonUtils.createObjectMapper(e -> {
        if (e.getThrowable() != null) {
            ERRORS.get().add(e);
        }
    });

    private GltfJson() {
    }

    /**
     * @param bytes  the text, UTF-8
     * @param offset where it begins in {@code bytes}
     * @param length its length in bytes
     * @param inGlb  whether places are byte offsets in a GLB file ({@code offset} counted in) rather
     *               than lines and columns of a text file
     */
    public static GlTF parse(byte[] bytes, int offset, int length, boolean inGlb, GltfSource src) {
        checkDepth(bytes, offset, length, inGlb, src);
        List<JsonError> errors = ERRORS.get();
        errors.clear();
        GlTF gltf;
        try {
            gltf = MAPPER.readValue(bytes, offset, length, GlTF.class);
        } catch (JsonProcessingException e) {
            throw src.fail(where(e.getLocation(), offset, inGlb), "not glTF JSON: " + e.getOriginalMessage(), e);
        } catch (IOException | RuntimeException e) {
            throw src.fail(inGlb ? "byte " + offset : "", "not glTF JSON: " + e.getMessage(), e);
        }
        if (gltf == null) {
            throw src.fail(inGlb ? "byte " + offset : "", "the JSON is empty (null)");
        }
        if (!errors.isEmpty()) {
            JsonError e = errors.get(0);
            String place = path(e.getJsonPath());
            Throwable t = e.getThrowable();
            if (t instanceof JsonProcessingException j && j.getLocation() != null) {
                place = place + " (" + where(j.getLocation(), offset, inGlb) + ")";
            }
            Throwable root = t;
            while (root.getCause() != null && root.getCause() != root) {
                root = root.getCause();
            }
            String why = root instanceof JsonProcessingException j ? j.getOriginalMessage() : root.getMessage();
            errors.clear();
            throw src.fail(place, "a value glTF does not allow here: " + why, t);
        }
        return gltf;
    }

    /** A JSON path as jgltf reports it (field names, "" for an array level) as {@code accessors[].count}. */
    static String path(List<String> names) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i < names.size(); i++) {
            String n = names.get(i);
            if (n.isEmpty()) {
                sb.append("[]");
            } else {
                if (sb.length() > 0) {
                    sb.append('.');
                }
                sb.append(n);
            }
        }
        return sb.length() == 0 ? "$" : sb.toString();
    }

    private static String where(JsonLocation loc, int offset, boolean inGlb) {
        if (loc == null) {
            return inGlb ? "byte " + offset : "$";
        }
        if (inGlb) {
            long b = loc.getByteOffset() >= 0 ? loc.getByteOffset() : loc.getCharOffset();
            return "byte " + (offset + Math.max(0, b));
        }
        return "line " + loc.getLineNr() + ", column " + loc.getColumnNr();
    }

    private static void checkDepth(byte[] b, int offset, int length, boolean inGlb, GltfSource src) {
        int depth = 0;
        boolean inString = false;
        int line = 1, column = 1;
        for (int i = offset; i < offset + length; i++) {
            byte c = b[i];
            if (c == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
            if (inString) {
                if (c == '\\') {
                    i++;
                    column++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '[' || c == '{') {
                if (++depth > MAX_DEPTH) {
                    throw src.fail(inGlb ? "byte " + i : "line " + line + ", column " + (column - 1),
                            "the JSON nests deeper than " + MAX_DEPTH + " levels");
                }
            } else if (c == ']' || c == '}') {
                depth--;
            }
        }
    }
}
