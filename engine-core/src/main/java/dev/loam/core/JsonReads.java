package dev.loam.core;

import java.util.Locale;
import tools.jackson.databind.JsonNode;

/**
 * Reads typed values out of a JSON tree, refusing each wrong type with the exception of the
 * module that reads (block maps, terrain, world rules), whose path names the place:
 * {@code blocks.grass.cover[0].columns: must be a whole number, but is a string}. Every module's
 * reader shares these checks and their wording; each makes one with its own exception.
 */
public final class JsonReads {
    /** Makes a module's refusal from a path and a message. */
    @FunctionalInterface
    public interface Refusal {
        /** The exception to throw for {@code message} at {@code path}. */
        RuntimeException at(String path, String message);
    }

    private final Refusal refusal;

    /** Reads that refuse with {@code refusal}, such as {@code BlockMapException::new}. */
    public JsonReads(Refusal refusal) {
        this.refusal = refusal;
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

    /** The module's refusal of {@code message} at {@code path}, to throw. */
    public RuntimeException refuse(String path, String message) {
        return refusal.at(path, message);
    }

    /** The refusal of a node that is not what was expected. */
    public RuntimeException wrongType(String path, String expected, JsonNode n) {
        return refusal.at(path, "must be " + expected + ", but is " + kind(n));
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

    /** A string, or a refusal. */
    public String string(JsonNode n, String path, String expected) {
        if (n == null || !n.isString()) {
            throw wrongType(path, expected, n);
        }
        return n.stringValue();
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
            throw refusal.at(path, "must be " + expected + ", but " + n + " is past the largest number");
        }
        return v;
    }

    /** A whole number in {@code min..max}, or a refusal; 4.0 counts as whole, 4.5 does not. */
    public long whole(JsonNode n, String path, String expected, long min, long max) {
        double v = number(n, path, expected);
        if (v != Math.rint(v)) {
            throw refusal.at(path, "must be " + expected + ", but " + n + " is not a whole number");
        }
        if (v < min || v > max) {
            throw refusal.at(path, n + " must lie in " + min + ".." + max);
        }
        return (long) v;
    }
}
