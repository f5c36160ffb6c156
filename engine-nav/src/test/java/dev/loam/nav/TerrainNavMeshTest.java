package dev.loam.nav;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a terrain navmesh keeps the agent on and off: slopes, holes, areas, obstacles and ceilings. */
class TerrainNavMeshTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;

    /** A flat terrain of n × n vertices, 4 m apart, from (0, 0). */
    static Terrain flat(int n) {
        return Terrain.builder(n, n, 4).build();
    }

    @Test
    void flatGroundIsWalkableEverywhereAndTwoTrianglesACell() {
        TerrainNavMesh mesh = TerrainNavMesh.bake(flat(9), AGENT);
        assertEquals(2 * 8 * 8, mesh.triangleCount());
        assertEquals(mesh.triangleCount(), mesh.walkableCount());
        int t = mesh.triangleAt(5, 6);
        assertEquals(2 * (1 * 8 + 1) + 1, t, "(5, 6) lies over cell (1, 1)'s triangle (a, c, d)");
        assertTrue(mesh.isLinked(t, t - 1), "the diagonal links a cell's two triangles");
        assertEquals(0, mesh.surfaceHeight(5, 6));
        assertEquals(-1, mesh.triangleAt(-0.1, 3));
    }

    @Test
    void groundSteeperThanTheSlopeLimitIsOffTheMesh() {
        float[] h = new float[9 * 9];
        for (int j = 0; j < 9; j++) {
            h[j * 9 + 5] = 8; // a 4 m cell rising 8 m: 63 degrees, then falling again
        }
        Terrain terrain = Terrain.builder(9, 9, 4).heights(h).build();
        TerrainNavMesh mesh = TerrainNavMesh.bake(terrain, AGENT);
        assertFalse(mesh.isWalkableAt(18, 10), "the ridge's west face");
        assertFalse(mesh.isWalkableAt(22, 10), "its east face");
        assertTrue(mesh.isWalkableAt(10, 10));
        TerrainNavMesh goat = TerrainNavMesh.bake(terrain, AGENT.withMaxSlope(70));
        assertTrue(goat.isWalkableAt(18, 10), "an agent that walks 70 degrees climbs it");
    }

    @Test
    void holesAreaAndCostsComeFromTheTerrainAndTheGame() {
        Terrain terrain = flat(9);
        terrain.setHoles(new TerrainRect(2, 2, 1, 1), new byte[] {1});
        NavAreas areas = (x, y, z) -> x > 20 && z > 20 ? Double.POSITIVE_INFINITY : x < 8 && z > 24 ? 3 : 1;
        TerrainNavMesh mesh = TerrainNavMesh.builder(terrain, AGENT).areas(areas).build();
        assertFalse(mesh.isWalkableAt(10, 9), "the hole");
        assertFalse(mesh.isWalkableAt(30, 30), "the lava");
        assertEquals(3, mesh.costFactor(mesh.triangleAt(2, 30)), "wading water");
        assertEquals(1, mesh.costFactor(mesh.triangleAt(2, 2)));
        TerrainNavMesh nan = TerrainNavMesh.builder(flat(5), AGENT).areas((x, y, z) -> Double.NaN).build();
        assertEquals(0, nan.walkableCount(), "NaN keeps the agent off");
    }

    @Test
    void obstaclesTakeTheTrianglesWithinTheClearanceOffAndGiveThemBack() {
        Terrain terrain = flat(17);
        TerrainNavMesh mesh = TerrainNavMesh.bake(terrain, AGENT);
        int id = mesh.addObstacle(NavObstacle.circle(30, 30, 0.4));
        assertFalse(mesh.isWalkableAt(30, 30));
        assertTrue(mesh.isWalkableAt(20, 20));
        assertTrue(mesh.lastRebuiltTriangles() > 0 && mesh.lastRebuiltTriangles() <= 2 * 9,
                "only the cells round the footprint: " + mesh.lastRebuiltTriangles());
        TerrainNavMesh fresh = TerrainNavMesh.builder(terrain, AGENT).obstacles(List.of(NavObstacle.circle(30, 30, 0.4)))
                .build();
        assertTrue(mesh.sameAs(fresh));
        int box = mesh.addObstacle(NavObstacle.box(41, 41, 47, 43));
        assertFalse(mesh.isWalkableAt(44, 42));
        assertFalse(mesh.isWalkableAt(44, 43.2), "within the clearance of the box");
        assertTrue(mesh.removeObstacle(id));
        assertTrue(mesh.removeObstacle(box));
        assertFalse(mesh.removeObstacle(box), "gone already");
        assertTrue(mesh.sameAs(TerrainNavMesh.bake(terrain, AGENT)));
        assertEquals(0, mesh.obstacleCount());
    }

    @Test
    void aLowCeilingBlocksTheGroundUnderItAndAHighOrBuriedOneDoesNot() {
        Terrain terrain = flat(9);
        float[] deck = {8, 1.2f, 8, 16, 1.2f, 8, 16, 1.2f, 16, 8, 1.2f, 16};
        int[] quad = {0, 1, 2, 0, 2, 3};
        TerrainNavMesh low = TerrainNavMesh.builder(terrain, AGENT).ceiling(deck, quad, 0.5).build();
        assertFalse(low.isWalkableAt(12, 12), "a deck 1.2 m up: no headroom for 1.8 m");
        assertFalse(low.isWalkableAt(7.8, 12), "within the clearance of its edge");
        assertTrue(low.isWalkableAt(4, 2));
        float[] high = deck.clone();
        float[] buried = deck.clone();
        for (int k = 1; k < high.length; k += 3) {
            high[k] = 6;
            buried[k] = -3;
        }
        assertTrue(TerrainNavMesh.builder(terrain, AGENT).ceiling(high, quad, 0.5).build().isWalkableAt(12, 12),
                "a deck 6 m up, 5.5 m of headroom");
        assertTrue(TerrainNavMesh.builder(terrain, AGENT).ceiling(buried, quad, 0).build().isWalkableAt(12, 12),
                "a tunnel's roof under the ground");
    }

    @Test
    void badInputIsRefusedNamingWhat() {
        TerrainNavMesh.Builder b = TerrainNavMesh.builder(flat(3), AGENT);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> b.ceiling(new float[9], new int[] {0, 1, 3}, 0))
                .getMessage().contains("index 2 names vertex 3"));
        assertThrows(IllegalArgumentException.class, () -> b.ceiling(new float[8], new int[0], 0));
        assertThrows(IllegalArgumentException.class, () -> b.ceiling(new float[9], new int[] {0, 1, 2}, -1));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> NavObstacle.circle(0, 0, -1)).getMessage()
                .contains("halfX"));
        assertThrows(IllegalArgumentException.class, () -> NavObstacle.circle(Double.NaN, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> NavObstacle.box(2, 0, 1, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> TerrainNavMesh.bake(flat(3), AGENT).middleX(8));
    }
}
