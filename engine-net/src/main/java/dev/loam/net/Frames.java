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

    /** The message in a frame's body; the caller still owns the buffer. */
    static NetMessage read(ByteBuf frame) {
        int n = frame.readableBytes();
        if (frame.hasArray()) {
            return NetCodec.decode(frame.array(), frame.arrayOffset() + frame.readerIndex(), n);
        }
        byte[] bytes = new byte[n];
        frame.getBytes(frame.readerIndex(), bytes);
        return NetCodec.decode(bytes);
    }
}
