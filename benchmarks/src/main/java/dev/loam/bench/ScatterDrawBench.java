package dev.loam.bench;

import dev.loam.assets.Kit;
import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.MeshBuilder;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.Rgba;
import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameProbe;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GpuInstanceCells;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.render.mesh.InstanceLayer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL30C;
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
 * 1,000,000 scatter instances over a 4097 m square (the size of the 4097 × 4097 terrain of 1 m
 * cells), on gentle hills, in four layers of 250,000 (one a model, as a scatter set's items give
 * them), in cells of {@code cell} metres ({@code chunk_size}), drawn by {@link GpuInstanceCells}
 * under a {@link FrameRenderer} on a headless {@link GlContext}: a {@link FlyCamera} 100 m over
 * the middle, pitched 30° down, 60° field of view, planes 0.5 m to 5 km, at 1920 × 1080's aspect.
 *
 * <ul>
 *   <li>{@link #cull}: the drawable's CPU step of a frame, alone ({@link FrameProbe}): the box
 *       round what is drawn, then per cell the range, view and shadow tests and its level of
 *       detail. Target: with the submission under 0.5 ms, 0 bytes a frame ({@code -prof gc}).
 *   <li>{@link #frameSubmit}: the whole frame, {@code end()} returning: the fitting of the four
 *       cascades, culling, and every draw call of the shadow and main passes, plus what the driver
 *       does inside those calls (on llvmpipe it shades the vertices of each draw on the calling
 *       thread, so this is an upper bound of the renderer's own cost, and grows with the
 *       instances drawn); into a 192 × 108 target (1920 × 1080's aspect, so the same cells and
 *       draws, less fill).
 *   <li>{@link #frameNoPixels}: the same with {@code GL_RASTERIZER_DISCARD} on, then
 *       {@code glFinish()}: every call and the driver's vertex work, no pixel.
 * </ul>
 *
 * <p>{@code model}: {@code card} draws each instance as a 2-triangle card (the driver's vertex work
 * small, so the frame's time is mostly the renderer's and the calls'); {@code kit} as the kit's
 * conifer, broadleaf, rock and bush with their levels of detail (recorded only on llvmpipe).
 * {@code range}: the layers' {@code visibility_range} in metres, 0 for none. {@code cell}: 128 m
 * cells (33 × 33 a layer: culling costs more, draws are many and small) or 512 m (9 × 9 a layer,
 * about 3,000 instances a cell and model: few draws, as a scatter set's large {@code chunk_size}
 * gives).
 *
 * <p>The setup prints the frame's {@link FrameStats} and checks the draws: at most one a cell, level
 * and mesh in view in the main pass (every layer's model has one mesh a level), and the cells
 * drawn against those of the set. GLFW allows one context per process and a context is current on
 * one thread: opened in a {@code Level.Trial} setup of a {@code Scope.Thread} state, as
 * {@link RenderFrameBench} does.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--enable-native-access=ALL-UNNAMED", "-Djoml.nounsafe=true"})
public class ScatterDrawBench {
    static final int INSTANCES = 1_000_000, LAYERS = 4;
    static final float SIDE_METRES = 4097;

    @Param({"card", "kit"})
    public String model;

    @Param({"0", "1000"})
    public float range;

    /** The cells' side, metres ({@code chunk_size}). */
    @Param({"128", "512"})
    public float cell;

    private GlContext gl;
    private Thread glThread;
    private FrameRenderer frame;
    private OffscreenTarget target;
    private GpuInstanceCells cells;
    private FrameProbe probe;
    private final RenderLook look = RenderLook.diorama();
    private final FlyCamera camera = new FlyCamera();

    /** The hills the instances stand on, metres. */
    static float height(float x, float z) {
        return (float) (30 * Math.sin(x / 310.0) * Math.cos(z / 270.0) + 12 * Math.sin((x + z) / 97.0));
    }

    private static Model card() {
        MeshBuilder m = ModelMesh.builder("card", 0);
        m.quad(m.vertex(-1, 0, 0, 0, 0, 1), m.vertex(1, 0, 0, 0, 0, 1), m.vertex(1, 3, 0, 0, 0, 1),
                m.vertex(-1, 3, 0, 0, 0, 1));
        return Model.of("card", List.of(m.build()),
                List.of(Material.of("card", Rgba.ofSrgb(0x4f8a3c)).withDoubleSided(true)), List.of());
    }

    @Setup(Level.Trial)
    public void setUp() {
        gl = RenderFrameBench.openHeadless();
        glThread = Thread.currentThread();
        List<Model> models = new ArrayList<>();
        for (int l = 0; l < LAYERS; l++) {
            models.add(switch (model) {
                case "card" -> card().withName("card-" + l);
                case "kit" -> Kit.model(List.of("conifer", "broadleaf", "rock", "bush").get(l));
                default -> throw new IllegalArgumentException("model " + model + " is neither card nor kit");
            });
        }
        SplittableRandom random = new SplittableRandom(15);
        List<InstanceLayer> layers = new ArrayList<>();
        int each = INSTANCES / LAYERS;
        for (int l = 0; l < LAYERS; l++) {
            float[] matrices = new float[16 * each];
            for (int i = 0; i < each; i++) {
                float x = (float) random.nextDouble(SIDE_METRES), z = (float) random.nextDouble(SIDE_METRES);
                float yaw = (float) random.nextDouble(2 * Math.PI), s = (float) random.nextDouble(0.8, 1.2);
                float c = (float) Math.cos(yaw) * s, n = (float) Math.sin(yaw) * s;
                int o = 16 * i;
                matrices[o] = c;
                matrices[o + 2] = -n;
                matrices[o + 5] = s;
                matrices[o + 8] = n;
                matrices[o + 10] = c;
                matrices[o + 12] = x;
                matrices[o + 13] = height(x, z);
                matrices[o + 14] = z;
                matrices[o + 15] = 1;
            }
            InstanceSet set = new InstanceSet("layer-" + l, models.get(l), matrices, new float[0]);
            layers.add(new InstanceLayer(set, cell, range, true, Optional.empty()));
        }
        long start = System.nanoTime();
        cells = new GpuInstanceCells(layers);
        System.out.println("# upload of " + INSTANCES + " instances in " + cells.cellCount() + " cells: "
                + (System.nanoTime() - start) / 1_000_000 + " ms, " + cells.gpuBytes() / (1 << 20) + " MiB on the GPU");
        frame = new FrameRenderer();
        target = new OffscreenTarget(192, 108);
        float mid = SIDE_METRES / 2;
        camera.set(mid, height(mid, mid) + 100, mid, 30, 30).lens(60, 0.5f, 5000);
        for (int warm = 0; warm < 3; warm++) {
            frame.begin(camera, look, target).draw(cells).end();
            GL11C.glFinish();
        }
        FrameStats stats = frame.begin(camera, look, target).draw(cells).end();
        GL11C.glFinish();
        int shadow = stats.shadowDrawCalls(), main = stats.drawCalls() - shadow, drawn = stats.cellsDrawn();
        System.out.println("# frame (" + model + ", range " + range + "): " + stats);
        int levels = 0;
        for (Model m : models) {
            levels = Math.max(levels, 1 + m.lods().size());
            if (m.meshes().size() != 1) {
                System.out.println("#   " + m.name() + " has " + m.meshes().size() + " meshes");
            }
        }
        int meshes = 0;
        for (Model m : models) {
            meshes = Math.max(meshes, m.meshes().size());
        }
        System.out.println("#   main pass " + main + " draws for " + drawn + " cells in view (at most one a cell, level and"
                + " mesh: " + meshes + " meshes a level at most), shadow pass " + shadow + " draws over 4 cascades; "
                + stats.instancesDrawn() + " instances in view, " + stats.instancesCulled() + " culled");
        if (main > drawn * meshes) {
            throw new IllegalStateException("the main pass drew " + main + " calls for " + drawn + " cells of at most "
                    + meshes + " meshes: more than one a cell and mesh");
        }
        probe = new FrameProbe(frame, camera, look, target);
        System.out.println("# cull alone: " + probe.cull(cells) + " cells in view; GL thread " + glThread.getName());
    }

    @Setup(Level.Iteration)
    public void sameThread() {
        RenderFrameBench.requireGlThread(glThread);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        RenderFrameBench.requireGlThread(glThread);
        cells.close();
        target.close();
        frame.close();
        gl.close();
    }

    @Benchmark
    public int cull() {
        return probe.cull(cells);
    }

    @Benchmark
    public FrameStats frameSubmit() {
        return frame.begin(camera, look, target).draw(cells).end();
    }

    @Benchmark
    public FrameStats frameNoPixels() {
        GL11C.glEnable(GL30C.GL_RASTERIZER_DISCARD);
        FrameStats stats = frame.begin(camera, look, target).draw(cells).end();
        GL11C.glFinish();
        GL11C.glDisable(GL30C.GL_RASTERIZER_DISCARD);
        return stats;
    }
}
