package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.blockmap.Face;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.WaterLook;
import dev.loam.render.mesh.BlockCards;
import dev.loam.render.mesh.BlockMaterial;
import dev.loam.render.mesh.BlockMesh;
import dev.loam.render.mesh.BlockMeshKind;
import dev.loam.render.mesh.QuantizedChannels;
import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryUtil;

/**
 * One {@link BlockMesh} on the GPU: a vertex array over one buffer of attribute blocks (positions,
 * normals, colours, uvs, extra) in the mesh's packed layout and an index buffer, with what its
 * material draws with read once, and the origins and quanta its vertex shader decodes by
 * ({@link #decode}). Attribute locations: 0 position, 1 normal, 2 colour, 3 uv, 4 extra.
 *
 * <p>Or one strip's {@link BlockCards}: a buffer of the card records and colours, read one a card (instanced),
 * each card drawn as the twelve corners of its four triangles, which the cover vertex shader places
 * from the record and {@code gl_VertexID}. Attribute locations: 0 root, 1 width, height, frame and
 * sway weight, 2 the root row's colour, 3 the upper rows' colour.
 */
final class GpuMesh {
    final BlockMeshKind kind;
    final boolean castsShadow;
    final int triangles;
    /** Frames in a cover strip (1 for every other kind). */
    final int columns;
    /** Whether the face is a texture; else {@link #colour} is its colour. */
    final boolean textured;
    /** The texture's (or strip's) rectangle in the atlas: x, y, width, height in texels. */
    final int[] rect = new int[4];
    /** The face's colour r, g, b, 0 to 1 (white for a texture). */
    final float[] colour = {1, 1, 1};
    /** A fringe's mask in the atlas: x, y, width, height in texels. */
    final int[] maskRect = new int[4];
    /** The water's glint colour r, g, b and its density. */
    final float[] glint = new float[4];
    /** Indices drawn for a mesh; 0 for cards. */
    private final int indexCount;
    /** Cards drawn, one instance each; 0 for a mesh. */
    private final int instances;
    /** Bytes of vertex and index data on the GPU. */
    long bytes;
    /** GL buffers held: two for a mesh (vertices, indices), one for cards. */
    int buffers;
    private int vao, vbo, ebo;
    /** Whether the indices are ints (else unsigned shorts). */
    private boolean wideIndices;
    /** How the vertex shader decodes the packed attributes: each channel's origin and quantum. */
    private final float[] positionOrigin = new float[4], positionQuantum = new float[4], uvOrigin = new float[4],
            uvQuantum = new float[4], extraOrigin = new float[4], extraQuantum = new float[4];

    private GpuMesh(BlockMaterial m, TextureAtlas atlas, PixelTexture fringeMask, int indexCount, int instances,
                    int triangles) {
        kind = m.kind();
        castsShadow = m.castsShadow();
        columns = m.columns();
        this.indexCount = indexCount;
        this.instances = instances;
        this.triangles = triangles;
        boolean tex = false;
        if (m.face() instanceof Face.Texture t) {
            atlas.rect(t.texture(), rect);
            tex = true;
        } else if (m.face() instanceof Face.Colour c) {
            colour[0] = (c.rgb() >> 16 & 0xff) / 255f;
            colour[1] = (c.rgb() >> 8 & 0xff) / 255f;
            colour[2] = (c.rgb() & 0xff) / 255f;
        } else if (m.strip() != null) {
            atlas.rect(m.strip(), rect);
            tex = true;
        }
        textured = tex;
        if (kind == BlockMeshKind.FRINGE) {
            atlas.rect(fringeMask, maskRect);
        }
        WaterLook w = m.water();
        if (w != null) {
            glint[0] = (w.glintRgb() >> 16 & 0xff) / 255f;
            glint[1] = (w.glintRgb() >> 8 & 0xff) / 255f;
            glint[2] = (w.glintRgb() & 0xff) / 255f;
            glint[3] = (float) w.glintDensity();
        }
    }

    /**
     * Uploads a mesh in its packed layout ({@link BlockMesh}): one buffer of attribute blocks,
     * positions (three unsigned shorts a vertex, padded to four bytes at the block's end), normals
     * (one {@code GL_INT_2_10_10_10_REV} a vertex), colours (four unsigned normalized bytes), uvs (two
     * unsigned shorts) and extra (the kind's unsigned shorts), read as integers and decoded by the
     * vertex shader from the channels' origins and quanta ({@link #decode}); and the indices as
     * unsigned shorts or ints as the mesh holds them.
     */
    static GpuMesh of(BlockMesh mesh, TextureAtlas atlas, PixelTexture fringeMask, Scratch scratch) {
        GpuMesh g = new GpuMesh(mesh.material(), atlas, fringeMask, mesh.indexCount(), 0, mesh.triangleCount());
        short[] p = mesh.packedPositions(), uv = mesh.packedUvs(), x = mesh.packedExtra();
        int[] n = mesh.packedNormals();
        byte[] c = mesh.packedColours();
        channels(mesh.positionChannels(), g.positionOrigin, g.positionQuantum);
        channels(mesh.uvChannels(), g.uvOrigin, g.uvQuantum);
        channels(mesh.extraChannels(), g.extraOrigin, g.extraQuantum);
        long atNormals = align4(2L * p.length), atColours = atNormals + 4L * n.length;
        long atUvs = atColours + c.length, atExtra = atUvs + 2L * uv.length, end = atExtra + 2L * x.length;
        ByteBuffer b = scratch.bytes((int) end);
        long address = MemoryUtil.memAddress(b);
        MemoryUtil.memShortBuffer(address, p.length).put(p);
        MemoryUtil.memIntBuffer(address + atNormals, n.length).put(n);
        MemoryUtil.memByteBuffer(address + atColours, c.length).put(c);
        MemoryUtil.memShortBuffer(address + atUvs, uv.length).put(uv);
        MemoryUtil.memShortBuffer(address + atExtra, x.length).put(x);
        b.limit((int) end);
        short[] si = mesh.shortIndices();
        int[] ii = mesh.intIndices();
        g.wideIndices = ii != null;
        long indexBytes = ii != null ? 4L * ii.length : 2L * si.length;
        ByteBuffer ib = scratch.indexBytes((int) indexBytes);
        if (ii != null) {
            MemoryUtil.memIntBuffer(MemoryUtil.memAddress(ib), ii.length).put(ii);
        } else {
            MemoryUtil.memShortBuffer(MemoryUtil.memAddress(ib), si.length).put(si);
        }
        ib.limit((int) indexBytes);
        g.vao = glGenVertexArrays();
        g.vbo = glGenBuffers();
        g.ebo = glGenBuffers();
        glBindVertexArray(g.vao);
        glBindBuffer(GL_ARRAY_BUFFER, g.vbo);
        glBufferData(GL_ARRAY_BUFFER, b, GL_STATIC_DRAW);
        attribute(0, 3, GL_UNSIGNED_SHORT, false, 0);
        attribute(1, 4, GL_INT_2_10_10_10_REV, false, atNormals);
        attribute(2, 4, GL_UNSIGNED_BYTE, true, atColours);
        attribute(3, 2, GL_UNSIGNED_SHORT, false, atUvs);
        int stride = g.kind.extraStride();
        if (stride > 0) {
            attribute(4, stride, GL_UNSIGNED_SHORT, false, atExtra);
        } else {
            glDisableVertexAttribArray(4);
            glVertexAttrib4f(4, 0, 0, 0, 0);
        }
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, g.ebo);
        glBufferData(GL_ELEMENT_ARRAY_BUFFER, ib, GL_STATIC_DRAW);
        glBindVertexArray(0);
        g.bytes = end + indexBytes;
        g.buffers = 2;
        return g;
    }

    private static long align4(long bytes) {
        return (bytes + 3) & ~3L;
    }

    /** Copies the channels' origins and quanta into four-wide arrays (0 origin and 1 quantum past the last). */
    private static void channels(QuantizedChannels q, float[] origin, float[] quantum) {
        for (int k = 0; k < 4; k++) {
            origin[k] = k < q.channels() ? q.origin(k) : 0;
            quantum[k] = k < q.channels() ? q.quantum(k) : 1;
        }
    }

    /**
     * Sets the uniforms the vertex shader decodes the mesh's attributes by: {@code uPositionOrigin},
     * {@code uPositionQuantum}, {@code uUvOrigin}, {@code uUvQuantum}, {@code uExtraOrigin},
     * {@code uExtraQuantum} (locations −1 for those the program lacks are skipped).
     */
    void decode(int positionOrigin, int positionQuantum, int uvOrigin, int uvQuantum, int extraOrigin,
                int extraQuantum) {
        glUniform3f(positionOrigin, this.positionOrigin[0], this.positionOrigin[1], this.positionOrigin[2]);
        glUniform3f(positionQuantum, this.positionQuantum[0], this.positionQuantum[1], this.positionQuantum[2]);
        if (uvOrigin >= 0) {
            glUniform2f(uvOrigin, this.uvOrigin[0], this.uvOrigin[1]);
            glUniform2f(uvQuantum, this.uvQuantum[0], this.uvQuantum[1]);
        }
        if (extraOrigin >= 0) {
            glUniform4f(extraOrigin, this.extraOrigin[0], this.extraOrigin[1], this.extraOrigin[2], this.extraOrigin[3]);
            glUniform4f(extraQuantum, this.extraQuantum[0], this.extraQuantum[1], this.extraQuantum[2],
                    this.extraQuantum[3]);
        }
    }

    /**
     * Uploads one strip's cards as instance records: a block of their float records, then a block
     * of their colour bytes, each colour read as unsigned normalized bytes.
     */
    static GpuMesh of(BlockCards cards, TextureAtlas atlas, Scratch scratch) {
        GpuMesh g = new GpuMesh(cards.material(), atlas, null, 0, cards.count(), cards.triangleCount());
        float[] records = cards.records();
        byte[] colours = cards.packedColours();
        long atColours = 4L * records.length, end = atColours + colours.length;
        ByteBuffer b = scratch.bytes((int) end);
        long address = MemoryUtil.memAddress(b);
        MemoryUtil.memFloatBuffer(address, records.length).put(records);
        MemoryUtil.memByteBuffer(address + atColours, colours.length).put(colours);
        b.limit((int) end);
        g.vao = glGenVertexArrays();
        g.vbo = glGenBuffers();
        glBindVertexArray(g.vao);
        glBindBuffer(GL_ARRAY_BUFFER, g.vbo);
        glBufferData(GL_ARRAY_BUFFER, b, GL_STATIC_DRAW);
        instanced(0, 3, GL_FLOAT, false, 4 * BlockCards.STRIDE, 4L * BlockCards.ROOT);
        instanced(1, 4, GL_FLOAT, false, 4 * BlockCards.STRIDE, 4L * BlockCards.WIDTH);
        instanced(2, 3, GL_UNSIGNED_BYTE, true, BlockCards.COLOUR_BYTES, atColours + BlockCards.ROOT_COLOUR);
        instanced(3, 3, GL_UNSIGNED_BYTE, true, BlockCards.COLOUR_BYTES, atColours + BlockCards.COLOUR);
        glBindVertexArray(0);
        g.bytes = end;
        g.buffers = 1;
        return g;
    }

    private static void attribute(int location, int size, int type, boolean normalized, long offsetBytes) {
        glVertexAttribPointer(location, size, type, normalized, 0, offsetBytes);
        glEnableVertexAttribArray(location);
    }

    /** An attribute read once a card, {@code size} values of a type from byte {@code offset}, {@code stride} bytes a card. */
    private static void instanced(int location, int size, int type, boolean normalized, int stride, long offset) {
        glVertexAttribPointer(location, size, type, normalized, stride, offset);
        glEnableVertexAttribArray(location);
        glVertexAttribDivisor(location, 1);
    }

    /** Draws every triangle (the program and its uniforms set by the caller). */
    void draw() {
        glBindVertexArray(vao);
        if (instances > 0) {
            glDrawArraysInstanced(GL_TRIANGLES, 0, 3 * BlockCards.TRIANGLES_PER_CARD, instances);
        } else {
            glDrawElements(GL_TRIANGLES, indexCount, wideIndices ? GL_UNSIGNED_INT : GL_UNSIGNED_SHORT, 0);
        }
    }

    /** Frees the buffers. Idempotent. */
    void delete() {
        if (vao != 0) {
            glDeleteVertexArrays(vao);
            glDeleteBuffers(vbo);
            if (ebo != 0) {
                glDeleteBuffers(ebo);
            }
            vao = vbo = ebo = 0;
        }
    }

    /** Native scratch buffers for uploads, grown as needed and freed once. */
    static final class Scratch implements AutoCloseable {
        private ByteBuffer bytes, indexBytes;

        ByteBuffer bytes(int n) {
            bytes = grow(bytes, n);
            return bytes;
        }

        ByteBuffer indexBytes(int n) {
            indexBytes = grow(indexBytes, n);
            return indexBytes;
        }

        private static ByteBuffer grow(ByteBuffer b, int n) {
            if (b == null || b.capacity() < n) {
                if (b != null) {
                    MemoryUtil.memFree(b);
                }
                b = MemoryUtil.memAlloc(Math.max(n, 16384));
            }
            b.clear();
            return b;
        }

        @Override
        public void close() {
            MemoryUtil.memFree(bytes);
            MemoryUtil.memFree(indexBytes);
            bytes = null;
            indexBytes = null;
        }
    }
}
