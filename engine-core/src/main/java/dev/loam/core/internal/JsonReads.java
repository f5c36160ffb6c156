package dev.loam.core.internal;

import dev.loam.core.LoamInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The one JSON reading helper of every Loam file format (block maps and block sets, terrain and
 * scatter, world rules): it reads a file or text to a tree and typed values out of the tree,
 * refusing each problem with the reading module's own {@link LoamInputException}, whose place is
 * the JSON path: {@code blocks.grass.cover[0].columns: must be a whole number, but is a string}.
 * Every reader shares these checks and their wording; each makes one instance with its own
 * exception and the word its format uses for an object's members ("field" or "key").
 *
 * <p><b>Paths.</b> {@value #ROOT} names the root of the document: a parse error, an empty or
 * unreadable file is refused there ({@code $: not valid JSON at line 1, column 2 ...}). A member
 * of the root is named without it ({@code layers}, not {@code $.layers}): {@link #at(String, String)}
 * treats both "" and {@value #ROOT} as the root.
 *
 * <p>Internal to Loam: not part of the API, and free to change with it. Thread-safe and immutable.
 *
 * @param <E> the reading module's exception
 */
public final class JsonReads<E extends LoamInputException> {
    /** The JSON path of the document's root, where whole-input refusals are placed. */
    public static final String ROOT = "$";

    /** Makes a module's refusal, such as {@code BlockMapException::new}. */
    @FunctionalInterface
    public interface Refusal<E extends LoamInputException> {
        /**
         * The exception to throw.
         *
         * @param place   where the problem lies, a JSON path
         * @param problem what is wrong
         * @param fix     how to put it right, or null for none
         * @param cause   the parse or I/O error underneath, or null
         * @return the refusal, not yet thrown
         */
        E at(String place, String problem, String fix, Throwable cause);
    }

    private final Refusal<E> refusal;
    private final String member;
    private final String missing;

    /**
     * Reads that refuse with {@code refusal}.
     *
     * @param refusal the module's exception, such as {@code TerrainFormatException::new}
     * @param member  what the format calls an object's member in an unknown one's refusal:
     *                {@code "field"} ({@code unknown field; known fields are ...}) or {@code "key"}
     * @param missing how a missing required member is refused: {@code "is missing"} or
     *                {@code "is required"} ({@code origin: is required: [x, y, z] of the first vertex})
     */
    public JsonReads(Refusal<E> refusal, String member, String missing) {
        this.refusal = refusal;
        this.member = member;
        this.missing = missing;
    }

    /** What a node is, for a message: "a number", "a string", "null", "missing" and so on. */
    public static String kind(JsonNode n) {
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

    /**
     * {@code path.field}, or {@code field} alone under the root ({@code path} "" or {@value #ROOT}).
     * A key that would not read back as one member of a path (an empty key, or one holding a dot,
     * a bracket, a quote, a backslash, a space or a control character) is written quoted in
     * brackets instead: {@code blocks[""]}, {@code $[""]} under the root, {@code legend["a.b"]}, so
     * that every place names its member.
     */
    public static String at(String path, String field) {
        boolean root = path.isEmpty() || path.equals(ROOT);
        if (!plainKey(field)) {
            return (root ? ROOT : path) + "[" + LoamJson.quote(field) + "]";
        }
        return root ? field : path + "." + field;
    }

    /** Whether a key reads back as one member of a dotted path. */
    private static boolean plainKey(String key) {
        if (key.isEmpty()) {
            return false;
        }
        for (int i = 0; i < key.length(); i++) {
            char ch = key.charAt(i);
            if (Character.isHighSurrogate(ch) && i + 1 < key.length() && Character.isLowSurrogate(key.charAt(i + 1))) {
                i++;
                continue;
            }
            if (ch == '.' || ch == '[' || ch == ']' || ch == '"' || ch == '\\' || Character.isWhitespace(ch)
                    || Character.isISOControl(ch) || Character.isSurrogate(ch) || Character.isSpaceChar(ch)) {
                return false;
            }
        }
        return true;
    }

    /** {@code path[index]}. */
    public static String at(String path, int index) {
        return path + "[" + index + "]";
    }

    /** The module's refusal of {@code detail} at {@code path}, to throw. */
    public E refuse(String path, String detail) {
        return refusal.at(path, detail, null, null);
    }

    /** The module's refusal of {@code problem} at {@code path}, with its fix apart (see {@link LoamInputException}). */
    public E refuse(String path, String problem, String fix) {
        return refusal.at(path, problem, fix, null);
    }

    /**
     * Parses JSON text to a tree, refusing at {@value #ROOT}: no text, text that is not one JSON
     * value (with its line and column), or an empty text ({@code ifEmpty}, such as
     * {@code "the file is empty: it needs one JSON object"}).
     */
    public JsonNode parse(String json, String ifEmpty) {
        if (json == null) {
            throw refuse(ROOT, "no JSON text was given");
        }
        try {
            return notEmpty(LoamJson.parse(json), ifEmpty);
        } catch (JacksonException e) {
            throw notValid(e);
        }
    }

    /** Parses JSON bytes as {@link #parse(String, String)}, a parse error giving its byte offset too. */
    public JsonNode parse(byte[] json, String ifEmpty) {
        try {
            return notEmpty(LoamJson.parse(json), ifEmpty);
        } catch (JacksonException e) {
            throw notValid(e);
        }
    }

    /** The refusal of text that is not JSON, at {@value #ROOT}: {@code not valid JSON at line 1, column 2 ...}. */
    public E notValid(JacksonException e) {
        return refusal.at(ROOT, "not valid JSON at " + LoamJson.describe(e), null, e);
    }

    private JsonNode notEmpty(JsonNode node, String ifEmpty) {
        if (node == null || node.isMissingNode()) {
            throw refuse(ROOT, ifEmpty);
        }
        return node;
    }

    /**
     * A file's bytes, refusing at {@value #ROOT} a missing or unreadable file or one over
     * {@code maxBytes} (then nothing is read).
     */
    public byte[] readBytes(Path file, long maxBytes) {
        try {
            long size = Files.size(file);
            if (size > maxBytes) {
                throw refuse(ROOT, file + " is " + size + " bytes, past the largest file read, " + maxBytes + " bytes");
            }
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /** The refusal of a file that cannot be read, at {@value #ROOT}: {@code no such file: ...} or {@code cannot read ...}. */
    public E unreadable(Path file, IOException e) {
        return e instanceof NoSuchFileException
                ? refusal.at(ROOT, "no such file: " + file, null, e)
                : refusal.at(ROOT, "cannot read " + file + ": " + e, null, e);
    }

    /** A stream's bytes, refusing at {@value #ROOT} one past {@code maxBytes} or one that fails; the caller closes it. */
    public byte[] readBytes(InputStream in, long maxBytes) {
        try {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
            if (bytes.length > maxBytes) {
                throw refuse(ROOT, "the input is past the largest file read, " + maxBytes + " bytes");
            }
            return bytes;
        } catch (IOException e) {
            throw refusal.at(ROOT, "cannot read the input: " + e, null, e);
        }
    }

    /** The refusal of a node that is not what was expected: {@code must be a string, but is a number}. */
    public E wrongType(String path, String expected, JsonNode n) {
        return refuse(path, "must be " + expected + ", but is " + kind(n));
    }

    /** An object node, or a refusal. */
    public JsonNode object(JsonNode n, String path, String expected) {
        if (n == null || !n.isObject()) {
            throw wrongType(path, expected, n);
        }
        return n;
    }

    /** An array node, or a refusal. */
    public JsonNode array(JsonNode n, String path, String expected) {
        if (n == null || !n.isArray()) {
            throw wrongType(path, expected, n);
        }
        return n;
    }

    /** An array of exactly {@code size} entries, or a refusal saying how many it holds. */
    public JsonNode array(JsonNode n, String path, String expected, int size) {
        array(n, path, expected);
        if (n.size() != size) {
            throw refuse(path, "must be " + expected + ", but holds " + n.size() + " entries");
        }
        return n;
    }

    /**
     * A string, or a refusal; a string holding a lone UTF-16 surrogate (an escape such as
     * {@code "\ud800"} with no partner) is refused too, since no UTF-8 file could carry it back.
     */
    public String string(JsonNode n, String path, String expected) {
        if (n == null || !n.isString()) {
            throw wrongType(path, expected, n);
        }
        String s = n.stringValue();
        int lone = loneSurrogateAt(s);
        if (lone >= 0) {
            throw refuse(path, loneSurrogate(lone), "write the character whole, or leave it out");
        }
        return s;
    }

    /**
     * Where a string holds a UTF-16 surrogate without its partner, or -1 when it holds none: such
     * a string is not text, and UTF-8 (every Loam file's encoding) cannot carry it.
     */
    public static int loneSurrogateAt(String s) {
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (Character.isHighSurrogate(ch) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(ch)) {
                return i;
            }
        }
        return -1;
    }

    /** The words of a lone surrogate's refusal: {@code holds a lone UTF-16 surrogate (\ud800) at character 3}. */
    public static String loneSurrogate(int at) {
        return "holds a lone UTF-16 surrogate at character " + at + ", which no UTF-8 file can carry";
    }

    /** A boolean, or a refusal. */
    public boolean bool(JsonNode n, String path) {
        if (n == null || !n.isBoolean()) {
            throw wrongType(path, "true or false", n);
        }
        return n.booleanValue();
    }

    /** A finite number, or a refusal. */
    public double number(JsonNode n, String path, String expected) {
        if (n == null || !n.isNumber()) {
            throw wrongType(path, expected, n);
        }
        double v = n.doubleValue();
        if (!Double.isFinite(v)) {
            throw refuse(path, "must be " + expected + ", but " + n + " is past the largest number");
        }
        return v;
    }

    /** A whole number in {@code min..max}, or a refusal; 4.0 counts as whole, 4.5 does not. */
    public long whole(JsonNode n, String path, String expected, long min, long max) {
        double v = number(n, path, expected);
        if (v != Math.rint(v)) {
            throw refuse(path, "must be " + expected + ", but " + n + " is not a whole number");
        }
        if (v < min || v > max) {
            throw refuse(path, n + " must lie in " + min + ".." + max);
        }
        return (long) v;
    }

    /** An array of whole numbers in {@code min..max}, each refused at its own index; a new list. */
    public List<Integer> wholeList(JsonNode n, String path, String expected, int min, int max) {
        array(n, path, expected);
        List<Integer> out = new ArrayList<>(n.size());
        for (int i = 0; i < n.size(); i++) {
            out.add((int) whole(n.get(i), at(path, i), "a whole number", min, max));
        }
        return out;
    }

    /**
     * Refuses any member of an object not in {@code known}, naming it and listing the known ones:
     * {@code blocks.grass.cover[0].colour: unknown field; known fields are texture, columns, ...}.
     */
    public void onlyKnown(JsonNode object, String path, List<String> known) {
        for (Map.Entry<String, JsonNode> e : object.properties()) {
            if (!known.contains(e.getKey())) {
                throw refuse(at(path, e.getKey()), "unknown " + member + "; known " + member + "s are "
                        + String.join(", ", known));
            }
        }
    }

    /**
     * An optional member read by {@code read} at its path ({@code path.key}), or {@code dflt} when
     * the object has no such member: {@code optional(layer, "layers[0]", "drawDistance", 2000.0, ...)}.
     */
    public <T> T optional(JsonNode object, String path, String key, T dflt, BiFunction<JsonNode, String, T> read) {
        JsonNode n = object.get(key);
        return n == null ? dflt : read.apply(n, at(path, key));
    }

    /** A required member's node, or a refusal at its path saying what it holds: {@code id: is missing: name the rules}. */
    public JsonNode required(JsonNode object, String path, String key, String what) {
        JsonNode n = object.get(key);
        if (n == null) {
            throw refuse(at(path, key), missing + ": " + what);
        }
        return n;
    }
}
