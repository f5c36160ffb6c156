package dev.loam.bench;

import dev.loam.blockmap.BlockMap;
import dev.loam.nav.NavMesh;
import dev.loam.nav.NavPath;
import dev.loam.nav.PathQuery;
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
 * A path query corner to corner on {@link BenchMaps#terraced96()}: from the walkable cell nearest
 * the north-west corner to the one nearest the south-east, A* over the baked cells then pulled
 * straight, into a reused path. Target: median under 50 µs (Detour's published median on a
 * 15k-polygon mesh is about 150 µs). Run with {@code -bm sample} for the median.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class NavPathBench {
    private PathQuery query;
    private final NavPath path = new NavPath();
    private double sx, sz, gx, gz;

    @Setup
    public void setUp() {
        BlockMap map = BenchMaps.terraced96();
        NavMesh mesh = NavMesh.bake(map, CollideScene.AGENT);
        query = new PathQuery(mesh);
        int start = CollideScene.walkableNear(mesh, 0, 0);
        int goal = CollideScene.walkableNear(mesh, mesh.width() - 1, mesh.depth() - 1);
        sx = map.position().x() + start % mesh.width() + 0.5;
        sz = map.position().z() + start / mesh.width() + 0.5;
        gx = map.position().x() + goal % mesh.width() + 0.5;
        gz = map.position().z() + goal / mesh.width() + 0.5;
    }

    @Benchmark
    public int cornerToCorner() {
        query.find(sx, 0, sz, gx, 0, gz, path);
        return path.pointCount();
    }
}
