package dev.loam.worldgen;

/**
 * A closed range of numbers {@code [min, max]}, in the unit of the field that holds it (world
 * units for {@code ring}, degrees for {@code arc}, a factor for {@code scale}, a count for
 * {@code count}). In JSON a range is one number ({@code 3}, meaning {@code [3, 3]}) or a pair
 * ({@code [3, 6]}).
 *
 * @param min the low end
 * @param max the high end, at least {@code min}
 */
public record Range(double min, double max) {
    // @throws IllegalArgumentException if an end is not finite or {@code max < min}
    public Range {
        if (!Double.isFinite(min) || !Double.isFinite(max) || max < min) {
            throw new IllegalArgumentException("a range needs finite ends with min <= max, got [" + min + ", " + max + "]");
        }
    }

    /**
     * A range of one value.
     *
     * @param value the value
     * @return {@code [value, value]}
     */
    public static Range of(double value) {
        return new Range(value, value);
    }

    /**
     * A range from {@code min} to {@code max}.
     *
     * @param min the low end
     * @param max the high end
     * @return the range
     */
    public static Range of(double min, double max) {
        return new Range(min, max);
    }

    /**
     * The value at fraction {@code t} of the way from min to max.
     *
     * @param t a fraction in {@code [0, 1)}, usually a hashed draw
     * @return {@code min + (max - min) * t}
     */
    public double at(double t) {
        return min + (max - min) * t;
    }

    /**
     * A whole number drawn evenly from {@code floor(min)..floor(max)}, for counts.
     *
     * @param t a fraction in {@code [0, 1)}
     * @return the drawn count
     */
    public int wholeAt(double t) {
        int lo = (int) Math.floor(min);
        int hi = (int) Math.floor(max);
        return lo + Math.min(hi - lo, (int) Math.floor(t * (hi - lo + 1)));
    }
}
