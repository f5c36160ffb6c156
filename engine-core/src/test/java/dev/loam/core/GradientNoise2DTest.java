package dev.loam.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GradientNoise2DTest {
    private static long fold(long h, double v) {
        return StableHash.mix(h, Double.doubleToRawLongBits(v));
    }

    /** The outputs pinned: a change to any, even in the last bit, changes the digest (Java 17 and 25 alike). */
    @Test
    void aLargeSampleOfOutputsIsPinned() {
        long h = 0;
        long s = 7;
        double[] spans = {3, 500, 9000, 3.0e7};
        for (int n = 0; n < 12; n++) {
            GradientNoise2D noise = GradientNoise2D.of(StableHash.mix(123, n), new double[] {1, 4.35, 120, 1600, 0.07, 2400}[n % 6]);
            for (int k = 0; k < 4000; k++) {
                s = s * 6364136223846793005L + 1442695040888963407L;
                double x = ((s >>> 11) * 0x1.0p-53 - 0.5) * 2 * spans[k % spans.length];
                s = s * 6364136223846793005L + 1442695040888963407L;
                double z = ((s >>> 11) * 0x1.0p-53 - 0.5) * 2 * spans[k % spans.length];
                h = fold(h, noise.sample(x, z));
                h = fold(h, noise.sample(x, z, 1 + k % 4, 1.7 + (k % 3) * 0.3, 0.4 + (k % 5) * 0.1));
            }
        }
        assertEquals(DIGEST, h);
    }

    static final long DIGEST = -4243165990092222984L;

    @Test
    void valuesFillTheUnitRangeAroundAHalf() {
        double lo = 1, hi = 0, sum = 0;
        int n = 0;
        for (long seed = 0; seed < 4; seed++) {
            GradientNoise2D g = GradientNoise2D.of(seed, 1.0);
            for (int zi = 0; zi < 300; zi++) {
                for (int xi = 0; xi < 300; xi++) {
                    double v = g.sample(xi * 0.0437 + seed * 100, zi * 0.0391);
                    assertTrue(v >= 0 && v <= 1, "value " + v);
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                    sum += v;
                    n++;
                }
            }
        }
        assertTrue(lo < 0.03 && hi > 0.97, "the range is used: " + lo + " to " + hi);
        assertEquals(0.5, sum / n, 0.02, "the mean");
    }

    @Test
    void itIsContinuousAtTheScaleOfItsSpacing() {
        GradientNoise2D g = GradientNoise2D.of(9, 32);
        double worst = 0;
        for (int k = 0; k < 20_000; k++) {
            double x = k * 0.731 - 7000, z = (k % 97) * 3.1;
            worst = Math.max(worst, Math.abs(g.sample(x + 0.01, z) - g.sample(x, z)));
        }
        // The slope is bounded: a hundredth of a metre moves it a few ten-thousandths at most.
        assertTrue(worst < 2e-3, "largest change over 1 cm: " + worst);
    }

    @Test
    void seedsAndOctavesGiveOtherNoise() {
        GradientNoise2D a = GradientNoise2D.of(1, 10), b = GradientNoise2D.of(2, 10);
        int same = 0;
        for (int k = 0; k < 1000; k++) {
            double x = k * 1.37, z = k * 0.91;
            same += a.sample(x, z) == b.sample(x, z) ? 1 : 0;
            assertNotEquals(a.sample(x, z, 3, 2, 0.5), a.sample(x, z, 4, 2, 0.5), "a fourth octave adds detail at " + x);
        }
        assertTrue(same < 20, same + " equal samples of two seeds");
        assertEquals(a.sample(3, 4), a.sample(3, 4, 1, 2, 0.5), "one octave is the plain sample");
    }

    @Test
    void aRowIsExactlyItsSamplesOneByOne() {
        double[] row = new double[257];
        for (int n = 0; n < 4; n++) {
            GradientNoise2D g = GradientNoise2D.of(n, new double[] {0.5, 12, 300, 2400}[n]);
            for (int r = 0; r < 20; r++) {
                double x0 = (r - 10) * 917.3, z = r * 13.7 - 40, dx = new double[] {0.3, 1, -2.5, 40}[r % 4];
                g.sampleRow(x0, dx, z, row, 1, 256);
                for (int k = 0; k < 256; k++) {
                    assertEquals(Double.doubleToRawLongBits(g.sample(x0 + k * dx, z)), Double.doubleToRawLongBits(row[1 + k]));
                }
                g.sampleRow(x0, dx, z, 1 + r % 5, 2.0, 0.5, row, 0, 257);
                for (int k = 0; k < 257; k++) {
                    assertEquals(Double.doubleToRawLongBits(g.sample(x0 + k * dx, z, 1 + r % 5, 2.0, 0.5)),
                            Double.doubleToRawLongBits(row[k]));
                }
            }
        }
    }

    /** Rows many samples to a cell, where the row call keeps each cell's corners between samples. */
    @Test
    void aLongRowWithManySamplesToACellIsExactlyItsSamples() {
        long s = 11;
        double[] row = new double[1000];
        for (int r = 0; r < 60; r++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            double spacing = new double[] {0.07, 3, 32, 300, 4096}[r % 5];
            GradientNoise2D g = GradientNoise2D.of(s, spacing);
            double x0 = ((s >>> 11) * 0x1.0p-53 - 0.5) * spacing * 400;
            double z = ((s >>> 20) * 0x1.0p-44 - 0.5) * spacing * 400 + (r % 7 == 0 ? -0.0 : 0);
            double dx = spacing * new double[] {0.001, 0.013, 0.04, -0.3, 1.1}[(r / 5) % 5];
            int octaves = 1 + r % 6;
            g.sampleRow(x0, dx, z, row, 0, row.length);
            for (int k = 0; k < row.length; k++) {
                assertEquals(Double.doubleToRawLongBits(g.sample(x0 + k * dx, z)), Double.doubleToRawLongBits(row[k]),
                        "row " + r + " sample " + k);
            }
            g.sampleRow(x0, dx, z, octaves, 1.9, 0.55, row, 0, row.length);
            for (int k = 0; k < row.length; k++) {
                assertEquals(Double.doubleToRawLongBits(g.sample(x0 + k * dx, z, octaves, 1.9, 0.55)),
                        Double.doubleToRawLongBits(row[k]), "fractal row " + r + " sample " + k);
            }
        }
        // Through the origin, where cells' indices and offsets change sign.
        GradientNoise2D g = GradientNoise2D.of(5, 1);
        g.sampleRow(-3.0, 0.006, -0.0, row, 0, row.length);
        for (int k = 0; k < row.length; k++) {
            assertEquals(Double.doubleToRawLongBits(g.sample(-3.0 + k * 0.006, -0.0)), Double.doubleToRawLongBits(row[k]));
        }
    }

    @Test
    void aRowThatOverflowsIsRefusedBeforeAnythingIsWritten() {
        GradientNoise2D g = GradientNoise2D.of(3, 0.001);
        double[] row = new double[8];
        assertTrue(assertThrows(IllegalArgumentException.class, () -> g.sampleRow(0, 1e307, 0, row, 0, 8)).getMessage()
                .contains("x"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> g.sampleRow(0, 2.5e305, 0, 3, 2, 0.5, row, 0, 8))
                .getMessage().contains("overflow"));
        for (double v : row) {
            assertEquals(0.0, v, "nothing written");
        }
    }

    @Test
    void badArgumentsAreRefusedNamingThem() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> GradientNoise2D.of(1, 0)).getMessage().contains("spacing"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> GradientNoise2D.of(1, Double.NaN)).getMessage()
                .contains("spacing"));
        GradientNoise2D g = GradientNoise2D.of(1, 10);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> g.sample(Double.POSITIVE_INFINITY, 0)).getMessage()
                .contains("x"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> g.sample(0, 0, 17, 2, 0.5)).getMessage()
                .contains("octaves"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> g.sample(0, 0, 2, 0, 0.5)).getMessage()
                .contains("lacunarity"));
        double[] row = new double[4];
        assertThrows(IndexOutOfBoundsException.class, () -> g.sampleRow(0, 1, 0, row, 2, 3));
        assertEquals(0.0, row[2], "nothing written");
    }
}
