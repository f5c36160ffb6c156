package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.nav.NavObstacle;
import dev.loam.nav.NavPath;
import dev.loam.nav.TerrainPathQuery;
import dev.loam.nav.TerrainNavMesh;
import dev.loam.region.LavaFlow;
import dev.loam.region.Region;
import dev.loam.region.Road;
import dev.loam.region.RoadBridge;
import dev.loam.region.RoadPoint;
import dev.loam.region.Sheet;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.TerrainRect;
import org.junit.jupiter.api.Test;

/**
 * A region scene's navmesh: off deep water, lava and flows, waded in shallow water, round every
 * prop, kept in step with the scene's terrain edits and streamed props, re-baking only where they
 * reach; the bridge's deck hangs over ground a walker keeps off near its ends, and a path crosses the
 * gorge on it.
 */
class RegionNavTest {
    private static final Region REGION = SceneFixtures.region();
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;

    @Test
    void waterLavaFlowsAndPropsAreKeptOffAndShallowWaterWaded() {
        try (RegionScene scene = RegionScene.builder(REGION).drawn(false).build()) {
            TerrainNavMesh mesh = RegionNav.bake(scene, AGENT);
            int deep = 0, waded = 0;
            for (Sheet s : REGION.sheets()) {
                for (double z = s.minZ() + 2; z < s.maxZ(); z += 4) {
                    for (double x = s.minX() + 2; x < s.maxX(); x += 4) {
                        double depth = s.heightMetres() - scene.heightAt(x, z);
                        int t = mesh.triangleAt(x, z);
                        if (s.kind() == Sheet.Kind.LAVA && depth > 0 || depth > AGENT.maxWadeDepthMetres() + 0.01) {
                            assertFalse(mesh.isWalkable(t), s.owner() + " at (" + x + ", " + z + "), " + depth + " m");
                            deep++;
                        } else if (s.kind() == Sheet.Kind.WATER && depth > 0.01 && mesh.isWalkable(t)) {
                            assertEquals(AGENT.wadeCostFactor(), mesh.costFactor(t), s.owner() + " waded");
                            waded++;
                        }
                    }
                }
            }
            assertTrue(deep > 0, "the lake's deep middle and the crater's lava");
            for (LavaFlow f : REGION.flows()) {
                double x = 0.5 * (f.startX() + f.endX()), z = 0.5 * (f.startZ() + f.endZ());
                assertFalse(mesh.isWalkableAt(x, z), "the flow's middle");
            }
            Scatter props = REGION.props();
            assertTrue(props.size() > 50);
            for (int k = 0; k < props.size(); k++) {
                assertFalse(mesh.isWalkableAt(props.x(k), props.z(k)), "prop " + k + " stands in the way");
            }
            assertTrue(mesh.walkableCount() > mesh.triangleCount() / 2, "most of the region walks");
        }
    }

    @Test
    void theScenesEditsAndStreamedPropsRebakeOnlyWhereTheyReach() {
        try (RegionScene scene = RegionScene.builder(REGION).drawn(false).build()) {
            TerrainNavMesh mesh = RegionNav.bake(scene, AGENT);
            // A pit 16 × 16 vertices, 12 m deep, dug where the ground is open.
            TerrainRect rect = new TerrainRect(100, 20, 16, 16);
            float[] pit = new float[rect.area()];
            for (int k = 0; k < pit.length; k++) {
                int a = k % 16, b = k / 16;
                pit[k] = scene.terrain().height(100 + a, 20 + b) - (a > 0 && a < 15 && b > 0 && b < 15 ? 12 : 0);
            }
            assertTrue(scene.terrain().setHeights(rect, pit).isEmpty());
            scene.update();
            int rebuilt = mesh.update();
            assertTrue(rebuilt > 0 && rebuilt <= 2 * 17 * 17, "re-baked " + rebuilt + " triangles");
            double wallX = 100 * 4 + 2, wallZ = 28 * 4 + 1; // cell (100, 28): vertex 100 on the rim, 101 at the floor
            assertFalse(mesh.isWalkableAt(wallX, wallZ), "the pit's wall, 12 m in a 4 m cell");
            TerrainNavMesh fresh = RegionNav.bake(scene, AGENT);
            int id = mesh.addObstacle(NavObstacle.circle(300, 300, 1));
            assertTrue(mesh.lastRebuiltTriangles() <= 2 * 4 * 4, "a streamed prop re-bakes the cells round it");
            assertFalse(mesh.isWalkableAt(300, 300));
            assertTrue(mesh.removeObstacle(id));
            assertTrue(mesh.sameAs(fresh), "with the prop streamed out again, as a fresh bake of the edited scene");
        }
    }

    @Test
    void aBridgesDeckKeepsWalkersOffTheGroundItHangsLowOver() {
        Region roads = SceneFixtures.roads();
        try (RegionScene scene = RegionScene.builder(roads).drawn(false).build()) {
            TerrainNavMesh open = dev.loam.nav.TerrainNavMesh.builder(scene.terrain(), AGENT).build();
            TerrainNavMesh mesh = RegionNav.bake(scene, AGENT);
            int blockedByDeck = 0;
            dev.loam.nav.NavAreas areas = RegionNav.areas(roads, AGENT);
            for (int t = 0; t < mesh.triangleCount(); t++) {
                if (open.isWalkable(t) && !mesh.isWalkable(t) && areas.costAt(mesh.middleX(t),
                        mesh.middleY(t), mesh.middleZ(t)) == 1 && noPropNear(roads, mesh.middleX(t), mesh.middleZ(t))) {
                    blockedByDeck++;
                }
            }
            assertTrue(blockedByDeck > 0, "ground under the decks' low ends and round the piers");
            var p = RegionRoadsSceneTest.bridgeMiddle(roads);
            assertTrue(mesh.isWalkableAt(p.x() + 30, p.z()) || !open.isWalkableAt(p.x() + 30, p.z())
                    || !noPropNear(roads, p.x() + 30, p.z()), "open ground beside the gorge stays walkable");
        }
    }

    @Test
    void aPathCrossesTheGorgeOnTheBridgesDeck() {
        Region roads = SceneFixtures.roads();
        try (RegionScene scene = RegionScene.builder(roads).drawn(false).build()) {
            TerrainNavMesh mesh = RegionNav.bake(scene, AGENT);
            assertTrue(mesh.deckCount() > 0, "the bridges' decks are on the mesh");
            Road h = roads.roads().road("highway").orElseThrow();
            RoadBridge b = h.bridges().get(0);
            RoadPoint before = null, after = null;
            for (RoadPoint p : h.points()) {
                if (before == null && p.metres() >= b.startMetres() - 20) {
                    before = p;
                }
                if (after == null && p.metres() >= b.endMetres() + 20) {
                    after = p;
                }
            }
            TerrainPathQuery query = new TerrainPathQuery(mesh);
            NavPath path = new NavPath();
            assertEquals(NavPath.Status.COMPLETE, query.find(before.x(), 0, before.z(), after.x(), 0, after.z(), path),
                    path.toString());
            double alongRoad = after.metres() - before.metres();
            assertTrue(path.lengthMetres() <= alongRoad + 1, "along the highway over the bridge: " + path.lengthMetres()
                    + " m, the road " + alongRoad + " m: " + path);
            // One straight stretch of the path runs from the deck's one end to its other, at the
            // deck's height, high over the gorge's floor in its middle.
            int spans = 0;
            for (int i = 1; i < path.pointCount(); i++) {
                double mx = 0.5 * (path.x(i - 1) + path.x(i)), mz = 0.5 * (path.z(i - 1) + path.z(i));
                double my = 0.5 * (path.y(i - 1) + path.y(i));
                if (my - scene.heightAt(mx, mz) > RoadBridge.CLEARANCE_METRES) {
                    for (int end = i - 1; end <= i; end++) {
                        RoadPoint near = nearest(h, path.x(end), path.z(end));
                        assertEquals(near.y() - RoadBridge.DECK_DROP_METRES, path.y(end), 0.1,
                                "point " + end + " on the deck: " + path);
                    }
                    spans++;
                }
            }
            assertEquals(1, spans, "the path crosses the gorge once, on the deck: " + path);
            // Without the decks the walker goes down into the gorge and up again, or not at all.
            NavPath below = new NavPath();
            TerrainNavMesh.Builder noDecks = TerrainNavMesh.builder(scene.terrain(), AGENT).areas(RegionNav.areas(roads, AGENT))
                    .obstacles(RegionNav.propObstacles(roads, dev.loam.assets.AssetResolver.defaults()))
                    .obstacles(RegionNav.pierObstacles(scene.roadMeshes()));
            for (dev.loam.region.RoadMeshes.Slabs s : scene.roadMeshes().slabs()) {
                noDecks.ceiling(s.positions(), s.indices(), s.depthMetres());
            }
            NavPath.Status st = new TerrainPathQuery(noDecks.build()).find(before.x(), 0, before.z(), after.x(), 0, after.z(),
                    below);
            assertTrue(st != NavPath.Status.COMPLETE || below.lengthMetres() > path.lengthMetres() + 5,
                    "the ground alone: " + below + " against the bridge's " + path);
        }
    }

    private static RoadPoint nearest(Road road, double x, double z) {
        RoadPoint best = road.points().get(0);
        for (RoadPoint p : road.points()) {
            if (Math.hypot(p.x() - x, p.z() - z) < Math.hypot(best.x() - x, best.z() - z)) {
                best = p;
            }
        }
        return best;
    }

    private static boolean noPropNear(Region region, double x, double z) {
        Scatter props = region.props();
        for (int k = 0; k < props.size(); k++) {
            if (Math.hypot(props.x(k) - x, props.z(k) - z) < 8) {
                return false;
            }
        }
        return true;
    }
}
