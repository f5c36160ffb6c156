package dev.loam.model;

import java.util.Arrays;

/**
 * Builds a {@link ModelMesh} in code, a vertex and a triangle at a time. Every vertex added has a
 * normal and a colour (white unless given); UVs are kept only when at least one vertex was given
 * one. Not thread-safe; {@link #build()} may be called more than once.
 */
public final class MeshBuilder {
    private final String name;
    private final int material;
    private float[] p = new float[48], n = new float[48], uv = new float[32], c = new float[64];
    private int[] ix = new int[48];
    private int vertices, indices;
    private boolean anyUv;

    MeshBuilder(String name, int material) {
        this.name = name;
        this.material = material;
    }

    /** The number of vertices added so far: the index the next one gets. */
    public int vertexCount() {
        return vertices;
    }

    /** Adds a vertex with a normal, white; returns its index. */
    public int vertex(float x, float y, float z, float nx, float ny, float nz) {
        return vertex(x, y, z, nx, ny, nz, 0, 0, 1, 1, 1, 1);
    }

    /** Adds a vertex with a normal and a linear colour; returns its index. */
    public int vertex(float x, float y, float z, float nx, float ny, float nz, float r, float g, float b, float a) {
        return vertex(x, y, z, nx, ny, nz, 0, 0, r, g, b, a);
    }

    /** Adds a vertex with a normal, a UV and a linear colour; returns its index. */
    public int vertex(float x, float y, float z, float nx, float ny, float nz, float u, float v, float r, float g, float b,
            float a) {
        if (vertices == ModelMesh.MAX_VERTICES) {
            throw new ModelException("positions", "a mesh may have at most " + ModelMesh.MAX_VERTICES + " vertices");
        }
        if (3 * vertices + 3 > p.length) {
            int cap = Math.max(16, vertices * 2);
            p = Arrays.copyOf(p, 3 * cap);
            n = Arrays.copyOf(n, 3 * cap);
            uv = Arrays.copyOf(uv, 2 * cap);
            c = Arrays.copyOf(c, 4 * cap);
        }
        int i = vertices;
        p[3 * i] = x;
        p[3 * i + 1] = y;
        p[3 * i + 2] = z;
        n[3 * i] = nx;
        n[3 * i + 1] = ny;
        n[3 * i + 2] = nz;
        uv[2 * i] = u;
        uv[2 * i + 1] = v;
        anyUv |= u != 0 || v != 0;
        c[4 * i] = r;
        c[4 * i + 1] = g;
        c[4 * i + 2] = b;
        c[4 * i + 3] = a;
        vertices++;
        return i;
    }

    /** Adds a triangle of three vertex indices, counter-clockwise seen from its front. */
    public MeshBuilder triangle(int a, int b, int c) {
        if (indices + 3 > ix.length) {
            ix = Arrays.copyOf(ix, Math.max(48, ix.length * 2));
        }
        ix[indices++] = a;
        ix[indices++] = b;
        ix[indices++] = c;
        return this;
    }

    /** Adds two triangles a-b-c and a-c-d: a quad counter-clockwise seen from its front. */
    public MeshBuilder quad(int a, int b, int c, int d) {
        return triangle(a, b, c).triangle(a, c, d);
    }

    /**
     * The mesh.
     *
     * @throws ModelException as {@link ModelMesh}'s constructor does, for an index past the vertices,
     *                        a zero normal or a value that is not finite
     */
    public ModelMesh build() {
        return new ModelMesh(name, Arrays.copyOf(p, 3 * vertices), Arrays.copyOf(n, 3 * vertices),
                anyUv ? Arrays.copyOf(uv, 2 * vertices) : new float[0], Arrays.copyOf(c, 4 * vertices), new float[0],
                Arrays.copyOf(ix, indices), material);
    }
}
