package dev.loam.worldgen;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;

/**
 * The same rules laid flat on {@code (x, y)} with no terrain (a flat plane, no sea): chunks of one
 * size follow the camera (or other sources) out to a view radius, each carrying every layer's
 * placements and a biome grid, generated nearest first within the frame budget and released
 * beyond the unload radius, as {@link ProceduralChunks} does in 3D. A zone's {@code z} is the
 * world's y; a recipe's {@code ring} is in world units and its {@code arc} turns from +x toward +y.
 * Mesh, material, attach and {@code minUp} are not read (on the flat plane every spot is level and
 * dry).
 *
 * <p>A chunk depends only on the seed, world name, rules, zones, diffs and its position; a diff
 * (a felled tree) remakes only its chunk, and stays after the chunk is released and made again.
 * Use on the game's thread; zones and diffs may change from any thread.
 */
public final class World2D implements AutoCloseable {
    private final WorldGen world;
    private final StreamCore core;
    private final double chunkSize;
    private final double cellSize;
    private final int gridSide;

    private World2D(Builder b) {
        this.world = WorldGen.builder(b.rules).world(b.worldName).seed(b.seed).build();
        this.chunkSize = b.chunkSize;
        this.cellSize = b.cellSize;
        this.gridSide = (int) Math.ceil(b.chunkSize / b.cellSize);
        double view = b.viewRadius < 0 ? 2 * b.chunkSize : b.viewRadius;
        StreamCore.Lane[] lanes = {b.options.lane(b.chunkSize, view)};
        this.core = b.options.core(world, lanes, new FlatMaker(b));
    }

    /**
     * A 2D world with the defaults: a view radius of two chunks, released one chunk beyond it,
     * generated inline.
     *
     * @param rules the rules
     * @param worldName the world's name (a level, an island)
     * @param seed the seed
     * @param chunkSize the side of a chunk, world units; greater than 0
     * @param cellSize the side of a biome grid cell, world units; greater than 0, at most {@code
     *     chunkSize}
     * @param publish where chunks go
     * @return the world, with no camera yet
     * @throws IllegalArgumentException for sizes out of range
     */
    public static World2D create(WorldRules rules, String worldName, long seed, double chunkSize, double cellSize,
            Chunk2DPublisher publish) {
        return builder(rules, worldName, seed, chunkSize, cellSize, publish).build();
    }

    /**
     * A 2D world with options.
     *
     * @param rules the rules
     * @param worldName the world's name
     * @param seed the seed
     * @param chunkSize the side of a chunk, world units; greater than 0
     * @param cellSize the side of a biome grid cell, world units; greater than 0, at most {@code chunkSize}
     * @param publish where chunks go
     * @return a builder
     */
    public static Builder builder(WorldRules rules, String worldName, long seed, double chunkSize, double cellSize,
            Chunk2DPublisher publish) {
        return new Builder(rules, worldName, seed, chunkSize, cellSize, publish);
    }

    /**
     * Places or moves the camera: the source named {@code camera}.
     *
     * @param x world units
     * @param y world units
     */
    public void setCamera(double x, double y) {
        core.setSource("camera", x, y);
    }

    /**
     * Places or moves a streaming source.
     *
     * @param name the source's name
     * @param x world units
     * @param y world units
     * @throws WorldRulesException (path {@code sources.<name>}) for a position that is not finite
     */
    public void setSource(String name, double x, double y) {
        core.setSource(name, x, y);
    }

    /**
     * Removes a streaming source.
     *
     * @param name the source's name
     * @return whether there was one
     */
    public boolean removeSource(String name) {
        return core.removeSource(name);
    }

    /**
     * One frame: takes up zone and diff changes, hands over finished chunks, releases far ones and
     * makes the nearest queued chunks while the budget lasts. The first piece of work always
     * runs; each next one starts only if the time spent so far plus the running estimate of a
     * piece (a weighted mean of the measured ones) fits the budget, so a piece expected not to fit
     * waits for the next frame. A piece is the biome grid, a block of at most {@code
     * maxCellsPerPiece} cells of a layer worked out ahead for the later layers that look at them,
     * or a run of a layer's rows. Publish and dispose callbacks run inside, on this thread.
     *
     * @param budgetNanos the time this frame may spend, nanoseconds; 0 or less makes nothing
     */
    public void update(long budgetNanos) {
        core.update(budgetNanos);
    }

    /** @return the overlay's statistics, updated in place by each update */
    public StreamStats stats() {
        return core.stats();
    }

    /** @return the world's status as of the last update */
    public WorldStatus status() {
        return core.status();
    }

    /** @return the zones (a zone's z is the world's y), live */
    public Zones zones() {
        return world.zones();
    }

    /** @return the player's changes, live */
    public PlacementDiffs diffs() {
        return world.diffs();
    }

    /** @return the plan, for places loaded or not (its z is the world's y) */
    public WorldPlan plan() {
        return world.plan();
    }

    /** @return the chunk side, world units */
    public double chunkSize() {
        return chunkSize;
    }

    /** @return the biome grid's cell side, world units */
    public double cellSize() {
        return cellSize;
    }

    /** @return biome grid cells per chunk side */
    public int gridSide() {
        return gridSide;
    }

    /** Releases every chunk (their disposers run) and stops listening to the diffs. */
    @Override
    public void close() {
        core.close();
    }

    /** Builds a {@link World2D}. */
    public static final class Builder {
        private final WorldRules rules;
        private final String worldName;
        private final long seed;
        private final double chunkSize;
        private final double cellSize;
        private final Chunk2DPublisher publish;
        private final StreamOptions options = new StreamOptions(128);
        private double viewRadius = -1;

        private Builder(WorldRules rules, String worldName, long seed, double chunkSize, double cellSize,
                Chunk2DPublisher publish) {
            this.rules = Objects.requireNonNull(rules, "rules");
            this.worldName = Objects.requireNonNull(worldName, "worldName");
            this.publish = Objects.requireNonNull(publish, "publish");
            if (!(chunkSize > 0) || !Double.isFinite(chunkSize)) {
                throw new IllegalArgumentException("chunkSize must be greater than 0 world units, got " + chunkSize);
            }
            if (!(cellSize > 0) || cellSize > chunkSize) {
                throw new IllegalArgumentException("cellSize must be greater than 0 and at most chunkSize " + chunkSize
                        + ", got " + cellSize);
            }
            if (Math.ceil(chunkSize / cellSize) > 2048) {
                throw new IllegalArgumentException("chunkSize / cellSize = " + chunkSize / cellSize
                        + " cells per side, past 2048: use larger cells");
            }
            this.seed = seed;
            this.chunkSize = chunkSize;
            this.cellSize = cellSize;
        }

        /**
         * @param units how far around a source chunks are made, world units (two chunks by default)
         * @return this
         */
        public Builder viewRadius(double units) {
            this.viewRadius = StreamOptions.distance("viewRadius", units);
            return this;
        }

        /**
         * @param units how far beyond the view radius chunks stay, world units (one chunk by default)
         * @return this
         */
        public Builder unloadMargin(double units) {
            options.unloadMargin(units);
            return this;
        }

        /**
         * @param cells the most layer cells one piece of work plans (128 by default)
         * @return this
         */
        public Builder maxCellsPerPiece(int cells) {
            options.maxCellsPerPiece(cells);
            return this;
        }

        /**
         * @param e the game's executor: chunks are made there whole and published in {@code update}
         * @param maxInFlight the most chunks on the executor at once, at least 1
         * @return this
         */
        public Builder executor(Executor e, int maxInFlight) {
            options.executor(e, maxInFlight);
            return this;
        }

        Builder clock(LongSupplier c) {
            options.clock(c);
            return this;
        }

        /** @return the world */
        public World2D build() {
            return new World2D(this);
        }
    }

    /** One lane of chunks carrying every layer: piece 0 is the biome grid, then each layer's runs of rows. */
    private static final class FlatMaker implements StreamCore.Maker {
        private final double size;
        private final double cell;
        private final int side;
        private final int maxCells;
        private final int layerCount;
        private final List<String> biomes;
        private final Chunk2DPublisher publish;

        FlatMaker(Builder b) {
            this.size = b.chunkSize;
            this.cell = b.cellSize;
            this.side = (int) Math.ceil(b.chunkSize / b.cellSize);
            this.maxCells = b.options.maxCellsPerPiece();
            this.layerCount = b.rules.layers().size();
            this.biomes = b.rules.biomes().stream().map(Biome::id).toList();
            this.publish = b.publish;
        }

        @Override
        public int pieces(WorldPlan plan, int lane, int cx, int cz) {
            int n = 1;
            for (int l = 0; l < layerCount; l++) {
                n += Rows.pieces(plan, l, size, cx, cz, maxCells);
            }
            return n;
        }

        @Override
        public int gridLength(int lane) {
            return side * side;
        }

        @Override
        public void work(WorldPlan plan, int lane, int cx, int cz, int piece, List<Placement> raw, short[] grid) {
            if (piece == 0) {
                BiomeSampler sampler = plan.biomeSampler();
                double x0 = cx * size;
                double y0 = cz * size;
                for (int row = 0; row < side; row++) {
                    for (int col = 0; col < side; col++) {
                        grid[row * side + col] = (short) sampler.strongest(x0 + (col + 0.5) * cell,
                                y0 + (row + 0.5) * cell);
                    }
                }
                return;
            }
            int p = piece - 1;
            for (int l = 0; l < layerCount; l++) {
                int n = Rows.pieces(plan, l, size, cx, cz, maxCells);
                if (p < n) {
                    Rows.work(plan, l, size, cx, cz, maxCells, p, raw);
                    return;
                }
                p -= n;
            }
            throw new IllegalStateException("piece " + piece + " past the chunk's work");
        }

        @Override
        public double margin(PlanModel model, int lane, Zone zone) {
            double m = ZoneReach.direct(model, zone);
            for (double a : ZoneReach.anchorMargins(model, zone)) {
                m = Math.max(m, a);
            }
            return m;
        }

        @Override
        public Runnable publish(int lane, int cx, int cz, int revision, boolean complete, List<Placement> shown,
                short[] grid) {
            List<Placement2D> flat = new ArrayList<>(shown.size());
            for (Placement p : shown) {
                flat.add(Placement2D.of(p));
            }
            return publish.publish(new Chunk2D(cx, cz, cx * size, cz * size, size, cell, side, revision, complete, flat,
                    biomes, grid));
        }
    }
}
