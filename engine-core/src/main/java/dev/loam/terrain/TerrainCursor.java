package dev.loam.terrain;

/**
 * A mark in a terrain's change history, from {@link Terrain#cursor()}: pass it to
 * {@link Terrain#forEachChange(TerrainCursor, java.util.function.Consumer)} to read what changed
 * since. Valid only for the terrain that made it.
 *
 * @param position the number of changes the terrain had recorded when the mark was made
 */
public record TerrainCursor(long position) {
}
