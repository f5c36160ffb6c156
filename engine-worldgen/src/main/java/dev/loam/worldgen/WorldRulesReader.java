package dev.loam.worldgen;

import dev.loam.core.internal.JsonReads;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import tools.jackson.databind.JsonNode;

/** Reads {@link WorldRules} from JSON: the format of an {@code .esworld} file. */
final class WorldRulesReader {
    private static final List<String> TOP = List.of("id", "versions", "biomes", "recipes", "plants", "layers", "noise");
    private static final List<String> BIOME = List.of("id", "conditions", "transition", "paint", "paintStrength",
            "recipes");
    private static final List<String> CONDITION = List.of("field", "min", "max", "blend");
    private static final List<String> BIOME_RECIPE = List.of("recipe", "layer", "density");
    private static final List<String> RECIPE = List.of("id", "version", "tags", "anchor", "members");
    private static final List<String> MEMBER = List.of("id", "version", "mesh", "material", "plant", "count", "ring",
            "arc", "scale", "footprint", "canopy", "attach", "minUp", "waterDepth", "chance", "far", "interactive",
            "tags", "grounding");
    private static final List<String> GROUNDING = List.of("size", "samples", "mode", "maxRelief", "offset",
            "scaleFootprint");
    private static final List<String> FAR = List.of("rect", "shape");
    private static final List<String> LAYER = List.of("id", "version", "spacing", "drawDistance", "lodDistance",
            "chunkSize", "occupies", "farSpacing");
    private static final List<String> PLANT = List.of("parts", "lodDistance", "drawDistance", "far", "farDistance",
            "tints", "tintScale", "farKeep", "sink", "unit");
    private static final List<String> PART = List.of("mesh", "lod1Mesh", "material", "texture", "tint", "opaque", "soft",
            "castShadows");
    private static final List<String> NOISE = List.of("scale", "octaves", "kind");

    /** The JSON reads of world rules and diffs files, refusing with a {@link WorldRulesException}. */
    static final JsonReads<WorldRulesException> JSON = new JsonReads<>(WorldRulesException::new, "field", "is missing");

    private WorldRulesReader() {
    }

    static WorldRules read(String json, Map<String, CodeField> fields) {
        JsonNode root = object(JSON.parse(json, "the file is empty: it needs one JSON object with id, versions, "
                + "biomes, recipes and layers"), JsonReads.ROOT);
        JSON.onlyKnown(root, "", TOP);
        String id = string(JSON.required(root, "", "id", "name the rules, such as \"mygame:wilds\""),
                "id");
        WorldRules.Builder b = WorldRules.builder(id);
        JsonNode versions = JSON.array(JSON.required(root, "", "versions", "list the versions, such as [1]"),
                "versions", "an array of whole numbers");
        for (int i = 0; i < versions.size(); i++) {
            double v = number(versions.get(i), "versions[" + i + "]");
            if (v != Math.rint(v) || v < 1 || v > Integer.MAX_VALUE) {
                throw new WorldRulesException("versions[" + i + "]", versions.get(i) + " must be a whole number, 1 or more");
            }
            b.versions((int) v);
        }
        JsonNode noise = root.get("noise");
        if (noise != null) {
            object(noise, "noise");
            for (Map.Entry<String, JsonNode> e : noise.properties()) {
                String at = JsonReads.at("noise", e.getKey());
                JsonNode n = object(e.getValue(), at);
                JSON.onlyKnown(n, at, NOISE);
                double scale = number(JSON.required(n, at, "scale", "the feature size in world units"),
                        at + ".scale");
                b.noise(e.getKey(), new NoiseField(scale, whole(n, "octaves", at, 1), noiseKind(n, at)));
            }
        }
        JsonNode plants = root.get("plants");
        if (plants != null) {
            object(plants, "plants");
            for (Map.Entry<String, JsonNode> e : plants.properties()) {
                b.plant(plant(e.getKey(), e.getValue(), JsonReads.at("plants", e.getKey())));
            }
        }
        JsonNode layers = JSON.array(JSON.required(root, "", "layers", "list at least one layer"), "layers",
                "an array of layers");
        for (int i = 0; i < layers.size(); i++) {
            b.layer(layer(layers.get(i), "layers[" + i + "]"));
        }
        JsonNode recipes = root.get("recipes");
        if (recipes != null) {
            JSON.array(recipes, "recipes", "an array of recipes");
            for (int i = 0; i < recipes.size(); i++) {
                b.recipe(recipe(recipes.get(i), "recipes[" + i + "]"));
            }
        }
        JsonNode biomes = JSON.array(JSON.required(root, "", "biomes", "list at least one biome"), "biomes",
                "an array of biomes");
        for (int i = 0; i < biomes.size(); i++) {
            b.biome(biome(biomes.get(i), "biomes[" + i + "]"));
        }
        fields.forEach(b::field);
        return b.build();
    }

    private static Layer layer(JsonNode n, String at) {
        object(n, at);
        JSON.onlyKnown(n, at, LAYER);
        String id = string(JSON.required(n, at, "id", "name the layer"), at + ".id");
        double spacing = number(JSON.required(n, at, "spacing",
                "the side of a candidate cell in world units, such as 90"), at + ".spacing");
        double draw = number(n, "drawDistance", at, 2000);
        return new Layer(id, whole(n, "version", at, 1), spacing, draw,
                number(n, "lodDistance", at, draw / 2), number(n, "chunkSize", at, 512),
                bool(n, "occupies", at, true), whole(n, "farSpacing", at, 1));
    }

    private static Biome biome(JsonNode n, String at) {
        object(n, at);
        JSON.onlyKnown(n, at, BIOME);
        String id = string(JSON.required(n, at, "id", "name the biome"), at + ".id");
        List<Condition> conditions = objects(n, "conditions", at, "an array of conditions", CONDITION,
                (c, cat) -> new Condition(
                        string(JSON.required(c, cat, "field", "the field read, such as \"moisture\""),
                                cat + ".field"),
                        number(c, "min", cat, Double.NEGATIVE_INFINITY),
                        number(c, "max", cat, Double.POSITIVE_INFINITY),
                        number(c, "blend", cat, 0)));
        Optional<Paint> paint = Optional.empty();
        if (n.get("paint") != null) {
            double[] p = numbers(n.get("paint"), at + ".paint", 4);
            paint = Optional.of(new Paint(p[0], p[1], p[2], p[3]));
        }
        List<BiomeRecipe> recipes = objects(n, "recipes", at, "an array of {recipe, layer, density}", BIOME_RECIPE,
                (r, rat) -> new BiomeRecipe(
                        string(JSON.required(r, rat, "recipe", "the recipe's id"), rat + ".recipe"),
                        string(JSON.required(r, rat, "layer", "the layer's id"), rat + ".layer"),
                        number(r, "density", rat, 1)));
        return new Biome(id, conditions, number(n, "transition", at, 0), paint,
                number(n, "paintStrength", at, paint.isPresent() ? 0.5 : 0), recipes);
    }

    /**
     * Reads an optional object, such as a member's grounding: when {@code field} is there it is
     * read as {@link #strictObject} reads it, at the path {@code at.field}.
     *
     * @param n the object holding it
     * @param field its key
     * @param at the path of {@code n}
     * @param known the keys it may have
     * @param read makes the value from the object and its path
     * @return what {@code read} made, or null when {@code field} is absent
     * @throws WorldRulesException the first refusal, in document order
     */
    private static <T> T object(JsonNode n, String field, String at, List<String> known,
            BiFunction<JsonNode, String, T> read) {
        JsonNode o = n.get(field);
        return o == null ? null : strictObject(o, at + "." + field, known, read);
    }

    /**
     * Reads an optional array of small objects, such as a biome's conditions: when {@code field}
     * is there it must be an array, and each element is read as {@link #strictObject} reads it,
     * at the path {@code at.field[i]}.
     *
     * @param n the object holding the array
     * @param field the array's key
     * @param at the path of {@code n}
     * @param expected what the array should be, for the refusal of anything else
     * @param known the keys an element may have
     * @param read makes an element from its object and its path
     * @return the elements in order; empty when {@code field} is absent
     * @throws WorldRulesException the first refusal, in document order
     */
    private static <T> List<T> objects(JsonNode n, String field, String at, String expected, List<String> known,
            BiFunction<JsonNode, String, T> read) {
        List<T> out = new ArrayList<>();
        JsonNode array = n.get(field);
        if (array != null) {
            JSON.array(array, at + "." + field, expected);
            for (int i = 0; i < array.size(); i++) {
                out.add(strictObject(array.get(i), at + "." + field + "[" + i + "]", known, read));
            }
        }
        return out;
    }

    /**
     * Reads a nested object: it must be an object with only the {@code known} keys, checked in
     * that order before {@code read} makes the value, so a misspelt key is refused by name
     * rather than silently left at its default. {@code read} is given the path to name its own
     * refusals.
     */
    private static <T> T strictObject(JsonNode o, String path, List<String> known,
            BiFunction<JsonNode, String, T> read) {
        JSON.onlyKnown(object(o, path), path, known);
        return read.apply(o, path);
    }

    private static Recipe recipe(JsonNode n, String at) {
        object(n, at);
        JSON.onlyKnown(n, at, RECIPE);
        String id = string(JSON.required(n, at, "id", "name the recipe"), at + ".id");
        Member anchor = member(JSON.required(n, at, "anchor", "the group's anchor, such as {\"id\": \"elder\", "
                + "\"mesh\": \"assets/models/pine.esmesh\"}"), at + ".anchor");
        List<Member> members = new ArrayList<>();
        JsonNode ms = n.get("members");
        if (ms != null) {
            JSON.array(ms, at + ".members", "an array of members");
            for (int i = 0; i < ms.size(); i++) {
                members.add(member(ms.get(i), at + ".members[" + i + "]"));
            }
        }
        return new Recipe(id, whole(n, "version", at, 1), strings(n, "tags", at), anchor, members);
    }

    private static Member member(JsonNode n, String at) {
        object(n, at);
        JSON.onlyKnown(n, at, MEMBER);
        Member.Builder m = Member.builder(string(JSON.required(n, at, "id", "name the member"),
                at + ".id"));
        m.version(whole(n, "version", at, 1))
                .mesh(string(n, "mesh", at, ""))
                .material(string(n, "material", at, ""));
        if (n.get("plant") != null) {
            m.plant(string(n.get("plant"), at + ".plant"));
        }
        Range count = range(n, "count", at, Range.of(1));
        Range ring = range(n, "ring", at, Range.of(0));
        Range arc = range(n, "arc", at, Range.of(0, 360));
        Range scale = range(n, "scale", at, Range.of(1));
        m.count((int) count.min(), (int) count.max()).ring(ring.min(), ring.max()).arc(arc.min(), arc.max())
                .scale(scale.min(), scale.max());
        if (count.min() != Math.rint(count.min()) || count.max() != Math.rint(count.max())) {
            throw new WorldRulesException(at + ".count", "must be whole numbers");
        }
        m.footprint(number(n, "footprint", at, 1)).canopy(number(n, "canopy", at, 0))
                .minUp(number(n, "minUp", at, 0)).waterDepth(number(n, "waterDepth", at, 0))
                .chance(number(n, "chance", at, 1))
                .interactive(string(n, "interactive", at, ""))
                .tags(strings(n, "tags", at).toArray(String[]::new));
        String attach = string(n, "attach", at, "upright");
        switch (attach) {
            case "upright" -> m.attach(Attach.UPRIGHT);
            case "ground" -> m.attach(Attach.GROUND);
            default -> throw new WorldRulesException(at + ".attach", "\"" + attach + "\" must be upright or ground");
        }
        MemberFar far = object(n, "far", at, FAR, (f, fat) -> {
            double[] r = numbers(JSON.required(f, fat, "rect", "the texture rectangle [u0, v0, u1, v1]"),
                    fat + ".rect", 4);
            String shape = string(f, "shape", fat, "x");
            if (!shape.equals("x") && !shape.equals("tent")) {
                throw new WorldRulesException(fat + ".shape", "\"" + shape + "\" must be x or tent");
            }
            return new MemberFar(r[0], r[1], r[2], r[3], shape.equals("tent"));
        });
        if (far != null) {
            m.far(far);
        }
        Grounding grounding = object(n, "grounding", at, GROUNDING, (g, gat) -> {
            double[] size = numbers(JSON.required(g, gat, "size", "[width, depth] in model units"),
                    gat + ".size", 2);
            String mode = string(g, "mode", gat, "highest");
            Grounding.Mode gm;
            try {
                gm = Grounding.Mode.valueOf(mode.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new WorldRulesException(gat + ".mode", "\"" + mode + "\" must be highest, lowest, mean or center");
            }
            return new Grounding(size[0], size[1], whole(g, "samples", gat, 5), gm,
                    number(g, "maxRelief", gat, 2), number(g, "offset", gat, 0),
                    bool(g, "scaleFootprint", gat, false));
        });
        if (grounding != null) {
            m.grounding(grounding);
        }
        return m.build();
    }

    private static Plant plant(String id, JsonNode n, String at) {
        object(n, at);
        JSON.onlyKnown(n, at, PLANT);
        JsonNode ps = JSON.array(JSON.required(n, at, "parts", "at least one part, such as "
                + "{\"mesh\": \"assets/models/pine.esmesh\"}"), at + ".parts", "an array of parts");
        List<PlantPart> parts = new ArrayList<>();
        for (int i = 0; i < ps.size(); i++) {
            String pat = at + ".parts[" + i + "]";
            JsonNode p = object(ps.get(i), pat);
            JSON.onlyKnown(p, pat, PART);
            Tint tint = Tint.WHITE;
            if (p.get("tint") != null) {
                double[] t = numbers(p.get("tint"), pat + ".tint", 3);
                tint = new Tint(t[0], t[1], t[2]);
            }
            parts.add(new PlantPart(string(p, "mesh", pat, ""), string(p, "lod1Mesh", pat, ""),
                    string(p, "material", pat, ""), string(p, "texture", pat, ""), tint,
                    bool(p, "opaque", pat, true), number(p, "soft", pat, 0),
                    bool(p, "castShadows", pat, true)));
        }
        List<Tint> tints = new ArrayList<>();
        JsonNode ts = n.get("tints");
        if (ts != null) {
            JSON.array(ts, at + ".tints", "an array of [r, g, b] factors");
            for (int i = 0; i < ts.size(); i++) {
                double[] t = numbers(ts.get(i), at + ".tints[" + i + "]", 3);
                tints.add(new Tint(t[0], t[1], t[2]));
            }
        }
        double draw = number(n, "drawDistance", at, 2000);
        return new Plant(id, parts, number(n, "lodDistance", at, draw / 2), draw,
                string(n, "far", at, ""), number(n, "farDistance", at, draw * 3), tints,
                number(n, "tintScale", at, 300), number(n, "farKeep", at, 1),
                number(n, "sink", at, 0), number(n, "unit", at, 1));
    }

    /** A field's object node, or a refusal. */
    private static JsonNode object(JsonNode n, String path) {
        return JSON.object(n, path, "an object");
    }

    private static String string(JsonNode n, String path) {
        return JSON.string(n, path, "a string");
    }

    /** An optional field's string, or {@code dflt} when it is absent. */
    private static String string(JsonNode obj, String field, String path, String dflt) {
        return JSON.optional(obj, path, field, dflt, WorldRulesReader::string);
    }

    /** An optional field's boolean, or {@code dflt} when it is absent. */
    private static boolean bool(JsonNode obj, String field, String path, boolean dflt) {
        return JSON.optional(obj, path, field, dflt, JSON::bool);
    }

    /** A finite number; the rules word an infinite one as {@code 1e999 is past the largest number}. */
    private static double number(JsonNode n, String path) {
        if (n != null && n.isNumber() && !Double.isFinite(n.doubleValue())) {
            throw JSON.refuse(path, n + " is past the largest number");
        }
        return JSON.number(n, path, "a number");
    }

    /** An optional field's number, or {@code dflt} when it is absent. */
    private static double number(JsonNode obj, String field, String path, double dflt) {
        return JSON.optional(obj, path, field, dflt, WorldRulesReader::number);
    }

    /** An optional field's whole number (an int), or {@code dflt} when it is absent. */
    private static int whole(JsonNode obj, String field, String path, int dflt) {
        JsonNode n = obj.get(field);
        if (n == null) {
            return dflt;
        }
        double v = number(n, JsonReads.at(path, field));
        if (v != Math.rint(v) || Math.abs(v) > Integer.MAX_VALUE) {
            throw JSON.refuse(JsonReads.at(path, field), n + " must be a whole number");
        }
        return (int) v;
    }

    /** A range: one number {@code n} (meaning [n, n]) or a pair {@code [min, max]}. */
    private static Range range(JsonNode obj, String field, String path, Range dflt) {
        JsonNode n = obj.get(field);
        String p = JsonReads.at(path, field);
        if (n == null) {
            return dflt;
        }
        if (n.isNumber()) {
            return Range.of(number(n, p));
        }
        if (!n.isArray() || n.size() != 2) {
            throw JSON.wrongType(p, "a number or a pair [min, max]", n);
        }
        double lo = number(n.get(0), JsonReads.at(p, 0));
        double hi = number(n.get(1), JsonReads.at(p, 1));
        if (hi < lo) {
            throw JSON.refuse(p, "[" + lo + ", " + hi + "] has min above max", "swap them");
        }
        return Range.of(lo, hi);
    }

    /** An optional field's strings; empty when it is absent. */
    private static List<String> strings(JsonNode obj, String field, String path) {
        JsonNode n = obj.get(field);
        if (n == null) {
            return List.of();
        }
        String p = JsonReads.at(path, field);
        JSON.array(n, p, "an array of strings");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n.size(); i++) {
            out.add(string(n.get(i), JsonReads.at(p, i)));
        }
        return out;
    }

    /** Exactly {@code count} numbers. */
    private static double[] numbers(JsonNode n, String path, int count) {
        if (n == null || !n.isArray() || n.size() != count) {
            throw JSON.wrongType(path, "an array of " + count + " numbers", n);
        }
        double[] out = new double[count];
        for (int i = 0; i < count; i++) {
            out[i] = number(n.get(i), JsonReads.at(path, i));
        }
        return out;
    }

    /** A noise field's {@code kind}: {@code "value"} (the default) or {@code "gradient"}. */
    private static NoiseField.Kind noiseKind(JsonNode n, String at) {
        JsonNode k = n.get("kind");
        if (k == null) {
            return NoiseField.Kind.VALUE;
        }
        String where = at + ".kind";
        String name = string(k, where);
        for (NoiseField.Kind kind : NoiseField.Kind.values()) {
            if (kind.jsonName().equals(name)) {
                return kind;
            }
        }
        throw new WorldRulesException(where, "\"" + name + "\" is no noise kind", "use \"value\" or \"gradient\"");
    }
}
