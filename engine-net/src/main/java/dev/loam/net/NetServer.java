package dev.loam.net;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.timeout.IdleState;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.concurrent.SingleThreadEventExecutor;
import java.net.InetSocketAddress;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * Transport 1, the server's end: one {@link WorldServer} served to many clients over TCP with
 * Netty. Each message travels as a length-prefixed frame of {@link NetCodec} bytes. A client says
 * {@link NetMessage.Hello}, and takes a snapshot (or, resuming, the records after its last) and a
 * {@link NetMessage.Welcome}; then every record the server writes, in order. Its requests are
 * decided one at a time on the server's world loop; a refusal goes to it alone.
 *
 * <p>A client the server cannot write to fast enough is dropped once
 * {@link NetOptions#sendBufferBytes()} wait for it, so it never stalls the others; it reconnects
 * and resumes. Either end sends a heartbeat when it has been silent for
 * {@link NetOptions#heartbeatMillis()} and closes a connection silent for
 * {@link NetOptions#timeoutMillis()}.
 *
 * <p>The server starts its own threads: Netty's I/O threads, one of which is the world loop, the
 * only thread that touches the world; the game reaches it through {@link #call} and {@link #edit}.
 * All stop in {@link #close()}.
 */
public final class NetServer implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(NetServer.class.getName());
    /** Sessions remembered for resuming, the oldest forgotten past this. */
    static final int MAX_SESSIONS = 100_000;

    private final WorldServer server;
    private final NetOptions options;
    private final NetTransport transport;
    private final EventLoopGroup boss;
    private final EventLoopGroup io;
    private final SingleThreadEventExecutor loop;
    private final Channel listener;
    private final long epoch;
    private final SecureRandom random = new SecureRandom();
    private final WireBuffer scratch = new WireBuffer(4096);
    /** Session → the highest request id answered; on the world loop only. */
    private final LinkedHashMap<Long, long[]> sessions = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, long[]> eldest) {
            return size() > MAX_SESSIONS;
        }
    };
    /** The clients that said hello, on the world loop only. */
    private final List<Peer> joined = new ArrayList<>();
    private final AtomicLong dropped = new AtomicLong();
    /** The clients written to since the last flush, on the world loop only. */
    private final java.util.LinkedHashSet<Peer> unflushed = new java.util.LinkedHashSet<>();
    /** Whether {@link #flushAll} waits in the loop's queue; the world loop's. */
    private boolean flushQueued;
    /** Flushes every client written to since the last flush: queued once for a burst, run after its reads. */
    private final Runnable flushAll = () -> {
        flushQueued = false;
        for (Peer p : unflushed) {
            p.ch.flush();
        }
        unflushed.clear();
    };
    /** Where a client's request goes: null to decide it here, else through a shared log. */
    private final Route route;
    private volatile boolean closed;

    private NetServer(WorldServer server, NetOptions options, InetSocketAddress at, int ioThreads, Route route)
            throws Exception {
        this.server = server;
        this.options = options;
        this.route = route;
        long e;
        do {
            e = random.nextLong() & Long.MAX_VALUE;
        } while (e == 0);
        this.epoch = e;
        this.transport = NetTransport.of(options);
        this.boss = new MultiThreadIoEventLoopGroup(1, transport.handlers());
        this.io = new MultiThreadIoEventLoopGroup(ioThreads, transport.handlers());
        // The world loop is one of the I/O threads: a request read there is decided without a
        // hand-over, and with one I/O thread no request waits for another thread at all.
        this.loop = (SingleThreadEventExecutor) io.next();
        ServerBootstrap b = new ServerBootstrap().group(boss, io).channel(transport.serverChannel())
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childOption(ChannelOption.WRITE_BUFFER_WATER_MARK,
                        new WriteBufferWaterMark(options.sendBufferBytes() / 2, options.sendBufferBytes()))
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        ch.pipeline().addLast(new IdleStateHandler(options.timeoutMillis(), 0, 0, TimeUnit.MILLISECONDS));
                        ch.pipeline().addLast(new Heartbeats(options.heartbeatMillis()));
                        Frames.install(ch.pipeline(), options);
                        ch.pipeline().addLast(new Peer(ch));
                    }
                });
        try {
            this.listener = b.bind(at).sync().channel();
        } catch (Exception ex) {
            shutdown();
            throw ex;
        }
    }

    /**
     * Serves a world on a port of the loopback interface or any other.
     *
     * @param server    the world's server, used from here on only on this server's world loop
     * @param host      the address to listen on, such as {@code "127.0.0.1"}
     * @param port      the port, 0 for any free one ({@link #port()} tells which)
     * @param options   the transport's settings
     * @param ioThreads Netty's I/O threads, 1 or more
     * @throws java.io.UncheckedIOException when the port cannot be bound
     */
    public static NetServer start(WorldServer server, String host, int port, NetOptions options, int ioThreads) {
        return start(server, host, port, options, ioThreads, null);
    }

    /** As {@link #start(WorldServer, String, int, NetOptions, int)}, each client's request handed to {@code route}. */
    static NetServer start(WorldServer server, String host, int port, NetOptions options, int ioThreads, Route route) {
        Objects.requireNonNull(server, "server");
        Objects.requireNonNull(options, "options");
        if (ioThreads < 1) {
            throw new IllegalArgumentException("a server needs 1 I/O thread or more, got " + ioThreads);
        }
        try {
            return new NetServer(server, options, new InetSocketAddress(host, port), ioThreads, route);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while binding " + host + ":" + port, e);
        } catch (Exception e) {
            // Netty rethrows the socket's IOException unchecked.
            if (e instanceof java.io.IOException io) {
                throw new java.io.UncheckedIOException("cannot listen on " + host + ":" + port, io);
            }
            if (e instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException("cannot listen on " + host + ":" + port, e);
        }
    }

    /** The port it listens on. */
    public int port() {
        return ((InetSocketAddress) listener.localAddress()).getPort();
    }

    /** Whether its sockets run on Linux's epoll (else Java's NIO): see {@link NetOptions#nativeTransport()}. */
    public boolean nativeTransport() {
        return transport == NetTransport.EPOLL;
    }

    /** This server run's id: a session resumes only within one run. */
    public long epoch() {
        return epoch;
    }

    /** How many clients it dropped for falling past the send buffer bound or going silent. */
    public long dropped() {
        return dropped.get();
    }

    /**
     * Runs {@code task} on the world loop, the one thread that touches the world, and hands back
     * its result: read the server's world this way.
     */
    public <T> CompletableFuture<T> call(Function<WorldServer, T> task) {
        CompletableFuture<T> f = new CompletableFuture<>();
        onLoop(() -> {
            try {
                f.complete(task.apply(server));
            } catch (RuntimeException e) {
                f.completeExceptionally(e);
            }
        });
        return f;
    }

    /**
     * Decides the server's own edit on the world loop and sends its records to every client.
     *
     * @throws IllegalStateException for a server whose edits go through a shared log (a
     *     {@link KafkaLog}'s): edit through the log then
     */
    public CompletableFuture<WorldServer.Outcome> edit(NetRequest request) {
        if (route != null) {
            throw new IllegalStateException("this server's edits go through its shared log: edit through the KafkaLog");
        }
        return call(s -> {
            WorldServer.Outcome o = s.edit(request);
            broadcast(o.records());
            return o;
        });
    }

    /** How many clients are joined now. */
    public CompletableFuture<Integer> clients() {
        return call(s -> joined.size());
    }

    // ---- on the world loop --------------------------------------------------------------------

    /**
     * Runs a task on the world loop (at once when called there). What it writes is flushed by one
     * {@link #flushAll}, queued {@link NetOptions#flushMicros()} after the first write it carries
     * (or behind the reads of the loop's turn): the records of that while share one system call to
     * each client, where a flush a record cost every client a system call (and a wake-up) each.
     */
    void onLoop(Runnable task) {
        if (loop.inEventLoop()) {
            task.run();
        } else {
            loop.execute(task);
        }
    }

    /** Sends records another server decided to every client; on the world loop. */
    void deliver(List<NetMessage.Record> records) {
        broadcast(records);
    }

    /** Sends a refusal to the client of a session, if it is joined; on the world loop. */
    void refuse(long session, NetMessage.Refusal refusal) {
        for (Peer p : joined) {
            if (p.session == session) {
                send(p, refusal);
            }
        }
    }

    private void broadcast(List<NetMessage.Record> records) {
        if (joined.isEmpty()) {
            return;
        }
        for (NetMessage.Record r : records) {
            ByteBuf frame = Frames.frame(listener.alloc(), r, scratch);
            try {
                for (int k = joined.size() - 1; k >= 0; k--) {
                    Peer p = joined.get(k);
                    if (!p.ch.isWritable()) {
                        // Past the bound: drop it rather than let it stall the server; it resumes.
                        joined.remove(k);
                        dropped.incrementAndGet();
                        LOG.log(System.Logger.Level.DEBUG, "dropping {0}: {1} bytes wait for it", p.name,
                                p.ch.unsafe().outboundBuffer() == null ? 0
                                        : p.ch.unsafe().outboundBuffer().totalPendingWriteBytes());
                        p.ch.close();
                    } else {
                        p.ch.write(frame.retainedDuplicate(), p.ch.voidPromise());
                        flushOrDefer(p);
                    }
                }
            } finally {
                frame.release();
            }
        }
    }

    private void send(Peer p, NetMessage m) {
        p.ch.write(Frames.frame(p.ch.alloc(), m, scratch), p.ch.voidPromise());
        flushOrDefer(p);
    }

    /**
     * Leaves a write for the flush at the end of the burst, unless half the bound waits already:
     * the bytes held back for one flush never count against a client that reads fast enough.
     */
    private void flushOrDefer(Peer p) {
        if (p.ch.bytesBeforeUnwritable() < options.sendBufferBytes() / 2) {
            p.ch.flush();
            unflushed.remove(p);
        } else {
            unflushed.add(p);
            if (!flushQueued) {
                flushQueued = true;
                if (options.flushMicros() == 0) {
                    loop.execute(flushAll);
                } else {
                    loop.schedule(flushAll, options.flushMicros(), TimeUnit.MICROSECONDS);
                }
            }
        }
    }

    /** The names of the clients joined now, for tests. */
    CompletableFuture<List<String>> joinedNames() {
        return call(s -> joined.stream().map(p -> p.name).toList());
    }

    private void hello(Peer p, NetMessage.Hello h) {
        if (p.session != 0) {
            p.ch.close();
            return;
        }
        boolean resumes = h.epoch() == epoch && h.session() != 0 && sessions.containsKey(h.session());
        long session = resumes ? h.session() : newSession();
        long[] lastSeen = sessions.computeIfAbsent(session, s -> new long[1]);
        p.session = session;
        p.name = h.client();
        Optional<List<NetMessage.Record>> tail = resumes && h.resumeAfter() >= 0 ? server.recordsAfter(h.resumeAfter())
                : Optional.empty();
        if (tail.isPresent()) {
            for (NetMessage.Record r : tail.get()) {
                send(p, r);
            }
        } else {
            send(p, server.snapshot());
        }
        send(p, new NetMessage.Welcome(session, epoch, server.seq(), lastSeen[0]));
        joined.add(p);
    }

    private long newSession() {
        long s;
        do {
            s = random.nextLong() & Long.MAX_VALUE;
        } while (s == 0 || sessions.containsKey(s));
        return s;
    }

    private void request(Peer p, NetMessage.Request q) {
        long[] lastSeen = sessions.computeIfAbsent(p.session, s -> new long[1]);
        if (q.requestId() <= lastSeen[0]) {
            return; // answered already, before a reconnection
        }
        lastSeen[0] = q.requestId();
        if (route != null) {
            route.request(p.session, q.requestId(), q.request());
            return;
        }
        WorldServer.Outcome o = server.decide(p.session, q.requestId(), q.request());
        if (o.refusal().isPresent()) {
            // To the session, not the connection: a client that reconnected while its request was
            // decided on the old connection takes the refusal on the new one (its copy of the
            // request is dropped there as answered already).
            refuse(p.session, o.refusal().get());
        }
        broadcast(o.records());
    }

    private void shutdown() {
        boss.shutdownGracefully(0, 1, TimeUnit.SECONDS);
        io.shutdownGracefully(0, 1, TimeUnit.SECONDS);
    }

    /** Closes every connection and stops the server's threads; waits for them. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        listener.close().syncUninterruptibly();
        shutdown();
        boss.terminationFuture().syncUninterruptibly();
        io.terminationFuture().syncUninterruptibly();
    }

    /** Where a client's request goes when it is not decided here; called on the world loop. */
    interface Route {
        /** Hands on a request of {@code session}'s client, whose answer comes back by {@link #deliver} or {@link #refuse}. */
        void request(long session, long requestId, NetRequest request);
    }

    /** One connection. Its fields are the world loop's. */
    private final class Peer extends SimpleChannelInboundHandler<ByteBuf> {
        final Channel ch;
        /** The frames' array, on the connection's I/O thread. */
        private final Frames.Reader reader = new Frames.Reader();
        long session;
        String name = "?";

        Peer(Channel ch) {
            this.ch = ch;
        }

        @Override
        protected void channelRead0(ChannelHandlerContext ctx, ByteBuf frame) {
            NetMessage m;
            try {
                m = Frames.read(frame, reader);
            } catch (NetFormatException e) {
                LOG.log(System.Logger.Level.WARNING, "closing {0}: {1}", ch.remoteAddress(), e.getMessage());
                ctx.close();
                return;
            }
            if (m instanceof NetMessage.Heartbeat) {
                return;
            }
            onLoop(() -> {
                if (!ch.isActive()) {
                    return;
                }
                if (m instanceof NetMessage.Hello h) {
                    hello(this, h);
                } else if (session == 0) {
                    ch.close(); // nothing before hello
                } else if (m instanceof NetMessage.Request q) {
                    request(this, q);
                } else if (m instanceof NetMessage.Resync) {
                    send(this, server.snapshot());
                } else {
                    ch.close(); // a server's message from a client
                }
            });
        }

        @Override
        public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
            if (evt instanceof IdleStateEvent e) {
                if (e.state() == IdleState.READER_IDLE) {
                    dropped.incrementAndGet();
                    ctx.close();
                }
            } else {
                super.userEventTriggered(ctx, evt);
            }
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) throws Exception {
            onLoop(() -> {
                joined.remove(this);
                unflushed.remove(this);
            });
            super.channelInactive(ctx);
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            LOG.log(System.Logger.Level.DEBUG, "closing {0}: {1}", ch.remoteAddress(), cause.toString());
            ctx.close();
        }
    }
}
