package dev.loam.bench;

import dev.loam.region.CornerLevels;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpec;
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
 * Solving the corners of a 16 × 16 region with 12 features (every kind): the features' raises,
 * pins and steep corners gathered, every bound propagated, every conflict checked.
 * Target: under 2 ms.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RegionSolveBench {
    private RegionSpec spec;

    @Setup
    public void setUp() {
        spec = RegionBenchSpecs.twelveFeatures();
    }

    @Benchmark
    public CornerLevels solveCorners() {
        return RegionSolver.solveCorners(spec);
    }
}
