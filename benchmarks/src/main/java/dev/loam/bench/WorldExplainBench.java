package dev.loam.bench;

import dev.loam.worldgen.Explanation;
import dev.loam.worldgen.WorldPlan;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code explain} on the example rules at 256 scattered places in turn: every field there (the
 * water's-edge search included), the biome weights, the zones, and each layer's candidate with its
 * members traced. The plan's cell caches are warm after the first round, as in an editor or a
 * debugging tool asking about places already planned.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class WorldExplainBench {
    private static final int PLACES = 256;

    private WorldPlan plan;
    private final double[] xs = new double[PLACES];
    private final double[] zs = new double[PLACES];
    private int next;

    @Setup
    public void setUp() {
        plan = WorldBenchRules.world(WorldBenchRules.rules(), 42).plan();
        for (int k = 0; k < PLACES; k++) {
            xs[k] = (k % 16) * 97.5 - 780;
            zs[k] = (k / 16) * 101.25 - 810;
        }
    }

    /** One place explained. */
    @Benchmark
    public Explanation explain() {
        int k = next++ & (PLACES - 1);
        return plan.explain(xs[k], zs[k]);
    }
}
