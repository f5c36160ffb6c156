package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSets;
import dev.loam.core.AgentSettings;
import dev.loam.nav.NavMesh;
import dev.loam.nav.NavPath;
import dev.loam.nav.PathQuery;
import dev.loam.physics.BlockMapCollider;
import dev.loam.physics.CharacterController;
import dev.loam.physics.CollisionWorld;
import dev.loam.physics.SpawnResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The character controller and the navigation, given the same {@link AgentSettings}, agree: a
 * character walking each path of a sample of queries arrives, and every step between two cells
 * the navigation links the controller walks, and the reverse.
 */
class WalkAndNavigateTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    private static final BlockLegend LEGEND = BlockLegend.ofNames(Map.of('g', "grass", 'o', "stone", 'w', "water",
            's', "stairs", 'B', "blocked"));
    private static final double HZ = 60;
    private static final double SPEED_METRES_PER_SECOND = 3;
    /** How close a walker must come to a path corner to turn to the next, in metres. */
    private static final double WAYPOINT_METRES = 0.02;
    /** How close to the path's end a walker must stop to have arrived, in metres. */
    private static final double ARRIVAL_METRES = 0.05;

    /** Terraces joined by a landing and two stairs, a wall, wading and deep water. */
    static BlockMap terraces() {
        String[] cells = {
            "gggggggggggggggg",
            "gggggggggggggggg",
            "ggBBBBBBBBBggggg",
            "gggggggggggggggg",
            "gggggggggggggggg",
            "gggggsgggggggggg",
            "gggggggggggggggg",
            "gggggggggggggggg",
            "ggggggggggggsggg",
            "gggggggggggggggg",
            "wwwwwwwwwwwwwwww",
            "wwwwwwwwwwwwwwww"};
        int[][] heights = new int[12][16];
        for (int r = 0; r < 12; r++) {
            for (int c = 0; c < 16; c++) {
                heights[r][c] = r < 4 ? 3 : r < 8 ? 1 : 0;
                if (r == 11 && c >= 8) {
                    heights[r][c] = -2;
                }
            }
        }
        heights[4][5] = 2;
        return BlockMap.builder("terraces", BlockSets.greybox()).legend(LEGEND).cells(cells).heights(heights).build();
    }

    /** Rolling hills with one- and two-step ledges and scattered blocked cells. */
    static BlockMap hills() {
        String[] cells = new String[18];
        int[][] heights = new int[18][20];
        for (int r = 0; r < 18; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < 20; c++) {
                row.append((c * 7 + r * 3) % 11 == 0 ? 'B' : 'g');
                heights[r][c] = (int) Math.floor(1.5 * Math.sin(c * 0.7) + 1.5 * Math.cos(r * 0.5) + 3);
            }
            cells[r] = row.toString();
        }
        return BlockMap.builder("hills", BlockSets.greybox()).legend(LEGEND).cells(cells).heights(heights).build();
    }

    /** A maze of blocked walls on flat ground. */
    static BlockMap maze() {
        String[] cells = {
            "gggggBgggggggg",
            "gBBBgBgBBBBBBg",
            "gBgggggBgggggg",
            "gBgBBBBBgBBBBB",
            "gggBgggggBgggg",
            "BBgBgBBBBBgBBg",
            "gggggBgggggBgg",
            "gBBBgBgBBBgBgg",
            "ggggggggggggBg"};
        int[][] heights = new int[cells.length][cells[0].length()];
        return BlockMap.builder("maze", BlockSets.greybox()).legend(LEGEND).cells(cells).heights(heights).build();
    }

    static List<BlockMap> maps() {
        return List.of(terraces(), hills(), maze());
    }

    @Test
    void aCharacterWalkingEachPathOfRandomQueriesArrives() {
        int walked = 0;
        for (BlockMap map : maps()) {
            NavMesh mesh = NavMesh.bake(map, AGENT);
            CollisionWorld world = new CollisionWorld().add(new BlockMapCollider(map));
            PathQuery query = new PathQuery(mesh);
            NavPath path = new NavPath();
            long seed = map.name().hashCode();
            for (int q = 0; q < 25; q++) {
                seed = next(seed);
                double sx = unit(seed) * map.width(), sz = unit(next(seed)) * map.depth();
                seed = next(next(seed));
                double gx = unit(seed) * map.width(), gz = unit(next(seed)) * map.depth();
                seed = next(seed);
                if (query.find(sx, 0, sz, gx, 0, gz, path) == NavPath.Status.NO_START) {
                    continue;
                }
                SpawnResult spawned = CharacterController.spawn(world, AGENT, path.x(0), path.y(0), path.z(0));
                assertTrue(spawned.isSpawned(), map.name() + " " + path);
                CharacterController walker = spawned.controller();
                follow(walker, path);
                int last = path.pointCount() - 1;
                double miss = Math.hypot(walker.footX() - path.x(last), walker.footZ() - path.z(last));
                assertTrue(miss < ARRIVAL_METRES, map.name() + ": stopped " + miss + " m short at (" + walker.footX()
                        + ", " + walker.footZ() + ") on " + path);
                walked++;
            }
        }
        assertTrue(walked >= 50, "walked " + walked + " paths");
    }

    /** Steers a walker corner to corner along a path at a walking speed, 60 steps a second. */
    static void follow(CharacterController walker, NavPath path) {
        double dt = 1 / HZ;
        int steps = (int) ((path.lengthMetres() / SPEED_METRES_PER_SECOND + 3) * HZ);
        int next = 1;
        for (int i = 0; i < steps && next < path.pointCount(); i++) {
            double dx = path.x(next) - walker.footX(), dz = path.z(next) - walker.footZ();
            double d = Math.hypot(dx, dz);
            if (d < WAYPOINT_METRES) {
                next++;
                continue;
            }
            double travel = Math.min(d, SPEED_METRES_PER_SECOND * dt);
            walker.step(dt, dx / d * travel / dt, dz / d * travel / dt);
        }
        for (int i = 0; i < HZ; i++) {
            walker.step(dt, 0, 0);
        }
    }

    @Test
    void nothingTheNavigationLinksIsRefusedByTheControllerAndTheReverse() {
        List<String> disagreements = new ArrayList<>();
        int pairs = 0;
        for (BlockMap map : maps()) {
            NavMesh mesh = NavMesh.bake(map, AGENT);
            CollisionWorld world = new CollisionWorld().add(new BlockMapCollider(map));
            for (int r = 0; r < map.depth(); r++) {
                for (int c = 0; c < map.width(); c++) {
                    if (map.blockOrNull(c, r) == null || map.blockOrNull(c, r).blocked() || deep(mesh, map, c, r)) {
                        continue;
                    }
                    for (BlockFacing side : BlockFacing.values()) {
                        int nc = c + side.dColumn(), nr = r + side.dRow();
                        if (!map.contains(nc, nr) || map.blockOrNull(nc, nr) == null || deep(mesh, map, nc, nr)) {
                            continue;
                        }
                        boolean linked = mesh.isLinked(c, r, side);
                        boolean walks = walksAcross(world, map, c, r, nc, nr);
                        pairs++;
                        if (linked != walks) {
                            disagreements.add(map.name() + " column " + c + ", row " + r + " " + side + ": nav "
                                    + linked + ", controller " + walks);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), disagreements);
        assertTrue(pairs > 500, "checked " + pairs + " steps");
    }

    /** Water deeper than the agent wades: navigation refuses it, and the controller (which does not swim) walks its bed. */
    private static boolean deep(NavMesh mesh, BlockMap map, int c, int r) {
        return map.blockOrNull(c, r).isWater() && !mesh.isWalkable(c, r);
    }

    /** Whether a character at one cell's centre walks on the ground to its neighbour's centre. */
    private static boolean walksAcross(CollisionWorld world, BlockMap map, int c, int r, int nc, int nr) {
        double cell = map.cellSize().x();
        double x = map.position().x() + (c + 0.5) * cell, z = map.position().z() + (r + 0.5) * cell;
        double tx = map.position().x() + (nc + 0.5) * cell, tz = map.position().z() + (nr + 0.5) * cell;
        CharacterController walker = CharacterController.spawn(world, AGENT, x, map.topMetres(c, r), z).controller();
        double dt = 1 / HZ;
        for (int i = 0; i < 2 * HZ; i++) {
            double dx = tx - walker.footX(), dz = tz - walker.footZ(), d = Math.hypot(dx, dz);
            if (d < 1e-9) {
                break;
            }
            double travel = Math.min(d, 2 * dt);
            walker.step(dt, dx / d * travel / dt, dz / d * travel / dt);
            if (!walker.isGrounded()) {
                return false;
            }
        }
        return Math.hypot(tx - walker.footX(), tz - walker.footZ()) < ARRIVAL_METRES;
    }

    private static long next(long s) {
        return s * 6364136223846793005L + 1442695040888963407L;
    }

    private static double unit(long s) {
        return (s >>> 11) * 0x1.0p-53;
    }
}
