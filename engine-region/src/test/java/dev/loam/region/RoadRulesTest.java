package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The spec's rules for roads, one small region each: the classes, the ends, routing, heights and refusals. */
class RoadRulesTest {
    /** A region of 12 x 10 tiles with these features and roads. */
    private static String region(String features, String roads) {
        return "{\"template\": \"region\", \"name\": \"test-roads\", \"size\": [12, 10], \"base\": 1, \"features\": ["
                + features + "], \"roads\": [" + roads + "], \"props\": {\"trees\": false, \"rocks\": false}}";
    }

    private static Region built(String json) {
        Region r = RegionExamples.build(json);
        assertEquals(List.of(), RoadChecks.wrong(r), json);
        return r;
    }

    @Test
    void theSixClassesHoldTheSpecsTable() {
        assertEquals(List.of(5.0, 5.5, 7.0, 9.0, 14.0, 18.0),
                java.util.Arrays.stream(RoadClass.values()).map(RoadClass::widthMetres).toList());
        assertEquals(List.of(1, 1, 1, 1, 2, 2), java.util.Arrays.stream(RoadClass.values()).map(RoadClass::lanesEachWay).toList());
        assertEquals(List.of(36, 43, 61, 50, 61, 100), java.util.Arrays.stream(RoadClass.values()).map(RoadClass::speedKmh).toList());
        assertEquals(List.of(2.0, 2.0, 1.0, 1.0, 1.0, 0.5),
                java.util.Arrays.stream(RoadClass.values()).map(RoadClass::climbLevelsPerTile).toList());
        assertEquals(0.03125, RoadClass.HIGHWAY.grade(), 1e-12, "half a level a tile is about 3 %");
        assertEquals(List.of(0, 0, 0, 0, 1, 3), java.util.Arrays.stream(RoadClass.values()).map(RoadClass::smoothingTiles).toList());
        assertFalse(RoadClass.TRACK.paved());
        assertTrue(RoadClass.HIGHWAY.shoulders());
        assertEquals(":.-+=#", java.util.Arrays.stream(RoadClass.values()).map(c -> String.valueOf(c.mapMark()))
                .reduce("", String::concat));
    }

    @Test
    void everyClassIsLaidEdgeToEdge() {
        for (RoadClass c : RoadClass.values()) {
            Region r = built(region("", "{\"class\": \"" + c.specName() + "\", \"from\": \"north\", \"to\": \"south\"}"));
            Road road = r.roads().roads().get(0);
            assertEquals("road_1", road.name());
            assertEquals(c, road.roadClass());
            for (GridPoint t : road.tiles()) {
                assertEquals(6, t.i(), "straight down the middle column: " + road.tiles());
            }
            assertTrue(r.mapText().contains(String.valueOf(c.mapMark())));
        }
    }

    @Test
    void aRoadPassesItsViaTilesInOrder() {
        Region r = built(region("", "{\"class\": \"country\", \"from\": [1, 1], \"to\": [10, 1], \"via\": [[1, 8], [10, 8]]}"));
        List<GridPoint> tiles = r.roads().roads().get(0).tiles();
        assertTrue(tiles.indexOf(new GridPoint(1, 8)) < tiles.indexOf(new GridPoint(10, 8)), tiles.toString());
        assertTrue(tiles.indexOf(new GridPoint(1, 8)) > 0);
    }

    @Test
    void aRoadToALakeEndsOnItsSouthernShoreAndOneToAVolcanoBelowItsRim() {
        Region r = built(RegionExamples.SMALL_LAID);
        Road lake = r.roads().road("lake_road").orElseThrow();
        assertEquals(new GridPoint(3, 3), lake.tiles().get(lake.tiles().size() - 1), "south of the water, under its bed's middle");
        Region v = built(region("{\"kind\": \"volcano\", \"at\": [6, 6], \"level\": 4}",
                "{\"class\": \"track\", \"from\": \"spawn\", \"to\": \"volcano_1\"}"));
        Road road = v.roads().roads().get(0);
        assertEquals(new GridPoint(6, 4), road.tiles().get(road.tiles().size() - 1));
    }

    @Test
    void aRoadGoesRoundWaterNeverThroughIt() {
        Region r = built(region("{\"kind\": \"lake\", \"at\": [4, 4], \"size\": [3, 2], \"level\": 2}",
                "{\"class\": \"lane\", \"from\": \"west\", \"to\": \"east\"}"));
        for (GridPoint t : r.roads().roads().get(0).tiles()) {
            assertFalse(r.isWet(t.i(), t.j()), t.toString());
        }
    }

    @Test
    void aRoadCrossesAnotherOnlyAtRightAnglesWhereItRunsStraight() {
        Region r = built(region("", "{\"class\": \"street\", \"from\": \"north\", \"to\": \"south\", \"name\": \"a\"},"
                + "{\"class\": \"track\", \"from\": [2, 4], \"to\": [9, 4], \"name\": \"b\"},"
                + "{\"class\": \"lane\", \"from\": [7, 1], \"to\": [5, 8], \"name\": \"c\"}"));
        Road a = r.roads().road("a").orElseThrow();
        for (String other : List.of("b", "c")) {
            List<GridPoint> tiles = r.roads().road(other).orElseThrow().tiles();
            for (int k = 0; k < tiles.size(); k++) {
                if (a.tiles().contains(tiles.get(k))) {
                    assertTrue(k > 0 && k < tiles.size() - 1, other + " crosses a, never ends on it");
                    assertEquals(tiles.get(k).j(), tiles.get(k - 1).j(), other + " crosses a at right angles: " + tiles);
                    assertEquals(tiles.get(k).j(), tiles.get(k + 1).j(), other + " crosses a at right angles: " + tiles);
                }
            }
        }
        assertTrue(r.roads().road("b").orElseThrow().tiles().contains(new GridPoint(6, 4)));
        assertEquals(1, r.roads().connectedParts());
    }

    @Test
    void aRoadWithNoWayThroughSaysSoAtItsPath() {
        // Road a bends round tile [0, 0] through both its neighbours: nothing can come out of it.
        String json = region("", "{\"class\": \"track\", \"from\": [2, 0], \"to\": [0, 2], \"via\": [[1, 0], [1, 1], [0, 1]],"
                + " \"name\": \"a\"}, {\"class\": \"track\", \"from\": [0, 0], \"to\": [5, 5], \"name\": \"b\"}");
        assertEquals(List.of("roads[1].to: no way over the tiles from [0, 0] to [5, 5] that crosses the other roads at right"
                + " angles: a road crosses another only straight across a tile where that one runs straight, never runs"
                + " along another road nor back over its own tiles, and never through water or lava; move its ends, pass"
                + " other via tiles, or lay it before the roads in its way"), RegionExamples.refusals(json));
    }

    @Test
    void aRoadThatMeetsAnotherTooHighForItsGradeIsRefusedAtItsPath() {
        String hill = "{\"kind\": \"mountain\", \"at\": [6, 5], \"level\": 6, \"name\": \"top\"}";
        String json = region(hill, "{\"class\": \"track\", \"from\": \"south\", \"to\": \"north\", \"name\": \"over\"},"
                + "{\"class\": \"highway\", \"from\": \"east\", \"to\": \"west\", \"via\": [[6, 5]], \"name\": \"flat\"}");
        List<String> problems = RegionExamples.refusals(json);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("roads[1]: it meets another road at a height it cannot reach at its grade: "),
                problems.get(0));
    }

    @Test
    void everyRoadsProblemsAreReportedAtOnce() {
        String hill = "{\"kind\": \"mountain\", \"at\": [6, 5], \"level\": 6, \"name\": \"top\"}";
        String json = region(hill, "{\"class\": \"highway\", \"from\": \"top\", \"to\": \"south\"},"
                + "{\"class\": \"track\", \"from\": [2, 0], \"to\": [0, 2], \"via\": [[1, 0], [1, 1], [0, 1]]},"
                + "{\"class\": \"track\", \"from\": [0, 0], \"to\": [5, 5]}, {\"class\": \"lane\", \"from\": \"road_1\", \"to\": \"east\"}");
        List<String> problems = RegionExamples.refusals(json);
        assertEquals(3, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("roads[0].to: its ends lie "), problems.get(0));
        assertTrue(problems.get(1).startsWith("roads[2].to: no way over the tiles"), problems.get(1));
        assertTrue(problems.get(2).startsWith("roads[3].from: it ends on the road \"road_1\", which could not be laid"),
                problems.get(2));
    }

    @Test
    void aRoadWithoutRoadsTheRegionBuildsAsBefore() {
        Region r = RegionExamples.build(RegionExamples.TERRAIN);
        assertTrue(r.roads().roads().isEmpty());
        assertEquals(0, r.roads().connectedParts());
        assertEquals(RegionExamples.TERRAIN_MAP, r.mapText());
    }
}
