package dev.loam.worldgen;

import dev.loam.core.internal.JsonReads;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The checks every {@link WorldRules} passes, from JSON or code; each refusal names the path and the fix. */
final class RulesValidator {
    /** The largest layer spacing, world units. */
    static final double MAX_SPACING = 100_000;
    /** How many cells of its layer a group may reach across, so a conflict check reads a bounded number of cells. */
    static final double MAX_REACH_CELLS = 16;
    /**
     * The longest id of the rules, a layer, biome, recipe, member, plant or field, in characters:
     * every placement's id joins several of them, and every placement carries its id.
     */
    static final int MAX_ID_CHARS = 64;

    private RulesValidator() {
    }

    static void validate(String id, List<Integer> versions, List<Biome> biomes, List<Recipe> recipes,
            Map<String, Plant> plants, List<Layer> layers, Map<String, NoiseField> noise,
            Map<String, CodeField> fields) {
        if (id.length() > MAX_ID_CHARS) {
            throw new WorldRulesException("id", "the rules' id is " + id.length() + " characters, more than " + MAX_ID_CHARS);
        }
        if (id.isBlank() || !id.matches("[A-Za-z0-9_\\-:.]+")) {
            throw new WorldRulesException("id", "\"" + id + "\" must name the rules with letters, digits, '_', '-', "
                    + "'.' or ':', such as \"mygame:wilds\"");
        }
        if (versions.isEmpty()) {
            throw new WorldRulesException("versions", "lists no version", "list at least one, such as [1]");
        }
        Set<Integer> seenVersions = new HashSet<>();
        for (int i = 0; i < versions.size(); i++) {
            if (versions.get(i) < 1) {
                throw new WorldRulesException("versions[" + i + "]", versions.get(i) + " must be 1 or more");
            }
            if (!seenVersions.add(versions.get(i))) {
                throw new WorldRulesException("versions[" + i + "]", "version " + versions.get(i) + " is listed twice");
            }
        }
        if (layers.isEmpty()) {
            throw new WorldRulesException("layers", "no layer: a world needs at least one, such as "
                    + "{\"id\": \"groups\", \"spacing\": 260}");
        }
        if (biomes.isEmpty()) {
            throw new WorldRulesException("biomes", "no biome: a world needs at least one");
        }
        Set<String> layerIds = new HashSet<>();
        for (int i = 0; i < layers.size(); i++) {
            Layer l = layers.get(i);
            String at = "layers[" + i + "]";
            checkId(l.id(), at + ".id");
            if (!layerIds.add(l.id())) {
                throw new WorldRulesException(at + ".id", "layer \"" + l.id() + "\" is defined twice");
            }
            positive(l.spacing(), at + ".spacing", "the side of a candidate cell in world units, such as 90");
            if (l.version() < 1) {
                throw new WorldRulesException(at + ".version", l.version() + " must be 1 or more");
            }
            nonNegative(l.drawDistance(), at + ".drawDistance");
            nonNegative(l.lodDistance(), at + ".lodDistance");
            positive(l.chunkSize(), at + ".chunkSize", "the chunk side in world units, such as 512");
            if (l.farSpacing() < 1 || l.farSpacing() > 8) {
                throw new WorldRulesException(at + ".farSpacing", l.farSpacing() + " must be a whole number 1..8");
            }
        }
        for (Map.Entry<String, NoiseField> e : noise.entrySet()) {
            String at = JsonReads.at("noise", e.getKey());
            if (FieldTable.isBuiltInSurface(e.getKey())) {
                throw new WorldRulesException(at, "\"" + e.getKey() + "\" is a field of the surface, not noise",
                        "pick another name");
            }
            positive(e.getValue().scale(), at + ".scale", "a feature size in world units, such as 1400");
            if (e.getValue().octaves() < 1 || e.getValue().octaves() > 16) {
                throw new WorldRulesException(at + ".octaves", e.getValue().octaves() + " must be 1..16");
            }
        }
        for (String name : fields.keySet()) {
            if (FieldTable.isBuiltIn(name) || noise.containsKey(name)) {
                throw new WorldRulesException("fields." + name, "a built-in or noise field already has this name",
                        "pick another name");
            }
            checkId(name, "fields." + name);
        }
        Set<String> plantIds = plants.keySet();
        for (Plant p : plants.values()) {
            checkPlant(p, JsonReads.at("plants", p.id()));
        }
        Set<String> recipeIds = new HashSet<>();
        for (int i = 0; i < recipes.size(); i++) {
            Recipe r = recipes.get(i);
            String at = "recipes[" + i + "]";
            checkId(r.id(), at + ".id");
            if (!recipeIds.add(r.id())) {
                throw new WorldRulesException(at + ".id", "recipe \"" + r.id() + "\" is defined twice");
            }
            if (r.version() < 1) {
                throw new WorldRulesException(at + ".version", r.version() + " must be 1 or more");
            }
            checkMember(r.anchor(), at + ".anchor", plantIds, true);
            Set<String> memberIds = new HashSet<>();
            memberIds.add(r.anchor().id());
            for (int m = 0; m < r.members().size(); m++) {
                Member member = r.members().get(m);
                checkMember(member, at + ".members[" + m + "]", plantIds, false);
                if (!memberIds.add(member.id())) {
                    String fix = "give each its own";
                    throw new WorldRulesException(at + ".members[" + m + "].id", "member \"" + member.id()
                            + "\" is used twice in recipe " + r.id() + ": member ids make placement ids, " + fix,
                            Optional.of(fix), null);
                }
            }
        }
        for (int i = 0; i < layers.size(); i++) {
            Layer l = layers.get(i);
            if (l.spacing() > MAX_SPACING) {
                throw new WorldRulesException("layers[" + i + "].spacing", l.spacing() + " is past the largest spacing, "
                        + MAX_SPACING + " world units");
            }
            for (Biome b : biomes) {
                for (BiomeRecipe br : b.recipes()) {
                    if (!br.layer().equals(l.id())) {
                        continue;
                    }
                    for (Recipe r : recipes) {
                        if (r.id().equals(br.recipe()) && r.reach(plants) > l.spacing() * MAX_REACH_CELLS) {
                            throw new WorldRulesException("layers[" + i + "].spacing", "spacing " + l.spacing()
                                    + " is too small for recipe " + r.id() + ", whose group reaches " + r.reach(plants)
                                    + " world units", "raise the spacing to at least " + r.reach(plants) / MAX_REACH_CELLS
                                    + " or make the recipe smaller");
                        }
                    }
                }
            }
        }
        Set<String> known = new HashSet<>(FieldTable.BUILT_IN);
        known.addAll(noise.keySet());
        known.addAll(fields.keySet());
        Set<String> biomeIds = new HashSet<>();
        for (int i = 0; i < biomes.size(); i++) {
            Biome b = biomes.get(i);
            String at = "biomes[" + i + "]";
            checkId(b.id(), at + ".id");
            if (!biomeIds.add(b.id())) {
                throw new WorldRulesException(at + ".id", "biome \"" + b.id() + "\" is defined twice");
            }
            nonNegative(b.transition(), at + ".transition");
            fraction(b.paintStrength(), at + ".paintStrength");
            if (b.paint().isPresent()) {
                Paint p = b.paint().get();
                for (int k = 0; k < 4; k++) {
                    fraction(p.get(k), at + ".paint[" + k + "]");
                }
            }
            for (int c = 0; c < b.conditions().size(); c++) {
                Condition cond = b.conditions().get(c);
                String cat = at + ".conditions[" + c + "]";
                if (FieldTable.isPaint(cond.field()) && !known.contains(cond.field())) {
                    String layer = cond.field().substring(FieldTable.PAINT.length());
                    if (layer.isEmpty() || !layer.equals(layer.strip()) || layer.contains("/")) {
                        throw new WorldRulesException(cat + ".field", "\"" + cond.field() + "\" names no paint layer",
                                "write paint.<layer>, the layer named after its file (grass.esterrainlayer gives "
                                + "paint.grass)");
                    }
                } else if (!known.contains(cond.field())) {
                    throw new WorldRulesException(cat + ".field", "no field \"" + cond.field() + "\"", "use a built-in ("
                            + String.join(", ", FieldTable.BUILT_IN) + "), paint.<layer> for another layer of the "
                            + "terrain, a name from \"noise\", or a code field");
                }
                if (Double.isNaN(cond.min()) || Double.isNaN(cond.max()) || cond.min() > cond.max()) {
                    throw new WorldRulesException(cat, "min " + cond.min() + " is above max " + cond.max(),
                            "swap them or widen the range");
                }
                if (cond.min() == Double.NEGATIVE_INFINITY && cond.max() == Double.POSITIVE_INFINITY) {
                    throw new WorldRulesException(cat, "needs min, max or both");
                }
                nonNegative(cond.blend(), cat + ".blend");
            }
            Set<String> layersUsed = new HashSet<>();
            for (int k = 0; k < b.recipes().size(); k++) {
                BiomeRecipe br = b.recipes().get(k);
                String rat = at + ".recipes[" + k + "]";
                if (!recipeIds.contains(br.recipe())) {
                    throw new WorldRulesException(rat + ".recipe", "no recipe \"" + br.recipe()
                            + "\" in the rules", "add it to \"recipes\" or fix the name");
                }
                if (!layerIds.contains(br.layer())) {
                    throw new WorldRulesException(rat + ".layer", "no layer \"" + br.layer()
                            + "\" in the rules", "add it to \"layers\" or fix the name");
                }
                if (!layersUsed.add(br.layer())) {
                    throw new WorldRulesException(rat + ".layer", "biome " + b.id() + " already has a recipe in layer "
                            + br.layer() + ": a biome takes one recipe per layer");
                }
                fraction(br.density(), rat + ".density");
            }
        }
    }

    private static void checkMember(Member m, String at, Set<String> plantIds, boolean anchor) {
        checkId(m.id(), at + ".id");
        if (m.version() < 1) {
            throw new WorldRulesException(at + ".version", m.version() + " must be 1 or more");
        }
        if (m.plant().isPresent() && !plantIds.contains(m.plant().get())) {
            throw new WorldRulesException(at + ".plant", "no plant \"" + m.plant().get()
                    + "\" in the rules", "add it to \"plants\" or fix the name");
        }
        if (m.plant().isEmpty() && m.mesh().isEmpty()) {
            throw new WorldRulesException(at, "places nothing", "give it a \"mesh\" or a \"plant\"");
        }
        if (m.count().min() < 0 || m.count().max() > 64 || m.count().min() != Math.floor(m.count().min())
                || m.count().max() != Math.floor(m.count().max())) {
            throw new WorldRulesException(at + ".count", "must be whole numbers 0..64, got [" + m.count().min() + ", "
                    + m.count().max() + "]");
        }
        if (anchor && (m.count().min() != 1 || m.count().max() != 1 || m.ring().max() != 0)) {
            throw new WorldRulesException(at, "an anchor stands alone at the candidate", "leave out count and ring");
        }
        if (m.ring().min() < 0) {
            throw new WorldRulesException(at + ".ring", "distances must be 0 or more, got " + m.ring().min());
        }
        if (m.scale().min() <= 0) {
            throw new WorldRulesException(at + ".scale", "must be greater than 0, got " + m.scale().min());
        }
        nonNegative(m.footprint(), at + ".footprint");
        nonNegative(m.canopy(), at + ".canopy");
        fraction(m.minUp(), at + ".minUp");
        nonNegative(m.waterDepth(), at + ".waterDepth");
        fraction(m.chance(), at + ".chance");
        if (m.grounding().isPresent()) {
            Grounding g = m.grounding().get();
            positive(g.sizeX(), at + ".grounding.size[0]", "the base's width in model units");
            positive(g.sizeZ(), at + ".grounding.size[1]", "the base's depth in model units");
            if (g.samples() != 3 && g.samples() != 5 && g.samples() != 7 && g.samples() != 9) {
                throw new WorldRulesException(at + ".grounding.samples", g.samples() + " must be 3, 5, 7 or 9");
            }
            nonNegative(g.maxRelief(), at + ".grounding.maxRelief");
            finite(g.offset(), at + ".grounding.offset");
        }
    }

    private static void checkPlant(Plant p, String at) {
        if (p.parts().isEmpty()) {
            throw new WorldRulesException(at + ".parts", "no part: a plant needs at least one, such as "
                    + "{\"mesh\": \"assets/models/pine.esmesh\"}");
        }
        for (int i = 0; i < p.parts().size(); i++) {
            PlantPart part = p.parts().get(i);
            if (part.mesh().isEmpty()) {
                throw new WorldRulesException(at + ".parts[" + i + "].mesh", "each part needs a mesh");
            }
            fraction(part.soft(), at + ".parts[" + i + "].soft");
        }
        nonNegative(p.lodDistance(), at + ".lodDistance");
        nonNegative(p.drawDistance(), at + ".drawDistance");
        nonNegative(p.farDistance(), at + ".farDistance");
        positive(p.tintScale(), at + ".tintScale", "the width of a patch of one tint in world units");
        if (!(p.farKeep() > 0 && p.farKeep() <= 1)) {
            throw new WorldRulesException(at + ".farKeep", p.farKeep() + " must be greater than 0 and at most 1");
        }
        nonNegative(p.sink(), at + ".sink");
        positive(p.unit(), at + ".unit", "world units per mesh unit, such as 1 or 100");
    }

    private static void checkId(String id, String at) {
        if (id != null && id.length() > MAX_ID_CHARS) {
            throw new WorldRulesException(at, "the id is " + id.length() + " characters, more than " + MAX_ID_CHARS,
                    "ids are part of every placement's id: keep them short");
        }
        if (id == null || id.isEmpty() || !id.matches("[A-Za-z0-9_\\-]+")) {
            throw new WorldRulesException(at, "\"" + id + "\" must be letters, digits, '_' or '-' (ids are part of "
                    + "placement ids, where '@', ':', ',', '/' and '.' separate them), and not empty");
        }
    }

    private static void finite(double v, String at) {
        if (!Double.isFinite(v)) {
            throw new WorldRulesException(at, v + " must be a finite number");
        }
    }

    private static void positive(double v, String at, String what) {
        if (!(v > 0) || !Double.isFinite(v)) {
            throw new WorldRulesException(at, v + " must be greater than 0: " + what);
        }
    }

    private static void nonNegative(double v, String at) {
        if (!(v >= 0) || !Double.isFinite(v)) {
            throw new WorldRulesException(at, v + " must be 0 or more");
        }
    }

    private static void fraction(double v, String at) {
        if (!(v >= 0 && v <= 1)) {
            throw new WorldRulesException(at, v + " must lie in 0..1");
        }
    }
}
