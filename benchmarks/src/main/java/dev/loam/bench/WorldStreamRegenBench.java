package dev.loam.bench;

import dev.loam.worldgen.ProceduralChunks;
import dev.loam.worldgen.Zone;
import dev.loam.worldgen.ZoneShape;
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
 * Regenerating the chunks under a new 40 m zone (a house plot excluding everything) near the
 * source of a resident hilly example world: each operation moves the zone to a new spot 50 to 250
 * m from the source and streams with an unlimited budget until the touched chunks are replaced.
 * The new zone makes a new plan, so the lower layers' cells around the zone are planned again from
 * cold, as a game pays it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class WorldStreamRegenBench {
    private ProceduralChunks stream;
    private int next;

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

    /** Moves the 40 m zone and regenerates what it touches; returns the chunks published. */
    @Benchmark
    public int zoneMoved() {
        next++;
        double angle = next * 2.39996;
        double r = 50 + (next * 37 % 200);
        stream.world().zones().set(Zone.reserve("plot", new ZoneShape.Circle(r * Math.cos(angle), r * Math.sin(angle),
                40)));
        int published = 0;
        do {
            stream.update(Long.MAX_VALUE);
            published += stream.stats().publishedThisFrame();
        } while (stream.stats().queued() > 0);
        return published;
    }
}
