package dev.loam.bench;

import dev.loam.worldgen.ProceduralChunks;
import dev.loam.worldgen.World2D;
import dev.loam.worldgen.WorldRules;
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
 * Bringing an area resident from cold with the example rules: each operation a new world (a new
 * seed, so no cached cell), streamed inline with an unlimited budget until nothing is queued.
 * {@code 2d}: a 2D world of 512 m chunks whose view radius (724 m) takes in exactly the 2 km × 2 km
 * square of 16 chunks around the camera, every layer with its biome grid of 32 m cells. {@code 3d}:
 * the hilly 3D world around one source, each layer out to its own draw distance (sites 3 km and
 * groups 2.4 km, which hold the 2 km square, detail 300 m, cover 120 m).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class WorldStreamColdBench {
    @Param({"2d", "3d"})
    public String world;

    private WorldRules rules;
    private long seed;

    @Setup
    public void setUp() {
        rules = WorldBenchRules.rules();
    }

    /** One area from cold; returns the chunks resident. */
    @Benchmark
    public int areaFromCold() {
        seed++;
        if (world.equals("2d")) {
            try (World2D w = World2D.builder(rules, "bench", seed, 512, 32, c -> null).viewRadius(724).build()) {
                w.setCamera(0, 0);
                do {
                    w.update(Long.MAX_VALUE);
                } while (w.stats().queued() > 0);
                return w.stats().resident();
            }
        }
        try (ProceduralChunks s = ProceduralChunks.builder(WorldBenchRules.world(rules, seed), c -> null).build()) {
            s.setSource("camera", 0, 0);
            do {
                s.update(Long.MAX_VALUE);
            } while (s.stats().queued() > 0);
            return s.stats().resident();
        }
    }
}
