package dev.loam.nav;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A terrain navmesh kept by {@link TerrainNavMesh#update()} and by obstacles coming and going
 * equals a fresh bake of the terrain and the obstacles standing, over random height, hole and
 * splat edits, each re-baking no more than the cells the edit reaches.
 */
class TerrainNavIncrementalEqualsFreshTest {
    private static final int EDITS = Integer.getInteger("loam.incremental.edits", 120);

    @Test
    void editsAndStreamedObstaclesKeepTheMeshFresh() {
        Random random = new Random(18);
        int n = 41;
        float[] h = new float[n * n];
        for (int k = 0; k < h.length; k++) {
            h[k] = (float) (6 * Math.sin(k % n / 5.0) * Math.cos(k / n / 7.0));
        }
        Terrain terrain = Terrain.builder(n, n, 4).heights(h).build();
        NavAreas areas = (x, y, z) -> y < -4 ? Double.POSITIVE_INFINITY : y < -3 ? 3 : 1;
        AgentSettings agent = AgentSettings.DEFAULT;
        TerrainNavMesh mesh = TerrainNavMesh.builder(terrain, agent).areas(areas).build();
        List<Integer> ids = new ArrayList<>();
        List<NavObstacle> standing = new ArrayList<>();
        for (int e = 0; e < EDITS; e++) {
            int kind = random.nextInt(4);
            int w = 1 + random.nextInt(16), d = 1 + random.nextInt(16);
            int i = random.nextInt(n - w), j = random.nextInt(n - d);
            TerrainRect rect = new TerrainRect(i, j, w, d);
            if (kind == 0) {
                float[] values = new float[rect.area()];
                for (int k = 0; k < values.length; k++) {
                    values[k] = (float) (random.nextGaussian() * 4);
                }
                terrain.setHeights(rect, values);
            } else if (kind == 1) {
                byte[] cells = new byte[rect.area()];
                cells[random.nextInt(cells.length)] = (byte) random.nextInt(2);
                terrain.setHoles(rect, cells);
            } else if (kind == 2 || standing.isEmpty()) {
                NavObstacle o = random.nextBoolean()
                        ? NavObstacle.circle(random.nextDouble() * 160, random.nextDouble() * 160, random.nextDouble() * 3)
                        : NavObstacle.box(i * 4, j * 4, i * 4 + random.nextDouble() * 9, j * 4 + random.nextDouble() * 9);
                ids.add(mesh.addObstacle(o));
                standing.add(o);
            } else {
                int k = random.nextInt(ids.size());
                assertTrue(mesh.removeObstacle(ids.remove(k)));
                standing.remove(k);
            }
            int rebuilt = mesh.update();
            if (kind < 2) {
                int reach = (w + 1) * (d + 1) * 2;
                assertTrue(rebuilt <= reach, "edit " + e + " re-baked " + rebuilt + " triangles, over " + reach);
            }
            TerrainNavMesh fresh = TerrainNavMesh.builder(terrain, agent).areas(areas).obstacles(standing).build();
            assertTrue(mesh.sameAs(fresh), "edit " + e + " (" + kind + ")");
        }
    }
}
