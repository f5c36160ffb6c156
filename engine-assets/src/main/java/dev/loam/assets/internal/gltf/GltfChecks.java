package dev.loam.assets.internal.gltf;

import de.javagl.jgltf.impl.v2.Accessor;
import de.javagl.jgltf.impl.v2.AccessorSparse;
import de.javagl.jgltf.impl.v2.Buffer;
import de.javagl.jgltf.impl.v2.BufferView;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.impl.v2.Image;
import de.javagl.jgltf.impl.v2.Material;
import de.javagl.jgltf.impl.v2.MaterialPbrMetallicRoughness;
import de.javagl.jgltf.impl.v2.Mesh;
import de.javagl.jgltf.impl.v2.MeshPrimitive;
import de.javagl.jgltf.impl.v2.Node;
import de.javagl.jgltf.impl.v2.Sampler;
import de.javagl.jgltf.impl.v2.Scene;
import de.javagl.jgltf.impl.v2.Texture;
import de.javagl.jgltf.impl.v2.TextureInfo;
import de.javagl.jgltf.model.ElementType;
import dev.loam.model.ModelNode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a parsed glTF document against itself and the bytes it has before jgltf builds its model
 * from it: every index inside its list, every required value present, every buffer view inside its
 * buffer, every accessor's count × stride inside its buffer view, every buffer's bytes present, the
 * node tree a tree, the extensions it requires ones Loam reads. What passes cannot make jgltf's
 * model builder fail or allocate more than the file holds (an accessor with no buffer view, all
 * zeros, is held to {@link #MAX_ZERO_ACCESSOR_BYTES}).
 *
 * <p>It also takes out what Loam does not read, so that jgltf never looks at it: animations,
 * skins, cameras and morph targets (a skinned mesh is read in its bind pose, a morphed one in its
 * base shape), and sparse accessors, which it keeps apart ({@link #sparse(int)}) and applies itself
 * (jgltf 2.0.4 reads a sparse accessor's base values from the start of its buffer view, ignoring
 * the accessor's offset and the view's stride). Every buffer's and image's URI is swapped for a
 * key, its bytes resolved here ({@link #buffer(int)}) or, for images, later and only when used.
 */
public final class GltfChecks {
    /** The extensions a file may require. */
    public static final Set<String> SUPPORTED = Set.of("KHR_materials_unlit", "KHR_texture_transform",
            "KHR_mesh_quantization", "EXT_mesh_gpu_instancing", "KHR_materials_emissive_strength", "MSFT_lod");
    /** The most bytes one accessor with no buffer view (all zeros, or a sparse accessor's dense copy) may take, 64 MiB. */
    public static final long MAX_ZERO_ACCESSOR_BYTES = 64L << 20;
    /** The most bytes all such accessors together may take, 256 MiB. */
    public static final long MAX_ZERO_TOTAL_BYTES = 256L << 20;

    private final GlTF gltf;
    private final GltfSource src;
    private final ByteBuffer[] buffers;
    private final AccessorSparse[] sparse;
    private final String[] imageUris;
    private final int[] parents;

    private GltfChecks(GlTF gltf, GltfSource src) {
        this.gltf = gltf;
        this.src = src;
        this.buffers = new ByteBuffer[size(gltf.getBuffers())];
        this.sparse = new AccessorSparse[size(gltf.getAccessors())];
        this.imageUris = new String[size(gltf.getImages())];
        this.parents = new int[size(gltf.getNodes())];
    }

    /**
     * Checks {@code gltf} and resolves its buffers.
     *
     * @param binary the GLB file's BIN chunk, or null
     * @throws dev.loam.assets.AssetException naming the first place that is wrong
     */
    public static GltfChecks check(GlTF gltf, ByteBuffer binary, GltfSource src) {
        GltfChecks c = new GltfChecks(gltf, src);
        c.asset();
        c.strip();
        c.buffers(binary);
        c.bufferViews();
        c.accessors();
        c.images();
        c.samplersAndTextures();
        c.materials();
        c.meshes();
        c.nodes();
        c.scenes();
        return c;
    }

    /** Buffer {@code i}'s bytes, little-endian, at least its declared length. */
    public ByteBuffer buffer(int i) {
        return buffers[i];
    }

    /** Accessor {@code i}'s sparse substitution, or null for a dense accessor. */
    public AccessorSparse sparse(int i) {
        return sparse[i];
    }

    /** Image {@code i}'s URI as the file gave it, or null for an image in a buffer view. */
    public String imageUri(int i) {
        return imageUris[i];
    }

    /** Node {@code i}'s parent, or −1 for a root. */
    public int parent(int i) {
        return parents[i];
    }

    /** The key buffer {@code i}'s URI is replaced with, under which its bytes are handed to jgltf. */
    public static String bufferKey(int i) {
        return "loam-buffer-" + i + ".bin";
    }

    private void asset() {
        if (gltf.getAsset() == null || gltf.getAsset().getVersion() == null) {
            throw src.fail("asset.version", "missing: a glTF file says its version (\"2.0\")");
        }
        String v = gltf.getAsset().getVersion();
        if (!(v.equals("2") || v.startsWith("2."))) {
            throw src.fail("asset.version", "\"" + v + "\" is not glTF 2.x (glTF 1.0 files are not read)");
        }
        List<String> required = gltf.getExtensionsRequired();
        if (required != null) {
            List<String> missing = new ArrayList<>();
            for (String e : required) {
                if (e == null || !SUPPORTED.contains(e)) {
                    missing.add(String.valueOf(e));
                }
            }
            if (!missing.isEmpty()) {
                throw src.fail("extensionsRequired", "the file requires " + String.join(", ", missing)
                        + ", which Loam does not read (it reads " + String.join(", ", new java.util.TreeSet<>(SUPPORTED)) + ")");
            }
        }
    }

    private void strip() {
        gltf.setAnimations(null);
        gltf.setSkins(null);
        gltf.setCameras(null);
        for (Node n : list(gltf.getNodes())) {
            if (n != null) {
                n.setSkin(null);
                n.setCamera(null);
                n.setWeights(null);
            }
        }
        for (Mesh m : list(gltf.getMeshes())) {
            if (m != null) {
                m.setWeights(null);
                for (MeshPrimitive p : list(m.getPrimitives())) {
                    if (p != null) {
                        p.setTargets(null);
                    }
                }
            }
        }
    }

    private void buffers(ByteBuffer binary) {
        List<Buffer> list = list(gltf.getBuffers());
        for (int i = 0; i < list.size(); i++) {
            String at = "buffers[" + i + "]";
            Buffer b = notNull(list.get(i), at);
            int length = required(b.getByteLength(), at + ".byteLength");
            ByteBuffer data;
            String uri = b.getUri();
            if (uri == null) {
                if (i != 0 || binary == null) {
                    throw src.fail(at + ".uri", "missing: only the first buffer of a GLB file with a BIN chunk may"
                            + " leave out its URI");
                }
                if (binary.capacity() < length) {
                    throw src.fail(at + ".byteLength", "declares " + length + " bytes but the BIN chunk has "
                            + binary.capacity());
                }
                data = binary;
            } else {
                byte[] bytes = GltfUris.bytes(uri, at + ".uri", src);
                if (bytes.length < length) {
                    throw src.fail(at + ".byteLength", "declares " + length + " bytes but " + GltfUris.shortened(uri)
                            + " holds " + bytes.length);
                }
                data = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
            }
            b.setUri(bufferKey(i));
            buffers[i] = data;
        }
    }

    private void bufferViews() {
        List<BufferView> list = list(gltf.getBufferViews());
        List<Buffer> bufferList = list(gltf.getBuffers());
        for (int i = 0; i < list.size(); i++) {
            String at = "bufferViews[" + i + "]";
            BufferView v = notNull(list.get(i), at);
            int buffer = index(v.getBuffer(), bufferList.size(), at + ".buffer", "buffers");
            int offset = v.getByteOffset() == null ? 0 : v.getByteOffset();
            if (offset < 0) {
                throw src.fail(at + ".byteOffset", offset + " is negative");
            }
            int length = required(v.getByteLength(), at + ".byteLength");
            long declared = bufferList.get(buffer).getByteLength();
            if ((long) offset + length > declared) {
                throw src.fail(at, "bytes " + offset + " to " + ((long) offset + length) + " lie past the end of buffer "
                        + buffer + " (" + declared + " bytes)");
            }
            Integer stride = v.getByteStride();
            if (stride != null && (stride < 1 || stride > 252)) {
                throw src.fail(at + ".byteStride", stride + " is outside 1..252");
            }
        }
    }

    private void accessors() {
        List<Accessor> list = list(gltf.getAccessors());
        List<BufferView> views = list(gltf.getBufferViews());
        long zeros = 0;
        for (int i = 0; i < list.size(); i++) {
            String at = "accessors[" + i + "]";
            Accessor a = notNull(list.get(i), at);
            int componentType = required(a.getComponentType(), at + ".componentType");
            int componentBytes = componentBytes(componentType);
            if (componentBytes == 0) {
                throw src.fail(at + ".componentType", componentType + " is not a glTF component type"
                        + " (5120, 5121, 5122, 5123, 5125 or 5126)");
            }
            String type = a.getType();
            if (type == null || !ElementType.contains(type)) {
                throw src.fail(at + ".type", type == null ? "missing" : "\"" + type + "\" is not a glTF accessor type");
            }
            ElementType element = ElementType.forString(type);
            int count = required(a.getCount(), at + ".count");
            int offset = a.getByteOffset() == null ? 0 : a.getByteOffset();
            if (offset < 0) {
                throw src.fail(at + ".byteOffset", offset + " is negative");
            }
            long elementBytes = element.getByteStride(componentType);
            if (a.getBufferView() != null) {
                int view = index(a.getBufferView(), views.size(), at + ".bufferView", "bufferViews");
                BufferView v = views.get(view);
                long stride = v.getByteStride() == null ? elementBytes : v.getByteStride();
                if (stride < elementBytes) {
                    throw src.fail(at, "its buffer view's byteStride " + stride + " is less than its " + elementBytes
                            + "-byte elements");
                }
                long needed = offset + stride * (count - 1) + elementBytes;
                if (needed > v.getByteLength()) {
                    throw src.fail(at, count + " elements of " + elementBytes + " bytes, " + stride + " apart from byte "
                            + offset + ", need " + needed + " bytes; buffer view " + view + " has " + v.getByteLength());
                }
            } else if (offset != 0) {
                throw src.fail(at + ".byteOffset", "an accessor with no buffer view cannot have a byte offset");
            }
            if (a.getBufferView() == null || a.getSparse() != null) {
                long bytes = elementBytes * count;
                zeros += bytes;
                if (bytes > MAX_ZERO_ACCESSOR_BYTES || zeros > MAX_ZERO_TOTAL_BYTES) {
                    throw src.fail(at + ".count", count + " elements of " + elementBytes + " bytes with no buffer view behind"
                            + " them (or sparse) is more than a file may declare (" + MAX_ZERO_ACCESSOR_BYTES
                            + " bytes an accessor, " + MAX_ZERO_TOTAL_BYTES + " in all)");
                }
            }
            if (a.getSparse() != null) {
                sparse[i] = a.getSparse();
                checkSparse(a, at + ".sparse", count, componentType, element, views);
                a.setSparse(null);
            }
        }
    }

    private void checkSparse(Accessor a, String at, int count, int componentType, ElementType element, List<BufferView> views) {
        AccessorSparse s = a.getSparse();
        int n = required(s.getCount(), at + ".count");
        if (n > count) {
            throw src.fail(at + ".count", n + " substitutions is more than the accessor's " + count + " elements");
        }
        var ix = s.getIndices();
        if (ix == null) {
            throw src.fail(at + ".indices", "missing");
        }
        int ixType = required(ix.getComponentType(), at + ".indices.componentType");
        int ixBytes = ixType == 5121 ? 1 : ixType == 5123 ? 2 : ixType == 5125 ? 4 : 0;
        if (ixBytes == 0) {
            throw src.fail(at + ".indices.componentType", ixType + " is not 5121, 5123 or 5125 (unsigned byte, short or int)");
        }
        int ixView = index(ix.getBufferView(), views.size(), at + ".indices.bufferView", "bufferViews");
        int ixOffset = ix.getByteOffset() == null ? 0 : ix.getByteOffset();
        if (ixOffset < 0 || (long) ixOffset + (long) n * ixBytes > views.get(ixView).getByteLength()) {
            throw src.fail(at + ".indices", n + " indices of " + ixBytes + " bytes from byte " + ixOffset
                    + " lie past the end of buffer view " + ixView + " (" + views.get(ixView).getByteLength() + " bytes)");
        }
        var values = s.getValues();
        if (values == null) {
            throw src.fail(at + ".values", "missing");
        }
        int vView = index(values.getBufferView(), views.size(), at + ".values.bufferView", "bufferViews");
        int vOffset = values.getByteOffset() == null ? 0 : values.getByteOffset();
        long elementBytes = element.getByteStride(componentType);
        if (vOffset < 0 || vOffset + n * elementBytes > views.get(vView).getByteLength()) {
            throw src.fail(at + ".values", n + " values of " + elementBytes + " bytes from byte " + vOffset
                    + " lie past the end of buffer view " + vView + " (" + views.get(vView).getByteLength() + " bytes)");
        }
        BufferView v = views.get(ixView);
        ByteBuffer data = buffers[v.getBuffer()];
        long base = (v.getByteOffset() == null ? 0 : v.getByteOffset()) + (long) ixOffset;
        long last = -1;
        for (int k = 0; k < n; k++) {
            int p = (int) (base + (long) k * ixBytes);
            long index = ixBytes == 1 ? data.get(p) & 0xff : ixBytes == 2 ? data.getShort(p) & 0xffff : data.getInt(p) & 0xffffffffL;
            if (index >= count) {
                throw src.fail(at + ".indices[" + k + "]", index + " is not one of the accessor's " + count + " elements");
            }
            if (index <= last) {
                throw src.fail(at + ".indices[" + k + "]", index + " does not follow " + last + ": sparse indices must rise");
            }
            last = index;
        }
    }

    private void images() {
        List<Image> list = list(gltf.getImages());
        int views = size(gltf.getBufferViews());
        for (int i = 0; i < list.size(); i++) {
            String at = "images[" + i + "]";
            Image im = notNull(list.get(i), at);
            if (im.getBufferView() != null) {
                index(im.getBufferView(), views, at + ".bufferView", "bufferViews");
            } else if (im.getUri() == null) {
                throw src.fail(at, "has neither a uri nor a bufferView");
            } else {
                imageUris[i] = im.getUri();
                im.setUri("loam-image-" + i);
            }
            if (im.getMimeType() == null) {
                im.setMimeType("application/octet-stream");
            }
        }
    }

    private void samplersAndTextures() {
        List<Sampler> samplers = list(gltf.getSamplers());
        for (int i = 0; i < samplers.size(); i++) {
            String at = "samplers[" + i + "]";
            Sampler s = notNull(samplers.get(i), at);
            oneOf(s.getMagFilter(), at + ".magFilter", 9728, 9729);
            oneOf(s.getMinFilter(), at + ".minFilter", 9728, 9729, 9984, 9985, 9986, 9987);
            oneOf(s.getWrapS(), at + ".wrapS", 33071, 33648, 10497);
            oneOf(s.getWrapT(), at + ".wrapT", 33071, 33648, 10497);
        }
        List<Texture> textures = list(gltf.getTextures());
        int images = size(gltf.getImages());
        for (int i = 0; i < textures.size(); i++) {
            String at = "textures[" + i + "]";
            Texture t = notNull(textures.get(i), at);
            if (t.getSampler() != null) {
                index(t.getSampler(), samplers.size(), at + ".sampler", "samplers");
            }
            if (t.getSource() != null) {
                index(t.getSource(), images, at + ".source", "images");
            }
        }
    }

    private void materials() {
        List<Material> list = list(gltf.getMaterials());
        int textures = size(gltf.getTextures());
        for (int i = 0; i < list.size(); i++) {
            String at = "materials[" + i + "]";
            Material m = notNull(list.get(i), at);
            MaterialPbrMetallicRoughness pbr = m.getPbrMetallicRoughness();
            if (pbr != null) {
                textureInfo(pbr.getBaseColorTexture(), at + ".pbrMetallicRoughness.baseColorTexture", textures);
                textureInfo(pbr.getMetallicRoughnessTexture(), at + ".pbrMetallicRoughness.metallicRoughnessTexture", textures);
                float[] f = pbr.getBaseColorFactor();
                if (f != null) {
                    checkFloats(f, 4, 0, 1, at + ".pbrMetallicRoughness.baseColorFactor");
                }
                range(pbr.getMetallicFactor(), 0, 1, at + ".pbrMetallicRoughness.metallicFactor");
                range(pbr.getRoughnessFactor(), 0, 1, at + ".pbrMetallicRoughness.roughnessFactor");
            }
            if (m.getNormalTexture() != null) {
                index(m.getNormalTexture().getIndex(), textures, at + ".normalTexture.index", "textures");
                texCoord(m.getNormalTexture().getTexCoord(), at + ".normalTexture.texCoord");
                range(m.getNormalTexture().getScale(), -Float.MAX_VALUE, Float.MAX_VALUE, at + ".normalTexture.scale");
            }
            if (m.getOcclusionTexture() != null) {
                index(m.getOcclusionTexture().getIndex(), textures, at + ".occlusionTexture.index", "textures");
                texCoord(m.getOcclusionTexture().getTexCoord(), at + ".occlusionTexture.texCoord");
                range(m.getOcclusionTexture().getStrength(), 0, 1, at + ".occlusionTexture.strength");
            }
            textureInfo(m.getEmissiveTexture(), at + ".emissiveTexture", textures);
            if (m.getEmissiveFactor() != null) {
                checkFloats(m.getEmissiveFactor(), 3, 0, Float.MAX_VALUE, at + ".emissiveFactor");
            }
            String mode = m.getAlphaMode();
            if (mode != null && !(mode.equals("OPAQUE") || mode.equals("MASK") || mode.equals("BLEND"))) {
                throw src.fail(at + ".alphaMode", "\"" + mode + "\" is not OPAQUE, MASK or BLEND");
            }
            range(m.getAlphaCutoff(), 0, Float.MAX_VALUE, at + ".alphaCutoff");
        }
    }

    private void textureInfo(TextureInfo t, String at, int textures) {
        if (t != null) {
            index(t.getIndex(), textures, at + ".index", "textures");
            texCoord(t.getTexCoord(), at + ".texCoord");
        }
    }

    private void texCoord(Integer t, String at) {
        if (t != null && t < 0) {
            throw src.fail(at, t + " is negative");
        }
    }

    private void meshes() {
        List<Mesh> list = list(gltf.getMeshes());
        int accessors = size(gltf.getAccessors());
        int materials = size(gltf.getMaterials());
        for (int i = 0; i < list.size(); i++) {
            String at = "meshes[" + i + "]";
            Mesh m = notNull(list.get(i), at);
            List<MeshPrimitive> ps = m.getPrimitives();
            if (ps == null || ps.isEmpty()) {
                throw src.fail(at + ".primitives", "missing: a mesh has at least one primitive");
            }
            for (int p = 0; p < ps.size(); p++) {
                String pat = at + ".primitives[" + p + "]";
                MeshPrimitive prim = notNull(ps.get(p), pat);
                Map<String, Integer> attributes = prim.getAttributes();
                if (attributes == null || attributes.isEmpty()) {
                    throw src.fail(pat + ".attributes", "missing: a primitive has at least POSITION");
                }
                for (Map.Entry<String, Integer> e : attributes.entrySet()) {
                    index(e.getValue(), accessors, pat + ".attributes." + e.getKey(), "accessors");
                }
                if (prim.getIndices() != null) {
                    index(prim.getIndices(), accessors, pat + ".indices", "accessors");
                }
                if (prim.getMaterial() != null) {
                    index(prim.getMaterial(), materials, pat + ".material", "materials");
                }
                int mode = prim.getMode() == null ? 4 : prim.getMode();
                if (mode < 0 || mode > 6) {
                    throw src.fail(pat + ".mode", mode + " is not a glTF primitive mode (0 to 6)");
                }
            }
        }
    }

    private void nodes() {
        List<Node> list = list(gltf.getNodes());
        int meshes = size(gltf.getMeshes());
        java.util.Arrays.fill(parents, -1);
        for (int i = 0; i < list.size(); i++) {
            String at = "nodes[" + i + "]";
            Node n = notNull(list.get(i), at);
            if (n.getMesh() != null) {
                index(n.getMesh(), meshes, at + ".mesh", "meshes");
            }
            if (n.getMatrix() != null) {
                checkFloats(n.getMatrix(), 16, -Float.MAX_VALUE, Float.MAX_VALUE, at + ".matrix");
            }
            if (n.getTranslation() != null) {
                checkFloats(n.getTranslation(), 3, -Float.MAX_VALUE, Float.MAX_VALUE, at + ".translation");
            }
            if (n.getRotation() != null) {
                checkFloats(n.getRotation(), 4, -Float.MAX_VALUE, Float.MAX_VALUE, at + ".rotation");
            }
            if (n.getScale() != null) {
                checkFloats(n.getScale(), 3, -Float.MAX_VALUE, Float.MAX_VALUE, at + ".scale");
            }
            List<Integer> children = list(n.getChildren());
            for (int k = 0; k < children.size(); k++) {
                int c = index(children.get(k), list.size(), at + ".children[" + k + "]", "nodes");
                if (c == i) {
                    throw src.fail(at + ".children[" + k + "]", "node " + i + " names itself as its child: a node cycle");
                }
                if (parents[c] >= 0) {
                    throw src.fail(at + ".children[" + k + "]", "node " + c + " is already a child of node " + parents[c]
                            + "; glTF nodes form a tree, each node under at most one parent");
                }
                parents[c] = i;
            }
        }
        // With one parent each, a node is in a cycle exactly when walking up never reaches a root.
        int[] depth = new int[list.size()];
        for (int i = 0; i < list.size(); i++) {
            int d = 1, at = i;
            while (parents[at] >= 0) {
                at = parents[at];
                d++;
                if (at == i || d > list.size()) {
                    throw src.fail("nodes[" + i + "]", "the node is its own ancestor (node " + i + " → … → node " + i
                            + "): a node cycle");
                }
            }
            depth[i] = d;
            if (d > ModelNode.MAX_DEPTH) {
                throw src.fail("nodes[" + i + "]", "the node lies " + d + " levels deep; a node tree may be at most "
                        + ModelNode.MAX_DEPTH + " deep");
            }
        }
    }

    private void scenes() {
        List<Scene> list = list(gltf.getScenes());
        int nodes = size(gltf.getNodes());
        for (int i = 0; i < list.size(); i++) {
            String at = "scenes[" + i + "]";
            Scene s = notNull(list.get(i), at);
            List<Integer> roots = list(s.getNodes());
            for (int k = 0; k < roots.size(); k++) {
                int n = index(roots.get(k), nodes, at + ".nodes[" + k + "]", "nodes");
                if (parents[n] >= 0) {
                    throw src.fail(at + ".nodes[" + k + "]", "node " + n + " is a child of node " + parents[n]
                            + "; a scene's nodes must be roots");
                }
            }
        }
        if (gltf.getScene() != null) {
            index(gltf.getScene(), list.size(), "scene", "scenes");
        }
    }

    private void checkFloats(float[] f, int n, float min, float max, String at) {
        if (f.length != n) {
            throw src.fail(at, f.length + " numbers given; it takes " + n);
        }
        for (int k = 0; k < n; k++) {
            if (!(f[k] >= min && f[k] <= max)) {
                throw src.fail(at + "[" + k + "]", f[k] + (Float.isFinite(f[k]) ? " is outside " + min + ".." + max : " is not finite"));
            }
        }
    }

    private void range(Float v, float min, float max, String at) {
        if (v != null && !(v >= min && v <= max)) {
            throw src.fail(at, v + (Float.isFinite(v) ? " is outside " + min + ".." + max : " is not finite"));
        }
    }

    private void oneOf(Integer v, String at, int... allowed) {
        if (v == null) {
            return;
        }
        for (int a : allowed) {
            if (v == a) {
                return;
            }
        }
        throw src.fail(at, v + " is not one of " + java.util.Arrays.toString(allowed));
    }

    private int index(Integer v, int size, String at, String listName) {
        if (v == null) {
            throw src.fail(at, "missing");
        }
        if (v < 0 || v >= size) {
            throw src.fail(at, v + " is not one of the " + size + " " + listName);
        }
        return v;
    }

    private int required(Integer v, String at) {
        if (v == null) {
            throw src.fail(at, "missing");
        }
        if (v < 0) {
            throw src.fail(at, v + " is negative");
        }
        return v;
    }

    private <T> T notNull(T v, String at) {
        if (v == null) {
            throw src.fail(at, "is null; an object belongs here");
        }
        return v;
    }

    /** Bytes per component of a glTF component type, or 0 for a number that is none. */
    static int componentBytes(int componentType) {
        return switch (componentType) {
            case 5120, 5121 -> 1;
            case 5122, 5123 -> 2;
            case 5125, 5126 -> 4;
            default -> 0;
        };
    }

    private static <T> List<T> list(List<T> l) {
        return l == null ? List.of() : l;
    }

    private static int size(List<?> l) {
        return l == null ? 0 : l.size();
    }
}
