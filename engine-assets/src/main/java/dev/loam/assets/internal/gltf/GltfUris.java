package dev.loam.assets.internal.gltf;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Locale;

/**
 * The bytes a glTF URI names: a base64 {@code data:} URI decoded, or a file relative to the glTF
 * file's folder read whole, with its size checked before it is read. Other schemes ({@code http:},
 * {@code file:}) and absolute paths are refused: a model names the files beside it.
 */
public final class GltfUris {
    /** The largest file read, 1 GiB. */
    public static final long MAX_FILE_BYTES = 1L << 30;

    private GltfUris() {
    }

    /** Whether {@code uri} is a {@code data:} URI. */
    public static boolean isData(String uri) {
        return uri.regionMatches(true, 0, "data:", 0, 5);
    }

    /**
     * The bytes {@code uri} names.
     *
     * @param place where the URI stands ({@code buffers[1].uri})
     * @throws dev.loam.assets.AssetException naming {@code place} for a malformed data URI, a URI
     *                                        of another scheme, a missing or unreadable file
     */
    public static byte[] bytes(String uri, String place, GltfSource src) {
        if (isData(uri)) {
            return dataUri(uri, place, src);
        }
        if (src.folder().isEmpty()) {
            throw src.fail(place, "names the outside file \"" + shortened(uri) + "\", but the model was given as bytes"
                    + " with no folder to find it in");
        }
        String path = percentDecoded(uri, place, src);
        int colon = path.indexOf(':'), slash = path.indexOf('/');
        if (colon >= 0 && (slash < 0 || colon < slash)) {
            throw src.fail(place, "\"" + shortened(uri) + "\" is not a relative file name; only data: URIs and files"
                    + " beside the model are read");
        }
        if (path.startsWith("/") || path.startsWith("\\")) {
            throw src.fail(place, "\"" + shortened(uri) + "\" is an absolute path; only files beside the model are read");
        }
        Path file;
        try {
            file = src.folder().get().resolve(path).normalize();
        } catch (InvalidPathException e) {
            throw src.fail(place, "\"" + shortened(uri) + "\" is not a file name here: " + e.getReason(), e);
        }
        return readFile(file, place, src);
    }

    /**
     * A whole file, its size checked first.
     *
     * @throws dev.loam.assets.AssetException naming {@code place} when the file is missing, a folder,
     *                                        larger than {@link #MAX_FILE_BYTES} or unreadable
     */
    public static byte[] readFile(Path file, String place, GltfSource src) {
        try {
            if (!Files.exists(file)) {
                throw src.fail(place, "the file " + file + " does not exist");
            }
            if (!Files.isRegularFile(file)) {
                throw src.fail(place, file + " is not a file");
            }
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                throw src.fail(place, file + " has " + size + " bytes, more than the " + MAX_FILE_BYTES + " a model file may have");
            }
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw src.fail(place, "the file " + file + " does not exist", e);
        } catch (IOException | SecurityException e) {
            throw src.fail(place, "the file " + file + " cannot be read: " + e.getMessage(), e);
        } catch (OutOfMemoryError e) {
            throw src.fail(place, "the file " + file + " is too large to hold in memory", null);
        }
    }

    private static byte[] dataUri(String uri, String place, GltfSource src) {
        int comma = uri.indexOf(',');
        if (comma < 0) {
            throw src.fail(place, "malformed data URI: it has no ',' before its data");
        }
        String head = uri.substring(5, comma).toLowerCase(Locale.ROOT);
        if (!head.endsWith(";base64")) {
            throw src.fail(place, "malformed data URI: glTF data URIs are base64 (\"data:...;base64,\"), this one is \""
                    + shortened(uri.substring(0, comma)) + "\"");
        }
        try {
            return Base64.getDecoder().decode(uri.substring(comma + 1));
        } catch (IllegalArgumentException e) {
            throw src.fail(place, "malformed data URI: its base64 does not decode (" + e.getMessage() + ")", e);
        }
    }

    private static String percentDecoded(String uri, String place, GltfSource src) {
        if (uri.indexOf('%') < 0) {
            return uri;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(uri.length());
        byte[] raw = uri.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < raw.length; i++) {
            if (raw[i] == '%') {
                int hi = i + 2 < raw.length ? Character.digit(raw[i + 1], 16) : -1;
                int lo = i + 2 < raw.length ? Character.digit(raw[i + 2], 16) : -1;
                if (hi < 0 || lo < 0) {
                    throw src.fail(place, "malformed URI \"" + shortened(uri) + "\": '%' must be followed by two hex digits");
                }
                out.write(hi << 4 | lo);
                i += 2;
            } else {
                out.write(raw[i]);
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The first 60 characters of a URI, for messages (a data URI may be megabytes). */
    static String shortened(String uri) {
        return uri.length() <= 60 ? uri : uri.substring(0, 57) + "...";
    }
}
