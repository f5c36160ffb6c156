package dev.loam.assets.internal.gltf;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The chunks of a binary glTF (GLB) file, found by checking its 12-byte header and every chunk's
 * 8-byte header against the bytes there are before anything is sliced: the JSON chunk (the first)
 * and the BIN chunk (the second, optional). Chunks of other types after them are skipped, as the
 * GLB format asks. Places are byte offsets in the file ({@code byte 12}).
 *
 * @param bytes      the whole file
 * @param jsonOffset where the JSON chunk's data begins, in bytes
 * @param jsonLength the JSON chunk's length in bytes
 * @param binary     the BIN chunk's data, little-endian, or null when the file has none
 */
public record GlbContainer(byte[] bytes, int jsonOffset, int jsonLength, ByteBuffer binary) {
    /** {@code glTF} read as a little-endian uint32. */
    public static final int MAGIC = 0x46546C67;
    /** The JSON chunk's type, {@code JSON}. */
    public static final int JSON = 0x4E4F534A;
    /** The binary chunk's type, {@code BIN\0}. */
    public static final int BIN = 0x004E4942;

    /** Whether {@code bytes} begin with the GLB magic. */
    public static boolean isGlb(byte[] bytes) {
        return bytes.length >= 4 && readInt(bytes, 0) == MAGIC;
    }

    /**
     * Splits a GLB file into its chunks.
     *
     * @throws dev.loam.assets.AssetException naming the byte where the header, a chunk's length or
     *                                        its type does not fit the file
     */
    public static GlbContainer split(byte[] bytes, GltfSource src) {
        if (bytes.length < 12) {
            throw src.fail("byte " + bytes.length, "the file ends inside the 12-byte GLB header (" + bytes.length + " bytes)");
        }
        if (readInt(bytes, 0) != MAGIC) {
            throw src.fail("byte 0", "not a GLB file: it does not begin with \"glTF\"");
        }
        long version = readUint(bytes, 4);
        if (version != 2) {
            throw src.fail("byte 4", "GLB version " + version + " is not 2 (only glTF 2.0 is read)");
        }
        long declared = readUint(bytes, 8);
        if (declared > bytes.length) {
            throw src.fail("byte 8", "the header declares " + declared + " bytes but the file has " + bytes.length
                    + " (it is cut short)");
        }
        if (declared < 20) {
            throw src.fail("byte 8", "the header declares " + declared + " bytes, too few for a JSON chunk");
        }
        int end = (int) declared;
        int at = 12;
        int jsonOffset = -1, jsonLength = 0;
        ByteBuffer binary = null;
        int chunk = 0;
        while (at < end) {
            if (end - at < 8) {
                throw src.fail("byte " + at, "the file ends inside chunk " + chunk + "'s 8-byte header");
            }
            long length = readUint(bytes, at);
            int type = readInt(bytes, at + 4);
            int data = at + 8;
            if (length > end - data) {
                throw src.fail("byte " + at, "chunk " + chunk + " declares " + length + " bytes but only " + (end - data)
                        + " follow its header");
            }
            if (chunk == 0) {
                if (type != JSON) {
                    throw src.fail("byte " + (at + 4), "the first chunk must be the JSON chunk (type 0x"
                            + Integer.toHexString(JSON) + "); it is of type 0x" + Integer.toHexString(type));
                }
                jsonOffset = data;
                jsonLength = (int) length;
            } else if (chunk == 1 && type == BIN) {
                binary = ByteBuffer.wrap(bytes, data, (int) length).slice().order(ByteOrder.LITTLE_ENDIAN);
            } else if (type == JSON || type == BIN) {
                throw src.fail("byte " + (at + 4), "chunk " + chunk + " repeats a " + (type == JSON ? "JSON" : "BIN")
                        + " chunk; a GLB file has one JSON chunk and at most one BIN chunk after it");
            }
            at = data + (int) length;
            chunk++;
        }
        if (jsonOffset < 0) {
            throw src.fail("byte 12", "the file has no JSON chunk");
        }
        return new GlbContainer(bytes, jsonOffset, jsonLength, binary);
    }

    private static int readInt(byte[] b, int at) {
        return (b[at] & 0xff) | (b[at + 1] & 0xff) << 8 | (b[at + 2] & 0xff) << 16 | (b[at + 3] & 0xff) << 24;
    }

    private static long readUint(byte[] b, int at) {
        return readInt(b, at) & 0xffffffffL;
    }
}
