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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Whether a streaming frame grows with the distance travelled (issue 22): the hilly example world
 * streamed around a source that has already travelled 1, 4, 16 or 64 km along a circle of 6 km
 * radius (in 40 m steps, each streamed to rest), then measured as {@link WorldStreamSteadyBench}
 * measures: a frame at 20 m/s within a 4 ms budget. The resident set has a ceiling and the
 * planner's caches a fixed size, so the frame should not grow at all (exponent 0).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class WorldStreamScalingBench {
    private static final double RADIUS = 6000;
    private static final double STEP = 20.0 / 60;
    private static final long BUDGET_NANOS = 4_000_000;

    @Param({"1", "4", "16", "64"})
    public int km;

    private ProceduralChunks stream;
    private double angle;

    @Setup(Level.Trial)
    public void setUp() {
        stream = ProceduralChunks.builder(WorldBenchRules.world(WorldBenchRules.rules(), 42), c -> null).build();
        for (double travelled = 0; travelled <= km * 1000.0; travelled += 40) {
            angle = travelled / RADIUS;
            stream.setSource("camera", RADIUS * Math.cos(angle), RADIUS * Math.sin(angle));
            do {
                stream.update(Long.MAX_VALUE);
            } while (stream.stats().queued() > 0);
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        stream.close();
    }

    /** One frame: the source moves 1/3 m on along the circle, then the update within a 4 ms budget. */
    @Benchmark
    public long frame() {
        angle += STEP / RADIUS;
        stream.setSource("camera", RADIUS * Math.cos(angle), RADIUS * Math.sin(angle));
        stream.update(BUDGET_NANOS);
        return stream.stats().nanosThisFrame();
    }
}
