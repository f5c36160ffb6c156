package dev.loam.bench;

import dev.loam.assets.AssetResolver;
import dev.loam.assets.PlacementInstances;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import dev.loam.render.gl.FarCardBaker;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.RenderLook;
import dev.loam.scene.WorldScene;
import dev.loam.worldgen.Plant;
import dev.loam.worldgen.PlantPart;
import java.util.ArrayList;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A far-card atlas for one plant kind baked, as {@code WorldScene} bakes it: the example rules'
 * pine (its parts resolved through the defaults, merged at their nearest level) drawn by a
 * {@link FarCardBaker} of 128 × 256 views from two sides under {@link WorldScene#AFTERNOON}, read
 * back with its depth, the colours spread past the silhouette, into a 256 × 256 atlas; then its
 * tent cards made. The baker (its frame renderer, its target, the shaders) is made once, as a
 * scene makes one for all its plants; headless {@link GlContext} on the machine's driver
 * (llvmpipe here: the two views are rasterised on the CPU). Target: under 10 ms.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--enable-native-access=ALL-UNNAMED", "-Djoml.nounsafe=true"})
public class FarCardBakeBench {
    private GlContext gl;
    private Thread glThread;
    private FarCardBaker baker;
    private Model pine;
    private final RenderLook look = WorldScene.AFTERNOON;

    @Setup(Level.Trial)
    public void setUp() {
        gl = RenderFrameBench.openHeadless();
        glThread = Thread.currentThread();
        Plant plant = WorldBenchRules.rules().plants().get("pine");
        AssetResolver resolver = AssetResolver.defaults();
        List<Model> parts = new ArrayList<>();
        List<float[]> at = new ArrayList<>();
        for (PlantPart part : plant.parts()) {
            parts.add(PlacementInstances.model(new PlacementInstances.Part(part.mesh(), "mesh", "", "", 0,
                    part.material(), "material", Rgba.WHITE), resolver));
            at.add(Transforms.placed(0, 0, 0, 0, 1));
        }
        pine = Model.merged("plant pine", parts, at);
        baker = new FarCardBaker(128, 256);
        long t0 = System.nanoTime();
        baker.bake(pine, look, "far pine").atlas();
        System.out.println("# the first bake (shaders compiled): " + (System.nanoTime() - t0) / 1_000_000 + " ms; "
                + pine.vertexCount() + " vertices");
    }

    @Setup(Level.Iteration)
    public void sameThread() {
        RenderFrameBench.requireGlThread(glThread);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        RenderFrameBench.requireGlThread(glThread);
        baker.close();
        gl.close();
    }

    /** The pine's atlas baked and its tent cards made. */
    @Benchmark
    public Model bakePineAtlas() {
        FarCardBaker.Atlas a = baker.bake(pine, look, "far pine");
        return FarCardBaker.cards(a, new float[] {0, 0, 0.5f, 1}, true, "cards pine");
    }
}
