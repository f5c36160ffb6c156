package dev.loam.assets.internal.glbwrite;

import dev.loam.assets.AssetException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The GLB's binary chunk, laid out first and written once: each block is placed (on a 4-byte
 * boundary) as it is added, and its source is kept, not copied, until {@link #copyTo} writes every
 * block, little-endian, straight into the file's bytes. So the chunk's data is copied once, into
 * the one array the file is, with no growing buffer between. The sources must not change between
 * being added and {@link #copyTo}. Refuses, before anything is allocated, to pass {@link #LIMIT}
 * bytes. Not thread-safe.
 */
final class Bin {
    /**
     * The most bytes the binary chunk may hold: what leaves room in one Java array for the GLB's
     * header and JSON (a GLB's lengths are 32-bit; a Java array's 31).
     */
    static final long LIMIT = Integer.MAX_VALUE - (64L << 20);

    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

    /** How a block's source is written. */
    private enum Kind { FLOATS, BYTES_OF_INTS, SHORTS_OF_INTS, INTS, BYTES }

    /** A block: its place in the chunk, its source (a buffer from its position, or a byte array) and how many values. */
    private record Block(int at, Kind kind, Object source, int from, int count) {
    }

    private final List<Block> blocks = new ArrayList<>();
    private int size;

    Bin() {
    }

    /** Bytes placed so far (the last block's end; not padded). */
    int size() {
        return size;
    }

    /** Pads to a 4-byte boundary (zeros) and places the next {@code n} bytes; returns where they start. */
    int begin(long n) {
        int start = (size + 3) & ~3;
        long end = start + n;
        if (end > LIMIT) {
            throw new AssetException("", "the scene's binary data would pass the " + LIMIT
                    + " bytes one GLB file can hold", "export it in parts (fewer chunks or instances a file)", null);
        }
        size = start;
        return start;
    }

    /** The buffer's remaining floats, from its position; kept until {@link #copyTo}. */
    void floats(FloatBuffer values) {
        add(Kind.FLOATS, values, values.position(), values.remaining(), 4);
    }

    /** The floats; the array is kept until {@link #copyTo}. */
    void floats(float[] values) {
        floats(FloatBuffer.wrap(values));
    }

    /** Each value as one unsigned byte. */
    void bytes(IntBuffer values) {
        add(Kind.BYTES_OF_INTS, values, values.position(), values.remaining(), 1);
    }

    /** Each value as one little-endian unsigned short. */
    void shorts(IntBuffer values) {
        add(Kind.SHORTS_OF_INTS, values, values.position(), values.remaining(), 2);
    }

    /** Each value as a little-endian int. */
    void ints(IntBuffer values) {
        add(Kind.INTS, values, values.position(), values.remaining(), 4);
    }

    /** The bytes; the array is kept until {@link #copyTo}. */
    void bytes(byte[] b) {
        add(Kind.BYTES, b, 0, b.length, 1);
    }

    private void add(Kind kind, Object source, int from, int count, int width) {
        blocks.add(new Block(size, kind, source, from, count));
        size += width * count;
    }

    /**
     * Writes the chunk, padded with zeros to a 4-byte boundary, into {@code dest} at {@code at}:
     * {@code (size() + 3) & ~3} bytes.
     */
    void copyTo(byte[] dest, int at) {
        ByteBuffer view = ByteBuffer.wrap(dest).order(ByteOrder.LITTLE_ENDIAN);
        int end = at;
        for (Block b : blocks) {
            int to = at + b.at();
            Arrays.fill(dest, end, to, (byte) 0);
            switch (b.kind()) {
                case FLOATS -> {
                    view.position(to);
                    view.asFloatBuffer().put(0, (FloatBuffer) b.source(), b.from(), b.count());
                    end = to + 4 * b.count();
                }
                case INTS -> {
                    view.position(to);
                    view.asIntBuffer().put(0, (IntBuffer) b.source(), b.from(), b.count());
                    end = to + 4 * b.count();
                }
                case SHORTS_OF_INTS -> {
                    IntBuffer src = (IntBuffer) b.source();
                    for (int i = 0, s = b.from(); i < b.count(); i++, s++) {
                        SHORT.set(dest, to + 2 * i, (short) src.get(s));
                    }
                    end = to + 2 * b.count();
                }
                case BYTES_OF_INTS -> {
                    IntBuffer src = (IntBuffer) b.source();
                    for (int i = 0, s = b.from(); i < b.count(); i++, s++) {
                        dest[to + i] = (byte) src.get(s);
                    }
                    end = to + b.count();
                }
                case BYTES -> {
                    System.arraycopy((byte[]) b.source(), b.from(), dest, to, b.count());
                    end = to + b.count();
                }
            }
        }
        Arrays.fill(dest, end, at + ((size + 3) & ~3), (byte) 0);
    }
}
