package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.nav.NavPath;
import dev.loam.nav.TerrainNavMesh;
import dev.loam.nav.TerrainPathQuery;
import dev.loam.physics.CharacterController;
import dev.loam.physics.SpawnResult;
import dev.loam.region.Place;
import dev.loam.region.Region;
import dev.loam.region.RegionGrid;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpecReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tiles spec's "every tile of the test region is reachable on foot from the spawns", on the
 * bundled test-water-and-fire (a tarn, a volcano whose lava flows south, a mountain with a ski run,
 * a lighthouse hill; 16 × 16 tiles): the region's navmesh ({@link RegionNav}) finds a complete path
 * from every spawn to a point in every tile with dry or wading ground, and the real character
 * controller, spawned on the first spawn, walks those paths from tile to tile through the whole
 * region and arrives at each.
 */
class RegionOnFootReachabilityTest {
    /** The bundled examples/.../regions/test-water-and-fire.json. */
    static Region waterAndFire() {
        return RegionSolver.solve(RegionSpecReader.read("""
                {
                  "template": "region",
                  "name": "test-water-and-fire",
                  "seed": 11,
                  "size": [16, 16],
                  "biome": "alpine",
                  "features": [
                    { "kind": "lake", "at": [3, 8], "size": [3, 2], "name": "tarn" },
                    { "kind": "volcano", "at": [11, 9], "level": 4, "flow": "south", "name": "ember" },
                    { "kind": "mountain", "at": [8, 13], "level": 5, "radius": 2, "name": "crag" },
                    { "kind": "ski", "at": [8, 13], "to": [8, 10], "name": "piste" },
                    { "kind": "hill", "at": [4, 3], "level": 2, "lighthouse": true, "name": "beacon" }
                  ]
                }
                """));
    }

    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    private static final double DT = 1 / 60.0;
    private static final double WALK_SPEED = 4.0;
    /** How near a corner the walker counts as there, metres. */
    private static final double ARRIVED_METRES = 0.3;

    @Test
    void everyTileIsReachableOnFootFromTheSpawnsAndTheControllerWalksThere() throws java.io.IOException {
        Region region = waterAndFire();
        try (RegionScene scene = RegionScene.builder(region).drawn(false).build()) {
            TerrainNavMesh mesh = RegionNav.bake(scene, AGENT);
            TerrainPathQuery query = new TerrainPathQuery(mesh);
            int tilesX = region.spec().tilesX(), tilesZ = region.spec().tilesZ();
            List<double[]> targets = new ArrayList<>();
            List<String> without = new ArrayList<>();
            // Tiles in a serpentine order from the spawn apron's row northward.
            for (int j = 0; j < tilesZ; j++) {
                for (int n = 0; n < tilesX; n++) {
                    int i = j % 2 == 0 ? n : tilesX - 1 - n;
                    double[] t = target(mesh, i, j);
                    if (t == null) {
                        without.add("[" + i + ", " + j + "]");
                        assertTrue(region.isWet(i, j) || onFlow(region, i, j),
                                "tile [" + i + ", " + j + "] has no ground to walk on but is neither wet nor on a flow");
                    } else {
                        targets.add(t);
                    }
                }
            }
            assertTrue(targets.size() >= tilesX * tilesZ - 12, "tiles without walkable ground: " + without);
            NavPath path = new NavPath();
            List<Place> spawns = region.places().stream().filter(p -> p.name().startsWith("spawn_")).toList();
            assertEquals(4, spawns.size());
            for (Place s : spawns) {
                for (double[] t : targets) {
                    assertEquals(NavPath.Status.COMPLETE, query.find(s.x(), s.y(), s.z(), t[0], 0, t[1], path),
                            () -> s.name() + " to (" + t[0] + ", " + t[1] + ")");
                }
            }
            Place spawn = spawns.get(0);
            SpawnResult r = CharacterController.spawn(scene.collisions(), AGENT, spawn.x(), spawn.y() + 1, spawn.z());
            assertTrue(r.isSpawned(), () -> String.valueOf(r.refusal()));
            CharacterController walker = r.controller();
            double walked = 0;
            java.awt.image.BufferedImage picture = picture(mesh);
            for (double[] t : targets) {
                assertEquals(NavPath.Status.COMPLETE, query.find(walker.footX(), 0, walker.footZ(), t[0], 0, t[1], path));
                walked += walk(walker, path, mesh, picture);
                double miss = Math.hypot(walker.footX() - t[0], walker.footZ() - t[1]);
                assertTrue(miss <= ARRIVED_METRES, "the walker stopped " + miss + " m short of (" + t[0] + ", " + t[1] + ")");
            }
            assertTrue(walked > 64.0 * (targets.size() - 1), "walked " + walked + " m");
            java.nio.file.Path out = java.nio.file.Path.of("target", "nav", "test-water-and-fire-walk.png");
            java.nio.file.Files.createDirectories(out.getParent());
            javax.imageio.ImageIO.write(picture, "png", out.toFile());
        }
    }

    /** A point of tile [i, j] on the mesh with its clearance round it: the walkable middle nearest the tile's middle. */
    static double[] target(TerrainNavMesh mesh, int i, int j) {
        double cx = (i + 0.5) * RegionGrid.TILE_METRES, cz = (j + 0.5) * RegionGrid.TILE_METRES;
        double[] best = null;
        double bestDistance = Double.POSITIVE_INFINITY;
        double cell = RegionGrid.CELL_METRES;
        for (int b = 0; b < RegionGrid.CELLS_PER_TILE; b++) {
            for (int a = 0; a < RegionGrid.CELLS_PER_TILE; a++) {
                double x = i * RegionGrid.TILE_METRES + (a + 0.5) * cell, z = j * RegionGrid.TILE_METRES + (b + 0.5) * cell;
                // The cell's middle, on its diagonal, with the whole cell and its neighbours walkable round it.
                boolean open = true;
                for (double dz = -cell; dz <= cell && open; dz += cell / 2) {
                    for (double dx = -cell; dx <= cell && open; dx += cell / 2) {
                        open = mesh.isWalkableAt(x + dx, z + dz);
                    }
                }
                double d = Math.hypot(x - cx, z - cz);
                if (open && d < bestDistance) {
                    bestDistance = d;
                    best = new double[] {x, z};
                }
            }
        }
        return best;
    }

    /** Pixels a metre of the picture. */
    private static final double PIXELS_A_METRE = 0.75;

    /**
     * The navmesh seen from above, north (+z) up and east (-x) right as the region's map has it:
     * walkable ground green, lighter the higher, wading ground teal, ground kept off dark red; the
     * walker's track is drawn over it in white.
     */
    private static java.awt.image.BufferedImage picture(TerrainNavMesh mesh) {
        int w = (int) (mesh.terrain().cellsX() * mesh.terrain().cellSize() * PIXELS_A_METRE);
        int h = (int) (mesh.terrain().cellsZ() * mesh.terrain().cellSize() * PIXELS_A_METRE);
        java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(w, h, java.awt.image.BufferedImage.TYPE_INT_RGB);
        for (int py = 0; py < h; py++) {
            for (int px = 0; px < w; px++) {
                double x = (w - 1 - px + 0.5) / PIXELS_A_METRE, z = (h - 1 - py + 0.5) / PIXELS_A_METRE;
                int t = mesh.triangleAt(x, z);
                int rgb;
                if (!mesh.isWalkable(t)) {
                    rgb = 0x5a1010;
                } else if (mesh.costFactor(t) > 1) {
                    rgb = 0x2a9d9d;
                } else {
                    int shade = (int) Math.max(0, Math.min(120, mesh.middleY(t) * 3));
                    rgb = (40 + shade / 2) << 16 | (110 + shade) << 8 | (40 + shade / 3);
                }
                image.setRGB(px, py, rgb);
            }
        }
        return image;
    }

    private static void plot(java.awt.image.BufferedImage image, double x, double z, int rgb) {
        int px = image.getWidth() - 1 - (int) (x * PIXELS_A_METRE), py = image.getHeight() - 1 - (int) (z * PIXELS_A_METRE);
        if (px >= 0 && py >= 0 && px < image.getWidth() && py < image.getHeight()) {
            image.setRGB(px, py, rgb);
        }
    }

    private static boolean onFlow(Region region, int i, int j) {
        return region.flows().stream().anyMatch(f -> {
            double x = (i + 0.5) * RegionGrid.TILE_METRES, z = (j + 0.5) * RegionGrid.TILE_METRES;
            double minX = Math.min(f.startX(), f.endX()) - RegionGrid.TILE_METRES, maxX = Math.max(f.startX(), f.endX())
                    + RegionGrid.TILE_METRES;
            double minZ = Math.min(f.startZ(), f.endZ()) - RegionGrid.TILE_METRES, maxZ = Math.max(f.startZ(), f.endZ())
                    + RegionGrid.TILE_METRES;
            return x >= minX && x <= maxX && z >= minZ && z <= maxZ;
        });
    }

    /**
     * Walks the controller along the path's corners at walking speed, one 60 Hz step at a time;
     * fails when it stops making way.
     *
     * @return metres walked
     */
    private static double walk(CharacterController c, NavPath path, TerrainNavMesh mesh,
                               java.awt.image.BufferedImage picture) {
        double walked = 0;
        for (int k = 1; k < path.pointCount(); k++) {
            double tx = path.x(k), tz = path.z(k);
            double best = Double.POSITIVE_INFINITY;
            int stalled = 0;
            while (true) {
                double dx = tx - c.footX(), dz = tz - c.footZ(), d = Math.hypot(dx, dz);
                if (d <= ARRIVED_METRES && (k < path.pointCount() - 1 || d <= 0.05)) {
                    break;
                }
                double speed = Math.min(WALK_SPEED, d / DT);
                double x0 = c.footX(), z0 = c.footZ();
                c.step(DT, dx / d * speed, dz / d * speed);
                walked += Math.hypot(c.footX() - x0, c.footZ() - z0);
                plot(picture, c.footX(), c.footZ(), 0xffffff);
                assertFalse(Double.isNaN(c.footY()));
                if (d < best - 0.01) {
                    best = d;
                    stalled = 0;
                } else if (++stalled > 120) {
                    throw new AssertionError("the walker stalled at (" + c.footX() + ", " + c.footY() + ", " + c.footZ()
                            + ") " + d + " m from corner " + k + " of " + path + "; on the mesh there: "
                            + mesh.isWalkableAt(c.footX(), c.footZ()));
                }
            }
        }
        return walked;
    }
}
