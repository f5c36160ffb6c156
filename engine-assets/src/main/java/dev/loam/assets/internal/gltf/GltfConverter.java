package dev.loam.assets.internal.gltf;

import de.javagl.jgltf.impl.v2.BufferView;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.impl.v2.Node;
import de.javagl.jgltf.model.AccessorModel;
import de.javagl.jgltf.model.GltfModel;
import dev.loam.core.internal.MeshArrays;
import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelException;
import dev.loam.model.ModelLod;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.ModelTexture;
import dev.loam.model.Transforms;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Turns a checked glTF document and jgltf's model of it into Loam's model data: the scene's node
 * tree as a {@link ModelScene} (each glTF mesh one {@link Model}, shared by the nodes that draw it;
 * an {@code EXT_mesh_gpu_instancing} node an {@link InstanceSet}, with its {@code _COLOR}
 * attribute as the tints), or everything flattened into one {@link Model} in world space with
 * instances expanded (their tints multiplied into the vertex colours).
 *
 * <p>Levels of detail are read from {@code MSFT_lod}: a node that draws a mesh and lists cheaper
 * nodes in the extension's {@code ids} draws a model whose {@link Model#lods()} are those nodes'
 * meshes (a level node without a mesh draws nothing), at the distances in the node's
 * {@code extras.lodDistances} (metres, positive and rising, one a level), as {@code GlbWriter}
 * writes them. A level node's mesh is drawn in the place of the node that lists it (its own
 * transform, children and extensions are not read). Without {@code lodDistances} (a file that
 * gives screen coverages instead) the levels are left out, as a viewer without the extension
 * would. The flattened model's levels are at every distance some node switches at, each node
 * drawing the level it has reached there; when there would be more than {@value #MAX_FLAT_LEVELS}
 * such distances, the flattened model has one level. Level nodes are never roots of a file with no scenes.
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
    private final Levels[] levels;
    private final Map<String, Model> leveled = new HashMap<>();
    private boolean used;

    /** The most levels a flattened model gets (distances at which some node switches); beyond, it has one. */
    public static final int MAX_FLAT_LEVELS = 16;

    private static final System.Logger LOG = System.getLogger(GltfConverter.class.getName());
    private static final Levels NO_LEVELS = new Levels(new double[0], new int[0], "");

    /**
     * A node's cheaper levels: their distances (metres, rising) and the nodes drawing them.
     *
     * @param key the levels' identity, for sharing one model between nodes that draw the same
     */
    private record Levels(double[] distances, int[] nodes, String key) {
        int size() {
            return nodes.length;
        }
    }

    /** One mesh drawn in the flattened model: node {@code node} under {@code matrix}, with an instance's tint or null. */
    private record Draw(int node, float[] matrix, float[] tint) {
    }

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
        this.levels = new Levels[gltf.getNodes() == null ? 0 : gltf.getNodes().size()];
    }

    /** Everything the scene draws, in world space, as one model. Call it, or {@link #scene()}, once. */
    public Model model() {
        once();
        List<Draw> draws = new ArrayList<>();
        for (int root : roots()) {
            flatten(root, Transforms.identity(), draws);
        }
        TreeSet<Double> switches = new TreeSet<>();
        for (Draw d : draws) {
            for (double v : levels(d.node()).distances()) {
                switches.add(v);
            }
        }
        if (switches.size() > MAX_FLAT_LEVELS) {
            LOG.log(System.Logger.Level.DEBUG, "{0}: the scene''s nodes switch levels at {1} distances, more than the {2}"
                    + " a flattened model keeps; it has one level", src.name(), switches.size(), MAX_FLAT_LEVELS);
            switches.clear();
        }
        List<List<Integer>> meshesAt = new ArrayList<>();
        meshesAt.add(levelMeshes(draws, 0));
        for (double d : switches) {
            meshesAt.add(levelMeshes(draws, d));
        }
        IdentityHashMap<GltfMeshes.Prim, Integer> uses = new IdentityHashMap<>();
        for (List<Integer> level : meshesAt) {
            for (int m : level) {
                if (m >= 0) {
                    for (GltfMeshes.Prim p : primitives(m)) {
                        uses.merge(p, 1, Integer::sum);
                    }
                }
            }
        }
        Model top = flatModel(name, draws, meshesAt.get(0), uses);
        if (switches.isEmpty()) {
            return top;
        }
        List<ModelLod> lods = new ArrayList<>();
        int k = 1;
        for (double d : switches) {
            List<Integer> level = meshesAt.get(k);
            int first = level.isEmpty() ? -1 : level.get(0);
            boolean one = level.stream().allMatch(m -> m == first) && first >= 0;
            lods.add(new ModelLod(d, flatModel(one ? meshes.name(first) : name + " LOD " + k, draws, level, uses)));
            k++;
        }
        try {
            return top.withLods(lods);
        } catch (ModelException e) {
            throw src.fail("", e);
        }
    }

    /** The mesh each draw shows {@code metres} from the camera (−1 for none). */
    private List<Integer> levelMeshes(List<Draw> draws, double metres) {
        List<Integer> out = new ArrayList<>(draws.size());
        for (Draw d : draws) {
            Levels l = levels(d.node());
            int node = d.node();
            for (int k = 0; k < l.size(); k++) {
                if (metres >= l.distances()[k]) {
                    node = l.nodes()[k];
                }
            }
            Integer mesh = gltf.getNodes().get(node).getMesh();
            out.add(mesh == null ? -1 : mesh);
        }
        return out;
    }

    private Model flatModel(String modelName, List<Draw> draws, List<Integer> meshAt, Map<GltfMeshes.Prim, Integer> uses) {
        List<GltfMeshes.Prim> parts = new ArrayList<>();
        List<float[]> at = new ArrayList<>();
        List<float[]> tints = new ArrayList<>();
        for (int i = 0; i < draws.size(); i++) {
            if (meshAt.get(i) < 0) {
                continue;
            }
            for (GltfMeshes.Prim p : primitives(meshAt.get(i))) {
                parts.add(p);
                at.add(draws.get(i).matrix());
                tints.add(draws.get(i).tint());
            }
        }
        return build(modelName, parts, at, tints, p -> uses.getOrDefault(p, 0) == 1);
    }

    /** The scene's node tree. Call it, or {@link #model()}, once. */
    public ModelScene scene() {
        once();
        List<ModelNode> roots = new ArrayList<>();
        for (int root : roots()) {
            roots.add(node(root));
        }
        return new ModelScene(name, roots);
    }

    /** Conversion hands the primitives' arrays over to the meshes it builds, so it runs once. */
    private void once() {
        if (used) {
            throw new IllegalStateException("a converter converts once");
        }
        used = true;
    }

    private List<Integer> roots() {
        List<de.javagl.jgltf.impl.v2.Scene> scenes = gltf.getScenes();
        if (scenes != null && !scenes.isEmpty()) {
            int s = gltf.getScene() == null ? 0 : gltf.getScene();
            return scenes.get(s).getNodes() == null ? List.of() : scenes.get(s).getNodes();
        }
        List<Integer> out = new ArrayList<>();
        int n = gltf.getNodes() == null ? 0 : gltf.getNodes().size();
        boolean[] level = new boolean[n];
        for (int i = 0; i < n; i++) {
            for (int l : levels(i).nodes()) {
                level[l] = true;
            }
        }
        for (int i = 0; i < n; i++) {
            if (checks.parent(i) < 0 && !level[i]) {
                out.add(i);
            }
        }
        return out;
    }

    private void flatten(int i, float[] parent, List<Draw> draws) {
        Node n = gltf.getNodes().get(i);
        float[] world = Transforms.multiply(parent, local(i));
        if (n.getMesh() != null) {
            float[] instances = instances(i);
            if (instances == null) {
                draws.add(new Draw(i, world, null));
            } else {
                float[] tints = tints(i, instances.length / 16);
                for (int k = 0; k < instances.length / 16; k++) {
                    float[] m = Transforms.multiply(world, Arrays.copyOfRange(instances, 16 * k, 16 * k + 16));
                    draws.add(new Draw(i, m, tints.length == 0 ? null : Arrays.copyOfRange(tints, 4 * k, 4 * k + 4)));
                }
            }
        }
        for (int c : children(n)) {
            flatten(c, world, draws);
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
            Model m = leveledModel(i, n.getMesh());
            float[] instances = instances(i);
            try {
                if (instances == null) {
                    drawn = Optional.of(m);
                } else {
                    set = Optional.of(new InstanceSet(nodeName, m, instances, tints(i, instances.length / 16)));
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
            // in a scene, each mesh's primitives are built once, here
            meshModels[m] = build(meshes.name(m), primitives(m), null, null, p -> true);
        }
        return meshModels[m];
    }

    /** Node {@code i}'s mesh {@code m} with the node's levels of detail; one model for every node drawing the same. */
    private Model leveledModel(int i, int m) {
        Levels l = levels(i);
        if (l.size() == 0) {
            return meshModel(m);
        }
        String key = m + "/" + l.key();
        Model known = leveled.get(key);
        if (known != null) {
            return known;
        }
        List<ModelLod> lods = new ArrayList<>();
        for (int k = 0; k < l.size(); k++) {
            Node level = gltf.getNodes().get(l.nodes()[k]);
            Model cheaper = level.getMesh() == null
                    ? Model.of(level.getName() == null ? "nodes[" + l.nodes()[k] + "]" : level.getName(), List.of(), List.of(), List.of())
                    : meshModel(level.getMesh());
            lods.add(new ModelLod(l.distances()[k], cheaper));
        }
        Model out = meshModel(m).withLods(lods);
        leveled.put(key, out);
        return out;
    }

    /**
     * Node {@code i}'s {@code MSFT_lod} levels, checked: the ids nodes other than itself, the
     * distances in its {@code extras.lodDistances} one a level, finite, above 0 and rising.
     */
    private Levels levels(int i) {
        if (levels[i] != null) {
            return levels[i];
        }
        Node n = gltf.getNodes().get(i);
        Map<String, Object> ext = n.getExtensions();
        if (ext == null || !ext.containsKey("MSFT_lod")) {
            levels[i] = NO_LEVELS;
            return NO_LEVELS;
        }
        String at = "nodes[" + i + "].extensions.MSFT_lod";
        if (!(ext.get("MSFT_lod") instanceof Map<?, ?> lod) || !(lod.get("ids") instanceof List<?> ids)) {
            throw src.fail(at + ".ids", "missing: MSFT_lod lists its cheaper levels' nodes in ids");
        }
        int count = gltf.getNodes().size();
        int[] nodes = new int[ids.size()];
        for (int k = 0; k < ids.size(); k++) {
            if (!(ids.get(k) instanceof Integer id) || id < 0 || id >= count) {
                throw src.fail(at + ".ids[" + k + "]", ids.get(k) + " is not one of the " + count + " nodes");
            }
            if (id == i) {
                throw src.fail(at + ".ids[" + k + "]", "node " + i + " names itself as its own cheaper level");
            }
            nodes[k] = id;
        }
        Object raw = n.getExtras() instanceof Map<?, ?> extras ? extras.get("lodDistances") : null;
        if (raw == null) {
            LOG.log(System.Logger.Level.DEBUG, "{0}: nodes[{1}]: MSFT_lod without extras.lodDistances; its levels are left out",
                    src.name(), i);
            levels[i] = NO_LEVELS;
            return NO_LEVELS;
        }
        String dat = "nodes[" + i + "].extras.lodDistances";
        if (!(raw instanceof List<?> list) || list.size() != nodes.length) {
            throw src.fail(dat, "is not an array of " + nodes.length + " distances, one for each of MSFT_lod's ids");
        }
        double[] distances = new double[nodes.length];
        double last = 0;
        StringBuilder key = new StringBuilder();
        for (int k = 0; k < nodes.length; k++) {
            Object v = list.get(k);
            if (!(v instanceof Number num) || !Double.isFinite(num.doubleValue()) || !(num.doubleValue() > last)) {
                throw src.fail(dat + "[" + k + "]", v + " is not a distance in metres above " + (k == 0 ? "0" : "the level before's, " + last));
            }
            distances[k] = num.doubleValue();
            last = distances[k];
            key.append(nodes[k]).append('@').append(Double.doubleToLongBits(distances[k])).append(';');
        }
        levels[i] = new Levels(distances, nodes, key.toString());
        return levels[i];
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

    /**
     * Node {@code i}'s instances' tints from {@code EXT_mesh_gpu_instancing}'s {@code _COLOR}: 4
     * floats an instance (alpha 1 for a VEC3), empty when it has none. Float, or normalized
     * unsigned byte or short, as glTF allows for {@code COLOR_0}; every value finite and 0 or more.
     */
    private float[] tints(int i, int count) {
        Map<?, ?> attrs = (Map<?, ?>) ((Map<?, ?>) gltf.getNodes().get(i).getExtensions().get("EXT_mesh_gpu_instancing")).get("attributes");
        Object index = attrs.get("_COLOR");
        if (index == null) {
            return new float[0];
        }
        String at = "nodes[" + i + "].extensions.EXT_mesh_gpu_instancing.attributes._COLOR";
        int accessors = model.getAccessorModels().size();
        if (!(index instanceof Integer ix) || ix < 0 || ix >= accessors) {
            throw src.fail(at, index + " is not one of the " + accessors + " accessors");
        }
        AccessorModel a = model.getAccessorModels().get(ix);
        String type = a.getElementType().name();
        int ct = a.getComponentType();
        if (!type.equals("VEC3") && !type.equals("VEC4")) {
            throw src.fail(at, "accessor " + ix + " is " + type + "; instance colours are VEC3 or VEC4");
        }
        if (!(ct == 5126 || (a.isNormalized() && (ct == 5121 || ct == 5123)))) {
            throw src.fail(at, "accessor " + ix + " is of component type " + ct + (a.isNormalized() ? "" : " not normalized")
                    + "; instance colours are floats or normalized unsigned bytes or shorts");
        }
        if (a.getCount() != count) {
            throw src.fail(at, "accessor " + ix + " has " + a.getCount() + " elements for " + count + " instances");
        }
        List<BufferView> views = gltf.getBufferViews() == null ? List.of() : gltf.getBufferViews();
        float[] v = AccessorReader.floats(a, checks.sparse(ix), checks, views, null);
        int per = type.equals("VEC3") ? 3 : 4;
        float[] out = new float[4 * count];
        for (int k = 0; k < count; k++) {
            for (int c = 0; c < 4; c++) {
                float x = c < per ? v[per * k + c] : 1;
                if (!(x >= 0) || !Float.isFinite(x)) {
                    throw src.fail(at + "[" + k + "]", x + " is not a finite factor, 0 or more");
                }
                out[4 * k + c] = x;
            }
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
        float[] v = AccessorReader.floats(a, checks.sparse(ix), checks, views, null);
        for (int k = 0; k < v.length; k++) {
            if (!Float.isFinite(v[k])) {
                throw src.fail(at + "[" + k / a.getElementType().getNumComponents() + "]", v[k] + " is not finite");
            }
        }
        return v;
    }

    /**
     * One model of primitives: the materials they use in file order (then the default), the
     * textures those use in file order, each primitive moved by its matrix (none when {@code at} is
     * null) and its colours multiplied by its tint (none when {@code tints} or the tint is null).
     * A primitive {@code once} accepts is built by taking its arrays over: it must not be built again.
     */
    private Model build(String modelName, List<GltfMeshes.Prim> parts, List<float[]> at, List<float[]> tints,
            Predicate<GltfMeshes.Prim> once) {
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
            float[] tint = tints == null ? null : tints.get(k);
            float[] colours = tint == null ? p.colours() : tinted(p.colours(), p.positions().length / 3, tint);
            int material = p.material() < 0 ? defaultIndex : materialIndex[p.material()];
            try {
                ModelMesh mesh = adopt(p, colours, material, once.test(p));
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

    /**
     * Primitive {@code p} as a mesh: its arrays handed over when it is built {@code once}, else
     * copies of them (the colours are the caller's, new or copied by it when tinted). A primitive
     * whose read measured its box and made its normals unit length hands that over too, so the
     * mesh walks none of its arrays again; each copy is handed over the same way, so that every
     * build of a primitive gives the same bits.
     */
    private static ModelMesh adopt(GltfMeshes.Prim p, float[] colours, int material, boolean once) {
        float[] pos = p.positions(), nor = p.normals(), uvs = p.uvs(), col = colours, tan = p.tangents();
        int[] ix = p.indices();
        if (!once) {
            pos = pos.clone();
            nor = nor.clone();
            uvs = uvs.clone();
            col = colours == p.colours() ? col.clone() : col;
            tan = tan.clone();
            ix = ix.clone();
        }
        return p.box() == null
                ? MeshArrays.adoptChecked(p.name(), pos, nor, uvs, col, tan, ix, material)
                : MeshArrays.adoptChecked(p.name(), pos, nor, uvs, col, tan, ix, material, p.box(), p.zeroNormal());
    }

    /** A primitive's colours (white when it has none) multiplied by an instance's tint, in new arrays. */
    private static float[] tinted(float[] colours, int n, float[] tint) {
        float[] out = new float[4 * n];
        for (int v = 0; v < n; v++) {
            for (int c = 0; c < 4; c++) {
                out[4 * v + c] = (colours.length == 0 ? 1 : colours[4 * v + c]) * tint[c];
            }
        }
        return out;
    }
}
