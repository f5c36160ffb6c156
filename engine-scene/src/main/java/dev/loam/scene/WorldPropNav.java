package dev.loam.scene;

import dev.loam.assets.AssetResolver;
import dev.loam.model.Bounds;
import dev.loam.model.Model;
import dev.loam.nav.NavObstacle;
import dev.loam.nav.TerrainNavMesh;
import dev.loam.worldgen.Attach;
import dev.loam.worldgen.Chunk;
import dev.loam.worldgen.ChunkPublisher;
import dev.loam.worldgen.Layer;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.ProceduralChunks;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A generated world's occupying placements as obstacles of a {@link TerrainNavMesh}, stood as
 * {@link ProceduralChunks} publishes their chunks and taken away as it disposes of them: the
 * navmesh's counterpart of {@link WorldPropColliders}, a {@link ChunkPublisher} with the same
 * lifecycle that stands a chunk's footprints on the mesh all at once
 * ({@link TerrainNavMesh#addObstacles}, re-baking only the triangles within the agent's clearance
 * of them and re-merging each tile they reach once) and then hands the chunk on to the next
 * publisher, whose disposer takes them off again before running the next one's. Chain the two,
 * {@code WorldPropColliders.of(world, resolver, WorldPropNav.of(world, resolver, mesh, game))}, and
 * what collides is what paths go round.
 *
 * <p>What a placement of a layer that {@code occupies} keeps the walker off, a circle about its
 * position:
 * <ul>
 * <li>a placement that names a mesh: the model's whole spread across the ground
 * ({@link Model#canopyRadius()}, the farthest vertex from its axis, so the circle holds the convex
 * hull the collider stands) times the placement's scale; tilted to the ground's normal where it is
 * attached to the ground, widened by the model's height times the sine of the tilt;</li>
 * <li>a plant named in the world's rules: its footprint's radius, the collider's trunk.</li>
 * </ul>
 * A plant with no footprint, a layer that does not occupy (ground cover), a far cell, and a
 * footprint that does not come within the agent's clearance of the mesh's terrain
 * ({@link TerrainNavMesh#reaches}) stand nothing. A chunk published again stands its new placements
 * before its old version's disposer takes the old ones away.
 *
 * <p>Use on the game's thread, as {@link ProceduralChunks} calls its publisher, the mesh edited by
 * no other thread meanwhile. Not thread-safe.
 */
public final class WorldPropNav implements ChunkPublisher {
    private final WorldGen world;
    private final AssetResolver resolver;
    private final TerrainNavMesh mesh;
    private final ChunkPublisher next;
    private final Map<String, Boolean> occupies = new HashMap<>();
    /** A mesh's spread across the ground and its most height above or below its base, mesh units. */
    private final Map<String, double[]> spreads = new HashMap<>();
    private int standing;

    private WorldPropNav(WorldGen world, AssetResolver resolver, TerrainNavMesh mesh, ChunkPublisher next) {
        this.world = Objects.requireNonNull(world, "world");
        this.resolver = Objects.requireNonNull(resolver, "resolver");
        this.mesh = Objects.requireNonNull(mesh, "mesh");
        this.next = Objects.requireNonNull(next, "next");
        for (Layer l : world.rules().map(WorldRules::layers).orElse(List.of())) {
            occupies.put(l.id(), l.occupies());
        }
    }

    /**
     * A publisher that stands the chunks' occupying placements on a navmesh and hands each chunk on.
     *
     * @param world    the world streamed: its layers say which occupy, its rules which plants there are
     * @param resolver resolves the placements' meshes, for their spread
     * @param mesh     the navmesh of the terrain the world is laid over ({@link WorldTerrain#over})
     * @param next     the next publisher ({@link WorldPropColliders}, or the game's own), which gets every chunk after its
     *                 footprints stand
     * @return the publisher, to pass to {@link ProceduralChunks#builder} or to chain
     */
    public static WorldPropNav of(WorldGen world, AssetResolver resolver, TerrainNavMesh mesh, ChunkPublisher next) {
        return new WorldPropNav(world, resolver, mesh, next);
    }

    /** The navmesh the resident chunks' footprints stand on. */
    public TerrainNavMesh mesh() {
        return mesh;
    }

    /** How many footprints of resident chunks stand on the mesh now. */
    public int standing() {
        return standing;
    }

    /**
     * Stands the chunk's footprints on the mesh, then publishes it to the next publisher.
     *
     * @return a disposer that takes them off and runs the next one's disposer
     * @throws dev.loam.assets.AssetException naming the placement's mesh that does not resolve
     */
    @Override
    public Runnable publish(Chunk chunk) {
        List<NavObstacle> footprints = footprints(chunk);
        int[] ids = footprints.isEmpty() ? new int[0] : mesh.addObstacles(footprints);
        standing += ids.length;
        Runnable inner = next.publish(chunk);
        return () -> {
            if (ids.length > 0) {
                standing -= mesh.removeObstacles(ids);
            }
            if (inner != null) {
                inner.run();
            }
        };
    }

    /**
     * The footprints a chunk stands on the mesh, in the order of its placements: what
     * {@link #publish} adds, for a game (or a test) that bakes a fresh mesh with them.
     *
     * @throws dev.loam.assets.AssetException naming the placement's mesh that does not resolve
     */
    public List<NavObstacle> footprints(Chunk chunk) {
        if (chunk.layer().startsWith(ProceduralChunks.FAR_PREFIX) || !occupies.getOrDefault(chunk.layer(), false)) {
            return List.of();
        }
        List<NavObstacle> out = new ArrayList<>();
        for (Placement p : chunk.placements()) {
            double r = radius(p);
            if (r > 0) {
                NavObstacle o = NavObstacle.circle(p.x(), p.z(), r);
                if (mesh.reaches(o)) {
                    out.add(o);
                }
            }
        }
        return out;
    }

    /** The radius a placement keeps the walker off, 0 for one that stands nothing. */
    private double radius(Placement p) {
        if (!p.mesh().isEmpty()) {
            double[] s = spreads.get(p.mesh());
            if (s == null) {
                Model m = resolver.model(p.mesh(), "placement " + p.id() + " mesh");
                Bounds b = m.bounds();
                double tall = b.isEmpty() ? 0 : Math.max(Math.abs(b.minY()), Math.abs(b.maxY()));
                s = new double[] {m.canopyRadius(), tall};
                spreads.put(p.mesh(), s);
            }
            double r = s[0];
            if (p.attach() == Attach.GROUND && p.normalY() > 0) {
                double len = Math.sqrt(p.normalX() * p.normalX() + p.normalY() * p.normalY() + p.normalZ() * p.normalZ());
                double uy = Math.min(1, p.normalY() / len);
                r += s[1] * Math.sqrt(Math.max(0, 1 - uy * uy));
            }
            return r * p.scale();
        }
        if (p.plant().isEmpty() || !(p.footprint() > 0) || !world.rules().get().plants().containsKey(p.plant())) {
            return 0;
        }
        return p.footprint();
    }

    @Override
    public String toString() {
        return "WorldPropNav[" + standing + " footprints standing on " + mesh + "]";
    }
}
