package dev.loam.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Tests for {@link ValueNoise2D}. The pinned values are part of the saved-world format: if one of
 * those tests fails, the noise has changed and every saved world would change with it.
 */
class ValueNoise2DTest {

    private static final ValueNoise2D NOISE = ValueNoise2D.of(42L, 4.35);

    /** The largest slope of the quintic fade, 30 t^2 (1 - t)^2 at t = 1/2. */
    private static final double MAX_FADE_SLOPE = 1.875;

    // ------------------------------------------------------------------------------------------
    // Pinned outputs

    @Test
    void sampleOfSeed42Spacing4point35IsPinned() {
        assertEquals(0.19470464183441227, NOISE.sample(0.0, 0.0));
        assertEquals(0.29567395616690645, NOISE.sample(1.5, -2.25));
        assertEquals(0.8750319408584626, NOISE.sample(100.125, 37.5));
        assertEquals(0.554486763560119, NOISE.sample(-1234.5, 987.25));
    }

    @Test
    void fourOctaveSampleOfSeed42Spacing4point35IsPinned() {
        assertEquals(0.3094939496847973, NOISE.sample(0.0, 0.0, 4));
        assertEquals(0.36482505551138605, NOISE.sample(1.5, -2.25, 4));
        assertEquals(0.6023241678451957, NOISE.sample(100.125, 37.5, 4));
        assertEquals(0.43967956132198477, NOISE.sample(-1234.5, 987.25, 4));
    }

    @Test
    void latticeValuesOfSeed42ArePinned() {
        assertEquals(0.19470464183441227, NOISE.latticeValue(0, 0));
        assertEquals(0.8409921839224437, NOISE.latticeValue(3, -7));
    }

    // ------------------------------------------------------------------------------------------
    // Range, lattice values, continuity

    @Property
    void sampleIsAlwaysInZeroToOne(
            @ForAll long seed,
            @ForAll @DoubleRange(min = -1e7, max = 1e7) double x,
            @ForAll @DoubleRange(min = -1e7, max = 1e7) double z) {
        double value = ValueNoise2D.of(seed, 4.35).sample(x, z);
        assertTrue(value >= 0.0 && value <= 1.0, "sample = " + value);
    }

    @Property
    void fractalSampleIsAlwaysInZeroToOne(
            @ForAll long seed,
            @ForAll @DoubleRange(min = -1e5, max = 1e5) double x,
            @ForAll @DoubleRange(min = -1e5, max = 1e5) double z,
            @ForAll @IntRange(min = 1, max = ValueNoise2D.MAX_OCTAVES) int octaves,
            @ForAll @DoubleRange(min = 0.25, max = 4.0) double lacunarity,
            @ForAll @DoubleRange(min = 0.1, max = 2.0) double gain) {
        double value = ValueNoise2D.of(seed, 3.0).sample(x, z, octaves, lacunarity, gain);
        assertTrue(value >= 0.0 && value <= 1.0, "sample = " + value);
    }

    @Property
    void sampleAtALatticePointIsExactlyItsLatticeValueForPowerOfTwoSpacing(
            @ForAll long seed,
            @ForAll @IntRange(min = -1_000_000, max = 1_000_000) int i,
            @ForAll @IntRange(min = -1_000_000, max = 1_000_000) int j,
            @ForAll @IntRange(min = -3, max = 5) int spacingExponent) {
        double spacing = Math.scalb(1.0, spacingExponent);
        ValueNoise2D noise = ValueNoise2D.of(seed, spacing);
        assertEquals(noise.latticeValue(i, j), noise.sample(i * spacing, j * spacing));
    }

    @Property
    void sampleAtALatticePointIsItsLatticeValueForAnySpacing(
            @ForAll long seed,
            @ForAll @IntRange(min = -100_000, max = 100_000) int i,
            @ForAll @IntRange(min = -100_000, max = 100_000) int j,
            @ForAll @DoubleRange(min = 0.1, max = 100.0) double spacing) {
        ValueNoise2D noise = ValueNoise2D.of(seed, spacing);
        assertEquals(noise.latticeValue(i, j), noise.sample(i * spacing, j * spacing), 1e-9);
    }

    @Property
    void nearbySamplesDifferByAtMostTheFadeSlopeTimesTheDistance(
            @ForAll long seed,
            @ForAll @DoubleRange(min = -1e4, max = 1e4) double x,
            @ForAll @DoubleRange(min = -1e4, max = 1e4) double z,
            @ForAll @DoubleRange(min = -0.5, max = 0.5) double dx,
            @ForAll @DoubleRange(min = -0.5, max = 0.5) double dz) {
        ValueNoise2D noise = ValueNoise2D.of(seed, 4.35);
        double difference = Math.abs(noise.sample(x, z) - noise.sample(x + dx, z + dz));
        double bound = MAX_FADE_SLOPE * (Math.abs(dx) + Math.abs(dz)) / noise.spacing();
        assertTrue(difference <= bound + 1e-9, "difference " + difference + " > " + bound);
    }

    @Test
    void samplesAcrossALatticeLineJoinUp() {
        double edge = 5 * NOISE.spacing();
        double below = NOISE.sample(Math.nextDown(edge), 1.0);
        double above = NOISE.sample(edge, 1.0);
        assertEquals(above, below, 1e-12);
    }

    @Property
    void oneOctaveFractalSampleEqualsThePlainSample(
            @ForAll @DoubleRange(min = -1e5, max = 1e5) double x,
            @ForAll @DoubleRange(min = -1e5, max = 1e5) double z) {
        assertEquals(NOISE.sample(x, z), NOISE.sample(x, z, 1, 2.0, 0.5));
    }

    @Property
    void threeArgumentSampleUsesLacunarity2AndGainHalf(
            @ForAll @DoubleRange(min = -1e5, max = 1e5) double x,
            @ForAll @DoubleRange(min = -1e5, max = 1e5) double z,
            @ForAll @IntRange(min = 1, max = ValueNoise2D.MAX_OCTAVES) int octaves) {
        assertEquals(NOISE.sample(x, z, octaves, 2.0, 0.5), NOISE.sample(x, z, octaves));
    }

    @Test
    void sameSeedAndSpacingGiveEqualNoise() {
        ValueNoise2D again = ValueNoise2D.of(42L, 4.35);
        assertEquals(NOISE, again);
        assertEquals(NOISE.hashCode(), again.hashCode());
        assertEquals(NOISE.sample(12.5, -3.0), again.sample(12.5, -3.0));
        assertEquals("ValueNoise2D[seed=42, spacing=4.35]", NOISE.toString());
        assertEquals(42L, NOISE.seed());
        assertEquals(4.35, NOISE.spacing());
    }

    @Test
    void differentSeedsGiveDifferentNoise() {
        ValueNoise2D other = ValueNoise2D.of(43L, 4.35);
        assertNotEquals(NOISE, other);
        assertNotEquals(NOISE.sample(12.5, -3.0), other.sample(12.5, -3.0));
    }

    @Test
    void latticeValuesAreNotTheSameAsStableHashOfTheSeed() {
        // The noise uses its own hash domain, so a grid seeded alike does not correlate with it.
        assertNotEquals(StableHash.unit(42L, 3, -7), NOISE.latticeValue(3, -7));
    }

    @Test
    void samplesOverALargeAreaAverageAboutOneHalf() {
        double sum = 0.0;
        double min = 1.0;
        double max = 0.0;
        for (int a = 0; a < 100; a++) {
            for (int b = 0; b < 100; b++) {
                double value = NOISE.sample(a * 7.3, b * 7.3);
                sum += value;
                min = Math.min(min, value);
                max = Math.max(max, value);
            }
        }
        double mean = sum / 10_000;
        assertTrue(mean > 0.47 && mean < 0.53, "mean " + mean);
        assertTrue(min < 0.1 && max > 0.9, "range " + min + ".." + max);
    }

    // ------------------------------------------------------------------------------------------
    // Refusals

    @Test
    void badSpacingIsRefusedNamingIt() {
        for (double spacing : new double[] {
            0.0, -0.0, -4.35, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            assertRefused("spacing", () -> ValueNoise2D.of(1L, spacing));
        }
    }

    @Test
    void nonFiniteCoordinatesAreRefusedNamingThem() {
        assertRefused("x", () -> NOISE.sample(Double.NaN, 0.0));
        assertRefused("z", () -> NOISE.sample(0.0, Double.POSITIVE_INFINITY));
        assertRefused("x", () -> NOISE.sample(Double.NEGATIVE_INFINITY, 0.0, 3));
    }

    @Test
    void coordinatesThatOverflowTheLatticeAreRefused() {
        ValueNoise2D tiny = ValueNoise2D.of(1L, 1e-300);
        assertRefused("spacing", () -> tiny.sample(1e300, 0.0));
    }

    @Test
    void badOctaveSettingsAreRefusedNamingThem() {
        assertRefused("octaves", () -> NOISE.sample(1.0, 2.0, 0));
        assertRefused("octaves", () -> NOISE.sample(1.0, 2.0, ValueNoise2D.MAX_OCTAVES + 1));
        assertRefused("lacunarity", () -> NOISE.sample(1.0, 2.0, 3, 0.0, 0.5));
        assertRefused("lacunarity", () -> NOISE.sample(1.0, 2.0, 3, Double.NaN, 0.5));
        assertRefused("gain", () -> NOISE.sample(1.0, 2.0, 3, 2.0, -0.5));
        assertRefused("gain", () -> NOISE.sample(1.0, 2.0, 3, 2.0, Double.POSITIVE_INFINITY));
        assertRefused("lacunarity", () -> NOISE.sample(1.0, 2.0, 16, 1e300, 0.5));
    }

    private static void assertRefused(String argument, Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().contains(argument),
                "message should name " + argument + ": " + e.getMessage());
    }
}
