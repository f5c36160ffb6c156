package dev.loam.net;

import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCellRefusal;
import dev.loam.blockmap.BlockSetLookup;
import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.timeout.IdleState;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.handler.timeout.IdleStateHandler;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

/**
 * Transport 1, a client's end: a {@link WorldReplica} kept in step with a {@link NetServer} over
 * TCP. What arrives is queued on Netty's thread and applied on the game's, in {@link #update()},
 * so the replica's maps change only between the game's frames. Edits go to the server as
 * requests; {@link #setCell} shows a cell edit at once as a prediction.
 *
 * <p>A connection lost (closed by the server for falling behind, silent past the timeout, or
 * broken) is made again after {@link NetOptions#reconnectMillis()}, resuming the session from the
 * last record the replica holds: the server sends the tail it still keeps, or a snapshot. Requests
 * the server never saw are sent again; those it answered while the client was away are settled.
 *
 * <p>The client starts one Netty I/O thread of its own; {@link #close()} stops it.
 */
public final class NetClient implements AutoCloseable {
    private final String name;
    private final NetOptions options;
    private final WorldReplica replica;
    private final NetTransport transport;
    private final EventLoopGroup group;
    private final Bootstrap bootstrap;
    private final ConcurrentLinkedQueue<Object> inbox = new ConcurrentLinkedQueue<>();
    /** Requests sent and not answered, by id; the game thread's. */
    private final LinkedHashMap<Long, NetRequest> outstanding = new LinkedHashMap<>();
    private final List<NetMessage.Refusal> refusals = new ArrayList<>();
    private final WireBuffer scratch = new WireBuffer(256);
    /** Frames the game thread wrote, for the I/O thread to send. */
    private final ConcurrentLinkedQueue<Outgoing> outbox = new ConcurrentLinkedQueue<>();
    private final java.util.concurrent.atomic.AtomicBoolean writeQueued = new java.util.concurrent.atomic.AtomicBoolean();
    private volatile Channel channel;
    private volatile boolean closed;
    private volatile Runnable onArrival = () -> { };
    private volatile boolean welcomed;
    private long session;
    private long epoch;
    private long nextRequest;
    private volatile long connections;

    private NetClient(String host, int port, String name, BlockSetLookup sets, NetOptions options) {
        this.name = name;
        this.options = options;
        this.replica = new WorldReplica(sets, options.reorderWindow());
        this.transport = NetTransport.of(options);
        this.group = new MultiThreadIoEventLoopGroup(1, transport.handlers());
        this.bootstrap = new Bootstrap().group(group).channel(transport.socketChannel())
                .option(ChannelOption.TCP_NODELAY, true)
                .remoteAddress(host, port)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        ch.pipeline().addLast(new IdleStateHandler(options.timeoutMillis(), 0, 0, TimeUnit.MILLISECONDS));
                        ch.pipeline().addLast(new Heartbeats(options.heartbeatMillis()));
                        Frames.install(ch.pipeline(), options);
                        ch.pipeline().addLast(new Handler());
                    }
                });
    }

    /**
     * Connects to a server and starts catching up; {@link #update()} applies what arrives.
     * A server that is not there yet is tried again every {@link NetOptions#reconnectMillis()}.
     *
     * @param host    the server's address
     * @param port    its port
     * @param name    this client's name, for the server's logs
     * @param sets    finds the block sets the server's maps name
     * @param options the transport's settings
     */
    public static NetClient connect(String host, int port, String name, BlockSetLookup sets, NetOptions options) {
        NetClient c = new NetClient(Objects.requireNonNull(host, "host"), port, Objects.requireNonNull(name, "name"),
                Objects.requireNonNull(sets, "sets"), Objects.requireNonNull(options, "options"));
        c.dial();
        return c;
    }

    private void dial() {
        if (closed) {
            return;
        }
        ChannelFuture f = bootstrap.connect();
        f.addListener(done -> {
            if (!done.isSuccess() && !closed) {
                group.schedule(this::dial, options.reconnectMillis(), TimeUnit.MILLISECONDS);
            }
        });
    }

    /** The replica; read it on the game thread, between {@link #update()} calls. */
    public WorldReplica replica() {
        return replica;
    }

    /** Whether the client is connected and caught up (its welcome has been applied). */
    public boolean caughtUp() {
        return welcomed && channel != null && channel.isActive() && replica.ready();
    }

    /** Whether its socket runs on Linux's epoll (else Java's NIO): see {@link NetOptions#nativeTransport()}. */
    public boolean nativeTransport() {
        return transport == NetTransport.EPOLL;
    }

    /** How many connections it has made, the first included. */
    public long connections() {
        return connections;
    }

    /**
     * Called on Netty's thread each time a message arrives: a game that sleeps between frames
     * wakes its loop here to call {@link #update()} sooner. It must return quickly.
     */
    public void onArrival(Runnable wake) {
        this.onArrival = Objects.requireNonNull(wake, "wake");
    }

    /**
     * Applies every message that has arrived, in order, on the calling (game) thread: snapshots
     * and records to the replica, refusals to their predictions.
     *
     * @return how many messages were applied
     * @throws dev.loam.blockmap.BlockMapException naming the set when a snapshot names a block set
     *                                             this client's lookup lacks
     */
    public int update() {
        int n = 0;
        for (Object m; (m = inbox.poll()) != null;) {
            n++;
            if (m instanceof Connected c) {
                connected(c.channel);
            } else if (m instanceof NetMessage.Record r) {
                if (r.session() == session && session != 0) {
                    outstanding.remove(r.requestId());
                }
                if (replica.accept(r) == WorldReplica.Applied.RESYNC) {
                    askResync();
                }
            } else if (m instanceof NetMessage.Snapshot s) {
                replica.accept(s);
            } else if (m instanceof NetMessage.Refusal f) {
                outstanding.remove(f.requestId());
                replica.refused(f.requestId());
                refusals.add(f);
            } else if (m instanceof NetMessage.Welcome w) {
                welcome(w);
            }
        }
        return n;
    }

    private void connected(Channel ch) {
        welcomed = false;
        long after = replica.ready() && !replica.needsResync() ? replica.seq() : -1;
        write(ch, new NetMessage.Hello(name, session, epoch, after));
    }

    private void welcome(NetMessage.Welcome w) {
        if (w.epoch() != epoch || w.session() != session) {
            // A new session: the server knows none of this client's requests.
            session = w.session();
            epoch = w.epoch();
            replica.session(session);
        } else {
            replica.answeredUpTo(w.lastRequestSeen());
            outstanding.keySet().removeIf(id -> id <= w.lastRequestSeen());
        }
        if (replica.needsResync()) {
            askResync();
        }
        Channel ch = channel;
        for (Map.Entry<Long, NetRequest> e : outstanding.entrySet()) {
            write(ch, new NetMessage.Request(e.getKey(), e.getValue()));
        }
        welcomed = true;
    }

    private void askResync() {
        write(channel, new NetMessage.Resync());
    }

    /**
     * Asks the server for a cell edit and shows it at once (a prediction, rolled back if refused).
     *
     * @param map  the map's name
     * @param edit the edit
     * @return the refusal when the replica's own rules refuse it (nothing is sent then), else empty
     * @throws IllegalStateException before the first snapshot
     */
    public Optional<BlockCellRefusal> setCell(String map, BlockCellEdit edit) {
        return predicted(new NetRequest.SetCell(map, edit));
    }

    /**
     * Asks the server to turn a cell's block and shows the turn at once (a prediction, rolled back if refused).
     *
     * @param map          the map's name
     * @param column       the cell's column
     * @param row          the cell's row
     * @param quarterTurns the cell's new turn, anticlockwise seen from above, taken modulo 4
     * @return the refusal when the replica's own rules refuse it (nothing is sent then), else empty
     * @throws IllegalStateException before the first snapshot
     */
    public Optional<BlockCellRefusal> turnCell(String map, int column, int row, int quarterTurns) {
        return predicted(new NetRequest.TurnCell(map, column, row, quarterTurns));
    }

    /**
     * Asks the server to set (or, with a null value, remove) an entry of a cell's game data and
     * shows it at once (a prediction, rolled back if refused).
     *
     * @return the refusal when the replica's own rules refuse it (nothing is sent then), else empty
     * @throws IllegalStateException before the first snapshot
     */
    public Optional<BlockCellRefusal> setCellData(String map, int column, int row, String key, String value) {
        return predicted(new NetRequest.SetCellData(map, column, row, key, Optional.ofNullable(value)));
    }

    private Optional<BlockCellRefusal> predicted(NetRequest request) {
        long id = nextRequest + 1;
        Optional<BlockCellRefusal> x = replica.predict(id, request);
        if (x.isEmpty()) {
            nextRequest = id;
            send(id, request);
        }
        return x;
    }

    /**
     * Asks the server for any edit, shown when its record arrives.
     *
     * @return the request's id, which its record or refusal carries
     */
    public long request(NetRequest request) {
        long id = ++nextRequest;
        send(id, Objects.requireNonNull(request, "request"));
        return id;
    }

    private void send(long id, NetRequest request) {
        outstanding.put(id, request);
        if (welcomed) {
            write(channel, new NetMessage.Request(id, request));
        }
    }

    /**
     * Queues a message for the connection and, unless one is queued already, one task on its I/O
     * thread that writes every queued frame and flushes once: a frame's requests share one hand-over
     * and one system call.
     */
    private void write(Channel ch, NetMessage m) {
        if (ch == null || !ch.isActive()) {
            return;
        }
        ByteBuf frame;
        synchronized (scratch) {
            frame = Frames.frame(ch.alloc(), m, scratch);
        }
        if (ch.eventLoop().inEventLoop()) {
            ch.writeAndFlush(frame, ch.voidPromise());
            return;
        }
        outbox.add(new Outgoing(ch, frame));
        if (writeQueued.compareAndSet(false, true)) {
            ch.eventLoop().execute(this::writeQueued);
        }
    }

    /** Writes the queued frames on the I/O thread, flushing each connection once. */
    private void writeQueued() {
        writeQueued.set(false);
        Channel last = null;
        for (Outgoing o; (o = outbox.poll()) != null;) {
            if (last != null && last != o.channel) {
                last.flush();
            }
            o.channel.write(o.frame, o.channel.voidPromise());
            last = o.channel;
        }
        if (last != null) {
            last.flush();
        }
    }

    /** A frame waiting for the I/O thread. */
    private record Outgoing(Channel channel, ByteBuf frame) {
    }

    /** The refusals that arrived since the last call, oldest first; the caller owns the list. */
    public List<NetMessage.Refusal> takeRefusals() {
        List<NetMessage.Refusal> out = List.copyOf(refusals);
        refusals.clear();
        return out;
    }

    /** Requests sent and not yet answered. */
    public int outstandingRequests() {
        return outstanding.size();
    }

    /** Stops reading from the socket (a client too slow to keep up), or starts again: for tests. */
    void pauseReading(boolean pause) {
        Channel ch = channel;
        if (ch != null) {
            ch.config().setAutoRead(!pause);
        }
    }

    /** Breaks the connection as a network would; the client reconnects and resumes: for tests. */
    void breakConnection() {
        Channel ch = channel;
        if (ch != null) {
            ch.close();
        }
    }

    /** Closes the connection for good and stops the client's thread; waits for it. */
    @Override
    public void close() {
        closed = true;
        Channel ch = channel;
        if (ch != null) {
            ch.close().syncUninterruptibly();
        }
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }

    @Override
    public String toString() {
        return "NetClient[" + name + ", seq " + replica.seq() + "]";
    }

    /** A connection made, for the game thread to say hello on. */
    private record Connected(Channel channel) {
    }

    private final class Handler extends SimpleChannelInboundHandler<ByteBuf> {
        /** The frames' array, on the I/O thread. */
        private final Frames.Reader reader = new Frames.Reader();
        /** Whether a frame was queued since the last wake-up; the I/O thread's. */
        private boolean arrived;

        @Override
        public void channelActive(ChannelHandlerContext ctx) throws Exception {
            channel = ctx.channel();
            connections++;
            welcomed = false;
            // The hello names the replica's seq, which is the game thread's: update() sends it.
            inbox.add(new Connected(ctx.channel()));
            onArrival.run();
            super.channelActive(ctx);
        }

        @Override
        protected void channelRead0(ChannelHandlerContext ctx, ByteBuf frame) {
            NetMessage m;
            try {
                m = Frames.read(frame, reader);
            } catch (NetFormatException e) {
                ctx.close();
                return;
            }
            if (!(m instanceof NetMessage.Heartbeat)) {
                inbox.add(m);
                arrived = true;
            }
        }

        @Override
        public void channelReadComplete(ChannelHandlerContext ctx) throws Exception {
            // One wake-up for every frame of a read, not one a frame: the game applies them together.
            if (arrived) {
                arrived = false;
                onArrival.run();
            }
            super.channelReadComplete(ctx);
        }

        @Override
        public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
            if (evt instanceof IdleStateEvent e) {
                if (e.state() == IdleState.READER_IDLE) {
                    ctx.close();
                }
            } else {
                super.userEventTriggered(ctx, evt);
            }
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) throws Exception {
            welcomed = false;
            if (!closed) {
                group.schedule(NetClient.this::dial, options.reconnectMillis(), TimeUnit.MILLISECONDS);
            }
            super.channelInactive(ctx);
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            ctx.close();
        }
    }
}
