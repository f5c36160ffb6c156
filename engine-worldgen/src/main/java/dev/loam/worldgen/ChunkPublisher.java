package dev.loam.worldgen;

/**
 * Where {@link ProceduralChunks} hands each chunk to the game, on the game's thread inside {@link
 * ProceduralChunks#update(long)}. The game turns the chunk into entities, sprites or meshes and
 * returns how to take them down again.
 */
@FunctionalInterface
public interface ChunkPublisher {
    /**
     * Publishes a chunk. When the same chunk is published again (filled in, regenerated, a diff
     * laid over it), the new one is published first and the old one's disposer runs right after,
     * so there is no frame in which neither is there.
     *
     * @param chunk the chunk
     * @return the disposer, run once when this version of the chunk goes away (replaced or
     *     released); {@code null} means nothing to take down
     */
    Runnable publish(Chunk chunk);
}
