package dev.loam.bench;

import dev.loam.model.Material;
import dev.loam.model.Rgba;
import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GpuTerrain;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.render.gl.TerrainLayerLook;
import dev.loam.render.mesh.TerrainLodRanges;
import dev.loam.render.mesh.TerrainLodSelection;
import dev.loam.terrain.Terrain;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.joml.FrustumIntersection;
import org.joml.Matrix4f;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL30C;
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
 * The terrain view: a 4097 × 4097 terrain of 1 m cells ({@link TerrainBenchTerrains#hills})
 * seen from 100 m above its middle, pitched 30° down, on a 1920 × 1080 target, drawn by
 * {@link GpuTerrain} under a {@link FrameRenderer} on a headless context.
 *
 * <ul>
 *   <li>{@link #selectAndCull}: the CDLOD selection with frustum culling of the camera's view
 *       ({@link TerrainLodSelection#select}), pure Java: the CPU cost the targets speak of
 *       (under 0.3 ms, 0 bytes allocated: run with {@code -prof gc}).
 *   <li>{@link #frameSubmit}: the whole frame through the frame renderer: the camera's selection,
 *       one selection a shadow cascade, the instance upload and the draws, returning when the
 *       calls return (on llvmpipe the driver shades the vertices on this thread inside them, so
 *       this is not the renderer's own cost; recorded only).
 *   <li>{@link #frameNoPixels}: the same with {@code GL_RASTERIZER_DISCARD} and {@code glFinish()}.
 * </ul>
 *
 * <p>The setup prints the patches and triangles submitted, the frame's statistics and the GPU
 * bytes a vertex.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--enable-native-access=ALL-UNNAMED", "-Djoml.nounsafe=true", "-Xmx3g"})
public class TerrainLodBench {
    static final int WIDTH = 1920, HEIGHT = 1080;

    private GlContext gl;
    private Thread glThread;
    private GpuTerrain terrain;
    private FrameRenderer frames;
    private OffscreenTarget target;
    private TerrainLodSelection selection;
    private TerrainLodRanges ranges;
    private FrustumIntersection frustum;
    private dev.loam.render.gl.FrameProbe probe;
    private final FlyCamera camera = new FlyCamera();
    private final RenderLook look = RenderLook.plain();
    private float eyeX, eyeY, eyeZ;

    /** Flat-coloured looks for a terrain's layers: the textures do not change the CPU's work. */
    static List<TerrainLayerLook> flatLooks(Terrain t) {
        return t.layers().stream().map(l -> new TerrainLayerLook(Material.of(l.material(), new Rgba(0.4f, 0.5f, 0.3f, 1)),
                Optional.empty(), l.tile(), l.detile(), l.detileSharpen())).toList();
    }

    @Setup(Level.Trial)
    public void setUp() {
        gl = RenderFrameBench.openHeadless();
        glThread = Thread.currentThread();
        Terrain t = TerrainBenchTerrains.hills(TerrainBenchTerrains.LARGE, true);
        terrain = GpuTerrain.create(t, flatLooks(t));
        frames = new FrameRenderer();
        target = new OffscreenTarget(WIDTH, HEIGHT);
        eyeX = 2048;
        eyeZ = 2048;
        eyeY = t.height(2048, 2048) + 100;
        camera.set(eyeX, eyeY, eyeZ, 30, 30).lens(60, 0.5f, 5000);
        Matrix4f vp = camera.viewProjection((float) WIDTH / HEIGHT, new Matrix4f());
        frustum = new FrustumIntersection(vp);
        selection = new TerrainLodSelection(terrain.tree());
        ranges = TerrainLodRanges.forScreen(terrain.tree(), camera.fovY(), HEIGHT, TerrainLodRanges.DEFAULT_PIXEL_ERROR);
        for (int k = 0; k < 3; k++) {
            frames.begin(camera, look, target).draw(terrain).end();
            GL11C.glFinish();
        }
        FrameStats s = frames.begin(camera, look, target).draw(terrain).end();
        GL11C.glFinish();
        selection.select(ranges, eyeX, eyeY, eyeZ, frustum);
        probe = new dev.loam.render.gl.FrameProbe(frames, camera, look, target);
        System.out.println("# 4097² from 100 m, pitch 30, 1920x1080: camera " + selection.count() + " patches, "
                + selection.triangles() + " triangles; frame: " + s + ", " + s.terrainPatches() + " terrain patches; GPU "
                + terrain.gpuBytes() + " bytes, " + String.format(java.util.Locale.ROOT, "%.2f", terrain.gpuBytesPerVertex())
                + " a vertex (grid " + String.format(java.util.Locale.ROOT, "%.2f",
                (double) terrain.gridBytes() / ((long) 4097 * 4097)) + "); ranges " + ranges);
    }

    @Setup(Level.Iteration)
    public void sameThread() {
        RenderFrameBench.requireGlThread(glThread);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        RenderFrameBench.requireGlThread(glThread);
        target.close();
        frames.close();
        terrain.close();
        gl.close();
    }

    @Benchmark
    public int selectAndCull() {
        return selection.select(ranges, eyeX, eyeY, eyeZ, frustum);
    }

    /**
     * The drawable's whole CPU step of a frame, on the last frame's view ({@code FrameProbe}): its
     * box, the camera's selection and, for each of the four cascades, the casters' selection.
     */
    @Benchmark
    public int prepare() {
        return probe.cull(terrain);
    }

    @Benchmark
    public FrameStats frameSubmit() {
        return frames.begin(camera, look, target).draw(terrain).end();
    }

    @Benchmark
    public FrameStats frameNoPixels() {
        GL11C.glEnable(GL30C.GL_RASTERIZER_DISCARD);
        FrameStats stats = frames.begin(camera, look, target).draw(terrain).end();
        GL11C.glFinish();
        GL11C.glDisable(GL30C.GL_RASTERIZER_DISCARD);
        return stats;
    }
}
