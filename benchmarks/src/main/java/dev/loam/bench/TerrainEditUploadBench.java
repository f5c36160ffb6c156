package dev.loam.bench;

import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GpuTerrain;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
import java.util.concurrent.TimeUnit;
import org.lwjgl.opengl.GL11C;
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
 * A 16 × 16-vertex height edit of the 4097² terrain re-uploaded to its {@link GpuTerrain}: the
 * texels it wrote ({@code glTexSubImage2D}) and the quadtree's boxes over it (target under 0.2 ms).
 *
 * <ul>
 *   <li>{@link #editOnly}: the edit on the terrain alone ({@code Terrain.setHeights}), the baseline.
 *   <li>{@link #editAndUpload}: the edit, then {@link GpuTerrain#update()}: the upload is the difference.
 *   <li>{@link #editUploadFinish}: the same, then {@code glFinish()}, so the driver's copy is in.
 * </ul>
 * Each call writes one of two height blocks in turn at a rectangle that walks over the terrain.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--enable-native-access=ALL-UNNAMED", "-Djoml.nounsafe=true", "-Xmx3g"})
public class TerrainEditUploadBench {
    private GlContext gl;
    private Thread glThread;
    private Terrain terrain;
    private GpuTerrain gpu;
    private final float[][] blocks = new float[2][16 * 16];
    private final TerrainRect[] rects = new TerrainRect[64];
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        gl = RenderFrameBench.openHeadless();
        glThread = Thread.currentThread();
        terrain = TerrainBenchTerrains.hills(TerrainBenchTerrains.LARGE, true);
        gpu = GpuTerrain.create(terrain, TerrainLodBench.flatLooks(terrain));
        for (int k = 0; k < 256; k++) {
            blocks[0][k] = 10 + k % 16 * 0.25f;
            blocks[1][k] = 12 - k / 16 * 0.25f;
        }
        for (int r = 0; r < rects.length; r++) {
            rects[r] = new TerrainRect(37 + r * 61, 1000 + (r * 37) % 2000, 16, 16);
        }
    }

    @Setup(Level.Iteration)
    public void sameThread() {
        RenderFrameBench.requireGlThread(glThread);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        RenderFrameBench.requireGlThread(glThread);
        gpu.close();
        gl.close();
    }

    private void edit() {
        int n = next++;
        terrain.setHeights(rects[n & 63], blocks[n >> 6 & 1]);
    }

    @Benchmark
    public int editOnly() {
        edit();
        return next;
    }

    @Benchmark
    public int editAndUpload() {
        edit();
        return gpu.update();
    }

    @Benchmark
    public int editUploadFinish() {
        edit();
        int n = gpu.update();
        GL11C.glFinish();
        return n;
    }
}
