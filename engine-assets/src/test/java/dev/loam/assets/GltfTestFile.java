package dev.loam.assets;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.json.JsonMapper;

/**
 * A test-only glTF 2.0 writer: JSON assembled as maps and lists, one binary buffer, written as a
 * GLB or as JSON with the buffer in a data URI or beside it. Each adder returns the index of what
 * it added; nothing is checked, so tests can build bad files as easily as good ones.
 */
final class GltfTestFile {
    static final int BYTE = 5120, UBYTE = 5121, SHORT = 5122, USHORT = 5123, UINT = 5125, FLOAT = 5126;

    final Map<String, Object> doc = new LinkedHashMap<>();
    final ByteArrayOutputStream bin = new ByteArrayOutputStream();

    GltfTestFile() {
        doc.put("asset", obj("version", "2.0", "generator", "loam test"));
    }

    /** A JSON object from alternating keys and values. */
    static Map<String, Object> obj(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    @SuppressWarnings("unchecked")
    List<Object> list(String key) {
        return (List<Object>) doc.computeIfAbsent(key, k -> new ArrayList<>());
    }

    int add(String key, Object value) {
        List<Object> l = list(key);
        l.add(value);
        return l.size() - 1;
    }

    /** Appends bytes to the buffer (4-aligned) and a view of them; returns the view. */
    int view(byte[] data, Integer stride) {
        while (bin.size() % 4 != 0) {
            bin.write(0);
        }
        Map<String, Object> v = obj("buffer", 0, "byteOffset", bin.size(), "byteLength", data.length);
        if (stride != null) {
            v.put("byteStride", stride);
        }
        bin.writeBytes(data);
        return add("bufferViews", v);
    }

    int accessor(int view, int offset, int componentType, int count, String type, boolean normalized) {
        Map<String, Object> a = obj("bufferView", view, "componentType", componentType, "count", count, "type", type);
        if (offset != 0) {
            a.put("byteOffset", offset);
        }
        if (normalized) {
            a.put("normalized", true);
        }
        return add("accessors", a);
    }

    /** A float accessor of {@code type} over a view of its own. */
    int floats(String type, float... values) {
        int per = switch (type) {
            case "SCALAR" -> 1;
            case "VEC2" -> 2;
            case "VEC3" -> 3;
            default -> 4;
        };
        return accessor(view(le(values), null), 0, FLOAT, values.length / per, type, false);
    }

    /** An unsigned short index accessor over a view of its own. */
    int indices(int... values) {
        return accessor(view(ushorts(values), null), 0, USHORT, values.length, "SCALAR", false);
    }

    /** A mesh of one primitive; returns the mesh. */
    int mesh(Map<String, Object> primitive) {
        return add("meshes", obj("primitives", new ArrayList<>(List.of(primitive))));
    }

    static Map<String, Object> primitive(Object... attributesKv) {
        return obj("attributes", obj(attributesKv));
    }

    int node(Map<String, Object> node) {
        return add("nodes", node);
    }

    void scene(Integer... roots) {
        add("scenes", obj("nodes", new ArrayList<>(List.of(roots))));
        doc.put("scene", list("scenes").size() - 1);
    }

    void requireExtension(String name) {
        if (!list("extensionsUsed").contains(name)) {
            list("extensionsUsed").add(name);
        }
        if (!list("extensionsRequired").contains(name)) {
            list("extensionsRequired").add(name);
        }
    }

    private void buffer(String uri) {
        doc.remove("buffers");
        if (bin.size() > 0 || doc.containsKey("bufferViews")) {
            Map<String, Object> b = obj("byteLength", Math.max(1, padded().length));
            if (uri != null) {
                b.put("uri", uri);
            }
            add("buffers", b);
        }
    }

    private byte[] padded() {
        byte[] b = bin.toByteArray();
        return b.length % 4 == 0 ? b : java.util.Arrays.copyOf(b, (b.length + 3) / 4 * 4);
    }

    String json() {
        return JsonMapper.builder().build().writeValueAsString(doc);
    }

    /** The file as GLB, its buffer the BIN chunk. */
    byte[] glb() {
        buffer(null);
        byte[] json = json().getBytes(StandardCharsets.UTF_8);
        int jsonLen = (json.length + 3) / 4 * 4;
        byte[] b = padded();
        boolean hasBin = doc.containsKey("buffers");
        int total = 12 + 8 + jsonLen + (hasBin ? 8 + b.length : 0);
        ByteBuffer out = ByteBuffer.allocate(total).order(ByteOrder.LITTLE_ENDIAN);
        out.putInt(0x46546C67).putInt(2).putInt(total);
        out.putInt(jsonLen).putInt(0x4E4F534A).put(json);
        for (int i = json.length; i < jsonLen; i++) {
            out.put((byte) ' ');
        }
        if (hasBin) {
            out.putInt(b.length).putInt(0x004E4942).put(b);
        }
        return out.array();
    }

    /** The file as glTF JSON with its buffer in a base64 data URI. */
    byte[] embedded() {
        buffer("data:application/octet-stream;base64," + Base64.getEncoder().encodeToString(padded()));
        return json().getBytes(StandardCharsets.UTF_8);
    }

    /** The file as glTF JSON naming its buffer as the outside file {@code binName}; {@link #binary()} gives its bytes. */
    byte[] external(String binName) {
        buffer(binName);
        return json().getBytes(StandardCharsets.UTF_8);
    }

    /** The buffer's bytes, padded to 4. */
    byte[] binary() {
        return padded();
    }

    static byte[] le(float... v) {
        ByteBuffer b = ByteBuffer.allocate(4 * v.length).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : v) {
            b.putFloat(f);
        }
        return b.array();
    }

    static byte[] ushorts(int... v) {
        ByteBuffer b = ByteBuffer.allocate(2 * v.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int s : v) {
            b.putShort((short) s);
        }
        return b.array();
    }

    static byte[] shorts(int... v) {
        return ushorts(v);
    }

    static byte[] uints(int... v) {
        ByteBuffer b = ByteBuffer.allocate(4 * v.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int s : v) {
            b.putInt(s);
        }
        return b.array();
    }

    static byte[] bytes(int... v) {
        byte[] b = new byte[v.length];
        for (int i = 0; i < v.length; i++) {
            b[i] = (byte) v[i];
        }
        return b;
    }

    /** A triangle in the xy plane facing +z: (0, 0, 0), (1, 0, 0), (0, 1, 0). */
    static float[] triangle() {
        return new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0};
    }

    /** A one-triangle file: positions, +z normals, indices 0 1 2, one node, one scene. */
    static GltfTestFile oneTriangle() {
        GltfTestFile f = new GltfTestFile();
        int pos = f.floats("VEC3", triangle());
        int nor = f.floats("VEC3", 0, 0, 1, 0, 0, 1, 0, 0, 1);
        int ix = f.indices(0, 1, 2);
        Map<String, Object> p = primitive("POSITION", pos, "NORMAL", nor);
        p.put("indices", ix);
        int mesh = f.mesh(p);
        f.scene(f.node(obj("mesh", mesh)));
        return f;
    }
}
