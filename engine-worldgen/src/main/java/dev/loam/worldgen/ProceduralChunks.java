package dev.loam.worldgen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;

/**
 * Streams a {@link WorldGen}: each layer is published in chunks of its {@code chunkSize} around
 * one or more sources (a camera, players) out to its {@code drawDistance}, and released beyond
 * its unload radius ({@code drawDistance} plus a margin, one chunk by default), so the number of
 * resident chunks is bounded however far the sources travel. Nothing is drawn: each chunk reaches
 * the game's {@link ChunkPublisher}, which turns it into entities or meshes.
 *
 * <p>{@link #update(long)} does the work of one frame within a budget: nearest chunks first (by
 * the distance from the nearest source to the chunk's centre), one piece at a time, and the
 * publishes those pieces bring at the frame's end. The first piece of a frame always runs; each
 * next one starts only if the time spent so far plus what it is expected to cost fits the budget:
 * a piece of its layer (the running mean of that layer's measured pieces plus three deviations),
 * the publish it brings, and the publishes already due this frame. A publish is expected to cost
 * what its layer's publishes cost by their size (a line fitted to the last ten or so, plus three
 * deviations; see {@code PublishCost}), since a dense chunk's publish (the game's upload) can cost
 * many times its pieces. At the frame's end each due publish runs if it is still expected to fit,
 * or if it already waited a frame; one that no estimate saw coming (a piece that held many more
 * placements than its layer's) waits for the next frame, whose pieces count it. So a frame
 * overruns its budget only by what its work costs beyond the estimates, or by a frame's single
 * first piece and its publish. A fresh stream, which has not yet timed publishes of two sizes, does
 * one piece a frame. A piece works out at
 * most {@code maxCellsPerPiece} cells of one layer (at least one row of the chunk's own cells): a
 * chunk of a layer whose cells look at earlier occupying layers' (a finer layer avoiding a coarser
 * one's footprints) starts with warm-up pieces that work out, a bounded block at a time, the
 * earlier layers' cells its own cells can look at, then runs of its own cell rows. A chunk
 * appears after its first piece (empty while it warms up) and fills in over the next frames,
 * published again each time it has at least doubled since its last publish (so its fill-ins
 * upload it at most about twice over in all) until it is complete.
 *
 * <p>When zones change, only the chunks the change can reach are generated again (see {@link
 * ZoneReach}), and of those only the ones whose placements came out different are published
 * again; when diffs change, only the chunks whose placements come out different are published
 * again. Each chunk's old version stays published until its new version replaces it.
 * A world whose status fails publishes nothing and releases what it had; the layers are read when
 * the streaming is built, so a world that fails then streams nothing until it is built again.
 *
 * <p>A chunk's content depends only on the seed, world name, rules, version, zones, diffs and its
 * position, and equals {@link WorldPlan#placementsIn} for its square and layer. With an {@link
 * Executor}, chunks are generated there whole and handed over on the game's thread in {@code
 * update}; without, they are generated inline within the budget. Use on the game's thread;
 * zones and diffs may change from any thread and are taken up in the next update.
 *
 * <p><b>Far versions</b> ({@link Builder#farVersions(boolean)}, off by default). The spec draws a
 * plant's {@code far} version (crossed cards, or its cheaper mesh) from its {@code drawDistance}
 * out to its {@code farDistance}, and a member's own {@code far} beyond its layer's {@code
 * lodDistance}, as "a separate layer, laid out as far as the farthest of them". With far versions
 * on, each layer with a member that has a far version (its plant's {@code far}, or its own) gets
 * one more lane of <em>far cells</em>, published as chunks whose {@link Chunk#layer()} is {@code
 * "far:" + layerId}:
 * <ul>
 * <li>a far cell is a whole number of the layer's chunks wide, from one to eight: the shortest
 *     display distance among the layer's far versions (where a far version starts to show: a
 *     plant's {@code drawDistance}, or the layer's {@code lodDistance} for a member's own {@code
 *     far}), rounded down to whole chunks, so a far cell's edges lie on the layer's chunk edges and
 *     a cell is never wider than the nearest ring where far versions show ("whose width is set by
 *     the shortest display distance among all far versions (at most eight chunks)");</li>
 * <li>far cells are wanted out to the farthest of those far versions' reach (a plant's {@code
 *     farDistance}; the layer's {@code drawDistance} for a member's own {@code far}, which says no
 *     distance of its own), and released beyond that plus the unload margin (one far cell by
 *     default);</li>
 * <li>a far cell holds exactly {@link WorldPlan#farPlacementsIn} over its square, of only the
 *     members that have a far version, in that order, split into objects and decor as near chunks
 *     are. Its objects are the far pictures of interactive placements, not the placements' own
 *     entities: {@link #objectOf} does not find them.</li>
 * </ul>
 * Far cells are worked out in pieces, regenerated when zones or the rules change (within the
 * layer's own zone margin) and republished when diffs change what they show, as near chunks are;
 * their content depends only on the seed, world name, rules, version, zones, diffs and position.
 * A far cell overlaps the near chunks of its layer: which of the two the game draws at a distance
 * is the game's choice (the spec: far versions show "when the camera is farther away than their
 * kind's own draw distance").
 */
public final class ProceduralChunks implements AutoCloseable {
    /** The prefix of a far cell's {@link Chunk#layer()}: {@code "far:" + layerId}. */
    public static final String FAR_PREFIX = "far:";

    private final WorldGen world;
    private final StreamCore core;
    /** The far lanes, after the layers' own lanes (empty when far versions are off). */
    private final List<FarLane> farLanes;
    /** The number of the layers' own lanes: far lane {@code k} is core lane {@code nearLanes + k}. */
    private final int nearLanes;
    /**
     * Every interactive object published now, by its placement's id, with the publication it came
     * in: a chunk's new version is published before its old one is disposed of, so the old one's
     * disposal removes only the entries it still owns.
     */
    private final Map<String, Published> objects = new HashMap<>();

    /** An object and the chunk publication that holds it. */
    private record Published(PlacedObject object, Object publication) {
    }

    private ProceduralChunks(Builder b) {
        this.world = b.world;
        WorldStatus st = world.status();
        List<Layer> layers = st.ok() ? world.rules().get().layers() : List.of();
        this.farLanes = st.ok() && b.farVersions ? FarLane.of(world.rules().get()) : List.of();
        this.nearLanes = layers.size();
        StreamCore.Lane[] lanes = new StreamCore.Lane[layers.size() + farLanes.size()];
        for (int l = 0; l < layers.size(); l++) {
            Layer layer = layers.get(l);
            lanes[l] = b.options.lane(layer.chunkSize(), layer.drawDistance());
        }
        for (int k = 0; k < farLanes.size(); k++) {
            FarLane f = farLanes.get(k);
            lanes[nearLanes + k] = b.options.lane(f.cellSize(), f.reach());
        }
        this.core = b.options.core(world, lanes, new LayerMaker(layers, farLanes, b.publisher,
                b.options.maxCellsPerPiece(), objects));
    }

    /**
     * Starts streaming a world.
     *
     * @param world the world
     * @param publisher where chunks go
     * @return a builder
     */
    public static Builder builder(WorldGen world, ChunkPublisher publisher) {
        return new Builder(world, publisher);
    }

    /**
     * Places or moves a streaming source.
     *
     * @param name the source's name, such as {@code camera} or a player's id
     * @param x world units
     * @param z world units
     * @throws WorldRulesException (path {@code sources.<name>}) for a position that is not finite
     */
    public void setSource(String name, double x, double z) {
        core.setSource(name, x, z);
    }

    /**
     * Removes a streaming source; chunks only it wanted are released in the next update.
     *
     * @param name the source's name
     * @return whether there was such a source
     */
    public boolean removeSource(String name) {
        return core.removeSource(name);
    }

    /**
     * One frame of streaming: takes up zone and diff changes, hands over chunks the executor
     * finished, releases chunks beyond the unload radius, and generates the nearest queued chunks
     * while the budget lasts: the first piece of work always, then each next piece only if the
     * time spent so far plus the running estimate of a piece of its layer fits the budget (see
     * the class's comment). Publish and dispose callbacks run inside, on this thread.
     *
     * @param budgetNanos the time this frame may spend, nanoseconds; 0 or less generates nothing
     * @throws RuntimeException what generation threw on the executor, rethrown here
     */
    public void update(long budgetNanos) {
        core.update(budgetNanos);
    }

    /** @return the overlay's statistics, updated in place by each update (the same object) */
    public StreamStats stats() {
        return core.stats();
    }

    /** @return the world's status as of the last update: a failed world publishes nothing */
    public WorldStatus status() {
        return core.status();
    }

    /** @return the world streamed */
    public WorldGen world() {
        return world;
    }

    /**
     * What is published now for a chunk, or for a far cell.
     *
     * @param layer the layer's id, or {@code "far:" + layerId} for a far cell
     * @param cx the chunk's (or far cell's) x index
     * @param cz the chunk's (or far cell's) z index
     * @return its placements as published, or null when it is not resident
     */
    public List<Placement> published(String layer, int cx, int cz) {
        List<Layer> layers = world.rules().map(WorldRules::layers).orElse(List.of());
        for (int l = 0; l < layers.size(); l++) {
            if (layers.get(l).id().equals(layer)) {
                return core.shown(l, cx, cz);
            }
        }
        for (int k = 0; k < farLanes.size(); k++) {
            if (farLanes.get(k).chunkLayer().equals(layer)) {
                return core.shown(nearLanes + k, cx, cz);
            }
        }
        return null;
    }

    /**
     * The side of a layer's far cells, world units, when far versions are on and the layer has
     * any (see the class's comment): a far cell {@code (cx, cz)} is the square from {@code (cx ×
     * side, cz × side)}.
     *
     * @param layer the layer's id
     * @return the side, or empty when the layer streams no far cells
     */
    public OptionalDouble farCellSize(String layer) {
        for (FarLane f : farLanes) {
            if (f.layerId().equals(layer)) {
                return OptionalDouble.of(f.cellSize());
            }
        }
        return OptionalDouble.empty();
    }

    /**
     * The interactive object a placement is published as now, as the spec's {@code objectOf(id)}
     * finds a placement's entity: the game keys its own entities by the same id.
     *
     * @param id a placement's id ({@link Placement#id()})
     * @return the object in the chunk published now, or empty when no resident chunk publishes it
     *     (not loaded, decor, or removed by a diff)
     */
    public Optional<PlacedObject> objectOf(String id) {
        Published p = objects.get(Objects.requireNonNull(id, "id"));
        return p == null ? Optional.empty() : Optional.of(p.object());
    }

    /** Releases every chunk (their disposers run) and stops listening to the diffs. */
    @Override
    public void close() {
        core.close();
    }

    /** Builds {@link ProceduralChunks}. */
    public static final class Builder {
        private final WorldGen world;
        private final ChunkPublisher publisher;
        private final StreamOptions options = new StreamOptions(32);
        private boolean farVersions;

        private Builder(WorldGen world, ChunkPublisher publisher) {
            this.world = Objects.requireNonNull(world, "world");
            this.publisher = Objects.requireNonNull(publisher, "publisher");
        }

        /**
         * Generates on the game's executor; results are handed over in {@code update}.
         *
         * @param e the executor (the game owns its threads)
         * @param maxInFlight the most chunks on the executor at once, at least 1
         * @return this
         */
        public Builder executor(Executor e, int maxInFlight) {
            options.executor(e, maxInFlight);
            return this;
        }

        /**
         * @param units how far beyond its draw distance a chunk stays resident, world units (one
         *     chunk size by default); 0 or more
         * @return this
         */
        public Builder unloadMargin(double units) {
            options.unloadMargin(units);
            return this;
        }

        /**
         * @param cells the most layer cells one piece of work plans (32 by default); a chunk
         *     with more is split into runs of rows, and the earlier layers' cells it looks at are
         *     worked out ahead in blocks of at most this many
         * @return this
         */
        public Builder maxCellsPerPiece(int cells) {
            options.maxCellsPerPiece(cells);
            return this;
        }

        /**
         * Whether to stream far versions too: for each layer with far versions, far cells
         * published as chunks of layer {@code "far:" + layerId} out to the farthest
         * {@code farDistance} (see the class's comment). Off by default: far cells reach several
         * times farther than the layers' draw distances and cost that much more planning, which
         * only a game that draws far versions should pay; a game that draws them turns this on.
         *
         * @param on whether to stream far cells
         * @return this
         */
        public Builder farVersions(boolean on) {
            this.farVersions = on;
            return this;
        }

        Builder clock(LongSupplier c) {
            options.clock(c);
            return this;
        }

        /** @return the streaming, with no source yet */
        public ProceduralChunks build() {
            return new ProceduralChunks(this);
        }
    }

    /**
     * A layer's far lane: which layer, how wide its cells are, how far they are wanted, and which
     * members have a far version.
     *
     * @param layer the layer's index in the rules
     * @param layerId the layer's id
     * @param cellSize the side of a far cell, world units: one to eight of the layer's chunks
     * @param reach far cells within this distance of a source are wanted, world units
     * @param members by recipe id, the ids of its anchor and members that have a far version
     */
    private record FarLane(int layer, String layerId, double cellSize, double reach,
            Map<String, Set<String>> members) {

        /** @return the layer of the chunks it publishes: {@code "far:" + layerId} */
        String chunkLayer() {
            return FAR_PREFIX + layerId;
        }

        /** Whether a placement is of a member with a far version. */
        boolean hasFar(Placement p) {
            Set<String> m = members.get(p.recipe());
            return m != null && m.contains(p.member());
        }

        /** The far lanes of the rules' layers that have any far version, in the layers' order. */
        static List<FarLane> of(WorldRules rules) {
            List<FarLane> out = new ArrayList<>();
            List<Layer> layers = rules.layers();
            for (int l = 0; l < layers.size(); l++) {
                FarLane f = of(rules, l, layers.get(l));
                if (f != null) {
                    out.add(f);
                }
            }
            return List.copyOf(out);
        }

        /**
         * The far lane of a layer, or null when none of the recipes its biomes place on it has a
         * member with a far version. A plant's far version shows from its {@code drawDistance}
         * to its {@code farDistance}; a member's own one from the layer's {@code lodDistance} to
         * its {@code drawDistance}. The cell is the shortest start in whole chunks (1 to 8), the
         * reach the farthest end.
         */
        private static FarLane of(WorldRules rules, int l, Layer layer) {
            Set<String> recipes = new HashSet<>();
            for (Biome b : rules.biomes()) {
                for (BiomeRecipe r : b.recipes()) {
                    if (r.layer().equals(layer.id())) {
                        recipes.add(r.recipe());
                    }
                }
            }
            double shortest = Double.POSITIVE_INFINITY;
            double farthest = 0;
            Map<String, Set<String>> members = new HashMap<>();
            for (Recipe recipe : rules.recipes()) {
                if (!recipes.contains(recipe.id())) {
                    continue;
                }
                List<Member> all = new ArrayList<>(recipe.members().size() + 1);
                all.add(recipe.anchor());
                all.addAll(recipe.members());
                for (Member m : all) {
                    boolean far = false;
                    Plant plant = m.plant().map(rules.plants()::get).orElse(null);
                    if (plant != null && !plant.far().isEmpty()) {
                        shortest = Math.min(shortest, plant.drawDistance());
                        farthest = Math.max(farthest, plant.farDistance());
                        far = true;
                    }
                    if (m.far().isPresent()) {
                        shortest = Math.min(shortest, layer.lodDistance());
                        farthest = Math.max(farthest, layer.drawDistance());
                        far = true;
                    }
                    if (far) {
                        members.computeIfAbsent(recipe.id(), k -> new HashSet<>()).add(m.id());
                    }
                }
            }
            if (members.isEmpty()) {
                return null;
            }
            double chunks = Math.max(1, Math.min(8, Math.floor(shortest / layer.chunkSize())));
            Map<String, Set<String>> frozen = new HashMap<>();
            members.forEach((k, v) -> frozen.put(k, Set.copyOf(v)));
            return new FarLane(l, layer.id(), chunks * layer.chunkSize(), farthest, Map.copyOf(frozen));
        }
    }

    /**
     * Chunks of one layer each, split into runs of cell rows; after the layers' lanes, far cells
     * of one layer each, split the same way over the layer's far grid.
     */
    private static final class LayerMaker implements StreamCore.Maker {
        private final List<Layer> layers;
        private final List<FarLane> far;
        private final ChunkPublisher publisher;
        private final int maxCells;
        private final Map<String, Published> objects;

        LayerMaker(List<Layer> layers, List<FarLane> far, ChunkPublisher publisher, int maxCells,
                Map<String, Published> objects) {
            this.layers = layers;
            this.far = far;
            this.publisher = publisher;
            this.maxCells = maxCells;
            this.objects = objects;
        }

        /** The far lane of a core lane, or null for a layer's own lane. */
        private FarLane farLane(int lane) {
            return lane < layers.size() ? null : far.get(lane - layers.size());
        }

        @Override
        public int pieces(WorldPlan plan, int lane, int cx, int cz) {
            FarLane f = farLane(lane);
            if (f != null) {
                return Rows.pieces(plan, f.layer(), f.cellSize(), cx, cz, maxCells, layers.get(f.layer()).farSpacing());
            }
            return Rows.pieces(plan, lane, layers.get(lane).chunkSize(), cx, cz, maxCells);
        }

        @Override
        public int gridLength(int lane) {
            return 0;
        }

        @Override
        public void work(WorldPlan plan, int lane, int cx, int cz, int piece, List<Placement> raw, short[] grid) {
            FarLane f = farLane(lane);
            if (f == null) {
                Rows.work(plan, lane, layers.get(lane).chunkSize(), cx, cz, maxCells, piece, raw);
                return;
            }
            // Only members with a far version: each is kept or thinned on its own, so leaving the
            // others out before the diffs and the thinning changes nothing of what remains.
            int from = raw.size();
            Rows.work(plan, f.layer(), f.cellSize(), cx, cz, maxCells, layers.get(f.layer()).farSpacing(), piece,
                    raw);
            raw.subList(from, raw.size()).removeIf(p -> !f.hasFar(p));
        }

        @Override
        public List<Placement> show(WorldPlan plan, PlacementDiffs diffs, int lane, List<Placement> raw) {
            FarLane f = farLane(lane);
            return f == null ? diffs.apply(raw) : plan.farVersions(f.layer(), diffs.apply(raw));
        }

        @Override
        public double margin(PlanModel model, int lane, Zone zone) {
            FarLane f = farLane(lane);
            return ZoneReach.anchorMargins(model, zone)[f == null ? lane : f.layer()];
        }

        @Override
        public Runnable publish(int lane, int cx, int cz, int revision, boolean complete, List<Placement> shown,
                short[] grid) {
            FarLane f = farLane(lane);
            if (f != null) {
                // Far pictures, not the placements' entities: not indexed for objectOf.
                return publisher.publish(Chunk.of(f.chunkLayer(), cx, cz, f.cellSize(), revision, complete, shown));
            }
            Layer layer = layers.get(lane);
            Chunk chunk = Chunk.of(layer.id(), cx, cz, layer.chunkSize(), revision, complete, shown);
            Object publication = new Object();
            for (PlacedObject o : chunk.objects()) {
                objects.put(o.id(), new Published(o, publication));
            }
            Runnable dispose = publisher.publish(chunk);
            return () -> {
                for (PlacedObject o : chunk.objects()) {
                    Published p = objects.get(o.id());
                    if (p != null && p.publication() == publication) {
                        objects.remove(o.id());
                    }
                }
                if (dispose != null) {
                    dispose.run();
                }
            };
        }
    }
}
