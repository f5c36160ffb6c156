package dev.loam.core;

import java.util.Objects;

/**
 * Seeded two-dimensional gradient noise of the simplex kind (the OpenSimplex2 class) on the
 * horizontal plane {@code (x, z)}, with values in {@code [0, 1]}: smoother and less grid-aligned
 * than {@link ValueNoise2D} (no square lattice shows through), and cheaper a sample.
 *
 * <p>The plane is skewed into a lattice of triangles whose edges are about {@code spacing} world
 * units long. Each lattice point carries one of 32 unit gradients picked by an integer hash of
 * its indices and the seed; a sample adds the three corners' contributions {@code (r² − d²)⁴ ·
 * (g · d)} with {@code r² = 0.5}, then maps the sum from {@code [−1, 1]} to {@code [0, 1]} (0.5 is
 * the mean; values are clamped at the rare extremes). The noise is continuous with continuous
 * first derivatives. Octaves work as {@link ValueNoise2D}'s do: frequency times the lacunarity,
 * weight times the gain, each octave its own hash seed and a seeded offset.
 *
 * <p>Results are part of the saved-world format where a world's rules choose it: identical on
 * every JVM, since only {@code +}, {@code -}, {@code *}, {@code /}, {@link Math#floor}, integer
 * arithmetic and gradients computed once with {@link StrictMath} (exactly specified) are used.
 * Changing any output is a breaking change, pinned by digests in the tests.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class GradientNoise2D {

    /** The largest number of octaves the fractal methods accept. */
    public static final int MAX_OCTAVES = ValueNoise2D.MAX_OCTAVES;

    private static final String DOMAIN = "loam.GradientNoise2D";
    /** Skew and unskew factors of the 2D simplex lattice: (√3 − 1) / 2 and (3 − √3) / 6. */
    private static final double F2 = 0.5 * (Math.sqrt(3.0) - 1.0);
    private static final double G2 = (3.0 - Math.sqrt(3.0)) / 6.0;
    /** Twice G2 minus one: the third corner's offset. */
    private static final double G2X2M1 = 2.0 * G2 - 1.0;
    /**
     * The factor that brings the sum of three contributions to about [−1, 1]: the largest sum a
     * dense search over cells and gradient choices found is 1/99.2 (a unit gradient's
     * contribution peaks where one corner dominates).
     */
    private static final double SCALE = 99.2;
    private static final int GRADIENTS = 32;
    /** Unit gradients at angles (k + 0.5) · 360° / 32, x then z, interleaved. */
    private static final double[] GRADIENT = new double[2 * GRADIENTS];
    /** Multipliers that spread the lattice indices before they are hashed (large odd primes). */
    private static final int PRIME_X = 501_125_321;
    private static final int PRIME_Z = 1_136_930_381;
    private static final int HASH_MULTIPLIER = 0x27d4eb2d;

    static {
        for (int k = 0; k < GRADIENTS; k++) {
            double angle = (k + 0.5) * (2.0 * StrictMath.PI / GRADIENTS);
            GRADIENT[2 * k] = StrictMath.cos(angle);
            GRADIENT[2 * k + 1] = StrictMath.sin(angle);
        }
    }

    private final long seed;
    private final double spacing;
    private final double inverseSpacing;
    private final int[] octaveSeeds = new int[MAX_OCTAVES];
    private final double[] octaveOffsetX = new double[MAX_OCTAVES];
    private final double[] octaveOffsetZ = new double[MAX_OCTAVES];

    private GradientNoise2D(long seed, double spacing) {
        if (!(spacing > 0.0) || !Double.isFinite(spacing)) {
            throw new IllegalArgumentException("spacing must be a finite number greater than 0 (world units between"
                    + " lattice points), got " + spacing);
        }
        this.seed = seed;
        this.spacing = spacing;
        this.inverseSpacing = 1.0 / spacing;
        if (!Double.isFinite(inverseSpacing)) {
            throw new IllegalArgumentException("spacing " + spacing + " is too small: its inverse overflows");
        }
        long base = StableHash.mix(seed, DOMAIN);
        for (int k = 0; k < MAX_OCTAVES; k++) {
            long octaveSeed = StableHash.mix(base, k);
            octaveSeeds[k] = (int) (StableHash.finish(octaveSeed) >>> 32);
            if (k > 0) {
                octaveOffsetX[k] = StableHash.unit(octaveSeed, -1) * 64.0;
                octaveOffsetZ[k] = StableHash.unit(octaveSeed, -2) * 64.0;
            }
        }
    }

    /**
     * Creates gradient noise with the given seed and feature size.
     *
     * @param seed any value; different seeds give unrelated noise
     * @param spacing the lattice's edge in world units (e.g. metres): the size of the noise's
     *     features; finite and greater than 0
     * @return the noise
     * @throws IllegalArgumentException if {@code spacing} is NaN, infinite, zero, negative or so
     *     small that its inverse overflows
     */
    public static GradientNoise2D of(long seed, double spacing) {
        return new GradientNoise2D(seed, spacing);
    }

    /** @return the seed it was created with */
    public long seed() {
        return seed;
    }

    /** @return the lattice's edge in world units; finite and positive */
    public double spacing() {
        return spacing;
    }

    /**
     * Samples the noise at a world position.
     *
     * @param x world x; finite
     * @param z world z; finite
     * @return the value, in {@code [0, 1]}
     * @throws IllegalArgumentException if a coordinate is not finite, or so large that it overflows
     *     once scaled
     */
    public double sample(double x, double z) {
        requireFinite(x, "x");
        requireFinite(z, "z");
        return toUnit(octave(octaveSeeds[0], x * inverseSpacing, z * inverseSpacing));
    }

    /**
     * Samples fractal noise: the weighted average of {@code octaves} layers, as {@link
     * ValueNoise2D#sample(double, double, int, double, double)} does.
     *
     * @param x world x; finite
     * @param z world z; finite
     * @param octaves from 1 to {@link #MAX_OCTAVES}
     * @param lacunarity the frequency factor between octaves; finite and greater than 0
     * @param gain the weight factor between octaves; finite and greater than 0
     * @return the value, in {@code [0, 1]}
     * @throws IllegalArgumentException if an argument is out of range or the values overflow
     */
    public double sample(double x, double z, int octaves, double lacunarity, double gain) {
        requireFinite(x, "x");
        requireFinite(z, "z");
        checkOctaves(octaves, lacunarity, gain);
        double u = x * inverseSpacing;
        double v = z * inverseSpacing;
        double frequency = 1.0;
        double amplitude = 1.0;
        double sum = 0.0;
        double weight = 0.0;
        for (int k = 0; k < octaves; k++) {
            sum += amplitude * octave(octaveSeeds[k], u * frequency + octaveOffsetX[k], v * frequency + octaveOffsetZ[k]);
            weight += amplitude;
            frequency *= lacunarity;
            amplitude *= gain;
        }
        return toUnit(sum / weight);
    }

    /**
     * Fills a row of samples along x: {@code out[offset + k]} is exactly {@code sample(x0 + k * dx,
     * z)}, bit for bit. Allocates nothing.
     *
     * @param x0 the first sample's x; finite
     * @param dx the step along x; finite
     * @param z the row's z; finite
     * @param out receives the samples, each in {@code [0, 1]}
     * @param offset where the first goes
     * @param count how many, 0 or more
     * @throws IllegalArgumentException if a coordinate is not finite
     * @throws IndexOutOfBoundsException if {@code offset} and {@code count} do not fit {@code out}
     *     (checked before anything is written)
     */
    public void sampleRow(double x0, double dx, double z, double[] out, int offset, int count) {
        Objects.checkFromIndexSize(offset, count, out.length);
        requireFinite(x0, "x0");
        requireFinite(dx, "dx");
        requireFinite(z, "z");
        if (count == 0) {
            return;
        }
        checkRowEnds(x0, dx, z, count, 1, 1.0, 1.0);
        octaveRow(octaveSeeds[0], x0, dx, false, 1.0, 0.0, z * inverseSpacing, 1.0, true, out, offset, count);
    }

    /**
     * Fills a row of fractal samples along x: {@code out[offset + k]} is exactly {@code sample(x0 +
     * k * dx, z, octaves, lacunarity, gain)}, bit for bit. Allocates nothing.
     *
     * @param x0 the first sample's x; finite
     * @param dx the step along x; finite
     * @param z the row's z; finite
     * @param octaves from 1 to {@link #MAX_OCTAVES}
     * @param lacunarity finite and greater than 0
     * @param gain finite and greater than 0
     * @param out receives the samples, each in {@code [0, 1]}
     * @param offset where the first goes
     * @param count how many, 0 or more
     * @throws IllegalArgumentException as {@link #sample(double, double, int, double, double)}
     * @throws IndexOutOfBoundsException if {@code offset} and {@code count} do not fit {@code out}
     */
    public void sampleRow(double x0, double dx, double z, int octaves, double lacunarity, double gain, double[] out,
            int offset, int count) {
        Objects.checkFromIndexSize(offset, count, out.length);
        requireFinite(x0, "x0");
        requireFinite(dx, "dx");
        requireFinite(z, "z");
        checkOctaves(octaves, lacunarity, gain);
        if (count == 0) {
            return;
        }
        checkRowEnds(x0, dx, z, count, octaves, lacunarity, gain);
        double v = z * inverseSpacing;
        double frequency = 1.0;
        double amplitude = 1.0;
        double weight = 0.0;
        for (int o = 0; o < octaves; o++) {
            octaveRow(octaveSeeds[o], x0, dx, true, frequency, octaveOffsetX[o], v * frequency + octaveOffsetZ[o],
                    amplitude, o == 0, out, offset, count);
            weight += amplitude;
            frequency *= lacunarity;
            amplitude *= gain;
        }
        for (int k = offset, end = offset + count; k < end; k++) {
            out[k] = toUnit(out[k] / weight);
        }
    }

    /** Equal when seed and spacing are (and so every value). */
    @Override
    public boolean equals(Object other) {
        return other instanceof GradientNoise2D that && seed == that.seed && Double.compare(spacing, that.spacing) == 0;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(seed) * 31 + Double.hashCode(spacing);
    }

    /** A description such as {@code GradientNoise2D[seed=42, spacing=32.0]}. */
    @Override
    public String toString() {
        return "GradientNoise2D[seed=" + seed + ", spacing=" + spacing + "]";
    }

    // ------------------------------------------------------------------------------------------

    /**
     * One octave at lattice coordinates (u, v): the sum of three corners, in about [−1, 1]. No
     * branch depends on the position (scattered samples would mispredict half of them): a corner
     * out of reach adds its {@code 0⁴ · dot}, a zero, which leaves the sum's bits as they are.
     */
    private static double octave(int octaveSeed, double u, double v) {
        double s = (u + v) * F2;
        double fi = Math.floor(u + s);
        double fj = Math.floor(v + s);
        double t = (fi + fj) * G2;
        double x0 = u - (fi - t);
        double y0 = v - (fj - t);
        int ip = (int) (long) fi * PRIME_X;
        int jp = (int) (long) fj * PRIME_Z;
        // The middle corner is one step along x below the diagonal, along z above it.
        boolean below = x0 > y0;
        double x1 = (x0 - (below ? 1.0 : 0.0)) + G2;
        double y1 = (y0 - (below ? 0.0 : 1.0)) + G2;
        int ip1 = ip + (below ? PRIME_X : 0);
        int jp1 = jp + (below ? 0 : PRIME_Z);
        double x2 = x0 + G2X2M1;
        double y2 = y0 + G2X2M1;
        double a0 = 0.5 - x0 * x0 - y0 * y0;
        double a1 = 0.5 - x1 * x1 - y1 * y1;
        double a2 = 0.5 - x2 * x2 - y2 * y2;
        double sum = 0.0;
        sum += contribution(octaveSeed, ip, jp, a0 > 0.0 ? a0 : 0.0, x0, y0);
        sum += contribution(octaveSeed, ip + PRIME_X, jp + PRIME_Z, a2 > 0.0 ? a2 : 0.0, x2, y2);
        sum += contribution(octaveSeed, ip1, jp1, a1 > 0.0 ? a1 : 0.0, x1, y1);
        return sum * SCALE;
    }

    /** A corner's {@code a⁴ (g · d)}, its gradient picked by hashing its spread indices with the seed. */
    private static double contribution(int octaveSeed, int ip, int jp, double a, double dx, double dy) {
        int g = gradientIndex(octaveSeed, ip, jp);
        double aa = a * a;
        return aa * aa * (GRADIENT[g] * dx + GRADIENT[g + 1] * dy);
    }

    /**
     * Refuses a row whose coordinates overflow before anything is written: every quantity a
     * sample works out on the way to its cell (the lattice coordinates, the skew, the cell's
     * indices) grows with x, so a row whose two ends are finite all the way is finite between.
     */
    private void checkRowEnds(double x0, double dx, double z, int count, int octaves, double lacunarity, double gain) {
        double last = x0 + (count - 1) * dx;
        requireFinite(last, "x");
        if (octaves == 1) {
            sample(x0, z);
            sample(last, z);
        } else {
            sample(x0, z, octaves, lacunarity, gain);
            sample(last, z, octaves, lacunarity, gain);
        }
    }

    /**
     * One octave along a row, bit for bit {@link #octave} at each sample. A row shares its z, so
     * the lattice cell a run of samples falls in (tens of samples on a planner's grid) fixes
     * everything but x: its corners' gradients (both possible middle corners), its unskewed
     * origin, and each corner's z offset with its square and its part of the dot product are
     * worked out once a cell, and a sample costs its x arithmetic, with no hash or lookup. Plain
     * ({@code fractal} false) it stores the octave's value mapped to [0, 1]; fractal it stores or
     * adds {@code amplitude ×} the value at the octave's coordinates {@code (x / spacing) ·
     * frequency + offsetX, v}, as {@link #sample(double, double, int, double, double)} sums them.
     */
    private void octaveRow(int octaveSeed, double x0, double dx, boolean fractal, double frequency, double offsetX,
            double v, double amplitude, boolean first, double[] out, int offset, int count) {
        double inv = inverseSpacing;
        double cellI = Double.NaN, cellJ = Double.NaN;
        double originI = 0, py = 0, pyy = 0, y2y2 = 0, yBelow2 = 0, yAbove2 = 0;
        double g0x = 0, g0yPy = 0, g2x = 0, g2yY2 = 0, gBelowX = 0, gBelowYY1 = 0, gAboveX = 0, gAboveYY1 = 0;
        double index = -1.0; // k as a double, exactly, without an int-to-double conversion a sample
        for (int k = 0; k < count; k++) {
            index += 1.0;
            double x = x0 + index * dx;
            double u = fractal ? (x * inv) * frequency + offsetX : x * inv;
            double s = (u + v) * F2;
            double fi = Math.floor(u + s);
            double fj = Math.floor(v + s);
            if (fi != cellI || fj != cellJ) {
                cellI = fi;
                cellJ = fj;
                double t = (fi + fj) * G2;
                originI = fi - t;
                py = v - (fj - t);
                pyy = py * py;
                double y2 = py + G2X2M1;
                y2y2 = y2 * y2;
                double yBelow = (py - 0.0) + G2;
                double yAbove = (py - 1.0) + G2;
                yBelow2 = yBelow * yBelow;
                yAbove2 = yAbove * yAbove;
                int ip = (int) (long) fi * PRIME_X;
                int jp = (int) (long) fj * PRIME_Z;
                int g = gradientIndex(octaveSeed, ip, jp);
                g0x = GRADIENT[g];
                g0yPy = GRADIENT[g + 1] * py;
                g = gradientIndex(octaveSeed, ip + PRIME_X, jp + PRIME_Z);
                g2x = GRADIENT[g];
                g2yY2 = GRADIENT[g + 1] * y2;
                g = gradientIndex(octaveSeed, ip + PRIME_X, jp);
                gBelowX = GRADIENT[g];
                gBelowYY1 = GRADIENT[g + 1] * yBelow;
                g = gradientIndex(octaveSeed, ip, jp + PRIME_Z);
                gAboveX = GRADIENT[g];
                gAboveYY1 = GRADIENT[g + 1] * yAbove;
            }
            double px = u - originI;
            boolean below = px > py;
            double x1 = (px - (below ? 1.0 : 0.0)) + G2;
            double y1y1 = below ? yBelow2 : yAbove2;
            double g1x = below ? gBelowX : gAboveX;
            double g1yY1 = below ? gBelowYY1 : gAboveYY1;
            double x2 = px + G2X2M1;
            double a0 = 0.5 - px * px - pyy;
            double a1 = 0.5 - x1 * x1 - y1y1;
            double a2 = 0.5 - x2 * x2 - y2y2;
            a0 = a0 > 0.0 ? a0 : 0.0;
            a1 = a1 > 0.0 ? a1 : 0.0;
            a2 = a2 > 0.0 ? a2 : 0.0;
            double aa0 = a0 * a0, aa1 = a1 * a1, aa2 = a2 * a2;
            double sum = 0.0;
            sum += aa0 * aa0 * (g0x * px + g0yPy);
            sum += aa2 * aa2 * (g2x * x2 + g2yY2);
            sum += aa1 * aa1 * (g1x * x1 + g1yY1);
            double value = sum * SCALE;
            if (!fractal) {
                double unit = 0.5 + 0.5 * value;
                out[offset + k] = unit > 0.0 && unit < 1.0 ? unit : toUnit(value);
            } else {
                value = amplitude * value;
                out[offset + k] = first ? 0.0 + value : out[offset + k] + value;
            }
        }
    }

    /** The interleaved index into {@link #GRADIENT} of a corner's gradient: its spread indices hashed with the seed. */
    private static int gradientIndex(int octaveSeed, int ip, int jp) {
        int h = (octaveSeed ^ ip ^ jp) * HASH_MULTIPLIER;
        h ^= h >>> 15;
        return (h & (GRADIENTS - 1)) << 1;
    }

    /** Maps [−1, 1] to [0, 1], clamping the rare excursions; NaN means a coordinate overflowed. */
    private static double toUnit(double n) {
        if (Double.isNaN(n)) {
            throw new IllegalArgumentException("x, z, spacing, octaves, lacunarity or gain too extreme: the lattice"
                    + " coordinates or octave weights overflow to infinity");
        }
        double value = 0.5 + 0.5 * n;
        return value <= 0.0 ? 0.0 : value >= 1.0 ? 1.0 : value;
    }

    private static void checkOctaves(int octaves, double lacunarity, double gain) {
        if (octaves < 1 || octaves > MAX_OCTAVES) {
            throw new IllegalArgumentException("octaves must be from 1 to " + MAX_OCTAVES + ", got " + octaves);
        }
        requireFinitePositive(lacunarity, "lacunarity");
        requireFinitePositive(gain, "gain");
    }

    private static void requireFinite(double value, String name) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be finite, got " + value);
        }
    }

    private static void requireFinitePositive(double value, String name) {
        if (!(value > 0.0) || !Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be a finite number greater than 0, got " + value);
        }
    }
}
