package dev.loam.scene;

import dev.loam.assets.AssetResolver;
import dev.loam.assets.PlacementInstances;
import dev.loam.model.Model;
import dev.loam.physics.CollisionHit;
import dev.loam.physics.PropCollider;
import dev.loam.physics.PropShape;
import dev.loam.worldgen.Attach;
import dev.loam.worldgen.Chunk;
import dev.loam.worldgen.ChunkPublisher;
import dev.loam.worldgen.Layer;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.Plant;
import dev.loam.worldgen.PlantPart;
import dev.loam.worldgen.ProceduralChunks;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldRules;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A generated world's occupying placements as props that collide, added as {@link ProceduralChunks}
 * publishes their chunks and removed as it disposes of them: a {@link ChunkPublisher} that stands a
 * chunk's placements in its {@link #collider()} and then hands the chunk on to the game's own
 * publisher, and whose disposer takes them away again before running the game's.
 *
 * <p>A placement of a layer that {@code occupies} collides: one that names a mesh as the model's
 * convex hull (through the resolver, quickhull, once a model), at the placement's transform (its
 * position, yaw and scale, tilted to the ground's normal when it is attached to the ground, as
 * {@link PlacementInstances.Placed#matrix()} draws it); a plant as an upright cylinder of its
 * footprint's radius, as tall as its tallest part's model (times the plant's {@code unit} and the
 * placement's scale), its base sunk by the plant's {@code sink}. A plant with no footprint, a plant
 * with no opaque part (foliage cut at alpha, such as ferns and reeds, which a character walks
 * through), a layer that does not occupy (ground cover) and a far cell stand nothing. A chunk published again stands
 * its new placements before its old version's disposer removes the old ones, so nothing a chunk
 * holds is ever missing in between.
 *
 * <p>Use on the game's thread, as {@link ProceduralChunks} calls its publisher. Not thread-safe.
 */
public final class WorldPropColliders implements ChunkPublisher {
    private final WorldGen world;
    private final AssetResolver resolver;
    private final ChunkPublisher next;
    private final PropCollider collider;
    private final Map<String, Boolean> occupies = new HashMap<>();
    private final Map<String, PropShape> hulls = new HashMap<>();
    private final Map<String, Double> plantHeights = new HashMap<>();
    private final Map<String, PropShape> cylinders = new HashMap<>();
    /** The placement each handle standing now stands for. */
    private final Map<Integer, Placement> standing = new HashMap<>();

    private WorldPropColliders(WorldGen world, AssetResolver resolver, ChunkPublisher next) {
        this.world = Objects.requireNonNull(world, "world");
        this.resolver = Objects.requireNonNull(resolver, "resolver");
        this.next = Objects.requireNonNull(next, "next");
        this.collider = new PropCollider("world \"" + world.world() + "\" placements");
        for (Layer l : world.rules().map(WorldRules::layers).orElse(List.of())) {
            occupies.put(l.id(), l.occupies());
        }
    }

    /**
     * A publisher that stands the chunks' occupying placements in a collider and hands each chunk on.
     *
     * @param world    the world streamed: its layers say which occupy, its plants how tall they are
     * @param resolver resolves the placements' meshes and the plants' parts
     * @param next     the game's own publisher, which gets every chunk after it is stood
     * @return the publisher, to pass to {@link ProceduralChunks#builder}
     */
    public static WorldPropColliders of(WorldGen world, AssetResolver resolver, ChunkPublisher next) {
        return new WorldPropColliders(world, resolver, next);
    }

    /** The collider the resident chunks' placements stand in: add it to the game's collision world. */
    public PropCollider collider() {
        return collider;
    }

    /**
     * The placement a ray or a sweep met ({@link dev.loam.physics.CollisionWorld#raycast}): what a
     * game asks to know which tree a player's axe struck.
     *
     * @param hit a cast's result
     * @return the placement standing where the hit met this collider, or empty when the hit met
     *     nothing or another collider
     */
    public Optional<Placement> placementOf(CollisionHit hit) {
        Objects.requireNonNull(hit, "hit");
        if (hit.collider() != collider) {
            return Optional.empty();
        }
        return Optional.ofNullable(standing.get(hit.column()));
    }

    /**
     * Stands the chunk's occupying placements, then publishes it to the game's publisher.
     *
     * @return a disposer that removes them and runs the game's disposer
     * @throws dev.loam.assets.AssetException naming the placement's mesh or plant part that does not resolve
     * @throws IllegalArgumentException naming a mesh whose points hold no solid
     */
    @Override
    public Runnable publish(Chunk chunk) {
        int[] handles = stand(chunk);
        Runnable inner = next.publish(chunk);
        return () -> {
            for (int h : handles) {
                standing.remove(h);
                collider.remove(h);
            }
            if (inner != null) {
                inner.run();
            }
        };
    }

    private int[] stand(Chunk chunk) {
        if (chunk.layer().startsWith(ProceduralChunks.FAR_PREFIX) || !occupies.getOrDefault(chunk.layer(), false)) {
            return new int[0];
        }
        List<Placement> list = chunk.placements();
        int[] out = new int[list.size()];
        int n = 0;
        for (Placement p : list) {
            int h = stand(p);
            if (h >= 0) {
                standing.put(h, p);
                out[n++] = h;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** Stands one placement; returns its handle, or −1 for one that stands nothing. */
    private int stand(Placement p) {
        if (!p.mesh().isEmpty()) {
            String askedBy = "placement " + p.id() + " mesh";
            PropShape shape = hulls.get(p.mesh());
            if (shape == null) {
                shape = SceneProps.hull(resolver.model(p.mesh(), askedBy), askedBy);
                hulls.put(p.mesh(), shape);
            }
            boolean ground = p.attach() == Attach.GROUND && p.normalY() > 0;
            PlacementInstances.Placed placed = new PlacementInstances.Placed(p.id(),
                    List.of(PlacementInstances.Part.of(p.mesh(), askedBy)), p.x(), p.y(), p.z(), p.yaw(), p.scale(),
                    ground ? p.normalX() : 0, ground ? p.normalY() : 1, ground ? p.normalZ() : 0);
            return collider.add(shape, placed.matrix(), 0);
        }
        if (p.plant().isEmpty() || !(p.footprint() > 0)) {
            return -1;
        }
        Plant plant = world.rules().get().plants().get(p.plant());
        if (plant == null || !solid(plant)) {
            return -1;
        }
        double height = plantHeight(plant) * plant.unit() * p.scale();
        if (!(height > 0)) {
            return -1;
        }
        String key = p.footprint() + ":" + height;
        PropShape shape = cylinders.get(key);
        if (shape == null) {
            shape = PropShape.cylinder("plant " + plant.id() + " trunk", p.footprint(), height);
            cylinders.put(key, shape);
        }
        // The yaw turns from +x toward +z (a world plan's sense): the other way from a prop's.
        return collider.add(shape, p.x(), p.y() - plant.sink(), p.z(), -p.yaw(), 1);
    }

    /**
     * Whether a plant has a solid part: one drawn opaque (a trunk). A plant drawn only as foliage
     * cut at alpha (ferns, reeds, grass) is walked through, as a player expects, not stood on.
     */
    static boolean solid(Plant plant) {
        for (PlantPart part : plant.parts()) {
            if (part.opaque()) {
                return true;
            }
        }
        return false;
    }

    /** The height of a plant's tallest part's model over its base, in mesh units. */
    private double plantHeight(Plant plant) {
        Double h = plantHeights.get(plant.id());
        if (h == null) {
            double top = 0;
            List<PlantPart> parts = plant.parts();
            for (int i = 0; i < parts.size(); i++) {
                Model m = resolver.model(parts.get(i).mesh(), "plants." + plant.id() + ".parts[" + i + "].mesh");
                top = Math.max(top, m.bounds().maxY());
            }
            h = top;
            plantHeights.put(plant.id(), h);
        }
        return h;
    }

    @Override
    public String toString() {
        return "WorldPropColliders[" + collider.propCount() + " placements standing]";
    }
}
