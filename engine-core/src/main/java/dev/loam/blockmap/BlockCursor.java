package dev.loam.blockmap;

/**
 * A mark in a map's change history, from {@link BlockMap#cursor()}: pass it to
 * {@link BlockMap#forEachChange(BlockCursor, java.util.function.Consumer)} to read what changed
 * since. Valid only for the map that made it.
 *
 * @param position the number of changes the map had recorded when the mark was made
 */
public record BlockCursor(long position) {
}
