package dev.loam.terrain;

import dev.loam.core.LoamInputException;
import java.util.Optional;

/**
 * The one exception type of the terrain package for malformed input: a terrain or scatter file
 * (JSON or the binary container), a heightmap image or raw file, or a model built with values the
 * spec refuses. The message names the place: a JSON key path ({@code resolution[0]},
 * {@code layers[4]}, {@code instances[12][0]}), or a byte offset in a binary file
 * ({@code byte 40}); where one exists, {@link #fix()} gives the fix on its own. A refused read or
 * build changes nothing that existed before it. Catch {@link LoamInputException} to catch the
 * refusals of every Loam module at once.
 *
 * <p>Nothing else escapes the readers for bad input: no {@link NullPointerException},
 * {@link IndexOutOfBoundsException} or {@link OutOfMemoryError} from a length the file claims.
 */
public class TerrainFormatException extends LoamInputException {
    private static final long serialVersionUID = 1L;

    /**
     * @param path    where the problem lies: a key path such as {@code heights}, or
     *                {@code byte 24} in a binary file; "" for the whole input
     * @param message what is wrong and, where one exists, the fix
     */
    public TerrainFormatException(String path, String message) {
        super(path, message, (Throwable) null);
    }

    /** Same as {@link #TerrainFormatException(String, String)}, keeping the cause (an I/O or parse error). */
    public TerrainFormatException(String path, String message, Throwable cause) {
        super(path, message, cause);
    }

    /**
     * A refusal with its fix given apart, so that {@link #fix()} holds it; the message reads
     * {@code path: problem: fix} (see {@link LoamInputException}).
     *
     * @param path    where the problem lies; never null, "" for the whole input
     * @param problem what is wrong, without the fix
     * @param fix     how to put it right, such as {@code give the width}
     */
    public TerrainFormatException(String path, String problem, String fix) {
        super(path, problem, fix, null);
    }

    /** Same as {@link #TerrainFormatException(String, String, String)}, keeping the cause; a null or "" fix is none. */
    public TerrainFormatException(String path, String problem, String fix, Throwable cause) {
        super(path, problem, fix, cause);
    }

    /**
     * A refusal whose message after the path is written whole, such as another refusal moved to a
     * new path: {@code new TerrainFormatException(at, other.detail(), other.fix(), other)}.
     *
     * @param path    where the problem lies; never null
     * @param message what is wrong, with the words of the fix in it
     * @param fix     the fix on its own, or empty
     * @param cause   the refusal moved, or the error underneath; may be null
     */
    public TerrainFormatException(String path, String message, Optional<String> fix, Throwable cause) {
        super(path, message, fix, cause);
    }

    /**
     * Where the problem lies: a key path ({@code layers[2].tile}) or a byte offset ({@code byte 40});
     * the same as {@link #place()}, kept for callers written before the common root.
     *
     * @return the place; "" for the whole input
     */
    public String path() {
        return place();
    }
}
