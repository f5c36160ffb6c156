package dev.loam.bench;

import dev.loam.worldgen.BiomeSampler;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Evaluating candidates through the fields and biomes of the example rules: each of 4096
 * scattered points reads the fields its biomes' conditions need (lazily, with the transition
 * wobble), weighs the four biomes and picks one. Reported per candidate; the target is at least 5
 * million candidates a second on one core, that is at most 200 ns a candidate.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class WorldCandidateBench {
    private static final int POINTS = 4096;

    private BiomeSampler sampler;
    private final double[] xs = new double[POINTS];
    private final double[] zs = new double[POINTS];
    private final double[] us = new double[POINTS];

    @Setup
    public void setUp() {
        sampler = WorldBenchRules.world(WorldBenchRules.rules(), 42).plan().biomeSampler();
        long state = 99;
        for (int k = 0; k < POINTS; k++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            xs[k] = ((state >>> 11) * 0x1.0p-53 - 0.5) * 8000;
            state = state * 6364136223846793005L + 1442695040888963407L;
            zs[k] = ((state >>> 11) * 0x1.0p-53 - 0.5) * 8000;
            us[k] = (k * 0.618034) % 1.0;
        }
    }

    /** One candidate's biome pick, per operation. */
    @Benchmark
    @OperationsPerInvocation(POINTS)
    public int pickBiome() {
        int sum = 0;
        for (int k = 0; k < POINTS; k++) {
            sum += sampler.pick(xs[k], zs[k], us[k]);
        }
        return sum;
    }
}
