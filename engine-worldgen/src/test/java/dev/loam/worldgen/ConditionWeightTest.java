package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A condition's weight, bit for bit, against the formula as the rules define it. */
class ConditionWeightTest {
    /** The weight as defined: each edge's smoothstep of {@code inside / blend + 0.5}, always divided. */
    private static double defined(Condition c, double v) {
        if (Double.isNaN(v)) {
            return 0.0;
        }
        return edge(v - c.min(), c.blend()) * edge(c.max() - v, c.blend());
    }

    private static double edge(double inside, double blend) {
        if (inside == Double.POSITIVE_INFINITY) {
            return 1.0;
        }
        if (blend <= 0.0) {
            return inside >= 0.0 ? 1.0 : 0.0;
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

    @Test
    void everyWeightIsExactlyTheDefinedOneNearAndFarFromTheEdges() {
        double inf = Double.POSITIVE_INFINITY;
        Condition[] conditions = {
            new Condition("height", -4, 5, 2), new Condition("moisture", 0.5, inf, 0.08),
            new Condition("moisture", -inf, 0.5, 0.08), new Condition("height", 42, inf, 6),
            new Condition("shoreDistance", -12, 25, 6), new Condition("slope", 0, 30, 0),
            new Condition("up", 0.8, 1, 0.05), new Condition("x", 0.1, 0.3, 0.7), new Condition("x", 3, 3, 1e-300),
            new Condition("x", -1e300, 1e300, 1e300), new Condition("x", 0, 1, Double.MIN_VALUE),
            new Condition("x", 0, 1, inf), new Condition("x", -inf, inf, 2), new Condition("x", -inf, inf, inf)};
        long s = 3;
        int checked = 0;
        for (Condition c : conditions) {
            double[] near = {c.min(), c.max(), c.min() - c.blend(), c.min() + c.blend(), c.max() - c.blend(),
                c.max() + c.blend(), c.min() - c.blend() / 2, c.max() + c.blend() / 2, 0};
            for (double e : near) {
                for (int k = -40; k <= 40; k++) {
                    double v = e;
                    for (int u = 0; u < Math.abs(k); u++) {
                        v = k < 0 ? Math.nextDown(v) : Math.nextUp(v);
                    }
                    check(c, v);
                    s = s * 6364136223846793005L + 1442695040888963407L;
                    double r = ((s >>> 11) * 0x1.0p-53 - 0.5) * 4;
                    check(c, e + r * (Double.isFinite(c.blend()) ? Math.max(c.blend(), 1) : 1));
                    checked += 2;
                }
            }
            for (double v : new double[] {-inf, inf, Double.NaN, -0.0, 0.0, 1e308, -1e308}) {
                check(c, v);
            }
        }
        assertEquals(14 * 9 * 81 * 2, checked);
    }

    private static void check(Condition c, double v) {
        assertEquals(Double.doubleToRawLongBits(defined(c, v)), Double.doubleToRawLongBits(c.weight(v)), c + " at " + v);
    }
}
