package dev.loam.nav;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
import org.junit.jupiter.api.Test;

/**
 * A bridge's deck as walkable polygons of a terrain navmesh: a path crosses a river on the deck,
 * onto it and off it at its ends and not over its railings, and the mesh kept by edits near the
 * ends equals a fresh bake.
 */
class TerrainNavDecksTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    /** The deck: x from 34 to 62 m, z from 30 to 36 m, its top 5 cm over the banks. */
    private static final double X0 = 34, X1 = 62, Z0 = 30, Z1 = 36, TOP = 0.05;

    /** Flat banks at 0 and a river 3 m down from x 40 to 56 m (its sides too steep), 97 × 97 vertices a metre apart. */
    private static Terrain river() {
        int n = 97;
        float[] h = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 40; i <= 56; i++) {
                h[j * n + i] = -3;
            }
        }
        return Terrain.builder(n, n, 1).heights(h).build();
    }

    /** The river's water, 2 m deep and more: off the mesh. */
    private static final NavAreas WATER = (x, y, z) -> y < -1 ? Double.POSITIVE_INFINITY : 1;

    /** The deck's top as a strip of quads 2 m long. */
    private static float[] deckPositions() {
        int q = (int) ((X1 - X0) / 2);
        float[] p = new float[6 * (q + 1)];
        for (int k = 0; k <= q; k++) {
            float x = (float) (X0 + 2 * k);
            p[6 * k] = x;
            p[6 * k + 1] = (float) TOP;
            p[6 * k + 2] = (float) Z0;
            p[6 * k + 3] = x;
            p[6 * k + 4] = (float) TOP;
            p[6 * k + 5] = (float) Z1;
        }
        return p;
    }

    private static int[] deckIndices() {
        int q = (int) ((X1 - X0) / 2);
        int[] ix = new int[6 * q];
        for (int k = 0; k < q; k++) {
            int a = 2 * k, b = a + 1, c = a + 2, d = a + 3;
            ix[6 * k] = a;
            ix[6 * k + 1] = b;
            ix[6 * k + 2] = d;
            ix[6 * k + 3] = a;
            ix[6 * k + 4] = d;
            ix[6 * k + 5] = c;
        }
        return ix;
    }

    /** The railings' tops along both sides, 10 cm wide and 1.05 m over the deck. */
    private static float[] railPositions() {
        float y = (float) (TOP + 1.05);
        return new float[] {(float) X0, y, (float) Z0 - 0.1f, (float) X1, y, (float) Z0 - 0.1f, (float) X1, y, (float) Z0,
            (float) X0, y, (float) Z0, (float) X0, y, (float) Z1, (float) X1, y, (float) Z1, (float) X1, y,
            (float) Z1 + 0.1f, (float) X0, y, (float) Z1 + 0.1f};
    }

    private static final int[] RAIL_INDICES = {0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7};

    private static TerrainNavMesh.Builder bridge(Terrain terrain, boolean railings) {
        TerrainNavMesh.Builder b = TerrainNavMesh.builder(terrain, AGENT).areas(WATER).deck(deckPositions(), deckIndices())
                .ceiling(deckPositions(), deckIndices(), 1.0);
        return railings ? b.ceiling(railPositions(), RAIL_INDICES, 1.1) : b;
    }

    /** Where each of the deck's triangles links to the ground, as the sum of x over its links' count. */
    private static int linkedDecks(TerrainNavMesh mesh, boolean endsOnly) {
        int linked = 0;
        for (int k = 0; k < mesh.deckCount(); k++) {
            if (mesh.deckLinkCount(k) > 0) {
                double x = mesh.polyX[mesh.triangleCount() + k];
                assertTrue(!endsOnly || x < X0 + 2 || x > X1 - 2, "deck " + k + " at x " + x + " links to the ground");
                linked++;
            }
        }
        return linked;
    }

    @Test
    void aPathCrossesTheRiverOnTheDeckOntoAndOffItAtItsEnds() {
        Terrain terrain = river();
        TerrainNavMesh ground = TerrainNavMesh.builder(terrain, AGENT).areas(WATER).build();
        NavPath path = new NavPath();
        assertEquals(NavPath.Status.PARTIAL, new TerrainPathQuery(ground).find(20, 0, 60, 76, 0, 60, path),
                "no way over the river without the bridge: " + path);
        for (boolean merged : new boolean[] {true, false}) {
            TerrainNavMesh mesh = bridge(terrain, true).merged(merged).build();
            assertEquals(28, mesh.deckCount());
            assertEquals(2, linkedDecks(mesh, true), "one deck triangle at each end leads onto the banks");
            TerrainPathQuery query = new TerrainPathQuery(mesh);
            assertEquals(NavPath.Status.COMPLETE, query.find(20, 0, 60, 76, 0, 60, path), "merged " + merged + ": " + path);
            boolean onDeck = false;
            for (int i = 0; i < path.pointCount(); i++) {
                if (path.x(i) > X0 && path.x(i) < X1) {
                    assertEquals(TOP, path.y(i), 1e-6, "a point over the river stands on the deck: " + path);
                }
                onDeck |= Math.abs(path.x(i) - X0) < 1e-9 || Math.abs(path.x(i) - X1) < 1e-9;
            }
            assertTrue(onDeck, "the path steps onto the deck at its end: " + path);
            for (int i = 1; i < path.pointCount(); i++) {
                double ax = path.x(i - 1), az = path.z(i - 1), bx = path.x(i), bz = path.z(i);
                for (int s = 0; s <= 100; s++) {
                    double x = ax + (bx - ax) * s / 100, z = az + (bz - az) * s / 100;
                    if (x > 38 && x < 58) {
                        assertTrue(z >= Z0 + AGENT.radiusMetres() && z <= Z1 - AGENT.radiusMetres(),
                                "over the river the path keeps to the deck, its radius off the railings: " + path);
                    }
                }
            }
            assertTrue(path.lengthMetres() < 56 + 2 * 28, "round by the bridge, not further: " + path);
        }
    }

    @Test
    void railingsKeepTheDeckFromLeadingOffItsSides() {
        Terrain terrain = river();
        TerrainNavMesh railed = bridge(terrain, true).build();
        TerrainNavMesh open = bridge(terrain, false).build();
        assertEquals(2, linkedDecks(railed, true));
        assertTrue(linkedDecks(open, false) > 2, "without railings the deck's sides over the banks lead onto them too: "
                + linkedDecks(open, false));
    }

    @Test
    void editsAtTheDecksEndsKeepTheMeshAsFreshlyBaked() {
        Terrain terrain = river();
        TerrainNavMesh mesh = bridge(terrain, true).build();
        TerrainPathQuery query = new TerrainPathQuery(mesh);
        NavPath path = new NavPath();
        // A pit dug across the west bank's approach: the deck's west end leads nowhere.
        byte[] holes = new byte[6 * 40];
        java.util.Arrays.fill(holes, (byte) 1);
        terrain.setHoles(new TerrainRect(28, 20, 6, 40), holes);
        mesh.update();
        assertTrue(mesh.sameAs(bridge(terrain, true).build()), "the pit");
        int west = 0;
        assertEquals(0, mesh.deckLinkCount(west), "the west end's ground is gone");
        assertEquals(NavPath.Status.PARTIAL, query.find(20, 0, 60, 76, 0, 60, path), "the pit cuts the way: " + path);
        // Filled again, and the east bank raised 2 m: the east end is more than a step under its bank.
        terrain.setHoles(new TerrainRect(28, 20, 6, 40), new byte[6 * 40]);
        float[] raised = new float[30 * 97];
        java.util.Arrays.fill(raised, 2);
        terrain.setHeights(new TerrainRect(60, 0, 30, 97), raised);
        mesh.update();
        assertTrue(mesh.sameAs(bridge(terrain, true).build()), "the raised bank");
        assertEquals(1, linkedDecks(mesh, true), "only the west end leads onto its bank");
        assertEquals(NavPath.Status.PARTIAL, query.find(20, 0, 60, 76, 0, 60, path), "no step up 2 m: " + path);
        terrain.setHeights(new TerrainRect(60, 0, 30, 97), new float[30 * 97]);
        mesh.update();
        assertTrue(mesh.sameAs(bridge(terrain, true).build()), "back as it was");
        assertEquals(NavPath.Status.COMPLETE, query.find(20, 0, 60, 76, 0, 60, path));
    }

    @Test
    void randomEditsAndPropsRoundTheDecksEndsKeepTheMeshAsFreshlyBaked() {
        Terrain terrain = river();
        TerrainNavMesh mesh = bridge(terrain, true).build();
        java.util.Random random = new java.util.Random(18);
        java.util.List<Integer> ids = new java.util.ArrayList<>();
        java.util.List<NavObstacle> standing = new java.util.ArrayList<>();
        for (int e = 0; e < 60; e++) {
            int w = 1 + random.nextInt(6), d = 1 + random.nextInt(6);
            int i = (random.nextBoolean() ? 28 : 58) + random.nextInt(8), j = 26 + random.nextInt(12);
            TerrainRect rect = new TerrainRect(i, j, w, d);
            int kind = random.nextInt(4);
            if (kind == 0) {
                float[] values = new float[rect.area()];
                for (int k = 0; k < values.length; k++) {
                    values[k] = (float) (random.nextGaussian() * 0.4);
                }
                terrain.setHeights(rect, values);
            } else if (kind == 1) {
                byte[] cells = new byte[rect.area()];
                cells[random.nextInt(cells.length)] = (byte) random.nextInt(2);
                terrain.setHoles(rect, cells);
            } else if (kind == 2 || standing.isEmpty()) {
                NavObstacle o = NavObstacle.circle(i + random.nextDouble() * 4, j + random.nextDouble() * 4,
                        0.2 + random.nextDouble());
                ids.add(mesh.addObstacle(o));
                standing.add(o);
            } else {
                int k = random.nextInt(ids.size());
                mesh.removeObstacle(ids.remove(k));
                standing.remove(k);
            }
            mesh.update();
            assertTrue(mesh.sameAs(bridge(terrain, true).obstacles(standing).build()), "edit " + e + " (" + kind + ")");
        }
    }

    @Test
    void aDeckNamingAVertexItDoesNotHaveIsRefusedByIndex() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TerrainNavMesh.builder(river(), AGENT).deck(new float[] {0, 0, 0, 1, 0, 0, 1, 0, 1}, new int[] {0, 1, 3}));
        assertTrue(e.getMessage().contains("deck's index 2 names vertex 3 of 3"), e.getMessage());
    }
}
