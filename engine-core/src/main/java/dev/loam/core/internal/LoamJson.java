package dev.loam.core.internal;

import dev.loam.core.NumberText;
import java.util.Locale;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The one Jackson setup every Loam file format shares: a strict {@link JsonMapper} (duplicate
 * keys and trailing content refused), parsing to a {@link JsonNode} tree so each reader can name
 * the JSON path of any problem, and the small pieces of hand-laid JSON output (quoted strings,
 * numbers) that give the formats a stable, diff-friendly layout.
 *
 * <p>Thread-safe: the mapper is configured once and never changed.
 */
public final class LoamJson {
    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private LoamJson() {
    }

    /** The shared mapper. Do not reconfigure it; derive a copy with {@code rebuild()} instead. */
    public static JsonMapper mapper() {
        return MAPPER;
    }

    /**
     * Parses JSON text to a tree. Empty input gives a missing node ({@link JsonNode#isMissingNode()}).
     *
     * @throws JacksonException when the text is not one well-formed JSON value (a duplicate key and
     *                          content after the value included); {@link #describe} words it
     */
    public static JsonNode parse(String json) {
        return MAPPER.readTree(json);
    }

    /**
     * Parses UTF-8 (or UTF-16/32 with a byte-order mark) JSON bytes to a tree, so that a refusal
     * can give a byte offset.
     *
     * @throws JacksonException as {@link #parse(String)}
     */
    public static JsonNode parse(byte[] json) {
        return MAPPER.readTree(json);
    }

    /** A tree as indented JSON (Jackson's default pretty printer), ending without a newline. */
    public static String pretty(JsonNode node) {
        return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(node);
    }

    /**
     * One line saying where and why a parse failed, such as
     * {@code line 3, column 7 (byte 18): Unexpected character ('x' (code 120)) ...}. Line breaks in
     * Jackson's text are turned into spaces, so the result is always one line.
     */
    public static String describe(JacksonException e) {
        StringBuilder sb = new StringBuilder();
        TokenStreamLocation at = e.getLocation();
        if (at != null && at.getLineNr() > 0) {
            sb.append("line ").append(at.getLineNr()).append(", column ").append(at.getColumnNr());
            if (at.getByteOffset() >= 0) {
                sb.append(" (byte ").append(at.getByteOffset()).append(')');
            } else if (at.getCharOffset() >= 0) {
                sb.append(" (character ").append(at.getCharOffset()).append(')');
            }
            sb.append(": ");
        }
        String why = e.getOriginalMessage();
        sb.append(why == null ? e.getClass().getSimpleName() : why.replaceAll("[\\r\\n]+", " ").strip());
        return sb.toString();
    }

    /**
     * A JSON string literal, quotes included. Quotes, backslashes, control characters and
     * surrogate halves are escaped, so the result survives any encoding and reads back to the
     * same string.
     */
    public static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> {
                    if (ch < 0x20 || Character.isSurrogate(ch) || ch == 0x7f || ch == '\u2028' || ch == '\u2029') {
                        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) ch));
                    } else {
                        sb.append(ch);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    /**
     * A finite number as JSON: a whole number without a fraction ({@code 2}, {@code -3}), anything
     * else as {@link NumberText#of(double)} ({@code 0.2}, {@code 1.0E-5}, {@code 1.0E23},
     * {@code -0.0}), which reads back to the same double and is the same text on every Java.
     *
     * @throws IllegalArgumentException for NaN or an infinity, which JSON cannot hold
     */
    public static String number(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(value + " is not a finite number; JSON cannot hold it");
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e15 && !(value == 0 && 1 / value < 0)) {
            return Long.toString((long) value);
        }
        return NumberText.of(value);
    }
}
