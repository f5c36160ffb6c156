package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.AssetResolver;
import dev.loam.core.AgentSettings;
import dev.loam.nav.NavObstacle;
import dev.loam.nav.NavPath;
import dev.loam.nav.TerrainNavMesh;
import dev.loam.nav.TerrainPathQuery;
import dev.loam.physics.CollisionHit;
import dev.loam.physics.CollisionWorld;
import dev.loam.physics.PropShape;
import dev.loam.terrain.Terrain;
import dev.loam.worldgen.Chunk;
import dev.loam.worldgen.HeightSource;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.ProceduralChunks;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldRules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A generated world's occupying placements stand on the terrain navmesh as their chunks stream in,
 * re-merging only the tiles they reach, paths go round them, and the ground is walkable again once
 * they stream out: each time the same mesh as a fresh bake with the footprints standing.
 */
class WorldPropNavTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    /** The terrain under the world: 512 m a side about the origin, a vertex every 2 m (16 × 16 tiles). */
    private static final double X0 = -256, SIZE = 512, CELL = 2;
    /** How far in a plant's prism's sides lie, as a fraction of its corners' radius. */
    private static final double PRISM = Math.cos(Math.PI / PropShape.CYLINDER_SIDES);

    /** The example's wilds, each layer drawn to 250 m in chunks of 128 m, over rolling hills. */
    private static WorldGen wilds() throws Exception {
        String json = Pattern.compile("\"(drawDistance|chunkSize)\": (\\d+)")
                .matcher(Files.readString(Path.of("../examples/src/main/resources/dev/loam/examples/worlds/wilds.json")))
                .replaceAll(m -> "\"" + m.group(1) + "\": "
                        + Math.min(Integer.parseInt(m.group(2)), m.group(1).equals("chunkSize") ? 128 : 250));
        return WorldGen.builder(WorldRules.fromJson(json)).seed(4).surface(HeightSource.rolling(7, -20, 90, 900))
                .seaLevel(0).build();
    }

    /** The tiles of the mesh holding a cell within the clearance of a footprint or next to one, as b * tilesX + a. */
    private static TreeSet<Integer> tilesReached(Terrain terrain, List<NavObstacle> footprints) {
        double c = AGENT.clearanceRadiusMetres(), cs = terrain.cellSize();
        int cellsX = terrain.resolutionX() - 1, cellsZ = terrain.resolutionZ() - 1, m = TerrainNavMesh.MERGE_CELLS;
        int tilesX = (cellsX + m - 1) / m;
        TreeSet<Integer> tiles = new TreeSet<>();
        for (NavObstacle o : footprints) {
            int i0 = (int) Math.max(0, Math.floor((o.minX() - c - terrain.originX()) / cs) - 1);
            int i1 = (int) Math.min(cellsX - 1, Math.floor((o.maxX() + c - terrain.originX()) / cs) + 1);
            int j0 = (int) Math.max(0, Math.floor((o.minZ() - c - terrain.originZ()) / cs) - 1);
            int j1 = (int) Math.min(cellsZ - 1, Math.floor((o.maxZ() + c - terrain.originZ()) / cs) + 1);
            for (int j = j0; j <= j1; j++) {
                for (int i = i0; i <= i1; i++) {
                    tiles.add(j / m * tilesX + i / m);
                }
            }
        }
        return tiles;
    }

    /** The least distance across (x, z) from a path, sampled every 5 cm or closer, to a circle's rim. */
    private static double leastDistance(NavPath path, NavObstacle o) {
        double least = Double.POSITIVE_INFINITY;
        for (int k = 0; k + 1 < path.pointCount(); k++) {
            double ax = path.x(k), az = path.z(k), bx = path.x(k + 1), bz = path.z(k + 1);
            int steps = 1 + (int) (Math.hypot(bx - ax, bz - az) / 0.05);
            for (int s = 0; s <= steps; s++) {
                double x = ax + (bx - ax) * s / steps, z = az + (bz - az) * s / steps;
                least = Math.min(least, Math.hypot(x - o.x(), z - o.z()) - o.halfX());
            }
        }
        return least;
    }

    private static boolean occupies(Chunk c, Placement p) {
        return !c.layer().equals("cover") && !c.layer().startsWith(ProceduralChunks.FAR_PREFIX)
                && (!p.mesh().isEmpty() || p.footprint() > 0);
    }

    @Test
    void streamedPropsAreGoneRoundWhileResidentAndTheGroundIsWalkableAgainWhenTheyGo() throws Exception {
        WorldGen hills = wilds();
        Terrain terrain = WorldTerrain.sample(hills, X0, X0, SIZE, CELL);
        WorldGen world = WorldTerrain.over(hills, terrain);
        TerrainNavMesh bare = TerrainNavMesh.bake(terrain, AGENT);
        TerrainNavMesh mesh = TerrainNavMesh.bake(terrain, AGENT);
        assertEquals(256, mesh.tileCount());
        Map<String, Chunk> resident = new HashMap<>();
        List<String> tooMany = new ArrayList<>();
        int[] published = new int[1];
        WorldPropNav[] navs = new WorldPropNav[1];
        WorldPropNav nav = WorldPropNav.of(world, AssetResolver.defaults(), mesh, chunk -> {
            // Called just after the chunk's footprints stood: only the tiles they reach were re-merged.
            List<NavObstacle> footprints = navs[0].footprints(chunk);
            if (!footprints.isEmpty()) {
                published[0]++;
                int reached = tilesReached(terrain, footprints).size();
                if (mesh.lastRebuiltTiles() != reached || reached >= mesh.tileCount() / 2) {
                    tooMany.add(chunk + ": " + mesh.lastRebuiltTiles() + " tiles re-merged, " + reached + " reached");
                }
            }
            String key = chunk.layer() + chunk.cx() + "," + chunk.cz();
            resident.put(key, chunk);
            return () -> resident.remove(key, chunk);
        });
        navs[0] = nav;
        WorldPropColliders colliders = WorldPropColliders.of(world, AssetResolver.defaults(), nav);
        try (ProceduralChunks stream = ProceduralChunks.builder(world, colliders).build()) {
            stream.setSource("player", 0, 0);
            for (int k = 0; k < 400 && (k == 0 || stream.stats().queued() > 0); k++) {
                stream.update(50_000_000L);
            }
            assertTrue(tooMany.isEmpty(), String.join("\n", tooMany));
            assertTrue(published[0] > 4, "chunks with props on the mesh: " + published[0]);
            List<NavObstacle> standing = new ArrayList<>();
            List<Placement> inside = new ArrayList<>();
            for (Chunk c : resident.values()) {
                standing.addAll(nav.footprints(c));
                for (Placement p : c.placements()) {
                    if (occupies(c, p) && Math.abs(p.x()) < 250 && Math.abs(p.z()) < 250) {
                        inside.add(p);
                    }
                }
            }
            assertEquals(standing.size(), nav.standing());
            assertEquals(standing.size(), mesh.obstacleCount());
            assertTrue(inside.size() > 50, "trees, rocks and huts on the terrain: " + inside.size());
            for (Placement p : inside) {
                assertFalse(mesh.isWalkableAt(p.x(), p.z()), "under " + p.id());
            }
            assertTrue(mesh.sameAs(TerrainNavMesh.builder(terrain, AGENT).obstacles(standing).build()),
                    "the streamed mesh is the one baked with the resident footprints");
            // What collides stands within a footprint: rays down round each mesh placement meet a
            // prop only inside one.
            CollisionWorld collisions = new CollisionWorld().add(colliders.collider());
            CollisionHit hit = new CollisionHit();
            int met = 0;
            for (Placement p : inside) {
                if (p.mesh().isEmpty()) {
                    continue;
                }
                for (double dz = -6; dz <= 6; dz += 0.25) {
                    for (double dx = -6; dx <= 6; dx += 0.25) {
                        double x = p.x() + dx, z = p.z() + dz;
                        if (!collisions.raycast(x, p.y() + 200, z, 0, -1, 0, 400, hit)) {
                            continue;
                        }
                        met++;
                        // A plant stands as a prism of PropShape.CYLINDER_SIDES sides round its footprint's
                        // circle, its corners that much further out (a log in the wood lies by the trees).
                        boolean within = false;
                        for (NavObstacle o : standing) {
                            within |= Math.hypot(x - o.x(), z - o.z()) <= o.halfX() / PRISM + 0.02;
                        }
                        assertTrue(within, "a ray at (" + x + ", " + z + ") met " + hit + " outside every footprint");
                    }
                }
            }
            assertTrue(met > 100, "rays met the rocks and huts: " + met);
            // Paths across the terrain every way keep the agent's radius off every footprint.
            TerrainPathQuery query = new TerrainPathQuery(mesh);
            NavPath path = new NavPath();
            int complete = 0, bent = 0;
            for (int k = 0; k < 12; k++) {
                double a = k * Math.PI / 12, sx = -230 * Math.cos(a), sz = -230 * Math.sin(a) + 20;
                if (query.find(sx, 0, sz, -sx, 0, -sz + 40, path) != NavPath.Status.COMPLETE) {
                    continue;
                }
                complete++;
                boolean crossed = false;
                for (NavObstacle o : standing) {
                    double d = leastDistance(path, o);
                    assertTrue(d >= AGENT.radiusMetres() - 1e-6, "path " + k + " passes " + d + " m from " + o);
                    crossed |= segmentMeets(sx, sz, -sx, -sz + 40, o);
                }
                bent += crossed ? 1 : 0;
            }
            assertTrue(complete >= 6, "complete paths: " + complete);
            assertTrue(bent >= 3, "paths whose straight line a prop stood on, gone round: " + bent);
            // Gone far away: the chunks stream out and the ground under their props is walkable again.
            stream.setSource("player", 60_000, 60_000);
            for (int k = 0; k < 400 && nav.standing() > 0; k++) {
                stream.update(50_000_000L);
            }
            assertEquals(0, nav.standing());
            assertEquals(0, mesh.obstacleCount());
            assertTrue(mesh.sameAs(bare), "with the chunks gone the mesh is the bare terrain's");
            int open = 0;
            for (Placement p : inside) {
                if (bare.isWalkableAt(p.x(), p.z())) {
                    assertTrue(mesh.isWalkableAt(p.x(), p.z()), "where " + p.id() + " stood");
                    open++;
                }
            }
            assertTrue(open > inside.size() / 2, "ground walkable again: " + open + " of " + inside.size());
        }
    }

    /** Whether the segment from (ax, az) to (bx, bz) passes through a circle. */
    private static boolean segmentMeets(double ax, double az, double bx, double bz, NavObstacle o) {
        double dx = bx - ax, dz = bz - az, len2 = dx * dx + dz * dz;
        double t = Math.max(0, Math.min(1, ((o.x() - ax) * dx + (o.z() - az) * dz) / len2));
        return Math.hypot(ax + t * dx - o.x(), az + t * dz - o.z()) < o.halfX();
    }
}
