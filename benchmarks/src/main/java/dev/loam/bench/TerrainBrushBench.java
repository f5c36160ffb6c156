package dev.loam.bench;

import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterBrush;
import dev.loam.terrain.ScatterItem;
import dev.loam.terrain.ScatterStroke;
import dev.loam.terrain.Terrain;
import java.util.List;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * One brush stroke placing 200 instances (spacing 1, radius 30) into a set already holding 100,000
 * instances 4 map units apart over a 1281 × 1281 terrain: the neighbourhood gathered into the
 * spatial index, darts thrown, spacing checked, poses computed. The set is trimmed back to its
 * 100,000 before each stroke, outside the timing.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TerrainBrushBench {
    private static final int EXISTING = 100_000;

    private Terrain terrain;
    private Scatter set;

    @Setup
    public void setUp() {
        terrain = TerrainBenchTerrains.hills(1281, false);
        set = Scatter.builder("grass").items(List.of(ScatterItem.of("res://tuft.glb").withSpacing(1),
                ScatterItem.of("res://flower.glb").withSpacing(1).withWeight(0.3))).build();
        set.ensureCapacity(EXISTING + 400);
        for (int k = 0; k < EXISTING; k++) {
            int i = k % 316;
            int j = k / 316;
            set.add(k & 1, 2 + 4 * i, 0, 2 + 4 * j, 0, 0, 0, 1);
        }
    }

    @Setup(Level.Invocation)
    public void trim() {
        set.removeIf(k -> k >= EXISTING);
    }

    @Benchmark
    public int strokeOf200() {
        int placed = ScatterBrush.paint(set, terrain, new ScatterStroke(640.5, 640.5, 30, 200, 77));
        if (placed != 200) {
            throw new IllegalStateException("the stroke placed " + placed + ", not 200");
        }
        return placed;
    }
}
