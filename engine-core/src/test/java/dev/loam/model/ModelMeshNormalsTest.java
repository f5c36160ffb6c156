package dev.loam.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The normals' shortcut: a normal whose squared length sums to 1 or to the float just below it is
 * kept as given, and that is exactly what dividing by its length would give.
 */
class ModelMeshNormalsTest {

    /** Every float of the binades a unit vector's components lie in, and the subnormals' edge, divided by √(1 − 2^−24). */
    @Test
    void dividingByTheLengthOfASquaredLengthJustBelowOneMovesNoFloat() {
        double len = Math.sqrt(ModelMesh.UNIT_BELOW);
        for (int e = -30; e <= 0; e++) {
            float start = Math.scalb(1f, e);
            int from = Float.floatToRawIntBits(start), to = Float.floatToRawIntBits(Math.scalb(1f, e + 1));
            int step = e >= -3 ? 1 : 61;
            for (int bits = from; bits < to; bits += step) {
                float x = Float.intBitsToFloat(bits);
                if ((float) (x / len) != x || (float) (-x / len) != -x) {
                    throw new AssertionError(x + " moves to " + (float) (x / len));
                }
            }
        }
        for (int bits = 0; bits < 1 << 23; bits += 97) {
            float x = Float.intBitsToFloat(bits);
            assertEquals(x, (float) (x / len));
        }
    }

    @Test
    void unitNormalsAreKeptBitForBitAndOthersDividedAsBefore() {
        Random r = new Random(7);
        int n = 20_000;
        float[] p = new float[3 * n], nn = new float[3 * n];
        for (int i = 0; i < 3 * n; i++) {
            p[i] = r.nextFloat();
        }
        for (int v = 0; v < n; v++) {
            double x = r.nextGaussian(), y = r.nextGaussian(), z = r.nextGaussian();
            double k = v % 3 == 0 ? Math.sqrt(x * x + y * y + z * z) : 0.5 + r.nextDouble();
            nn[3 * v] = (float) (x / k);
            nn[3 * v + 1] = (float) (y / k);
            nn[3 * v + 2] = (float) (z / k);
        }
        float[] want = nn.clone();
        for (int i = 0; i < want.length; i += 3) {
            double len = Math.sqrt(want[i] * want[i] + want[i + 1] * want[i + 1] + want[i + 2] * want[i + 2]);
            want[i] /= len;
            want[i + 1] /= len;
            want[i + 2] /= len;
        }
        ModelMesh m = new ModelMesh("m", p, nn, null, null, null, new int[0], 0);
        assertArrayEquals(want, m.normalArray());
    }
}
