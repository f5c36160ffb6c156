package dev.loam.render.mesh;

import java.util.Arrays;

/**
 * One terrain chunk's mesh as plain arrays, ready for upload: per vertex a position (3 floats,
 * map units relative to the terrain's origin, so large worlds keep float precision: draw with the
 * origin as the model translation), a smooth unit normal (3 floats) and the four splat weights
 * (4 floats, 0..1, summing 1); and triangle indices into those vertices, counter-clockwise seen
 * from above, two triangles a cell split along the diagonal from (i, j) to (i+1, j+1), hole cells
 * left out.
 *
 * <p>Vertex (i, j) of the chunk (its cell origin plus i, j) is vertex number
 * {@code j * (cellsX + 1) + i}. Reusable: {@link TerrainMesher#mesh} refills it, growing the
 * arrays only when a larger chunk comes, so only the first {@link #vertexCount()} and
 * {@link #indexCount()} entries are meaningful. Owned by whoever made it; not thread-safe.
 */
public final class TerrainChunkMesh {
    float[] positions = new float[0];
    float[] normals = new float[0];
    float[] splat = new float[0];
    int[] indices = new int[0];
    int vertexCount;
    int indexCount;
    int chunkX;
    int chunkZ;

    /** An empty mesh to fill. */
    public TerrainChunkMesh() {
    }

    /** The chunk column this mesh was last filled for. */
    public int chunkX() {
        return chunkX;
    }

    /** The chunk row this mesh was last filled for. */
    public int chunkZ() {
        return chunkZ;
    }

    /** Vertices in use. */
    public int vertexCount() {
        return vertexCount;
    }

    /** Indices in use, three a triangle. */
    public int indexCount() {
        return indexCount;
    }

    /** The live position array, 3 floats a vertex (x, y, z relative to the terrain origin); may be longer than used. */
    public float[] positions() {
        return positions;
    }

    /** The live normal array, 3 floats a vertex; may be longer than used. */
    public float[] normals() {
        return normals;
    }

    /** The live splat array, 4 floats a vertex (layers 0..3); may be longer than used. */
    public float[] splat() {
        return splat;
    }

    /** The live index array; may be longer than used. */
    public int[] indices() {
        return indices;
    }

    void ensure(int vertices, int indexes) {
        if (positions.length < 3 * vertices) {
            positions = new float[3 * vertices];
            normals = new float[3 * vertices];
            splat = new float[4 * vertices];
        }
        if (indices.length < indexes) {
            indices = new int[indexes];
        }
    }

    /** Whether another mesh holds the same used vertices and indices, bit for bit. */
    public boolean contentEquals(TerrainChunkMesh o) {
        return o != null && chunkX == o.chunkX && chunkZ == o.chunkZ && vertexCount == o.vertexCount
                && indexCount == o.indexCount
                && Arrays.equals(positions, 0, 3 * vertexCount, o.positions, 0, 3 * vertexCount)
                && Arrays.equals(normals, 0, 3 * vertexCount, o.normals, 0, 3 * vertexCount)
                && Arrays.equals(splat, 0, 4 * vertexCount, o.splat, 0, 4 * vertexCount)
                && Arrays.equals(indices, 0, indexCount, o.indices, 0, indexCount);
    }
}
