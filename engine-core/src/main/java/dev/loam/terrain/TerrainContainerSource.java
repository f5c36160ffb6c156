package dev.loam.terrain;

import dev.loam.core.Progress;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;

/**
 * Where {@link TerrainContainer} reads from: bytes in memory or an open file. The reader asks only
 * for ranges it has already checked against {@link #size()}. The heights come through
 * {@link #floats}, which copies in cache-sized chunks straight into the float array and checks
 * each chunk while it is still in cache, so loading touches the 64 MiB of a 4097² terrain once.
 */
abstract class TerrainContainerSource {
    /** The chunk a file source reads at a time: 1 MiB, which stays in cache while it is copied. */
    static final int CHUNK_BYTES = 1 << 18;

    /** The source's length in bytes. */
    abstract long size();

    /** A new array of {@code length} bytes from {@code position}, which lie inside the source. */
    abstract byte[] bytes(long position, int length);

    /**
     * Fills {@code dest} with little-endian float32 values from {@code position}.
     *
     * @return the index of the first value that is not finite, or -1
     */
    abstract int floats(long position, float[] dest);

    static TerrainContainerSource of(byte[] bytes) {
        return new Memory(bytes);
    }

    static TerrainContainerSource of(FileChannel channel, String name) throws IOException {
        return of(channel, name, null);
    }

    /**
     * A file source that reports to {@code phase} (counted in bytes, the file's size its total) how
     * far into the file it has read, and so stops when the phase's listener cancels; null for none.
     */
    static TerrainContainerSource of(FileChannel channel, String name, Progress.Phase phase) throws IOException {
        return new File(channel, name, channel.size(), phase);
    }

    /**
     * Copies {@code n} little-endian float32 values from {@code chunk} (positioned at them) into
     * {@code dest[done..]}, checking their bits on the way through {@code scratch} (at least
     * {@code n} ints): an exponent of all ones (NaN or an infinity) turns the sign bit of
     * {@code (bits & 0x7f800000) + 0x00800000} on, so one OR over the chunk, which the JIT
     * vectorises, tells whether any value is not finite.
     *
     * @return the index in {@code dest} of the first value that is not finite, or -1
     */
    static int copyChecked(ByteBuffer chunk, float[] dest, int done, int n, int[] scratch) {
        int at = chunk.position();
        chunk.asIntBuffer().get(scratch, 0, n);
        int any = 0;
        for (int k = 0; k < n; k++) {
            any |= (scratch[k] & 0x7f800000) + 0x00800000;
        }
        chunk.position(at);
        chunk.asFloatBuffer().get(dest, done, n);
        return any < 0 ? firstNonFinite(dest, done, done + n) : -1;
    }

    /** The first index in {@code v[from..to)} that is not finite, or -1; a fast pass first, then a search. */
    static int firstNonFinite(float[] v, int from, int to) {
        int any = 0;
        for (int k = from; k < to; k++) {
            any |= (Float.floatToRawIntBits(v[k]) & 0x7f800000) + 0x00800000;
        }
        if (any >= 0) {
            return -1;
        }
        for (int k = from; k < to; k++) {
            if (!Float.isFinite(v[k])) {
                return k;
            }
        }
        return -1;
    }

    private static final class Memory extends TerrainContainerSource {
        private final byte[] bytes;

        Memory(byte[] bytes) {
            this.bytes = bytes;
        }

        @Override
        long size() {
            return bytes.length;
        }

        @Override
        byte[] bytes(long position, int length) {
            byte[] out = new byte[length];
            System.arraycopy(bytes, (int) position, out, 0, length);
            return out;
        }

        @Override
        int floats(long position, float[] dest) {
            int[] scratch = new int[CHUNK_BYTES / 4];
            int done = 0;
            while (done < dest.length) {
                int n = Math.min(CHUNK_BYTES / 4, dest.length - done);
                ByteBuffer chunk = ByteBuffer.wrap(bytes, (int) position + 4 * done, 4 * n).slice().order(ByteOrder.LITTLE_ENDIAN);
                int bad = copyChecked(chunk, dest, done, n, scratch);
                if (bad >= 0) {
                    return bad;
                }
                done += n;
            }
            return -1;
        }
    }

    private static final class File extends TerrainContainerSource {
        private final FileChannel channel;
        private final String name;
        private final long size;
        private final Progress.Phase phase;

        File(FileChannel channel, String name, long size, Progress.Phase phase) {
            this.channel = channel;
            this.name = name;
            this.size = size;
            this.phase = phase;
        }

        @Override
        long size() {
            return size;
        }

        private void readFully(long position, ByteBuffer dst) {
            long at = position;
            try {
                while (dst.hasRemaining()) {
                    int n = channel.read(dst, at);
                    if (n < 0) {
                        throw new TerrainFormatException("byte " + at, name + " ended early: it changed while being read");
                    }
                    at += n;
                }
            } catch (IOException e) {
                throw new TerrainFormatException("$", "cannot read " + name + ": " + e, e);
            }
            if (phase != null) {
                phase.advanceTo(at);
            }
        }

        @Override
        byte[] bytes(long position, int length) {
            byte[] out = new byte[length];
            readFully(position, ByteBuffer.wrap(out));
            return out;
        }

        @Override
        int floats(long position, float[] dest) {
            ByteBuffer chunk = ByteBuffer.allocateDirect(CHUNK_BYTES).order(ByteOrder.LITTLE_ENDIAN);
            int[] scratch = new int[CHUNK_BYTES / 4];
            int done = 0;
            while (done < dest.length) {
                int n = Math.min(CHUNK_BYTES / 4, dest.length - done);
                chunk.clear().limit(4 * n);
                readFully(position + 4L * done, chunk);
                chunk.flip();
                int bad = copyChecked(chunk, dest, done, n, scratch);
                if (bad >= 0) {
                    return bad;
                }
                done += n;
            }
            return -1;
        }
    }
}
