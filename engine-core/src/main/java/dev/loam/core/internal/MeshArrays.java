package dev.loam.core.internal;

import dev.loam.model.Bounds;
import dev.loam.model.ModelMesh;

/**
 * Builds a {@link ModelMesh} that takes ownership of the arrays it is given instead of copying
 * them, for Loam's own readers, which decode a file's data into new arrays and hand them over.
 * Every check of {@link ModelMesh}'s public constructor runs, in the same order, with the same
 * refusals, and the result is equal, bit for bit, to what that constructor would build; the only
 * difference is that the arrays become the mesh's own (the normals are made unit length in place).
 * The caller must not keep, read or change any array it passes once the call returns, nor pass
 * one array twice; a refusal may leave the normals half renormalised.
 *
 * <p>{@link ModelMesh} registers the way to do this when its class is initialised; this class
 * sees to it that that has happened.
 */
public final class MeshArrays {
    /** What {@link ModelMesh} registers: its constructor that adopts the arrays. */
    @FunctionalInterface
    public interface Maker {
        /**
         * A mesh owning these arrays; the arguments are {@link ModelMesh}'s constructor's,
         * {@code checked} says that the caller has checked the values itself (see {@link MeshArrays#adoptChecked}),
         * and a {@code box} that is not null that it has also measured the positions' box and made the
         * normals unit length, {@code zeroNormal} the first normal it found zero or −1 (see
         * {@link MeshArrays#adoptChecked(String, float[], float[], float[], float[], float[], int[], int, Bounds, int)}).
         *
         * @throws dev.loam.model.ModelException as that constructor does
         */
        ModelMesh adopt(String name, float[] positions, float[] normals, float[] uvs, float[] colours, float[] tangents,
                int[] indices, int material, boolean checked, Bounds box, int zeroNormal);
    }

    private static volatile Maker maker;

    private MeshArrays() {
    }

    /**
     * Called once, by {@link ModelMesh}'s static initialiser.
     *
     * @throws IllegalStateException when a maker is already registered
     */
    public static synchronized void register(Maker m) {
        if (maker != null) {
            throw new IllegalStateException("ModelMesh's array adoption is registered already");
        }
        maker = java.util.Objects.requireNonNull(m, "maker");
    }

    /**
     * A mesh that owns the arrays given, checked as {@link ModelMesh}'s public constructor checks them.
     *
     * @param name      for messages and export
     * @param positions 3 floats a vertex; owned by the mesh from now on
     * @param normals   3 floats a vertex, or empty; owned by the mesh (made unit length in place)
     * @param uvs       2 floats a vertex, or empty; owned by the mesh
     * @param colours   4 floats a vertex, or empty; owned by the mesh
     * @param tangents  4 floats a vertex, or empty; owned by the mesh
     * @param indices   3 a triangle; owned by the mesh
     * @param material  the index in the model's materials
     * @throws dev.loam.model.ModelException naming the array and the element that is wrong
     */
    public static ModelMesh adopt(String name, float[] positions, float[] normals, float[] uvs, float[] colours,
            float[] tangents, int[] indices, int material) {
        return maker().adopt(name, positions, normals, uvs, colours, tangents, indices, material, false, null, -1);
    }

    /**
     * As {@link #adopt}, for a caller that has itself checked, and refused at its own places,
     * every position, normal, UV and tangent finite and every index below the vertex count: those
     * passes are left out (lengths, colours and zero normals are still checked). A reader that
     * checks as it decodes uses this, so that a large model is not walked twice.
     *
     * @throws dev.loam.model.ModelException naming the array that is wrong
     */
    public static ModelMesh adoptChecked(String name, float[] positions, float[] normals, float[] uvs, float[] colours,
            float[] tangents, int[] indices, int material) {
        return maker().adopt(name, positions, normals, uvs, colours, tangents, indices, material, true, null, -1);
    }

    /**
     * As {@link #adoptChecked(String, float[], float[], float[], float[], float[], int[], int)},
     * for a caller that has also done in its decode loop the two passes {@link ModelMesh} would
     * still make: it measured the positions' box and made the normals unit length, so the mesh
     * walks none of its arrays but the colours. The caller must give exactly what the mesh would
     * have found, bit for bit:
     * <ul>
     *   <li>{@code box}: per axis the least and greatest position as {@link Math#min(float, float)}
     *       and {@link Math#max(float, float)} fold them from +∞ and −∞ (−0 below +0;
     *       {@link Bounds#EMPTY}'s values for no vertex);</li>
     *   <li>the normals: each one whose squared length {@code x * x + y * y + z * z} (in float) is
     *       1 or {@code Math.nextDown(1f)} kept, every other divided component by component by the
     *       double square root of that squared length and rounded to float, but for one whose root
     *       is not above 1e-6, left as it was: such a normal is zero, and {@code zeroNormal} is the
     *       first of them (−1 for none), refused as the mesh refuses it (after the lengths of the
     *       positions and normals are checked, before the UVs').</li>
     * </ul>
     *
     * @param box        the positions' box, as above
     * @param zeroNormal the first zero normal, or −1
     * @throws dev.loam.model.ModelException naming the array that is wrong
     */
    public static ModelMesh adoptChecked(String name, float[] positions, float[] normals, float[] uvs, float[] colours,
            float[] tangents, int[] indices, int material, Bounds box, int zeroNormal) {
        return maker().adopt(name, positions, normals, uvs, colours, tangents, indices, material, true,
                java.util.Objects.requireNonNull(box, "box"), zeroNormal);
    }

    private static Maker maker() {
        Maker m = maker;
        if (m == null) {
            try {
                Class.forName(ModelMesh.class.getName(), true, ModelMesh.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
            m = maker;
        }
        return m;
    }
}
