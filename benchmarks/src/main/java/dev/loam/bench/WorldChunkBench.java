package dev.loam.bench;

import dev.loam.worldgen.Placement;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldRules;
import dev.loam.worldgen.Zone;
import dev.loam.worldgen.ZoneShape;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Planning one 512 m × 512 m chunk of one layer of the example rules from a cold plan (no cached
 * cell), each operation a new chunk further east. The time includes the earlier layers' cells the
 * layer must read around the chunk (their footprints are avoided), as a streamed world pays it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class WorldChunkBench {
    private static final double CHUNK = 512;

    @Param({"sites", "groups", "detail", "cover"})
    public String layer;

    private WorldGen world;
    private int next;

    @Setup
    public void setUp() {
        WorldRules rules = WorldBenchRules.rules();
        world = WorldBenchRules.world(rules, 42);
    }

    /** One chunk of the layer from a cold plan. */
    @Benchmark
    public List<Placement> planChunk() {
        // A zone far away makes a fresh plan, so no cell of an earlier operation is cached.
        world.zones().set(Zone.reserve("fresh", new ZoneShape.Circle(-1e6, -1e6 - next, 1)));
        double x0 = (next++ % 16) * CHUNK;
        return world.plan().placementsIn(x0, 0, x0 + CHUNK, CHUNK, layer);
    }
}
