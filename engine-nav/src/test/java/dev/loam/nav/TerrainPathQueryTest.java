package dev.loam.nav;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.terrain.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Paths over a terrain navmesh: straight where the ground is open, round what the agent keeps off, pulled taut. */
class TerrainPathQueryTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;

    @Test
    void openGroundGivesTheStraightLine() {
        TerrainNavMesh mesh = TerrainNavMesh.bake(TerrainNavMeshTest.flat(33), AGENT);
        NavPath path = new NavPath();
        assertEquals(NavPath.Status.COMPLETE, new TerrainPathQuery(mesh).find(3, 0, 5, 120, 0, 97, path));
        assertEquals(2, path.pointCount(), path.toString());
        assertEquals(Math.hypot(117, 92), path.lengthMetres(), 1e-9);
    }

    @Test
    void aWallWithAGapIsPassedThroughTheGapKeepingTheClearance() {
        Terrain terrain = TerrainNavMeshTest.flat(33);
        // A wall of lava across x = 60..64 but for a gap at z 64..72.
        NavAreas areas = (x, y, z) -> x > 60 && x < 64 && !(z > 64 && z < 72) ? Double.POSITIVE_INFINITY : 1;
        TerrainNavMesh mesh = TerrainNavMesh.builder(terrain, AGENT).areas(areas).build();
        NavPath path = new NavPath();
        assertEquals(NavPath.Status.COMPLETE, new TerrainPathQuery(mesh).find(20, 0, 10, 110, 0, 12, path));
        assertTrue(path.pointCount() >= 3, path.toString());
        assertOnMesh(mesh, path);
        boolean throughGap = false;
        for (int i = 0; i < path.pointCount(); i++) {
            if (path.x(i) >= 59 && path.x(i) <= 65) {
                throughGap |= path.z(i) >= 64 + AGENT.clearanceRadiusMetres() - 1e-9 && path.z(i) <= 72;
            }
        }
        assertTrue(throughGap, "a corner in the gap, off its post: " + path);
        // Taut: round the gap's two southern posts, each corner drawn in by the clearance times root 2.
        double post = 64 + AGENT.clearanceRadiusMetres() * Math.sqrt(2);
        double taut = Math.hypot(40, post - 10) + 4 + Math.hypot(46, post - 12);
        assertTrue(path.lengthMetres() < taut + 1, "taut: " + path.lengthMetres() + " against " + taut);
    }

    @Test
    void wadingCostsMoreSoACheapDetourIsTaken() {
        Terrain terrain = TerrainNavMeshTest.flat(33);
        NavAreas ford = (x, y, z) -> x > 56 && x < 72 && z < 100 ? 3 : 1;
        TerrainNavMesh mesh = TerrainNavMesh.builder(terrain, AGENT).areas(ford).build();
        NavPath path = new NavPath();
        new TerrainPathQuery(mesh).find(40, 0, 96, 88, 0, 96, path);
        for (int i = 0; i < path.pointCount(); i++) {
            assertTrue(!(path.x(i) > 56 && path.x(i) < 72) || path.z(i) >= 100 - 1e-6, "round the ford's end: " + path);
        }
    }

    @Test
    void anUnreachableGoalGivesAPartialPathAndNoGroundNoStart() {
        Terrain terrain = TerrainNavMeshTest.flat(17);
        NavAreas moat = (x, y, z) -> Math.hypot(x - 40, z - 40) > 12 && Math.hypot(x - 40, z - 40) < 20
                ? Double.POSITIVE_INFINITY : 1;
        TerrainNavMesh mesh = TerrainNavMesh.builder(terrain, AGENT).areas(moat).build();
        NavPath path = new NavPath();
        TerrainPathQuery q = new TerrainPathQuery(mesh);
        assertEquals(NavPath.Status.PARTIAL, q.find(4, 0, 4, 40, 0, 40, path));
        double ex = path.x(path.pointCount() - 1), ez = path.z(path.pointCount() - 1);
        assertTrue(Math.hypot(ex - 40, ez - 40) > 19, "ends outside the moat: " + path);
        TerrainNavMesh closed = TerrainNavMesh.builder(terrain, AGENT).areas((x, y, z) -> Double.POSITIVE_INFINITY).build();
        assertEquals(NavPath.Status.NO_START, new TerrainPathQuery(closed).find(4, 0, 4, 40, 0, 40, path));
        assertEquals(0, path.pointCount());
    }

    @Test
    void randomObstacleFieldsGivePathsThatStayOnTheMesh() {
        Random random = new Random(7);
        int fields = Integer.getInteger("loam.nav.fields", 6);
        for (int f = 0; f < fields; f++) {
            Terrain terrain = TerrainNavMeshTest.flat(49);
            List<NavObstacle> obstacles = new ArrayList<>();
            for (int k = 0; k < 120; k++) {
                obstacles.add(NavObstacle.circle(random.nextDouble() * 192, random.nextDouble() * 192,
                        0.2 + random.nextDouble()));
            }
            TerrainNavMesh mesh = TerrainNavMesh.builder(terrain, AGENT).obstacles(obstacles).build();
            TerrainPathQuery q = new TerrainPathQuery(mesh);
            NavPath path = new NavPath();
            for (int p = 0; p < 10; p++) {
                double sx = random.nextDouble() * 192, sz = random.nextDouble() * 192;
                double gx = random.nextDouble() * 192, gz = random.nextDouble() * 192;
                if (!mesh.isWalkableAt(sx, sz) || !mesh.isWalkableAt(gx, gz)) {
                    continue;
                }
                NavPath.Status s = q.find(sx, 0, sz, gx, 0, gz, path);
                if (s == NavPath.Status.COMPLETE) {
                    assertEquals(gx, path.x(path.pointCount() - 1));
                }
                assertOnMesh(mesh, path);
                for (int i = 0; i < path.pointCount(); i++) {
                    for (NavObstacle o : obstacles) {
                        assertTrue(Math.hypot(path.x(i) - o.x(), path.z(i) - o.z()) > o.halfX(), "field " + f);
                    }
                }
            }
        }
    }

    @Test
    void aWarmQueryAllocatesNothing() {
        Terrain terrain = TerrainNavMeshTest.flat(33);
        List<NavObstacle> posts = new ArrayList<>();
        for (int k = 0; k < 20; k++) {
            posts.add(NavObstacle.circle(10 + 5 * k, 40 + 3 * (k % 4), 0.5));
        }
        TerrainNavMesh mesh = TerrainNavMesh.builder(terrain, AGENT).obstacles(posts).build();
        TerrainPathQuery q = new TerrainPathQuery(mesh);
        NavPath path = new NavPath();
        dev.loam.testkit.Allocation.assertAllocatesNothing(20_000, 100, () -> q.find(6, 0, 10, 118, 0, 120, path));
        assertEquals(NavPath.Status.COMPLETE, path.status());
    }

    /** Every point along every segment, each 0.1 m, stands on a walkable triangle. */
    static void assertOnMesh(TerrainNavMesh mesh, NavPath path) {
        for (int i = 1; i < path.pointCount(); i++) {
            double ax = path.x(i - 1), az = path.z(i - 1), bx = path.x(i), bz = path.z(i);
            int steps = (int) Math.ceil(Math.hypot(bx - ax, bz - az) / 0.1);
            for (int s = 0; s <= steps; s++) {
                double t = steps == 0 ? 0 : (double) s / steps;
                double x = ax + t * (bx - ax), z = az + t * (bz - az);
                assertTrue(mesh.isWalkableAt(x, z) || nearWalkableEdge(mesh, x, z),
                        "(" + x + ", " + z + ") of " + path + " is off the mesh");
            }
        }
    }

    /** On the shared edge of a walkable triangle: the point belongs to the other by the diagonal rule. */
    private static boolean nearWalkableEdge(TerrainNavMesh mesh, double x, double z) {
        double e = 1e-7;
        return mesh.isWalkableAt(x + e, z) || mesh.isWalkableAt(x - e, z) || mesh.isWalkableAt(x, z + e)
                || mesh.isWalkableAt(x, z - e);
    }
}
