package dev.loam.net;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.LengthFieldBasedFrameDecoder;

/** Length-prefixed frames: a 4-byte big-endian length, then one message's bytes. */
final class Frames {
    private Frames() {
    }

    /** Adds the frame decoder, which refuses a frame past the bound before reading it. */
    static void install(ChannelPipeline p, NetOptions options) {
        p.addLast("frames", new LengthFieldBasedFrameDecoder(options.maxFrameBytes(), 0, 4, 0, 4));
    }

    /** One message as a frame in a new buffer; the caller releases it (or hands it to a write). */
    static ByteBuf frame(ByteBufAllocator alloc, NetMessage m, WireBuffer scratch) {
        scratch.clear();
        NetCodec.encode(m, scratch);
        ByteBuf buf = alloc.buffer(4 + scratch.size());
        buf.writeInt(scratch.size());
        buf.writeBytes(scratch.array(), 0, scratch.size());
        return buf;
    }

    /**
     * The message in a frame's body, a frame off the heap (as the sockets' buffers are) copied
     * through {@code reader}'s array, which the decoded message never keeps; the caller still owns
     * the buffer.
     */
    static NetMessage read(ByteBuf frame, Reader reader) {
        int n = frame.readableBytes();
        if (frame.hasArray()) {
            return NetCodec.decode(frame.array(), frame.arrayOffset() + frame.readerIndex(), n);
        }
        byte[] bytes = reader.array(n);
        frame.getBytes(frame.readerIndex(), bytes, 0, n);
        return NetCodec.decode(bytes, 0, n);
    }

    /** One connection's array for the frames it reads, used on its I/O thread alone. */
    static final class Reader {
        /** Frames past this (snapshots) get an array of their own, so none stays held. */
        private static final int KEPT = 64 * 1024;
        private byte[] array = new byte[256];

        byte[] array(int n) {
            if (n > KEPT) {
                return new byte[n];
            }
            if (array.length < n) {
                array = new byte[Math.max(n, Math.min(KEPT, array.length * 2))];
            }
            return array;
        }
    }
}
