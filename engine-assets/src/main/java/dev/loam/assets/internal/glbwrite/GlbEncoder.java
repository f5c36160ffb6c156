package dev.loam.assets.internal.glbwrite;

import dev.loam.assets.AssetException;
import dev.loam.core.internal.LoamJson;
import dev.loam.model.AlphaMode;
import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelLod;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.model.Sampler;
import dev.loam.model.TextureRef;
import dev.loam.model.Transforms;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Turns one {@link ModelScene} into GLB bytes: the glTF JSON laid out with Jackson's tree (keys
 * in a fixed order, so the same scene always gives the same bytes) and the binary chunk beside
 * it. One use: make a new encoder for each scene. What it writes:
 *
 * <ul>
 *   <li>a model: one glTF mesh of one primitive a {@link ModelMesh} (meshes with no triangles left
 *       out); the same model object at several nodes is written once;</li>
 *   <li>attributes: POSITION (with min and max), NORMAL, TEXCOORD_0, COLOR_0 (float RGBA, clamped
 *       to 0..1), TANGENT, each where the mesh has it; indices as unsigned byte, short or int,
 *       the smallest that holds the largest index below its restart value; a mesh with no UVs
 *       whose material has a texture gets UVs of (0, 0), the top-left texel, as GL reads an unset
 *       attribute;</li>
 *   <li>materials and textures deduplicated by value; textures as PNG in the binary chunk, samplers
 *       shared by value; {@code KHR_texture_transform}, {@code KHR_materials_unlit} and
 *       {@code KHR_materials_emissive_strength} (for emissive light above 1) where used;</li>
 *   <li>levels of detail as {@code MSFT_lod}: the node draws level 0; each cheaper level is a node
 *       of its own outside the scene's tree, listed in the extension's {@code ids}, with the
 *       distances in the node's {@code extras.lodDistances} (metres). A viewer without the
 *       extension shows the full model only;</li>
 *   <li>instance sets as {@code EXT_mesh_gpu_instancing}: TRANSLATION, ROTATION and SCALE
 *       decomposed from each matrix, and the tints, when the set has any, as the custom attribute
 *       {@code _COLOR} (float RGBA, linear);</li>
 *   <li>node transforms as {@code matrix} (left out for the identity), checked to have a TRS form.</li>
 * </ul>
 */
public final class GlbEncoder {
    /** The {@code asset.generator} every file names. */
    public static final String GENERATOR = "Loam GlbWriter";

    private static final int FLOAT = 5126, UNSIGNED_BYTE = 5121, UNSIGNED_SHORT = 5123, UNSIGNED_INT = 5125;
    private static final int ARRAY_BUFFER = 34962, ELEMENT_ARRAY_BUFFER = 34963;

    private final tools.jackson.databind.json.JsonMapper json = LoamJson.mapper();
    private final ArrayNode nodes = json.createArrayNode();
    private final ArrayNode meshes = json.createArrayNode();
    private final ArrayNode materials = json.createArrayNode();
    private final ArrayNode textures = json.createArrayNode();
    private final ArrayNode images = json.createArrayNode();
    private final ArrayNode samplers = json.createArrayNode();
    private final ArrayNode accessors = json.createArrayNode();
    private final ArrayNode bufferViews = json.createArrayNode();
    private final TreeSet<String> extensionsUsed = new TreeSet<>();
    private final Map<Model, Integer> meshIds = new IdentityHashMap<>();
    private final Map<Model, int[]> materialMaps = new IdentityHashMap<>();
    private final Map<ModelTexture, Integer> textureIds = new HashMap<>();
    /** The same, by object, so that a texture shared by many models is hashed once. */
    private final Map<ModelTexture, Integer> textureObjects = new IdentityHashMap<>();
    private final Map<Sampler, Integer> samplerIds = new HashMap<>();
    private final Map<MaterialKey, Integer> materialIds = new HashMap<>();
    private final Map<Integer, Integer> zeroUvs = new HashMap<>();
    private Bin bin;

    /** A material with its texture references already moved to the file's texture numbers. */
    private record MaterialKey(Material material) {
    }

    /** A new encoder for one scene. */
    public GlbEncoder() {
    }

    /**
     * The GLB of a scene.
     *
     * @throws AssetException naming the node or the instance whose matrix has no TRS form, or when
     *                        the scene's data would not fit one GLB
     */
    public byte[] encode(ModelScene scene) {
        bin = new Bin();
        ArrayNode roots = json.createArrayNode();
        for (int i = 0; i < scene.roots().size(); i++) {
            roots.add(node(scene.roots().get(i), "roots[" + i + "]"));
        }
        ObjectNode root = json.createObjectNode();
        ObjectNode asset = root.putObject("asset");
        asset.put("version", "2.0");
        asset.put("generator", GENERATOR);
        if (!extensionsUsed.isEmpty()) {
            ArrayNode used = root.putArray("extensionsUsed");
            extensionsUsed.forEach(used::add);
        }
        root.put("scene", 0);
        ObjectNode sceneNode = root.putArray("scenes").addObject();
        sceneNode.put("name", scene.name());
        if (!roots.isEmpty()) {
            sceneNode.set("nodes", roots);
        }
        putIfAny(root, "nodes", nodes);
        putIfAny(root, "meshes", meshes);
        putIfAny(root, "materials", materials);
        putIfAny(root, "textures", textures);
        putIfAny(root, "images", images);
        putIfAny(root, "samplers", samplers);
        putIfAny(root, "accessors", accessors);
        putIfAny(root, "bufferViews", bufferViews);
        int binLength = (bin.size() + 3) & ~3;
        if (binLength > 0) {
            root.putArray("buffers").addObject().put("byteLength", binLength);
        }
        byte[] text = json.writeValueAsBytes(root);
        int jsonLength = (text.length + 3) & ~3;
        long total = 12L + 8 + jsonLength + (binLength > 0 ? 8L + binLength : 0);
        if (total > Integer.MAX_VALUE - 8) {
            throw new AssetException("", "the scene would make a GLB of " + total + " bytes, more than one file can hold",
                    "export it in parts", null);
        }
        byte[] out = new byte[(int) total];
        ByteBuffer b = ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0x46546C67).putInt(2).putInt((int) total);
        b.putInt(jsonLength).putInt(0x4E4F534A).put(text);
        for (int i = text.length; i < jsonLength; i++) {
            b.put((byte) ' ');
        }
        if (binLength > 0) {
            b.putInt(binLength).putInt(0x004E4942);
            bin.copyTo(out, b.position());
        }
        return out;
    }

    private static void putIfAny(ObjectNode root, String key, ArrayNode list) {
        if (!list.isEmpty()) {
            root.set(key, list);
        }
    }

    // ---- nodes

    private int node(ModelNode n, String place) {
        int index = nodes.size();
        ObjectNode out = nodes.addObject();
        out.put("name", n.name());
        float[] m = n.matrix();
        if (!Arrays.equals(m, Transforms.identity())) {
            String why = Trs.decompose(m, new float[10]);
            if (why != null) {
                throw new AssetException(place + " (node \"" + n.name() + "\").matrix",
                        "a glTF node's matrix must split into translation, rotation and scale; this one cannot: " + why);
            }
            ArrayNode a = out.putArray("matrix");
            for (float v : m) {
                a.add(v);
            }
        }
        List<Integer> children = new ArrayList<>();
        if (n.model().isPresent()) {
            drawModel(out, n.model().get(), null);
        }
        if (n.instances().isPresent()) {
            InstanceSet set = n.instances().get();
            if (out.has("mesh") || out.has("extensions")) {
                int child = nodes.size();
                ObjectNode holder = nodes.addObject();
                holder.put("name", set.name());
                children.add(child);
                instances(holder, set);
            } else {
                instances(out, set);
            }
        }
        for (int i = 0; i < n.children().size(); i++) {
            children.add(node(n.children().get(i), place + ".children[" + i + "]"));
        }
        if (!children.isEmpty()) {
            ArrayNode c = out.putArray("children");
            children.forEach(c::add);
        }
        return index;
    }

    /** Gives a node the model's mesh, and its cheaper levels as {@code MSFT_lod} nodes, with instancing when given. */
    private void drawModel(ObjectNode out, Model model, ObjectNode instancing) {
        int mesh = mesh(model);
        if (mesh < 0) {
            return;
        }
        out.put("mesh", mesh);
        ObjectNode ext = null;
        if (instancing != null) {
            ext = out.putObject("extensions");
            ext.set("EXT_mesh_gpu_instancing", instancing);
        }
        List<Integer> ids = new ArrayList<>();
        List<Double> distances = new ArrayList<>();
        for (int i = 0; i < model.lods().size(); i++) {
            ModelLod lod = model.lods().get(i);
            int lodMesh = mesh(lod.model());
            if (lodMesh < 0) {
                continue;
            }
            int id = nodes.size();
            ObjectNode lodNode = nodes.addObject();
            lodNode.put("name", model.name() + " LOD " + (i + 1));
            lodNode.put("mesh", lodMesh);
            if (instancing != null) {
                lodNode.putObject("extensions").set("EXT_mesh_gpu_instancing", instancing.deepCopy());
            }
            ids.add(id);
            distances.add(lod.distance());
        }
        if (!ids.isEmpty()) {
            extensionsUsed.add("MSFT_lod");
            if (ext == null) {
                ext = out.putObject("extensions");
            }
            ArrayNode a = ext.putObject("MSFT_lod").putArray("ids");
            ids.forEach(a::add);
            ArrayNode d = out.putObject("extras").putArray("lodDistances");
            distances.forEach(d::add);
        }
    }

    private void instances(ObjectNode out, InstanceSet set) {
        int n = set.count();
        if (n == 0 || mesh(set.model()) < 0) {
            return;
        }
        float[] trs = new float[10 * n];
        float[] one = new float[10];
        FloatBuffer all = set.matrices();
        float[] m = new float[16];
        for (int i = 0; i < n; i++) {
            all.get(16 * i, m);
            String why = Trs.decompose(m, one);
            if (why != null) {
                throw new AssetException(set.name() + ".matrices[" + i + "]", "instance " + i + " of the set \""
                        + set.name() + "\" cannot be written as EXT_mesh_gpu_instancing, which holds translation, "
                        + "rotation and scale only: " + why);
            }
            System.arraycopy(one, 0, trs, 10 * i, 10);
        }
        ObjectNode inst = json.createObjectNode();
        ObjectNode attributes = inst.putObject("attributes");
        attributes.put("TRANSLATION", instanceAccessor(trs, n, 0, 3));
        attributes.put("ROTATION", instanceAccessor(trs, n, 3, 4));
        attributes.put("SCALE", instanceAccessor(trs, n, 7, 3));
        if (set.hasTints()) {
            FloatBuffer tints = set.tints();
            float[] t = new float[4 * n];
            for (int i = 0; i < 4 * n; i++) {
                float v = tints.get(i);
                t[i] = i % 4 == 3 ? Math.min(1, v) : v;
            }
            int start = bin.begin(16L * n);
            bin.floats(t);
            attributes.put("_COLOR", accessor(view(start, 16 * n, 0), FLOAT, n, "VEC4"));
        }
        extensionsUsed.add("EXT_mesh_gpu_instancing");
        drawModel(out, set.model(), inst);
    }

    private int instanceAccessor(float[] trs, int n, int from, int width) {
        float[] values = new float[width * n];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < width; k++) {
                values[width * i + k] = trs[10 * i + from + k];
            }
        }
        int start = bin.begin(4L * width * n);
        bin.floats(values);
        return accessor(view(start, 4 * width * n, 0), FLOAT, n, width == 3 ? "VEC3" : "VEC4");
    }

    // ---- meshes

    /** The glTF mesh of a model, written on first use; −1 when it has no triangles to draw. */
    private int mesh(Model model) {
        Integer known = meshIds.get(model);
        if (known != null) {
            return known;
        }
        int[] materialMap = materialMap(model);
        ArrayNode primitives = json.createArrayNode();
        for (ModelMesh mesh : model.meshes()) {
            if (mesh.vertexCount() == 0 || mesh.indexCount() == 0) {
                continue;
            }
            ObjectNode p = primitives.addObject();
            ObjectNode attributes = p.putObject("attributes");
            attributes.put("POSITION", positions(mesh));
            if (mesh.hasNormals()) {
                attributes.put("NORMAL", floats(mesh.normals(), mesh.vertexCount(), "VEC3"));
            }
            if (mesh.hasTangents()) {
                attributes.put("TANGENT", floats(mesh.tangents(), mesh.vertexCount(), "VEC4"));
            }
            if (mesh.hasUvs()) {
                attributes.put("TEXCOORD_0", floats(mesh.uvs(), mesh.vertexCount(), "VEC2"));
            } else if (textured(model.materials().get(mesh.material()))) {
                // A textured material needs UVs; with none, every vertex reads the top-left texel, as
                // a GL attribute left unset (0, 0) does.
                attributes.put("TEXCOORD_0", zeroUvs.computeIfAbsent(mesh.vertexCount(), this::zeroUvs));
            }
            if (mesh.hasColours()) {
                attributes.put("COLOR_0", colours(mesh));
            }
            p.put("indices", indices(mesh));
            p.put("material", materialMap[mesh.material()]);
        }
        int id = -1;
        if (!primitives.isEmpty()) {
            id = meshes.size();
            ObjectNode m = meshes.addObject();
            m.put("name", model.name());
            m.set("primitives", primitives);
        }
        meshIds.put(model, id);
        return id;
    }

    private static boolean textured(Material m) {
        return m.baseColorTexture().isPresent() || m.emissiveTexture().isPresent() || m.metallicRoughnessTexture().isPresent()
                || m.normalTexture().isPresent() || m.occlusionTexture().isPresent();
    }

    private int zeroUvs(int vertices) {
        return floats(FloatBuffer.wrap(new float[2 * vertices]), vertices, "VEC2");
    }

    private int positions(ModelMesh mesh) {
        FloatBuffer p = mesh.positions();
        int n = mesh.vertexCount();
        // Each component's first least and first greatest value (so a −0 after a 0 is not taken).
        float x0 = Float.POSITIVE_INFINITY, y0 = x0, z0 = x0, x1 = Float.NEGATIVE_INFINITY, y1 = x1, z1 = x1;
        for (int i = 0; i < 3 * n; i += 3) {
            float x = p.get(i), y = p.get(i + 1), z = p.get(i + 2);
            if (x < x0) {
                x0 = x;
            }
            if (x > x1) {
                x1 = x;
            }
            if (y < y0) {
                y0 = y;
            }
            if (y > y1) {
                y1 = y;
            }
            if (z < z0) {
                z0 = z;
            }
            if (z > z1) {
                z1 = z;
            }
        }
        float[] min = {x0, y0, z0}, max = {x1, y1, z1};
        int a = floats(p, n, "VEC3");
        ObjectNode acc = (ObjectNode) accessors.get(a);
        ArrayNode lo = acc.putArray("min"), hi = acc.putArray("max");
        for (int k = 0; k < 3; k++) {
            // As doubles, so the text reads back as exactly the float that bounds the data.
            lo.add((double) min[k]);
            hi.add((double) max[k]);
        }
        return a;
    }

    private int floats(FloatBuffer values, int count, String type) {
        int start = bin.begin(4L * values.remaining());
        int length = 4 * values.remaining();
        bin.floats(values);
        return accessor(view(start, length, ARRAY_BUFFER), FLOAT, count, type);
    }

    private int colours(ModelMesh mesh) {
        FloatBuffer c = mesh.colours();
        int n = c.remaining();
        boolean inRange = true;
        for (int i = 0; i < n && inRange; i++) {
            float v = c.get(i);
            inRange = v >= 0 && v <= 1;
        }
        int start = bin.begin(4L * n);
        if (inRange) {
            bin.floats(c);
        } else {
            float[] clamped = new float[n];
            for (int i = 0; i < n; i++) {
                float v = c.get(i);
                clamped[i] = v < 0 ? 0 : v > 1 ? 1 : v;
            }
            bin.floats(clamped);
        }
        return accessor(view(start, 4 * n, ARRAY_BUFFER), FLOAT, mesh.vertexCount(), "VEC4");
    }

    private int indices(ModelMesh mesh) {
        IntBuffer ix = mesh.indices();
        int n = ix.remaining();
        int max = 0;
        for (int i = 0; i < n; i++) {
            max = Math.max(max, ix.get(i));
        }
        int type, size;
        if (max < 0xff) {
            type = UNSIGNED_BYTE;
            size = 1;
        } else if (max < 0xffff) {
            type = UNSIGNED_SHORT;
            size = 2;
        } else {
            type = UNSIGNED_INT;
            size = 4;
        }
        int start = bin.begin((long) size * n);
        if (size == 1) {
            bin.bytes(ix);
        } else if (size == 2) {
            bin.shorts(ix);
        } else {
            bin.ints(ix);
        }
        return accessor(view(start, size * n, ELEMENT_ARRAY_BUFFER), type, n, "SCALAR");
    }

    private int view(int start, int length, int target) {
        int id = bufferViews.size();
        ObjectNode v = bufferViews.addObject();
        v.put("buffer", 0);
        if (start > 0) {
            v.put("byteOffset", start);
        }
        v.put("byteLength", length);
        if (target != 0) {
            v.put("target", target);
        }
        return id;
    }

    private int accessor(int view, int componentType, int count, String type) {
        int id = accessors.size();
        ObjectNode a = accessors.addObject();
        a.put("bufferView", view);
        a.put("componentType", componentType);
        a.put("count", count);
        a.put("type", type);
        return id;
    }

    // ---- materials and textures

    private int[] materialMap(Model model) {
        int[] known = materialMaps.get(model);
        if (known != null) {
            return known;
        }
        // The textures the materials use, in the model's order, so that the file keeps that order.
        int[] textureMap = new int[model.textures().size()];
        boolean[] used = new boolean[textureMap.length];
        for (Material m : model.materials()) {
            for (Optional<TextureRef> r : List.of(m.baseColorTexture(), m.emissiveTexture(), m.metallicRoughnessTexture(),
                    m.normalTexture(), m.occlusionTexture())) {
                r.ifPresent(t -> used[t.texture()] = true);
            }
        }
        for (int i = 0; i < textureMap.length; i++) {
            textureMap[i] = used[i] ? texture(model.textures().get(i)) : -1;
        }
        int[] map = new int[model.materials().size()];
        for (int i = 0; i < map.length; i++) {
            Material local = model.materials().get(i);
            Material global = new Material(local.name(), local.baseColor(), ref(local.baseColorTexture(), textureMap),
                    local.alphaMode(), local.alphaCutoff(), local.doubleSided(), local.emissive(),
                    ref(local.emissiveTexture(), textureMap), local.metallic(), local.roughness(),
                    ref(local.metallicRoughnessTexture(), textureMap), ref(local.normalTexture(), textureMap),
                    ref(local.occlusionTexture(), textureMap), local.unlit());
            map[i] = materialIds.computeIfAbsent(new MaterialKey(global), k -> material(k.material()));
        }
        materialMaps.put(model, map);
        return map;
    }

    private static Optional<TextureRef> ref(Optional<TextureRef> local, int[] textureMap) {
        if (local.isEmpty()) {
            return local;
        }
        TextureRef r = local.get();
        return Optional.of(r.withTexture(textureMap[r.texture()]));
    }

    private int material(Material m) {
        int id = materials.size();
        ObjectNode out = materials.addObject();
        out.put("name", m.name());
        ObjectNode pbr = out.putObject("pbrMetallicRoughness");
        Rgba c = m.baseColor();
        pbr.putArray("baseColorFactor").add(c.r()).add(c.g()).add(c.b()).add(c.a());
        m.baseColorTexture().ifPresent(t -> pbr.set("baseColorTexture", textureInfo(t, null)));
        pbr.put("metallicFactor", m.metallic());
        pbr.put("roughnessFactor", m.roughness());
        m.metallicRoughnessTexture().ifPresent(t -> pbr.set("metallicRoughnessTexture", textureInfo(t, null)));
        m.normalTexture().ifPresent(t -> out.set("normalTexture", textureInfo(t, "scale")));
        m.occlusionTexture().ifPresent(t -> out.set("occlusionTexture", textureInfo(t, "strength")));
        m.emissiveTexture().ifPresent(t -> out.set("emissiveTexture", textureInfo(t, null)));
        Rgba e = m.emissive();
        float strength = Math.max(e.r(), Math.max(e.g(), e.b()));
        if (strength > 0) {
            float k = strength > 1 ? strength : 1;
            out.putArray("emissiveFactor").add(e.r() / k).add(e.g() / k).add(e.b() / k);
        }
        if (m.alphaMode() != AlphaMode.OPAQUE) {
            out.put("alphaMode", m.alphaMode().name());
        }
        if (m.alphaMode() == AlphaMode.MASK) {
            out.put("alphaCutoff", m.alphaCutoff());
        }
        if (m.doubleSided()) {
            out.put("doubleSided", true);
        }
        if (m.unlit() || strength > 1) {
            ObjectNode ext = out.putObject("extensions");
            if (strength > 1) {
                extensionsUsed.add("KHR_materials_emissive_strength");
                ext.putObject("KHR_materials_emissive_strength").put("emissiveStrength", strength);
            }
            if (m.unlit()) {
                extensionsUsed.add("KHR_materials_unlit");
                ext.putObject("KHR_materials_unlit");
            }
        }
        return id;
    }

    private ObjectNode textureInfo(TextureRef t, String strengthKey) {
        ObjectNode info = json.createObjectNode();
        info.put("index", t.texture());
        if (strengthKey != null && t.strength() != 1) {
            info.put(strengthKey, t.strength());
        }
        if (!t.isIdentity()) {
            extensionsUsed.add("KHR_texture_transform");
            ObjectNode x = info.putObject("extensions").putObject("KHR_texture_transform");
            if (t.offsetU() != 0 || t.offsetV() != 0) {
                x.putArray("offset").add(t.offsetU()).add(t.offsetV());
            }
            if (t.rotation() != 0) {
                x.put("rotation", t.rotation());
            }
            if (t.scaleU() != 1 || t.scaleV() != 1) {
                x.putArray("scale").add(t.scaleU()).add(t.scaleV());
            }
        }
        return info;
    }

    private int texture(ModelTexture t) {
        Integer known = textureObjects.get(t);
        if (known == null) {
            known = textureIds.get(t);
        }
        if (known != null) {
            textureObjects.put(t, known);
            return known;
        }
        byte[] png = Png.encode(t.width(), t.height(), t.pixels());
        int start = bin.begin(png.length);
        bin.bytes(png);
        int image = images.size();
        ObjectNode img = images.addObject();
        img.put("name", t.name());
        img.put("mimeType", "image/png");
        img.put("bufferView", view(start, png.length, 0));
        int sampler = samplerIds.computeIfAbsent(t.sampler(), this::sampler);
        int id = textures.size();
        ObjectNode tex = textures.addObject();
        tex.put("name", t.name());
        tex.put("sampler", sampler);
        tex.put("source", image);
        textureIds.put(t, id);
        textureObjects.put(t, id);
        return id;
    }

    private int sampler(Sampler s) {
        int id = samplers.size();
        ObjectNode out = samplers.addObject();
        out.put("magFilter", s.magFilter() == Sampler.Filter.NEAREST ? 9728 : 9729);
        int min;
        if (!s.mipmaps()) {
            min = s.minFilter() == Sampler.Filter.NEAREST ? 9728 : 9729;
        } else {
            min = s.minFilter() == Sampler.Filter.NEAREST ? 9984 : 9987;
        }
        out.put("minFilter", min);
        out.put("wrapS", wrap(s.wrapU()));
        out.put("wrapT", wrap(s.wrapV()));
        return id;
    }

    private static int wrap(Sampler.Wrap w) {
        return switch (w) {
            case REPEAT -> 10497;
            case CLAMP_TO_EDGE -> 33071;
            case MIRRORED_REPEAT -> 33648;
        };
    }
}
