package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class RegionPlacesTest {
    private static Map<String, Place> byName(Region r) {
        return r.places().stream().collect(Collectors.toMap(Place::name, Function.identity()));
    }

    @Test
    void everyTileHasAPlaceAtItsMiddleOnTheGround() {
        Region r = RegionExamples.build(RegionExamples.TERRAIN);
        Map<String, Place> places = byName(r);
        Place p = places.get("tile_3_7");
        assertEquals(3.5 * 64.0, p.x());
        assertEquals(7.5 * 64.0, p.z());
        assertEquals(r.surface().heightAt(p.x(), p.z()), p.y());
        assertEquals(100, r.places().stream().filter(q -> q.name().startsWith("tile_")).count());
    }

    @Test
    void featuresArePlacedByNameAtTheirSpots() {
        Map<String, Place> terrain = byName(RegionExamples.build(RegionExamples.TERRAIN));
        assertEquals(12.0, terrain.get("hill").y(), 1e-9, "the hill's peak");
        assertEquals(5 * 64.0, terrain.get("hill").x());
        assertEquals(12.0, terrain.get("peak").y(), 1e-9);
        assertEquals(3 * 64.0, terrain.get("plateau").x(), "the plateau's middle");
        assertEquals(7 * 64.0, terrain.get("plateau").z());
        Map<String, Place> small = byName(RegionExamples.build(RegionExamples.SMALL));
        assertEquals(4 * 64.0, small.get("lake_1").z(), "the lake's southern shore");
        assertTrue(small.get("lake_1").y() >= 4.0);
        assertEquals(5 * 64.0, small.get("volcano_1").z(), "the volcano's southern rim");
        assertEquals(16.0, small.get("volcano_1").y(), 1e-9);
        assertEquals(8.0, small.get("volcano_1_crater").y(), 1e-9, "the crater's middle, under the lava");
        assertEquals(8 * 64.0, small.get("piste").z(), "the run's top");
        assertEquals(5 * 64.0, small.get("piste_foot").z(), "the run's foot");
    }

    @Test
    void aFlowAndALighthouseHaveTheirPlaces() {
        Region r = RegionExamples.build(RegionExamples.withFeatures(
                "{\"kind\": \"volcano\", \"at\": [5, 6], \"level\": 4, \"flow\": \"north\", \"name\": \"fuji\"}",
                "{\"kind\": \"hill\", \"at\": [2, 2], \"level\": 1, \"lighthouse\": true, \"name\": \"cape\"}"));
        Map<String, Place> places = byName(r);
        assertEquals(r.flows().get(0).endZ(), places.get("fuji_flow").z());
        assertEquals(places.get("cape").y(), places.get("cape_lighthouse").y());
    }

    @Test
    void fourSpawnPointsStandOnTheApronFacingNorth() {
        Region r = RegionExamples.build(RegionExamples.TERRAIN);
        List<Place> spawns = r.places().stream().filter(p -> p.name().startsWith("spawn_")).toList();
        assertEquals(List.of("spawn_1", "spawn_2", "spawn_3", "spawn_4"), spawns.stream().map(Place::name).toList());
        for (Place p : spawns) {
            assertTrue(p.x() > 4 * 64.0 && p.x() < 6 * 64.0 && p.z() > 0 && p.z() < 64.0, p.toString());
            assertEquals(0.0, p.y());
            assertEquals(0.0, p.yawDegrees());
        }
    }
}
