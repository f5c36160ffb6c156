package dev.loam.region;

import dev.loam.testkit.SpecFixtures;

/** The tiles spec's three example specs (the two with roads without them), and small helpers. */
final class RegionExamples {
    private RegionExamples() {
    }

    /** test-tiles-terrain, word for word. */
    static final String TERRAIN = SpecFixtures.TEST_TILES_TERRAIN;

    /** The map the spec shows for test-tiles-terrain. */
    static final String TERRAIN_MAP = """
                 9 8 7 6 5 4 3 2 1 0   (i, east to the right)
              9  0 0 1 1 0 1 1 1 1 0
              8  0 2 2 2 2 2 2 2 2 1
              7  1 2 M 3 2 2 2 2 2 1
              6  1 2 3 3 2 2 2 P 2 1
              5  0 2 2 2 H 3 2 2 2 1
              4  0 1 2 2 3 3 2 2 1 0
              3  0 0 1 2 2 2 2 1 0 0
              2  0 0 1 1 2 2 1 1 0 0
              1  0 0 0 0 1 1 0 0 0 0
              0  0 0 0 0 S S 0 0 0 0
            """;

    /** test-tiles-roads with its roads removed. */
    static final String ROADS = """
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
              ]
            }
            """;

    /** test-tiles-roads, word for word, with its roads: the region the module's examples bundle. */
    static final String ROADS_LAID = """
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
                {
                  "class": "highway",
                  "from": "east",
                  "to": "west",
                  "via": [
                    [2, 5],
                    [9, 5]
                  ],
                  "name": "highway"
                },
                { "class": "country", "from": "spawn", "to": "hill", "name": "country_road" },
                { "class": "track", "from": "highway", "to": "peak", "name": "track" }
              ]
            }
            """;

    /** test-small-region, word for word, with its roads: a lake's shore and a ski run's top. */
    static final String SMALL_LAID = """
            {
              "template": "region",
              "name": "test-small-region",
              "seed": 3,
              "size": [10, 10],
              "biome": "alpine",
              "features": [
                { "kind": "lake", "at": [2, 5], "size": [2, 2] },
                { "kind": "volcano", "at": [7, 6], "level": 4 },
                { "kind": "mountain", "at": [5, 8], "level": 4, "radius": 2 },
                { "kind": "ski", "at": [5, 8], "to": [5, 5], "name": "piste" }
              ],
              "roads": [
                { "class": "country", "from": "spawn", "to": "lake_1", "name": "lake_road" },
                { "class": "track", "from": "lake_road", "to": "piste" }
              ]
            }
            """;

    /** test-small-region (the catalogue's template.region) with its roads removed. */
    static final String SMALL = """
            {
              "template": "region",
              "name": "test-small-region",
              "seed": 3,
              "size": [10, 10],
              "biome": "alpine",
              "features": [
                { "kind": "lake", "at": [2, 5], "size": [2, 2] },
                { "kind": "volcano", "at": [7, 6], "level": 4 },
                { "kind": "mountain", "at": [5, 8], "level": 4, "radius": 2 },
                { "kind": "ski", "at": [5, 8], "to": [5, 5], "name": "piste" }
              ]
            }
            """;

    /** A region of size 10 x 10 with the given features' JSON. */
    static String withFeatures(String... features) {
        return "{\"template\": \"region\", \"name\": \"test-case\", \"size\": [10, 10], \"features\": ["
                + String.join(", ", features) + "]}";
    }

    static Region build(String json) {
        return RegionSolver.solve(RegionSpecReader.read(json));
    }

    /** The refusal's messages, one per problem. */
    static java.util.List<String> refusals(String json) {
        try {
            RegionSolver.solve(RegionSpecReader.read(json));
        } catch (RegionSpecException e) {
            return e.problems().stream().map(RegionProblem::message).toList();
        }
        throw new AssertionError("expected a refusal of " + json);
    }
}
