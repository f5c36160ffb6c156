package dev.loam.render.mesh;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainChunk;
import dev.loam.terrain.TerrainCursor;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Every chunk mesh of one terrain, kept in step with its edits: {@link #update()} reads the
 * change records since the last update through the terrain's cursor and rebuilds only the chunks
 * they reach ({@link Terrain#chunksReachedBy}), or every chunk when the terrain's bounded history
 * no longer reaches back. An incremental update equals a rebuild from scratch. Not thread-safe;
 * the terrain must not be edited during {@link #buildAll(Terrain, Executor)}.
 */
public final class TerrainChunkMeshes {
    private final Terrain terrain;
    private final TerrainChunkMesh[] meshes;
    private final TerrainMesher mesher = new TerrainMesher();
    private TerrainCursor cursor;

    /** Meshes every chunk now, on the calling thread. */
    public TerrainChunkMeshes(Terrain terrain) {
        this.terrain = terrain;
        this.meshes = new TerrainChunkMesh[terrain.chunksX() * terrain.chunksZ()];
        this.cursor = terrain.cursor();
        for (int cz = 0; cz < terrain.chunksZ(); cz++) {
            for (int cx = 0; cx < terrain.chunksX(); cx++) {
                meshes[cz * terrain.chunksX() + cx] = mesher.mesh(terrain, cx, cz);
            }
        }
    }

    /**
     * Meshes every chunk of a terrain on the caller's executor, one task a chunk row, each with its
     * own mesher.
     *
     * @return the meshes once every row is done
     */
    public static CompletableFuture<TerrainChunkMesh[]> buildAll(Terrain terrain, Executor executor) {
        TerrainChunkMesh[] out = new TerrainChunkMesh[terrain.chunksX() * terrain.chunksZ()];
        List<CompletableFuture<Void>> rows = new ArrayList<>();
        for (int cz = 0; cz < terrain.chunksZ(); cz++) {
            int row = cz;
            rows.add(CompletableFuture.runAsync(() -> {
                TerrainMesher m = new TerrainMesher();
                for (int cx = 0; cx < terrain.chunksX(); cx++) {
                    out[row * terrain.chunksX() + cx] = m.mesh(terrain, cx, row);
                }
            }, executor));
        }
        return CompletableFuture.allOf(rows.toArray(new CompletableFuture<?>[0])).thenApply(v -> out);
    }

    /** The mesh of chunk (cx, cz); live, refilled by {@link #update()}. */
    public TerrainChunkMesh mesh(int cx, int cz) {
        if (cx < 0 || cz < 0 || cx >= terrain.chunksX() || cz >= terrain.chunksZ()) {
            throw new IndexOutOfBoundsException("chunk (" + cx + ", " + cz + ") is outside " + terrain.chunksX() + "x"
                    + terrain.chunksZ());
        }
        return meshes[cz * terrain.chunksX() + cx];
    }

    /**
     * Rebuilds the chunks the terrain's changes since the last update reach.
     *
     * @return the rebuilt chunks, row by row, each once
     */
    public List<TerrainChunk> update() {
        BitSet dirty = new BitSet(meshes.length);
        int across = terrain.chunksX();
        boolean inReach = terrain.forEachChange(cursor, change -> {
            for (TerrainChunk c : terrain.chunksReachedBy(change)) {
                dirty.set(c.chunkZ() * across + c.chunkX());
            }
        });
        if (!inReach) {
            dirty.set(0, meshes.length);
        }
        cursor = terrain.cursor();
        List<TerrainChunk> rebuilt = new ArrayList<>();
        for (int k = dirty.nextSetBit(0); k >= 0; k = dirty.nextSetBit(k + 1)) {
            mesher.mesh(terrain, k % across, k / across, meshes[k]);
            rebuilt.add(terrain.chunk(k % across, k / across));
        }
        return rebuilt;
    }
}
