package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading a spec's roads: their fields, defaults and every refusal at its path. */
class RoadReaderTest {
    private static String spec(String roads) {
        return "{\"template\": \"region\", \"name\": \"test-roads\", \"size\": [10, 10], \"features\": ["
                + "{\"kind\": \"hill\", \"at\": [5, 5], \"level\": 2, \"name\": \"hill\"}], \"roads\": " + roads + "}";
    }

    private static List<String> problems(String json) {
        RegionSpecException e = assertThrows(RegionSpecException.class, () -> RegionSpecReader.read(json));
        return e.problems().stream().map(RegionProblem::message).toList();
    }

    @Test
    void theSpecsRoadsAreReadWithTheirEnds() {
        RegionSpec s = RegionSpecReader.read(RegionExamples.ROADS_LAID);
        assertEquals(3, s.roads().size());
        RoadSpec h = s.roads().get(0);
        assertEquals(new RoadSpec(0, "highway", RoadClass.HIGHWAY, RoadEnd.edge(Direction.EAST), RoadEnd.edge(Direction.WEST),
                List.of(new GridPoint(2, 5), new GridPoint(9, 5))), h);
        assertEquals(RoadEnd.spawn(), s.roads().get(1).from());
        assertEquals(RoadEnd.feature("hill"), s.roads().get(1).to());
        assertEquals(RoadEnd.road("highway"), s.roads().get(2).from());
        assertEquals("roads[2].from", s.roads().get(2).path("from"));
    }

    @Test
    void anUnnamedRoadIsNamedByItsPlace() {
        RegionSpec s = RegionSpecReader.read(RegionExamples.SMALL_LAID);
        assertEquals("road_2", s.roads().get(1).name());
        assertEquals(RoadEnd.tile(new GridPoint(3, 4)),
                RegionSpecReader.read(spec("[{\"class\": \"lane\", \"from\": [3, 4], \"to\": \"north\"}]")).roads().get(0).from());
    }

    @Test
    void everyWrongFieldIsRefusedAtItsPathAtOnce() {
        List<String> p = problems(spec("[{\"class\": \"motorway\", \"from\": \"nowhere\", \"to\": [10, 2], \"via\": 3},"
                + " {\"class\": \"track\", \"from\": \"road_3\", \"to\": \"road_2\", \"name\": \"hill\"},"
                + " {\"class\": \"lane\", \"from\": \"spawn\", \"to\": \"spawn\", \"wide\": true}]"));
        assertEquals(List.of(
                "roads[0].class: \"motorway\" is not a road's class: the classes are track, lane, country, street, avenue"
                        + " and highway",
                "roads[0].from: \"nowhere\" names no feature and no road laid before it: an end is \"spawn\", north, east,"
                        + " south, west, a tile [i, j], a feature's name or an earlier road's",
                "roads[0].to[0]: 10 must lie in 0..9",
                "roads[0].via: must be an array of tiles [i, j], but is a number",
                "roads[1].name: the name \"hill\" is taken: features[0] has it; give each feature and road its own name",
                "roads[1].from: the road \"road_3\" (roads[2]) is laid after it: a road ends on a road laid before it;"
                        + " list \"road_3\" first",
                "roads[1].to: \"road_2\" names no feature and no road laid before it: an end is \"spawn\", north, east,"
                        + " south, west, a tile [i, j], a feature's name or an earlier road's",
                "roads[2].wide: unknown field of a road: its fields are class, from, to, via, name, tunnels",
                "roads[2].to: it ends where it starts, at \"spawn\"; give it another end"), p);
    }

    @Test
    void aRoadCannotEndOnItself() {
        assertEquals(List.of("roads[0].to: the road \"loop\" cannot end on itself: a road ends on a road laid before it"),
                problems(spec("[{\"class\": \"lane\", \"from\": \"north\", \"to\": \"loop\", \"name\": \"loop\"}]")));
    }

    @Test
    void tooManyRoadsOrViaTilesAreRefused() {
        String road = "{\"class\": \"lane\", \"from\": \"north\", \"to\": \"south\"}";
        String nine = "[" + String.join(", ", java.util.Collections.nCopies(9, road)) + "]";
        assertEquals("roads: has 9 roads: a region lays up to 8; merge or remove 1", problems(spec(nine)).get(0));
        String via = "[{\"class\": \"lane\", \"from\": \"north\", \"to\": \"south\", \"via\": [[1, 1], [1, 2], [1, 3],"
                + " [1, 4], [1, 5], [1, 6], [1, 7]]}]";
        assertEquals(List.of("roads[0].via: lists 7 tiles: a road passes up to 6; remove 1"), problems(spec(via)));
    }

    @Test
    void tunnelsAreNeverByDefaultAndAutoWhenTheSpecSaysSo() {
        assertEquals(false, RegionSpecReader.read(spec("[{\"class\": \"highway\", \"from\": \"east\", \"to\": \"west\"}]"))
                .roads().get(0).tunnels());
        assertEquals(false, RegionSpecReader.read(spec("[{\"class\": \"highway\", \"from\": \"east\", \"to\": \"west\","
                + " \"tunnels\": \"never\"}]")).roads().get(0).tunnels());
        RoadSpec auto = RegionSpecReader.read(spec("[{\"class\": \"highway\", \"from\": \"east\", \"to\": \"west\","
                + " \"tunnels\": \"auto\"}]")).roads().get(0);
        assertEquals(true, auto.tunnels());
        assertEquals(new RoadSpec(0, "road_1", RoadClass.HIGHWAY, RoadEnd.edge(Direction.EAST), RoadEnd.edge(Direction.WEST),
                List.of(), true), auto);
    }

    @Test
    void aBadTunnelsValueIsRefusedAtItsPath() {
        assertEquals(List.of("roads[1].tunnels: must be \"never\" or \"auto\", but is \"always\": \"never\" lays it over"
                        + " the land or round it, \"auto\" lets it go through"),
                problems(spec("[{\"class\": \"highway\", \"from\": \"east\", \"to\": \"west\", \"tunnels\": \"auto\"},"
                        + " {\"class\": \"track\", \"from\": \"south\", \"to\": \"north\", \"tunnels\": \"always\"}]")));
        List<String> notText = problems(spec("[{\"class\": \"lane\", \"from\": \"east\", \"to\": \"west\", \"tunnels\": true}]"));
        assertEquals(1, notText.size(), notText.toString());
        assertTrue(notText.get(0).startsWith("roads[0].tunnels: must be a string, but is "), notText.get(0));
        assertEquals(List.of("roads[0].tunnels: must be \"never\" or \"auto\", but is \"Auto\": \"never\" lays it over"
                        + " the land or round it, \"auto\" lets it go through"),
                problems(spec("[{\"class\": \"lane\", \"from\": \"east\", \"to\": \"west\", \"tunnels\": \"Auto\"}]")));
    }
}
