package dev.loam.worldgen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The rules that lay out a world: biomes, the recipes that grow in them, the layers they are laid
 * out in, plants, named noise fields and code fields. One model whether the rules come from a
 * JSON file ({@link #fromJson(String)}) or from code ({@link #builder(String)}); both are checked
 * by the same validation, which refuses with a {@link WorldRulesException} naming the path
 * ({@code biomes[0].conditions[1].field}) and the fix.
 *
 * <p>Immutable and thread-safe. Rules registered with {@link #register(WorldRules)} can be found
 * by id with {@link #registered(String)}.
 */
public final class WorldRules {
    private static final Map<String, WorldRules> REGISTRY = new ConcurrentHashMap<>();

    private final String id;
    private final List<Integer> versions;
    private final List<Biome> biomes;
    private final List<Recipe> recipes;
    private final Map<String, Plant> plants;
    private final List<Layer> layers;
    private final Map<String, NoiseField> noise;
    private final Map<String, CodeField> fields;

    private WorldRules(Builder b) {
        this.id = b.id;
        this.versions = List.copyOf(b.versions);
        this.biomes = List.copyOf(b.biomes);
        this.recipes = List.copyOf(b.recipes);
        this.plants = Collections.unmodifiableMap(new LinkedHashMap<>(b.plants));
        this.layers = List.copyOf(b.layers);
        this.noise = Collections.unmodifiableMap(new LinkedHashMap<>(b.noise));
        this.fields = Collections.unmodifiableMap(new LinkedHashMap<>(b.fields));
    }

    /**
     * Starts rules from code.
     *
     * @param id the rules' id, such as {@code mygame:wilds}
     * @return a builder; {@link Builder#build()} validates
     */
    public static Builder builder(String id) {
        return new Builder(id);
    }

    /**
     * Reads and validates rules from JSON text (the format of an {@code .esworld} file).
     *
     * @param json the JSON text
     * @return the rules
     * @throws WorldRulesException naming the JSON path and the fix when the text is malformed or
     *     the rules are inconsistent
     */
    public static WorldRules fromJson(String json) {
        return WorldRulesReader.read(json, Map.of());
    }

    /**
     * Reads rules from JSON with the game's code fields added, so the file's conditions can read
     * them (functions are not data: a file names a code field, the game supplies it).
     *
     * @param json the JSON text
     * @param fields the code fields by name
     * @return the rules
     * @throws WorldRulesException as {@link #fromJson(String)}; a condition on a field neither
     *     built in, in {@code noise}, nor given here is refused
     */
    public static WorldRules fromJson(String json, Map<String, CodeField> fields) {
        return WorldRulesReader.read(json, new java.util.TreeMap<>(fields));
    }

    /**
     * Registers rules under their id, replacing rules registered earlier under the same id.
     *
     * @param rules validated rules
     * @return the rules
     */
    public static WorldRules register(WorldRules rules) {
        REGISTRY.put(rules.id(), rules);
        return rules;
    }

    /**
     * Validates rules built from code and registers them: shorthand for {@code
     * register(builder.build())}.
     *
     * @param builder the rules from code, code fields included
     * @return the registered rules
     * @throws WorldRulesException as {@link Builder#build()}; nothing is registered then
     */
    public static WorldRules register(Builder builder) {
        return register(builder.build());
    }

    /**
     * Rules registered under an id.
     *
     * @param id the rules' id
     * @return the rules, or empty when none is registered under that id
     */
    public static Optional<WorldRules> registered(String id) {
        return Optional.ofNullable(REGISTRY.get(id));
    }

    /**
     * Removes registered rules.
     *
     * @param id the rules' id
     * @return whether rules were registered under it
     */
    public static boolean unregister(String id) {
        return REGISTRY.remove(id) != null;
    }

    /** @return the rules' id */
    public String id() {
        return id;
    }

    /** @return the versions these rules can lay out, ascending; worlds saved with another fail */
    public List<Integer> versions() {
        return versions;
    }

    /** @return the newest version listed */
    public int latestVersion() {
        return versions.get(versions.size() - 1);
    }

    /** @return the biomes, in order */
    public List<Biome> biomes() {
        return biomes;
    }

    /** @return the recipes, in order */
    public List<Recipe> recipes() {
        return recipes;
    }

    /** @return the plants by id */
    public Map<String, Plant> plants() {
        return plants;
    }

    /** @return the layers, in the order they are laid out (large first) */
    public List<Layer> layers() {
        return layers;
    }

    /** @return the noise fields by name, built-in overrides ({@code moisture} …) included */
    public Map<String, NoiseField> noise() {
        return noise;
    }

    /** @return the code fields by name */
    public Map<String, CodeField> fields() {
        return fields;
    }

    /**
     * A recipe by id.
     *
     * @param recipeId the id
     * @return the recipe, or empty
     */
    public Optional<Recipe> recipe(String recipeId) {
        return recipes.stream().filter(r -> r.id().equals(recipeId)).findFirst();
    }

    /**
     * A layer by id.
     *
     * @param layerId the id
     * @return the layer, or empty
     */
    public Optional<Layer> layer(String layerId) {
        return layers.stream().filter(l -> l.id().equals(layerId)).findFirst();
    }

    /**
     * The warnings these rules pass with: each biome that has no recipe in a layer where other
     * biomes have one (a candidate that picks it there stays empty), such as {@code biomes[1]
     * (meadow) has no recipe in layer groups: candidates that pick it there stay empty}; and each
     * condition on a paint layer beyond the four defaults ({@code paint.sand}), which the rules
     * alone cannot vouch for: only a surface that paints the layer offers it, and a world over
     * another surface fails ({@link WorldGen#status()}) naming the condition.
     *
     * @return the warnings, one line each; empty when none
     */
    public List<String> warnings() {
        List<String> out = new ArrayList<>();
        for (int b = 0; b < biomes.size(); b++) {
            List<Condition> cs = biomes.get(b).conditions();
            for (int c = 0; c < cs.size(); c++) {
                String f = cs.get(c).field();
                if (FieldTable.isPaint(f) && !FieldTable.isBuiltIn(f)) {
                    String layer = f.substring(FieldTable.PAINT.length());
                    out.add("biomes[" + b + "].conditions[" + c + "].field: " + f + " reads a terrain layer named "
                            + layer + ", which only a surface that paints it offers: give worlds of these rules a "
                            + "terrain with a layer file such as " + layer + ".esterrainlayer (or a HeightSource whose "
                            + "paintLayers() lists " + layer + "); a world over another surface fails to lay out");
                }
            }
        }
        for (Layer layer : layers) {
            for (int b = 0; b < biomes.size(); b++) {
                if (biomes.get(b).recipeIn(layer.id()).isEmpty()) {
                    out.add("biomes[" + b + "] (" + biomes.get(b).id() + ") has no recipe in layer " + layer.id()
                            + ": candidates that pick it there stay empty");
                }
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return "WorldRules[" + id + ", versions " + versions + ", " + biomes.size() + " biomes, " + recipes.size()
                + " recipes, " + layers.size() + " layers]";
    }

    /** Builds {@link WorldRules} from code; {@link #build()} validates. Not thread-safe. */
    public static final class Builder {
        private final String id;
        private final List<Integer> versions = new ArrayList<>();
        private final List<Biome> biomes = new ArrayList<>();
        private final List<Recipe> recipes = new ArrayList<>();
        private final Map<String, Plant> plants = new LinkedHashMap<>();
        private final List<Layer> layers = new ArrayList<>();
        private final Map<String, NoiseField> noise = new LinkedHashMap<>();
        private final Map<String, CodeField> fields = new LinkedHashMap<>();

        private Builder(String id) {
            this.id = Objects.requireNonNull(id, "id");
        }

        /**
         * @param v versions the rules lay out
         * @return this
         */
        public Builder versions(int... v) {
            for (int x : v) {
                versions.add(x);
            }
            return this;
        }

        /**
         * @param b a biome
         * @return this
         */
        public Builder biome(Biome b) {
            biomes.add(b);
            return this;
        }

        /**
         * @param r a recipe
         * @return this
         */
        public Builder recipe(Recipe r) {
            recipes.add(r);
            return this;
        }

        /**
         * @param p a plant
         * @return this
         */
        public Builder plant(Plant p) {
            plants.put(p.id(), p);
            return this;
        }

        /**
         * @param l a layer, laid out after those added before it
         * @return this
         */
        public Builder layer(Layer l) {
            layers.add(l);
            return this;
        }

        /**
         * @param name the field's name
         * @param n its noise
         * @return this
         */
        public Builder noise(String name, NoiseField n) {
            noise.put(name, n);
            return this;
        }

        /**
         * @param name the field's name
         * @param f its code
         * @return this
         */
        public Builder field(String name, CodeField f) {
            fields.put(name, Objects.requireNonNull(f, "field"));
            return this;
        }

        /**
         * Validates and builds.
         *
         * @return the rules
         * @throws WorldRulesException naming the path and the fix of the first problem
         */
        public WorldRules build() {
            RulesValidator.validate(id, versions, biomes, recipes, plants, layers, noise, fields);
            List<Integer> sorted = new ArrayList<>(versions);
            Collections.sort(sorted);
            versions.clear();
            versions.addAll(sorted);
            return new WorldRules(this);
        }
    }
}
