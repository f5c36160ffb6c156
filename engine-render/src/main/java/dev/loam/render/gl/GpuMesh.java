package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.blockmap.Face;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.WaterLook;
import dev.loam.render.mesh.BlockCards;
import dev.loam.render.mesh.BlockMaterial;
import dev.loam.render.mesh.BlockMesh;
import dev.loam.render.mesh.BlockMeshKind;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import org.lwjgl.system.MemoryUtil;

/**
 * One {@link BlockMesh} on the GPU: a vertex array over one buffer of attribute blocks (positions,
 * normals, colours, uvs, extra) and an index buffer, with what its material draws with read once.
 * Attribute locations: 0 position, 1 normal, 2 colour, 3 uv, 4 extra.
 *
 * <p>Or one strip's {@link BlockCards}: a buffer of the card records, read one a card (instanced),
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

    /** Uploads a mesh. */
    static GpuMesh of(BlockMesh mesh, TextureAtlas atlas, PixelTexture fringeMask, Scratch scratch) {
        GpuMesh g = new GpuMesh(mesh.material(), atlas, fringeMask, mesh.indices().length, 0, mesh.triangleCount());
        float[] p = mesh.positions(), n = mesh.normals(), c = mesh.colours(), uv = mesh.uvs(), x = mesh.extra();
        int floats = p.length + n.length + c.length + uv.length + x.length;
        FloatBuffer f = scratch.floats(floats);
        f.put(p).put(n).put(c).put(uv).put(x).flip();
        IntBuffer i = scratch.ints(g.indexCount);
        i.put(mesh.indices()).flip();
        g.vao = glGenVertexArrays();
        g.vbo = glGenBuffers();
        g.ebo = glGenBuffers();
        glBindVertexArray(g.vao);
        glBindBuffer(GL_ARRAY_BUFFER, g.vbo);
        glBufferData(GL_ARRAY_BUFFER, f, GL_STATIC_DRAW);
        long at = 0;
        at = attribute(0, 3, at, p.length);
        at = attribute(1, 3, at, n.length);
        at = attribute(2, 4, at, c.length);
        at = attribute(3, 2, at, uv.length);
        int stride = g.kind.extraStride();
        if (stride > 0) {
            attribute(4, stride, at, x.length);
        } else {
            glDisableVertexAttribArray(4);
            glVertexAttrib4f(4, 0, 0, 0, 0);
        }
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, g.ebo);
        glBufferData(GL_ELEMENT_ARRAY_BUFFER, i, GL_STATIC_DRAW);
        glBindVertexArray(0);
        g.bytes = 4L * floats + 4L * g.indexCount;
        g.buffers = 2;
        return g;
    }

    /** Uploads one strip's cards as instance records. */
    static GpuMesh of(BlockCards cards, TextureAtlas atlas, Scratch scratch) {
        GpuMesh g = new GpuMesh(cards.material(), atlas, null, 0, cards.count(), cards.triangleCount());
        float[] records = cards.records();
        FloatBuffer f = scratch.floats(records.length);
        f.put(records).flip();
        g.vao = glGenVertexArrays();
        g.vbo = glGenBuffers();
        glBindVertexArray(g.vao);
        glBindBuffer(GL_ARRAY_BUFFER, g.vbo);
        glBufferData(GL_ARRAY_BUFFER, f, GL_STATIC_DRAW);
        instanced(0, 3, BlockCards.ROOT);
        instanced(1, 4, BlockCards.WIDTH);
        instanced(2, 3, BlockCards.ROOT_COLOUR);
        instanced(3, 3, BlockCards.COLOUR);
        glBindVertexArray(0);
        g.bytes = 4L * records.length;
        g.buffers = 1;
        return g;
    }

    private static long attribute(int location, int size, long offsetBytes, int floats) {
        glVertexAttribPointer(location, size, GL_FLOAT, false, 0, offsetBytes);
        glEnableVertexAttribArray(location);
        return offsetBytes + 4L * floats;
    }

    /** An attribute read once a card from its record, {@code size} floats from float {@code offset}. */
    private static void instanced(int location, int size, int offset) {
        glVertexAttribPointer(location, size, GL_FLOAT, false, 4 * BlockCards.STRIDE, 4L * offset);
        glEnableVertexAttribArray(location);
        glVertexAttribDivisor(location, 1);
    }

    /** Draws every triangle (the program and its uniforms set by the caller). */
    void draw() {
        glBindVertexArray(vao);
        if (instances > 0) {
            glDrawArraysInstanced(GL_TRIANGLES, 0, 3 * BlockCards.TRIANGLES_PER_CARD, instances);
        } else {
            glDrawElements(GL_TRIANGLES, indexCount, GL_UNSIGNED_INT, 0);
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
        private FloatBuffer floats;
        private IntBuffer ints;

        FloatBuffer floats(int n) {
            if (floats == null || floats.capacity() < n) {
                if (floats != null) {
                    MemoryUtil.memFree(floats);
                }
                floats = MemoryUtil.memAllocFloat(Math.max(n, 4096));
            }
            floats.clear();
            return floats;
        }

        IntBuffer ints(int n) {
            if (ints == null || ints.capacity() < n) {
                if (ints != null) {
                    MemoryUtil.memFree(ints);
                }
                ints = MemoryUtil.memAllocInt(Math.max(n, 4096));
            }
            ints.clear();
            return ints;
        }

        @Override
        public void close() {
            MemoryUtil.memFree(floats);
            MemoryUtil.memFree(ints);
            floats = null;
            ints = null;
        }
    }
}
