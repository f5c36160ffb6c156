package dev.loam.bench;

import dev.loam.worldgen.ProceduralChunks;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The steady-state cost of one frame of streaming the hilly example world for a source moving at
 * 20 m/s at 60 frames a second (1/3 m a frame, heading east-north-east), with a 4 ms budget: the
 * average over frames of the update, including the frames where new chunks come into draw distance
 * and old ones are released. The world is made resident around the start before measuring.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class WorldStreamSteadyBench {
    private static final double STEP = 20.0 / 60;
    private static final long BUDGET_NANOS = 4_000_000;

    private ProceduralChunks stream;
    private double x;
    private double z;

    @Setup(Level.Trial)
    public void setUp() {
        stream = ProceduralChunks.builder(WorldBenchRules.world(WorldBenchRules.rules(), 42), c -> null).build();
        stream.setSource("camera", 0, 0);
        do {
            stream.update(Long.MAX_VALUE);
        } while (stream.stats().queued() > 0);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        stream.close();
    }

    /** One frame: the source moves 1/3 m, then the update within a 4 ms budget. */
    @Benchmark
    public long frame() {
        x += STEP * 0.94;
        z += STEP * 0.34;
        stream.setSource("camera", x, z);
        stream.update(BUDGET_NANOS);
        return stream.stats().nanosThisFrame();
    }
}
