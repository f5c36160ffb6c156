package dev.loam.model;

import dev.loam.core.internal.MeshArrays;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;
import java.util.Objects;

/**
 * One mesh of a {@link Model}: indexed triangles with one material, in the model's space (metres,
 * y up). Every vertex has a position; normals, texture coordinates, vertex colours and tangents
 * are each either given for every vertex or absent (an empty array). Immutable: the arrays are
 * copied in and handed out as read-only buffers.
 *
 * <ul>
 *   <li>positions: 3 floats a vertex, finite;</li>
 *   <li>normals: 3 floats a vertex, unit length (within 1e-3, renormalised when built);</li>
 *   <li>uvs: 2 floats a vertex, glTF's convention (v down: (0, 0) is the texture's top-left);</li>
 *   <li>colours: 4 floats a vertex, linear RGBA multiplying the material's base colour;</li>
 *   <li>tangents: 4 floats a vertex, xyz unit and w ±1 the bitangent's sign;</li>
 *   <li>indices: 3 a triangle, each below the vertex count, counter-clockwise seen from the front.</li>
 * </ul>
 */
public final class ModelMesh {
    /** The most vertices one mesh may have, 2^24. */
    public static final int MAX_VERTICES = 1 << 24;
    /** The most indices one mesh may have, 3 · 2^24. */
    public static final int MAX_INDICES = 3 << 24;

    private static final float[] NONE = new float[0];

    private final String name;
    private final float[] positions;
    private final float[] normals;
    private final float[] uvs;
    private final float[] colours;
    private final float[] tangents;
    private final int[] indices;
    private final int material;
    private final Bounds bounds;

    static {
        MeshArrays.register((name, positions, normals, uvs, colours, tangents, indices, material, checked, box, zeroNormal) ->
                new ModelMesh(name, positions, normals, uvs, colours, tangents, indices, material, false, checked, box,
                        zeroNormal));
    }

    /**
     * @param name      for messages and export
     * @param positions 3 floats a vertex
     * @param normals   3 floats a vertex, or empty
     * @param uvs       2 floats a vertex, or empty
     * @param colours   4 floats a vertex, or empty
     * @param tangents  4 floats a vertex, or empty
     * @param indices   3 a triangle
     * @param material  the index in the model's materials
     * @throws ModelException naming the array and the element that is wrong
     */
    public ModelMesh(String name, float[] positions, float[] normals, float[] uvs, float[] colours, float[] tangents,
            int[] indices, int material) {
        this(name, positions, normals, uvs, colours, tangents, indices, material, true, false, null, -1);
    }

    /**
     * The one constructor: every array checked in one pass that also copies it (when {@code copy})
     * or takes it over as it is (for {@link dev.loam.core.internal.MeshArrays}, whose callers hand
     * over arrays nothing else holds). The checks and their order are the public constructor's,
     * but for {@code checked}: then the caller (a Loam reader, which refuses them at its own
     * places in the file) has already found every position, normal, UV and tangent finite and
     * every index below the vertex count, and those passes are left out. Lengths, colours and
     * zero normals are checked either way. A {@code box} (only with {@code checked}) is the
     * positions' box measured by the caller, who has also made the normals unit length and found
     * the first zero one, {@code zeroNormal} (see {@link MeshArrays#adoptChecked(String, float[],
     * float[], float[], float[], float[], int[], int, Bounds, int)}): the positions and normals
     * passes are left out too.
     */
    private ModelMesh(String name, float[] positions, float[] normals, float[] uvs, float[] colours, float[] tangents,
            int[] indices, int material, boolean copy, boolean checked0, Bounds box, int zeroNormal) {
        boolean checked = checked0 && !copy;
        boolean measured = checked && box != null;
        this.name = Objects.requireNonNull(name, "name");
        Objects.requireNonNull(positions, "positions");
        if (positions.length % 3 != 0) {
            throw new ModelException("positions", positions.length + " floats is not 3 a vertex");
        }
        int n = positions.length / 3;
        if (n > MAX_VERTICES) {
            throw new ModelException("positions", n + " vertices is more than the " + MAX_VERTICES + " a mesh may have");
        }
        float[] p = copy ? new float[positions.length] : positions;
        float x0 = Float.POSITIVE_INFINITY, y0 = x0, z0 = x0, x1 = Float.NEGATIVE_INFINITY, y1 = x1, z1 = x1;
        for (int i = 0; !measured && i < positions.length; i += 3) {
            float x = positions[i], y = positions[i + 1], z = positions[i + 2];
            if (!checked && (!Float.isFinite(x) || !Float.isFinite(y) || !Float.isFinite(z))) {
                int bad = !Float.isFinite(x) ? i : !Float.isFinite(y) ? i + 1 : i + 2;
                throw new ModelException("positions[" + i / 3 + "]", "a position must be finite; " + positions[bad] + " is not");
            }
            if (copy) {
                p[i] = x;
                p[i + 1] = y;
                p[i + 2] = z;
            }
            x0 = min(x0, x);
            x1 = max(x1, x);
            y0 = min(y0, y);
            y1 = max(y1, y);
            z0 = min(z0, z);
            z1 = max(z1, z);
        }
        this.positions = p;
        this.normals = measured ? measuredNormals(normals, n, zeroNormal) : normals(normals, n, copy, checked);
        this.uvs = optional("uvs", uvs, 2, n, copy, checked);
        this.colours = optional("colours", colours, 4, n, copy, false);
        this.tangents = optional("tangents", tangents, 4, n, copy, checked);
        Objects.requireNonNull(indices, "indices");
        if (indices.length % 3 != 0) {
            throw new ModelException("indices", indices.length + " indices is not 3 a triangle");
        }
        if (indices.length > MAX_INDICES) {
            throw new ModelException("indices", indices.length + " indices is more than the " + MAX_INDICES + " a mesh may have");
        }
        int[] ix = copy ? new int[indices.length] : indices;
        for (int i = 0; !checked && i < indices.length; i++) {
            int v = indices[i];
            if (v < 0 || v >= n) {
                throw new ModelException("indices[" + i + "]", v + " is not one of the " + n + " vertices");
            }
            ix[i] = v;
        }
        this.indices = ix;
        if (material < 0) {
            throw new ModelException("material", material + " is not a material index");
        }
        this.material = material;
        this.bounds = measured ? box : new Bounds(x0, y0, z0, x1, y1, z1);
    }

    /** Normals the caller made unit length itself: their length checked, the zero one it found refused. */
    private static float[] measuredNormals(float[] values, int n, int zero) {
        if (values == null || values.length == 0) {
            return NONE;
        }
        if (values.length != 3 * n) {
            throw new ModelException("normals", values.length + " floats given; " + n + " vertices need " + 3 * n);
        }
        if (zero >= 0) {
            throw new ModelException("normals[" + zero + "]", "a normal cannot be zero");
        }
        return values;
    }

    /**
     * {@link Math#min(float, float)} for finite values (−0 below +0), without its NaN test: on
     * Java 17 the library call is not an intrinsic on x86 and dominated the bounds pass.
     */
    private static float min(float low, float v) {
        if (v < low) {
            return v;
        }
        if (v == low && v == 0f) {
            return (Float.floatToRawIntBits(v) | Float.floatToRawIntBits(low)) < 0 ? -0f : 0f;
        }
        return low;
    }

    /** {@link Math#max(float, float)} for finite values (+0 above −0), as {@link #min} is for min. */
    private static float max(float high, float v) {
        if (v > high) {
            return v;
        }
        if (v == high && v == 0f) {
            return (Float.floatToRawIntBits(v) & Float.floatToRawIntBits(high)) < 0 ? -0f : 0f;
        }
        return high;
    }

    private static float[] optional(String key, float[] values, int per, int n, boolean copy, boolean checked) {
        if (values == null || values.length == 0) {
            return NONE;
        }
        if (values.length != per * n) {
            throw new ModelException(key, values.length + " floats given; " + n + " vertices need " + per * n);
        }
        float[] out = copy ? new float[values.length] : values;
        if (checked && !copy) {
            return out;
        }
        for (int i = 0; i < values.length; i++) {
            float v = values[i];
            if (!Float.isFinite(v)) {
                throw new ModelException(key + "[" + i / per + "]", v + " is not finite");
            }
            out[i] = v;
        }
        return out;
    }

    /**
     * The normals checked finite and made unit length in one pass. A normal whose squared length
     * (in float, as summed here) is 1 or the float just below it is kept as it is: dividing it by
     * the square root of that could move no component (the quotient rounds back to the component,
     * a fact {@code ModelMeshNormalsTest} checks for every float of several binades), so the
     * result is the same bits as dividing. A zero normal is refused after every normal was found
     * finite, as a check of all finiteness first and of lengths after would.
     */
    private static float[] normals(float[] values, int n, boolean copy, boolean checked) {
        if (values == null || values.length == 0) {
            return NONE;
        }
        if (values.length != 3 * n) {
            throw new ModelException("normals", values.length + " floats given; " + n + " vertices need " + 3 * n);
        }
        float[] v = copy ? new float[values.length] : values;
        int zero = -1;
        for (int i = 0; i < values.length; i += 3) {
            float x = values[i], y = values[i + 1], z = values[i + 2];
            if (!checked && (!Float.isFinite(x) || !Float.isFinite(y) || !Float.isFinite(z))) {
                float bad = !Float.isFinite(x) ? x : !Float.isFinite(y) ? y : z;
                throw new ModelException("normals[" + i / 3 + "]", bad + " is not finite");
            }
            float sq = x * x + y * y + z * z;
            if (sq == 1f || sq == UNIT_BELOW) {
                v[i] = x;
                v[i + 1] = y;
                v[i + 2] = z;
                continue;
            }
            double len = Math.sqrt(sq);
            if (!(len > 1e-6)) {
                if (zero < 0) {
                    zero = i / 3;
                }
                continue;
            }
            v[i] = (float) (x / len);
            v[i + 1] = (float) (y / len);
            v[i + 2] = (float) (z / len);
        }
        if (zero >= 0) {
            throw new ModelException("normals[" + zero + "]", "a normal cannot be zero");
        }
        return v;
    }

    /** The float just below 1, 1 − 2^−24: a squared length this close to 1 leaves every component as it is. */
    static final float UNIT_BELOW = Math.nextDown(1f);

    /** A builder for meshes made in code: add vertices and triangles, then {@link MeshBuilder#build()}. */
    public static MeshBuilder builder(String name, int material) {
        return new MeshBuilder(name, material);
    }

    public String name() {
        return name;
    }

    /** The index of this mesh's material in its model's {@link Model#materials()}. */
    public int material() {
        return material;
    }

    public int vertexCount() {
        return positions.length / 3;
    }

    public int triangleCount() {
        return indices.length / 3;
    }

    public int indexCount() {
        return indices.length;
    }

    public boolean hasNormals() {
        return normals.length > 0;
    }

    public boolean hasUvs() {
        return uvs.length > 0;
    }

    public boolean hasColours() {
        return colours.length > 0;
    }

    public boolean hasTangents() {
        return tangents.length > 0;
    }

    /** Read-only, 3 floats a vertex. */
    public FloatBuffer positions() {
        return FloatBuffer.wrap(positions).asReadOnlyBuffer();
    }

    /** Read-only, 3 floats a vertex, empty when the mesh has none. */
    public FloatBuffer normals() {
        return FloatBuffer.wrap(normals).asReadOnlyBuffer();
    }

    /** Read-only, 2 floats a vertex, empty when the mesh has none. */
    public FloatBuffer uvs() {
        return FloatBuffer.wrap(uvs).asReadOnlyBuffer();
    }

    /** Read-only, 4 floats a vertex (linear RGBA), empty when the mesh has none. */
    public FloatBuffer colours() {
        return FloatBuffer.wrap(colours).asReadOnlyBuffer();
    }

    /** Read-only, 4 floats a vertex, empty when the mesh has none. */
    public FloatBuffer tangents() {
        return FloatBuffer.wrap(tangents).asReadOnlyBuffer();
    }

    /** Read-only, 3 a triangle. */
    public IntBuffer indices() {
        return IntBuffer.wrap(indices).asReadOnlyBuffer();
    }

    /** A copy of the positions. */
    public float[] positionArray() {
        return positions.clone();
    }

    /** A copy of the normals (empty when none). */
    public float[] normalArray() {
        return normals.clone();
    }

    /** A copy of the UVs (empty when none). */
    public float[] uvArray() {
        return uvs.clone();
    }

    /** A copy of the colours (empty when none). */
    public float[] colourArray() {
        return colours.clone();
    }

    /** A copy of the tangents (empty when none). */
    public float[] tangentArray() {
        return tangents.clone();
    }

    /** A copy of the indices. */
    public int[] indexArray() {
        return indices.clone();
    }

    /** The positions array itself, for this package's read-only loops (never handed out). */
    float[] sharedPositions() {
        return positions;
    }

    /** The indices array itself, for this package's read-only loops (never handed out). */
    int[] sharedIndices() {
        return indices;
    }

    /** The box round the positions. */
    public Bounds bounds() {
        return bounds;
    }

    /** This mesh using another material index. */
    public ModelMesh withMaterial(int index) {
        return new ModelMesh(name, positions, normals, uvs, colours, tangents, indices, index);
    }

    /**
     * This mesh moved by a column-major 4 × 4 affine matrix: positions by the matrix, normals by
     * its inverse transpose, tangents by its upper 3 × 3; a mirroring matrix (negative determinant)
     * reverses the triangles' winding so that they still face out.
     */
    public ModelMesh transformed(float[] m) {
        Transforms.check(m);
        float[] p = positions.clone();
        for (int i = 0; i < p.length; i += 3) {
            float x = p[i], y = p[i + 1], z = p[i + 2];
            p[i] = m[0] * x + m[4] * y + m[8] * z + m[12];
            p[i + 1] = m[1] * x + m[5] * y + m[9] * z + m[13];
            p[i + 2] = m[2] * x + m[6] * y + m[10] * z + m[14];
        }
        float[] nm = Transforms.normalMatrix(m);
        float[] nn = normals.clone();
        for (int i = 0; i < nn.length; i += 3) {
            float x = nn[i], y = nn[i + 1], z = nn[i + 2];
            nn[i] = nm[0] * x + nm[3] * y + nm[6] * z;
            nn[i + 1] = nm[1] * x + nm[4] * y + nm[7] * z;
            nn[i + 2] = nm[2] * x + nm[5] * y + nm[8] * z;
        }
        float[] tt = tangents.clone();
        for (int i = 0; i < tt.length; i += 4) {
            float x = tt[i], y = tt[i + 1], z = tt[i + 2];
            float tx = m[0] * x + m[4] * y + m[8] * z, ty = m[1] * x + m[5] * y + m[9] * z, tz = m[2] * x + m[6] * y + m[10] * z;
            float len = (float) Math.sqrt(tx * tx + ty * ty + tz * tz);
            if (len > 0) {
                tt[i] = tx / len;
                tt[i + 1] = ty / len;
                tt[i + 2] = tz / len;
            }
        }
        int[] ix = indices;
        if (Transforms.determinant3(m) < 0) {
            ix = indices.clone();
            for (int i = 0; i < ix.length; i += 3) {
                int t = ix[i + 1];
                ix[i + 1] = ix[i + 2];
                ix[i + 2] = t;
            }
        }
        return new ModelMesh(name, p, nn, uvs, colours, tt, ix, material);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ModelMesh m && m.name.equals(name) && m.material == material
                && Arrays.equals(m.positions, positions) && Arrays.equals(m.normals, normals) && Arrays.equals(m.uvs, uvs)
                && Arrays.equals(m.colours, colours) && Arrays.equals(m.tangents, tangents) && Arrays.equals(m.indices, indices);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, material, Arrays.hashCode(positions), Arrays.hashCode(indices));
    }

    @Override
    public String toString() {
        return "ModelMesh[" + name + ", " + vertexCount() + " vertices, " + triangleCount() + " triangles, material " + material + "]";
    }
}
