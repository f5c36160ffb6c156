package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Fifty random hilly regions whose roads may tunnel: each is built with every road consistent
 * ({@link RoadChecks}) and every tunnel where the land covers it, its roof over its cut and its
 * mouths nodes of the graph, or refused with every problem at a path of the spec.
 */
class RoadTunnelPropertiesTest {
    private static final Pattern PATH = Pattern.compile(
            "((features|roads)\\[\\d+\\](\\.[a-z]+(\\[\\d+\\])*)?|\\$|size(\\[\\d\\])?|base)");

    @Provide
    Arbitrary<String> specs() {
        Arbitrary<String> feature = Combinators.combine(Arbitraries.of("hill", "mountain", "mountain", "plateau"),
                        Arbitraries.integers().between(6, 9), Arbitraries.integers().between(6, 9),
                        Arbitraries.integers().between(4, 6), Arbitraries.integers().between(1, 3))
                .as((kind, i, j, level, radius) -> switch (kind) {
                    case "plateau" -> "{\"kind\": \"plateau\", \"at\": [" + i + ", " + j + "], \"size\": [2, 2], \"level\": "
                            + Math.min(level, 4) + "}";
                    default -> "{\"kind\": \"" + kind + "\", \"at\": [" + i + ", " + j + "], \"level\": " + level
                            + ", \"radius\": " + radius + "}";
                });
        Arbitrary<String> tile = Combinators.combine(Arbitraries.integers().between(1, 12), Arbitraries.integers().between(1, 12))
                .as((i, j) -> "[" + i + ", " + j + "]");
        Arbitrary<String> road = Combinators.combine(Arbitraries.of("track", "country", "avenue", "highway"),
                        Arbitraries.of("\"east\", \"to\": \"west\"", "\"south\", \"to\": \"north\"",
                                "\"west\", \"to\": \"south\"", "\"north\", \"to\": \"east\""),
                        tile, Arbitraries.integers().between(0, 2), Arbitraries.of("auto", "auto", "never"))
                .as((c, edges, t, shape, tunnels) -> "{\"class\": \"" + c + "\", \"from\": " + switch (shape) {
                    case 0 -> edges;
                    case 1 -> t + ", \"to\": " + edges.substring(edges.lastIndexOf(' ') + 1);
                    default -> edges.substring(0, edges.indexOf(',')) + ", \"to\": " + t;
                } + ", \"tunnels\": \"" + tunnels + "\"}");
        return Combinators.combine(Arbitraries.integers().between(14, 16), Arbitraries.integers().between(14, 16),
                        Arbitraries.longs().between(0, 1000), feature.list().ofMinSize(1).ofMaxSize(2),
                        road.list().ofMinSize(1).ofMaxSize(3))
                .as((w, h, seed, fs, rs) -> {
                    List<String> named = new ArrayList<>();
                    for (int k = 0; k < fs.size(); k++) {
                        named.add(fs.get(k).replace("}", ", \"name\": \"f" + k + "\"}"));
                    }
                    return "{\"template\": \"region\", \"name\": \"test-random\", \"seed\": " + seed + ", \"size\": [" + w
                            + ", " + h + "], \"features\": [" + String.join(", ", named) + "], \"roads\": ["
                            + String.join(", ", rs) + "], \"props\": {\"trees\": false, \"rocks\": false}}";
                });
    }

    @Property(tries = 50)
    void everyRandomRegionWhoseRoadsMayTunnelIsConsistentOrRefusedWithAPath(@ForAll("specs") String json) {
        Region r;
        try {
            r = RegionSolver.solve(RegionSpecReader.read(json));
        } catch (RegionSpecException e) {
            Statistics.label("outcome").collect("refused");
            assertFalse(e.problems().isEmpty());
            for (RegionProblem p : e.problems()) {
                assertTrue(PATH.matcher(p.path()).matches(), "a refusal names its path: " + p.message());
            }
            return;
        } finally {
            // About a fifth are built with tunnels; two of fifty at least, so the property tests some.
            Statistics.label("outcome").coverage(k -> k.check("built with tunnels").percentage(p -> p >= 4.0));
        }
        Statistics.label("outcome").collect(r.roads().tunnels().isEmpty() ? "built" : "built with tunnels");
        assertEquals(List.of(), RoadChecks.wrong(r), json);
        RoadGraph g = r.roads();
        for (Road road : g.roads()) {
            if (!road.spec().tunnels()) {
                assertEquals(List.of(), road.tunnels(), json);
            }
            for (RoadTunnel t : road.tunnels()) {
                assertTrue(t.lengthMetres() >= RoadTunnel.MIN_LENGTH_METRES, json);
                assertTrue(t.roof().triangleCount() > 0, json);
                for (RoadPoint m : List.of(t.start(), t.end())) {
                    assertTrue(g.nodes().stream().anyMatch(n -> Math.hypot(n.x() - m.x(), n.z() - m.z()) < 0.01), json);
                    assertEquals(m.y(), r.terrain().heightAt(m.x(), m.z()), RoadChecks.GROUND_TOLERANCE_METRES, json);
                }
            }
        }
    }
}
