package dev.loam.worldgen;

/**
 * The one exception type of {@code dev.loam.worldgen} for malformed input: world rules (JSON or
 * code), a diffs file, a zone or a world whose rules no longer list its version. The message names
 * the place ({@code biomes[0].conditions[1].field}, {@code layers[2].spacing}, {@code version})
 * and, where one exists, the fix. A refused read, registration or load changes nothing that
 * existed before it.
 */
public class WorldRulesException extends RuntimeException {
    /** Serialisation version. */
    private static final long serialVersionUID = 1L;

    private final String path;

    /**
     * @param path where the problem lies, such as {@code recipes[1].members[0].count}; never null
     *     ("" for the whole input)
     * @param message what is wrong and, where one exists, the fix
     */
    public WorldRulesException(String path, String message) {
        super(path.isEmpty() ? message : path + ": " + message);
        this.path = path;
    }

    /**
     * Same as {@link #WorldRulesException(String, String)}, keeping the cause.
     *
     * @param path where the problem lies
     * @param message what is wrong and the fix
     * @param cause the parse or I/O error underneath
     */
    public WorldRulesException(String path, String message, Throwable cause) {
        super(path.isEmpty() ? message : path + ": " + message, cause);
        this.path = path;
    }

    /**
     * Where the problem lies, such as {@code biomes[0].recipes[1].layer}.
     *
     * @return the path; "" for the whole input
     */
    public String path() {
        return path;
    }
}
