package dev.loam.core;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Numbers as text that is the same on every Java version. {@link Double#toString(double)} and
 * {@link Float#toString(float)} changed in Java 19 (they now give the shortest decimal that reads
 * back to the value; before, some values got a digit too many or a neighbour's digits, such as
 * {@code 1.0E23} printed {@code 9.999999999999999E22}), and {@link String#format} followed in Java
 * 21, so a file or a line written with them differed between Java 17 and later. Every number Loam
 * writes (JSON, OBJ, a CLI's text) goes through here instead.
 *
 * <p>{@link #of(double)} and {@link #of(float)} give exactly the text of Java 19 and later's
 * {@code toString} on every version: the shortest decimal that parses back to the same value (the
 * closest such one, then the one with an even last digit), plain from {@code 0.001} up to but not
 * including {@code 10000000} ({@code 0.002}, {@code 123.5}), else in scientific notation
 * ({@code 1.0E7}, {@code 1.0E23}, {@code 1.0E-4}); {@code -0.0}, {@code NaN} and {@code Infinity}
 * as {@code toString} writes them. {@link #fixed} rounds that decimal to a number of places,
 * half up, as {@code String.format("%.3f")} does on Java 21 and later. (On Java 19 and later
 * {@code of} is that Java's own {@code toString}; before, it works the decimal out with {@link
 * BigDecimal}, some hundred times slower.)
 *
 * <p>Stateless and thread-safe.
 */
public final class NumberText {
    /** Whether this Java's own {@code toString} is already the shortest decimal (Java 19 and later). */
    private static final boolean SHORTEST_TO_STRING = Runtime.version().feature() >= 19;

    private NumberText() {
    }

    /**
     * A double as Java 19 and later's {@link Double#toString(double)} writes it, on any Java.
     * {@link Double#parseDouble} gives the same value back (the sign of zero included).
     *
     * @param value any double
     * @return the text, such as {@code 0.1}, {@code -2.5}, {@code 1.23456789123E8}, {@code NaN}
     */
    public static String of(double value) {
        return SHORTEST_TO_STRING ? Double.toString(value) : computed(value);
    }

    /** {@link #of(double)} worked out here, whatever this Java's {@code toString} does. */
    static String computed(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value) || value == 0) {
            return Double.toString(value);
        }
        BigDecimal d = shortest(Math.abs(value), Double.toString(value), 17, false);
        return text(value < 0, d, Math.abs(value) >= 1e-3 && Math.abs(value) < 1e7);
    }

    /**
     * A float as Java 19 and later's {@link Float#toString(float)} writes it, on any Java.
     * {@link Float#parseFloat} gives the same value back (the sign of zero included).
     *
     * @param value any float
     * @return the text, such as {@code 0.1}, {@code 1.2345679E8}, {@code NaN}
     */
    public static String of(float value) {
        return SHORTEST_TO_STRING ? Float.toString(value) : computed(value);
    }

    /** {@link #of(float)} worked out here, whatever this Java's {@code toString} does. */
    static String computed(float value) {
        if (Float.isNaN(value) || Float.isInfinite(value) || value == 0) {
            return Float.toString(value);
        }
        BigDecimal d = shortest(Math.abs(value), Float.toString(value), 9, true);
        return text(value < 0, d, Math.abs(value) >= 1e-3f && Math.abs(value) < 1e7f);
    }

    /**
     * A double with a fixed number of places: its {@link #of(double)} decimal rounded half up,
     * plain (never in scientific notation), a minus sign kept when the value is negative (so
     * {@code -0.0001} to 3 places is {@code -0.000}), as {@code String.format(Locale.ROOT, "%.3f")}
     * writes it on Java 21 and later.
     *
     * @param value any double; NaN and the infinities come out as {@code NaN}, {@code Infinity}
     *     and {@code -Infinity}
     * @param places digits after the point, 0 or more (0 gives no point)
     * @return the text, such as {@code 2.500}, {@code 10000000.000}
     * @throws IllegalArgumentException when {@code places} is negative
     */
    public static String fixed(double value, int places) {
        if (places < 0) {
            throw new IllegalArgumentException("places " + places + " must be 0 or more");
        }
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return Double.toString(value);
        }
        BigDecimal d = value == 0 ? BigDecimal.ZERO : new BigDecimal(of(Math.abs(value)));
        String s = d.setScale(places, RoundingMode.HALF_UP).toPlainString();
        return (value < 0 || 1 / value < 0) ? "-" + s : s;
    }

    /**
     * The decimal Java 19's {@code toString} picks for a positive finite value: among the decimals
     * that read back to it, those of the fewest digits (those of one or two digits when one digit
     * is enough), the closest, then the one with an even last digit.
     *
     * @param abs the value, positive and finite (a float widened exactly)
     * @param hint this Java's own {@code toString} of the value: its digit count starts the search
     * @param most the most digits any value needs (17 for a double, 9 for a float)
     */
    private static BigDecimal shortest(double abs, String hint, int most, boolean isFloat) {
        BigDecimal exact = new BigDecimal(abs);
        int p = Math.max(1, Math.min(most, digits(hint)));
        while (p < most && !any(exact, p, abs, isFloat)) {
            p++;
        }
        while (p > 1 && any(exact, p - 1, abs, isFloat)) {
            p--;
        }
        return closest(exact, Math.max(p, 2), abs, isFloat);
    }

    /** Whether a decimal of {@code p} digits reads back to the value. */
    private static boolean any(BigDecimal exact, int p, double abs, boolean isFloat) {
        return readsBack(exact.round(new MathContext(p, RoundingMode.DOWN)), abs, isFloat)
                || readsBack(exact.round(new MathContext(p, RoundingMode.UP)), abs, isFloat);
    }

    /** Of the two decimals of {@code p} digits either side of the value, the one Java 19 picks. */
    private static BigDecimal closest(BigDecimal exact, int p, double abs, boolean isFloat) {
        BigDecimal down = exact.round(new MathContext(p, RoundingMode.DOWN));
        BigDecimal up = exact.round(new MathContext(p, RoundingMode.UP));
        boolean downOk = readsBack(down, abs, isFloat);
        boolean upOk = readsBack(up, abs, isFloat);
        if (!upOk) {
            return down;
        }
        if (!downOk) {
            return up;
        }
        int c = exact.subtract(down).compareTo(up.subtract(exact));
        if (c != 0) {
            return c < 0 ? down : up;
        }
        return down.unscaledValue().testBit(0) ? up : down;
    }

    private static boolean readsBack(BigDecimal d, double abs, boolean isFloat) {
        String s = d.toString();
        return isFloat ? Float.parseFloat(s) == (float) abs : Double.parseDouble(s) == abs;
    }

    /** The significant digits in a {@code toString} text ({@code 1.0E7} has 1, {@code 0.0012} has 2). */
    private static int digits(String s) {
        int e = s.indexOf('E');
        String m = e < 0 ? s : s.substring(0, e);
        int first = -1;
        int last = -1;
        for (int k = 0; k < m.length(); k++) {
            char ch = m.charAt(k);
            if (ch >= '1' && ch <= '9') {
                if (first < 0) {
                    first = k;
                }
                last = k;
            }
        }
        if (first < 0) {
            return 1;
        }
        int n = last - first + 1;
        int point = m.indexOf('.');
        return point > first && point < last ? n - 1 : n;
    }

    /** The decimal in {@code toString}'s layout: plain with at least one place, or {@code d.dddE±n}. */
    private static String text(boolean negative, BigDecimal d, boolean plain) {
        BigDecimal s = d.stripTrailingZeros();
        StringBuilder sb = new StringBuilder(24);
        if (negative) {
            sb.append('-');
        }
        if (plain) {
            String t = s.toPlainString();
            sb.append(t);
            if (t.indexOf('.') < 0) {
                sb.append(".0");
            }
            return sb.toString();
        }
        String digits = s.unscaledValue().toString();
        int exponent = digits.length() - 1 - s.scale();
        sb.append(digits.charAt(0)).append('.').append(digits.length() > 1 ? digits.substring(1) : "0").append('E')
                .append(exponent);
        return sb.toString();
    }
}
