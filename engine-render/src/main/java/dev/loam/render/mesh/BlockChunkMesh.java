package dev.loam.render.mesh;

import java.util.List;

/**
 * Every mesh of one 32 × 32 chunk of a block map, in its materials' order (the block set's order,
 * so the same whichever chunk was built first). Immutable.
 *
 * @param chunkColumn the chunk's column: it holds map columns {@code 32·chunkColumn} on
 * @param chunkRow    the chunk's row: it holds map rows {@code 32·chunkRow} on
 * @param meshes      one mesh for each material the chunk draws with; none empty
 * @param cards       the ground-cover cards the chunk grows
 */
public record BlockChunkMesh(int chunkColumn, int chunkRow, List<BlockMesh> meshes, int cards) {
    public BlockChunkMesh {
        meshes = List.copyOf(meshes);
    }

    /** Vertices in all of the chunk's meshes. */
    public int vertexCount() {
        int n = 0;
        for (BlockMesh m : meshes) {
            n += m.vertexCount();
        }
        return n;
    }

    /** Triangles in all of the chunk's meshes. */
    public int triangleCount() {
        int n = 0;
        for (BlockMesh m : meshes) {
            n += m.triangleCount();
        }
        return n;
    }

    /** The meshes of one kind, in material order. */
    public List<BlockMesh> meshes(BlockMeshKind kind) {
        return meshes.stream().filter(m -> m.kind() == kind).toList();
    }

    /** Whether the other chunk has the same place, card count and meshes, array for array. */
    public boolean sameAs(BlockChunkMesh o) {
        if (chunkColumn != o.chunkColumn || chunkRow != o.chunkRow || cards != o.cards
                || meshes.size() != o.meshes.size()) {
            return false;
        }
        for (int i = 0; i < meshes.size(); i++) {
            if (!meshes.get(i).sameAs(o.meshes.get(i))) {
                return false;
            }
        }
        return true;
    }
}
