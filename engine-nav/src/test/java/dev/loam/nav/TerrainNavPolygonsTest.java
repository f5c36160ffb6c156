package dev.loam.nav;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The polygons a terrain navmesh's search runs over: each tile's walkable cells merged into
 * rectangles on open, even ground of one cost, single triangles kept at the edges of holes,
 * areas, obstacles and slopes, re-merged only where an edit reaches, and paths over them that
 * keep to the mesh as the single triangles' do.
 */
class TerrainNavPolygonsTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;

    @Test
    void openFlatGroundIsOneRectangleATile() {
        TerrainNavMesh mesh = TerrainNavMesh.bake(TerrainNavMeshTest.flat(33), AGENT); // 32 × 32 cells, 2 × 2 tiles
        assertEquals(4, mesh.polygonCount());
        for (int t = 0; t < mesh.triangleCount(); t++) {
            assertEquals(2 * 16 * 16, mesh.polygonTriangles(mesh.polygonOf(t)), "triangle " + t);
        }
        assertEquals(mesh.polygonOf(mesh.triangleAt(1, 1)), mesh.polygonOf(mesh.triangleAt(63, 63)));
        assertNotEquals(mesh.polygonOf(mesh.triangleAt(63, 63)), mesh.polygonOf(mesh.triangleAt(65, 63)), "the next tile");
        TerrainNavMesh single = TerrainNavMesh.builder(TerrainNavMeshTest.flat(33), AGENT).merged(false).build();
        assertEquals(single.walkableCount(), single.polygonCount());
        assertEquals(1, single.polygonTriangles(single.polygonOf(100)));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> mesh.polygonTriangles(100)).getMessage()
                .contains("triangle 100 names no polygon of the navmesh: it is part of polygon 32"));
    }

    @Test
    void holesAreasObstaclesAndTheirNeighboursStaySingleTrianglesAndRectanglesKeepOneCost() {
        Terrain terrain = TerrainNavMeshTest.flat(49);
        terrain.setHoles(new TerrainRect(5, 5, 2, 1), new byte[] {1, 1});
        NavAreas areas = (x, y, z) -> x > 100 && x < 110 ? Double.POSITIVE_INFINITY : z > 150 ? 3 : 1;
        TerrainNavMesh mesh = TerrainNavMesh.builder(terrain, AGENT).areas(areas)
                .obstacles(List.of(NavObstacle.circle(150, 40, 1.5))).build();
        int rectangles = 0;
        for (int t = 0; t < mesh.triangleCount(); t++) {
            int p = mesh.polygonOf(t);
            if (!mesh.isWalkable(t)) {
                assertEquals(-1, p, "triangle " + t + " is off the mesh");
                continue;
            }
            int cell = t >> 1;
            if (mesh.nearOff[cell]) {
                assertEquals(t, p, "triangle " + t + " touches ground kept off: its own polygon");
            }
            if (p != t || mesh.polygonTriangles(p) > 1) {
                assertEquals(mesh.costFactor(p), mesh.costFactor(t), "triangle " + t + " costs as its rectangle");
                rectangles += p == t ? 1 : 0;
            }
        }
        assertTrue(rectangles > 0);
        assertTrue(mesh.polygonCount() < mesh.walkableCount() / 4, mesh.polygonCount() + " of " + mesh.walkableCount());
        int wade = mesh.polygonOf(mesh.triangleAt(20, 170)), dry = mesh.polygonOf(mesh.triangleAt(20, 140));
        assertEquals(3, mesh.costFactor(wade));
        assertEquals(1, mesh.costFactor(dry));
        assertNotEquals(wade, dry, "the wading ground is a polygon of its own");
    }

    @Test
    void aPlaneMergesWhateverItsSlopeAndAFoldSplits() {
        int n = 33;
        float[] plane = new float[n * n], fold = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                plane[j * n + i] = 0.7f * i + 0.3f * j; // 10 degrees and more, one plane
                fold[j * n + i] = 0.7f * Math.abs(i - 8); // a valley along x = 32 m
            }
        }
        TerrainNavMesh flatPlane = TerrainNavMesh.bake(Terrain.builder(n, n, 4).heights(plane).build(), AGENT);
        assertEquals(4, flatPlane.polygonCount());
        TerrainNavMesh valley = TerrainNavMesh.bake(Terrain.builder(n, n, 4).heights(fold).build(), AGENT);
        assertNotEquals(valley.polygonOf(valley.triangleAt(30, 10)), valley.polygonOf(valley.triangleAt(34, 10)),
                "the two sides of the valley's floor");
        assertEquals(valley.polygonOf(valley.triangleAt(34, 10)), valley.polygonOf(valley.triangleAt(60, 60)));
        for (int t = 0; t < valley.triangleCount(); t++) {
            int p = valley.polygonOf(t);
            assertTrue(Math.abs(valley.gradX[p] - valley.gradX[t]) <= TerrainNavMesh.MERGE_GRADIENT_SPREAD,
                    "triangle " + t + " slopes as its polygon");
        }
    }

    @Test
    void anEditReMergesTheTilesItReachesAsAFreshBakeWould() {
        Terrain terrain = TerrainNavMeshTest.flat(49); // 3 × 3 tiles
        TerrainNavMesh mesh = TerrainNavMesh.bake(terrain, AGENT);
        assertEquals(9, mesh.polygonCount());
        int corner = mesh.polygonOf(mesh.triangleAt(10, 10));
        float[] bump = new float[4 * 4];
        for (int k = 0; k < bump.length; k++) {
            bump[k] = 0.9f * (k % 4) * (k / 4);
        }
        terrain.setHeights(new TerrainRect(22, 22, 4, 4), bump);
        mesh.update();
        assertTrue(mesh.sameAs(TerrainNavMesh.bake(terrain, AGENT)), "as a fresh bake");
        assertTrue(mesh.polygonCount() > 9, "the bumped tile is cut up");
        assertEquals(corner, mesh.polygonOf(mesh.triangleAt(10, 10)), "a tile the edit does not reach keeps its rectangle");
        assertEquals(2 * 16 * 16, mesh.polygonTriangles(corner));
        int id = mesh.addObstacle(NavObstacle.circle(10, 10, 1));
        assertTrue(mesh.polygonTriangles(mesh.polygonOf(mesh.triangleAt(40, 40))) > 1, "the rest of the corner tile keeps rectangles");
        assertTrue(mesh.removeObstacle(id));
        assertTrue(mesh.sameAs(TerrainNavMesh.bake(terrain, AGENT)), "with the obstacle gone again");
        assertEquals(corner, mesh.polygonOf(mesh.triangleAt(10, 10)));
    }

    @Test
    void pathsOverMergedPolygonsReachWhatTheSingleTrianglesReachOnTheMeshAndNearlyAsShort() {
        Random random = new Random(23);
        for (int f = 0; f < 4; f++) {
            Terrain terrain = TerrainNavMeshTest.flat(65);
            List<NavObstacle> obstacles = new ArrayList<>();
            for (int k = 0; k < 60; k++) {
                double x = random.nextDouble() * 240, z = random.nextDouble() * 240;
                obstacles.add(random.nextBoolean() ? NavObstacle.circle(x, z, 0.3 + random.nextDouble() * 2)
                        : NavObstacle.box(x, z, x + 1 + random.nextDouble() * 15, z + 0.5 + random.nextDouble() * 2));
            }
            NavAreas pond = (x, y, z) -> Math.hypot(x - 128, z - 128) < 30 ? Double.POSITIVE_INFINITY : 1;
            TerrainNavMesh.Builder b = TerrainNavMesh.builder(terrain, AGENT).areas(pond).obstacles(obstacles);
            TerrainNavMesh merged = b.build(), single = b.merged(false).build();
            TerrainPathQuery fast = new TerrainPathQuery(merged), slow = new TerrainPathQuery(single);
            NavPath a = new NavPath(), o = new NavPath();
            for (int p = 0; p < 20; p++) {
                double sx = random.nextDouble() * 256, sz = random.nextDouble() * 256;
                double gx = random.nextDouble() * 256, gz = random.nextDouble() * 256;
                NavPath.Status s = fast.find(sx, 0, sz, gx, 0, gz, a);
                assertEquals(slow.find(sx, 0, sz, gx, 0, gz, o), s, "field " + f + " path " + p);
                if (s == NavPath.Status.COMPLETE) {
                    assertTrue(a.lengthMetres() <= 1.2 * o.lengthMetres(), a + " against " + o);
                }
                TerrainPathQueryTest.assertOnMesh(merged, a);
                for (int i = 0; i < a.pointCount(); i++) {
                    for (NavObstacle ob : obstacles) {
                        assertTrue(distance(ob, a.x(i), a.z(i)) > AGENT.radiusMetres(), "field " + f + ": " + a);
                    }
                }
            }
        }
    }

    /** The distance from a point to a footprint across (x, z), 0 inside it. */
    private static double distance(NavObstacle o, double x, double z) {
        if (o.round()) {
            return Math.max(0, Math.hypot(x - o.x(), z - o.z()) - o.halfX());
        }
        double dx = Math.max(0, Math.abs(x - o.x()) - o.halfX()), dz = Math.max(0, Math.abs(z - o.z()) - o.halfZ());
        return Math.hypot(dx, dz);
    }
}
