package dev.loam.worldgen;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
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
 * the distance from the nearest source to the chunk's centre), one piece at a time. The first
 * piece of a frame always runs; each next one starts only if the time spent so far plus the
 * estimate of a piece of its layer (a running mean of that layer's measured pieces) fits the
 * budget, so a piece expected not to fit waits for the next frame, and a frame overruns its budget
 * only by what a piece costs beyond its estimate (or by its first piece). A piece works out at
 * most {@code maxCellsPerPiece} cells of one layer (at least one row of the chunk's own cells): a
 * chunk of a layer whose cells look at earlier occupying layers' (a finer layer avoiding a coarser
 * one's footprints) starts with warm-up pieces that work out, a bounded block at a time, the
 * earlier layers' cells its own cells can look at, then runs of its own cell rows. A chunk
 * appears after its first piece (empty while it warms up) and fills in over the next frames,
 * published again once per frame until it is complete.
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
 */
public final class ProceduralChunks implements AutoCloseable {
    private final WorldGen world;
    private final StreamCore core;
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
        StreamCore.Lane[] lanes = new StreamCore.Lane[layers.size()];
        for (int l = 0; l < lanes.length; l++) {
            Layer layer = layers.get(l);
            lanes[l] = b.options.lane(layer.chunkSize(), layer.drawDistance());
        }
        this.core = b.options.core(world, lanes, new LayerMaker(layers, b.publisher, b.options.maxCellsPerPiece(),
                objects));
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
     * What is published now for a chunk.
     *
     * @param layer the layer's id
     * @param cx the chunk's x index
     * @param cz the chunk's z index
     * @return its placements as published, or null when it is not resident
     */
    public List<Placement> published(String layer, int cx, int cz) {
        List<Layer> layers = world.rules().map(WorldRules::layers).orElse(List.of());
        for (int l = 0; l < layers.size(); l++) {
            if (layers.get(l).id().equals(layer)) {
                return core.shown(l, cx, cz);
            }
        }
        return null;
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

        Builder clock(LongSupplier c) {
            options.clock(c);
            return this;
        }

        /** @return the streaming, with no source yet */
        public ProceduralChunks build() {
            return new ProceduralChunks(this);
        }
    }

    /** Chunks of one layer each, split into runs of cell rows. */
    private static final class LayerMaker implements StreamCore.Maker {
        private final List<Layer> layers;
        private final ChunkPublisher publisher;
        private final int maxCells;
        private final Map<String, Published> objects;

        LayerMaker(List<Layer> layers, ChunkPublisher publisher, int maxCells, Map<String, Published> objects) {
            this.layers = layers;
            this.publisher = publisher;
            this.maxCells = maxCells;
            this.objects = objects;
        }

        @Override
        public int pieces(WorldPlan plan, int lane, int cx, int cz) {
            return Rows.pieces(plan, lane, layers.get(lane).chunkSize(), cx, cz, maxCells);
        }

        @Override
        public int gridLength(int lane) {
            return 0;
        }

        @Override
        public void work(WorldPlan plan, int lane, int cx, int cz, int piece, List<Placement> raw, short[] grid) {
            Rows.work(plan, lane, layers.get(lane).chunkSize(), cx, cz, maxCells, piece, raw);
        }

        @Override
        public double margin(PlanModel model, int lane, Zone zone) {
            return ZoneReach.anchorMargins(model, zone)[lane];
        }

        @Override
        public Runnable publish(int lane, int cx, int cz, int revision, boolean complete, List<Placement> shown,
                short[] grid) {
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
