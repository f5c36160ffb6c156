package dev.loam.bench;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.render.mesh.BlockChunkCoord;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * (b) One edit at a chunk's corner on the shared terraced 96 × 96 map, then the rebuild, on one
 * thread, light, fringes and cover included. Each call raises or lowers (in turn) a cell at the
 * north-west corner of the middle chunk (1, 1), so every edit is written and the map stays as it was
 * every second call.
 *
 * <ul>
 *   <li>{@link #editRebuildNineChunks}: the middle chunk and its eight neighbours, as the reference
 *       engine rebuilds them (its 0.6 s). Target: under 3 ms (issue 22), under 3× {@link #nineChunksFloor}
 *       in the same run.
 *   <li>{@link #editRebuildNineChunksOnTwoThreads}: the same on an executor of two threads. Target: under 2 ms.
 *   <li>{@link #editUpdate}: {@link BlockMapMeshes#update()}, which rebuilds exactly the chunks the
 *       change reaches (four at a corner).
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BlockMeshEditBench {
    private BlockMap map;
    private BlockMapMeshes meshes;
    private Authority authority;
    private int column, row, low;
    private boolean raised;
    private final List<BlockChunkCoord> nine = new ArrayList<>();
    private MeshFloor nineFloor;
    private ExecutorService two;

    @Setup
    public void setUp() {
        map = BenchMaps.terraced96();
        meshes = BlockMapMeshes.build(map, BlockMeshLook.diorama(1));
        authority = Authority.create("bench");
        int[] cell = BenchMaps.cornerCellTakingAStep(map, authority);
        column = cell[0];
        row = cell[1];
        low = cell[2];
        meshes.update();
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                nine.add(new BlockChunkCoord(c, r));
            }
        }
        List<dev.loam.render.mesh.BlockChunkMesh> nineBuilt = new ArrayList<>();
        for (BlockChunkCoord k : nine) {
            nineBuilt.add(meshes.chunk(k.column(), k.row()));
        }
        nineFloor = MeshFloor.of(nineBuilt);
        two = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "mesh-bench");
            t.setDaemon(true);
            return t;
        });
        System.out.println("# nine chunks' output: " + nineFloor.bytes() + " bytes");
        System.out.println("# edits column " + column + ", row " + row + "; update rebuilds "
                + BlockMapMeshes.chunksReachedBy(map, new dev.loam.blockmap.BlockRect(column, row, 1, 1)).size()
                + " chunks");
    }

    private void edit() {
        raised = !raised;
        map.setCell(authority, BlockCellEdit.height(column, row, raised ? low + 1 : low));
    }

    @Benchmark
    public BlockMapMeshes editRebuildNineChunks() {
        edit();
        meshes.rebuild(nine);
        return meshes;
    }

    /** The same edit and nine chunks, built on an executor of two threads ({@link BlockMapMeshes#rebuild(List, java.util.concurrent.Executor)}). */
    @Benchmark
    public List<BlockChunkCoord> editRebuildNineChunksOnTwoThreads() {
        edit();
        return meshes.rebuild(nine, two).join();
    }

    @TearDown
    public void tearDown() {
        two.shutdownNow();
    }

    /**
     * The floor under {@link #editRebuildNineChunks}: allocating and writing as many arrays of as
     * many bytes as the nine chunks' meshes hold ({@link MeshFloor}), in the same run.
     */
    @Benchmark
    public Object[] nineChunksFloor() {
        return nineFloor.write();
    }

    @Benchmark
    public List<BlockChunkCoord> editUpdate() {
        edit();
        return meshes.update();
    }
}
