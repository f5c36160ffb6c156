package dev.loam.assets.internal.gltf;

import de.javagl.jgltf.impl.v2.BufferView;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.impl.v2.Node;
import de.javagl.jgltf.model.AccessorModel;
import de.javagl.jgltf.model.GltfModel;
import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelException;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.ModelTexture;
import dev.loam.model.Transforms;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Turns a checked glTF document and jgltf's model of it into Loam's model data: the scene's node
 * tree as a {@link ModelScene} (each glTF mesh one {@link Model}, shared by the nodes that draw it;
 * an {@code EXT_mesh_gpu_instancing} node an {@link InstanceSet}), or everything flattened into
 * one {@link Model} in world space with instances expanded.
 *
 * <p>The scene read is the document's {@code scene}, else its first scene, else (a file with no
 * scenes) every node that has no parent, in order. A flattened model's materials are the file's
 * materials that its meshes use, in the file's order, then the default material if a primitive has
 * none; its textures likewise. A mesh under a transform that collapses space (a scale of 0) draws
 * nothing and is left out of the flattened model.
 */
public final class GltfConverter {
    private final GlTF gltf;
    private final GltfModel model;
    private final GltfChecks checks;
    private final GltfSource src;
    private final String name;
    private final GltfMaterials materials;
    private final GltfMeshes meshes;
    private final List<List<GltfMeshes.Prim>> prims = new ArrayList<>();
    private final Model[] meshModels;

    /**
     * @param gltf   the checked document
     * @param model  jgltf's model built from it
     * @param checks what checking it resolved
     * @param src    the file, for places
     * @param name   the name the model or scene gets
     */
    public GltfConverter(GlTF gltf, GltfModel model, GltfChecks checks, GltfSource src, String name) {
        this.gltf = gltf;
        this.model = model;
        this.checks = checks;
        this.src = src;
        this.name = name;
        this.materials = new GltfMaterials(gltf, model, checks, src);
        this.meshes = new GltfMeshes(gltf, model, checks, materials, src);
        int n = gltf.getMeshes() == null ? 0 : gltf.getMeshes().size();
        for (int i = 0; i < n; i++) {
            prims.add(null);
        }
        this.meshModels = new Model[n];
    }

    /** Everything the scene draws, in world space, as one model. */
    public Model model() {
        List<GltfMeshes.Prim> parts = new ArrayList<>();
        List<float[]> at = new ArrayList<>();
        for (int root : roots()) {
            flatten(root, Transforms.identity(), parts, at);
        }
        return build(name, parts, at);
    }

    /** The scene's node tree. */
    public ModelScene scene() {
        List<ModelNode> roots = new ArrayList<>();
        for (int root : roots()) {
            roots.add(node(root));
        }
        return new ModelScene(name, roots);
    }

    private List<Integer> roots() {
        List<de.javagl.jgltf.impl.v2.Scene> scenes = gltf.getScenes();
        if (scenes != null && !scenes.isEmpty()) {
            int s = gltf.getScene() == null ? 0 : gltf.getScene();
            return scenes.get(s).getNodes() == null ? List.of() : scenes.get(s).getNodes();
        }
        List<Integer> out = new ArrayList<>();
        int n = gltf.getNodes() == null ? 0 : gltf.getNodes().size();
        for (int i = 0; i < n; i++) {
            if (checks.parent(i) < 0) {
                out.add(i);
            }
        }
        return out;
    }

    private void flatten(int i, float[] parent, List<GltfMeshes.Prim> parts, List<float[]> at) {
        Node n = gltf.getNodes().get(i);
        float[] world = Transforms.multiply(parent, local(i));
        if (n.getMesh() != null) {
            float[] instances = instances(i);
            if (instances == null) {
                for (GltfMeshes.Prim p : primitives(n.getMesh())) {
                    parts.add(p);
                    at.add(world);
                }
            } else {
                for (int k = 0; k < instances.length / 16; k++) {
                    float[] m = Transforms.multiply(world, Arrays.copyOfRange(instances, 16 * k, 16 * k + 16));
                    for (GltfMeshes.Prim p : primitives(n.getMesh())) {
                        parts.add(p);
                        at.add(m);
                    }
                }
            }
        }
        for (int c : children(n)) {
            flatten(c, world, parts, at);
        }
    }

    private ModelNode node(int i) {
        Node n = gltf.getNodes().get(i);
        String nodeName = n.getName() == null ? "nodes[" + i + "]" : n.getName();
        List<ModelNode> kids = new ArrayList<>();
        for (int c : children(n)) {
            kids.add(node(c));
        }
        Optional<Model> drawn = Optional.empty();
        Optional<InstanceSet> set = Optional.empty();
        if (n.getMesh() != null) {
            Model m = meshModel(n.getMesh());
            float[] instances = instances(i);
            try {
                if (instances == null) {
                    drawn = Optional.of(m);
                } else {
                    set = Optional.of(new InstanceSet(nodeName, m, instances, new float[0]));
                }
            } catch (ModelException e) {
                throw src.fail("nodes[" + i + "].extensions.EXT_mesh_gpu_instancing", e);
            }
        }
        try {
            return new ModelNode(nodeName, local(i), drawn, set, kids);
        } catch (ModelException e) {
            throw src.fail("nodes[" + i + "]", e);
        }
    }

    private static List<Integer> children(Node n) {
        return n.getChildren() == null ? List.of() : n.getChildren();
    }

    private List<GltfMeshes.Prim> primitives(int m) {
        if (prims.get(m) == null) {
            prims.set(m, meshes.primitives(m));
        }
        return prims.get(m);
    }

    private Model meshModel(int m) {
        if (meshModels[m] == null) {
            meshModels[m] = build(meshes.name(m), primitives(m), null);
        }
        return meshModels[m];
    }

    /** Node {@code i}'s local transform: its matrix, or T · R · S with the rotation normalised. */
    private float[] local(int i) {
        Node n = gltf.getNodes().get(i);
        String at = "nodes[" + i + "]";
        float[] m;
        if (n.getMatrix() != null) {
            m = n.getMatrix().clone();
            at += ".matrix";
        } else {
            float[] t = n.getTranslation() == null ? new float[3] : n.getTranslation();
            float[] r = n.getRotation() == null ? new float[] {0, 0, 0, 1} : n.getRotation();
            float[] s = n.getScale() == null ? new float[] {1, 1, 1} : n.getScale();
            m = trs(t, r, s, at + ".rotation");
        }
        try {
            Transforms.check(m);
        } catch (ModelException e) {
            throw src.fail(at, e);
        }
        return m;
    }

    private float[] trs(float[] t, float[] r, float[] s, String rotationAt) {
        double len = Math.sqrt((double) r[0] * r[0] + (double) r[1] * r[1] + (double) r[2] * r[2] + (double) r[3] * r[3]);
        if (!(len > 1e-6) || !Double.isFinite(len)) {
            throw src.fail(rotationAt, "a rotation is a unit quaternion; this one has length " + len);
        }
        return Transforms.trs(t[0], t[1], t[2], (float) (r[0] / len), (float) (r[1] / len), (float) (r[2] / len),
                (float) (r[3] / len), s[0], s[1], s[2]);
    }

    /** Node {@code i}'s {@code EXT_mesh_gpu_instancing} matrices, 16 floats an instance, or null when it has none. */
    private float[] instances(int i) {
        Node n = gltf.getNodes().get(i);
        Map<String, Object> ext = n.getExtensions();
        if (ext == null || !ext.containsKey("EXT_mesh_gpu_instancing")) {
            return null;
        }
        String at = "nodes[" + i + "].extensions.EXT_mesh_gpu_instancing";
        if (!(ext.get("EXT_mesh_gpu_instancing") instanceof Map<?, ?> inst) || !(inst.get("attributes") instanceof Map<?, ?> attrs)) {
            throw src.fail(at + ".attributes", "missing: instancing names its TRANSLATION, ROTATION and SCALE accessors");
        }
        float[] t = instanceAttribute(attrs.get("TRANSLATION"), "VEC3", at + ".attributes.TRANSLATION");
        float[] r = instanceAttribute(attrs.get("ROTATION"), "VEC4", at + ".attributes.ROTATION");
        float[] s = instanceAttribute(attrs.get("SCALE"), "VEC3", at + ".attributes.SCALE");
        int count = -1;
        for (float[] a : new float[][] {t == null ? null : t, r, s}) {
            if (a != null) {
                int c = a == r ? a.length / 4 : a.length / 3;
                if (count >= 0 && c != count) {
                    throw src.fail(at + ".attributes", "its accessors hold different numbers of instances");
                }
                count = c;
            }
        }
        if (count < 0) {
            throw src.fail(at + ".attributes", "names none of TRANSLATION, ROTATION and SCALE");
        }
        if (count > InstanceSet.MAX_INSTANCES) {
            throw src.fail(at + ".attributes", count + " instances is more than the " + InstanceSet.MAX_INSTANCES + " a set may hold");
        }
        float[] out = new float[16 * count];
        for (int k = 0; k < count; k++) {
            float[] tk = t == null ? new float[3] : Arrays.copyOfRange(t, 3 * k, 3 * k + 3);
            float[] rk = r == null ? new float[] {0, 0, 0, 1} : Arrays.copyOfRange(r, 4 * k, 4 * k + 4);
            float[] sk = s == null ? new float[] {1, 1, 1} : Arrays.copyOfRange(s, 3 * k, 3 * k + 3);
            System.arraycopy(trs(tk, rk, sk, at + ".attributes.ROTATION[" + k + "]"), 0, out, 16 * k, 16);
        }
        return out;
    }

    private float[] instanceAttribute(Object index, String type, String at) {
        if (index == null) {
            return null;
        }
        int accessors = model.getAccessorModels().size();
        if (!(index instanceof Integer ix) || ix < 0 || ix >= accessors) {
            throw src.fail(at, index + " is not one of the " + accessors + " accessors");
        }
        AccessorModel a = model.getAccessorModels().get(ix);
        if (!a.getElementType().name().equals(type)) {
            throw src.fail(at, "accessor " + ix + " is " + a.getElementType() + "; this attribute takes " + type);
        }
        List<BufferView> views = gltf.getBufferViews() == null ? List.of() : gltf.getBufferViews();
        float[] v = AccessorReader.floats(a, checks.sparse(ix), checks, views);
        for (int k = 0; k < v.length; k++) {
            if (!Float.isFinite(v[k])) {
                throw src.fail(at + "[" + k / a.getElementType().getNumComponents() + "]", v[k] + " is not finite");
            }
        }
        return v;
    }

    /**
     * One model of primitives: the materials they use in file order (then the default), the
     * textures those use in file order, each primitive moved by its matrix (none when {@code at} is null).
     */
    private Model build(String modelName, List<GltfMeshes.Prim> parts, List<float[]> at) {
        TreeSet<Integer> used = new TreeSet<>();
        boolean needsDefault = false;
        for (GltfMeshes.Prim p : parts) {
            if (p.material() < 0) {
                needsDefault = true;
            } else {
                used.add(p.material());
            }
        }
        TreeSet<Integer> usedTextures = new TreeSet<>();
        for (int m : used) {
            for (int t : materials.textureIndices(m)) {
                usedTextures.add(t);
            }
        }
        int[] textureIndex = new int[gltf.getTextures() == null ? 0 : gltf.getTextures().size()];
        List<ModelTexture> textures = new ArrayList<>();
        for (int t : usedTextures) {
            textureIndex[t] = textures.size();
            textures.add(materials.texture(t));
        }
        int[] materialIndex = new int[gltf.getMaterials() == null ? 0 : gltf.getMaterials().size()];
        List<Material> mats = new ArrayList<>();
        for (int m : used) {
            materialIndex[m] = mats.size();
            mats.add(materials.material(m, t -> textureIndex[t]));
        }
        int defaultIndex = mats.size();
        if (needsDefault) {
            mats.add(GltfMaterials.defaultMaterial());
        }
        List<ModelMesh> out = new ArrayList<>(parts.size());
        for (int k = 0; k < parts.size(); k++) {
            GltfMeshes.Prim p = parts.get(k);
            float[] m = at == null ? null : at.get(k);
            if (m != null && Transforms.determinant3(m) == 0) {
                continue;
            }
            try {
                ModelMesh mesh = new ModelMesh(p.name(), p.positions(), p.normals(), p.uvs(), p.colours(), p.tangents(),
                        p.indices(), p.material() < 0 ? defaultIndex : materialIndex[p.material()]);
                out.add(m == null || Arrays.equals(m, Transforms.identity()) ? mesh : mesh.transformed(m));
            } catch (ModelException e) {
                throw src.fail(p.place(), e);
            }
        }
        try {
            return Model.of(modelName, out, mats, textures);
        } catch (ModelException e) {
            throw src.fail("", e);
        }
    }
}
