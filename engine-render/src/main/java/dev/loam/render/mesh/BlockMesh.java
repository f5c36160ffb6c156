package dev.loam.render.mesh;

import java.util.Arrays;

/**
 * One merged mesh of a chunk and a material, as plain arrays a renderer uploads as they are. World
 * space, metres; y up; row 0 of the map toward −z. Triangles wind counter-clockwise seen from the
 * side their normal points to.
 *
 * <p>The arrays belong to the mesh and are never written after it is built; the getters hand them
 * out without a copy, so do not write them either.
 */
public final class BlockMesh {
    private final BlockMaterial material;
    private final float[] positions;
    private final float[] normals;
    private final float[] colours;
    private final float[] uvs;
    private final float[] extra;
    private final int[] indices;

    BlockMesh(BlockMaterial material, float[] positions, float[] normals, float[] colours, float[] uvs, float[] extra,
              int[] indices) {
        this.material = material;
        this.positions = positions;
        this.normals = normals;
        this.colours = colours;
        this.uvs = uvs;
        this.extra = extra;
        this.indices = indices;
    }

    /** What the mesh is drawn with, its kind and its shadow flag. */
    public BlockMaterial material() {
        return material;
    }

    /** What the mesh draws. */
    public BlockMeshKind kind() {
        return material.kind();
    }

    /** Whether the mesh casts into the sun's shadow map: walls do, tops do not. */
    public boolean castsShadow() {
        return material.castsShadow();
    }

    /** x, y, z of each vertex in world metres. */
    public float[] positions() {
        return positions;
    }

    /** Unit normal x, y, z of each vertex. */
    public float[] normals() {
        return normals;
    }

    /**
     * Baked light r, g, b, a of each vertex, 0 to 1: the colour the face's own colour or texture is
     * multiplied by. Water carries its shallow-to-deep colour and opacity; cards their root darkening.
     */
    public float[] colours() {
        return colours;
    }

    /**
     * u, v of each vertex in texture repeats: (0, 0) is the texture's top-left texel's corner, (1, 1)
     * its bottom-right; sample with wrapping. Tops, walls and fringes are laid in world space at
     * their texture's texels a metre, each repeat turned or mirrored as its variation picks (a colour
     * face's at one repeat a metre); water's are world x and z in metres, for its pattern and flow; a
     * card's span its frame of the strip, v 0 at the card's top.
     */
    public float[] uvs() {
        return uvs;
    }

    /** The kind's extra attribute, {@link BlockMeshKind#extraStride()} floats a vertex (empty for none). */
    public float[] extra() {
        return extra;
    }

    /** Three vertex indices a triangle. */
    public int[] indices() {
        return indices;
    }

    /** Vertices in the mesh. */
    public int vertexCount() {
        return positions.length / 3;
    }

    /** Triangles in the mesh. */
    public int triangleCount() {
        return indices.length / 3;
    }

    /**
     * The bytes of each array the mesh holds, in the order positions, normals, colours, uvs, extra,
     * indices: what it keeps in the heap and a renderer uploads, array for array.
     */
    public int[] arrayBytes() {
        return new int[] {4 * positions.length, 4 * normals.length, 4 * colours.length, 4 * uvs.length,
                4 * extra.length, 4 * indices.length};
    }

    /** Whether the other mesh has the same material and every array equal, element for element. */
    public boolean sameAs(BlockMesh o) {
        return material.equals(o.material) && Arrays.equals(positions, o.positions) && Arrays.equals(normals, o.normals)
                && Arrays.equals(colours, o.colours) && Arrays.equals(uvs, o.uvs) && Arrays.equals(extra, o.extra)
                && Arrays.equals(indices, o.indices);
    }

    @Override
    public String toString() {
        return "BlockMesh[" + material.kind() + ", " + vertexCount() + " vertices, " + triangleCount() + " triangles]";
    }
}
