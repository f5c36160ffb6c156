package dev.loam.testkit;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A GLB file taken apart for tests: its glTF JSON as a tree and its binary chunk, with the values
 * of an accessor read out as the file lays them (tightly packed, little-endian, no sparse
 * storage: what Loam's writer makes). Checks the header and chunk lengths; any mismatch fails
 * with an {@link AssertionError}.
 */
public final class GlbFile {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final JsonNode json;
    private final ByteBuffer bin;

    private GlbFile(JsonNode json, ByteBuffer bin) {
        this.json = json;
        this.bin = bin;
    }

    /** Takes a GLB apart. */
    public static GlbFile of(byte[] glb) {
        ByteBuffer b = ByteBuffer.wrap(glb).order(ByteOrder.LITTLE_ENDIAN);
        check(glb.length >= 20, "a GLB is at least 20 bytes; this is " + glb.length);
        check(b.getInt(0) == 0x46546C67, "the magic is not glTF");
        check(b.getInt(4) == 2, "the version is " + b.getInt(4) + ", not 2");
        check(b.getInt(8) == glb.length, "the header's length " + b.getInt(8) + " is not the file's " + glb.length);
        int jsonLength = b.getInt(12);
        check(b.getInt(16) == 0x4E4F534A, "the first chunk is not JSON");
        check(jsonLength % 4 == 0 && 20L + jsonLength <= glb.length, "the JSON chunk's length " + jsonLength + " is wrong");
        JsonNode json = JSON.readTree(new String(glb, 20, jsonLength, StandardCharsets.UTF_8).strip());
        int at = 20 + jsonLength;
        ByteBuffer bin = ByteBuffer.allocate(0).order(ByteOrder.LITTLE_ENDIAN);
        if (at < glb.length) {
            int binLength = b.getInt(at);
            check(b.getInt(at + 4) == 0x004E4942, "the second chunk is not BIN");
            check(binLength % 4 == 0 && at + 8L + binLength == glb.length, "the BIN chunk's length " + binLength + " is wrong");
            bin = ByteBuffer.wrap(glb, at + 8, binLength).slice().order(ByteOrder.LITTLE_ENDIAN);
        }
        return new GlbFile(json, bin);
    }

    private static void check(boolean ok, String why) {
        if (!ok) {
            throw new AssertionError("not a well-formed GLB: " + why);
        }
    }

    /** The glTF JSON. */
    public JsonNode json() {
        return json;
    }

    /** The binary chunk, read-only use. */
    public ByteBuffer bin() {
        return bin.duplicate().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** The accessor's JSON. */
    public JsonNode accessor(int index) {
        return json.path("accessors").path(index);
    }

    /** The values of a FLOAT accessor, every component in order. */
    public float[] floats(int accessor) {
        JsonNode a = accessor(accessor);
        check(a.path("componentType").asInt() == 5126, "accessor " + accessor + " is not FLOAT");
        int n = a.path("count").asInt() * components(a.path("type").asString());
        ByteBuffer v = view(a);
        float[] out = new float[n];
        for (int i = 0; i < n; i++) {
            out[i] = v.getFloat(4 * i);
        }
        return out;
    }

    /** The values of an unsigned byte, short or int accessor, as ints. */
    public int[] ints(int accessor) {
        JsonNode a = accessor(accessor);
        int type = a.path("componentType").asInt();
        int n = a.path("count").asInt() * components(a.path("type").asString());
        ByteBuffer v = view(a);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = switch (type) {
                case 5121 -> v.get(i) & 0xff;
                case 5123 -> v.getShort(2 * i) & 0xffff;
                case 5125 -> v.getInt(4 * i);
                default -> throw new AssertionError("accessor " + accessor + " has component type " + type);
            };
        }
        return out;
    }

    /** The bytes of a buffer view. */
    public byte[] viewBytes(int bufferView) {
        JsonNode v = json.path("bufferViews").path(bufferView);
        byte[] out = new byte[v.path("byteLength").asInt()];
        bin().get(v.path("byteOffset").asInt(0), out);
        return out;
    }

    private ByteBuffer view(JsonNode accessor) {
        JsonNode v = json.path("bufferViews").path(accessor.path("bufferView").asInt());
        int start = v.path("byteOffset").asInt(0) + accessor.path("byteOffset").asInt(0);
        return bin().position(start).limit(start + v.path("byteLength").asInt()).slice().order(ByteOrder.LITTLE_ENDIAN);
    }

    private static int components(String type) {
        return switch (type) {
            case "SCALAR" -> 1;
            case "VEC2" -> 2;
            case "VEC3" -> 3;
            case "VEC4", "MAT2" -> 4;
            case "MAT3" -> 9;
            case "MAT4" -> 16;
            default -> throw new AssertionError("accessor type " + type);
        };
    }
}
