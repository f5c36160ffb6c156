package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The spec's test-tiles-roads, built with its three roads: a highway east to west over the gorge,
 * a country road from the spawn to the hill across it, a track from the highway to the peak.
 */
class RoadTilesRoadsTest {
    private static final Region REGION = RegionExamples.build(RegionExamples.ROADS_LAID);

    private static Road road(String name) {
        return REGION.roads().road(name).orElseThrow();
    }

    @Test
    void allItsRoadsLieOnWhatCarriesThemAndHoldTogether() {
        assertEquals(List.of(), RoadChecks.wrong(REGION));
    }

    @Test
    void theyMeetInOneRoadGraph() {
        RoadGraph g = REGION.roads();
        assertEquals(1, g.connectedParts());
        assertEquals(3, g.roads().size());
        long junctions = g.nodes().stream().filter(n -> n.kind() == RoadNode.Kind.JUNCTION).count();
        assertEquals(2, junctions, "the country road crosses the highway, the track tees onto it: " + g.nodes());
        // The highway is split at both junctions; each other road runs from its end to its junction or beyond.
        assertEquals(3, g.edges().stream().filter(e -> e.road().equals("highway")).count());
        for (RoadEdge e : g.edges()) {
            assertEquals(e.roadClass().speedKmh(), e.speedKmh());
            assertTrue(e.points().size() >= 2);
        }
    }

    @Test
    void theHighwayRunsEastToWestThroughItsViaTilesAndBridgesTheGorge() {
        Road h = road("highway");
        assertEquals(RoadClass.HIGHWAY, h.roadClass());
        assertEquals(new GridPoint(0, 5), h.tiles().get(0));
        assertEquals(new GridPoint(11, 5), h.tiles().get(h.tiles().size() - 1));
        assertEquals(1, h.bridges().size(), "one bridge, over the gorge");
        RoadBridge b = h.bridges().get(0);
        double gorgeX = 8 * RegionGrid.TILE_METRES;
        RoadPoint over = null;
        for (RoadPoint p : h.points()) {
            if (Math.abs(p.x() - gorgeX) < 1.0) {
                over = p;
            }
        }
        assertTrue(over != null && over.bridge(), "the bridge spans the gorge's floor");
        assertTrue(over.y() - over.landY() > RoadBridge.CLEARANCE_METRES);
        assertTrue(b.startMetres() < over.metres() && over.metres() < b.endMetres());
        assertFalse(b.piers().isEmpty());
        for (RoadPier p : b.piers()) {
            assertEquals(REGION.surface().height((int) (p.x() / 64), (int) (p.z() / 64), p.x() / 64 % 1, p.z() / 64 % 1),
                    p.bottomY(), 0.05, "a pier stands on the land");
        }
    }

    @Test
    void theLandUnderTheBridgeIsLeftAsItIs() {
        Road h = road("highway");
        RoadBridge b = h.bridges().get(0);
        for (RoadPoint p : h.points()) {
            if (p.metres() > b.startMetres() + 20 && p.metres() < b.endMetres() - 20) {
                assertEquals(p.landY(), REGION.terrain().heightAt(p.x(), p.z()), 0.05, "at " + p.metres() + " m");
            }
        }
    }

    @Test
    void theCountryRoadCrossesTheHighwayAtItsHeightAtRightAngles() {
        Road c = road("country_road");
        Road h = road("highway");
        double x = 6.5 * RegionGrid.TILE_METRES;
        double z = 5.5 * RegionGrid.TILE_METRES;
        RoadPoint onC = null;
        RoadPoint onH = null;
        for (RoadPoint p : c.points()) {
            onC = Math.hypot(p.x() - x, p.z() - z) < 0.01 ? p : onC;
        }
        for (RoadPoint p : h.points()) {
            onH = Math.hypot(p.x() - x, p.z() - z) < 0.01 ? p : onH;
        }
        assertTrue(onC != null && onH != null, "both pass tile [6, 5]'s middle");
        assertEquals(onH.y(), onC.y(), 1e-9);
        // Flat across the highway's whole width.
        for (RoadPoint p : c.points()) {
            if (Math.abs(p.metres() - onC.metres()) <= RoadClass.HIGHWAY.widthMetres() / 2) {
                assertEquals(onH.y(), p.y(), 1e-9, "flat junction at " + p.metres());
            }
        }
        assertEquals(x, c.points().get(c.points().indexOf(onC) - 1).x(), 1e-9, "it runs north-south there");
    }

    @Test
    void theTrackTeesOntoTheHighwayAndEndsAtThePeak() {
        Road t = road("track");
        RoadPoint first = t.points().get(0);
        RoadPoint last = t.points().get(t.points().size() - 1);
        assertEquals(5.5 * RegionGrid.TILE_METRES, first.z(), 1e-9, "on the highway's centre line");
        assertEquals(3.5 * RegionGrid.TILE_METRES, last.x(), 1e-9);
        assertEquals(7.5 * RegionGrid.TILE_METRES, last.z(), 1e-9);
    }

    @Test
    void theMapMarksTheRoadsByClassAndThePlacesNameTheirEnds() {
        String[] rows = REGION.mapText().split("\n");
        // Row j = 5 (the header is two lines, then j = 9 down to 0): the highway, # on every tile
        // but the gorge's V.
        assertEquals("  5  # # # V # # # # # # # #", rows[2 + 4]);
        assertTrue(rows[2 + 9].contains("S S"));
        assertEquals("  3  1 2 3 3 3 - 3 3 3 3 2 1", rows[2 + 6]);
        List<String> names = new ArrayList<>();
        for (Place p : REGION.places()) {
            names.add(p.name());
        }
        for (String n : List.of("highway_start", "highway_end", "country_road_start", "country_road_end", "track_start",
                "track_end")) {
            assertTrue(names.contains(n), n);
        }
    }

    @Test
    void thePlayersStartInTheCountryRoadsNorthboundLane() {
        Road c = road("country_road");
        double centre = c.points().get(0).x();
        for (Place p : REGION.places()) {
            if (p.name().startsWith("spawn_")) {
                assertEquals(centre - RoadClass.COUNTRY.widthMetres() / 4, p.x(), 1e-9, p.name());
                assertEquals(0.0, p.yawDegrees());
                assertTrue(p.z() > c.points().get(0).z() && p.z() < RegionGrid.TILE_METRES, p.name() + " on the apron");
            }
        }
    }

    @Test
    void theBundledRegionIsTheSpecsText() throws IOException {
        Path bundled = Path.of("../examples/src/main/resources/dev/loam/examples/regions/test-tiles-roads.json");
        assertEquals(RegionSpecReader.read(RegionExamples.ROADS_LAID), RegionSpecReader.read(Files.readString(bundled)));
    }
}
