package dev.loam.worldgen;

/**
 * One condition of a biome: a range of an environment field, whose edges fall off over
 * {@code blend}. The weight is 1 inside {@code [min + blend/2, max - blend/2]}, 0 outside {@code
 * [min - blend/2, max + blend/2]}, and between them a smoothstep, so at {@code v == min} exactly
 * the weight is 0.5: two biomes that meet at the same value ({@code min: 0.52} and {@code max:
 * 0.52}, the same blend) blend symmetrically. With {@code blend} 0 the edge is a step.
 *
 * @param field the field read: a built-in ({@code height}, {@code up}, {@code slope}, {@code
 *     waterDepth}, {@code shoreDistance}, {@code moisture}, {@code temperature}, {@code rock},
 *     {@code paint.<layer>}: the four defaults {@code grass}, {@code dirt}, {@code snow}, {@code
 *     rock} over any surface, any other layer only over a surface that paints it), a named noise
 *     field, or a code field
 * @param min the low end, in the field's unit; {@code -Infinity} for none
 * @param max the high end, in the field's unit; {@code +Infinity} for none
 * @param blend the width of each edge's falloff, in the field's unit; 0 or more
 */
public record Condition(String field, double min, double max, double blend) {

    /**
     * The weight of this condition for a field value.
     *
     * @param v the field's value; NaN (no ground there) gives 0
     * @return the weight, from 0 to 1
     */
    public double weight(double v) {
        if (Double.isNaN(v)) {
            return 0.0;
        }
        return edge(v - min) * edge(max - v);
    }

    /**
     * The falloff of the low edge alone at {@code v}: {@code weight(v)} is this times {@link
     * #highEdge}. It never decreases as {@code v} grows.
     */
    double lowEdge(double v) {
        return edge(v - min);
    }

    /** The falloff of the high edge alone at {@code v}; it never increases as {@code v} grows. */
    double highEdge(double v) {
        return edge(max - v);
    }

    private double edge(double inside) {
        if (inside == Double.POSITIVE_INFINITY) {
            return 1.0;
        }
        if (blend <= 0.0) {
            return inside >= 0.0 ? 1.0 : 0.0;
        }
        // A whole blend or more from the edge the division is not needed, and the answer is the
        // same: division rounds monotonically and blend / blend is 1, so inside >= blend gives
        // t >= 1.5 and inside <= -blend (with a finite blend) gives t <= -0.5.
        if (inside >= blend) {
            return 1.0;
        }
        if (inside <= -blend && blend < Double.POSITIVE_INFINITY) {
            return 0.0;
        }
        double t = inside / blend + 0.5;
        if (t <= 0.0) {
            return 0.0;
        }
        if (t >= 1.0) {
            return 1.0;
        }
        return t * t * (3.0 - 2.0 * t);
    }
}
