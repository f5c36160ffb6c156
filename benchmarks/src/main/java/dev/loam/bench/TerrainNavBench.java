package dev.loam.bench;

import dev.loam.assets.AssetResolver;
import dev.loam.core.AgentSettings;
import dev.loam.nav.NavAreas;
import dev.loam.nav.NavObstacle;
import dev.loam.nav.NavPath;
import dev.loam.nav.TerrainNavMesh;
import dev.loam.nav.TerrainPathQuery;
import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.scene.RegionNav;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
import java.util.ArrayList;
import java.util.List;
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
 * The terrain navmesh on the 16 × 16-tile benchmark region ({@link RegionBenchSpecs#twelveFeatures()}:
 * 1 km², a vertex every 4 m, 131,072 triangles; its lake's water as areas, its props as
 * obstacles): a whole bake on one thread (target under 200 ms), the re-bake after a 16 × 16-vertex
 * height edit (target under 5 ms), and a path query across the region, from the spawn apron to
 * the far corner's tile (target: median under 100 µs; run with {@code -bm sample} for the median);
 * and the props of one 128 m chunk (the region's props over [384, 512) × [384, 512)) streamed onto
 * a mesh baked without them and off again, alternately, as {@code WorldPropNav} stands a streamed
 * chunk's footprints (target under 5 ms, the rebuild's).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TerrainNavBench {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    private Terrain terrain;
    private NavAreas areas;
    private List<NavObstacle> obstacles;
    private TerrainNavMesh mesh;
    private TerrainPathQuery query;
    private final NavPath path = new NavPath();
    private final float[][] edits = new float[2][16 * 16];
    private int edit;
    private double sx, sz, gx, gz;
    private List<NavObstacle> chunkProps;
    private TerrainNavMesh streamMesh;
    private int[] streamed;

    @Setup
    public void setUp() {
        Region region = RegionSolver.solve(RegionBenchSpecs.twelveFeatures());
        terrain = region.terrain();
        areas = RegionNav.areas(region, AGENT);
        obstacles = RegionNav.propObstacles(region, AssetResolver.defaults());
        mesh = TerrainNavMesh.builder(terrain, AGENT).areas(areas).obstacles(obstacles).build();
        query = new TerrainPathQuery(mesh);
        TerrainRect rect = new TerrainRect(120, 120, 16, 16);
        for (int k = 0; k < 256; k++) {
            edits[0][k] = terrain.height(120 + k % 16, 120 + k / 16);
            edits[1][k] = edits[0][k] + 1.5f * (float) Math.sin(k * 0.7);
        }
        if (terrain.setHeights(rect, edits[1]).isPresent()) {
            throw new IllegalStateException("the benchmark's edit was refused");
        }
        mesh.update();
        double[] start = walkableNear(mesh, 512, 40);
        double[] goal = walkableNear(mesh, 60, 990);
        sx = start[0];
        sz = start[1];
        gx = goal[0];
        gz = goal[1];
        if (query.find(sx, 0, sz, gx, 0, gz, path) != NavPath.Status.COMPLETE) {
            throw new IllegalStateException("the benchmark's path across the region is not complete: " + path);
        }
        chunkProps = new ArrayList<>();
        List<NavObstacle> rest = new ArrayList<>();
        for (NavObstacle o : obstacles) {
            boolean in = o.x() >= 384 && o.x() < 512 && o.z() >= 384 && o.z() < 512;
            (in ? chunkProps : rest).add(o);
        }
        if (chunkProps.size() < 10) {
            throw new IllegalStateException("the benchmark's chunk holds " + chunkProps.size() + " props, too few");
        }
        streamMesh = TerrainNavMesh.builder(terrain, AGENT).areas(areas).obstacles(rest).build();
    }

    /** The walkable triangle's middle nearest (x, z). */
    static double[] walkableNear(TerrainNavMesh mesh, double x, double z) {
        double best = Double.POSITIVE_INFINITY;
        double[] out = null;
        for (int t = 0; t < mesh.triangleCount(); t++) {
            double d = Math.hypot(mesh.middleX(t) - x, mesh.middleZ(t) - z);
            if (mesh.isWalkable(t) && d < best) {
                best = d;
                out = new double[] {mesh.middleX(t), mesh.middleZ(t)};
            }
        }
        return out;
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public TerrainNavMesh bakeRegion() {
        return TerrainNavMesh.builder(terrain, AGENT).areas(areas).obstacles(obstacles).build();
    }

    @Benchmark
    public int rebuildAfterEdit() {
        edit ^= 1;
        terrain.setHeights(new TerrainRect(120, 120, 16, 16), edits[edit]);
        return mesh.update();
    }

    /** A chunk's props streamed in, or (every other call) out again: the re-bake and the re-merge of the tiles they reach. */
    @Benchmark
    public int chunkPropsStreamed() {
        if (streamed == null) {
            streamed = streamMesh.addObstacles(chunkProps);
        } else {
            streamMesh.removeObstacles(streamed);
            streamed = null;
        }
        return streamMesh.lastRebuiltTiles();
    }

    @Benchmark
    public int pathAcross() {
        query.find(sx, 0, sz, gx, 0, gz, path);
        return path.pointCount();
    }
}
