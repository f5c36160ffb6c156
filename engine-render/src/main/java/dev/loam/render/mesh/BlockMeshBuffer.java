package dev.loam.render.mesh;

import java.util.Arrays;

/**
 * A growable set of vertex arrays for one material while a chunk is built, kept and cleared
 * between chunks so building allocates only the finished meshes: normals and colours packed as
 * they are written, positions, uvs and extra as floats until the mesh's quanta are known at
 * {@link #finish()}. Not thread-safe.
 */
final class BlockMeshBuffer {
    final BlockMaterial material;
    private final int extraStride;
    float[] positions = new float[3 * 256];
    /** Packed as the mesh holds them ({@link BlockMesh#packNormal}). */
    int[] normals = new int[256];
    /** Packed as the mesh holds them: r, g, b, a a vertex as unsigned bytes ({@link BlockMesh#unitByte}). */
    byte[] colours = new byte[4 * 256];
    float[] uvs = new float[2 * 256];
    float[] extra;
    int[] indices = new int[384];
    int vertices;
    int indexCount;
    /**
     * The least and greatest position x, y, z and uv u, v written since {@link #clear()}, as floats
     * (the values stored), kept as the vertices are written so the packing needs no pass to find them.
     */
    final float[] lo = new float[5], hi = new float[5];

    BlockMeshBuffer(BlockMaterial material) {
        this.material = material;
        this.extraStride = material.kind().extraStride();
        this.extra = new float[extraStride * 256];
    }

    void clear() {
        vertices = 0;
        indexCount = 0;
        java.util.Arrays.fill(lo, Float.POSITIVE_INFINITY);
        java.util.Arrays.fill(hi, Float.NEGATIVE_INFINITY);
    }

    boolean isEmpty() {
        return indexCount == 0;
    }

    /** Makes room for {@code n} more vertices and {@code m} more indices. */
    void ensure(int n, int m) {
        int need = vertices + n;
        if (need * 3 > positions.length) {
            int cap = Math.max(need, positions.length / 3 * 2);
            positions = Arrays.copyOf(positions, cap * 3);
            normals = Arrays.copyOf(normals, cap);
            colours = Arrays.copyOf(colours, cap * 4);
            uvs = Arrays.copyOf(uvs, cap * 2);
            extra = Arrays.copyOf(extra, cap * extraStride);
        }
        if (indexCount + m > indices.length) {
            indices = Arrays.copyOf(indices, Math.max(indexCount + m, indices.length * 2));
        }
    }

    /** Adds a vertex; returns its index. Call {@link #ensure} first. */
    int vertex(double x, double y, double z, float nx, float ny, float nz, float r, float g, float b, float a,
               double u, double v) {
        return vertex(x, y, z, BlockMesh.packNormal(nx, ny, nz), r, g, b, a, u, v);
    }

    /** Adds a vertex with its normal packed ({@link BlockMesh#packNormal}); returns its index. Call {@link #ensure} first. */
    int vertex(double x, double y, double z, int normal, float r, float g, float b, float a, double u, double v) {
        int i = vertices++;
        float fx = (float) x, fy = (float) y, fz = (float) z, fu = (float) u, fv = (float) v;
        positions[3 * i] = fx;
        positions[3 * i + 1] = fy;
        positions[3 * i + 2] = fz;
        normals[i] = normal;
        colours[4 * i] = BlockMesh.unitByte(r);
        colours[4 * i + 1] = BlockMesh.unitByte(g);
        colours[4 * i + 2] = BlockMesh.unitByte(b);
        colours[4 * i + 3] = BlockMesh.unitByte(a);
        uvs[2 * i] = fu;
        uvs[2 * i + 1] = fv;
        widen(fx, fy, fz, fu, fv);
        return i;
    }

    /** Widens the bounds to hold a position and a uv. */
    void widen(float x, float y, float z, float u, float v) {
        float[] l = lo, h = hi;
        l[0] = x < l[0] ? x : l[0];
        h[0] = x > h[0] ? x : h[0];
        l[1] = y < l[1] ? y : l[1];
        h[1] = y > h[1] ? y : h[1];
        l[2] = z < l[2] ? z : l[2];
        h[2] = z > h[2] ? z : h[2];
        l[3] = u < l[3] ? u : l[3];
        h[3] = u > h[3] ? u : h[3];
        l[4] = v < l[4] ? v : l[4];
        h[4] = v > h[4] ? v : h[4];
    }

    /** Sets the extra attribute of vertex {@code i}. */
    void extra(int i, float e0, float e1, float e2, float e3) {
        int o = i * extraStride;
        extra[o] = e0;
        extra[o + 1] = e1;
        if (extraStride > 2) {
            extra[o + 2] = e2;
        }
        if (extraStride > 3) {
            extra[o + 3] = e3;
        }
    }

    void triangle(int a, int b, int c) {
        indices[indexCount++] = a;
        indices[indexCount++] = b;
        indices[indexCount++] = c;
    }

    /** The finished mesh, packed ({@link BlockMesh#pack}) into new arrays the caller owns. */
    BlockMesh finish() {
        return BlockMesh.packed(material, vertices, positions, normals, colours, uvs, extra, indices, indexCount, lo,
                hi);
    }
}
