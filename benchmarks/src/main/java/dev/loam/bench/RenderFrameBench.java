package dev.loam.bench;

import dev.loam.blockmap.BlockMap;
import dev.loam.render.gl.BlockMapRenderer;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.render.mesh.BlockCards;
import dev.loam.render.mesh.BlockChunkMesh;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMaterial;
import dev.loam.render.mesh.BlockMesh;
import dev.loam.render.mesh.BlockMeshKind;
import dev.loam.render.mesh.BlockMeshLook;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * (a) One frame of the shared terraced 96 × 96 map ({@link BenchMaps#terraced96()}, diorama look,
 * cover and water included) drawn by {@link BlockMapRenderer} into a 960 × 540
 * {@link OffscreenTarget} on a headless {@link GlContext} (GLFW null platform, Mesa EGL or OSMesa:
 * llvmpipe on a machine without a GPU; the setup prints {@code GL_RENDERER}).
 *
 * <ul>
 *   <li>{@link #frameSubmit}: {@code render(...)} returns; the CPU cost of culling, uniform updates
 *       and draw submission, plus whatever the driver does synchronously inside those calls (on
 *       llvmpipe a framebuffer switch flushes the shadow pass's scene, so some rasterisation can
 *       land here; the rest is left queued and may be waited for by the next frame).
 *   <li>{@link #frameFinish}: the same frame followed by {@code glFinish()}: the whole frame
 *       including the driver's own rasterisation (on llvmpipe, CPU work on the same cores).
 *   <li>{@link #frameNoPixels}: the same with {@code GL_RASTERIZER_DISCARD} on, then
 *       {@code glFinish()}: every call and the driver's vertex work, but no pixel drawn (nor
 *       cleared): what the frame costs apart from fill.
 * </ul>
 *
 * <p>On llvmpipe, {@code glDrawElements} shades and bins the vertices on the calling thread and
 * a framebuffer switch flushes the scene, so {@link #frameSubmit} is not the renderer's own cost:
 * run it with {@code -prof stack} to see the share of the frame spent in Java frames against the
 * GL natives.
 *
 * <p>{@code view}: {@code overview} frames the whole map as the village example does (yaw 25,
 * pitch 38); {@code close} looks at the map's middle from 14 m (yaw 15, pitch 45).
 *
 * <p>The setup also prints (c): each view's {@link FrameStats} (draw calls with the shadow pass's,
 * triangles, cards, chunks drawn and culled), the draw calls split by pass and kind, and a check
 * that every chunk draws at most one call per material in each pass (the shadow pass draws every
 * shadow-casting mesh, unculled; the main pass every mesh of each chunk in view).
 *
 * <p>GLFW allows one context per process and a context is current on one thread: the context is
 * opened in a {@code Level.Trial} setup of a {@code Scope.Thread} state, which JMH runs on the
 * benchmark thread itself (one fork, one thread); a {@code Level.Iteration} setup checks that
 * every iteration runs on that same thread.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--enable-native-access=ALL-UNNAMED", "-Djoml.nounsafe=true"})
public class RenderFrameBench {
    static final int WIDTH = 960, HEIGHT = 540;
    /** The water's flow and the wind's sway are drawn at this time, as the village example's stills. */
    static final double TIME_SECONDS = 1.5;

    @Param({"overview", "close"})
    public String view;

    private GlContext gl;
    private Thread glThread;
    private BlockMapMeshes meshes;
    private BlockMapRenderer renderer;
    private OffscreenTarget target;
    private final RenderLook look = RenderLook.diorama();
    private final DioramaCamera camera = new DioramaCamera();

    @Setup(Level.Trial)
    public void setUp() {
        gl = openHeadless();
        glThread = Thread.currentThread();
        BlockMap map = BenchMaps.terraced96();
        meshes = BlockMapMeshes.build(map, BlockMeshLook.diorama(1));
        renderer = new BlockMapRenderer();
        target = new OffscreenTarget(WIDTH, HEIGHT);
        float[] box = renderer.upload(meshes).bounds(new float[6]);
        // (c) Both views' statistics, printed once per trial so they land in the log.
        report("overview", meshes, renderer, target, overview(new DioramaCamera(), box), look);
        report("close", meshes, renderer, target, close(new DioramaCamera(), box), look);
        if (view.equals("overview")) {
            overview(camera, box);
        } else if (view.equals("close")) {
            close(camera, box);
        } else {
            throw new IllegalArgumentException("view " + view + " is neither overview nor close");
        }
        renderer.render(meshes, camera, look, target, TIME_SECONDS);
        GL11C.glFinish();
        System.out.println("# GL thread: " + glThread.getName());
    }

    /** JMH runs iterations on its worker thread; a GL context is current on one thread only. */
    @Setup(Level.Iteration)
    public void sameThread() {
        requireGlThread(glThread);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        requireGlThread(glThread);
        target.close();
        renderer.close();
        gl.close();
    }

    @Benchmark
    public FrameStats frameSubmit() {
        return renderer.render(meshes, camera, look, target, TIME_SECONDS);
    }

    @Benchmark
    public FrameStats frameFinish() {
        FrameStats stats = renderer.render(meshes, camera, look, target, TIME_SECONDS);
        GL11C.glFinish();
        return stats;
    }

    @Benchmark
    public FrameStats frameNoPixels() {
        GL11C.glEnable(GL30C.GL_RASTERIZER_DISCARD);
        FrameStats stats = renderer.render(meshes, camera, look, target, TIME_SECONDS);
        GL11C.glFinish();
        GL11C.glDisable(GL30C.GL_RASTERIZER_DISCARD);
        return stats;
    }

    // ---- shared with the other Render*Bench ------------------------------------------------------

    /** Opens a headless context on this thread and prints what the driver is. */
    static GlContext openHeadless() {
        GlContext gl = GlContext.open(WIDTH, HEIGHT, "loam bench", true);
        System.out.println("# GL_RENDERER: " + gl.renderer() + "; GL_VERSION: " + gl.version() + "; context: "
                + gl.kind() + "; java " + System.getProperty("java.version") + "; LP_NUM_THREADS="
                + System.getenv("LP_NUM_THREADS") + "; cores " + Runtime.getRuntime().availableProcessors());
        return gl;
    }

    static void requireGlThread(Thread glThread) {
        if (Thread.currentThread() != glThread) {
            throw new IllegalStateException("JMH moved the benchmark from thread " + glThread.getName() + " to "
                    + Thread.currentThread().getName() + ": the GL context is current on the first only");
        }
    }

    /** The village example's overview: the whole map framed from yaw 25, pitch 38. */
    static DioramaCamera overview(DioramaCamera camera, float[] box) {
        return camera.frame(box, 25, 38, (float) WIDTH / HEIGHT);
    }

    /** A close view: the map's middle from 14 m, yaw 15, pitch 45. */
    static DioramaCamera close(DioramaCamera camera, float[] box) {
        return camera.lookAt((box[0] + box[3]) / 2, (box[1] + box[4]) / 2, (box[2] + box[5]) / 2, 15, 45, 14);
    }

    /**
     * Draws one frame and prints its statistics, the draw calls by pass and kind, and whether each
     * chunk draws at most one call per material in each pass.
     *
     * @throws IllegalStateException when a chunk holds two meshes of one material, or the renderer
     *                               drew more calls than one per mesh and pass
     */
    static void report(String name, BlockMapMeshes meshes, BlockMapRenderer renderer, OffscreenTarget target,
                       DioramaCamera camera, RenderLook look) {
        for (int warm = 0; warm < 3; warm++) {
            renderer.render(meshes, camera, look, target, TIME_SECONDS);
            GL11C.glFinish();
        }
        FrameStats stats = renderer.render(meshes, camera, look, target, TIME_SECONDS);
        GL11C.glFinish();
        // Which chunks are in view, as the renderer culls them: their vertices' box, widened by a
        // card's reach (1.5 m, GpuBlockMap.CARD_REACH_METRES) when they grow cards.
        FrustumIntersection frustum = new FrustumIntersection(camera.viewProjection((float) target.width() / target.height(),
                new Matrix4f()));
        Map<BlockMeshKind, Integer> shadowByKind = new EnumMap<>(BlockMeshKind.class);
        Map<BlockMeshKind, Integer> mainByKind = new EnumMap<>(BlockMeshKind.class);
        int visible = 0, shadowDraws = 0, mainDraws = 0, mostPerChunk = 0, materialsMax = 0;
        long mainTriangles = 0;
        for (BlockChunkMesh chunk : meshes.chunks()) {
            Set<BlockMaterial> materials = new HashSet<>();
            List<Draw> draws = draws(chunk);
            for (Draw m : draws) {
                if (!materials.add(m.material())) {
                    throw new IllegalStateException("chunk " + chunk.chunkColumn() + "," + chunk.chunkRow()
                            + " holds two meshes of material " + m.material() + ": more than one draw per material");
                }
                if (m.castsShadow()) {
                    shadowDraws++;
                    shadowByKind.merge(m.kind(), 1, Integer::sum);
                }
            }
            materialsMax = Math.max(materialsMax, materials.size());
            if (draws.isEmpty() || !inView(frustum, chunk)) {
                continue;
            }
            visible++;
            mainDraws += draws.size();
            mostPerChunk = Math.max(mostPerChunk, draws.size());
            for (Draw m : draws) {
                mainByKind.merge(m.kind(), 1, Integer::sum);
                mainTriangles += m.triangleCount();
            }
        }
        // The statistics' CPU time is the fourth warm frame's, glFinish apart.
        System.out.println("# frame " + name + " (" + target.width() + "x" + target.height() + ", camera yaw "
                + camera.yaw() + " pitch " + camera.pitch() + " distance " + String.format(Locale.ROOT, "%.1f",
                camera.distance()) + " m): " + stats);
        System.out.println("#   shadow pass " + shadowDraws + " draws " + shadowByKind + "; main pass " + mainDraws
                + " draws " + mainByKind + ", " + mainTriangles + " triangles; " + visible + " chunks in view of "
                + meshes.chunks().size() + "; main-pass draws per chunk in view: "
                + String.format(Locale.ROOT, "%.1f", visible == 0 ? 0.0 : (double) mainDraws / visible) + " mean, "
                + mostPerChunk + " most; materials per chunk at most " + materialsMax);
        // The main pass: one draw per material of each chunk in view. The shadow pass: at most one per
        // casting material of each chunk, only of those whose shadows can fall in view.
        int mainCalls = stats.drawCalls() - stats.shadowDrawCalls();
        if (stats.shadowDrawCalls() > shadowDraws) {
            throw new IllegalStateException("the shadow pass drew " + stats.shadowDrawCalls() + " calls, more than one"
                    + " per casting mesh (" + shadowDraws + ")");
        }
        if (visible == stats.chunksDrawn() && mainCalls != mainDraws) {
            throw new IllegalStateException("the main pass drew " + mainCalls + " calls, not one per material of each"
                    + " chunk drawn (" + mainDraws + ")");
        }
        System.out.println("#   one draw per chunk, material and pass: " + stats.drawCalls() + " = "
                + stats.shadowDrawCalls() + " shadow (of " + shadowDraws + " casting meshes; " + stats.shadowChunks()
                + " chunks cast into view) + " + mainCalls + " main");
    }

    /** One draw the renderer makes of a chunk: a mesh, or a strip's cards drawn as instances. */
    private record Draw(BlockMaterial material, BlockMeshKind kind, boolean castsShadow, int triangleCount) {
    }

    private static List<Draw> draws(BlockChunkMesh chunk) {
        List<Draw> out = new ArrayList<>();
        for (BlockMesh m : chunk.meshes()) {
            out.add(new Draw(m.material(), m.kind(), m.castsShadow(), m.triangleCount()));
        }
        for (BlockCards c : chunk.cover()) {
            out.add(new Draw(c.material(), BlockMeshKind.COVER, c.castsShadow(), c.triangleCount()));
        }
        return out;
    }

    private static boolean inView(FrustumIntersection frustum, BlockChunkMesh chunk) {
        float[] b = {Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY,
                Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY};
        for (BlockMesh m : chunk.meshes()) {
            m.widen(b);
        }
        for (BlockCards c : chunk.cover()) {
            c.widen(b);
        }
        if (chunk.cards() > 0) {
            b[0] -= 1.5f;
            b[2] -= 1.5f;
            b[3] += 1.5f;
            b[5] += 1.5f;
        }
        return frustum.testAab(b[0], b[1], b[2], b[3], b[4], b[5]);
    }
}
