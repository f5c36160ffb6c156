package dev.loam.bench;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GpuBlockMap;
import dev.loam.render.mesh.BlockChunkCoord;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import java.util.ArrayList;
import java.util.List;
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
 * (b) Re-uploading the nine chunks around an edit at a chunk corner of the shared terraced 96 × 96
 * map (3 × 3 chunks of 32 cells, so the nine are the whole map) to a headless {@link GlContext}
 * (llvmpipe on a machine without a GPU; the setup prints {@code GL_RENDERER}). The edit raises or
 * lowers (in turn) the cell at the middle chunk's north-west corner, as {@link BlockMeshEditBench}.
 *
 * <ul>
 *   <li>{@link #reuploadNine}: {@link GpuBlockMap#reupload} of the nine chunks (each chunk's old
 *       buffers freed, its meshes packed and given to {@code glBufferData}); no edit, no meshing.
 *   <li>{@link #reuploadNineFinish}: the same, then {@code glFinish()}.
 *   <li>{@link #editRebuildSyncNine}: the edit, {@link BlockMapMeshes#rebuild} of the nine, then
 *       {@link GpuBlockMap#sync()}, which finds and re-uploads the nine: edit to GPU.
 *   <li>{@link #editUpdateSync}: the edit, {@link BlockMapMeshes#update()} (the chunks the change
 *       reaches: four at a corner), then {@link GpuBlockMap#sync()}: what a game's frame does.
 * </ul>
 *
 * <p>The context is opened in a {@code Level.Trial} setup of a {@code Scope.Thread} state, on the
 * benchmark thread (one fork, one thread); a {@code Level.Iteration} setup checks that every
 * iteration runs on that thread.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--enable-native-access=ALL-UNNAMED", "-Djoml.nounsafe=true"})
public class RenderReuploadBench {
    private GlContext gl;
    private Thread glThread;
    private BlockMap map;
    private BlockMapMeshes meshes;
    private GpuBlockMap gpu;
    private Authority authority;
    private int column, row, low;
    private boolean raised;
    private final List<BlockChunkCoord> nine = new ArrayList<>();

    @Setup(Level.Trial)
    public void setUp() {
        gl = RenderFrameBench.openHeadless();
        glThread = Thread.currentThread();
        map = BenchMaps.terraced96();
        meshes = BlockMapMeshes.build(map, BlockMeshLook.diorama(1));
        authority = Authority.create("bench");
        int[] cell = BenchMaps.cornerCellTakingAStep(map, authority);
        column = cell[0];
        row = cell[1];
        low = cell[2];
        meshes.update();
        gpu = new GpuBlockMap(meshes);
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                nine.add(new BlockChunkCoord(c, r));
            }
        }
        long triangles = 0;
        for (BlockChunkCoord k : nine) {
            triangles += meshes.chunk(k.column(), k.row()).triangleCount();
        }
        edit();
        int reached = meshes.update().size(), synced = gpu.sync();
        edit();
        meshes.update();
        gpu.sync();
        GL11C.glFinish();
        System.out.println("# edits column " + column + ", row " + row + "; the nine chunks hold " + triangles
                + " triangles in " + gpu.bufferCount() + " buffers, " + gpu.gpuBytes() / 1024 + " KiB; update rebuilds "
                + reached + " chunks and sync re-uploads " + synced + "; GL thread " + glThread.getName());
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
        raised = !raised;
        map.setCell(authority, BlockCellEdit.height(column, row, raised ? low + 1 : low));
    }

    @Benchmark
    public GpuBlockMap reuploadNine() {
        gpu.reupload(nine);
        return gpu;
    }

    @Benchmark
    public GpuBlockMap reuploadNineFinish() {
        gpu.reupload(nine);
        GL11C.glFinish();
        return gpu;
    }

    @Benchmark
    public int editRebuildSyncNine() {
        edit();
        meshes.rebuild(nine);
        return gpu.sync();
    }

    @Benchmark
    public int editUpdateSync() {
        edit();
        meshes.update();
        return gpu.sync();
    }
}
