package dev.loam.assets.internal.gltf;

import de.javagl.jgltf.impl.v2.BufferView;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.impl.v2.Mesh;
import de.javagl.jgltf.impl.v2.MeshPrimitive;
import de.javagl.jgltf.model.AccessorModel;
import de.javagl.jgltf.model.GltfModel;
import dev.loam.model.Bounds;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A glTF mesh's primitives as plain triangle arrays, each still naming its glTF material.
 *
 * <ul>
 *   <li>Triangles are read as they are; strips and fans are turned into triangles in glTF's order
 *       (their degenerate triangles, two corners on one vertex, dropped). Points and lines draw no
 *       surface and are skipped.</li>
 *   <li>A primitive with no indices uses its vertices in order.</li>
 *   <li>Positions, normals, texture coordinates, colours and tangents may be of any component type,
 *       normalized or not (so {@code KHR_mesh_quantization}'s quantized attributes read as any other),
 *       and sparse. Every value must be finite.</li>
 *   <li>A primitive without normals gets flat normals, as glTF asks: each triangle its own three
 *       vertices with the triangle's normal (+y for a triangle of no area). A given normal of zero
 *       length becomes +y.</li>
 *   <li>{@code COLOR_0} of three components gets alpha 1. The UV set read is the one the
 *       material's base colour texture names (0 when it names none, or when the primitive lacks it).</li>
 * </ul>
 */
final class GltfMeshes {
    /**
     * One primitive's triangles, not yet a {@code ModelMesh}: its material is still glTF's (−1 for
     * none). {@code box} is the positions' box when the read measured it and made the normals unit
     * length ({@link DecodePasses}), {@code zeroNormal} then the first normal the mesh will refuse
     * as zero (−1 for none); a null box leaves both to the mesh.
     */
    record Prim(String name, String place, float[] positions, float[] normals, float[] uvs, float[] colours, float[] tangents,
            int[] indices, int material, Bounds box, int zeroNormal) {
    }

    private static final float[] NONE = new float[0];
    private static final System.Logger LOG = System.getLogger(GltfMeshes.class.getName());

    private final GlTF gltf;
    private final GltfModel model;
    private final GltfChecks checks;
    private final GltfMaterials materials;
    private final GltfSource src;
    private final List<BufferView> views;

    GltfMeshes(GlTF gltf, GltfModel model, GltfChecks checks, GltfMaterials materials, GltfSource src) {
        this.gltf = gltf;
        this.model = model;
        this.checks = checks;
        this.materials = materials;
        this.src = src;
        this.views = gltf.getBufferViews() == null ? List.of() : gltf.getBufferViews();
    }

    /** Mesh {@code m}'s name as the file gives it, or {@code meshes[m]}. */
    String name(int m) {
        String n = gltf.getMeshes().get(m).getName();
        return n == null ? "meshes[" + m + "]" : n;
    }

    /** Mesh {@code m}'s primitives of triangles, strips and fans. */
    List<Prim> primitives(int m) {
        Mesh mesh = gltf.getMeshes().get(m);
        List<Prim> out = new ArrayList<>();
        String name = name(m);
        int skipped = 0;
        for (int p = 0; p < mesh.getPrimitives().size(); p++) {
            Prim prim = primitive(mesh.getPrimitives().get(p), "meshes[" + m + "].primitives[" + p + "]",
                    mesh.getPrimitives().size() == 1 ? name : name + "." + p);
            if (prim != null) {
                out.add(prim);
            } else {
                skipped++;
            }
        }
        if (skipped > 0) {
            LOG.log(System.Logger.Level.DEBUG, "{0}: meshes[{1}]: {2} primitives of points or lines skipped", src.name(), m, skipped);
        }
        return out;
    }

    private Prim primitive(MeshPrimitive p, String at, String name) {
        int mode = p.getMode() == null ? 4 : p.getMode();
        if (mode < 4) {
            return null;
        }
        Integer pos = p.getAttributes().get("POSITION");
        if (pos == null) {
            throw src.fail(at + ".attributes.POSITION", "missing: a primitive of triangles needs positions");
        }
        String pat = at + ".attributes.POSITION";
        DecodePasses.BoxWalk boxWalk = new DecodePasses.BoxWalk();
        float[] positions = attribute(pos, Set.of("VEC3"), -1, pat, boxWalk);
        int n = positions.length / 3;
        Bounds box = boxWalk.box();
        if (box == null) {
            finite(positions, 3, pat);
        }
        int material = p.getMaterial() == null ? -1 : p.getMaterial();

        int[] order;
        if (p.getIndices() != null) {
            String iat = at + ".indices";
            AccessorModel a = model.getAccessorModels().get(p.getIndices());
            int ct = a.getComponentType();
            if (!a.getElementType().name().equals("SCALAR") || !(ct == 5121 || ct == 5123 || ct == 5125)) {
                throw src.fail(iat, "indices are SCALAR unsigned bytes, shorts or ints; accessor " + p.getIndices() + " is "
                        + a.getElementType() + " of component type " + ct);
            }
            DecodePasses.RangeWalk range = new DecodePasses.RangeWalk(n);
            order = AccessorReader.indices(a, checks.sparse(p.getIndices()), checks, views, range);
            // as unsigned, a uint past 2^31 - 1 reads negative here and is too large there; the
            // plain loop only runs to find the bad index the fast pass saw
            boolean inRange = range.inRange();
            for (int i = 0; !inRange && i < order.length; i++) {
                if (Integer.compareUnsigned(order[i], n) >= 0) {
                    throw src.fail(iat + "[" + i + "]", Integer.toUnsignedString(order[i]) + " is not one of the " + n
                            + " vertices");
                }
            }
        } else {
            order = new int[n];
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
        }
        int[] indices = triangles(order, mode, at);

        String nat = at + ".attributes.NORMAL";
        DecodePasses.NormalWalk normalWalk = new DecodePasses.NormalWalk(src, nat);
        float[] normals = normals(p, n, nat, normalWalk);
        int zeroNormal = normalWalk.zero();
        int set = materials.uvSet(material);
        String uvKey = p.getAttributes().containsKey("TEXCOORD_" + set) ? "TEXCOORD_" + set : "TEXCOORD_0";
        float[] uvs = optional(p, uvKey, Set.of("VEC2"), n, at);
        float[] colours = optional(p, "COLOR_0", Set.of("VEC3", "VEC4"), n, at);
        if (colours.length == 3 * n && n > 0) {
            float[] c4 = new float[4 * n];
            for (int v = 0; v < n; v++) {
                c4[4 * v] = colours[3 * v];
                c4[4 * v + 1] = colours[3 * v + 1];
                c4[4 * v + 2] = colours[3 * v + 2];
                c4[4 * v + 3] = 1;
            }
            colours = c4;
        }
        float[] tangents = optional(p, "TANGENT", Set.of("VEC4"), n, at);
        if (normals.length == 0) {
            return flat(name, at, positions, uvs, colours, tangents, indices, material);
        }
        return new Prim(name, at, positions, normals, uvs, colours, tangents, indices, material, box, zeroNormal);
    }

    /**
     * The NORMAL attribute, empty when the primitive has none; {@code walk} checks it finite,
     * makes a normal of zero length +y and makes the normals unit length as it is decoded.
     */
    private float[] normals(MeshPrimitive p, int n, String aat, DecodePasses.NormalWalk walk) {
        Integer ix = p.getAttributes().get("NORMAL");
        if (ix == null) {
            return NONE;
        }
        return attribute(ix, Set.of("VEC3"), n, aat, walk);
    }

    private float[] optional(MeshPrimitive p, String key, Set<String> types, int n, String at) {
        Integer ix = p.getAttributes().get(key);
        if (ix == null) {
            return NONE;
        }
        String aat = at + ".attributes." + key;
        DecodePasses.FiniteWalk finite = new DecodePasses.FiniteWalk();
        float[] v = attribute(ix, types, n, aat, finite);
        if (!finite.finite()) {
            finite(v, v.length / Math.max(1, n), aat);
        }
        return v;
    }

    private float[] attribute(int ix, Set<String> types, int n, String at, DecodePasses.FloatWalk walk) {
        AccessorModel a = model.getAccessorModels().get(ix);
        String type = a.getElementType().name();
        if (!types.contains(type)) {
            throw src.fail(at, "accessor " + ix + " is " + type + "; this attribute takes " + String.join(" or ", new java.util.TreeSet<>(types)));
        }
        if (n >= 0 && a.getCount() != n) {
            throw src.fail(at, "accessor " + ix + " has " + a.getCount() + " elements where POSITION has " + n);
        }
        return AccessorReader.floats(a, checks.sparse(ix), checks, views, walk);
    }

    private void finite(float[] v, int per, String at) {
        for (int i = 0; i < v.length; i++) {
            if (!Float.isFinite(v[i])) {
                throw src.fail(at + "[" + i / per + "]", v[i] + " is not finite");
            }
        }
    }

    private int[] triangles(int[] order, int mode, String at) {
        if (mode == 4) {
            if (order.length % 3 != 0) {
                throw src.fail(at, order.length + " vertices is not a whole number of"
                        + " triangles (3 each)");
            }
            return order;
        }
        int n = Math.max(0, order.length - 2);
        int[] out = new int[3 * n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            int a, b, c;
            if (mode == 5) {
                a = order[i];
                b = order[i + 1 + i % 2];
                c = order[i + 2 - i % 2];
            } else {
                a = order[i + 1];
                b = order[i + 2];
                c = order[0];
            }
            if (a != b && b != c && a != c) {
                out[k++] = a;
                out[k++] = b;
                out[k++] = c;
            }
        }
        return k == out.length ? out : java.util.Arrays.copyOf(out, k);
    }

    private static Prim flat(String name, String place, float[] p, float[] uv, float[] col, float[] tan, int[] ix, int material) {
        int n = ix.length;
        float[] fp = new float[3 * n], fn = new float[3 * n];
        float[] fuv = uv.length == 0 ? NONE : new float[2 * n];
        float[] fc = col.length == 0 ? NONE : new float[4 * n];
        float[] ft = tan.length == 0 ? NONE : new float[4 * n];
        int[] out = new int[n];
        for (int t = 0; t < n; t += 3) {
            int a = ix[t], b = ix[t + 1], c = ix[t + 2];
            double ux = p[3 * b] - p[3 * a], uy = p[3 * b + 1] - p[3 * a + 1], uz = p[3 * b + 2] - p[3 * a + 2];
            double vx = p[3 * c] - p[3 * a], vy = p[3 * c + 1] - p[3 * a + 1], vz = p[3 * c + 2] - p[3 * a + 2];
            double nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
            double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
            if (!(len > 0) || !Double.isFinite(len)) {
                nx = 0;
                ny = 1;
                nz = 0;
                len = 1;
            }
            for (int e = 0; e < 3; e++) {
                int v = ix[t + e], o = t + e;
                out[o] = o;
                System.arraycopy(p, 3 * v, fp, 3 * o, 3);
                fn[3 * o] = (float) (nx / len);
                fn[3 * o + 1] = (float) (ny / len);
                fn[3 * o + 2] = (float) (nz / len);
                if (fuv.length > 0) {
                    System.arraycopy(uv, 2 * v, fuv, 2 * o, 2);
                }
                if (fc.length > 0) {
                    System.arraycopy(col, 4 * v, fc, 4 * o, 4);
                }
                if (ft.length > 0) {
                    System.arraycopy(tan, 4 * v, ft, 4 * o, 4);
                }
            }
        }
        return new Prim(name, place, fp, fn, fuv, fc, ft, out, material, null, -1);
    }
}
