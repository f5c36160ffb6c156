package dev.loam.blockmap;

/**
 * The one exception type of the block-map package for malformed input: a block set, a legend,
 * rows or a map file that cannot be built. The message names the place (a block and field,
 * {@code cells[2]}, {@code row 3, column 7}, a JSON path) and, where one exists, the fix.
 * A refused load or build changes nothing that existed before it.
 *
 * <p>Refusals that a game expects at run time (an edit a player tried) are values instead:
 * {@link BlockCellRefusal} and {@link BlockEditResult}.
 */
public class BlockMapException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String path;

    /**
     * @param path    where the problem lies, such as {@code blocks.grass.cover[0].columns} or
     *                {@code row 3, column 7}; never null (use "" for the whole input)
     * @param message what is wrong and, where one exists, the fix
     */
    public BlockMapException(String path, String message) {
        super(path.isEmpty() ? message : path + ": " + message);
        this.path = path;
    }

    /** Same as {@link #BlockMapException(String, String)}, keeping the cause (an I/O or parse error). */
    public BlockMapException(String path, String message, Throwable cause) {
        super(path.isEmpty() ? message : path + ": " + message, cause);
        this.path = path;
    }

    /** Where the problem lies, such as {@code blocks.grass.top} or {@code row 2, column 4}. */
    public String path() {
        return path;
    }
}
