package dev.loam.bench;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.blockmap.BlockSets;
import dev.loam.net.NetClient;
import dev.loam.net.NetOptions;
import dev.loam.net.NetRequest;
import dev.loam.net.NetServer;
import dev.loam.net.NetWorld;
import dev.loam.net.WorldServer;
import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Transport 1 under load: a {@link NetServer} and 8 {@link NetClient}s on loopback, each client on
 * a thread of its own as a game loop is (it applies what arrives when woken, and sends what its
 * player asks). A loader sends 10,000 edits a second in all, spread over the 8 clients, to a
 * 64 × 64 map ({@code editsPerSecond} sets another load). Each measured call is one more edit, of a probe map, from the next client in turn:
 * the time from its request to the record applied on every one of the 8 replicas. JMH's sample
 * mode gives the percentiles; target: p0.99 under 5 ms.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class NetLoopbackBench {
    static final int CLIENTS = 8;
    static final int SIZE = 64;

    /** The loader's edits a second, over all clients: 10,000 is the target's load. */
    @Param({"10000"})
    public int editsPerSecond;

    private NetServer server;
    private Driver[] drivers;
    private Thread loader;
    private volatile boolean running;
    private volatile Thread waiter;
    private final AtomicIntegerArray probe = new AtomicIntegerArray(CLIENTS);
    private int next;

    /** One client and the thread that plays its game loop. */
    final class Driver implements Runnable {
        final int index;
        final NetClient client;
        final ConcurrentLinkedQueue<Consumer<NetClient>> commands = new ConcurrentLinkedQueue<>();
        volatile Thread thread;

        Driver(int index, NetClient client) {
            this.index = index;
            this.client = client;
        }

        void submit(Consumer<NetClient> command) {
            commands.add(command);
            Thread t = thread;
            if (t != null) {
                LockSupport.unpark(t);
            }
        }

        @Override
        public void run() {
            thread = Thread.currentThread();
            client.onArrival(() -> LockSupport.unpark(thread));
            while (running) {
                for (Consumer<NetClient> c; (c = commands.poll()) != null;) {
                    c.accept(client);
                }
                client.update();
                if (client.replica().ready()) {
                    int h = client.replica().world().map("probe").orElseThrow().heightSteps(0, 0);
                    if (probe.getAndSet(index, h) != h) {
                        Thread w = waiter;
                        if (w != null) {
                            LockSupport.unpark(w);
                        }
                    }
                }
                if (commands.isEmpty()) {
                    // Asleep until a frame arrives (onArrival) or the player asks (submit), as a game
                    // loop that waits for work is: polling every 0.2 ms cost 8 threads 5,000 wake-ups a
                    // second each, a third of a core of a loaded machine doing nothing.
                    LockSupport.parkNanos(5_000_000);
                }
            }
        }
    }

    @Setup(Level.Trial)
    public void setUp() throws InterruptedException {
        Authority authority = Authority.create("server");
        BlockLegend legend = BlockLegend.ofNames(Map.of('g', "grass", 'o', "stone"));
        String[] cells = new String[SIZE];
        int[][] heights = new int[SIZE][SIZE];
        for (int r = 0; r < SIZE; r++) {
            cells[r] = "g".repeat(SIZE);
            Arrays.fill(heights[r], 4);
        }
        NetWorld world = new NetWorld()
                .addMap(BlockMap.builder("village", BlockSets.greybox()).legend(legend).cells(cells).heights(heights)
                        .authority(authority).build())
                .addMap(BlockMap.builder("probe", BlockSets.greybox()).legend(legend).cells("g")
                        .heights(new int[][] {{2}}).authority(authority).build());
        server = NetServer.start(new WorldServer(world, authority, WorldServer.DEFAULT_LOG_RECORDS), "127.0.0.1", 0,
                NetOptions.DEFAULTS, 1);
        running = true;
        drivers = new Driver[CLIENTS];
        for (int i = 0; i < CLIENTS; i++) {
            drivers[i] = new Driver(i, NetClient.connect("127.0.0.1", server.port(), "client-" + i,
                    BlockSetLookup.DEFINED, NetOptions.DEFAULTS));
            Thread t = new Thread(drivers[i], "game-loop-" + i);
            t.setDaemon(true);
            t.start();
        }
        for (int i = 0; i < CLIENTS; i++) {
            while (probe.get(i) != 2) {
                Thread.sleep(5);
            }
        }
        loader = new Thread(this::load, "loader");
        loader.setDaemon(true);
        loader.start();
    }

    /** 10,000 edits a second in all, each from the next client, paced against the clock. */
    private void load() {
        SplittableRandom rnd = new SplittableRandom(10_000);
        long period = 1_000_000_000L / editsPerSecond;
        long due = System.nanoTime();
        long k = 0;
        while (running) {
            long now = System.nanoTime();
            while (due <= now) {
                int c = rnd.nextInt(SIZE), r = rnd.nextInt(SIZE);
                NetRequest q = rnd.nextBoolean()
                        ? new NetRequest.SetCell("village", BlockCellEdit.height(c, r, 3 + rnd.nextInt(4)))
                        : new NetRequest.SetCell("village", BlockCellEdit.symbol(c, r, rnd.nextBoolean() ? 'g' : 'o'));
                drivers[(int) (k++ % CLIENTS)].submit(client -> client.request(q));
                due += period;
            }
            LockSupport.parkNanos(due - now);
        }
    }

    @Benchmark
    public int requestToAppliedOnEveryClient() {
        int value = 3 + next % 400;
        waiter = Thread.currentThread();
        drivers[next++ % CLIENTS].submit(client -> client.request(
                new NetRequest.SetCell("probe", BlockCellEdit.height(0, 0, value))));
        while (!everyClientHolds(value)) {
            LockSupport.parkNanos(1_000_000);
        }
        return value;
    }

    private boolean everyClientHolds(int value) {
        for (int i = 0; i < CLIENTS; i++) {
            if (probe.get(i) != value) {
                return false;
            }
        }
        return true;
    }

    @TearDown(Level.Trial)
    public void tearDown() throws InterruptedException {
        running = false;
        loader.join();
        for (Driver d : drivers) {
            d.client.close();
        }
        server.close();
    }
}
