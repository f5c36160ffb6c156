package dev.loam.bench;

import dev.loam.physics.CollisionWorld;
import dev.loam.physics.MeshCollider;
import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpecReader;
import dev.loam.region.RoadMeshes;
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
 * The road meshes of the tiles spec's test-tiles-roads (a highway of 760 m bridging the gorge, a
 * country road crossing it, a track teeing onto it), built from the region solved once: the
 * surfaces with their paint, the junctions cut clean, the bridge's deck, railings and piers, and
 * their solids ({@link RoadMeshes#of(Region)}); the bridges' {@link MeshCollider} built from those
 * solids; and the highest surface under a point over the deck (the hierarchy's point query) among
 * the bridges' pieces.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RoadMeshBench {
    /** test-tiles-roads, word for word. */
    static final String TEST_TILES_ROADS = """
            {
              "template": "region",
              "name": "test-tiles-roads",
              "size": [12, 10],
              "base": 3,
              "features": [
                { "kind": "hill", "at": [5, 6], "level": 4, "name": "hill" },
                { "kind": "valley", "at": [8, 5], "radius": 2, "name": "gorge" },
                { "kind": "valley", "at": [8, 6], "radius": 2, "name": "gorge_north" },
                { "kind": "mountain", "at": [3, 7], "level": 3, "radius": 1, "name": "peak" }
              ],
              "roads": [
                { "class": "highway", "from": "east", "to": "west", "via": [[2, 5], [9, 5]], "name": "highway" },
                { "class": "country", "from": "spawn", "to": "hill", "name": "country_road" },
                { "class": "track", "from": "highway", "to": "peak", "name": "track" }
              ]
            }
            """;

    private Region region;
    private RoadMeshes meshes;
    private CollisionWorld world;
    private double x = 520;

    @Setup
    public void setUp() {
        region = RegionSolver.solve(RegionSpecReader.read(TEST_TILES_ROADS));
        meshes = RoadMeshes.of(region);
        world = new CollisionWorld().add(collider());
        if (meshes.surfaces().triangleCount() == 0 || meshes.slabs().isEmpty()) {
            throw new IllegalStateException("test-tiles-roads has no road meshes or no bridge");
        }
    }

    @Benchmark
    public RoadMeshes buildTheRoadMeshesOfTestTilesRoads() {
        return RoadMeshes.of(region);
    }

    @Benchmark
    public MeshCollider buildTheBridgesCollider() {
        return collider();
    }

    @Benchmark
    public double surfaceHeightOverTheDeck() {
        x = x > 560 ? 520 : x + 0.37;
        return world.surfaceHeight(x, 352.5);
    }

    private MeshCollider collider() {
        MeshCollider.Builder b = MeshCollider.builder("bridges");
        for (RoadMeshes.Slabs s : meshes.slabs()) {
            b.triangles(s.positions(), s.indices(), s.depthMetres());
        }
        double[] p = meshes.pierBoxes();
        for (int k = 0; k < p.length; k += 6) {
            b.box(p[k], p[k + 1], p[k + 2], p[k + 3], p[k + 4], p[k + 5]);
        }
        return b.build();
    }
}
