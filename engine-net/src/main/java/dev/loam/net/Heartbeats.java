package dev.loam.net;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Sends a heartbeat frame on a connection this end has written nothing to for
 * {@link NetOptions#heartbeatMillis()}. It notes the time of each write as it passes, with no
 * listener on the write's promise: Netty's {@code IdleStateHandler} watching writes turns every
 * write's void promise into a real one with a listener, three objects a frame, which at tens of
 * thousands of frames a second fed the young collections whose pauses set the transport's p99.
 * (The timeout, on reads alone, stays with {@code IdleStateHandler}, which costs nothing a read.)
 */
final class Heartbeats extends ChannelDuplexHandler {
    private final long periodNanos;
    private long lastWrite;
    private ScheduledFuture<?> timer;

    Heartbeats(int heartbeatMillis) {
        this.periodNanos = TimeUnit.MILLISECONDS.toNanos(heartbeatMillis);
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        lastWrite = System.nanoTime();
        schedule(ctx, periodNanos);
        super.channelActive(ctx);
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        cancel();
        super.channelInactive(ctx);
    }

    @Override
    public void handlerRemoved(ChannelHandlerContext ctx) {
        cancel();
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        lastWrite = System.nanoTime();
        ctx.write(msg, promise);
    }

    private void cancel() {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
    }

    private void schedule(ChannelHandlerContext ctx, long delayNanos) {
        timer = ctx.executor().schedule(() -> check(ctx), delayNanos, TimeUnit.NANOSECONDS);
    }

    /** On the channel's thread: a heartbeat if it has been silent a whole period, then the next check. */
    private void check(ChannelHandlerContext ctx) {
        if (!ctx.channel().isActive()) {
            return;
        }
        long silent = System.nanoTime() - lastWrite;
        if (silent >= periodNanos) {
            byte[] hb = NetCodec.encode(new NetMessage.Heartbeat(System.nanoTime()));
            ByteBuf b = ctx.alloc().buffer(4 + hb.length);
            b.writeInt(hb.length).writeBytes(hb);
            lastWrite = System.nanoTime();
            ctx.writeAndFlush(b, ctx.voidPromise());
            schedule(ctx, periodNanos);
        } else {
            schedule(ctx, periodNanos - silent);
        }
    }
}
