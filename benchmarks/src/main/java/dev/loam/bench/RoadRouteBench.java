package dev.loam.bench;

import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpec;
import dev.loam.region.RegionSpecReader;
import dev.loam.region.RoadLayout;
import dev.loam.region.RoadSpec;
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
 * Routing and grading 8 roads (every class, every kind of end, a T junction on the highway and
 * another on the country road, crossings) over the 16 × 16 region of {@link RegionBenchSpecs}:
 * {@link RegionSolver#layRoads} on the region built once without them, so what is measured is the
 * roads alone: their search, centre lines, heights, bridges, the graph and the grading of the
 * 257 × 257 vertices. Target: under 20 ms. The search expands {@link #SEARCH_NODES} states for all
 * 8 together (OpenTTD's YAPF stops at 10,000 for one road by default). The same 8 roads with
 * {@code "tunnels": "auto"} ({@link #routeAndGradeEightRoadsThatMayTunnel}) expand
 * {@link #TUNNEL_SEARCH_NODES}: a climb costs them little, so they go straighter, and their
 * heights, tunnels (two: under the highway and the spine), cut beds and roofs are built too.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RoadRouteBench {
    /** The states the search expands for the 8 roads, all together (checked at set-up). */
    static final long SEARCH_NODES = 445;
    /** The states the search expands for the 8 roads with {@code "tunnels": "auto"} (checked at set-up). */
    static final long TUNNEL_SEARCH_NODES = 474;

    /** The region's 12 features with 8 roads over them. */
    static final String EIGHT_ROADS = RegionBenchSpecs.TWELVE_FEATURES.strip().substring(0,
            RegionBenchSpecs.TWELVE_FEATURES.strip().length() - 1) + """
            , "roads": [
              {"class": "highway", "from": "east", "to": "west", "name": "highway"},
              {"class": "country", "from": "spawn", "to": "north", "name": "spine"},
              {"class": "track", "from": "highway", "to": "hill_1"},
              {"class": "lane", "from": "spine", "to": "plateau_1"},
              {"class": "street", "from": [14, 2], "to": [10, 14]},
              {"class": "avenue", "from": [3, 1], "to": [6, 5]},
              {"class": "track", "from": "lake_1", "to": "volcano_1"},
              {"class": "lane", "from": [1, 14], "to": [6, 15]}
             ]}
            """;

    private Region land;
    private List<RoadSpec> roads;
    private List<RoadSpec> tunnelRoads;

    @Setup
    public void setUp() {
        RegionSpec spec = RegionSpecReader.read(EIGHT_ROADS);
        roads = spec.roads();
        land = RegionSolver.solve(RegionBenchSpecs.twelveFeatures());
        long expanded = RegionSolver.layRoads(land, roads).graph().searchNodesExpanded();
        if (roads.size() != 8 || expanded != SEARCH_NODES) {
            throw new IllegalStateException(roads.size() + " roads expanded " + expanded + " states, not " + SEARCH_NODES);
        }
        tunnelRoads = RegionSpecReader.read(EIGHT_ROADS.replace("{\"class\": ", "{\"tunnels\": \"auto\", \"class\": "))
                .roads();
        long tunnelled = RegionSolver.layRoads(land, tunnelRoads).graph().searchNodesExpanded();
        if (tunnelRoads.size() != 8 || !tunnelRoads.stream().allMatch(RoadSpec::tunnels) || tunnelled != TUNNEL_SEARCH_NODES) {
            throw new IllegalStateException(tunnelRoads.size() + " roads that may tunnel expanded " + tunnelled
                    + " states, not " + TUNNEL_SEARCH_NODES);
        }
    }

    @Benchmark
    public RoadLayout routeAndGradeEightRoads() {
        return RegionSolver.layRoads(land, roads);
    }

    @Benchmark
    public RoadLayout routeAndGradeEightRoadsThatMayTunnel() {
        return RegionSolver.layRoads(land, tunnelRoads);
    }
}
