package dev.loam.worldgen;

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
    private final Zone[] fieldZones;
    private final double[] values;
    private final int[] stamp;
    private final boolean[] busy;
    /** The last height seen per direction of the water's-edge search. */
    private final double[] shorePrev = new double[FieldTable.SHORE_DIRECTIONS];
    private int generation = 1;
    private double x;
    private double z;

    FieldSampler(FieldTable table, List<Zone> zones) {
        this.table = table;
        this.fieldZones = zones.stream().filter(zz -> !zz.fields().isEmpty()).toArray(Zone[]::new);
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
        if (stamp[i] == generation) {
            return values[i];
        }
        if (busy[i]) {
            throw new WorldRulesException("fields." + table.names[i], "the field reads itself, directly or through "
                    + "another field: break the cycle");
        }
        busy[i] = true;
        double v;
        try {
            v = compute(i);
        } finally {
            busy[i] = false;
        }
        for (Zone zone : fieldZones) {
            Double set = zone.fields().get(table.names[i]);
            if (set != null) {
                double w = zone.weight(x, z);
                if (w > 0) {
                    v += (set - v) * w;
                }
            }
        }
        values[i] = v;
        stamp[i] = generation;
        return v;
    }

    @Override
    public double read(String field) {
        int i = table.indexOf(field);
        if (i < 0) {
            throw new WorldRulesException("fields." + field, "no such field: use a built-in, a noise field or a code "
                    + "field of the rules");
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
                return Double.isNaN(h) ? 0.0 : Math.max(0.0, table.seaLevel - h);
            }
            case FieldTable.SHORE_DISTANCE:
                return shoreDistance();
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
        int oct = table.octaves[i];
        return oct == 1 ? table.noise[i].sample(x, z) : table.noise[i].sample(x, z, oct);
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
     * Distance to the water's edge: positive on dry ground, negative over water. Rings of
     * {@link FieldTable#SHORE_DIRECTIONS} samples, {@link FieldTable#SHORE_STEP} apart, are searched
     * outward; the first ring where some direction crosses the sea level ends the search (no
     * later ring can hold a nearer crossing), and each crossing is placed by linear interpolation
     * between the ring samples. The search reaches {@link FieldTable#shoreSearch}, the farthest any
     * condition of the rules needs; beyond it the value is ± that radius.
     */
    private double shoreDistance() {
        double h0 = get(FieldTable.HEIGHT);
        double sea = table.seaLevel;
        double reach = table.shoreSearch;
        if (Double.isNaN(h0)) {
            return 0.0;
        }
        if (Double.isInfinite(sea)) {
            return sea < 0 ? reach : -reach;
        }
        boolean wet = h0 < sea;
        double sign = wet ? -1.0 : 1.0;
        Surface s = table.surface;
        double[] prevH = this.shorePrev;
        java.util.Arrays.fill(prevH, h0);
        double step = FieldTable.SHORE_STEP;
        for (double r = step; r <= reach; r += step) {
            double best = Double.POSITIVE_INFINITY;
            for (int k = 0; k < FieldTable.SHORE_DIRECTIONS; k++) {
                double h = s.height(x + table.shoreCos[k] * r, z + table.shoreSin[k] * r);
                if (Double.isNaN(h)) {
                    continue;
                }
                if ((h < sea) != wet) {
                    double t = (prevH[k] - sea) / (prevH[k] - h);
                    best = Math.min(best, r - step + step * Math.max(0.0, Math.min(1.0, t)));
                }
                prevH[k] = h;
            }
            if (best < Double.POSITIVE_INFINITY) {
                return sign * best;
            }
        }
        return sign * reach;
    }
}
