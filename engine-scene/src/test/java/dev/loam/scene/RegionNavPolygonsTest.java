package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.AssetResolver;
import dev.loam.core.AgentSettings;
import dev.loam.nav.NavPath;
import dev.loam.nav.TerrainNavMesh;
import dev.loam.nav.TerrainPathQuery;
import dev.loam.region.Place;
import dev.loam.region.Region;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The terrain navmesh's merged polygons on the bundled test-water-and-fire region: merging the
 * walkable cells of each tile into rectangles leaves walkability and costs as they were, cuts the
 * polygons the search runs over to under a third, and every tile's target is still reached from
 * every spawn by a path that stays on the mesh, with fewer than half the expansions of the search
 * over single triangles (the search of old), all the paths together no longer than its paths and
 * none more than {@link #LONGER_AT_MOST} longer than its own (weighted A* over coarser nodes may
 * go round a crater the other way).
 */
class RegionNavPolygonsTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    /** How much longer than the path over single triangles one path over merged polygons may be, as a fraction. */
    static final double LONGER_AT_MOST = 0.2;

    @Test
    void mergedPolygonsAreFewerAndReachEveryTileByPathsAsShortTogether() {
        Region region = RegionOnFootReachabilityTest.waterAndFire();
        try (RegionScene scene = RegionScene.builder(region).drawn(false).build()) {
            TerrainNavMesh baked = RegionNav.bake(scene, AGENT);
            TerrainNavMesh.Builder b = TerrainNavMesh.builder(scene.terrain(), AGENT).areas(RegionNav.areas(region, AGENT))
                    .obstacles(RegionNav.propObstacles(region, AssetResolver.defaults()));
            TerrainNavMesh single = b.merged(false).build();
            TerrainNavMesh merged = b.merged(true).build();
            for (int t = 0; t < merged.triangleCount(); t++) {
                assertEquals(baked.isWalkable(t), merged.isWalkable(t), "triangle " + t + " as the scene bakes it");
                assertEquals(single.isWalkable(t), merged.isWalkable(t), "triangle " + t);
                assertEquals(single.costFactor(t), merged.costFactor(t), "triangle " + t);
            }
            assertEquals(single.walkableCount(), single.polygonCount());
            assertTrue(3 * merged.polygonCount() < single.polygonCount(),
                    merged.polygonCount() + " polygons of " + single.polygonCount() + " walkable triangles");
            TerrainPathQuery fast = new TerrainPathQuery(merged), slow = new TerrainPathQuery(single);
            NavPath a = new NavPath(), o = new NavPath();
            List<Place> spawns = region.places().stream().filter(p -> p.name().startsWith("spawn_")).toList();
            int tiles = 0;
            long expandedFast = 0, expandedSlow = 0;
            double lengthFast = 0, lengthSlow = 0;
            for (int j = 0; j < region.spec().tilesZ(); j++) {
                for (int i = 0; i < region.spec().tilesX(); i++) {
                    double[] t = RegionOnFootReachabilityTest.target(merged, i, j);
                    if (t == null) {
                        continue;
                    }
                    tiles++;
                    for (Place s : spawns) {
                        String what = s.name() + " to tile [" + i + ", " + j + "]";
                        assertEquals(NavPath.Status.COMPLETE, fast.find(s.x(), s.y(), s.z(), t[0], 0, t[1], a), what);
                        expandedFast += fast.lastExpanded();
                        assertEquals(NavPath.Status.COMPLETE, slow.find(s.x(), s.y(), s.z(), t[0], 0, t[1], o), what);
                        expandedSlow += slow.lastExpanded();
                        assertTrue(a.lengthMetres() <= (1 + LONGER_AT_MOST) * o.lengthMetres(),
                                what + ": " + a.lengthMetres() + " m against " + o.lengthMetres() + " m");
                        assertEquals(t[0], a.x(a.pointCount() - 1), what);
                        assertEquals(t[1], a.z(a.pointCount() - 1), what);
                        lengthFast += a.lengthMetres();
                        lengthSlow += o.lengthMetres();
                        assertOnMesh(merged, a, what);
                    }
                }
            }
            assertTrue(tiles >= 16 * 16 - 12, tiles + " tiles with ground");
            assertTrue(2 * expandedFast < expandedSlow, expandedFast + " polygons expanded against " + expandedSlow);
            assertTrue(lengthFast <= lengthSlow, "together " + lengthFast + " m against " + lengthSlow + " m");
        }
    }

    /** Every point along the path, each 0.1 m, stands on walkable ground (or on the edge of it). */
    private static void assertOnMesh(TerrainNavMesh mesh, NavPath path, String what) {
        for (int k = 1; k < path.pointCount(); k++) {
            double ax = path.x(k - 1), az = path.z(k - 1), bx = path.x(k), bz = path.z(k);
            int steps = (int) Math.ceil(Math.hypot(bx - ax, bz - az) / 0.1);
            for (int s = 0; s <= steps; s++) {
                double f = steps == 0 ? 0 : (double) s / steps, x = ax + f * (bx - ax), z = az + f * (bz - az);
                double e = 1e-7;
                assertTrue(mesh.isWalkableAt(x, z) || mesh.isWalkableAt(x + e, z) || mesh.isWalkableAt(x - e, z)
                        || mesh.isWalkableAt(x, z + e) || mesh.isWalkableAt(x, z - e),
                        what + ": (" + x + ", " + z + ") is off the mesh");
            }
        }
    }
}
