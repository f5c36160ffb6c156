package dev.loam.render.gl;

import static org.lwjgl.opengl.GL30C.*;

import dev.loam.blockmap.Face;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.WaterLook;
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
 */
final class GpuMesh {
    final BlockMeshKind kind;
    final boolean castsShadow;
    final int indexCount;
    final int triangles;
    final long bytes;
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
    private int vao, vbo, ebo;

    GpuMesh(BlockMesh mesh, TextureAtlas atlas, PixelTexture fringeMask, Scratch scratch) {
        BlockMaterial m = mesh.material();
        kind = mesh.kind();
        castsShadow = mesh.castsShadow();
        indexCount = mesh.indices().length;
        triangles = mesh.triangleCount();
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
        float[] p = mesh.positions(), n = mesh.normals(), c = mesh.colours(), uv = mesh.uvs(), x = mesh.extra();
        int floats = p.length + n.length + c.length + uv.length + x.length;
        FloatBuffer f = scratch.floats(floats);
        f.put(p).put(n).put(c).put(uv).put(x).flip();
        IntBuffer i = scratch.ints(indexCount);
        i.put(mesh.indices()).flip();
        vao = glGenVertexArrays();
        vbo = glGenBuffers();
        ebo = glGenBuffers();
        glBindVertexArray(vao);
        glBindBuffer(GL_ARRAY_BUFFER, vbo);
        glBufferData(GL_ARRAY_BUFFER, f, GL_STATIC_DRAW);
        long at = 0;
        at = attribute(0, 3, at, p.length);
        at = attribute(1, 3, at, n.length);
        at = attribute(2, 4, at, c.length);
        at = attribute(3, 2, at, uv.length);
        int stride = kind.extraStride();
        if (stride > 0) {
            attribute(4, stride, at, x.length);
        } else {
            glDisableVertexAttribArray(4);
            glVertexAttrib4f(4, 0, 0, 0, 0);
        }
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ebo);
        glBufferData(GL_ELEMENT_ARRAY_BUFFER, i, GL_STATIC_DRAW);
        glBindVertexArray(0);
        bytes = 4L * floats + 4L * indexCount;
    }

    private static long attribute(int location, int size, long offsetBytes, int floats) {
        glVertexAttribPointer(location, size, GL_FLOAT, false, 0, offsetBytes);
        glEnableVertexAttribArray(location);
        return offsetBytes + 4L * floats;
    }

    /** Draws every triangle (the program and its uniforms set by the caller). */
    void draw() {
        glBindVertexArray(vao);
        glDrawElements(GL_TRIANGLES, indexCount, GL_UNSIGNED_INT, 0);
    }

    /** Frees the buffers. Idempotent. */
    void delete() {
        if (vao != 0) {
            glDeleteVertexArrays(vao);
            glDeleteBuffers(vbo);
            glDeleteBuffers(ebo);
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
