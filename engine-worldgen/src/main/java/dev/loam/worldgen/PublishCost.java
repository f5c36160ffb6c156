package dev.loam.worldgen;

/**
 * What one lane's publish calls are expected to cost: a fixed part per call (buffers made and
 * freed, the chunk's bookkeeping) plus a part per placement shown, fitted by least squares over
 * the lane's recent publishes, each weighted less by {@link #KEEP} as newer ones come. A line, not
 * a mean per placement, because a publish of one placement costs about as much as the call itself
 * while one of thousands costs about its placements: a mean would overrate the large ones after a
 * run of small ones and hold back every piece behind them.
 *
 * <p>It also keeps how far the publishes miss the line ({@link #deviation()}), for a stream that
 * plans for a dear publish rather than an average one.
 *
 * <p>Times are by the stream's clock. Before the first publish the cost is 0; after one only, or
 * while all measured sizes are equal, it is the weighted mean time of a call whatever its size.
 */
final class PublishCost {
    /** How much of the weight of the publishes measured so far each new one keeps: about the last 10 count. */
    static final double KEEP = 0.9;

    private double w;
    private double sn;
    private double st;
    private double snn;
    private double snt;
    private double base;
    private double perPlacement;
    private boolean spread;
    /** The weighted sum of squared misses of the fit's predictions, and their weight, since it could tell sizes apart. */
    private double missSq;
    private double missW;

    /** Folds a publish of {@code placements} that took {@code nanos} into the fit. */
    void measured(int placements, long nanos) {
        double n = placements, t = Math.max(0, nanos);
        if (spread) {
            double miss = t - (base + perPlacement * n);
            // Under a clock unit (a nanosecond) a miss is the fit's rounding, not a publish's.
            miss = Math.abs(miss) < 1 ? 0 : miss;
            missSq = missSq * KEEP + miss * miss;
            missW = missW * KEEP + 1;
        }
        w = w * KEEP + 1;
        sn = sn * KEEP + n;
        st = st * KEEP + t;
        snn = snn * KEEP + n * n;
        snt = snt * KEEP + n * t;
        double meanN = sn / w, meanT = st / w;
        double varN = snn / w - meanN * meanN;
        // The sizes must differ by a few placements before the fit can tell a cost per placement.
        spread = varN > Math.max(1, 1e-6 * meanN * meanN);
        double slope = spread ? (snt / w - meanN * meanT) / varN : 0;
        // A negative slope (noise over sizes close together) or a negative base would predict a
        // large publish as cheaper than a small one: keep both at zero or more, through the mean.
        slope = Math.max(0, slope);
        double intercept = meanT - slope * meanN;
        if (intercept < 0) {
            intercept = 0;
            slope = snn > 0 ? Math.max(0, snt / snn) : 0;
        }
        base = intercept;
        perPlacement = slope;
    }

    /** Whether any publish was measured. */
    boolean known() {
        return w > 0;
    }

    /** Whether the publishes measured differ enough in size for the fit to tell a cost per placement. */
    boolean sized() {
        return spread;
    }

    /** The expected time of a publish of {@code placements}, clock units; 0 before any was measured. */
    double expected(double placements) {
        return w == 0 ? 0 : base + perPlacement * Math.max(0, placements);
    }

    /** How far publishes miss the fit, one deviation (weighted root mean square), clock units; 0 until it tells sizes apart. */
    double deviation() {
        return missW == 0 ? 0 : Math.sqrt(missSq / missW);
    }
}
