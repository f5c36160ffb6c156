package dev.loam.bench;

import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GpuWorldDecor;
import dev.loam.scene.WorldScene;
import dev.loam.scene.WorldTerrain;
import dev.loam.terrain.Terrain;
import dev.loam.worldgen.WorldGen;
import java.util.Locale;
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
 * The streaming frame of a drawn world: {@link WorldScene#update(long)} with its 4 ms budget, in
 * which {@code ProceduralChunks} generates the nearest chunks and each chunk it publishes is
 * uploaded into the decor's static instance buffers (and each one it disposes of freed), for a
 * source moving at 20 m/s at 60 frames a second (1/3 m a frame, east-north-east). The example world
 * over the benchmarks' rolling hills, sampled into a 5 km terrain of 16 m cells, far versions on,
 * on a headless {@link GlContext}. The world is made resident round the start in the setup; then
 * every frame is one sample ({@code SingleShotTime}): 120 frames of warm-up (2 s of the source's
 * travel) and 10,000 measured (3.3 km), whose p50 and p99 JMH prints. Target: p99 within the
 * budget + 1 ms (5 ms). Run it with its own counts: {@code -f 1} alone, not {@code -wi/-i}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 120, batchSize = 1)
@Measurement(iterations = 10_000, batchSize = 1)
@Fork(value = 1, jvmArgsAppend = {"--enable-native-access=ALL-UNNAMED", "-Djoml.nounsafe=true"})
public class WorldStreamFrameBench {
    private static final double STEP = 20.0 / 60;

    private GlContext gl;
    private Thread glThread;
    private WorldScene scene;
    private double x = -1500, z = -500;
    private long frames, over;
    private long worst;

    @Setup(Level.Trial)
    public void setUp() {
        gl = RenderFrameBench.openHeadless();
        glThread = Thread.currentThread();
        WorldGen hills = WorldBenchRules.world(WorldBenchRules.rules(), 42);
        Terrain terrain = WorldTerrain.sample(hills, -2500, -2500, 5000, 16);
        scene = WorldScene.builder(WorldTerrain.over(hills, terrain), terrain).build();
        scene.setSource("camera", x, z);
        long t0 = System.nanoTime();
        int updates = scene.settle(1_000_000_000L, 10_000);
        GpuWorldDecor decor = scene.decor().orElseThrow();
        System.out.println(String.format(Locale.ROOT, "%n# resident round the start in %d updates, %.1f s: %d chunks,"
                + " %,d instances in %,d batches, %,d B on the GPU; %d atlases baked", updates,
                (System.nanoTime() - t0) / 1e9, scene.chunks().stats().resident(), decor.instanceCount(),
                decor.batchCount(), decor.gpuBytes(), scene.atlasesBaked()));
    }

    @Setup(Level.Iteration)
    public void sameThread() {
        RenderFrameBench.requireGlThread(glThread);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        RenderFrameBench.requireGlThread(glThread);
        GpuWorldDecor decor = scene.decor().orElseThrow();
        System.out.println(String.format(Locale.ROOT, "%n# %d frames, %d over 4 ms (worst %.2f ms); at the end %d chunks"
                + " resident, %,d instances, %,d B on the GPU", frames, over, worst / 1e6,
                scene.chunks().stats().resident(), decor.instanceCount(), decor.gpuBytes()));
        scene.close();
        gl.close();
    }

    /** One frame: the source moves 1/3 m, then the scene's update within 4 ms (generation and uploads). */
    @Benchmark
    public long frame() {
        x += STEP * 0.94;
        z += STEP * 0.34;
        scene.setSource("camera", x, z);
        long t0 = System.nanoTime();
        scene.update(WorldScene.DEFAULT_BUDGET_NANOS);
        long t = System.nanoTime() - t0;
        frames++;
        if (t > WorldScene.DEFAULT_BUDGET_NANOS) {
            over++;
        }
        worst = Math.max(worst, t);
        return t;
    }
}
