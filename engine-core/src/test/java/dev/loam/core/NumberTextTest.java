package dev.loam.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Regression: numbers were written with {@code Double.toString}, {@code Float.toString} and
 * {@code String.format}, whose text changed in Java 19 and 21 ({@code 1.0E23} came out as {@code
 * 9.999999999999999E22} on Java 17, {@code 1.23456789123E8} as a float {@code 1.23456792E8}), so
 * OBJ, JSON and CLI text differed between Java 17 and 25. Guards that {@link NumberText} gives one
 * text on every Java, that the text parses back to the same value, and that it is Java 19's.
 */
class NumberTextTest {
    private static final double[] DOUBLES = {1e7, 1.0E23, 2e-3, 123456789.123, -0.0, 0.0, 2e23, 8.41e21, 5e-324,
            Double.MAX_VALUE, Double.MIN_NORMAL, 0.1 + 0.2, 1.0E-5, 0.001, 9999999.999999998, -1.5, 4.35, 1e15, 1e16,
            123456789012345678.0, 0.30000000000000004, 100.0, 9.999999999999999E22};

    @Test
    void theTextOfEachAwkwardDoubleIsJava19sOnEveryJava() {
        String[] want = {"1.0E7", "1.0E23", "0.002", "1.23456789123E8", "-0.0", "0.0", "2.0E23", "8.41E21",
                "4.9E-324", "1.7976931348623157E308", "2.2250738585072014E-308", "0.30000000000000004", "1.0E-5",
                "0.001", "9999999.999999998", "-1.5", "4.35", "1.0E15", "1.0E16", "1.2345678901234568E17",
                "0.30000000000000004", "100.0", "1.0E23"};
        for (int k = 0; k < DOUBLES.length; k++) {
            assertEquals(want[k], NumberText.computed(DOUBLES[k]), "worked out: " + DOUBLES[k]);
            assertEquals(want[k], NumberText.of(DOUBLES[k]), "as written: " + DOUBLES[k]);
        }
        assertEquals("NaN", NumberText.of(Double.NaN));
        assertEquals("-Infinity", NumberText.of(Double.NEGATIVE_INFINITY));
    }

    @Test
    void theTextOfEachAwkwardFloatIsJava19sOnEveryJava() {
        float[] values = {1e7f, 1.0E23f, 2e-3f, (float) 123456789.123, -0.0f, 2.17212777E15f, -6.853802E8f, 1.4E-45f,
                Float.MAX_VALUE, 0.1f, 0.78431374f, 16.5f};
        String[] want = {"1.0E7", "1.0E23", "0.002", "1.2345679E8", "-0.0", "2.1721278E15", "-6.853802E8", "1.4E-45",
                "3.4028235E38", "0.1", "0.78431374", "16.5"};
        for (int k = 0; k < values.length; k++) {
            assertEquals(want[k], NumberText.computed(values[k]), "worked out: " + values[k]);
            assertEquals(want[k], NumberText.of(values[k]), "as written: " + values[k]);
        }
    }

    @Test
    void everyTextParsesBackToTheSameValue() {
        SplittableRandom r = new SplittableRandom(13);
        for (int k = 0; k < 4_000; k++) {
            double d = Double.longBitsToDouble(r.nextLong());
            float f = Float.intBitsToFloat(r.nextInt());
            if (!Double.isNaN(d)) {
                assertEquals(d, Double.parseDouble(NumberText.computed(d)), Double.toString(d));
                assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(Double.parseDouble(NumberText.of(d))));
            }
            if (!Float.isNaN(f)) {
                assertEquals(f, Float.parseFloat(NumberText.computed(f)), Float.toString(f));
            }
        }
        for (double d : DOUBLES) {
            assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(Double.parseDouble(NumberText.of(d))));
        }
    }

    /** On Java 19 and later the JDK's own toString is the reference the worked-out text must match. */
    @Test
    void theWorkedOutTextIsTheJdksOwnOnJava19AndLater() {
        assumeTrue(Runtime.version().feature() >= 19, "Java 17's toString is not the reference");
        SplittableRandom r = new SplittableRandom(29);
        for (int k = 0; k < 8_000; k++) {
            double d = switch (k % 3) {
                case 0 -> Double.longBitsToDouble(r.nextLong());
                case 1 -> r.nextInt(2_000_000) / 1000.0 - 1000;
                default -> r.nextDouble() * Math.pow(10, r.nextInt(40) - 20);
            };
            float f = k % 2 == 0 ? Float.intBitsToFloat(r.nextInt()) : (float) d;
            assertEquals(Double.toString(d), NumberText.computed(d));
            assertEquals(Float.toString(f), NumberText.computed(f));
        }
    }

    @Test
    void fixedPlacesRoundTheShortestDecimalHalfUp() {
        assertEquals("10000000.000", NumberText.fixed(1e7, 3));
        assertEquals("100000000000000000000000.000", NumberText.fixed(1.0E23, 3));
        assertEquals("0.002", NumberText.fixed(2e-3, 3));
        assertEquals("123456789.123", NumberText.fixed(123456789.123, 3));
        assertEquals("-0.000", NumberText.fixed(-0.0, 3));
        assertEquals("-0.000", NumberText.fixed(-0.0001, 3));
        assertEquals("1.001", NumberText.fixed(1.0005, 3), "1.0005 is a shade under in binary, but reads 1.0005");
        assertEquals("0.13", NumberText.fixed(0.125, 2));
        assertEquals("3", NumberText.fixed(2.5, 0));
        assertEquals("NaN", NumberText.fixed(Double.NaN, 2));
        assertThrows(IllegalArgumentException.class, () -> NumberText.fixed(1, -1));
    }

    @Test
    void fixedPlacesAreStringFormatsOnJava21AndLater() {
        assumeTrue(Runtime.version().feature() >= 21, "String.format changed in Java 21");
        SplittableRandom r = new SplittableRandom(31);
        for (int k = 0; k < 20_000; k++) {
            double d = k % 2 == 0 ? r.nextInt(2_000_000) / 1000.0 + r.nextInt(3) * 0.0005 : r.nextDouble() * 1e9;
            int places = r.nextInt(4);
            assertEquals(String.format(Locale.ROOT, "%." + places + "f", d), NumberText.fixed(d, places));
        }
    }
}
