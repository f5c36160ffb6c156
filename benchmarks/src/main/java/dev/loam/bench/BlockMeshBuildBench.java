package dev.loam.bench;

import dev.loam.blockmap.BlockMap;
import dev.loam.render.mesh.BlockChunkMesh;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import java.util.Locale;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * (a) The full build of the shared terraced 96 × 96 map ({@link BenchMaps#terraced96()}): all nine
 * chunks' tops, faces, stairs, water, fringes and cover cards with their baked light, on one
 * thread, the materials and tint set up included. Target: under 40 ms. Setup prints each chunk's
 * vertex, triangle and card counts (vertices and triangles as drawn, six and four a card) and the
 * bytes of its arrays. {@link #fullBuildFloor} is the floor under it in the same run: writing as
 * many output bytes.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BlockMeshBuildBench {
    private BlockMap map;
    private BlockMeshLook look;
    private MeshFloor floor;

    @Setup
    public void setUp() {
        map = BenchMaps.terraced96();
        look = BlockMeshLook.diorama(1);
        BlockMapMeshes built = BlockMapMeshes.build(map, look);
        printCounts(built);
        floor = MeshFloor.of(built.chunks());
        System.out.printf(Locale.ROOT, "# floor: %d arrays' %d bytes%n", built.chunks().stream()
                .mapToInt(c -> 6 * c.meshes().size() + 2 * c.cover().size()).sum(), floor.bytes());
    }

    /** Prints each chunk's counts, then the totals, so a run reports them beside its times. */
    static void printCounts(BlockMapMeshes meshes) {
        long vertices = 0, triangles = 0, cards = 0, bytes = 0;
        for (BlockChunkMesh c : meshes.chunks()) {
            System.out.printf(Locale.ROOT, "# chunk %d,%d: %d vertices, %d triangles, %d cards, %d meshes, %d strips,"
                    + " %d bytes%n", c.chunkColumn(), c.chunkRow(), c.vertexCount(), c.triangleCount(), c.cards(),
                    c.meshes().size(), c.cover().size(), c.bytes());
            vertices += c.vertexCount();
            triangles += c.triangleCount();
            cards += c.cards();
            bytes += c.bytes();
        }
        System.out.printf(Locale.ROOT, "# total: %d vertices, %d triangles, %d cards, %d bytes%n", vertices, triangles,
                cards, bytes);
    }

    @Benchmark
    public BlockMapMeshes fullBuild() {
        return BlockMapMeshes.build(map, look);
    }

    /**
     * The floor under {@link #fullBuild}: allocating and writing as many arrays of as many bytes as
     * the build's output holds ({@link MeshFloor}). The build's time over this one's, in the same run,
     * is the ratio issue 22 asks to bring under 3.
     */
    @Benchmark
    public Object[] fullBuildFloor() {
        return floor.write();
    }
}
