package dev.loam.bench;

import dev.loam.worldgen.BiomeSampler;
import dev.loam.worldgen.CandidateProbe;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Evaluating candidates through the fields and biomes of the example rules, reported per
 * candidate. {@link #pickBiome}: each of 4096 scattered points over 8 km reads the fields its
 * biomes' conditions need (lazily, with the transition wobble), weighs the four biomes and picks
 * one. {@link #chunkCandidates}: the planner's own candidates, as it evaluates them: 4096 cells of
 * one layer, chunk after chunk (the layer's chunk size), a row of chunks at a time over the 8 km
 * square about the origin (the coarse sites layer's 130 cells there walked again and again), each
 * chunk's cells in the planner's order (rows of cells, z index then x index), each cell's candidate up to
 * its anchor (point, priority, biome weights, pick, recipe, density draw). Issue 22's target is
 * at least 20 million of the planner's candidates a second on one core, at most 50 ns a candidate.
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

    /** One layer's candidates in the planner's order, on a plan of their own. */
    @State(Scope.Thread)
    public static class Chunks {
        @Param({"sites", "groups", "detail", "cover"})
        public String layer;

        CandidateProbe probe;

        @Setup
        public void setUp() {
            probe = new CandidateProbe(WorldBenchRules.world(WorldBenchRules.rules(), 42).plan(), layer, -4096, -4096,
                    8192, POINTS);
        }
    }

    /** One of the planner's candidates, in its order, per operation. */
    @Benchmark
    @OperationsPerInvocation(POINTS)
    public int chunkCandidates(Chunks chunks) {
        return chunks.probe.evaluate();
    }
}
