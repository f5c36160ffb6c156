package dev.loam.worldgen;

import java.util.ArrayList;
import java.util.List;

/**
 * Evaluates fields at one position at a time, each at most once and only when read: the lazy
 * heart of candidate evaluation. {@link #moveTo} starts a new position in O(1) (a generation
 * stamp, no clearing). Zones' field values are blended in after a field is computed.
 *
 * <p>Not thread-safe: each query or worker thread uses its own sampler. Allocates nothing per
 * position for the built-in and noise fields.
 */
final class FieldSampler implements FieldReader {
    private final FieldTable table;
    /** Per field, the zones that set it (in the zones' order) and the value each sets; null for none. */
    private final Zone[][] zonesSetting;
    private final double[][] zoneValues;
    /** Scratch for a biome's condition weights, by condition; grown by {@link PlanModel#weights}. */
    double[] factors = new double[4];
    /** Scratch for the transition wobble's two values. */
    final double[] wobble = new double[2];
    /**
     * Condition weights kept per slot ({@link PlanModel#stepSlot}) and the generation each was
     * computed at: a weight is a function of the position and the condition alone, so an equal
     * condition of another biome read at the same position reuses it. Grown by {@link
     * #keepConditions}; reset with {@link #stamp} when the generation wraps.
     */
    private double[] slotWeight = new double[0];
    private int[] slotStamp = new int[0];
    /**
     * Per value-noise field, this sampler's cursor over its noise ({@link
     * dev.loam.core.ValueNoise2D.Cursor}): the same values, with each octave's last lattice cell
     * kept, so the candidates of a chunk, read in the planner's order, mostly skip the hashing.
     * Null for other fields.
     */
    private final dev.loam.core.ValueNoise2D.Cursor[] cursors;
    /** Per biome, cursors over its transition wobble's two noises ({@link #wobble}); made when first read. */
    private dev.loam.core.ValueNoise2D.Cursor[] wobbleCursors = new dev.loam.core.ValueNoise2D.Cursor[0];
    /** The water's-edge tiles this sampler read last ({@link ShoreField.Near}). */
    private final ShoreField.Near shoreTiles = new ShoreField.Near();
    private final double[] values;
    private final int[] stamp;
    private final boolean[] busy;
    private int generation = 1;
    private double x;
    private double z;

    FieldSampler(FieldTable table, List<Zone> zones) {
        this.table = table;
        int n = table.names.length;
        this.zonesSetting = new Zone[n][];
        this.zoneValues = new double[n][];
        // One pass over the zones, so a sampler costs no more to make when many zones set nothing.
        List<List<Zone>> setting = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            setting.add(null);
        }
        for (Zone zone : zones) {
            for (String f : zone.fields().keySet()) {
                int i = table.indexOf(f);
                if (i >= 0) {
                    if (setting.get(i) == null) {
                        setting.set(i, new ArrayList<>());
                    }
                    setting.get(i).add(zone);
                }
            }
        }
        for (int i = 0; i < n; i++) {
            List<Zone> zs = setting.get(i);
            if (zs != null) {
                zonesSetting[i] = zs.toArray(Zone[]::new);
                zoneValues[i] = new double[zs.size()];
                for (int k = 0; k < zs.size(); k++) {
                    zoneValues[i][k] = zs.get(k).fields().get(table.names[i]);
                }
            }
        }
        this.cursors = new dev.loam.core.ValueNoise2D.Cursor[n];
        for (int i = 0; i < n; i++) {
            if (table.noise[i] != null) {
                cursors[i] = table.noise[i].cursor();
            }
        }
        this.values = new double[table.names.length];
        this.stamp = new int[table.names.length];
        this.busy = new boolean[table.names.length];
    }

    /** Starts evaluating at a new position; earlier values are forgotten. */
    void moveTo(double px, double pz) {
        if (px == x && pz == z && generation != 1) {
            return;
        }
        x = px;
        z = pz;
        generation++;
        if (generation == Integer.MAX_VALUE) {
            java.util.Arrays.fill(stamp, 0);
            java.util.Arrays.fill(slotStamp, 0);
            generation = 2;
        }
    }

    double x() {
        return x;
    }

    double z() {
        return z;
    }

    /** Whether field {@code i} was computed at the current position. */
    boolean computed(int i) {
        return stamp[i] == generation;
    }

    /** The value of field {@code i} at the current position. */
    double get(int i) {
        // Kept small so that it inlines into every reader: the first read at a position computes.
        if (stamp[i] == generation) {
            return values[i];
        }
        return computeAndKeep(i);
    }

    /** Computes field {@code i} at the current position, blends in zones, keeps and returns it. */
    private double computeAndKeep(int i) {
        double v;
        if (table.code[i] == null) {
            // Built-in and noise fields read only built-ins below them: no cycle is possible.
            v = compute(i);
        } else {
            if (busy[i]) {
                throw new WorldRulesException("fields." + table.names[i], "the field reads itself, directly or through "
                        + "another field", "break the cycle");
            }
            busy[i] = true;
            try {
                v = compute(i);
            } finally {
                busy[i] = false;
            }
        }
        Zone[] setting = zonesSetting[i];
        if (setting != null) {
            double[] set = zoneValues[i];
            for (int k = 0; k < setting.length; k++) {
                double w = setting[k].weight(x, z);
                if (w > 0) {
                    v += (set[k] - v) * w;
                }
            }
        }
        values[i] = v;
        stamp[i] = generation;
        return v;
    }

    /**
     * Biome {@code b}'s transition wobble at a point: {@code out[0]} exactly {@code x.sample(px, pz)}
     * and {@code out[1]} exactly {@code z.sample(px, pz)} ({@link
     * dev.loam.core.ValueNoise2D#samplePair}), read through this sampler's cursors for the biome.
     * Does not move the sampler.
     */
    void wobble(int b, dev.loam.core.ValueNoise2D x, dev.loam.core.ValueNoise2D z, double px, double pz,
            double[] out) {
        if (2 * b + 1 >= wobbleCursors.length) {
            wobbleCursors = java.util.Arrays.copyOf(wobbleCursors, 2 * b + 2);
        }
        dev.loam.core.ValueNoise2D.Cursor cx = wobbleCursors[2 * b];
        if (cx == null) {
            cx = x.cursor();
            wobbleCursors[2 * b] = cx;
            wobbleCursors[2 * b + 1] = z.cursor();
        }
        dev.loam.core.ValueNoise2D.Cursor.samplePair(cx, wobbleCursors[2 * b + 1], px, pz, out);
    }

    /** Makes room for {@code n} kept condition weights ({@link #conditionWeight}). */
    void keepConditions(int n) {
        if (slotStamp.length < n) {
            // New slots are stamped 0, which no position's generation ever is.
            slotWeight = java.util.Arrays.copyOf(slotWeight, n);
            slotStamp = java.util.Arrays.copyOf(slotStamp, n);
        }
    }

    /**
     * The weight of condition {@code c} on field {@code field} at the current position: the
     * condition's weight of the field's value, or for {@code shoreDistance} {@link #shoreWeight}.
     * With a slot (0 or more, room made by {@link #keepConditions}) the weight is kept there for
     * the position, and an equal condition given the same slot reuses it.
     */
    double conditionWeight(Condition c, int field, int slot) {
        if (slot >= 0 && slotStamp[slot] == generation) {
            return slotWeight[slot];
        }
        double w = field == FieldTable.SHORE_DISTANCE ? shoreWeight(c) : c.weight(get(field));
        if (slot >= 0) {
            slotWeight[slot] = w;
            slotStamp[slot] = generation;
        }
        return w;
    }

    /**
     * The weight of a condition on {@code shoreDistance} at the current position, searching for
     * the water's edge only as far as can change it: once every ring searched so far is free of
     * a crossing and the condition's edge on that side is 0 at that radius, no farther edge can
     * give a weight other than 0; and once it finds an edge within the condition's plateau on
     * that side ({@link ShoreField#plateau}), the weight is 1 whichever edge is nearest. Where the
     * edge is found, the field's value is kept exactly as {@link #get} would keep it; where the
     * search stops early, nothing is kept (a later read searches in full). Zones that set {@code
     * shoreDistance} make it read the field in full.
     */
    double shoreWeight(Condition c) {
        int i = FieldTable.SHORE_DISTANCE;
        if (stamp[i] == generation || zonesSetting[i] != null) {
            return c.weight(get(i));
        }
        double v = shoreDistance(c);
        if (Double.isNaN(v)) {
            return 0.0;
        }
        if (Double.isInfinite(v)) {
            // An edge within c's plateau: the weight is 1, the distance itself not worked out.
            return 1.0;
        }
        values[i] = v;
        stamp[i] = generation;
        return c.weight(v);
    }

    @Override
    public double read(String field) {
        int i = table.indexOf(field);
        if (i < 0) {
            throw new WorldRulesException("fields." + field, "no such field",
                    "use a built-in, a noise field or a code field of the rules");
        }
        return get(i);
    }

    private double compute(int i) {
        switch (i) {
            case FieldTable.HEIGHT:
                return table.surface.height(x, z);
            case FieldTable.UP:
            case FieldTable.SLOPE:
                return gradientField(i);
            case FieldTable.WATER_DEPTH: {
                double h = get(FieldTable.HEIGHT);
                if (Double.isNaN(h)) {
                    return 0.0;
                }
                // Exactly Math.max(0.0, d), NaN and -0.0 included, with plain comparisons.
                double d = table.water.levelAt(x, z) - h;
                return d > 0.0 || d != d ? d : 0.0;
            }
            case FieldTable.SHORE_DISTANCE:
                return shoreDistance(null);
            default:
                break;
        }
        if (i >= FieldTable.PAINT_GRASS && i < FieldTable.FIRST_NAMED) {
            return table.surface.paint(x, z).get(i - FieldTable.PAINT_GRASS);
        }
        if (table.code[i] != null) {
            double v = table.code[i].value(x, z, this);
            if (!Double.isFinite(v)) {
                throw new WorldRulesException("fields." + table.names[i], "returned " + v + " at (" + x + ", " + z
                        + "): a code field must return a finite number");
            }
            return v;
        }
        dev.loam.core.ValueNoise2D.Cursor n = cursors[i];
        if (n == null) {
            return table.gradient[i] != null ? gradientNoise(i) : extraPaint(i);
        }
        int oct = table.octaves[i];
        return oct == 1 ? n.sample(x, z) : n.sample(x, z, oct);
    }

    /** A gradient-noise field's value here, kept apart so that {@link #compute} stays small enough to inline. */
    private double gradientNoise(int i) {
        int oct = table.octaves[i];
        dev.loam.core.GradientNoise2D g = table.gradient[i];
        return oct == 1 ? g.sample(x, z) : g.sample(x, z, oct, 2.0, 0.5);
    }

    /**
     * A paint field beyond the four defaults: the only fields {@link #compute} reaches without a
     * noise. Kept apart so that {@code compute} stays small enough to inline.
     */
    private double extraPaint(int i) {
        return table.surface.paintShare(table.paintLayer[i], x, z);
    }

    /** {@code up} (the normal's vertical part, 0..1) and {@code slope} (degrees) by central differences. */
    private double gradientField(int i) {
        double d = FieldTable.GRADIENT_STEP;
        Surface s = table.surface;
        double gx = (s.height(x + d, z) - s.height(x - d, z)) / (2 * d);
        double gz = (s.height(x, z + d) - s.height(x, z - d)) / (2 * d);
        double g2 = gx * gx + gz * gz;
        if (Double.isNaN(g2)) {
            double up = 0.0;
            values[FieldTable.UP] = up;
            stamp[FieldTable.UP] = generation;
            return i == FieldTable.UP ? up : 90.0;
        }
        double up = 1.0 / Math.sqrt(1.0 + g2);
        if (i == FieldTable.UP) {
            return up;
        }
        return Math.toDegrees(StrictMath.atan(Math.sqrt(g2)));
    }

    /**
     * Distance to the water's edge: positive on dry ground, negative over water, exact over the
     * ground's triangles ({@link ShoreField}) out to {@link FieldTable#shoreSearch}, the farthest
     * any condition of the rules needs; beyond it the value is ± that radius (the edge of its
     * range, which {@link WorldPlan#explain} says).
     *
     * @param bound null for the value; else a condition whose weight is all that is wanted: the
     *     search stops, giving NaN, at the first step of {@link FieldTable#SHORE_STEP} beyond which
     *     the condition's weight is 0 on this side of the water, and giving an infinity at the first
     *     edge found within the condition's plateau (its result is otherwise the value)
     */
    private double shoreDistance(Condition bound) {
        double h0 = get(FieldTable.HEIGHT);
        if (Double.isNaN(h0)) {
            return 0.0;
        }
        return table.shore.distance(x, z, h0, table.shoreSearch, bound, shoreTiles);
    }
}
