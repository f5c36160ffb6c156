package dev.loam.bench;

import dev.loam.worldgen.Placement;
import dev.loam.worldgen.WorldRules;
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
 * How a world plan grows with the ground it covers (issue 22): every placement of the hilly
 * example world ({@link WorldBenchRules}) in squares of 256 m, 512 m, 1 km, 2 km and 4 km on a
 * side, each time on a fresh plan (its caches empty), so the measure is the planning and not a
 * cache. It should grow linearly in area (exponent 1 over {@code metres²}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
@Fork(1)
public class WorldPlanScalingBench {
    @Param({"256", "512", "1024", "2048", "4096"})
    public int metres;

    private WorldRules rules;

    @Setup
    public void setUp() {
        rules = WorldBenchRules.rules();
    }

    /** A fresh world's plan, then every placement of every layer in the square centred on (500, 300). */
    @Benchmark
    public List<Placement> planSquare() {
        double h = metres / 2.0;
        return WorldBenchRules.world(rules, 42).plan().placementsIn(500 - h, 300 - h, 500 + h, 300 + h);
    }
}
