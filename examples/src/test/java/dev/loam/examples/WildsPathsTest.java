package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.worldgen.Placement;
import dev.loam.worldgen.RoadSpec;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The hamlets' paths are roads the example lays as zones: clear of trees, rocks and ferns, the hamlets as they were. */
class WildsPathsTest {
    private static final double REACH = 1800;

    @Test
    void eachHamletGetsARingAndASpurToEveryHutClearOfWhatGrowsAndItsHutsStayWhereTheyStood() {
        WorldRules rules = WildsExample.rules();
        WorldGen world = WildsWorld.hills(rules);
        String[] huts = WildsWorld.hutLayers(rules).toArray(String[]::new);
        List<Placement> before = world.plan().placementsIn(-REACH, -REACH, REACH, REACH, huts);
        List<RoadSpec> roads = WildsWorld.layPaths(world.plan(), rules, world.zones(), 0, 0, REACH);
        WorldPlan plan = world.plan();
        assertEquals(before, plan.placementsIn(-REACH, -REACH, REACH, REACH, huts),
                "the hamlets (huts, woodpiles, flagstones) stand as they did before their paths");
        long rings = roads.stream().filter(r -> r.id().endsWith(" ring")).count();
        long hutCount = before.stream().filter(p -> WildsWorld.isHut(p.member())).count();
        assertTrue(rings >= 2, rings + " hamlets with paths");
        assertEquals(hutCount, roads.size() - rings, "a spur to every hut");
        assertTrue(world.zones().snapshot().size() >= roads.size(), "the roads are zones of the world");
        int checked = 0;
        for (RoadSpec road : roads) {
            double[] a = road.points().get(0);
            // Drawn as trodden earth: the path biome's paint, dirt, where the grass was.
            double[] mid = road.points().get(road.points().size() / 2);
            assertTrue(plan.paintAt(mid[0], mid[1]).dirt() > 0.6, road.id() + " painted " + plan.paintAt(mid[0], mid[1]));
            assertEquals(java.util.Optional.of(WildsWorld.PATH_BIOME), plan.biomeAt(mid[0], mid[1]), road.id());
            double[] b = road.points().get(road.points().size() - 1);
            double x0 = Math.min(a[0], b[0]) - 20, z0 = Math.min(a[1], b[1]) - 20;
            List<Placement> near = new ArrayList<>(plan.placementsIn(x0, z0, Math.max(a[0], b[0]) + 20,
                    Math.max(a[1], b[1]) + 20, WildsWorld.PATH_CLEARS.toArray(String[]::new)));
            for (Placement p : near) {
                double d = distanceToPolyline(road.points(), p.x(), p.z());
                assertTrue(d > road.width() / 2, p.id() + " (" + p.member() + ") stands on " + road.id() + ", "
                        + d + " m from its middle");
                checked++;
            }
        }
        assertTrue(checked > 100, "placements round the paths checked: " + checked);
    }

    private static double distanceToPolyline(List<double[]> points, double x, double z) {
        double best = Double.POSITIVE_INFINITY;
        for (int k = 0; k + 1 < points.size(); k++) {
            double[] a = points.get(k), b = points.get(k + 1);
            double dx = b[0] - a[0], dz = b[1] - a[1];
            double t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (z - a[1]) * dz) / (dx * dx + dz * dz)));
            best = Math.min(best, Math.hypot(x - a[0] - t * dx, z - a[1] - t * dz));
        }
        return best;
    }
}
