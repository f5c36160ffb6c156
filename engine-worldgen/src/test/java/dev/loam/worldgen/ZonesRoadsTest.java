package dev.loam.worldgen;

import static dev.loam.testkit.Tolerances.ROUNDING;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ZonesRoadsTest {

    static Zone zone(String id, ZoneShape shape, double falloff, int priority, Set<String> excludes,
            Optional<String> biome) {
        return new Zone(id, "building", shape, falloff, priority, excludes, biome, Optional.empty(), Map.of());
    }

    static String text(List<Placement> ps) {
        return ps.stream().map(Wilds::line).sorted().collect(Collectors.joining("\n"));
    }

    @Test
    void aZoneExcludingEverythingKeepsItsAreaClearAndOnlyThePlacesItTouchesChange() {
        WorldGen w = Wilds.world(42);
        String before = text(w.plan().placementsIn(-400, -400, 400, 400));
        w.zones().set(zone("house 1", new ZoneShape.Rect(0, 0, 40, 30, 0.5), 12, 20, Zone.EVERYTHING, Optional.empty()));
        List<Placement> after = w.plan().placementsIn(-400, -400, 400, 400);
        for (Placement p : after) {
            assertTrue(new ZoneShape.Rect(0, 0, 40, 30, 0.5).outside(p.x(), p.z()) > 0, p.id() + " inside the zone");
        }
        // Beyond the zone's reach plus the layers' conflict and occupancy radii, nothing changed.
        double far = 50 + 12 + 3 * 46;
        List<Placement> beforeFar = Wilds.world(42).plan().placementsIn(-400, -400, 400, 400).stream()
                .filter(p -> Math.hypot(p.x(), p.z()) > far).toList();
        List<Placement> afterFar = after.stream().filter(p -> Math.hypot(p.x(), p.z()) > far).toList();
        assertEquals(text(beforeFar), text(afterFar));
        assertFalse(text(after).equals(before));
    }

    @Test
    void thingsThinOutOverTheFalloffRatherThanStoppingAtALine() {
        WorldGen w = Wilds.world(42);
        w.zones().set(zone("clearing", new ZoneShape.Circle(0, 0, 30), 60, 0, Set.of("cover"), Optional.empty()));
        List<Placement> cover = w.plan().placementsIn(-150, -150, 150, 150, "cover");
        List<Placement> free = Wilds.world(42).plan().placementsIn(-150, -150, 150, 150, "cover");
        long inBandNear = cover.stream().filter(p -> between(p, 30, 50)).count();
        long inBandFar = cover.stream().filter(p -> between(p, 70, 90)).count();
        long freeNear = free.stream().filter(p -> between(p, 30, 50)).count();
        long freeFar = free.stream().filter(p -> between(p, 70, 90)).count();
        assertEquals(0, cover.stream().filter(p -> Math.hypot(p.x(), p.z()) < 30).count());
        double nearShare = (double) inBandNear / freeNear;
        double farShare = (double) inBandFar / freeFar;
        assertTrue(nearShare > 0.0 && nearShare < 0.5, "near the outline most are gone: " + nearShare);
        assertTrue(farShare > nearShare && farShare < 1.0, "farther out more remain: " + farShare);
    }

    static boolean between(Placement p, double r0, double r1) {
        double r = Math.hypot(p.x(), p.z());
        return r >= r0 && r < r1;
    }

    @Test
    void excludesMatchesLayersRecipesTagsDecorAndInteractive() {
        Zone trees = zone("t", new ZoneShape.Circle(0, 0, 400), 0, 0, Set.of("tree"), Optional.empty());
        Zone interactive = zone("i", new ZoneShape.Circle(0, 0, 400), 0, 0, Set.of("interactive"), Optional.empty());
        Zone nothing = zone("n", new ZoneShape.Circle(0, 0, 400), 0, 0, Set.of(), Optional.empty());
        WorldGen a = Wilds.world(42);
        a.zones().set(trees);
        assertTrue(a.plan().placementsIn(-300, -300, 300, 300).stream().noneMatch(p -> p.recipe().equals("grove")
                || p.recipe().equals("loneOak")));
        WorldGen b = Wilds.world(42);
        b.zones().set(interactive);
        List<Placement> bs = b.plan().placementsIn(-300, -300, 300, 300);
        assertTrue(bs.stream().noneMatch(Placement::isInteractive));
        assertTrue(bs.stream().anyMatch(p -> p.layer().equals("detail")), "decor still stands");
        assertTrue(bs.stream().noneMatch(p -> p.recipe().equals("grove")), "a group whose anchor is excluded falls");
        WorldGen c = Wilds.world(42);
        c.zones().set(nothing);
        assertEquals(text(Wilds.world(42).plan().placementsIn(-300, -300, 300, 300)),
                text(c.plan().placementsIn(-300, -300, 300, 300)));
    }

    @Test
    void theHigherPriorityZoneDecidesTheBiome() {
        WorldGen w = Wilds.world(42);
        w.zones().set(zone("low", new ZoneShape.Circle(0, 0, 100), 0, 1, Set.of(), Optional.of("meadow")));
        w.zones().set(zone("high", new ZoneShape.Circle(0, 0, 50), 10, 5, Set.of(), Optional.of("highland")));
        WorldPlan plan = w.plan();
        assertEquals(Optional.of("highland"), plan.biomeAt(10, 10));
        assertEquals(Optional.of("meadow"), plan.biomeAt(80, 0));
        assertTrue(plan.placementsIn(-40, -40, 40, 40, "groups").stream().allMatch(p -> p.biome().equals("highland")));
        assertEquals(1.0, plan.biomeWeights(0, 0).stream().filter(b -> b.biome().equals("highland")).findFirst()
                .orElseThrow().weight(), ROUNDING);
    }

    @Test
    void flattenPullsTheGroundToTheHeightAtTheCentreAndEasesBack() {
        HeightSource slope = (x, z) -> 10 + 0.1 * x;
        WorldGen w = WorldGen.builder(Wilds.rules()).surface(slope).build();
        w.zones().set(new Zone("pad", "building", new ZoneShape.Circle(100, 0, 20), 10, 0, Set.of(), Optional.empty(),
                Optional.of(Zone.Flatten.GROUND), Map.of()));
        w.zones().set(new Zone("deck", "building", new ZoneShape.Circle(-100, 0, 20), 10, 0, Set.of(), Optional.empty(),
                Optional.of(Zone.Flatten.to(3)), Map.of()));
        WorldPlan plan = w.plan();
        assertEquals(20.0, plan.explain(110, 5).fields().get("height"), ROUNDING);
        assertEquals(1.0, plan.explain(110, 5).fields().get("up"), ROUNDING);
        assertEquals(3.0, plan.explain(-95, 0).fields().get("height"), ROUNDING);
        assertEquals(10 + 0.1 * 125, plan.explain(125, 0).fields().get("height"), 0.5 * 0.1 * 125 + ROUNDING);
        assertEquals(10 + 0.1 * 140, plan.explain(140, 0).fields().get("height"), ROUNDING);
    }

    @Test
    void roadZonesCoverBendsAndEndsWithoutGaps() {
        RoadSpec road = new RoadSpec("mill", List.of(new double[] {0, 0}, new double[] {100, 0},
                new double[] {100, 80}), 6, 2, 3, Zone.EVERYTHING);
        List<Zone> zones = Roads.roadZones(road);
        assertEquals(List.of("road:mill/segment.0", "road:mill/segment.1", "road:mill/joint.0", "road:mill/joint.1",
                "road:mill/joint.2"), zones.stream().map(Zone::id).toList());
        // Every point within half the width plus the clearance of the polyline is inside some zone.
        for (double t = 0; t <= 180; t += 0.5) {
            double cx = t <= 100 ? t : 100;
            double cz = t <= 100 ? 0 : t - 100;
            for (double a = 0; a < 2 * Math.PI; a += Math.PI / 8) {
                double px = cx + 4.999 * Math.cos(a);
                double pz = cz + 4.999 * Math.sin(a);
                assertTrue(zones.stream().anyMatch(z -> z.shape().outside(px, pz) == 0), px + ", " + pz);
            }
        }
    }

    @Test
    void setRoadReplacesARoadsOldSegmentsAndRemoveRoadReleasesThem() {
        Zones zones = new Zones();
        List<Long> heard = new ArrayList<>();
        Runnable cancel = zones.subscribe(z -> heard.add(z.revision()));
        Roads.setRoad(zones, new RoadSpec("r", List.of(new double[] {0, 0}, new double[] {10, 0}, new double[] {20, 5}),
                4, 1, 2, Zone.EVERYTHING));
        assertEquals(5, zones.snapshot().size());
        Roads.setRoad(zones, new RoadSpec("r", List.of(new double[] {0, 0}, new double[] {10, 0}), 4, 1, 2,
                Zone.EVERYTHING));
        assertEquals(List.of("road:r/joint.0", "road:r/joint.1", "road:r/segment.0"),
                zones.snapshot().stream().map(Zone::id).toList());
        zones.set(Zone.reserve("camp", new ZoneShape.Circle(50, 50, 10)));
        Roads.removeRoad(zones, "r");
        assertEquals(List.of("camp"), zones.snapshot().stream().map(Zone::id).toList());
        assertEquals(4, heard.size());
        cancel.run();
        zones.remove("camp");
        assertEquals(4, heard.size());
    }

    @Test
    void badRoadsAndZonesAreRefusedNamingThePath() {
        assertEquals("roads.r.width", assertThrows(WorldRulesException.class, () -> Roads.roadZones(
                new RoadSpec("r", List.of(new double[] {0, 0}), 0, 1, 2, Zone.EVERYTHING))).path());
        assertEquals("roads.r.points[1]", assertThrows(WorldRulesException.class, () -> Roads.roadZones(
                new RoadSpec("r", List.of(new double[] {0, 0}, new double[] {1}), 3, 1, 2, Zone.EVERYTHING))).path());
        Zones zones = new Zones();
        assertThrows(WorldRulesException.class, () -> Roads.setRoad(zones,
                new RoadSpec("r", List.of(), 3, 1, 2, Zone.EVERYTHING)));
        assertTrue(zones.snapshot().isEmpty(), "a refused road changes nothing");
        assertEquals("zones.z.falloff", assertThrows(WorldRulesException.class, () -> zone("z",
                new ZoneShape.Circle(0, 0, 5), -1, 0, Set.of(), Optional.empty())).path());
        WorldGen w = Wilds.world(1);
        w.zones().set(zone("z", new ZoneShape.Circle(0, 0, 5), 1, 0, Set.of(), Optional.of("tundra")));
        assertEquals("zones.z.biome", assertThrows(WorldRulesException.class, w::plan).path());
    }

    @Test
    void aCircleGivenNoRadiusHasRadiusTen() {
        ZoneShape.Circle c = ZoneShape.circle(5, -3);
        assertEquals(new ZoneShape.Circle(5, -3, 10), c);
        assertEquals(0, c.outside(15, -3), ROUNDING, "the edge at 10 is inside");
        assertEquals(0.5, c.outside(5, 7.5), ROUNDING);
        assertEquals(10, c.boundingRadius(), ROUNDING);
    }

    @Test
    void aRectangleGivenNoSizeIsTwentyByTwenty() {
        ZoneShape.Rect r = ZoneShape.rect(0, 0);
        assertEquals(new ZoneShape.Rect(0, 0, 10, 10, 0), r);
        assertEquals(0, r.outside(10, -10), ROUNDING, "a corner of the 20 × 20 square is inside");
        assertEquals(1, r.outside(0, 11), ROUNDING);
        ZoneShape.Rect turned = ZoneShape.rect(0, 0, Math.PI / 4);
        assertEquals(0, turned.outside(0, 10 * Math.sqrt(2) - 1e-6), ROUNDING, "turned, its corner lies on +z");
        assertTrue(turned.outside(10, 10) > 0, "turned, the unturned corner lies outside");
    }

    @Test
    void aZoneGivenNoFalloffFadesOverFour() {
        Zone z = Zone.reserve("pad", 0, 0);
        assertEquals(4, z.falloff(), ROUNDING);
        assertEquals(ZoneShape.circle(0, 0), z.shape());
        assertEquals("reserve", z.kind());
        assertEquals(Zone.EVERYTHING, z.excludes());
        assertEquals(1, z.weight(10, 0), ROUNDING);
        assertEquals(0.5, z.weight(12, 0), ROUNDING, "halfway through the falloff");
        assertTrue(z.weight(13.9, 0) > 0, "still fading just inside 4 past the edge");
        assertEquals(0, z.weight(14, 0), ROUNDING, "gone 4 past the edge");
        assertEquals(14, z.reach(), ROUNDING);
        assertEquals(4, Zone.reserve("rect", ZoneShape.rect(0, 0)).falloff(), ROUNDING);
    }
}
