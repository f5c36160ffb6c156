package dev.loam.bench;

import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpec;
import dev.loam.terrain.TerrainFiles;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Building everything of a 16 × 16 region with 12 features: the corners, shapes, the surface
 * (257 × 257 vertices), the painted ground, the terrain, trees and rocks, places and map, then the
 * terrain's and the scatter's JSON through the shared writers. Target: under 100 ms.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RegionBuildBench {
    private RegionSpec spec;

    @Setup
    public void setUp() {
        spec = RegionBenchSpecs.twelveFeatures();
    }

    @Benchmark
    public void buildEverything(Blackhole hole) {
        Region region = RegionSolver.solve(spec);
        hole.consume(TerrainFiles.writeJson(region.terrain()));
        hole.consume(TerrainFiles.writeJson(region.props()));
    }
}
