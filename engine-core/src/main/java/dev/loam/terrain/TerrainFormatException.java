package dev.loam.terrain;

/**
 * The one exception type of the terrain package for malformed input: a terrain or scatter file
 * (JSON or the binary container), a heightmap image or raw file, or a model built with values the
 * spec refuses. The message names the place: a JSON key path ({@code resolution[0]},
 * {@code layers[4]}, {@code instances[12][0]}), or a byte offset in a binary file
 * ({@code byte 40}). A refused read or build changes nothing that existed before it.
 *
 * <p>Nothing else escapes the readers for bad input: no {@link NullPointerException},
 * {@link IndexOutOfBoundsException} or {@link OutOfMemoryError} from a length the file claims.
 */
public class TerrainFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String path;

    /**
     * @param path    where the problem lies: a key path such as {@code heights}, or
     *                {@code byte 24} in a binary file; "" for the whole input
     * @param message what is wrong and, where one exists, the fix
     */
    public TerrainFormatException(String path, String message) {
        super(path.isEmpty() ? message : path + ": " + message);
        this.path = path;
    }

    /** Same as {@link #TerrainFormatException(String, String)}, keeping the cause (an I/O or parse error). */
    public TerrainFormatException(String path, String message, Throwable cause) {
        super(path.isEmpty() ? message : path + ": " + message, cause);
        this.path = path;
    }

    /** Where the problem lies: a key path ({@code layers[2].tile}) or a byte offset ({@code byte 40}). */
    public String path() {
        return path;
    }

    /** The message without its path, for re-wrapping under another path. */
    String detail() {
        String m = getMessage();
        String prefix = path + ": ";
        return !path.isEmpty() && m != null && m.startsWith(prefix) ? m.substring(prefix.length()) : String.valueOf(m);
    }
}
