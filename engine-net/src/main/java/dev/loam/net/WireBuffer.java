package dev.loam.net;

import java.util.Arrays;

/**
 * A growable byte buffer the codec writes a message into, reused from message to message so a
 * steady stream allocates nothing once it has grown to its largest message. Not thread-safe: one
 * writer at a time.
 */
public final class WireBuffer {
    private byte[] bytes;
    private int size;

    /** An empty buffer of 256 bytes, which grows as it is written. */
    public WireBuffer() {
        this(256);
    }

    /**
     * An empty buffer.
     *
     * @param capacity the bytes it holds before it first grows, 1 or more
     */
    public WireBuffer(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a buffer's capacity is 1 byte or more, got " + capacity);
        }
        this.bytes = new byte[capacity];
    }

    /** Empties the buffer, keeping its bytes for the next message. */
    public void clear() {
        size = 0;
    }

    /** The bytes written since the last {@link #clear()}. */
    public int size() {
        return size;
    }

    /** The backing array: its first {@link #size()} bytes are the message. Owned by the buffer. */
    public byte[] array() {
        return bytes;
    }

    /** A copy of the bytes written; the caller owns it. */
    public byte[] toByteArray() {
        return Arrays.copyOf(bytes, size);
    }

    void ensure(int more) {
        if (size + more > bytes.length) {
            long want = Math.max((long) bytes.length * 2, (long) size + more);
            if (want > Integer.MAX_VALUE - 8) {
                throw new IllegalStateException("a message past 2 GiB cannot be written");
            }
            bytes = Arrays.copyOf(bytes, (int) want);
        }
    }

    void put(int b) {
        ensure(1);
        bytes[size++] = (byte) b;
    }

    void putVarLong(long v) {
        if ((v & ~0x7FL) == 0 && size < bytes.length) {
            bytes[size++] = (byte) v;
            return;
        }
        ensure(10);
        while ((v & ~0x7FL) != 0) {
            bytes[size++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        bytes[size++] = (byte) v;
    }

    void putVarInt(int v) {
        if ((v & ~0x7F) == 0 && size < bytes.length) {
            bytes[size++] = (byte) v;
            return;
        }
        ensure(5);
        while ((v & ~0x7F) != 0) {
            bytes[size++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        bytes[size++] = (byte) v;
    }

    void putSigned(int v) {
        putVarInt((v << 1) ^ (v >> 31));
    }

    void putSignedLong(long v) {
        putVarLong((v << 1) ^ (v >> 63));
    }

    void putLong(long v) {
        ensure(8);
        for (int k = 56; k >= 0; k -= 8) {
            bytes[size++] = (byte) (v >>> k);
        }
    }

    void putInt(int v) {
        ensure(4);
        bytes[size++] = (byte) (v >>> 24);
        bytes[size++] = (byte) (v >>> 16);
        bytes[size++] = (byte) (v >>> 8);
        bytes[size++] = (byte) v;
    }

    void putDouble(double v) {
        putLong(Double.doubleToLongBits(v));
    }

    void putFloat(float v) {
        putInt(Float.floatToIntBits(v));
    }

    void putBytes(byte[] b) {
        putVarInt(b.length);
        ensure(b.length);
        System.arraycopy(b, 0, bytes, size, b.length);
        size += b.length;
    }

    void putString(String s) {
        int n = s.length();
        boolean ascii = true;
        for (int i = 0; i < n && ascii; i++) {
            ascii = s.charAt(i) < 0x80;
        }
        if (ascii) {
            putVarInt(n);
            ensure(n);
            int at = size;
            for (int i = 0; i < n; i++) {
                bytes[at + i] = (byte) s.charAt(i);
            }
            size = at + n;
        } else {
            putBytes(s.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
    }
}
