package dev.loam.region;

import dev.loam.core.internal.JsonReads;
import dev.loam.core.internal.LoamJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Reads a region's spec from JSON (the {@code "template": "region"} level spec of the tiles
 * spec), checking every field and every feature's limits, and collecting every problem with its
 * path before refusing with one {@link RegionSpecException}. Whether the features' levels can all
 * hold together is the solver's to say ({@link RegionSolver}).
 *
 * <p>Roads are read by {@link RoadReader} (their routing and heights are the solver's to check).
 * Towns, landuse, a town start, rich details, climate and clock are later work: a spec naming them
 * is refused at their path, so nothing is silently dropped.
 */
public final class RegionSpecReader {
    /** The largest spec file read, in bytes (4 MiB). */
    public static final long MAX_SPEC_BYTES = 4L * 1024 * 1024;

    private static final List<String> KNOWN = List.of("template", "name", "seed", "size", "base", "biome",
            "details", "features", "props", "landuse", "towns", "start", "roads", "climate", "clock");
    private static final List<String> LATER = List.of("landuse", "towns", "start", "climate", "clock");
    private static final Pattern LEVEL_NAME = Pattern.compile("(test|main)-[a-z0-9]+(-[a-z0-9]+)*|draft-[A-Za-z0-9_-]+");
    private static final Pattern FEATURE_NAME = Pattern.compile("[a-z][a-z0-9_]{0,47}");

    private final List<RegionProblem> problems = new ArrayList<>();

    /** The most tiles the spec may give along either axis. */
    private final int maxTiles;

    private RegionSpecReader(int maxTiles) {
        this.maxTiles = maxTiles;
    }

    /**
     * Reads a spec file.
     *
     * @param file the spec (JSON, UTF-8), at most {@link #MAX_SPEC_BYTES}
     * @return the spec
     * @throws RegionSpecException if the file is missing, unreadable, too big or not valid JSON
     *     (path {@code $}), or any field is wrong (every problem, each with its path)
     */
    public static RegionSpec read(Path file) {
        byte[] bytes;
        try {
            long size = Files.size(file);
            if (size > MAX_SPEC_BYTES) {
                throw new RegionSpecException(List.of(new RegionProblem("$", file + " is " + size + " bytes",
                        "past the largest spec read, " + MAX_SPEC_BYTES + " bytes", "")));
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new RegionSpecException(RegionProblem.of("$", "no such file: " + file), e);
        } catch (IOException e) {
            throw new RegionSpecException(RegionProblem.of("$", "cannot read " + file + ": " + e), e);
        }
        JsonNode root;
        try {
            root = LoamJson.parse(bytes);
        } catch (JacksonException e) {
            throw new RegionSpecException(RegionProblem.of("$", "not valid JSON at " + LoamJson.describe(e)), e);
        }
        return fromTree(root, RegionGrid.MAX_TILES);
    }

    /**
     * Reads a spec from JSON text.
     *
     * @param json the spec
     * @return the spec
     * @throws RegionSpecException if the text is not valid JSON (path {@code $}) or any field is
     *     wrong (every problem, each with its path)
     */
    public static RegionSpec read(String json) {
        return read(json, RegionGrid.MAX_TILES);
    }

    /**
     * Reads a spec from JSON text, its size allowed up to {@code maxTiles} each way instead of the
     * spec's 16: for a game that builds larger regions and takes the cost, which grows about
     * linearly with the tiles ({@code benchmarks/RESULTS.md}). Every other rule is the spec's.
     *
     * @param json the spec
     * @param maxTiles the most tiles along either axis, from {@link RegionGrid#MAX_TILES} to {@link
     *     RegionGrid#LARGEST_TILES}
     * @return the spec
     * @throws IllegalArgumentException if {@code maxTiles} is outside that range
     * @throws RegionSpecException as {@link #read(String)}, a size past {@code maxTiles} refused
     *     at its path
     */
    public static RegionSpec read(String json, int maxTiles) {
        if (maxTiles < RegionGrid.MAX_TILES || maxTiles > RegionGrid.LARGEST_TILES) {
            throw new IllegalArgumentException("maxTiles must be from " + RegionGrid.MAX_TILES + " to "
                    + RegionGrid.LARGEST_TILES + ", got " + maxTiles);
        }
        if (json == null) {
            throw new RegionSpecException(List.of(RegionProblem.of("$", "no JSON text was given")));
        }
        JsonNode root;
        try {
            root = LoamJson.parse(json);
        } catch (JacksonException e) {
            throw new RegionSpecException(RegionProblem.of("$", "not valid JSON at " + LoamJson.describe(e)), e);
        }
        return fromTree(root, maxTiles);
    }

    /** Reads a spec from its JSON tree, refusing with every problem, each with its path. */
    private static RegionSpec fromTree(JsonNode root, int maxTiles) {
        RegionSpecReader r = new RegionSpecReader(maxTiles);
        RegionSpec spec = r.spec(root);
        if (!r.problems.isEmpty()) {
            throw new RegionSpecException(r.problems);
        }
        return spec;
    }

    private RegionSpec spec(JsonNode root) {
        if (root == null || root.isMissingNode()) {
            problem("$", "the spec is empty", "it needs one JSON object", "");
            return null;
        }
        if (!root.isObject()) {
            problem("$", "the spec must be an object, but is " + kind(root), "", "");
            return null;
        }
        for (Map.Entry<String, JsonNode> e : root.properties()) {
            if (!KNOWN.contains(e.getKey())) {
                problem(JsonReads.at("", e.getKey()), "unknown field", "known fields are " + String.join(", ", KNOWN), "");
            } else if (LATER.contains(e.getKey())) {
                problem(e.getKey(), e.getKey() + " are not built by the land solver yet",
                        "towns, landuse, a town start, climate and clock come in later work",
                        "remove " + e.getKey() + " to build the land alone");
            }
        }
        String template = string(root.get("template"), "template", null);
        if (template != null && !template.equals("region")) {
            problem("template", "must be \"region\", but is " + LoamJson.quote(template), "", "");
        }
        String name = string(root.get("name"), "name", null);
        if (name != null && !LEVEL_NAME.matcher(name).matches()) {
            problem("name", LoamJson.quote(name) + " is not a level's name",
                    "a region is named test-<words>, main-<words> or draft-<id>", "");
        }
        long seed = root.has("seed") ? whole(root.get("seed"), "seed", 0, Integer.MAX_VALUE, 1) : 1;
        int tilesX = 0;
        int tilesZ = 0;
        JsonNode size = root.get("size");
        if (size == null) {
            problem("size", "missing", "a region needs its size, [along x, along z] tiles", "");
        } else if (pair(size, "size")) {
            tilesX = whole(size.get(0), "size[0]", RegionGrid.MIN_TILES, maxTiles, 0);
            tilesZ = whole(size.get(1), "size[1]", RegionGrid.MIN_TILES, maxTiles, 0);
        }
        int base = root.has("base") ? whole(root.get("base"), "base", 0, RegionGrid.MAX_LEVEL, 0) : 0;
        Biome biome = Biome.MEADOW;
        if (root.has("biome")) {
            String b = string(root.get("biome"), "biome", null);
            biome = b == null ? Biome.MEADOW : biome(b);
        }
        if (root.has("details")) {
            String d = string(root.get("details"), "details", null);
            if ("rich".equals(d)) {
                problem("details", "rich details are not built by the land solver yet",
                        "the groves, plots and points of interest come in later work", "use \"plain\" or leave it out");
            } else if (d != null && !d.equals("plain")) {
                problem("details", "must be \"plain\" or \"rich\", but is " + LoamJson.quote(d), "", "");
            }
        }
        boolean trees = true;
        boolean rocks = true;
        JsonNode props = root.get("props");
        if (props != null) {
            if (!props.isObject()) {
                problem("props", "must be an object {trees, rocks}, but is " + kind(props), "", "");
            } else {
                for (Map.Entry<String, JsonNode> e : props.properties()) {
                    if (!e.getKey().equals("trees") && !e.getKey().equals("rocks")) {
                        problem(JsonReads.at("props", e.getKey()), "unknown field", "known fields are trees, rocks", "");
                    }
                }
                trees = bool(props.get("trees"), "props.trees", true);
                rocks = bool(props.get("rocks"), "props.rocks", true);
            }
        }
        List<Feature> features = new ArrayList<>();
        JsonNode fs = root.get("features");
        if (fs != null) {
            if (!fs.isArray()) {
                problem("features", "must be an array of features, but is " + kind(fs), "", "");
            } else {
                if (fs.size() > RegionGrid.MAX_FEATURES) {
                    problem("features", "has " + fs.size() + " features", "a region holds up to "
                            + RegionGrid.MAX_FEATURES, "merge or remove " + (fs.size() - RegionGrid.MAX_FEATURES));
                }
                Map<FeatureKind, Integer> counts = new EnumMap<>(FeatureKind.class);
                for (int k = 0; k < fs.size(); k++) {
                    Feature f = new FeatureReader(this, tilesX, tilesZ).feature(fs.get(k), k, counts);
                    if (f != null) {
                        features.add(f);
                    }
                }
                uniqueNames(features);
                underBase(features, base);
            }
        }
        List<RoadSpec> roads = List.of();
        JsonNode rs = root.get("roads");
        if (rs != null && tilesX > 0 && tilesZ > 0) {
            roads = new RoadReader(this, tilesX, tilesZ, features).roads(rs);
        }
        if (name == null || tilesX == 0 || tilesZ == 0 || !problems.isEmpty()) {
            return null;
        }
        return new RegionSpec(name, seed, tilesX, tilesZ, base, biome, features, trees, rocks, roads);
    }

    /**
     * A hill, mountain, plateau or volcano raises the land to its level: one whose level stands
     * under the region's base would raise nothing, and its peak would come out at the base.
     */
    private void underBase(List<Feature> features, int base) {
        for (Feature f : features) {
            boolean raises = f.kind() == FeatureKind.HILL || f.kind() == FeatureKind.MOUNTAIN
                    || f.kind() == FeatureKind.PLATEAU || f.kind() == FeatureKind.VOLCANO;
            if (raises && f.level() < base) {
                problem(f.path("level"), "the " + f.kind().name().toLowerCase(java.util.Locale.ROOT) + "'s level "
                        + f.level() + " stands under the region's base " + base,
                        "a " + f.kind().name().toLowerCase(java.util.Locale.ROOT) + " raises the land to its level, "
                                + "so it would raise nothing", "give it a level of " + base + " or more, or lower the base");
            }
        }
    }

    private void uniqueNames(List<Feature> features) {
        Map<String, Feature> seen = new HashMap<>();
        for (Feature f : features) {
            Feature before = seen.putIfAbsent(f.name(), f);
            if (before != null) {
                problem(f.path("name"), "the name " + LoamJson.quote(f.name()) + " is taken",
                        before.path("") + " has it", "give each feature its own name");
            }
        }
    }

    private Biome biome(String b) {
        for (Biome v : Biome.values()) {
            if (v.specName().equals(b)) {
                return v;
            }
        }
        problem("biome", LoamJson.quote(b) + " is not a biome",
                "the biomes are meadow, forest, alpine, farmland, steppe, desert, autumn and coast", "");
        return Biome.MEADOW;
    }

    // ------------------------------------------------------------------------------------------
    // Typed reads that record a problem and return a fallback, so every problem is found.

    void problem(String path, String what, String why, String fix) {
        problems.add(new RegionProblem(path, what, why, fix));
    }

    int problemCount() {
        return problems.size();
    }

    static boolean featureName(String name) {
        return FEATURE_NAME.matcher(name).matches();
    }

    String string(JsonNode n, String path, String fallback) {
        if (n == null) {
            problem(path, "missing", "", "");
            return fallback;
        }
        if (!n.isString()) {
            problem(path, "must be a string, but is " + kind(n), "", "");
            return fallback;
        }
        return n.stringValue();
    }

    boolean bool(JsonNode n, String path, boolean fallback) {
        if (n == null) {
            return fallback;
        }
        if (!n.isBoolean()) {
            problem(path, "must be true or false, but is " + kind(n), "", "");
            return fallback;
        }
        return n.booleanValue();
    }

    int whole(JsonNode n, String path, int min, int max, int fallback) {
        if (n == null) {
            problem(path, "missing", "", "");
            return fallback;
        }
        if (!n.isNumber()) {
            problem(path, "must be a whole number, but is " + kind(n), "", "");
            return fallback;
        }
        double v = n.doubleValue();
        if (!Double.isFinite(v) || v != Math.rint(v)) {
            problem(path, "must be a whole number, but is " + n, "", "");
            return fallback;
        }
        if (v < min || v > max) {
            problem(path, n + " must lie in " + min + ".." + max, "", "");
            return fallback;
        }
        return (int) v;
    }

    double number(JsonNode n, String path, double min, double max, double fallback) {
        if (n == null) {
            problem(path, "missing", "", "");
            return fallback;
        }
        double v = n.isNumber() ? n.doubleValue() : Double.NaN;
        if (!n.isNumber() || !Double.isFinite(v)) {
            problem(path, "must be a number, but is " + kind(n), "", "");
            return fallback;
        }
        if (v < min || v > max) {
            problem(path, n + " must lie in " + fmt(min) + ".." + fmt(max), "", "");
            return fallback;
        }
        return v;
    }

    /** Whether {@code n} is an array of two entries; records a problem otherwise. */
    boolean pair(JsonNode n, String path) {
        if (!n.isArray() || n.size() != 2) {
            problem(path, "must be a pair [along x, along z], but is " + (n.isArray() ? "an array of " + n.size()
                    : kind(n)), "", "");
            return false;
        }
        return true;
    }

    /** What a node is, for a message, worded as every other reader of the project words it. */
    static String kind(JsonNode n) {
        return JsonReads.kind(n);
    }

    private static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : dev.loam.core.NumberText.of(v);
    }
}
