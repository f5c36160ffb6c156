package dev.loam.assets.internal.kit;

import dev.loam.model.Model;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Every kit model by id: the generator that lays it out, the meshes of it kept (a tree's trunk or
 * crown alone), and the distance in metres beyond which its cheaper level is drawn.
 */
public final class KitCatalogue {
    private record Entry(String generator, Consumer<KitBuild> build, List<String> keep, double lodMetres) {
    }

    private static final Map<String, Entry> ENTRIES = new TreeMap<>();

    static {
        add("conifer", Trees::conifer, null, 60);
        add("conifer-trunk", "conifer", Trees::conifer, List.of("trunk"), 60);
        add("conifer-crown", "conifer", Trees::conifer, List.of("crown"), 60);
        add("broadleaf", Trees::broadleaf, null, 60);
        add("broadleaf-trunk", "broadleaf", Trees::broadleaf, List.of("trunk"), 60);
        add("broadleaf-crown", "broadleaf", Trees::broadleaf, List.of("crown"), 60);
        add("sapling", Trees::sapling, null, 25);
        add("dead-tree", Trees::deadTree, null, 50);
        add("palm", Trees::palm, null, 60);
        add("cactus", Trees::cactus, null, 40);
        add("bush", Plants::bush, null, 30);
        add("fern", Plants::fern, null, 20);
        add("reeds", Plants::reeds, null, 25);
        add("grass-tuft", Plants::grassTuft, null, 15);
        add("flowers", Plants::flowers, null, 15);
        add("rock", Rocks::rock, null, 25);
        add("boulder", Rocks::boulder, null, 50);
        add("stump", Rocks::stump, null, 25);
        add("log", Rocks::log, null, 30);
        add("hut", Buildings::hut, null, 80);
        add("lighthouse", Buildings::lighthouse, null, 150);
        add("jetty", Buildings::jetty, null, 60);
        add("tent", Buildings::tent, null, 40);
        add("woodpile", Props::woodpile, null, 30);
        add("telescope", Props::telescope, null, 25);
        add("bench", Props::bench, null, 25);
        add("fence", Props::fence, null, 40);
        add("campfire", Props::campfire, null, 25);
        add("signpost", Props::signpost, null, 30);
        add("wrecked-car", Props::wreckedCar, null, 50);
        add("tunnel-lamp", RoadKit::tunnelLamp, null, 40);
    }

    private KitCatalogue() {
    }

    private static void add(String name, Consumer<KitBuild> build, List<String> keep, double lod) {
        add(name, name, build, keep, lod);
    }

    private static void add(String name, String generator, Consumer<KitBuild> build, List<String> keep, double lod) {
        ENTRIES.put(name, new Entry(generator, build, keep, lod));
    }

    /** Every id, sorted. */
    public static List<String> names() {
        return Collections.unmodifiableList(new ArrayList<>(ENTRIES.keySet()));
    }

    /** Whether there is a model of that id. */
    public static boolean has(String name) {
        return ENTRIES.containsKey(name);
    }

    /** The distance, in metres, beyond which the model of that id draws its cheaper level. */
    public static double lodMetres(String name) {
        return entry(name).lodMetres;
    }

    /**
     * The model of a known id with its cheaper level.
     *
     * @throws IllegalArgumentException for an id {@link #has} does not know (the caller checks first)
     */
    public static Model model(String name, long seed, int variant) {
        Entry e = entry(name);
        Model cheap = level(name, e, seed, variant, true).model(e.keep, 0, null);
        return level(name, e, seed, variant, false).model(e.keep, e.lodMetres, cheap);
    }

    /** One level as laid out, its meshes and their parts still at hand (for tests). */
    static KitBuild level(String name, long seed, int variant, boolean lod) {
        return level(name, entry(name), seed, variant, lod);
    }

    /** The meshes a model of that id keeps of its generator's, or null for all. */
    static List<String> keep(String name) {
        return entry(name).keep;
    }

    private static KitBuild level(String name, Entry e, long seed, int variant, boolean lod) {
        KitBuild b = new KitBuild(name, e.generator, seed, variant, lod);
        e.build.accept(b);
        return b;
    }

    private static Entry entry(String name) {
        Entry e = ENTRIES.get(name);
        if (e == null) {
            throw new IllegalArgumentException("no kit model " + name);
        }
        return e;
    }
}
