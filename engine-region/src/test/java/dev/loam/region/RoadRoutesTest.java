package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Vehicles route over the road graph by the classes of road they drive and their speed on each. */
class RoadRoutesTest {
    /** A road along straight legs through the given (x, z) corners, a point at each corner, on the level. */
    private static Road road(int index, String name, RoadClass c, double... xz) {
        List<RoadPoint> points = new ArrayList<>();
        double along = 0;
        for (int k = 0; k < xz.length; k += 2) {
            if (k > 0) {
                along += Math.hypot(xz[k] - xz[k - 2], xz[k + 1] - xz[k - 1]);
            }
            points.add(new RoadPoint(xz[k], 12, xz[k + 1], 12, along, false));
        }
        RoadSpec spec = new RoadSpec(index, name, c, RoadEnd.spawn(), RoadEnd.edge(Direction.NORTH), List.of());
        return new Road(spec, List.of(), points, List.of());
    }

    /** A straight dirt track from (0, 0) to (1000, 0), and a highway bypass round by (500, 400). */
    private static RoadGraph trackAndBypass() {
        return RoadGraph.of(List.of(road(0, "track", RoadClass.TRACK, 0, 0, 1000, 0),
                road(1, "bypass", RoadClass.HIGHWAY, 0, 0, 500, 400, 1000, 0)), 0);
    }

    @Test
    void aCarTakesTheFastBypassATractorTheShortTrackALorryNeverTheTrack() {
        RoadGraph graph = trackAndBypass();
        RoadRoutes routes = new RoadRoutes(graph);
        int a = routes.nearestNode(0, 0, VehicleClass.CAR), b = routes.nearestNode(1000, 0, VehicleClass.CAR);
        RoadRoute car = routes.route(a, b, VehicleClass.CAR).orElseThrow();
        assertEquals(List.of("bypass"), car.roadNames());
        double bypass = 2 * Math.hypot(500, 400);
        assertEquals(bypass, car.lengthMetres(), 1e-9);
        assertEquals(bypass / (100 / 3.6), car.seconds(), 1e-9, "at the highway's 100 km/h");
        RoadRoute tractor = routes.route(a, b, VehicleClass.TRACTOR).orElseThrow();
        assertEquals(List.of("track"), tractor.roadNames(), "36 km/h over 1 km beats 40 km/h over 1.28 km");
        assertEquals(1000 / (36 / 3.6), tractor.seconds(), 1e-9);
        RoadRoute lorry = routes.route(b, a, VehicleClass.LORRY).orElseThrow();
        assertEquals(List.of("bypass"), lorry.roadNames());
        assertEquals(List.of(false), lorry.forward(), "driven from its end back to its start");
        List<RoadPoint> pts = lorry.points();
        assertEquals(1000, pts.get(0).x());
        assertEquals(0, pts.get(pts.size() - 1).x());
        assertEquals(bypass / (80 / 3.6), lorry.seconds(), 1e-9, "at the lorry's own 80 km/h");
        VehicleClass trackOnly = new VehicleClass("quad", 60, Set.of(RoadClass.TRACK));
        assertEquals(List.of("track"), routes.route(a, b, trackOnly).orElseThrow().roadNames());
        VehicleClass streetsOnly = new VehicleClass("tram", 50, Set.of(RoadClass.STREET));
        assertTrue(routes.route(a, b, streetsOnly).isEmpty(), "no street joins them");
        assertEquals(-1, routes.nearestNode(0, 0, streetsOnly));
        assertEquals(0, routes.route(a, a, VehicleClass.CAR).orElseThrow().edges().size());
    }

    @Test
    void onTestTilesRoadsACarReachesThePeakFromEitherEndOfTheHighwayAndALorryDoesNot() {
        Region region = RegionExamples.build(RegionExamples.ROADS_LAID);
        RoadGraph graph = region.roads();
        RoadRoutes routes = new RoadRoutes(graph);
        Road track = graph.road("track").orElseThrow();
        RoadPoint peakEnd = track.points().get(track.points().size() - 1);
        Road highway = graph.road("highway").orElseThrow();
        for (RoadPoint end : List.of(highway.points().get(0), highway.points().get(highway.points().size() - 1))) {
            RoadRoute r = routes.route(end.x(), end.z(), peakEnd.x(), peakEnd.z(), VehicleClass.CAR).orElseThrow();
            assertEquals(List.of("highway", "track"), r.roadNames());
            double seconds = 0;
            for (RoadEdge e : r.edges()) {
                seconds += e.lengthMetres() / (VehicleClass.CAR.speedKmh(e.roadClass()) / 3.6);
            }
            assertEquals(seconds, r.seconds(), 1e-9);
            List<RoadPoint> pts = r.points();
            for (int k = 1; k < pts.size(); k++) {
                assertTrue(Math.hypot(pts.get(k).x() - pts.get(k - 1).x(), pts.get(k).z() - pts.get(k - 1).z()) < 8,
                        "the centre line runs on without a jump at point " + k);
            }
        }
        int peakNode = routes.nearestNode(peakEnd.x(), peakEnd.z(), VehicleClass.CAR);
        int lorryStart = routes.nearestNode(highway.points().get(0).x(), highway.points().get(0).z(), VehicleClass.LORRY);
        assertTrue(routes.route(lorryStart, peakNode, VehicleClass.LORRY).isEmpty(), "a lorry does not drive the track");
        assertFalse(routes.nearestNode(peakEnd.x(), peakEnd.z(), VehicleClass.LORRY) == peakNode);
    }

    @Test
    void badInputIsRefusedNamingWhat() {
        RoadRoutes routes = new RoadRoutes(trackAndBypass());
        assertTrue(assertThrows(IndexOutOfBoundsException.class, () -> routes.route(0, 9, VehicleClass.CAR)).getMessage()
                .contains("node 9"));
        assertThrows(IllegalArgumentException.class, () -> new VehicleClass("x", 0, Set.of(RoadClass.TRACK)));
        assertThrows(IllegalArgumentException.class, () -> new VehicleClass("x", Double.NaN, Set.of(RoadClass.TRACK)));
        assertThrows(IllegalArgumentException.class, () -> new VehicleClass("x", 50, Set.of()));
        assertThrows(IllegalArgumentException.class, () -> new VehicleClass(" ", 50, Set.of(RoadClass.TRACK)));
        assertTrue(new RoadRoutes(RoadGraph.empty()).route(0, 0, 1, 1, VehicleClass.CAR).isEmpty());
    }
}
