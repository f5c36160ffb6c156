package dev.loam.terrain;

/**
 * Why an edit was refused, as a value: the edit changed nothing.
 *
 * @param key    the argument at fault, such as {@code rect}, {@code values[3]} or {@code weights}
 * @param reason what is wrong, one line
 */
public record TerrainRefusal(String key, String reason) {
    @Override
    public String toString() {
        return key + ": " + reason;
    }
}
