package dev.loam.assets.internal.glbwrite;

import dev.loam.assets.AssetException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.Arrays;

/**
 * The GLB's binary chunk as it grows: little-endian values, every block started on a 4-byte
 * boundary. Refuses, before growing, to pass {@link #LIMIT} bytes. Not thread-safe.
 */
final class Bin {
    /**
     * The most bytes the binary chunk may hold: what leaves room in one Java array for the GLB's
     * header and JSON (a GLB's lengths are 32-bit; a Java array's 31).
     */
    static final long LIMIT = Integer.MAX_VALUE - (64L << 20);

    private byte[] bytes;
    private ByteBuffer view;
    private int size;

    Bin(long expected) {
        bytes = new byte[(int) Math.max(64, Math.min(expected, LIMIT))];
        view = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    }

    int size() {
        return size;
    }

    /** Pads to a 4-byte boundary with zeros and makes room for {@code n} more bytes; returns where they start. */
    int begin(long n) {
        int start = (size + 3) & ~3;
        long end = start + n;
        if (end > LIMIT) {
            throw new AssetException("", "the scene's binary data would pass the " + LIMIT
                    + " bytes one GLB file can hold", "export it in parts (fewer chunks or instances a file)", null);
        }
        if (end > bytes.length) {
            bytes = Arrays.copyOf(bytes, (int) Math.min(LIMIT, Math.max(end, 2L * bytes.length)));
            view = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        }
        size = start;
        return start;
    }

    void floats(FloatBuffer values) {
        int n = values.remaining();
        view.position(size);
        view.asFloatBuffer().put(values);
        size += 4 * n;
    }

    void putFloat(float v) {
        view.putFloat(size, v);
        size += 4;
    }

    /** Each value as one unsigned byte. */
    void bytes(java.nio.IntBuffer values) {
        int n = values.remaining();
        byte[] b = bytes;
        int at = size;
        for (int i = 0; i < n; i++) {
            b[at + i] = (byte) values.get(i);
        }
        size += n;
    }

    /** Each value as one little-endian unsigned short. */
    void shorts(java.nio.IntBuffer values) {
        int n = values.remaining();
        byte[] b = bytes;
        int at = size;
        for (int i = 0; i < n; i++) {
            int v = values.get(i);
            b[at + 2 * i] = (byte) v;
            b[at + 2 * i + 1] = (byte) (v >>> 8);
        }
        size += 2 * n;
    }

    /** Each value as a little-endian int. */
    void ints(java.nio.IntBuffer values) {
        int n = values.remaining();
        view.position(size);
        view.asIntBuffer().put(values);
        size += 4 * n;
    }

    void bytes(byte[] b) {
        System.arraycopy(b, 0, bytes, size, b.length);
        size += b.length;
    }

    /** Copies the bytes so far, padded with zeros to a 4-byte boundary, into {@code dest} at {@code at}. */
    void copyTo(byte[] dest, int at) {
        System.arraycopy(bytes, 0, dest, at, size);
        Arrays.fill(dest, at + size, at + ((size + 3) & ~3), (byte) 0);
    }
}
