package dev.loam.bench;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.nav.NavMesh;
import dev.loam.nav.NavPath;
import dev.loam.nav.PathQuery;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How a block map's costs grow with the map (issue 22): the same terraced land
 * ({@link BenchMaps#terraced(int)}) at 64², 128², 256² and 512² cells. The full mesh build should
 * grow linearly in cells (exponent 1), an edit's update at a chunk corner not at all (exponent 0:
 * it rebuilds the chunks it reaches whatever the map's size), and a path corner to corner at most
 * as the cells A* may visit. {@code ScalingPlot} fits the exponents from the JSON results.
 *
 * <p>The fork runs on a fixed heap touched before the first call ({@code -Xms4g -Xmx4g
 * -XX:+AlwaysPreTouch}), so that the figures are the build's and not the heap's growth: a 512² build
 * returns 410 MB of exact-length arrays (1.57 kB a cell at every size), more than G1's young
 * generation, so each young collection promotes the half-built meshes into old regions the heap
 * had never used, and on a heap left to grow the kernel's first touch of those pages made the 512²
 * point nine times the 256² one (on the bench machine a young pause of 1.3 s, 0.64 s of it system
 * time, for 196 MB promoted; 50 ms, with no system time, on the pre-touched heap). The build itself allocates only its output, linear in cells. Five warm-up iterations, as
 * two left the first measured one of every size 12–25 % above the others (a 512² call takes a
 * second while the compiler is still at work).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
public class BlockMapScalingBench {
    @Param({"64", "128", "256", "512"})
    public int size;

    private BlockMap map;
    private BlockMeshLook look;
    private BlockMapMeshes meshes;
    private final Authority authority = Authority.create("bench");
    private int editColumn, editRow, editHeight;
    private boolean up;
    private PathQuery query;
    private final NavPath path = new NavPath();
    private double sx, sz, gx, gz;

    @Setup
    public void setUp() {
        map = BenchMaps.terraced(size);
        look = BlockMeshLook.diorama(1);
        meshes = BlockMapMeshes.build(map, look);
        int[] at = BenchMaps.cornerCellTakingAStep(map, authority);
        editColumn = at[0];
        editRow = at[1];
        editHeight = at[2];
        meshes.update();
        NavMesh nav = NavMesh.bake(map, CollideScene.AGENT);
        query = new PathQuery(nav);
        int start = CollideScene.walkableNear(nav, 0, 0);
        int goal = CollideScene.walkableNear(nav, nav.width() - 1, nav.depth() - 1);
        sx = map.position().x() + start % nav.width() + 0.5;
        sz = map.position().z() + start / nav.width() + 0.5;
        gx = map.position().x() + goal % nav.width() + 0.5;
        gz = map.position().z() + goal / nav.width() + 0.5;
    }

    /** Every chunk's meshes from scratch, on one thread: linear in cells. */
    @Benchmark
    public BlockMapMeshes fullBuild() {
        return BlockMapMeshes.build(map, look);
    }

    /** A step up or back down at the corner of four chunks, then the update that rebuilds what it reaches: constant. */
    @Benchmark
    public int editUpdate() {
        up = !up;
        map.setCell(authority, BlockCellEdit.height(editColumn, editRow, up ? editHeight + 1 : editHeight));
        return meshes.update().size();
    }

    /** A path from the walkable cell nearest the north-west corner to the one nearest the south-east, pulled straight. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public int pathCornerToCorner() {
        query.find(sx, 0, sz, gx, 0, gz, path);
        return path.pointCount();
    }
}
