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

class RegionPropertiesTest {
    private static final Pattern PATH = Pattern.compile("(features\\[\\d+\\](\\.[a-z]+)?|\\$|size(\\[\\d\\])?|base)");

    @Provide
    Arbitrary<String> specs() {
        Arbitrary<String> feature = Combinators.combine(
                Arbitraries.of("hill", "mountain", "plateau", "valley", "lake", "volcano", "ski"),
                Arbitraries.integers().between(0, 16), Arbitraries.integers().between(0, 16),
                Arbitraries.integers().between(0, 10), Arbitraries.integers().between(1, 6),
                Arbitraries.integers().between(1, 4), Arbitraries.of("", "north", "east", "south", "west"))
                .as((kind, i, j, level, radius, size, flow) -> switch (kind) {
                    case "plateau", "lake" -> "{\"kind\": \"" + kind + "\", \"at\": [" + i + ", " + j + "], \"size\": ["
                            + size + ", " + size + "], \"level\": " + level + "}";
                    case "ski" -> "{\"kind\": \"ski\", \"at\": [" + i + ", " + j + "], \"to\": [" + j + ", " + i + "]}";
                    case "volcano" -> "{\"kind\": \"volcano\", \"at\": [" + i + ", " + j + "], \"level\": " + level
                            + (flow.isEmpty() ? "" : ", \"flow\": \"" + flow + "\"") + "}";
                    default -> "{\"kind\": \"" + kind + "\", \"at\": [" + i + ", " + j + "], \"level\": " + level
                            + ", \"radius\": " + radius + "}";
                });
        return Combinators.combine(Arbitraries.integers().between(3, 16), Arbitraries.integers().between(3, 16),
                        Arbitraries.integers().between(0, 4), Arbitraries.longs().between(0, 1000),
                        feature.list().ofMaxSize(6))
                .as((w, h, base, seed, fs) -> "{\"template\": \"region\", \"name\": \"test-random\", \"seed\": " + seed
                        + ", \"size\": [" + w + ", " + h + "], \"base\": " + base + ", \"features\": ["
                        + String.join(", ", fs) + "]}");
    }

    @Property(tries = 100)
    void everyRandomRegionIsConsistentOrRefusedWithAPath(@ForAll("specs") String json) {
        Region r;
        try {
            r = RegionSolver.solve(RegionSpecReader.read(json));
        } catch (RegionSpecException e) {
            Statistics.label("outcome").collect("refused");
            assertFalse(e.problems().isEmpty());
            for (RegionProblem p : e.problems()) {
                assertTrue(PATH.matcher(p.path()).lookingAt(), "a refusal names its path: " + p.message());
            }
            return;
        } finally {
            Statistics.label("outcome").coverage(k -> k.check("built").percentage(p -> p >= 10.0));
        }
        Statistics.label("outcome").collect("built");
        CornerLevels c = r.corners();
        List<String> wrong = new ArrayList<>();
        for (int j = 0; j <= c.tilesZ(); j++) {
            for (int i = 0; i <= c.tilesX(); i++) {
                if ((RegionGrid.isRim(c.tilesX(), c.tilesZ(), i, j) || RegionGrid.isApronCorner(c.tilesX(), i, j))
                        && c.level(i, j) != 0) {
                    wrong.add("pinned corner " + i + "," + j);
                }
                if (i < c.tilesX() && Math.abs(c.level(i, j) - c.level(i + 1, j)) > 2) {
                    wrong.add("edge " + i + "," + j + " east-west");
                }
                if (j < c.tilesZ() && Math.abs(c.level(i, j) - c.level(i, j + 1)) > 2) {
                    wrong.add("edge " + i + "," + j + " south-north");
                }
            }
        }
        for (Feature f : r.spec().features()) {
            switch (f.kind()) {
                case HILL, MOUNTAIN -> {
                    if (c.level(f.at().i(), f.at().j()) != f.level()) {
                        wrong.add(f.path("") + " peak");
                    }
                }
                case VOLCANO -> {
                    if (c.level(f.at().i(), f.at().j()) != f.level() - 2) {
                        wrong.add(f.path("") + " crater");
                    }
                }
                default -> {
                }
            }
        }
        assertEquals(List.of(), wrong, json);
        for (int j = 0; j < c.tilesZ(); j++) {
            for (int i = 0; i < c.tilesX(); i++) {
                assertShapeFitsCorners(c, i, j, r.shape(i, j));
            }
        }
        assertEquals("", RegionReachability.unreachedTiles(r), json);
    }

    /**
     * The tile's shape is its four corners less the lowest, as the spec lays them out: tile [i, j]
     * has its south-east corner at corner [i, j], i running west and j north, so its corners sw,
     * se, ne, nw are [i+1, j], [i, j], [i, j+1], [i+1, j+1]. Turned by its turn, the shape's
     * pattern gives each corner's rise; a tile with an edge of two levels or more is a
     * mountainside, and no other tile is.
     */
    private static void assertShapeFitsCorners(CornerLevels c, int i, int j, TileShape.Turned turned) {
        int[] corners = {c.level(i + 1, j), c.level(i, j), c.level(i, j + 1), c.level(i + 1, j + 1)};
        int low = Math.min(Math.min(corners[0], corners[1]), Math.min(corners[2], corners[3]));
        boolean twoLevelEdge = false;
        for (int q = 0; q < 4; q++) {
            twoLevelEdge |= Math.abs(corners[q] - corners[(q + 1) % 4]) >= 2;
        }
        String where = "tile " + i + "," + j + " corners sw se ne nw " + java.util.Arrays.toString(corners) + ": "
                + turned;
        assertEquals(twoLevelEdge, turned.shape() == TileShape.MOUNTAINSIDE, where);
        if (!twoLevelEdge) {
            for (int q = 0; q < 4; q++) {
                assertEquals(turned.shape().pattern(q), corners[(q + turned.turn()) % 4] - low, where);
            }
        }
    }
}
