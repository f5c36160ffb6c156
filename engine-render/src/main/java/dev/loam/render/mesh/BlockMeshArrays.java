package dev.loam.render.mesh;

/**
 * A block mesh's vertices as plain float arrays, as the mesher and the cards work them out before
 * they are packed ({@link BlockMesh#pack}) or as a packed mesh decodes: what an exporter reads.
 *
 * @param positions x, y, z a vertex, world metres
 * @param normals   unit x, y, z a vertex
 * @param colours   r, g, b, a a vertex, 0 to 1
 * @param uvs       u, v a vertex
 * @param extra     the kind's {@link BlockMeshKind#extraStride()} floats a vertex
 * @param indices   three vertex indices a triangle
 */
record BlockMeshArrays(BlockMaterial material, float[] positions, float[] normals, float[] colours, float[] uvs,
                       float[] extra, int[] indices) {
    int vertexCount() {
        return positions.length / 3;
    }

    BlockMeshKind kind() {
        return material.kind();
    }

    /** The arrays packed as a mesh. */
    BlockMesh pack() {
        return BlockMesh.pack(material, vertexCount(), positions, normals, colours, uvs, extra, indices, indices.length);
    }
}
