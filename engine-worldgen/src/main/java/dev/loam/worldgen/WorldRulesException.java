package dev.loam.worldgen;

import dev.loam.core.LoamInputException;
import java.util.Optional;

/**
 * The one exception type of {@code dev.loam.worldgen} for malformed input: world rules (JSON or
 * code), a diffs file, a zone or a world whose rules no longer list its version. The message names
 * the place ({@code biomes[0].conditions[1].field}, {@code layers[2].spacing}, {@code version})
 * and, where one exists, the fix, which {@link #fix()} also gives on its own. A refused read,
 * registration or load changes nothing that existed before it. Catch {@link LoamInputException}
 * to catch the refusals of every Loam module at once.
 */
public class WorldRulesException extends LoamInputException {
    /** Serialisation version. */
    private static final long serialVersionUID = 1L;

    /**
     * @param path where the problem lies, such as {@code recipes[1].members[0].count}; never null
     *     ("" for the whole input)
     * @param message what is wrong and, where one exists, the fix
     */
    public WorldRulesException(String path, String message) {
        super(path, message, (Throwable) null);
    }

    /**
     * Same as {@link #WorldRulesException(String, String)}, keeping the cause.
     *
     * @param path where the problem lies
     * @param message what is wrong and the fix
     * @param cause the parse or I/O error underneath
     */
    public WorldRulesException(String path, String message, Throwable cause) {
        super(path, message, cause);
    }

    /**
     * A refusal with its fix given apart, so that {@link #fix()} holds it; the message reads
     * {@code path: problem: fix} (see {@link LoamInputException}).
     *
     * @param path where the problem lies; never null, "" for the whole input
     * @param problem what is wrong, without the fix
     * @param fix how to put it right, such as {@code swap them}
     */
    public WorldRulesException(String path, String problem, String fix) {
        super(path, problem, fix, null);
    }

    /**
     * Same as {@link #WorldRulesException(String, String, String)}, keeping the cause.
     *
     * @param path where the problem lies
     * @param problem what is wrong, without the fix
     * @param fix how to put it right; null or "" for none
     * @param cause the parse or I/O error underneath; may be null
     */
    public WorldRulesException(String path, String problem, String fix, Throwable cause) {
        super(path, problem, fix, cause);
    }

    /**
     * A refusal whose message after the path is written whole, such as another refusal moved to a
     * new path: {@code new WorldRulesException(at, other.detail(), other.fix(), other)}.
     *
     * @param path where the problem lies; never null
     * @param message what is wrong, with the words of the fix in it
     * @param fix the fix on its own, or empty
     * @param cause the refusal moved, or the error underneath; may be null
     */
    public WorldRulesException(String path, String message, Optional<String> fix, Throwable cause) {
        super(path, message, fix, cause);
    }

    /**
     * Where the problem lies, such as {@code biomes[0].recipes[1].layer}: the same as
     * {@link #place()}, kept for callers written before the common root.
     *
     * @return the path; "" for the whole input
     */
    public String path() {
        return place();
    }
}
