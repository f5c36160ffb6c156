package dev.loam.worldgen;

/**
 * Whether a world can be laid out, and if not, why.
 *
 * @param ok whether the world lays out
 * @param reason "" when ok, otherwise one line naming the cause and the fix, such as {@code
 *     version: rules mygame:wilds no longer list version 1 (they list [2]) ...}
 */
public record WorldStatus(boolean ok, String reason) {
    /** The status of a world that lays out. */
    public static final WorldStatus OK = new WorldStatus(true, "");

    /**
     * A failed status.
     *
     * @param reason the cause and fix
     * @return the status
     */
    public static WorldStatus failed(String reason) {
        return new WorldStatus(false, reason);
    }
}
