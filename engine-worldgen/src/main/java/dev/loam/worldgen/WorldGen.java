package dev.loam.worldgen;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A generated world: the rules it is laid out with (by reference or by registered id), the
 * version of the rules it was generated with, its name, seed, surface and sea level, and the
 * live {@link Zones} and {@link PlacementDiffs} the game changes, which generators of one world
 * share ({@link Builder#sharing}). {@link #plan()} gives the pure {@link WorldPlan} for the zones as
 * they are now.
 *
 * <p>When the rules no longer list the world's version, no rules are registered under its id, or
 * a biome's condition reads a paint layer ({@code paint.<layer>} beyond the four defaults) that
 * the world's surface does not paint ({@link HeightSource#paintLayers}), the world fails: {@link #status()} says why, and {@link #plan()} refuses rather than lay out a
 * different world. Thread-safe.
 */
public final class WorldGen {
    private final String rulesId;
    private final Optional<WorldRules> givenRules;
    private final int version;
    private final String world;
    private final long seed;
    private final boolean paintGround;
    private final double seaLevel;
    private final List<WaterSheet> water;
    private final HeightSource surface;
    private final Zones zones;
    private final PlacementDiffs diffs;
    private volatile WorldPlan cached;

    private WorldGen(Builder b) {
        this.rulesId = b.rulesId;
        this.givenRules = b.rules;
        this.version = b.version;
        this.world = b.world;
        this.seed = b.seed;
        this.paintGround = b.paintGround;
        this.seaLevel = b.seaLevel;
        this.water = List.copyOf(b.water);
        this.surface = b.surface;
        this.zones = b.shared == null ? new Zones() : b.shared.zones;
        this.diffs = b.shared == null ? new PlacementDiffs() : b.shared.diffs;
    }

    /**
     * A world laid out by these rules.
     *
     * @param rules the rules
     * @return a builder; version defaults to the rules' newest
     */
    public static Builder builder(WorldRules rules) {
        return new Builder(rules.id(), Optional.of(rules));
    }

    /**
     * A world laid out by the rules registered under an id ({@link WorldRules#register}).
     *
     * @param rulesId the rules' id
     * @return a builder
     */
    public static Builder builder(String rulesId) {
        return new Builder(rulesId, Optional.empty());
    }

    /** @return the id of the rules */
    public String rulesId() {
        return rulesId;
    }

    /** @return the rules' version this world was generated with; 0 means the rules' newest */
    public int version() {
        return version;
    }

    /** @return the world's name (a planet, a level) */
    public String world() {
        return world;
    }

    /** @return the seed */
    public long seed() {
        return seed;
    }

    /** @return whether biomes pull the ground's paint toward their own */
    public boolean paintGround() {
        return paintGround;
    }

    /** @return the height of the sea surface, world units */
    public double seaLevel() {
        return seaLevel;
    }

    /**
     * The water sheets (lakes) over the surface, besides the sea: {@code waterDepth} and {@code
     * shoreDistance} read them with the sea level.
     *
     * @return the sheets, in the order given; empty by default
     */
    public List<WaterSheet> water() {
        return water;
    }

    /** @return the surface the world is laid over */
    public HeightSource surface() {
        return surface;
    }

    /** @return the world's zones, live */
    public Zones zones() {
        return zones;
    }

    /** @return the player's changes, live */
    public PlacementDiffs diffs() {
        return diffs;
    }

    /** @return the rules, or empty when none are registered under the id */
    public Optional<WorldRules> rules() {
        return givenRules.isPresent() ? givenRules : WorldRules.registered(rulesId);
    }

    /**
     * Whether the world lays out.
     *
     * @return ok, or the reason it fails
     */
    public WorldStatus status() {
        Optional<WorldRules> rules = rules();
        if (rules.isEmpty()) {
            return WorldStatus.failed("rules: no rules registered under \"" + rulesId
                    + "\": register them with WorldRules.register or give the rules themselves");
        }
        int v = effectiveVersion(rules.get());
        if (!rules.get().versions().contains(v)) {
            return WorldStatus.failed("version: rules " + rulesId + " no longer list version " + v + " (they list "
                    + rules.get().versions() + "); this world was generated with it and is not laid out with "
                    + "other rules: restore the version in the rules' \"versions\" or start a new world");
        }
        WorldRulesException paint = FieldTable.paintProblem(rules.get().biomes(), surface.paintLayers());
        if (paint != null) {
            return WorldStatus.failed(paint.getMessage());
        }
        return WorldStatus.OK;
    }

    /** @return the version laid out: the given one, or the rules' newest */
    int effectiveVersion(WorldRules rules) {
        return version == 0 ? rules.latestVersion() : version;
    }

    /**
     * The plan for the zones as they are now; the same object until the zones change.
     *
     * @return the plan, with {@link #diffs()} laid over its placements
     * @throws WorldRulesException with the status's reason when the world fails
     */
    public WorldPlan plan() {
        WorldStatus st = status();
        if (!st.ok()) {
            int colon = st.reason().indexOf(": ");
            throw new WorldRulesException(st.reason().substring(0, colon), st.reason().substring(colon + 2));
        }
        WorldPlan p = cached;
        long rev = zones.revision();
        if (p == null || p.zonesRevision() != rev || p.rules() != rules().get()) {
            p = new WorldPlan(rules().get(), this, zones.snapshot(), rev, diffs);
            cached = p;
        }
        return p;
    }

    /** Builds a {@link WorldGen}. */
    public static final class Builder {
        private final String rulesId;
        private final Optional<WorldRules> rules;
        private int version;
        private String world = "world";
        private long seed;
        private boolean paintGround = true;
        private double seaLevel = Double.NEGATIVE_INFINITY;
        private HeightSource surface = HeightSource.FLAT;
        private List<WaterSheet> water = List.of();
        private WorldGen shared;

        private Builder(String rulesId, Optional<WorldRules> rules) {
            this.rulesId = Objects.requireNonNull(rulesId, "rulesId");
            this.rules = rules;
        }

        /**
         * @param v the rules' version the world was generated with (a save keeps it)
         * @return this
         */
        public Builder version(int v) {
            version = v;
            return this;
        }

        /**
         * @param name the world's name
         * @return this
         */
        public Builder world(String name) {
            world = Objects.requireNonNull(name, "world");
            return this;
        }

        /**
         * @param s the seed
         * @return this
         */
        public Builder seed(long s) {
            seed = s;
            return this;
        }

        /**
         * @param on whether biomes paint the ground (on by default)
         * @return this
         */
        public Builder paintGround(boolean on) {
            paintGround = on;
            return this;
        }

        /**
         * @param height the sea surface's height, world units (no sea by default)
         * @return this
         */
        public Builder seaLevel(double height) {
            if (Double.isNaN(height)) {
                throw new WorldRulesException("seaLevel", "must be a number (negative infinity for no sea)");
            }
            seaLevel = height;
            return this;
        }

        /**
         * The still water over the surface besides the sea: a region terrain's lakes, each a
         * {@link WaterSheet}. Where sheets overlap, the highest holds.
         *
         * @param sheets the sheets (none by default)
         * @return this
         */
        public Builder water(List<WaterSheet> sheets) {
            water = List.copyOf(Objects.requireNonNull(sheets, "water"));
            return this;
        }

        /**
         * @param s the surface (a flat plane by default)
         * @return this
         */
        public Builder surface(HeightSource s) {
            surface = Objects.requireNonNull(s, "surface");
            return this;
        }

        /**
         * Shares another generator's zones and diffs, as generators of one world do: a zone or a
         * felled tree the game adds through either is seen by both, and each one's streams hear of
         * the change on their own. Keep a generator (or hand its zones and diffs on this way) for
         * as long as later generators of the world should find what was added by code.
         *
         * @param other a generator of the same world (the same {@link #world(String) name})
         * @return this
         */
        public Builder sharing(WorldGen other) {
            shared = Objects.requireNonNull(other, "other");
            return this;
        }

        /**
         * @return the world
         * @throws IllegalArgumentException when it shares the zones and diffs of a generator of
         *     another world
         */
        public WorldGen build() {
            if (shared != null && !shared.world.equals(world)) {
                throw new IllegalArgumentException("sharing: the world \"" + world + "\" cannot share the zones and diffs"
                        + " of the world \"" + shared.world + "\": only generators of one world share them");
            }
            return new WorldGen(this);
        }
    }
}
