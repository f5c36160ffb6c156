package dev.loam.worldgen;

import dev.loam.core.JitteredGrid;
import dev.loam.core.StableHash;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;

/**
 * Lays out the layers, cell by cell, with results that depend only on the seed, the rules, the
 * zones and the cells within a bounded radius, never on which cell was asked first.
 *
 * <p>A cell's <em>draft</em> is its candidate before conflicts: position, priority, biome,
 * recipe, density, and whether its anchor can stand (ground, slope, water, zones, the footprints
 * of earlier layers). Its <em>outcome</em> adds the conflict rule: a viable candidate stands
 * unless a viable candidate of the same layer with a higher priority (ties: lower j, then lower
 * i) has a group reach overlapping its own. The rule reads the drafts of neighbours only, not
 * their outcomes, so it never chains: a cell's outcome depends on the drafts of the cells whose
 * anchors may lie within its reach plus the layer's largest reach, and those drafts on earlier
 * layers' outcomes within a footprint plus that layer's reach: a bounded radius. Then the
 * members are tried in order; a member that cannot stand is left out and the group still stands.
 *
 * <p>Drafts and outcomes are cached in two {@link CellCache}s of fixed capacity in weight (a cell and
 * the placements it holds); since they are
 * pure functions, two threads computing the same cell store equal values. Thread-safe.
 */
final class LayerPlanner {
    static final int PRIORITY = 0;
    static final int BIOME = 1;
    static final int DENSITY = 2;
    static final int CHANCE = 3;
    static final int RING = 4;
    static final int ARC = 5;
    static final int SCALE = 6;
    static final int YAW = 7;
    static final int ZONE = 8;
    static final int COUNT = 9;

    /**
     * What each cache's entries may weigh together, in {@link #WEIGHT_BYTES}, oldest evicted first
     * (drafts and outcomes are pure, so an evicted cell costs only the time to work it out again):
     * 16 MiB of drafts and as much of outcomes, some 50,000 to 90,000 cells each (the front a
     * stream plans plus its layers' reach many times over). Each entry weighs the bytes it holds
     * (its cell's record, the placements only it holds, and what the cache spends to keep it), so
     * the caches hold the same bytes over a dense wood as over a meadow and a stream's heap is flat
     * once they are full. A weight counted in cells, or in cells and placements at a guessed ratio,
     * held up to a tenth more bytes over a meadow than over a wood (the soak run measured it).
     */
    static final int CACHE_LIMIT = (16 << 20) / CacheBytes.WEIGHT;

    /** What the caches' entries take in the heap, as a HotSpot class histogram with compressed pointers counts it. */
    static final class CacheBytes {
        /** The unit of weight, bytes. */
        static final int WEIGHT = 16;
        /** The map's node (40), the boxed key (24) and the ring's slot (12). */
        static final int ENTRY = 40 + 24 + 12;
        /** A draft's record. */
        static final int DRAFT = 96;
        /** An outcome's record (64), its left-out counts and their list of placements. */
        static final int OUTCOME = 64 + 16 + 4 * Reason.values().length + 32;
        /** A placement (184), its id's string (32) and bytes (about 48), and now and then a grounding. */
        static final int PLACEMENT = 184 + 32 + 48 + 16;
        /** The least an entry weighs: an empty draft. */
        static final int LEAST = (ENTRY + DRAFT) / WEIGHT;

        private CacheBytes() {
        }

        static int draft(Draft d) {
            return (ENTRY + DRAFT + (d.anchor() == null ? 0 : PLACEMENT)) / WEIGHT;
        }

        /** The outcome's first placement is its draft's anchor, the same object, weighed by the drafts. */
        static int outcome(Outcome o) {
            int own = o.placements() == null ? 0 : Math.max(0, o.placements().size() - 1);
            return (ENTRY + OUTCOME + 4 * own + own * PLACEMENT) / WEIGHT;
        }
    }

    /** A candidate before conflicts. {@code reason} null means viable; {@code anchor} is then its placement. */
    record Draft(int layer, int i, int j, double x, double z, double priority, int biome, int recipe, Reason reason,
            double value, double limit, String other, Placement anchor) {
        boolean viable() {
            return reason == null;
        }
    }

    /** A cell's final result. {@code reason} null means it stood with {@code placements}. */
    record Outcome(Draft draft, Reason reason, double value, String other, List<Placement> placements,
            int[] leftOut) {
    }

    /** Scratch of one thread: a sampler per layer (a layer's work never nests in the same layer's). */
    static final class Context {
        final FieldSampler[] samplers;
        final double[][] weights;
        final double[] point = new double[2];
        final double[] normal = new double[3];
        /** The last {@link #candidate}'s hash state, priority, biome and recipe. */
        long base;
        double priority;
        int biome;
        int recipe;
        Reason why;
        double value;
        double limit;
        String other;

        Context(PlanModel model) {
            samplers = new FieldSampler[model.layers.length + 1];
            weights = new double[model.layers.length + 1][model.biomes.length];
            for (int l = 0; l < samplers.length; l++) {
                samplers[l] = new FieldSampler(model.fields, List.of(model.zones));
            }
        }
    }

    final PlanModel model;
    private final CellCache<Draft> drafts = new CellCache<>(CACHE_LIMIT, CacheBytes.LEAST);
    private final CellCache<Outcome> outcomes = new CellCache<>(CACHE_LIMIT, CacheBytes.LEAST);
    private final ThreadLocal<Context> contexts;
    /**
     * Per layer, how many drafts and outcomes were computed for the caches (misses only): what a
     * piece of streaming work really worked out, for tests and measurements. Adders, so threads
     * planning at once do not contend.
     */
    private final LongAdder[] draftsComputed;
    private final LongAdder[] outcomesComputed;
    /** Per layer, {@link #lookupMargins}, worked out once here. */
    private final double[][][] lookups;

    LayerPlanner(PlanModel model) {
        this.model = model;
        this.contexts = ThreadLocal.withInitial(() -> new Context(model));
        int n = model.layers.length;
        draftsComputed = new LongAdder[n];
        outcomesComputed = new LongAdder[n];
        for (int l = 0; l < n; l++) {
            draftsComputed[l] = new LongAdder();
            outcomesComputed[l] = new LongAdder();
        }
        lookups = new double[n][][];
        for (int l = 0; l < n; l++) {
            lookups[l] = workOutLookupMargins(l);
        }
    }

    /** @return how many drafts of a layer were computed for the cache so far (cache hits are not counted) */
    long draftsComputed(int layer) {
        return draftsComputed[layer].sum();
    }

    /** @return how many outcomes of a layer were computed for the cache so far (cache hits are not counted) */
    long outcomesComputed(int layer) {
        return outcomesComputed[layer].sum();
    }

    Context context() {
        return contexts.get();
    }

    /**
     * A cell's cache key: layer, i and j packed into 64 bits (8, 28 and 28), then scrambled by
     * {@link StableHash#finish(long)}, a bijection, so keys stay unique and {@link Long#hashCode()}
     * spreads them (packed keys of nearby cells collide in the map's bins).
     */
    static long key(int layer, int i, int j) {
        return StableHash.finish(((long) layer << 56) | ((i & 0xFFFFFFFL) << 28) | (j & 0xFFFFFFFL));
    }

    long cellBase(int layer, int i, int j) {
        return StableHash.mix(StableHash.mix(model.layerSeed[layer], i), j);
    }

    /** The draft of a cell, from the cache or computed. */
    Draft draft(int layer, int i, int j) {
        long k = key(layer, i, j);
        Draft d = drafts.get(k);
        if (d == null) {
            d = computeDraft(context(), layer, i, j);
            draftsComputed[layer].increment();
            Draft prior = drafts.putIfAbsent(k, d, CacheBytes.draft(d));
            d = prior != null ? prior : d;
        }
        return d;
    }

    /** The outcome of a cell, from the cache or computed. */
    Outcome outcome(int layer, int i, int j) {
        long k = key(layer, i, j);
        Outcome o = outcomes.get(k);
        if (o == null) {
            o = computeOutcome(context(), layer, i, j, null);
            outcomesComputed[layer].increment();
            Outcome prior = outcomes.putIfAbsent(k, o, CacheBytes.outcome(o));
            o = prior != null ? prior : o;
        }
        return o;
    }

    private Draft computeDraft(Context ctx, int layer, int i, int j) {
        Reason why = candidate(ctx, layer, i, j);
        double x = ctx.point[0];
        double z = ctx.point[1];
        double priority = ctx.priority;
        int b = ctx.biome;
        int r = ctx.recipe;
        if (why != null) {
            return new Draft(layer, i, j, x, z, priority, b, r, why, ctx.value, ctx.limit, null, null);
        }
        String prefix = idPrefix(layer, i, j, r);
        Placement anchor = tryMember(ctx, layer, b, r, 0, 0, x, z, groupBase(ctx.base, r, 0, 0), prefix, List.of());
        if (anchor == null) {
            return new Draft(layer, i, j, x, z, priority, b, r, ctx.why, ctx.value, ctx.limit, ctx.other, null);
        }
        return new Draft(layer, i, j, x, z, priority, b, r, null, 0, 0, null, anchor);
    }

    /**
     * A cell's candidate up to its anchor: its point ({@code ctx.point}), hash state ({@code
     * ctx.base}), priority, the biomes' weights there ({@code ctx.weights[layer]}), the biome
     * picked, its recipe in the layer and the density draw. Returns null when the anchor is to be
     * tried next, else the reason the cell holds nothing ({@link Reason#NO_BIOME}, {@link
     * Reason#NO_RECIPE} with biome -1 or the recipe -1, or {@link Reason#DENSITY} with the draw
     * and the density in {@code ctx.value} and {@code ctx.limit}).
     */
    Reason candidate(Context ctx, int layer, int i, int j) {
        model.grids[layer].pointInCell(i, j, ctx.point);
        double x = ctx.point[0];
        double z = ctx.point[1];
        long base = cellBase(layer, i, j);
        ctx.base = base;
        ctx.priority = PlanModel.draw(base, PRIORITY);
        ctx.biome = -1;
        ctx.recipe = -1;
        ctx.value = 0;
        ctx.limit = 0;
        FieldSampler s = ctx.samplers[layer];
        double[] w = ctx.weights[layer];
        double total = model.weights(s, x, z, w);
        if (!(total > 0)) {
            return Reason.NO_BIOME;
        }
        int b = model.pick(w, total, PlanModel.draw(base, BIOME));
        ctx.biome = b;
        int r = model.recipeOf[layer][b];
        if (r < 0) {
            return Reason.NO_RECIPE;
        }
        ctx.recipe = r;
        double density = model.densityOf[layer][b];
        double dd = PlanModel.draw(base, DENSITY);
        if (dd >= density) {
            ctx.value = dd;
            ctx.limit = density;
            return Reason.DENSITY;
        }
        return null;
    }

    /** {@code layer@v:i,j/recipe@v/}. */
    String idPrefix(int layer, int i, int j, int r) {
        Layer l = model.layers[layer];
        Recipe recipe = model.recipes[r];
        return l.id() + "@" + l.version() + ":" + i + "," + j + "/" + recipe.id() + "@" + recipe.version() + "/";
    }

    static String cellLabel(Layer l, int i, int j) {
        return l.id() + "@" + l.version() + ":" + i + "," + j;
    }

    long groupBase(long cellBase, int r, int m, int k) {
        return StableHash.mix(StableHash.mix(StableHash.mix(cellBase, model.recipeHash[r]), model.memberHash[r][m]), k);
    }

    Outcome computeOutcome(Context ctx, int layer, int i, int j, List<MemberOutcome> trace) {
        Draft d = draft(layer, i, j);
        if (!d.viable()) {
            return new Outcome(d, d.reason(), d.value(), d.other(), List.of(), new int[Reason.values().length]);
        }
        double reach = model.recipeReach[d.recipe()];
        double spacing = model.layers[layer].spacing();
        double range = reach + model.layerReach[layer];
        int ci0 = (int) Math.floor((d.x() - range) / spacing);
        int ci1 = (int) Math.floor((d.x() + range) / spacing);
        int cj0 = (int) Math.floor((d.z() - range) / spacing);
        int cj1 = (int) Math.floor((d.z() + range) / spacing);
        for (int cj = cj0; cj <= cj1; cj++) {
            for (int ci = ci0; ci <= ci1; ci++) {
                if (ci == i && cj == j) {
                    continue;
                }
                Draft e = draft(layer, ci, cj);
                if (!e.viable() || !beats(e, d)) {
                    continue;
                }
                double dx = e.x() - d.x();
                double dz = e.z() - d.z();
                double r = reach + model.recipeReach[e.recipe()];
                if (dx * dx + dz * dz < r * r) {
                    return new Outcome(d, Reason.CONFLICT, e.priority(),
                            cellLabel(model.layers[layer], e.i(), e.j()), List.of(), new int[Reason.values().length]);
                }
            }
        }
        List<Placement> placed = new ArrayList<>();
        placed.add(d.anchor());
        if (trace != null) {
            trace.add(new MemberOutcome(d.anchor().id(), Optional.empty(), ""));
        }
        int[] leftOut = new int[Reason.values().length];
        int r = d.recipe();
        long base = cellBase(layer, i, j);
        String prefix = idPrefix(layer, i, j, r);
        Member[] ms = model.members[r];
        for (int m = 1; m < ms.length; m++) {
            Member member = ms[m];
            int count = member.count().wholeAt(PlanModel.draw(groupBase(base, r, m, -1), COUNT));
            for (int k = 0; k < count; k++) {
                long gb = groupBase(base, r, m, k);
                double ring = member.ring().at(PlanModel.draw(gb, RING));
                double angle = Math.toRadians(member.arc().at(PlanModel.draw(gb, ARC)));
                double px = d.x() + ring * StrictMath.cos(angle);
                double pz = d.z() + ring * StrictMath.sin(angle);
                Placement p = PlanModel.draw(gb, CHANCE) < member.chance()
                        ? tryMember(ctx, layer, d.biome(), r, m, k, px, pz, gb, prefix, placed) : chanceFailed(ctx);
                if (p != null) {
                    placed.add(p);
                } else {
                    leftOut[ctx.why.ordinal()]++;
                }
                if (trace != null) {
                    trace.add(new MemberOutcome(prefix + memberSuffix(member, k),
                            p == null ? Optional.of(ctx.why) : Optional.empty(), p == null ? describe(ctx) : ""));
                }
            }
        }
        return new Outcome(d, null, 0, null, List.copyOf(placed), leftOut);
    }

    private static Placement chanceFailed(Context ctx) {
        ctx.why = Reason.CHANCE;
        ctx.value = 0;
        ctx.limit = 0;
        ctx.other = null;
        return null;
    }

    static String memberSuffix(Member m, int k) {
        return m.id() + (m.version() > 1 ? "@" + m.version() : "") + "." + k;
    }

    /** Whether draft {@code e} outranks {@code d}: higher priority, ties to lower j, then lower i. */
    static boolean beats(Draft e, Draft d) {
        if (e.priority() != d.priority()) {
            return e.priority() > d.priority();
        }
        return e.j() < d.j() || (e.j() == d.j() && e.i() < d.i());
    }

    /**
     * Tries to stand member {@code m} (0 = the anchor) at a spot. Returns its placement, or null
     * with the reason, numbers and other party left in the context.
     */
    private Placement tryMember(Context ctx, int layer, int b, int r, int m, int k, double px, double pz, long gb,
            String prefix, List<Placement> group) {
        Member member = model.members[r][m];
        List<String> tags = model.memberTags.get(r).get(m);
        String layerId = model.layers[layer].id();
        for (Zone zone : model.zones) {
            double dx = px - zone.shape().x();
            double dz = pz - zone.shape().z();
            double reach = zone.reach();
            if (dx * dx + dz * dz > reach * reach) {
                continue;
            }
            if (!zone.excludes().contains(layerId) && !zone.excludesAny(tags)) {
                continue;
            }
            double w = zone.weight(px, pz);
            if (w > 0 && PlanModel.draw(StableHash.mix(gb, zone.id()), ZONE) < w) {
                return refuse(ctx, Reason.ZONE, w, 0, zone.id());
            }
        }
        FieldSampler s = ctx.samplers[layer];
        s.moveTo(px, pz);
        double h = s.get(FieldTable.HEIGHT);
        if (Double.isNaN(h)) {
            return refuse(ctx, Reason.NO_GROUND, 0, 0, null);
        }
        double up = s.get(FieldTable.UP);
        if (up < member.minUp()) {
            return refuse(ctx, Reason.SLOPE, up, member.minUp(), null);
        }
        double water = s.get(FieldTable.WATER_DEPTH);
        if (water > member.waterDepth()) {
            return refuse(ctx, Reason.WATER, water, member.waterDepth(), null);
        }
        double scale = member.scale().at(PlanModel.draw(gb, SCALE));
        double yaw = 2 * Math.PI * PlanModel.draw(gb, YAW);
        double unit = Recipe.unit(member, model.rules.plants());
        double footprint = Recipe.footprintRadius(member, scale, unit);
        String clash = occupiedBy(layer, px, pz, footprint, group);
        if (clash != null) {
            return refuse(ctx, Reason.OCCUPIED, footprint, 0, clash);
        }
        normal(ctx, px, pz);
        double y = h;
        Optional<GroundingResult> grounded = Optional.empty();
        if (member.grounding().isPresent()) {
            GroundingResult g = ground(ctx, s, member, px, pz, scale * unit, yaw, h);
            if (g == null) {
                return null;
            }
            y = g.minHeight() + g.supportDepth();
            grounded = Optional.of(g);
        }
        double canopy = member.canopy();
        if (member.grounding().isPresent() && member.grounding().get().scaleFootprint()) {
            canopy *= scale * unit;
        }
        String plant = member.plant().orElse("");
        int tint = -1;
        if (!plant.isEmpty()) {
            Plant p = model.rules.plants().get(plant);
            if (!p.tints().isEmpty()) {
                double t = model.tintNoise.get(plant).sample(px, pz);
                tint = Math.min(p.tints().size() - 1, (int) Math.floor(t * p.tints().size()));
            }
        }
        return new Placement(prefix + memberSuffix(member, k), layerId, model.recipes[r].id(), member.id(),
                model.biomes[b].id(), px, y, pz, yaw, scale, footprint, canopy, member.attach(), ctx.normal[0],
                ctx.normal[1], ctx.normal[2], member.interactive(), member.mesh(), member.material(), plant, tint,
                grounded);
    }

    private static Placement refuse(Context ctx, Reason why, double value, double limit, String other) {
        ctx.why = why;
        ctx.value = value;
        ctx.limit = limit;
        ctx.other = other;
        return null;
    }

    private void normal(Context ctx, double x, double z) {
        double d = FieldTable.GRADIENT_STEP;
        Surface s = model.surface;
        double gx = (s.height(x + d, z) - s.height(x - d, z)) / (2 * d);
        double gz = (s.height(x, z + d) - s.height(x, z - d)) / (2 * d);
        if (Double.isNaN(gx) || Double.isNaN(gz)) {
            gx = 0;
            gz = 0;
        }
        double len = Math.sqrt(gx * gx + 1 + gz * gz);
        ctx.normal[0] = -gx / len;
        ctx.normal[1] = 1 / len;
        ctx.normal[2] = -gz / len;
    }

    /**
     * Samples a grounded base, {@code modelToWorld} world units per model unit (the placement's
     * scale times its plant's {@code unit}); null (reason in the context) when a sample or the
     * relief refuses.
     */
    private GroundingResult ground(Context ctx, FieldSampler s, Member member, double px, double pz,
            double modelToWorld, double yaw, double centreHeight) {
        Grounding g = member.grounding().get();
        double sx = g.sizeX() * modelToWorld;
        double sz = g.sizeZ() * modelToWorld;
        double c = StrictMath.cos(yaw);
        double sn = StrictMath.sin(yaw);
        int n = g.samples();
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        double sum = 0;
        for (int a = 0; a < n; a++) {
            for (int bb = 0; bb < n; bb++) {
                double u = ((double) a / (n - 1) - 0.5) * sx;
                double v = ((double) bb / (n - 1) - 0.5) * sz;
                double wx = px + u * c - v * sn;
                double wz = pz + u * sn + v * c;
                s.moveTo(wx, wz);
                double h = s.get(FieldTable.HEIGHT);
                if (Double.isNaN(h)) {
                    refuse(ctx, Reason.NO_GROUND, 0, 0, null);
                    return null;
                }
                double up = s.get(FieldTable.UP);
                if (up < member.minUp()) {
                    refuse(ctx, Reason.SLOPE, up, member.minUp(), null);
                    return null;
                }
                double water = s.get(FieldTable.WATER_DEPTH);
                if (water > member.waterDepth()) {
                    refuse(ctx, Reason.WATER, water, member.waterDepth(), null);
                    return null;
                }
                lo = Math.min(lo, h);
                hi = Math.max(hi, h);
                sum += h;
            }
        }
        if (hi - lo > g.maxRelief()) {
            refuse(ctx, Reason.RELIEF, hi - lo, g.maxRelief(), null);
            return null;
        }
        double base = switch (g.mode()) {
            case HIGHEST -> hi;
            case LOWEST -> lo;
            case MEAN -> sum / (n * n);
            case CENTER -> centreHeight;
        };
        base += g.offset() * modelToWorld;
        return new GroundingResult(lo, hi, Math.max(0, base - lo), Math.max(0, hi - base));
    }

    /**
     * The id of a placement whose footprint a spot's footprint would overlap: first in the group
     * so far, then in the earlier occupying layers; null when the ground is free.
     */
    private String occupiedBy(int layer, double px, double pz, double footprint, List<Placement> group) {
        for (Placement p : group) {
            if (overlaps(p, px, pz, footprint)) {
                return p.id();
            }
        }
        for (int m = 0; m < layer; m++) {
            if (!model.layers[m].occupies() || model.layerReach[m] == 0) {
                continue;
            }
            // A group's anchor lies in its own cell, and its footprints within the layer's reach of it.
            double spacing = model.layers[m].spacing();
            double range = footprint + model.layerReach[m];
            int ci1 = (int) Math.floor((px + range) / spacing);
            int cj1 = (int) Math.floor((pz + range) / spacing);
            for (int cj = (int) Math.floor((pz - range) / spacing); cj <= cj1; cj++) {
                for (int ci = (int) Math.floor((px - range) / spacing); ci <= ci1; ci++) {
                    Outcome o = outcome(m, ci, cj);
                    for (Placement p : o.placements()) {
                        if (overlaps(p, px, pz, footprint)) {
                            return p.id();
                        }
                    }
                }
            }
        }
        return null;
    }

    /**
     * How far the planner looks into each layer while working out the outcomes of layer {@code
     * layer}'s cells, directly or through the cells it looks at: for the cells whose points lie in
     * a box {@code [x0, x1) × [z0, z1)}, it reads drafts of layer {@code m} only in the cells whose
     * indices run from {@code floor((x0 - w) / spacing)} to {@code floor((x1 + w) / spacing)} (and
     * the same in z) with {@code w = [0][m]} world units, and outcomes of layer {@code m} only in
     * the cells so found with {@code w = [1][m]}; -1 where it reads none. {@code [1][layer]} is 0
     * (the box's own cells). Streaming works these out ahead, a bounded piece at a time, so that
     * no piece of a chunk's own rows works out earlier layers' cells on the side.
     *
     * <p>The reaches are those of the loops above, erring wide: an outcome reads the drafts of its
     * own layer within its recipe's reach plus the layer's reach ({@link #computeOutcome}, at
     * most twice the layer's reach), and each of its members (and each draft's anchor) reads the
     * outcomes of the earlier occupying layers within its footprint plus that layer's reach of the
     * spot ({@link #occupiedBy}), the spot lying within the group's extent ({@link #groupExtent})
     * of the anchor. A draft's point lies anywhere in its cell, so a run of cells found by index
     * reaches one spacing further than the widened box (both for the drafts a block of outcomes
     * reads and for the outcomes a block of drafts reads). Earlier layers' outcomes read theirs in
     * turn, so the margins add up from the layer down to layer 0.
     *
     * @param layer the layer whose cells are worked out
     * @return {@code [0]} the drafts' margins and {@code [1]} the outcomes' margins, per layer index,
     *     world units; shared, do not change
     */
    double[][] lookupMargins(int layer) {
        return lookups[layer];
    }

    private double[][] workOutLookupMargins(int layer) {
        int n = model.layers.length;
        double[] draftW = new double[n];
        double[] outcomeW = new double[n];
        java.util.Arrays.fill(draftW, -1);
        java.util.Arrays.fill(outcomeW, -1);
        outcomeW[layer] = 0;
        for (int k = layer; k >= 0; k--) {
            if (outcomeW[k] < 0) {
                continue;
            }
            // The outcomes' points: those of the box's own cells lie in the box; an earlier
            // layer's cells are found by index, so their points reach one spacing further.
            double spacing = model.layers[k].spacing();
            double outcomePoints = k == layer ? 0 : outcomeW[k] + spacing;
            draftW[k] = outcomePoints + 2 * model.layerReach[k];
            // Every point the drafts and outcomes of layer k stand on: the drafts' cells, found
            // by index, reach one spacing past their widened box, and the outcomes lie among them.
            double points = draftW[k] + spacing;
            double extent = layerExtent(k);
            for (int m = 0; m < k; m++) {
                if (model.layers[m].occupies() && model.layerReach[m] != 0) {
                    outcomeW[m] = Math.max(outcomeW[m], points + extent + model.layerReach[m]);
                }
            }
        }
        return new double[][] {draftW, outcomeW};
    }

    /** The largest {@link #groupExtent} of the recipes a layer's biomes use; 0 for none. */
    private double layerExtent(int layer) {
        double e = 0;
        for (int r : model.recipeOf[layer]) {
            if (r >= 0) {
                e = Math.max(e, groupExtent(r));
            }
        }
        return e;
    }

    /**
     * How far from its anchor a group of recipe {@code r} may test the ground, footprint
     * included: its reach, widened for rings or scales below 0 should the rules allow them, so
     * that the bound covers whatever {@link #computeOutcome} draws.
     */
    private double groupExtent(int r) {
        double e = model.recipeReach[r];
        for (Member m : model.members[r]) {
            double ring = Math.max(Math.abs(m.ring().min()), Math.abs(m.ring().max()));
            double scale = Math.max(Math.abs(m.scale().min()), Math.abs(m.scale().max()));
            e = Math.max(e, ring + Recipe.footprintRadius(m, scale, Recipe.unit(m, model.rules.plants())));
        }
        return e;
    }

    private static boolean overlaps(Placement p, double x, double z, double footprint) {
        double dx = p.x() - x;
        double dz = p.z() - z;
        double r = p.footprint() + footprint;
        return dx * dx + dz * dz < r * r;
    }

    /** The numbers of the last refusal in words, such as {@code up 0.71 < minUp 0.82}. */
    static String describe(Context ctx) {
        return describe(ctx.why, ctx.value, ctx.limit, ctx.other);
    }

    static String describe(Reason why, double value, double limit, String other) {
        return switch (why) {
            case NO_BIOME -> "no biome holds here: every weight is 0";
            case NO_RECIPE -> "the biome picked has no recipe in this layer";
            case DENSITY -> "drew " + f(value) + " >= density " + f(limit);
            case CHANCE -> "its chance draw failed";
            case NO_GROUND -> "no ground here";
            case SLOPE -> "up " + f(value) + " < minUp " + f(limit);
            case WATER -> "water " + f(value) + " deep > waterDepth " + f(limit);
            case ZONE -> "zone " + other + " (weight " + f(value) + ") excludes it";
            case OCCUPIED -> "footprint " + f(value) + " overlaps " + other;
            case CONFLICT -> "group overlaps " + other + ", whose priority " + f(value) + " is higher";
            case RELIEF -> "relief " + f(value) + " > maxRelief " + f(limit);
        };
    }

    static String f(double v) {
        return dev.loam.core.NumberText.fixed(v, 3);
    }
}
