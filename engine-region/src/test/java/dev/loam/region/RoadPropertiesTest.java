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
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Fifty random regions with roads: each is built with every road consistent ({@link RoadChecks})
 * or refused, every problem at a path of the spec.
 */
class RoadPropertiesTest {
    private static final Pattern PATH = Pattern.compile(
            "((features|roads)\\[\\d+\\](\\.[a-z]+(\\[\\d+\\])*)?|\\$|size(\\[\\d\\])?|base)");
    private static final List<String> CLASSES = List.of("track", "lane", "country", "street", "avenue", "highway");

    @Provide
    Arbitrary<String> specs() {
        Arbitrary<String> feature = Combinators.combine(Arbitraries.of("hill", "mountain", "valley", "lake", "plateau"),
                        Arbitraries.integers().between(3, 7), Arbitraries.integers().between(3, 7),
                        Arbitraries.integers().between(2, 3))
                .as((kind, i, j, level) -> switch (kind) {
                    case "lake", "plateau" -> "{\"kind\": \"" + kind + "\", \"at\": [" + i + ", " + j + "], \"size\": [2, 1],"
                            + " \"level\": " + level + "}";
                    case "valley" -> "{\"kind\": \"valley\", \"at\": [" + i + ", " + j + "], \"radius\": 1}";
                    default -> "{\"kind\": \"" + kind + "\", \"at\": [" + i + ", " + j + "], \"level\": " + level + "}";
                });
        Arbitrary<String> tile = Combinators.combine(Arbitraries.integers().between(0, 9), Arbitraries.integers().between(0, 9))
                .as((i, j) -> "[" + i + ", " + j + "]");
        Arbitrary<String> end = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, Arbitraries.of("\"north\"", "\"south\"", "\"east\"", "\"west\"")),
                net.jqwik.api.Tuple.of(1, Arbitraries.just("\"spawn\"")),
                net.jqwik.api.Tuple.of(6, tile),
                net.jqwik.api.Tuple.of(2, Arbitraries.just("\"f0\"")),
                net.jqwik.api.Tuple.of(2, Arbitraries.just("\"road_1\"")));
        Arbitrary<String> via = tile.list().ofMaxSize(2).map(l -> String.join(", ", l));
        Arbitrary<String> road = Combinators.combine(Arbitraries.of(CLASSES), end, end, via)
                .as((c, from, to, v) -> "{\"class\": \"" + c + "\", \"from\": " + from + ", \"to\": " + to
                        + (v.isEmpty() ? "" : ", \"via\": [" + v + "]") + "}");
        return Combinators.combine(Arbitraries.integers().between(10, 16), Arbitraries.integers().between(10, 16),
                        Arbitraries.integers().between(0, 2), Arbitraries.longs().between(0, 1000), feature.list().ofMaxSize(2),
                        road.list().ofMinSize(1).ofMaxSize(3))
                .as((w, h, base, seed, fs, rs) -> {
                    List<String> named = new ArrayList<>();
                    for (int k = 0; k < fs.size(); k++) {
                        named.add(fs.get(k).replace("}", ", \"name\": \"f" + k + "\"}"));
                    }
                    // With no feature, an end naming one is a tile instead: the refusal is the reader's, already tested.
                    String roads = String.join(", ", rs);
                    return "{\"template\": \"region\", \"name\": \"test-random\", \"seed\": " + seed + ", \"size\": [" + w
                            + ", " + h + "], \"base\": " + base + ", \"features\": [" + String.join(", ", named)
                            + "], \"roads\": [" + (named.isEmpty() ? roads.replace("\"f0\"", "[4, 4]") : roads)
                            + "], \"props\": {\"trees\": false, \"rocks\": false}}";
                });
    }

    /**
     * A shrunk failure of the property: a highway from [7, 0] climbs onto the mountain's slope and
     * crosses the flat spawn apron just over 4 m up, a short bridge; the points either side of it,
     * just under 4 m up and so not a bridge, stood over vertices their nearest bridge point had left
     * on the land (2.4 m and 2.1 m under the road) until the bed reached the bridge's ends.
     */
    @Example
    void aHighwayBridgingTheSpawnApronHasItsBedUpToTheBridgesEnds() {
        String json = "{\"template\": \"region\", \"name\": \"test-random\", \"seed\": 0, \"size\": [10, 10], \"base\": 2,"
                + " \"features\": [{\"kind\": \"mountain\", \"at\": [5, 3], \"level\": 3, \"name\": \"f0\"}],"
                + " \"roads\": [{\"class\": \"highway\", \"from\": [7, 0], \"to\": \"north\"}],"
                + " \"props\": {\"trees\": false, \"rocks\": false}}";
        Region r = RegionSolver.solve(RegionSpecReader.read(json));
        assertFalse(r.roads().roads().get(0).bridges().isEmpty(), "the highway bridges the apron");
        assertEquals(List.of(), RoadChecks.wrong(r), json);
    }

    @Property(tries = 50)
    void everyRandomRegionWithRoadsIsConsistentOrRefusedWithAPath(@ForAll("specs") String json) {
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
            Statistics.label("outcome").coverage(k -> k.check("built").percentage(p -> p >= 10.0));
        }
        Statistics.label("outcome").collect("built");
        List<String> wrong = new ArrayList<>(RoadChecks.wrong(r));
        assertEquals(List.of(), wrong, json);
        assertEquals(r.spec().roads().size(), r.roads().roads().size());
    }
}
