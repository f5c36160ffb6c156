package dev.loam.blockmap;

import dev.loam.core.LoamInputException;
import java.util.Optional;

/**
 * The one exception type of the block-map package for malformed input: a block set, a legend,
 * rows or a map file that cannot be built. The message names the place (a block and field,
 * {@code cells[2]}, {@code row 3, column 7}, a JSON path) and, where one exists, the fix, which
 * {@link #fix()} also gives on its own. A refused load or build changes nothing that existed
 * before it. Catch {@link LoamInputException} to catch the refusals of every Loam module at once.
 *
 * <p>Refusals that a game expects at run time (an edit a player tried) are values instead:
 * {@link BlockCellRefusal} and {@link BlockEditResult}.
 */
public class BlockMapException extends LoamInputException {
    private static final long serialVersionUID = 1L;

    /**
     * @param path    where the problem lies, such as {@code blocks.grass.cover[0].columns} or
     *                {@code row 3, column 7}; never null (use "" for the whole input)
     * @param message what is wrong and, where one exists, the fix
     */
    public BlockMapException(String path, String message) {
        super(path, message, (Throwable) null);
    }

    /** Same as {@link #BlockMapException(String, String)}, keeping the cause (an I/O or parse error). */
    public BlockMapException(String path, String message, Throwable cause) {
        super(path, message, cause);
    }

    /**
     * A refusal with its fix given apart, so that {@link #fix()} holds it; the message reads
     * {@code path: problem: fix} (see {@link LoamInputException}).
     *
     * @param path    where the problem lies; never null, "" for the whole input
     * @param problem what is wrong, without the fix
     * @param fix     how to put it right, such as {@code add "blocked": true}
     */
    public BlockMapException(String path, String problem, String fix) {
        super(path, problem, fix, null);
    }

    /** Same as {@link #BlockMapException(String, String, String)}, keeping the cause; a null or "" fix is none. */
    public BlockMapException(String path, String problem, String fix, Throwable cause) {
        super(path, problem, fix, cause);
    }

    /**
     * A refusal whose message after the path is written whole, such as another refusal moved to a
     * new path: {@code new BlockMapException(at, other.detail(), other.fix(), other)}.
     *
     * @param path    where the problem lies; never null
     * @param message what is wrong, with the words of the fix in it
     * @param fix     the fix on its own, or empty
     * @param cause   the refusal moved, or the error underneath; may be null
     */
    public BlockMapException(String path, String message, Optional<String> fix, Throwable cause) {
        super(path, message, fix, cause);
    }

    /**
     * Where the problem lies, such as {@code blocks.grass.top} or {@code row 2, column 4}: the same
     * as {@link #place()}, kept for callers written before the common root.
     *
     * @return the place; "" for the whole input
     */
    public String path() {
        return place();
    }
}
