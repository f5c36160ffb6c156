package dev.loam.nav;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.terrain.Terrain;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * A chunk's props added to a terrain navmesh at once and taken away again: the mesh equals a fresh
 * bake with the obstacles standing, paths go round them, and only the tiles the footprints reach
 * are re-merged, each once.
 */
class TerrainNavStreamedObstaclesTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;

    /** Gentle hills of 97 × 97 vertices a metre apart from (0, 0): 6 × 6 tiles of 16 cells. */
    private static Terrain hills() {
        int n = 97;
        float[] h = new float[n * n];
        for (int k = 0; k < h.length; k++) {
            h[k] = (float) (1.5 * Math.sin(k % n / 13.0) * Math.cos(k / n / 17.0));
        }
        return Terrain.builder(n, n, 1).heights(h).build();
    }

    /** The tiles holding a cell within the clearance of a footprint, or next to such a cell, as b * tilesX + a. */
    private static TreeSet<Integer> tilesReached(TerrainNavMesh mesh, List<NavObstacle> obstacles) {
        double c = AGENT.clearanceRadiusMetres();
        int cells = mesh.cellsX;
        int tilesX = (cells + TerrainNavMesh.MERGE_CELLS - 1) / TerrainNavMesh.MERGE_CELLS;
        TreeSet<Integer> tiles = new TreeSet<>();
        for (NavObstacle o : obstacles) {
            int i0 = Math.max(0, (int) Math.floor(o.minX() - c) - 1), i1 = Math.min(cells - 1, (int) Math.floor(o.maxX() + c) + 1);
            int j0 = Math.max(0, (int) Math.floor(o.minZ() - c) - 1), j1 = Math.min(cells - 1, (int) Math.floor(o.maxZ() + c) + 1);
            for (int j = j0; j <= j1; j++) {
                for (int i = i0; i <= i1; i++) {
                    tiles.add(j / TerrainNavMesh.MERGE_CELLS * tilesX + i / TerrainNavMesh.MERGE_CELLS);
                }
            }
        }
        return tiles;
    }

    /** The least distance across (x, z) from the path to a footprint; negative inside it. */
    private static double leastDistance(NavPath path, NavObstacle o) {
        double least = Double.POSITIVE_INFINITY;
        for (int k = 0; k + 1 < path.pointCount(); k++) {
            double ax = path.x(k), az = path.z(k), bx = path.x(k + 1), bz = path.z(k + 1);
            for (int s = 0; s <= 64; s++) {
                double x = ax + (bx - ax) * s / 64, z = az + (bz - az) * s / 64;
                double d;
                if (o.round()) {
                    d = Math.hypot(x - o.x(), z - o.z()) - o.halfX();
                } else {
                    double dx = Math.max(0, Math.abs(x - o.x()) - o.halfX()), dz = Math.max(0, Math.abs(z - o.z()) - o.halfZ());
                    d = dx > 0 || dz > 0 ? Math.hypot(dx, dz)
                            : -Math.min(o.halfX() - Math.abs(x - o.x()), o.halfZ() - Math.abs(z - o.z()));
                }
                least = Math.min(least, d);
            }
        }
        return least;
    }

    @Test
    void aChunksPropsStreamedInAreGoneRoundAndStreamedOutLeaveTheGroundAsBaked() {
        Terrain terrain = hills();
        TerrainNavMesh mesh = TerrainNavMesh.bake(terrain, AGENT);
        TerrainNavMesh open = TerrainNavMesh.bake(terrain, AGENT);
        // A chunk's props: trees and two huts scattered over [30, 62] × [30, 62], none on another.
        Random random = new Random(7);
        List<NavObstacle> chunk = new ArrayList<>();
        chunk.add(NavObstacle.box(40, 44, 44, 47));
        chunk.add(NavObstacle.box(52, 36, 55, 40));
        while (chunk.size() < 24) {
            NavObstacle o = NavObstacle.circle(30 + random.nextDouble() * 32, 30 + random.nextDouble() * 32,
                    0.3 + random.nextDouble() * 0.6);
            boolean clear = true;
            for (NavObstacle p : chunk) {
                clear &= Math.hypot(p.x() - o.x(), p.z() - o.z()) > p.halfX() + p.halfZ() + o.halfX() + 2.5;
            }
            if (clear) {
                chunk.add(o);
            }
        }
        int[] ids = mesh.addObstacles(chunk);
        assertEquals(chunk.size(), ids.length);
        assertEquals(chunk.size(), mesh.obstacleCount());
        TerrainNavMesh fresh = TerrainNavMesh.builder(terrain, AGENT).obstacles(chunk).build();
        assertTrue(mesh.sameAs(fresh), "the chunk streamed in: the same as a bake with its props");
        TreeSet<Integer> reached = tilesReached(mesh, chunk);
        assertEquals(reached.size(), mesh.lastRebuiltTiles(), "each tile the footprints reach re-merged once");
        assertTrue(reached.size() < mesh.tileCount() / 2, reached.size() + " of " + mesh.tileCount() + " tiles");
        for (NavObstacle o : chunk) {
            assertFalse(mesh.isWalkableAt(o.x(), o.z()), "under " + o);
        }
        // Paths across the chunk, every way, keep the agent's radius off every footprint.
        TerrainPathQuery query = new TerrainPathQuery(mesh);
        NavPath path = new NavPath();
        double[][] ends = {{26, 26, 66, 66}, {26, 66, 66, 26}, {26, 45.5, 66, 45.5}, {46, 26, 46, 66}, {41, 28, 54, 64}};
        for (double[] e : ends) {
            assertEquals(NavPath.Status.COMPLETE, query.find(e[0], 0, e[1], e[2], 0, e[3], path), Arrays.toString(e));
            for (NavObstacle o : chunk) {
                double d = leastDistance(path, o);
                assertTrue(d >= AGENT.radiusMetres() - 1e-6, "the path " + Arrays.toString(e) + " passes " + d + " m from "
                        + o + ": " + path);
            }
        }
        // Streamed out: as open as before, through the same tiles.
        assertEquals(chunk.size(), mesh.removeObstacles(ids));
        assertEquals(0, mesh.obstacleCount());
        assertTrue(mesh.sameAs(open), "the chunk streamed out: the same as the bare bake");
        assertEquals(reached.size(), mesh.lastRebuiltTiles());
        for (NavObstacle o : chunk) {
            assertTrue(mesh.isWalkableAt(o.x(), o.z()), "where " + o + " stood");
        }
        assertEquals(NavPath.Status.COMPLETE, query.find(26, 0, 45.5, 66, 0, 45.5, path));
        assertTrue(path.lengthMetres() < 40.5, "straight across again: " + path);
        assertEquals(0, mesh.removeObstacles(ids), "ids already gone are not there");
    }

    @Test
    void aFootprintInsideOneTileReMergesThatTileAndOneAtACornerTheFourRoundIt() {
        TerrainNavMesh mesh = TerrainNavMesh.bake(hills(), AGENT);
        assertEquals(36, mesh.tileCount());
        assertEquals(36, mesh.lastRebuiltTiles(), "the bake merged every tile");
        mesh.addObstacle(NavObstacle.circle(24, 24, 0.5));
        assertEquals(1, mesh.lastRebuiltTiles(), "the middle of tile (1, 1)");
        int corner = mesh.addObstacle(NavObstacle.circle(48, 32, 0.5));
        assertEquals(4, mesh.lastRebuiltTiles(), "the corner of tiles (2, 1), (3, 1), (2, 2), (3, 2)");
        mesh.removeObstacle(corner);
        assertEquals(4, mesh.lastRebuiltTiles());
        int[] both = mesh.addObstacles(List.of(NavObstacle.circle(70, 70, 0.4), NavObstacle.circle(72, 71, 0.4)));
        assertEquals(1, mesh.lastRebuiltTiles(), "two footprints in one tile re-merge it once");
        assertEquals(2, mesh.removeObstacles(both));
        assertEquals(0, mesh.update(), "nothing of the terrain changed");
        assertEquals(0, mesh.lastRebuiltTiles());
    }

    @Test
    void aNullFootprintIsRefusedByIndexBeforeAnyIsAdded() {
        TerrainNavMesh mesh = TerrainNavMesh.bake(hills(), AGENT);
        List<NavObstacle> some = new ArrayList<>(List.of(NavObstacle.circle(10, 10, 1)));
        some.add(null);
        NullPointerException e = assertThrows(NullPointerException.class, () -> mesh.addObstacles(some));
        assertTrue(e.getMessage().contains("obstacles[1]"), e.getMessage());
        assertEquals(0, mesh.obstacleCount());
        assertTrue(mesh.isWalkableAt(10, 10));
    }
}
