package dev.loam.worldgen;

import dev.loam.core.JitteredGrid;
import dev.loam.core.StableHash;
import dev.loam.core.ValueNoise2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules of one world compiled for evaluation: arrays by index instead of lookups by name,
 * seeds, grids and noises made once. Immutable and shared by every thread of a plan.
 */
final class PlanModel {
    final WorldRules rules;
    final WorldGen world;
    final long worldSeed;
    /** The seed of the hash that keeps or leaves out a plant's far version ({@code farKeep}). */
    final long farKeepSeed;
    final Zone[] zones;
    final FieldTable fields;
    final Surface surface;

    final Biome[] biomes;
    final int[][] conditionField;
    final Condition[][] conditions;
    /**
     * Per biome, the order its conditions are read in: cheaper fields first, never moving one
     * past a code field (so a code field is read exactly where the rules' order reads it); null
     * where that is the rules' order. See {@link #weights}.
     */
    final int[][] conditionOrder;
    /** The most conditions of any biome. */
    final int maxConditions;
    /** Biome indices in order of transition, so biomes sharing a displacement share cached fields. */
    final int[] biomeOrder;
    /**
     * Every biome's conditions laid end to end for {@link #weights}: biome by biome in {@link
     * #biomeOrder}, each biome's in its reading order ({@link #conditionOrder}). The biome at
     * {@code biomeOrder[o]} owns the steps {@code stepStart[o]} to {@code stepStart[o + 1]}; step
     * {@code k} reads {@code stepCondition[k]} on field {@code stepField[k]}, the biome's
     * condition {@code stepFactor[k]} in the rules' order. One loop over flat arrays costs a
     * candidate less than a call and three lookups per biome.
     */
    final int[] stepStart;
    final int[] stepField;
    final Condition[] stepCondition;
    final int[] stepFactor;
    /**
     * Per step, the slot its weight is kept in for the other steps with an equal condition (the
     * same field, bounds and blend give the same weight at one position, so {@code forest} and
     * {@code meadow} on the same heights weigh them once), or -1 where no other step has it. See
     * {@link FieldSampler#conditionWeight}.
     */
    final int[] stepSlot;
    /** How many slots {@link #stepSlot} uses. */
    final int slots;
    final double[] transition;
    final ValueNoise2D[] wobbleX;
    final ValueNoise2D[] wobbleZ;
    /** Zones that force a biome, lowest priority first, and the biome each forces. */
    final Zone[] forcing;
    final int[] forcedBiome;

    final Layer[] layers;
    final long[] layerSeed;
    final JitteredGrid[] grids;
    final int[][] recipeOf;
    final double[][] densityOf;
    final double[] layerReach;

    final Recipe[] recipes;
    final double[] recipeReach;
    final long[] recipeHash;
    /** Per recipe, per member (0 = the anchor, then the members): the member, its id hash, its zone tags. */
    final Member[][] members;
    final long[][] memberHash;
    final List<List<List<String>>> memberTags;
    final Map<String, ValueNoise2D> tintNoise = new HashMap<>();

    PlanModel(WorldRules rules, WorldGen world, List<Zone> zoneList) {
        this.rules = rules;
        this.world = world;
        this.worldSeed = StableHash.mix(StableHash.mix(world.seed(), "loam.worldgen"), world.world());
        this.farKeepSeed = StableHash.mix(worldSeed, "loam.worldgen.farKeep");
        this.zones = zoneList.toArray(Zone[]::new);
        this.surface = new Surface(world.surface(), zoneList);
        WorldRulesException paint = FieldTable.paintProblem(rules.biomes(), surface.paintLayers());
        if (paint != null) {
            throw paint;
        }
        this.fields = new FieldTable(rules, worldSeed, surface, new Water(world.seaLevel(), world.water()));

        biomes = rules.biomes().toArray(Biome[]::new);
        int nb = biomes.length;
        conditionField = new int[nb][];
        conditions = new Condition[nb][];
        transition = new double[nb];
        wobbleX = new ValueNoise2D[nb];
        wobbleZ = new ValueNoise2D[nb];
        conditionOrder = new int[nb][];
        int most = 0;
        // In the rules' order: a refusal lists the ids.
        Map<String, Integer> biomeIndex = new java.util.LinkedHashMap<>();
        for (int b = 0; b < nb; b++) {
            biomeIndex.put(biomes[b].id(), b);
            conditions[b] = biomes[b].conditions().toArray(Condition[]::new);
            conditionField[b] = new int[conditions[b].length];
            for (int c = 0; c < conditions[b].length; c++) {
                conditionField[b][c] = fields.indexOf(conditions[b][c].field());
            }
            conditionOrder[b] = readingOrder(conditionField[b]);
            most = Math.max(most, conditions[b].length);
            double t = biomes[b].transition();
            transition[b] = t;
            if (t > 0) {
                long s = StableHash.mix(StableHash.mix(worldSeed, "loam.worldgen.transition"), Double.doubleToLongBits(t));
                wobbleX[b] = ValueNoise2D.of(StableHash.mix(s, 1), 2 * t);
                wobbleZ[b] = ValueNoise2D.of(StableHash.mix(s, 2), 2 * t);
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int b = 0; b < nb; b++) {
            order.add(b);
        }
        order.sort(Comparator.comparingDouble((Integer b) -> transition[b]).thenComparingInt(b -> b));
        biomeOrder = order.stream().mapToInt(Integer::intValue).toArray();
        maxConditions = most;
        int steps = 0;
        for (int b = 0; b < nb; b++) {
            steps += conditions[b].length;
        }
        stepStart = new int[nb + 1];
        stepField = new int[steps];
        stepCondition = new Condition[steps];
        stepFactor = new int[steps];
        stepSlot = new int[steps];
        Map<Condition, Integer> count = new HashMap<>();
        for (int b = 0; b < nb; b++) {
            for (Condition c : conditions[b]) {
                count.merge(c, 1, Integer::sum);
            }
        }
        Map<Condition, Integer> slotOf = new HashMap<>();
        int step = 0;
        for (int o = 0; o < nb; o++) {
            int b = biomeOrder[o];
            stepStart[o] = step;
            for (int r = 0; r < conditions[b].length; r++) {
                int c = conditionOrder[b] == null ? r : conditionOrder[b][r];
                stepField[step] = conditionField[b][c];
                stepCondition[step] = conditions[b][c];
                stepFactor[step] = c;
                stepSlot[step] = count.get(conditions[b][c]) > 1
                        ? slotOf.computeIfAbsent(conditions[b][c], x -> slotOf.size()) : -1;
                step++;
            }
        }
        stepStart[nb] = step;
        slots = slotOf.size();

        List<Zone> force = new ArrayList<>();
        for (Zone z : zoneList) {
            if (z.biome().isPresent()) {
                if (!biomeIndex.containsKey(z.biome().get())) {
                    throw new WorldRulesException("zones." + z.id() + ".biome", "no biome \"" + z.biome().get()
                            + "\" in rules " + rules.id(), "use one of " + biomeIndex.keySet());
                }
                force.add(z);
            }
            for (String f : z.fields().keySet()) {
                if (fields.indexOf(f) < 0) {
                    throw new WorldRulesException("zones." + z.id() + ".fields." + f, "no such field in rules "
                            + rules.id(), "use a built-in, noise or code field");
                }
            }
        }
        force.sort(Comparator.comparingInt(Zone::priority).thenComparing(Zone::id));
        forcing = force.toArray(Zone[]::new);
        forcedBiome = new int[forcing.length];
        for (int k = 0; k < forcing.length; k++) {
            forcedBiome[k] = biomeIndex.get(forcing[k].biome().get());
        }

        recipes = rules.recipes().toArray(Recipe[]::new);
        Map<String, Integer> recipeIndex = new HashMap<>();
        recipeReach = new double[recipes.length];
        recipeHash = new long[recipes.length];
        members = new Member[recipes.length][];
        memberHash = new long[recipes.length][];
        memberTags = new ArrayList<>();
        for (int r = 0; r < recipes.length; r++) {
            Recipe recipe = recipes[r];
            recipeIndex.put(recipe.id(), r);
            recipeReach[r] = recipe.reach(rules.plants());
            recipeHash[r] = StableHash.hash(0, recipe.id());
            int n = recipe.members().size() + 1;
            members[r] = new Member[n];
            memberHash[r] = new long[n];
            List<List<String>> tagsOfRecipe = new ArrayList<>();
            memberTags.add(tagsOfRecipe);
            for (int m = 0; m < n; m++) {
                Member member = m == 0 ? recipe.anchor() : recipe.members().get(m - 1);
                members[r][m] = member;
                memberHash[r][m] = StableHash.hash(0, member.id());
                List<String> tags = new ArrayList<>();
                tags.add(recipe.id());
                tags.addAll(recipe.tags());
                tags.add(member.id());
                tags.addAll(member.tags());
                tags.add(member.isInteractive() ? "interactive" : "decor");
                tagsOfRecipe.add(List.copyOf(tags));
                if (member.plant().isPresent()) {
                    Plant p = rules.plants().get(member.plant().get());
                    tintNoise.computeIfAbsent(p.id(), id -> ValueNoise2D.of(
                            StableHash.mix(StableHash.mix(worldSeed, "loam.worldgen.tint"), id), p.tintScale()));
                }
            }
        }

        layers = rules.layers().toArray(Layer[]::new);
        int nl = layers.length;
        layerSeed = new long[nl];
        grids = new JitteredGrid[nl];
        recipeOf = new int[nl][nb];
        densityOf = new double[nl][nb];
        layerReach = new double[nl];
        for (int l = 0; l < nl; l++) {
            layerSeed[l] = StableHash.mix(StableHash.mix(worldSeed, "loam.worldgen.layer"), layers[l].id());
            grids[l] = JitteredGrid.of(layerSeed[l], layers[l].spacing());
            for (int b = 0; b < nb; b++) {
                recipeOf[l][b] = -1;
                var entry = biomes[b].recipeIn(layers[l].id());
                if (entry.isPresent()) {
                    int r = recipeIndex.get(entry.get().recipe());
                    recipeOf[l][b] = r;
                    densityOf[l][b] = entry.get().density();
                    layerReach[l] = Math.max(layerReach[l], recipeReach[r]);
                }
            }
        }
    }

    /**
     * The biomes' weights at a point, written into {@code dest} by biome index: each biome's
     * conditions multiplied, read at the point displaced by its transition wobble; then zones
     * that force a biome blend it in by their weight.
     *
     * <p>A biome's weight is its conditions multiplied in the rules' order, {@code 1.0 * w0 * w1
     * * ...}, stopping at the first product that is not above 0, at the sampler's position. The
     * result is the same, bit for bit, whatever order the weights are read in: they are all
     * finite and in [0, 1], so the product is 0 exactly when some weight is 0 or it underflows,
     * and otherwise it is formed in the rules' order from the same weights. So where {@link
     * #conditionOrder} reads cheaper fields first, the weights are read in that order until one
     * is 0 (then the product is 0 and the dearer fields are never read), and only then multiplied
     * in the rules' order. A condition on {@code shoreDistance} searches for the water's edge
     * only as far as its weight needs ({@link FieldSampler#shoreWeight}). The conditions are
     * walked as the flat steps of {@link #stepStart}, and a condition that several biomes share
     * is weighed once per position ({@link #stepSlot}).
     *
     * @return the sum of the weights
     */
    double weights(FieldSampler s, double x, double z, double[] dest) {
        if (s.factors.length < maxConditions) {
            s.factors = new double[maxConditions];
        }
        s.keepConditions(slots);
        double[] wobble = s.wobble;
        double lastT = -1;
        double px = x;
        double pz = z;
        int[] order = biomeOrder;
        for (int o = 0; o < order.length; o++) {
            int b = order[o];
            double t = transition[b];
            if (t != lastT) {
                lastT = t;
                if (t > 0) {
                    s.wobble(b, wobbleX[b], wobbleZ[b], x, z, wobble);
                    px = x + t * (2 * wobble[0] - 1);
                    pz = z + t * (2 * wobble[1] - 1);
                } else {
                    px = x;
                    pz = z;
                }
                s.moveTo(px, pz);
            }
            // Biome b's conditions multiplied in the rules' order (see the method's comment),
            // read through one call site so that the field computations it inlines are compiled
            // once, not once per kind of biome.
            int from = stepStart[o];
            int to = stepStart[o + 1];
            boolean reordered = conditionOrder[b] != null;
            double[] f = s.factors;
            double w = 1.0;
            for (int k = from; k < to; k++) {
                double wc = s.conditionWeight(stepCondition[k], stepField[k], stepSlot[k]);
                if (reordered) {
                    if (wc == 0.0) {
                        w = 0.0;
                        break;
                    }
                    f[stepFactor[k]] = wc;
                } else {
                    w *= wc;
                    if (!(w > 0)) {
                        break;
                    }
                }
            }
            if (reordered && w != 0.0) {
                for (int c = 0; c < to - from && w > 0; c++) {
                    w *= f[c];
                }
            }
            dest[b] = w;
        }
        for (int k = 0; k < forcing.length; k++) {
            double wz = forcing[k].weight(x, z);
            if (wz > 0) {
                for (int b = 0; b < biomes.length; b++) {
                    dest[b] = dest[b] * (1 - wz) + (b == forcedBiome[k] ? wz : 0);
                }
            }
        }
        double total = 0;
        for (int b = 0; b < biomes.length; b++) {
            total += dest[b];
        }
        return total;
    }

    /**
     * The order to read conditions on these fields in: a stable sort by {@link #readingCost}
     * within each run of conditions between code fields (code fields, and any unknown field,
     * stay where they are, so each is read at exactly the same points as in the rules' order);
     * null if that changes nothing.
     */
    private int[] readingOrder(int[] fieldOf) {
        Integer[] order = new Integer[fieldOf.length];
        for (int c = 0; c < order.length; c++) {
            order[c] = c;
        }
        int start = 0;
        for (int c = 0; c <= order.length; c++) {
            if (c == order.length || fieldOf[c] < 0 || fields.code[fieldOf[c]] != null) {
                java.util.Arrays.sort(order, start, c, Comparator.comparingInt(k -> readingCost(fieldOf[k])));
                start = c + 1;
            }
        }
        boolean same = true;
        int[] out = new int[order.length];
        for (int c = 0; c < order.length; c++) {
            out[c] = order[c];
            same &= out[c] == c;
        }
        return same ? null : out;
    }

    /** A rough rank of what reading a field costs, cheapest first. */
    private int readingCost(int field) {
        switch (field) {
            case FieldTable.HEIGHT:
            case FieldTable.WATER_DEPTH:
                return 1;
            case FieldTable.UP:
            case FieldTable.SLOPE:
                return 40;
            case FieldTable.SHORE_DISTANCE:
                return 1000;
            default:
                break;
        }
        if (field >= FieldTable.PAINT_GRASS && field < FieldTable.FIRST_NAMED) {
            return 30;
        }
        if (fields.noise[field] != null) {
            return 2 + 4 * fields.octaves[field];
        }
        if (fields.gradient[field] != null) {
            return 2 + 2 * fields.octaves[field];
        }
        if (fields.paintLayer[field] >= 0) {
            return 30;
        }
        return 500;
    }

    /** Writes into {@code dest} where biome {@code b}'s conditions are read for the point (x, z). */
    void readPoint(int b, double x, double z, double[] dest) {
        double t = transition[b];
        dest[0] = t > 0 ? x + t * (2 * wobbleX[b].sample(x, z) - 1) : x;
        dest[1] = t > 0 ? z + t * (2 * wobbleZ[b].sample(x, z) - 1) : z;
    }

    /** The biome a draw {@code u} in [0, 1) picks from weights summing to {@code total} (> 0). */
    int pick(double[] w, double total, double u) {
        double target = u * total;
        double acc = 0;
        int last = -1;
        for (int b = 0; b < biomes.length; b++) {
            if (w[b] > 0) {
                acc += w[b];
                last = b;
                if (target < acc) {
                    return b;
                }
            }
        }
        return last;
    }

    /** A draw in [0, 1) from a hash state and a purpose. */
    static double draw(long base, int purpose) {
        return StableHash.unit(StableHash.finish(StableHash.mix(base, purpose)));
    }
}
