package dev.loam.blockmap;

/**
 * How many cards a cell grows: a mean, where 0.05 is a 5% chance of one and 2.5 is two and three
 * half the time, or a range of whole numbers drawn evenly, such as 3 to 5. Immutable.
 */
public sealed interface CoverCount permits CoverCount.Mean, CoverCount.Range {

    /** A mean count, 0 or more: the whole part always, one more with the fraction's chance. */
    record Mean(double mean) implements CoverCount {
        @Override
        public int draw(double unit) {
            int whole = (int) Math.floor(mean);
            return whole + (unit < mean - whole ? 1 : 0);
        }

        @Override
        public double expected() {
            return mean;
        }
    }

    /** A whole count drawn evenly from {@code min} to {@code max} inclusive. */
    record Range(int min, int max) implements CoverCount {
        @Override
        public int draw(double unit) {
            return min + Math.min(max - min, (int) Math.floor(unit * (max - min + 1)));
        }

        @Override
        public double expected() {
            return (min + max) / 2.0;
        }
    }

    /** A mean count. */
    static CoverCount mean(double mean) {
        return new Mean(mean);
    }

    /** A range drawn evenly, both ends included. */
    static CoverCount range(int min, int max) {
        return new Range(min, max);
    }

    /**
     * Draws a count from a uniform number in [0, 1), such as a stable hash's.
     *
     * @param unit a number in [0, 1)
     */
    int draw(double unit);

    /** The expected count. */
    double expected();

    /** Refuses a negative or non-finite mean, or a range with min above max or below 0. */
    default void validate(String path) {
        if (this instanceof Mean m) {
            if (!Double.isFinite(m.mean()) || m.mean() < 0 || m.mean() > 1000) {
                throw new BlockMapException(path, "a mean of " + m.mean() + " cards must lie in 0..1000");
            }
        } else if (this instanceof Range r) {
            if (r.min() < 0 || r.max() < r.min() || r.max() > 1000) {
                throw new BlockMapException(path, "the range [" + r.min() + ", " + r.max()
                        + "] must be whole numbers with 0 <= min <= max <= 1000");
            }
        }
    }
}
