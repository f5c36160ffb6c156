package dev.loam.render.gl;

import dev.loam.render.mesh.BlockCards;
import dev.loam.render.mesh.BlockChunkCoord;
import dev.loam.blockmap.PixelTexture;
import dev.loam.render.mesh.BlockChunkMesh;
import dev.loam.render.mesh.BlockFringeMask;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMesh;
import java.util.List;
import java.util.Objects;

/**
 * The GPU copy of one map's {@link BlockMapMeshes}: each chunk's meshes in vertex arrays and its
 * cover strips' card records as instances (one draw per chunk and material) and the block set's textures in one {@link TextureAtlas}.
 * {@link #sync()} re-uploads exactly the chunks whose meshes were rebuilt since (such as those
 * {@link BlockMapMeshes#update()} returns) and frees the buffers of the meshes they no longer
 * hold; {@link #close()} frees everything. Needs a current {@link GlContext}; close it before the
 * context. Not thread-safe: use it on the GL thread.
 */
public final class GpuBlockMap implements AutoCloseable {
    /** How far a card may reach past its root sideways when turned and swayed, in metres. */
    static final float CARD_REACH_METRES = 1.5f;

    private final BlockMapMeshes meshes;
    private final TextureAtlas atlas;
    private final PixelTexture fringeMask;
    private final int columns, rows;
    /** Per chunk: the meshes last uploaded, to spot a rebuild by identity. */
    private final BlockChunkMesh[] uploaded;
    private final GpuMesh[][] gpu;
    /** Per chunk: min x, y, z, max x, y, z of its vertices in world metres. */
    private final float[][] bounds;
    /** Per chunk: its bounds widened by the cards' reach, for culling. */
    private final float[][] cullBounds;
    private final GpuMesh.Scratch scratch = new GpuMesh.Scratch();
    private long bytes;
    private int buffers;
    private boolean closed;

    /**
     * Uploads every chunk of the meshes and the set's textures.
     *
     * @param meshes the meshes, owned by the caller, which keeps them up to date with
     *               {@link BlockMapMeshes#update()}
     */
    public GpuBlockMap(BlockMapMeshes meshes) {
        this.meshes = Objects.requireNonNull(meshes, "meshes");
        this.fringeMask = BlockFringeMask.paint(meshes.look().textureSeed());
        this.atlas = TextureAtlas.of(meshes.map().blockSet(), fringeMask);
        this.columns = meshes.chunkColumns();
        this.rows = meshes.chunkRows();
        this.uploaded = new BlockChunkMesh[columns * rows];
        this.gpu = new GpuMesh[columns * rows][];
        this.bounds = new float[columns * rows][6];
        this.cullBounds = new float[columns * rows][6];
        sync();
    }

    /** The meshes this copy follows. */
    public BlockMapMeshes meshes() {
        return meshes;
    }

    /** The block set's textures. */
    public TextureAtlas atlas() {
        return atlas;
    }

    /**
     * Re-uploads the chunks whose meshes changed since the last upload (a rebuilt chunk is a new
     * {@link BlockChunkMesh}), freeing the buffers they replace.
     *
     * @return how many chunks were uploaded
     * @throws IllegalStateException once closed
     */
    public int sync() {
        requireOpen();
        int n = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                int k = r * columns + c;
                BlockChunkMesh now = meshes.chunk(c, r);
                if (now != uploaded[k]) {
                    upload(k, now);
                    n++;
                }
            }
        }
        return n;
    }

    /**
     * Re-uploads the given chunks whatever their state, such as the list {@link BlockMapMeshes#update()}
     * returned; {@link #sync()} finds the same chunks by itself.
     */
    public void reupload(List<BlockChunkCoord> chunks) {
        requireOpen();
        for (BlockChunkCoord k : chunks) {
            upload(k.row() * columns + k.column(), meshes.chunk(k.column(), k.row()));
        }
    }

    private void upload(int k, BlockChunkMesh chunk) {
        free(k);
        List<BlockMesh> list = chunk.meshes();
        List<BlockCards> cover = chunk.cover();
        GpuMesh[] out = new GpuMesh[list.size() + cover.size()];
        float[] b = bounds[k];
        b[0] = b[1] = b[2] = Float.POSITIVE_INFINITY;
        b[3] = b[4] = b[5] = Float.NEGATIVE_INFINITY;
        for (int i = 0; i < list.size(); i++) {
            BlockMesh m = list.get(i);
            out[i] = GpuMesh.of(m, atlas, fringeMask, scratch);
            m.widen(b);
        }
        for (int i = 0; i < cover.size(); i++) {
            BlockCards cards = cover.get(i);
            out[list.size() + i] = GpuMesh.of(cards, atlas, scratch);
            // A card stands over its root: its box runs from the root up by its height.
            cards.widen(b);
        }
        for (GpuMesh g : out) {
            bytes += g.bytes;
            buffers += g.buffers;
        }
        float[] cull = cullBounds[k];
        System.arraycopy(b, 0, cull, 0, 6);
        if (!cover.isEmpty()) {
            // A card turns and sways about its root: widen the box it is culled by by its reach.
            cull[0] -= CARD_REACH_METRES;
            cull[2] -= CARD_REACH_METRES;
            cull[3] += CARD_REACH_METRES;
            cull[5] += CARD_REACH_METRES;
        }
        gpu[k] = out;
        uploaded[k] = chunk;
    }

    private void free(int k) {
        GpuMesh[] old = gpu[k];
        if (old == null) {
            return;
        }
        for (GpuMesh m : old) {
            m.delete();
            bytes -= m.bytes;
            buffers -= m.buffers;
        }
        gpu[k] = null;
        uploaded[k] = null;
    }

    /**
     * Frees one chunk's buffers, as when a game unloads it; the next {@link #sync()} uploads it
     * again from the meshes.
     */
    public void free(BlockChunkCoord chunk) {
        requireOpen();
        free(chunk.row() * columns + chunk.column());
    }

    /**
     * Frees one mesh of chunk {@code k} (row-major) and stops drawing it until the chunk is next
     * uploaded: how a test shows that a missing face is seen.
     */
    void discard(int k, int index) {
        GpuMesh[] old = gpu[k];
        GpuMesh m = old[index];
        m.delete();
        bytes -= m.bytes;
        buffers -= m.buffers;
        GpuMesh[] out = new GpuMesh[old.length - 1];
        System.arraycopy(old, 0, out, 0, index);
        System.arraycopy(old, index + 1, out, index, old.length - index - 1);
        gpu[k] = out;
    }

    /** Bytes of vertex and index data on the GPU now (the atlas apart). */
    public long gpuBytes() {
        return bytes;
    }

    /** GL buffers held now (two a mesh: vertices and indices; one a strip's cards; the atlas apart). */
    public int bufferCount() {
        return buffers;
    }

    /** Chunks across the map. */
    public int chunkColumns() {
        return columns;
    }

    /** Chunks down the map. */
    public int chunkRows() {
        return rows;
    }

    /** The GPU meshes of chunk {@code k} (row-major), empty when freed; the array is the map's own. */
    GpuMesh[] chunk(int k) {
        GpuMesh[] g = gpu[k];
        return g == null ? NONE : g;
    }

    /** The cards chunk {@code k} grows. */
    int cards(int k) {
        return uploaded[k] == null ? 0 : uploaded[k].cards();
    }

    /**
     * The box chunk {@code k} is culled by: min x, y, z, max x, y, z, its vertices' bounds widened
     * by the cards' reach (the map's own array).
     */
    float[] cullBounds(int k) {
        return cullBounds[k];
    }

    /**
     * The box around every uploaded vertex, min x, y, z then max x, y, z in world metres, written
     * into {@code dest} (six floats), which is returned; all infinite when nothing is uploaded.
     */
    public float[] bounds(float[] dest) {
        dest[0] = dest[1] = dest[2] = Float.POSITIVE_INFINITY;
        dest[3] = dest[4] = dest[5] = Float.NEGATIVE_INFINITY;
        for (int k = 0; k < bounds.length; k++) {
            if (gpu[k] == null || gpu[k].length == 0) {
                continue;
            }
            for (int a = 0; a < 3; a++) {
                dest[a] = Math.min(dest[a], bounds[k][a]);
                dest[a + 3] = Math.max(dest[a + 3], bounds[k][a + 3]);
            }
        }
        return dest;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("this GpuBlockMap is closed");
        }
    }

    /** Frees every chunk's buffers and the atlas. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        for (int k = 0; k < gpu.length; k++) {
            free(k);
        }
        atlas.close();
        scratch.close();
        closed = true;
    }

    private static final GpuMesh[] NONE = new GpuMesh[0];
}
