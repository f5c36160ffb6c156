package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class QuantizedChannelsTest {
    private static float[] roundTrip(QuantizedChannels q, float[] values, int count) {
        short[] packed = new short[values.length];
        q.encode(values, count, packed);
        return q.decode(packed);
    }

    @Test
    void valuesOnTheQuantumsGridComeBackBitForBit() {
        // A chunk's corners, 1/16 m fractions and half-metre steps, 32 m across and 20 m high, at an
        // origin off the world's zero.
        int n = 0;
        float[] v = new float[3 * 33 * 41];
        for (int i = 0; i <= 32; i++) {
            for (int k = 0; k <= 40; k++) {
                v[3 * n] = 96 + i + (k % 16) / 16f;
                v[3 * n + 1] = -4 + 0.5f * k;
                v[3 * n + 2] = -64 + i - 3 / 16f;
                n++;
            }
        }
        QuantizedChannels q = QuantizedChannels.fit(v, n, 3);
        for (int a = 0; a < 3; a++) {
            assertTrue(q.quantum(a) <= 0x1p-10f, "axis " + a + ": " + q);
        }
        float[] back = roundTrip(q, v, n);
        for (int i = 0; i < v.length; i++) {
            assertEquals(Float.floatToIntBits(v[i]), Float.floatToIntBits(back[i]), "value " + i + ": " + v[i]);
        }
    }

    @Test
    void everyValueComesBackWithinHalfAQuantumOfTheFinestPowerOfTwoThatSpansIt() {
        float[] v = new float[200];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) (0.3 + 33.7 * Math.sin(i * 0.37) * Math.sin(i * 0.37));
        }
        QuantizedChannels q = QuantizedChannels.fit(v, v.length, 1);
        float lo = Float.POSITIVE_INFINITY, hi = Float.NEGATIVE_INFINITY;
        for (float x : v) {
            lo = Math.min(lo, x);
            hi = Math.max(hi, x);
        }
        double quantum = q.quantum(0);
        assertEquals(0, Math.getExponent(quantum) - Math.log(quantum) / Math.log(2), 0, "a power of two");
        assertTrue((hi - lo) <= QuantizedChannels.MAX_OFFSET * quantum, "spans the values");
        assertTrue((hi - lo) > QuantizedChannels.MAX_OFFSET * quantum / 2 - quantum, "and is the finest that does");
        float[] back = roundTrip(q, v, v.length);
        for (int i = 0; i < v.length; i++) {
            assertEquals(v[i], back[i], quantum / 2 + Math.ulp(v[i]), "value " + i);
        }
    }

    @Test
    void theGpusSumInFloatMatchesTheDecode() {
        float[] v = {1000.25f, 1017.5f, 1031.0625f, 1003.3f};
        QuantizedChannels q = QuantizedChannels.fit(v, v.length, 1);
        short[] packed = new short[v.length];
        q.encode(v, v.length, packed);
        for (short p : packed) {
            float gpu = q.origin(0) + (float) (p & 0xffff) * q.quantum(0);
            assertEquals(q.decode(0, p), gpu, 0);
        }
    }

    @Test
    void farFromTheWorldsZeroTheOriginIsAFloatAndTheValuesStillFit() {
        float[] v = {90_000.5f, 90_033.25f, 90_001f};
        QuantizedChannels q = QuantizedChannels.fit(v, v.length, 1);
        assertTrue(q.origin(0) <= 90_000.5f);
        float[] back = roundTrip(q, v, v.length);
        for (int i = 0; i < v.length; i++) {
            assertEquals(v[i], back[i], 0, "on the grid: " + q);
        }
    }

    @Test
    void oneValueAllAlongComesBackExactly() {
        float[] v = {0.204f, 0.204f, 0.204f};
        QuantizedChannels q = QuantizedChannels.fit(v, 3, 1);
        float[] back = roundTrip(q, v, 3);
        assertEquals(0.204f, back[2], 0);
    }

    @Test
    void aValueThatIsNotFiniteIsRefusedNamingItsChannel() {
        float[] v = {0, 1, 2, Float.NaN};
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> QuantizedChannels.fit(v, 2, 2));
        assertTrue(e.getMessage().contains("channel 1"), e.getMessage());
    }
}
