package dev.loam.render.mesh;

import java.util.List;

/**
 * Every mesh of one 32 × 32 chunk of a block map, in its materials' order (the block set's order,
 * so the same whichever chunk was built first), and its ground cover as card records. Immutable.
 *
 * @param chunkColumn the chunk's column: it holds map columns {@code 32·chunkColumn} on
 * @param chunkRow    the chunk's row: it holds map rows {@code 32·chunkRow} on
 * @param meshes      one mesh for each material the chunk draws with but cover; none empty
 * @param cover       the cards of each cover strip the chunk grows, in material order; none empty
 */
public record BlockChunkMesh(int chunkColumn, int chunkRow, List<BlockMesh> meshes, List<BlockCards> cover) {
    public BlockChunkMesh {
        meshes = List.copyOf(meshes);
        cover = List.copyOf(cover);
    }

    /** The ground-cover cards the chunk grows. */
    public int cards() {
        int n = 0;
        for (BlockCards c : cover) {
            n += c.count();
        }
        return n;
    }

    /** Vertices the chunk draws: its meshes' and six a card, which the GPU expands from the card's record. */
    public int vertexCount() {
        int n = 0;
        for (BlockMesh m : meshes) {
            n += m.vertexCount();
        }
        for (BlockCards c : cover) {
            n += c.vertexCount();
        }
        return n;
    }

    /** Triangles the chunk draws: its meshes' and four a card. */
    public int triangleCount() {
        int n = 0;
        for (BlockMesh m : meshes) {
            n += m.triangleCount();
        }
        for (BlockCards c : cover) {
            n += c.triangleCount();
        }
        return n;
    }

    /**
     * Bytes of the chunk's arrays: every mesh's vertex and index arrays and the cards' records, what
     * a renderer uploads.
     */
    public long bytes() {
        long n = 0;
        for (BlockMesh m : meshes) {
            for (int b : m.arrayBytes()) {
                n += b;
            }
        }
        for (BlockCards c : cover) {
            n += c.bytes();
        }
        return n;
    }

    /**
     * The meshes of one kind, in material order; for {@link BlockMeshKind#COVER}, the cards
     * expanded to triangles ({@link BlockCards#toMesh()}, new arrays on each call).
     */
    public List<BlockMesh> meshes(BlockMeshKind kind) {
        if (kind == BlockMeshKind.COVER) {
            return cover.stream().map(BlockCards::toMesh).toList();
        }
        return meshes.stream().filter(m -> m.kind() == kind).toList();
    }

    /** Whether the other chunk has the same place, meshes and cards, array for array. */
    public boolean sameAs(BlockChunkMesh o) {
        if (chunkColumn != o.chunkColumn || chunkRow != o.chunkRow || meshes.size() != o.meshes.size()
                || cover.size() != o.cover.size()) {
            return false;
        }
        for (int i = 0; i < meshes.size(); i++) {
            if (!meshes.get(i).sameAs(o.meshes.get(i))) {
                return false;
            }
        }
        for (int i = 0; i < cover.size(); i++) {
            if (!cover.get(i).sameAs(o.cover.get(i))) {
                return false;
            }
        }
        return true;
    }
}
