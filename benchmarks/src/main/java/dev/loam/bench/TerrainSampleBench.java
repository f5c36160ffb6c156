package dev.loam.bench;

import dev.loam.terrain.Terrain;
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
 * {@link Terrain#heightAt} on a 4097 × 4097 terrain at 4096 scattered points (so most samples miss
 * the cache, as a physics or placement pass over a large world does), reported per sample.
 * Target: under 20 ns a sample.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class TerrainSampleBench {
    private static final int POINTS = 4096;

    private Terrain terrain;
    private final double[] xs = new double[POINTS];
    private final double[] zs = new double[POINTS];

    @Setup
    public void setUp() {
        terrain = TerrainBenchTerrains.hills(TerrainBenchTerrains.LARGE, false);
        long state = 12345;
        for (int k = 0; k < POINTS; k++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            xs[k] = (state >>> 11) * 0x1.0p-53 * (TerrainBenchTerrains.LARGE - 1);
            state = state * 6364136223846793005L + 1442695040888963407L;
            zs[k] = (state >>> 11) * 0x1.0p-53 * (TerrainBenchTerrains.LARGE - 1);
        }
    }

    @Benchmark
    @OperationsPerInvocation(POINTS)
    public double heightAt() {
        double sum = 0;
        for (int k = 0; k < POINTS; k++) {
            sum += terrain.heightAt(xs[k], zs[k]);
        }
        return sum;
    }
}
