package dev.loam.bench;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.blockmap.BlockSets;
import dev.loam.net.KafkaLog;
import dev.loam.net.KafkaTestBroker;
import dev.loam.net.NetOptions;
import dev.loam.net.NetRequest;
import dev.loam.net.NetWorld;
import dev.loam.net.WorldServer;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Transport 2 under load: records through the Kafka log on loopback, 3 partitions. A real KRaft
 * broker runs in this JVM ({@code KafkaTestBroker}, engine-net's test jar) and two servers share a
 * 64 × 64 map through it ({@link KafkaLog}). Each call asks 10,000 edits of server A (each of a
 * cell whose height it changes, so each makes a record) and returns once both servers have applied
 * all 10,000 records: the requests travel through the requests topic to the server deciding their
 * chunk, its records through the records topic to every server. The score is records a second
 * (target: at least 50,000).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class KafkaLogBench {
    static final int SIZE = 64;
    static final int BATCH = 10_000;

    private KafkaTestBroker broker;
    private KafkaLog a;
    private KafkaLog b;
    private long asked;

    private static KafkaLog server(KafkaLog.Options options) {
        Authority authority = Authority.create("server");
        BlockLegend legend = BlockLegend.ofNames(Map.of('g', "grass"));
        String[] cells = new String[SIZE];
        int[][] heights = new int[SIZE][SIZE];
        for (int r = 0; r < SIZE; r++) {
            cells[r] = "g".repeat(SIZE);
            Arrays.fill(heights[r], 2);
        }
        NetWorld world = new NetWorld().addMap(BlockMap.builder("village", BlockSets.greybox()).legend(legend)
                .cells(cells).heights(heights).authority(authority).build());
        return KafkaLog.serve(options, new WorldServer(world, authority, 1024), BlockSetLookup.DEFINED, "127.0.0.1", 0,
                NetOptions.DEFAULTS, 1);
    }

    @Setup(Level.Trial)
    public void setUp() {
        broker = KafkaTestBroker.start();
        KafkaLog.Options options = KafkaLog.Options.of(broker.bootstrapServers(), "bench");
        a = server(options);
        b = server(options);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (a.decidingPartitions().size() + b.decidingPartitions().size() < a.partitions()
                || b.decidingPartitions().isEmpty()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the servers' group did not share the partitions: " + a + ", " + b);
            }
            LockSupport.parkNanos(10_000_000);
        }
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public long recordsThroughTheLog() {
        long start = asked;
        for (int k = 0; k < BATCH; k++) {
            long n = asked++;
            int cell = (int) (n % (SIZE * SIZE));
            int pass = (int) (n / (SIZE * SIZE));
            a.edit(new NetRequest.SetCell("village", BlockCellEdit.height(cell % SIZE, cell / SIZE, 3 + pass % 2)));
        }
        long target = start + BATCH;
        while (a.recordsApplied() < target || b.recordsApplied() < target) {
            LockSupport.parkNanos(100_000);
        }
        return b.recordsApplied();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        if (a.outOfStep() + b.outOfStep() != 0) {
            throw new IllegalStateException("records did not fit: " + a.outOfStep() + " and " + b.outOfStep());
        }
        b.close();
        a.close();
        broker.close();
    }
}
