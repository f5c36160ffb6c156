package dev.loam.worldgen;

/**
 * Where a {@link World2D} hands each chunk to the game (tiles, sprites, prefabs), on the game's
 * thread inside {@link World2D#update(long)}.
 */
@FunctionalInterface
public interface Chunk2DPublisher {
    /**
     * Publishes a chunk. A newer version of the same chunk is published before the older one's
     * disposer runs.
     *
     * @param chunk the chunk
     * @return the disposer, run once when this version goes away; {@code null} for nothing
     */
    Runnable publish(Chunk2D chunk);
}
