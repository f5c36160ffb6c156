package dev.loam.worldgen;

import dev.loam.core.Progress;
import dev.loam.core.StableHash;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The answer for any place of a world, loaded or not: what stands where, which biome holds, and
 * why. Pure and deterministic: the same rules, seed, world name, surface and zones give the same
 * answers on every machine, whatever order or thread the places are asked from. It draws and
 * streams nothing.
 *
 * <p>Thread-safe. The plan caches what it computed; the caches are dropped past a bound, which
 * only costs time. The caller owns threads: long work takes an {@link Executor}.
 */
public final class WorldPlan {
    private final WorldRules rules;
    private final PlanModel model;
    private final LayerPlanner planner;
    private final long zonesRevision;
    private final PlacementDiffs diffs;

    WorldPlan(WorldRules rules, WorldGen world, List<Zone> zones, long zonesRevision, PlacementDiffs diffs) {
        this.rules = rules;
        this.model = new PlanModel(rules, world, zones);
        this.planner = new LayerPlanner(model);
        this.zonesRevision = zonesRevision;
        this.diffs = diffs;
    }

    /** @return the rules laid out */
    public WorldRules rules() {
        return rules;
    }

    long zonesRevision() {
        return zonesRevision;
    }

    /**
     * Every placement whose group anchor lies in the box {@code [x0, x1) × [z0, z1)}, with the
     * world's diffs laid over them. Ordered by layer, then cell (z index, then x index), then
     * the group's members, so tiling a box into chunks and concatenating gives the same
     * placements as asking for the box.
     *
     * @param x0 the box's low x, world units
     * @param z0 the box's low z
     * @param x1 the box's high x (exclusive)
     * @param z1 the box's high z (exclusive)
     * @param layers the layers' ids to include; none means every layer
     * @return the placements
     * @throws WorldRulesException (path {@code layers}) for an unknown layer, or ({@code rect})
     *     for a box that is empty, not finite or too large (more than 4 million cells of a layer)
     */
    public List<Placement> placementsIn(double x0, double z0, double x1, double z1, String... layers) {
        return placementsIn(x0, z0, x1, z1, Progress.NONE, layers);
    }

    /**
     * {@link #placementsIn(double, double, double, double, String...)}, reporting the phase
     * {@code "plan"} to {@code progress}, counted in rows of cells: each wanted layer's rows of its
     * grid across the box, layer after layer. The box and layers are checked before the first
     * report.
     *
     * @param x0 the box's low x, world units
     * @param z0 the box's low z
     * @param x1 the box's high x (exclusive)
     * @param z1 the box's high z (exclusive)
     * @param progress the listener; {@link Progress#NONE} for none
     * @param layers the layers' ids to include; none means every layer
     * @return the placements, owned by the caller
     * @throws WorldRulesException as {@link #placementsIn(double, double, double, double, String...)} does
     * @throws Progress.Cancelled when the listener cancels; nothing is returned, and the plan
     *     answers as before (its caches only keep what was computed)
     */
    public List<Placement> placementsIn(double x0, double z0, double x1, double z1, Progress progress,
            String... layers) {
        Objects.requireNonNull(progress, "progress");
        boolean[] wanted = wantedLayers(layers);
        CellBox[] boxes = new CellBox[model.layers.length];
        long rows = 0;
        for (int l = 0; l < model.layers.length; l++) {
            if (wanted[l]) {
                boxes[l] = cellBox(l, x0, z0, x1, z1, 1);
                rows += boxes[l].rows();
            }
        }
        Progress.Phase phase = Progress.Phase.begin(progress, "plan", rows);
        List<Placement> out = new ArrayList<>();
        int across = (int) Math.min(Integer.MAX_VALUE, Math.ceil((x1 - x0) / PLAN_TILE));
        int down = (int) Math.min(Integer.MAX_VALUE, Math.ceil((z1 - z0) / PLAN_TILE));
        if (across <= 1 && down <= 1) {
            for (int l = 0; l < model.layers.length; l++) {
                if (boxes[l] != null) {
                    forCells(l, boxes[l], x0, z0, x1, z1, 1, phase, o -> out.addAll(o.placements()));
                }
            }
        } else {
            LayerPlanner.Outcome[][] outcomes = planTiles(boxes, x0, z0, x1, z1, across, down, phase);
            for (int l = 0; l < model.layers.length; l++) {
                if (outcomes[l] != null) {
                    for (LayerPlanner.Outcome o : outcomes[l]) {
                        if (o != null) {
                            out.addAll(o.placements());
                        }
                    }
                }
            }
        }
        return diffs.apply(out);
    }

    /**
     * The side of the squares a large box is planned in, world units. A layer's cells read the
     * outcomes of earlier layers' cells near them, and the planner's caches hold some 50,000 to
     * 90,000 cells: planning a box layer after layer, each across the whole box, outgrows them
     * past about a kilometre, so the later layers worked the earlier ones out again, two to three
     * times each (deadwood three times a cell over a 4 km box). Square by square, every
     * layer of one square is planned while the earlier layers' cells it reads are still held.
     */
    static final double PLAN_TILE = 512;

    /**
     * Plans the boxes' cells square by square ({@link #PLAN_TILE}), each square's layers in order,
     * and returns each layer's outcomes in its box's row order (z index, then x), null for the
     * cells whose point lies outside the box, so the caller lists them as {@link #forCells} would.
     * Every cell of a layer's box falls in exactly one square: a square takes the cells whose
     * index times the spacing lies in it (the first and last squares of each way take the box's
     * edges). A row of a layer is reported to {@code phase} when the last square across has
     * planned it, so the count is each layer's rows, as the box planned layer after layer reports.
     */
    private LayerPlanner.Outcome[][] planTiles(CellBox[] boxes, double x0, double z0, double x1, double z1,
            int across, int down, Progress.Phase phase) {
        LayerPlanner.Outcome[][] outcomes = new LayerPlanner.Outcome[model.layers.length][];
        for (int l = 0; l < model.layers.length; l++) {
            if (boxes[l] != null) {
                CellBox b = boxes[l];
                outcomes[l] = new LayerPlanner.Outcome[(b.i1() - b.i0() + 1) * (b.j1() - b.j0() + 1)];
            }
        }
        for (int ty = 0; ty < down; ty++) {
            for (int tx = 0; tx < across; tx++) {
                for (int l = 0; l < model.layers.length; l++) {
                    CellBox b = boxes[l];
                    if (b == null) {
                        continue;
                    }
                    double s = model.layers[l].spacing();
                    int ja = ty == 0 ? b.j0() : firstCellFrom(z0 + ty * PLAN_TILE, s);
                    int jb = ty == down - 1 ? b.j1() : firstCellFrom(z0 + (ty + 1) * PLAN_TILE, s) - 1;
                    int ia = tx == 0 ? b.i0() : firstCellFrom(x0 + tx * PLAN_TILE, s);
                    int ib = tx == across - 1 ? b.i1() : firstCellFrom(x0 + (tx + 1) * PLAN_TILE, s) - 1;
                    int width = b.i1() - b.i0() + 1;
                    LayerPlanner.Outcome[] own = outcomes[l];
                    forCells(l, new CellBox(ia, ib, ja, jb), x0, z0, x1, z1, 1, tx == across - 1 ? phase : null,
                            (i, j, o) -> own[(j - b.j0()) * width + (i - b.i0())] = o);
                }
            }
        }
        return outcomes;
    }

    /** The first cell index whose cell's low edge ({@code index × spacing}) is at or past {@code v}. */
    private static int firstCellFrom(double v, double spacing) {
        return (int) Math.ceil(v / spacing);
    }

    /**
     * {@link #placementsIn} run on the caller's executor.
     *
     * @param x0 the box's low x
     * @param z0 the box's low z
     * @param x1 the box's high x (exclusive)
     * @param z1 the box's high z (exclusive)
     * @param executor where to run
     * @param layers the layers' ids; none means every layer
     * @return the placements, when done
     */
    public CompletableFuture<List<Placement>> placementsInAsync(double x0, double z0, double x1, double z1,
            Executor executor, String... layers) {
        Objects.requireNonNull(executor, "executor");
        return CompletableFuture.supplyAsync(() -> placementsIn(x0, z0, x1, z1, layers), executor);
    }

    /**
     * {@link #placementsIn(double, double, double, double, Progress, String...)} run on the
     * caller's executor, the listener called from its thread.
     *
     * @param x0 the box's low x
     * @param z0 the box's low z
     * @param x1 the box's high x (exclusive)
     * @param z1 the box's high z (exclusive)
     * @param executor where to run
     * @param progress the listener; {@link Progress#NONE} for none
     * @param layers the layers' ids; none means every layer
     * @return the placements when done, or completed exceptionally with a
     *     {@link WorldRulesException} or {@link Progress.Cancelled}
     */
    public CompletableFuture<List<Placement>> placementsInAsync(double x0, double z0, double x1, double z1,
            Executor executor, Progress progress, String... layers) {
        Objects.requireNonNull(executor, "executor");
        Objects.requireNonNull(progress, "progress");
        return CompletableFuture.supplyAsync(() -> placementsIn(x0, z0, x1, z1, progress, layers), executor);
    }

    /**
     * The far versions of a layer's placements in a box: the placements of only every {@code
     * farSpacing}-th cell in each axis (the cells whose indices are multiples of it), so only
     * {@code 1 / farSpacing²} of the candidates are computed, with the world's diffs laid over
     * them. A plant whose far version keeps a fraction {@code farKeep} of its plants is thinned to
     * that fraction (counting the cells already left out: with {@code farSpacing} 2 a quarter is
     * kept by the spacing alone), each plant kept or not by a hash of its id, and the ones kept are
     * scaled up by {@code 1 / √farKeep} to make up the coverage.
     *
     * @param layer the layer's id
     * @param x0 the box's low x
     * @param z0 the box's low z
     * @param x1 the box's high x (exclusive)
     * @param z1 the box's high z (exclusive)
     * @return the far placements
     * @throws WorldRulesException for an unknown layer or a bad box
     */
    public List<Placement> farPlacementsIn(String layer, double x0, double z0, double x1, double z1) {
        int l = layerIndex(layer);
        int spacing = model.layers[l].farSpacing();
        List<Placement> near = new ArrayList<>();
        forCells(l, x0, z0, x1, z1, spacing, o -> near.addAll(o.placements()));
        return farVersions(l, diffs.apply(near));
    }

    /**
     * The far versions of placements of layer {@code l} planned on its far grid (every {@code
     * farSpacing}-th cell), the diffs already laid over them: each plant thinned to its {@code
     * farKeep} by a hash of its id and the ones kept scaled up, as {@link #farPlacementsIn} says.
     * Each placement is kept or not on its own, so thinning a list and then taking some of it
     * gives the same as taking them and then thinning.
     */
    List<Placement> farVersions(int l, List<Placement> near) {
        int spacing = model.layers[l].farSpacing();
        List<Placement> out = new ArrayList<>(near.size());
        for (Placement p : near) {
            Plant plant = p.plant().isEmpty() ? null : rules.plants().get(p.plant());
            double keep = plant == null ? 1 : plant.farKeep();
            if (keep >= 1) {
                out.add(p);
                continue;
            }
            double chance = Math.min(1, keep * spacing * spacing);
            if (chance < 1 && StableHash.unit(StableHash.hash(model.farKeepSeed, p.id())) >= chance) {
                continue;
            }
            out.add(p.with(PlacementChange.NONE.withScale(p.scale() / Math.sqrt(keep))));
        }
        return out;
    }

    /**
     * The placement with a given id, found from the id alone (its layer and cell), with the
     * world's diffs laid over it: what a server checks before letting a player fell a tree.
     *
     * @param id a placement id such as {@code groups@1:12,-3/grove@1/pine.2}
     * @return the placement, or empty when nothing stands under that id (never placed, another
     *     layer or recipe version, or removed by the diffs)
     * @throws WorldRulesException (path {@code id}) when the text is not a placement id
     */
    public Optional<Placement> placement(String id) {
        PlacementId pid = PlacementId.parse(id);
        for (int l = 0; l < model.layers.length; l++) {
            Layer layer = model.layers[l];
            if (!layer.id().equals(pid.layer()) || layer.version() != pid.layerVersion()) {
                continue;
            }
            if (Math.abs((long) pid.i()) > dev.loam.core.JitteredGrid.MAX_CELL_INDEX - 70
                    || Math.abs((long) pid.j()) > dev.loam.core.JitteredGrid.MAX_CELL_INDEX - 70) {
                return Optional.empty();
            }
            for (Placement p : diffs.apply(planner.outcome(l, pid.i(), pid.j()).placements())) {
                if (p.id().equals(id)) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The biome with the greatest weight at a point (ties to the earlier in the rules).
     *
     * @param x world units
     * @param z world units
     * @return the biome's id, or empty where no biome holds
     */
    public Optional<String> biomeAt(double x, double z) {
        double[] w = new double[model.biomes.length];
        double total = model.weights(new FieldSampler(model.fields, List.of(model.zones)), x, z, w);
        if (!(total > 0)) {
            return Optional.empty();
        }
        int best = 0;
        for (int b = 1; b < w.length; b++) {
            if (w[b] > w[best]) {
                best = b;
            }
        }
        return Optional.of(model.biomes[best].id());
    }

    /**
     * Every biome's weight at a point, in the rules' order.
     *
     * @param x world units
     * @param z world units
     * @return the weights
     */
    public List<BiomeWeight> biomeWeights(double x, double z) {
        double[] w = new double[model.biomes.length];
        model.weights(new FieldSampler(model.fields, List.of(model.zones)), x, z, w);
        List<BiomeWeight> out = new ArrayList<>();
        double[] at = new double[2];
        for (int b = 0; b < w.length; b++) {
            model.readPoint(b, x, z, at);
            out.add(new BiomeWeight(model.biomes[b].id(), w[b], at[0], at[1]));
        }
        return out;
    }

    /**
     * The ground a plan stands its placements on: the surface's height with every flattening zone
     * laid over it (a zone's {@code flatten} pulls the ground to its target within its outline and
     * eases back over its falloff). Over a {@link TerrainSurface} it is read over the terrain's
     * triangles, flattened at their vertices, so it is the height of the terrain that {@link
     * TerrainGround} edits to match, to float precision: a placement on a flattened pad stands
     * on the collider and the drawn ground.
     *
     * @param x world units
     * @param z world units
     * @return the height, world units; NaN where there is no ground
     */
    public double groundHeight(double x, double z) {
        return model.surface.height(x, z);
    }

    /**
     * The water's surface over a point: the world's sea level, or the highest of its water sheets
     * ({@link WorldGen#water()}) covering the point when that is higher. The ground is under water
     * where it is lower than this; {@code waterDepth} is the difference.
     *
     * @param x world units
     * @param z world units
     * @return the level, world units; negative infinity where there is no water
     */
    public double waterLevel(double x, double z) {
        return model.fields.water.levelAt(x, z);
    }

    /**
     * The ground's paint at a point: the terrain's own, pulled toward each biome's paint by the
     * biome's share of the weights times its {@code paintStrength}. When the world's {@code
     * paintGround} is off, the terrain's own.
     *
     * @param x world units
     * @param z world units
     * @return the paint
     */
    public Paint paintAt(double x, double z) {
        Paint own = model.surface.paint(x, z);
        if (!model.world.paintGround()) {
            return own;
        }
        double[] w = new double[model.biomes.length];
        double total = model.weights(new FieldSampler(model.fields, List.of(model.zones)), x, z, w);
        double[] p = {own.grass(), own.dirt(), own.snow(), own.rock()};
        double[] o = p.clone();
        if (total > 0) {
            for (int b = 0; b < w.length; b++) {
                Biome biome = model.biomes[b];
                if (biome.paint().isEmpty() || w[b] == 0) {
                    continue;
                }
                double pull = w[b] / total * biome.paintStrength();
                for (int k = 0; k < 4; k++) {
                    p[k] += (biome.paint().get().get(k) - o[k]) * pull;
                }
            }
        }
        return new Paint(p[0], p[1], p[2], p[3]);
    }

    /**
     * Everything that decides what stands at a point. Unlike planning, it computes every field
     * there (that is what it is for). Its notes are the rules' warnings about the biomes that hold
     * at the point.
     *
     * @param x world units
     * @param z world units
     * @return the explanation
     */
    public Explanation explain(double x, double z) {
        FieldSampler s = new FieldSampler(model.fields, List.of(model.zones));
        s.moveTo(x, z);
        Map<String, Double> fields = new java.util.LinkedHashMap<>();
        for (int f = 0; f < model.fields.names.length; f++) {
            fields.put(model.fields.names[f], s.get(f));
        }
        List<String> edges = new ArrayList<>();
        if (shoreAtItsRangeEdge(x, z, fields.get("height"))) {
            edges.add("shoreDistance");
        }
        List<ZoneEffect> zones = new ArrayList<>();
        for (Zone zone : model.zones) {
            double w = zone.weight(x, z);
            if (w > 0) {
                zones.add(new ZoneEffect(zone, w));
            }
        }
        List<LayerExplanation> layers = new ArrayList<>();
        for (int l = 0; l < model.layers.length; l++) {
            Layer layer = model.layers[l];
            int i = cellIndex(x, layer.spacing(), "x");
            int j = cellIndex(z, layer.spacing(), "z");
            List<MemberOutcome> trace = new ArrayList<>();
            LayerPlanner.Outcome o = planner.computeOutcome(planner.context(), l, i, j, trace);
            LayerPlanner.Draft d = o.draft();
            layers.add(new LayerExplanation(layer.id(), i, j, d.x(), d.z(), d.priority(),
                    d.biome() < 0 ? "" : model.biomes[d.biome()].id(),
                    d.recipe() < 0 ? "" : model.recipes[d.recipe()].id(), Optional.ofNullable(o.reason()),
                    o.reason() == null ? "" : o.reason() == Reason.NO_RECIPE
                            ? "biome " + model.biomes[d.biome()].id() + " has no recipe in layer " + layer.id()
                                    + ": candidates that pick it there stay empty"
                            : LayerPlanner.describe(o.reason(), o.reason() == Reason.CONFLICT ? o.value() : d.value(),
                                    d.limit(), o.other()),
                    o.reason() == null ? trace : List.of()));
        }
        List<BiomeWeight> weights = biomeWeights(x, z);
        List<String> notes = new ArrayList<>();
        for (String w : rules.warnings()) {
            for (BiomeWeight bw : weights) {
                if (bw.weight() > 0 && w.contains(" (" + bw.biome() + ") ")) {
                    notes.add(w);
                }
            }
        }
        return new Explanation(x, z, fields, weights, zones, layers, notes, edges);
    }

    /**
     * Whether {@code shoreDistance} at a point is the edge of its search range rather than a
     * measurement: there is ground, no zone sets the field there, and no water's edge lies within
     * the range.
     */
    private boolean shoreAtItsRangeEdge(double x, double z, double height) {
        if (Double.isNaN(height)) {
            return false;
        }
        for (Zone zone : model.zones) {
            if (zone.fields().containsKey("shoreDistance") && zone.weight(x, z) > 0) {
                return false;
            }
        }
        FieldTable t = model.fields;
        boolean noWater = !t.water.hasSheets() && Double.isInfinite(t.water.seaLevel());
        return noWater || t.shore.nearest(x, z, t.shoreSearch) == Double.POSITIVE_INFINITY;
    }

    /**
     * How a layer fared over the box {@code [x0, x1) × [z0, z1)}: its candidates whose points lie
     * inside, how many stood, why the rest did not, and which members were left out.
     *
     * @param layer the layer's id
     * @param x0 the box's low x
     * @param z0 the box's low z
     * @param x1 the box's high x (exclusive)
     * @param z1 the box's high z (exclusive)
     * @return the counts
     * @throws WorldRulesException for an unknown layer or a bad box
     */
    public LayerStats stats(String layer, double x0, double z0, double x1, double z1) {
        return stats(layer, x0, z0, x1, z1, Progress.NONE);
    }

    /**
     * {@link #stats(String, double, double, double, double)}, reporting the phase {@code "plan"} to
     * {@code progress}, counted in the layer's rows of cells across the box.
     *
     * @param layer the layer's id
     * @param x0 the box's low x
     * @param z0 the box's low z
     * @param x1 the box's high x (exclusive)
     * @param z1 the box's high z (exclusive)
     * @param progress the listener; {@link Progress#NONE} for none
     * @return the counts
     * @throws WorldRulesException for an unknown layer or a bad box, before the first report
     * @throws Progress.Cancelled when the listener cancels; nothing is returned
     */
    public LayerStats stats(String layer, double x0, double z0, double x1, double z1, Progress progress) {
        Objects.requireNonNull(progress, "progress");
        int l = layerIndex(layer);
        int[] counts = new int[3];
        int[] refused = new int[Reason.values().length];
        int[] leftOut = new int[Reason.values().length];
        CellBox box = cellBox(l, x0, z0, x1, z1, 1);
        Progress.Phase phase = Progress.Phase.begin(progress, "plan", box.rows());
        forCells(l, box, x0, z0, x1, z1, 1, phase, o -> {
            counts[0]++;
            if (o.reason() == null) {
                counts[1]++;
                counts[2] += o.placements().size();
                for (int k = 0; k < leftOut.length; k++) {
                    leftOut[k] += o.leftOut()[k];
                }
            } else {
                refused[o.reason().ordinal()]++;
            }
        });
        Map<Reason, Integer> r = new EnumMap<>(Reason.class);
        Map<Reason, Integer> m = new EnumMap<>(Reason.class);
        for (Reason reason : Reason.values()) {
            r.put(reason, refused[reason.ordinal()]);
            m.put(reason, leftOut[reason.ordinal()]);
        }
        List<String> notes = new ArrayList<>();
        for (String w : rules.warnings()) {
            if (w.endsWith("no recipe in layer " + layer + ": candidates that pick it there stay empty")) {
                notes.add(w);
            }
        }
        return new LayerStats(layer, counts[0], counts[1], r, counts[2], m, notes);
    }

    /** @return the planner, whose caches streaming warms up and whose counts tests read */
    LayerPlanner planner() {
        return planner;
    }

    /** @return the compiled rules, zones included (for streaming's reach of a change) */
    PlanModel model() {
        return model;
    }

    /*
     * The first and last cell row (z index) and column (x index) of a layer that can hold points
     * of [x0, x1) x [z0, z1): for streaming, which splits a chunk's work into runs of rows.
     */
    int firstRow(int l, double z0) {
        return cellIndex(z0, model.layers[l].spacing(), "z0");
    }

    int lastRow(int l, double z1) {
        return cellIndex(z1, model.layers[l].spacing(), "z1");
    }

    int firstColumn(int l, double x0) {
        return cellIndex(x0, model.layers[l].spacing(), "x0");
    }

    int lastColumn(int l, double x1) {
        return cellIndex(x1, model.layers[l].spacing(), "x1");
    }

    /**
     * Appends to {@code out}, without the diffs, the placements of a layer whose group anchors lie in
     * the box and whose cell rows are {@code jFrom..jTo} inclusive, in the order of {@link
     * #placementsIn}: runs of rows appended in row order give exactly the box's placements.
     */
    void rawRows(int l, double x0, double z0, double x1, double z1, int jFrom, int jTo, List<Placement> out) {
        rawRows(l, x0, z0, x1, z1, jFrom, jTo, 1, out);
    }

    /**
     * {@link #rawRows(int, double, double, double, double, int, int, List)} over only every {@code
     * step}-th cell in each axis (the cells whose indices are multiples of it), as {@link
     * #farPlacementsIn} plans them: with the layer's {@code farSpacing}, runs of rows appended in
     * row order give exactly the placements {@code farPlacementsIn} thins, before the diffs.
     */
    void rawRows(int l, double x0, double z0, double x1, double z1, int jFrom, int jTo, int step,
            List<Placement> out) {
        double s = model.layers[l].spacing();
        int i0 = cellIndex(x0, s, "x0");
        int i1 = cellIndex(x1, s, "x1");
        int j0 = Math.max(jFrom, cellIndex(z0, s, "z0"));
        int j1 = Math.min(jTo, cellIndex(z1, s, "z1"));
        double[] point = new double[2];
        for (int j = j0; j <= j1; j++) {
            if (Math.floorMod(j, step) != 0) {
                continue;
            }
            for (int i = i0; i <= i1; i++) {
                if (Math.floorMod(i, step) != 0) {
                    continue;
                }
                model.grids[l].pointInCell(i, j, point);
                if (point[0] < x0 || point[0] >= x1 || point[1] < z0 || point[1] >= z1) {
                    continue;
                }
                out.addAll(planner.outcome(l, i, j).placements());
            }
        }
    }

    /**
     * Works out through the planner's caches, and drops, the drafts (or the outcomes) of the cells
     * numbered {@code from} to {@code to - 1}, row by row, of the block of layer {@code l}'s cells
     * whose columns run {@code i0..i1} and whose rows start at {@code j0}: streaming's warm-up of
     * the cells a chunk's own cells will look at. Changes no result, only when the time is spent.
     */
    void warmCells(int l, boolean outcomes, int i0, int j0, int i1, long from, long to) {
        long columns = i1 - i0 + 1;
        for (long n = from; n < to; n++) {
            int i = (int) (i0 + n % columns);
            int j = (int) (j0 + n / columns);
            if (outcomes) {
                planner.outcome(l, i, j);
            } else {
                planner.draft(l, i, j);
            }
        }
    }

    /** Visits, in z-then-x order, the outcomes of a layer's cells whose points lie in the box (every {@code step}-th cell). */
    private void forCells(int l, double x0, double z0, double x1, double z1, int step,
            java.util.function.Consumer<LayerPlanner.Outcome> visit) {
        forCells(l, cellBox(l, x0, z0, x1, z1, step), x0, z0, x1, z1, step, null, visit);
    }

    /** The cells of layer {@code l}'s grid a box reaches, inclusive; the box refused as {@link #placementsIn} says. */
    private record CellBox(int i0, int i1, int j0, int j1) {
        /** @return the rows of cells, each a step of a phase */
        long rows() {
            return (long) j1 - j0 + 1;
        }
    }

    private CellBox cellBox(int l, double x0, double z0, double x1, double z1, int step) {
        if (!(x0 < x1) || !(z0 < z1) || !Double.isFinite(x0) || !Double.isFinite(x1) || !Double.isFinite(z0)
                || !Double.isFinite(z1)) {
            throw new WorldRulesException("rect", "[" + x0 + ", " + z0 + ", " + x1 + ", " + z1
                    + "] must be finite with x0 < x1 and z0 < z1");
        }
        double s = model.layers[l].spacing();
        int i0 = cellIndex(x0, s, "x0");
        int i1 = cellIndex(x1, s, "x1");
        int j0 = cellIndex(z0, s, "z0");
        int j1 = cellIndex(z1, s, "z1");
        if ((long) (i1 - i0 + 1) * (j1 - j0 + 1) > 4_000_000L * step * step) {
            throw new WorldRulesException("rect", "covers " + (long) (i1 - i0 + 1) * (j1 - j0 + 1) + " cells of layer "
                    + model.layers[l].id() + ", past the 4000000 one query plans", "ask for smaller boxes");
        }
        return new CellBox(i0, i1, j0, j1);
    }

    /** Visits the outcomes of the box's cells row by row, a step of {@code phase} (when not null) a row. */
    private void forCells(int l, CellBox box, double x0, double z0, double x1, double z1, int step, Progress.Phase phase,
            java.util.function.Consumer<LayerPlanner.Outcome> visit) {
        forCells(l, box, x0, z0, x1, z1, step, phase, (i, j, o) -> visit.accept(o));
    }

    /** A cell's outcome with its indices. */
    private interface CellVisitor {
        void visit(int i, int j, LayerPlanner.Outcome outcome);
    }

    /**
     * Visits, row by row, the outcomes of the box's cells whose point lies in {@code [x0, x1) ×
     * [z0, z1)} (every {@code step}-th cell each way), a step of {@code phase} (when not null) a
     * row; an empty box visits nothing.
     */
    private void forCells(int l, CellBox box, double x0, double z0, double x1, double z1, int step, Progress.Phase phase,
            CellVisitor visit) {
        double[] point = new double[2];
        for (int j = box.j0(); j <= box.j1(); j++) {
            if (Math.floorMod(j, step) == 0) {
                for (int i = box.i0(); i <= box.i1(); i++) {
                    if (Math.floorMod(i, step) != 0) {
                        continue;
                    }
                    model.grids[l].pointInCell(i, j, point);
                    if (point[0] < x0 || point[0] >= x1 || point[1] < z0 || point[1] >= z1) {
                        continue;
                    }
                    visit.visit(i, j, planner.outcome(l, i, j));
                }
            }
            if (phase != null) {
                phase.step();
            }
        }
    }

    private static int cellIndex(double v, double spacing, String name) {
        double c = Math.floor(v / spacing);
        if (!(Math.abs(c) <= dev.loam.core.JitteredGrid.MAX_CELL_INDEX - 70)) {
            throw new WorldRulesException("rect", name + " = " + v + " lies outside the world's range of cells");
        }
        return (int) c;
    }

    private int layerIndex(String layer) {
        for (int l = 0; l < model.layers.length; l++) {
            if (model.layers[l].id().equals(layer)) {
                return l;
            }
        }
        throw new WorldRulesException("layers", "no layer \"" + layer + "\" in rules " + rules.id(),
                "use one of " + rules.layers().stream().map(Layer::id).toList());
    }

    private boolean[] wantedLayers(String... layers) {
        boolean[] wanted = new boolean[model.layers.length];
        if (layers == null || layers.length == 0) {
            java.util.Arrays.fill(wanted, true);
            return wanted;
        }
        for (String id : layers) {
            wanted[layerIndex(id)] = true;
        }
        return wanted;
    }

    /**
     * A sampler that picks biomes for points through the fields and weights, as candidates do,
     * without allocating per point: for biome grids and for measuring. Not thread-safe: one per
     * thread.
     *
     * @return a new sampler
     */
    public BiomeSampler biomeSampler() {
        return new BiomeSampler(model);
    }
}
