package dev.loam.bench;

import dev.loam.assets.Kit;
import dev.loam.model.Model;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Generating each kit model with its cheaper level, from a seed and a variant: the target
 * is under 1 ms each. The variant turns over each call so that no two calls build the same model.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class KitBench {
    @Param({"bench", "boulder", "broadleaf", "broadleaf-crown", "broadleaf-trunk", "bush", "cactus", "campfire", "conifer",
            "conifer-crown", "conifer-trunk", "dead-tree", "fence", "fern", "flowers", "grass-tuft", "hut", "jetty", "lighthouse",
            "log", "palm", "reeds", "rock", "sapling", "signpost", "stump", "telescope", "tent", "woodpile", "wrecked-car"})
    public String name;

    private int variant;

    @Benchmark
    public Model generate() {
        return Kit.model(name, 7, variant++ & 15);
    }
}
