package dev.loam.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Pins the noise over a large sample as one digest: single octaves and fractal sums with the
 * default and other lacunarities and gains, at points near and far from the origin, on both sides
 * of it and on lattice lines. Taken before the lattice hashing was shared between neighbouring
 * corners; any change to any output, even in the last bit, changes it.
 */
class ValueNoise2DDigestTest {

    private static long fold(long h, double v) {
        return StableHash.mix(h, Double.doubleToRawLongBits(v));
    }

    @Test
    void aLargeSampleOfOutputsIsPinned() {
        long h = 0;
        long s = 7;
        double[] spans = {3, 500, 9000, 3.0e7};
        for (int n = 0; n < 12; n++) {
            ValueNoise2D noise = ValueNoise2D.of(StableHash.mix(123, n), new double[] {1, 4.35, 120, 1600, 0.07, 2400}[n % 6]);
            for (int k = 0; k < 4000; k++) {
                s = s * 6364136223846793005L + 1442695040888963407L;
                double span = spans[k % spans.length];
                double x = ((s >>> 11) * 0x1.0p-53 - 0.5) * 2 * span;
                s = s * 6364136223846793005L + 1442695040888963407L;
                double z = ((s >>> 11) * 0x1.0p-53 - 0.5) * 2 * span;
                if (k % 17 == 0) {
                    x = Math.floor(x) * noise.spacing();
                }
                h = fold(h, noise.sample(x, z));
                h = fold(h, noise.sample(x, z, 1 + k % 6));
                h = fold(h, noise.sample(x, z, 1 + k % 4, 1.7 + (k % 3) * 0.3, 0.4 + (k % 5) * 0.1));
                h = fold(h, noise.latticeValue(k - 2000, 3 * k - 5000));
            }
        }
        assertEquals(-8584263914463007174L, h);
    }

    @Test
    void aRowIsExactlyItsSamplesOneByOne() {
        long s = 5;
        double[] row = new double[300];
        for (int n = 0; n < 6; n++) {
            double spacing = new double[] {1, 4.35, 120, 1600, 0.07, 2400}[n];
            ValueNoise2D noise = ValueNoise2D.of(StableHash.mix(55, n), spacing);
            for (int r = 0; r < 40; r++) {
                s = s * 6364136223846793005L + 1442695040888963407L;
                double x0 = ((s >>> 11) * 0x1.0p-53 - 0.5) * 2 * (r % 2 == 0 ? 50 : 4.0e6);
                double z = (r - 20) * spacing * 0.37 + (r % 5 == 0 ? 0 : 0.11);
                double dx = new double[] {0.25, 1, -0.7, spacing, 3.3 * spacing}[r % 5];
                int octaves = 1 + r % 5;
                double lacunarity = 1.7 + (r % 3) * 0.3, gain = 0.4 + (r % 4) * 0.1;
                noise.sampleRow(x0, dx, z, row, 3, 290);
                for (int k = 0; k < 290; k++) {
                    assertEquals(Double.doubleToRawLongBits(noise.sample(x0 + k * dx, z)), Double.doubleToRawLongBits(row[3 + k]),
                            noise + " row " + r + " sample " + k);
                }
                noise.sampleRow(x0, dx, z, octaves, lacunarity, gain, row, 0, 300);
                for (int k = 0; k < 300; k++) {
                    assertEquals(Double.doubleToRawLongBits(noise.sample(x0 + k * dx, z, octaves, lacunarity, gain)),
                            Double.doubleToRawLongBits(row[k]), noise + " fractal row " + r + " sample " + k);
                }
            }
        }
    }

    @Test
    void aRowThatDoesNotFitItsArrayWritesNothing() {
        ValueNoise2D noise = ValueNoise2D.of(1, 10);
        double[] row = new double[8];
        org.junit.jupiter.api.Assertions.assertThrows(IndexOutOfBoundsException.class, () -> noise.sampleRow(0, 1, 0, row, 4, 5));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> noise.sampleRow(Double.NaN, 1, 0, row, 0, 8));
        org.junit.jupiter.api.Assertions.assertArrayEquals(new double[8], row);
    }

    @Test
    void samplingAPairGivesExactlyEachNoisesValues() {
        long s = 11;
        double[] out = new double[2];
        for (int n = 0; n < 6; n++) {
            double spacing = new double[] {1, 4.35, 120, 1600, 0.07, 2400}[n];
            ValueNoise2D a = ValueNoise2D.of(StableHash.mix(77, n), spacing);
            ValueNoise2D b = ValueNoise2D.of(StableHash.mix(78, n), spacing);
            ValueNoise2D c = ValueNoise2D.of(StableHash.mix(79, n), spacing * 1.5);
            double[] spans = {2, 60, 5000, 4.0e6};
            for (int k = 0; k < 20000; k++) {
                s = s * 6364136223846793005L + 1442695040888963407L;
                double span = spans[(k / 500) % spans.length];
                double x = ((s >>> 11) * 0x1.0p-53 - 0.5) * 2 * span;
                s = s * 6364136223846793005L + 1442695040888963407L;
                double zr = ((s >>> 11) * 0x1.0p-53 - 0.5) * 2 * span;
                double z = k % 13 == 0 ? Math.floor(zr) * spacing : zr;
                ValueNoise2D.samplePair(a, b, x, z, out);
                assertEquals(Double.doubleToRawLongBits(a.sample(x, z)), Double.doubleToRawLongBits(out[0]));
                assertEquals(Double.doubleToRawLongBits(b.sample(x, z)), Double.doubleToRawLongBits(out[1]));
                ValueNoise2D.samplePair(c, a, x, z, out);
                assertEquals(Double.doubleToRawLongBits(c.sample(x, z)), Double.doubleToRawLongBits(out[0]));
                assertEquals(Double.doubleToRawLongBits(a.sample(x, z)), Double.doubleToRawLongBits(out[1]));
            }
        }
    }

    @Test
    void aCursorGivesExactlyTheNoisesSamplesAlongAnyWalk() {
        long s = 13;
        double[] out = new double[2];
        double[] pair = new double[2];
        for (int n = 0; n < 6; n++) {
            double spacing = new double[] {1, 4.35, 120, 1600, 0.07, 2400}[n];
            ValueNoise2D noise = ValueNoise2D.of(StableHash.mix(91, n), spacing);
            ValueNoise2D other = ValueNoise2D.of(StableHash.mix(92, n), spacing);
            ValueNoise2D wider = ValueNoise2D.of(StableHash.mix(93, n), spacing * 1.5);
            ValueNoise2D.Cursor one = noise.cursor();
            ValueNoise2D.Cursor fractal = noise.cursor();
            ValueNoise2D.Cursor odd = noise.cursor();
            ValueNoise2D.Cursor a = noise.cursor();
            ValueNoise2D.Cursor b = other.cursor();
            ValueNoise2D.Cursor c = wider.cursor();
            assertEquals(noise, one.noise());
            double x = 0;
            double z = 0;
            for (int k = 0; k < 30000; k++) {
                // A walk of steps from a hundredth of a cell to many cells, now and then a jump
                // far away or onto a lattice line, in every direction.
                s = s * 6364136223846793005L + 1442695040888963407L;
                double step = spacing * new double[] {0.01, 0.2, 0.9, 1.0, 3.0}[(int) ((s >>> 60) % 5)];
                double dx = ((s >>> 11) * 0x1.0p-53 - 0.5) * 2 * step;
                s = s * 6364136223846793005L + 1442695040888963407L;
                double dz = ((s >>> 11) * 0x1.0p-53 - 0.5) * 2 * step;
                x += k % 3 == 0 ? 0 : dx;
                z += k % 5 == 0 ? 0 : dz;
                if (k % 1000 == 999) {
                    x = ((s >>> 13) * 0x1.0p-51 - 0.5) * 8.0e6;
                }
                if (k % 41 == 0) {
                    z = Math.floor(z / spacing) * spacing;
                }
                int octaves = 1 + k % 7;
                double lacunarity = 1.7 + (k % 3) * 0.3;
                double gain = 0.4 + (k % 5) * 0.1;
                assertEquals(Double.doubleToRawLongBits(noise.sample(x, z)), Double.doubleToRawLongBits(one.sample(x, z)),
                        noise + " step " + k);
                assertEquals(Double.doubleToRawLongBits(noise.sample(x, z, octaves)),
                        Double.doubleToRawLongBits(fractal.sample(x, z, octaves)), noise + " fractal step " + k);
                assertEquals(Double.doubleToRawLongBits(noise.sample(x, z, octaves, lacunarity, gain)),
                        Double.doubleToRawLongBits(odd.sample(x, z, octaves, lacunarity, gain)), noise + " odd step " + k);
                ValueNoise2D.samplePair(noise, other, x, z, out);
                ValueNoise2D.Cursor.samplePair(a, b, x, z, pair);
                assertEquals(Double.doubleToRawLongBits(out[0]), Double.doubleToRawLongBits(pair[0]));
                assertEquals(Double.doubleToRawLongBits(out[1]), Double.doubleToRawLongBits(pair[1]));
                ValueNoise2D.samplePair(wider, noise, x, z, out);
                ValueNoise2D.Cursor.samplePair(c, a, x, z, pair);
                assertEquals(Double.doubleToRawLongBits(out[0]), Double.doubleToRawLongBits(pair[0]));
                assertEquals(Double.doubleToRawLongBits(out[1]), Double.doubleToRawLongBits(pair[1]));
            }
        }
    }

    @Test
    void aCursorRefusesWhatTheNoiseRefusesAndGoesOnExactly() {
        ValueNoise2D noise = ValueNoise2D.of(3, 10);
        ValueNoise2D.Cursor cursor = noise.cursor();
        cursor.sample(4, 4, 3);
        var bad = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> cursor.sample(Double.NaN, 4));
        assertEquals("x must be finite, got NaN", bad.getMessage());
        var octaves = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> cursor.sample(4, 4, 17));
        assertEquals("octaves must be from 1 to 16, got 17", octaves.getMessage());
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> cursor.sample(4, Double.POSITIVE_INFINITY, 2, 2.0, 0.5));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> cursor.sample(4, 4, 2, 0.0, 0.5));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> ValueNoise2D.Cursor.samplePair(cursor, noise.cursor(), 4, Double.NaN, new double[2]));
        assertEquals(Double.doubleToRawLongBits(noise.sample(5, 4, 3)), Double.doubleToRawLongBits(cursor.sample(5, 4, 3)));
    }
}
