package dev.loam.bench;

import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpecReader;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FrameProbe;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.scene.RegionScene;
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
 * A 16 × 16-tile region drawn whole by a {@link RegionScene} (the examples' {@code
 * test-water-and-fire}: a tarn, a volcano with its flow, a mountain with a ski run, a lighthouse
 * hill, about 1,300 trees and rocks), framed from the south as {@code loam region render} frames it,
 * on a headless {@link GlContext}.
 *
 * <ul>
 *   <li>{@link #cull}: the frame's CPU steps for every drawable of the scene alone ({@link
 *       FrameProbe}): the box round what is drawn, the terrain's CDLOD selection, the props'
 *       per-cell culling and levels, the sheets' culling. Target: the frame's CPU side under 1 ms.
 *   <li>{@link #frame}: the whole frame into a 96 × 54 target, {@code end()} returning: the same,
 *       the fitting of the cascades and every draw call with what llvmpipe does inside them (it
 *       shades vertices on the calling thread): recorded only.
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--enable-native-access=ALL-UNNAMED", "-Djoml.nounsafe=true"})
public class RegionFrameBench {
    private GlContext gl;
    private RegionScene scene;
    private FrameRenderer frame;
    private FrameProbe probe;
    private OffscreenTarget target;
    private DioramaCamera camera;
    private final RenderLook look = RenderLook.diorama();

    /** The examples' {@code regions/test-water-and-fire.json}. */
    static final String SPEC = """
            {
              "template": "region",
              "name": "test-water-and-fire",
              "seed": 11,
              "size": [16, 16],
              "biome": "alpine",
              "features": [
                { "kind": "lake", "at": [3, 8], "size": [3, 2], "name": "tarn" },
                { "kind": "volcano", "at": [11, 9], "level": 4, "flow": "south", "name": "ember" },
                { "kind": "mountain", "at": [8, 13], "level": 5, "radius": 2, "name": "crag" },
                { "kind": "ski", "at": [8, 13], "to": [8, 10], "name": "piste" },
                { "kind": "hill", "at": [4, 3], "level": 2, "lighthouse": true, "name": "beacon" }
              ]
            }
            """;

    @Setup(Level.Trial)
    public void setUp() {
        gl = GlContext.open(96, 54, "region frame bench", true);
        Region region = RegionSolver.solve(RegionSpecReader.read(SPEC));
        scene = RegionScene.of(region);
        frame = new FrameRenderer();
        target = new OffscreenTarget(96, 54);
        camera = new DioramaCamera().frame(scene.bounds(new float[6]), 200, 42, 16f / 9);
        FrameStats stats = frame();
        System.out.println("region frame: " + stats);
        probe = new FrameProbe(frame, camera, look, target);
    }

    @Benchmark
    public int cull() {
        return probe.cull(scene.ground().orElseThrow()) + probe.cull(scene.props().orElseThrow())
                + probe.cull(scene.sheets().orElseThrow());
    }

    @Benchmark
    public FrameStats frame() {
        scene.update();
        return scene.draw(frame.begin(camera, look, target, 1.5)).end();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        target.close();
        frame.close();
        scene.close();
        gl.close();
    }
}
