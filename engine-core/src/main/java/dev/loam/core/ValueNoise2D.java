package dev.loam.core;

/**
 * Seeded two-dimensional value noise on the horizontal plane {@code (x, z)}, with values in
 * {@code [0, 1]}.
 *
 * <p>The plane is covered by a square lattice whose points are {@code spacing} world units
 * apart. Each lattice point {@code (i, j)}, at world position {@code (i * spacing, j *
 * spacing)}, carries a value in {@code [0, 1)} drawn from {@link StableHash}; between lattice
 * points the four surrounding values are blended with the quintic fade {@code 6t^5 - 15t^4 +
 * 10t^3} in each axis, so the noise is continuous with continuous first and second derivatives,
 * and exactly equals the lattice value at a lattice point.
 *
 * <p>Results are part of the saved-world format: they are identical on every JVM because only
 * {@code +}, {@code -}, {@code *}, {@code /}, {@link Math#floor}, {@link Math#min} and {@link
 * Math#max} are used (all exactly specified by IEEE 754 and the Java Language Specification; no
 * transcendental functions). Changing any output is a breaking change.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class ValueNoise2D {

    /** The largest number of octaves {@link #sample(double, double, int, double, double)} accepts. */
    public static final int MAX_OCTAVES = 16;

    /** Domain-separation label, so other users of the same seed get unrelated hashes. */
    private static final String DOMAIN = "loam.ValueNoise2D";

    private final long seed;
    private final double spacing;
    /** Per-octave hash seeds; octave 0's seeds {@link #latticeValue(long, long)}. */
    private final long[] octaveSeeds = new long[MAX_OCTAVES];
    /** Per-octave offsets in lattice units, in {@code [0, 1)}; zero for octave 0. */
    private final double[] octaveOffsetX = new double[MAX_OCTAVES];
    private final double[] octaveOffsetZ = new double[MAX_OCTAVES];

    private ValueNoise2D(long seed, double spacing) {
        if (!(spacing > 0.0) || !Double.isFinite(spacing)) {
            throw new IllegalArgumentException(
                    "spacing must be a finite number greater than 0 (world units between lattice"
                            + " points), got " + spacing);
        }
        this.seed = seed;
        this.spacing = spacing;
        long base = StableHash.mix(seed, DOMAIN);
        octaveSeeds[0] = base;
        for (int k = 1; k < MAX_OCTAVES; k++) {
            long octaveSeed = StableHash.mix(base, k);
            octaveSeeds[k] = octaveSeed;
            // Shift each finer octave's lattice so the octaves' lattice points do not all line up.
            octaveOffsetX[k] = StableHash.unit(octaveSeed, -1);
            octaveOffsetZ[k] = StableHash.unit(octaveSeed, -2);
        }
    }

    /**
     * Creates value noise with the given seed and lattice spacing.
     *
     * @param seed the seed; any value. Different seeds give unrelated noise.
     * @param spacing the distance between neighbouring lattice points, in world units (e.g.
     *     metres); the size of the noise's features. Must be finite and greater than 0.
     * @return the noise
     * @throws IllegalArgumentException if {@code spacing} is NaN, infinite, zero or negative
     */
    public static ValueNoise2D of(long seed, double spacing) {
        return new ValueNoise2D(seed, spacing);
    }

    /**
     * Returns the seed this noise was created with.
     *
     * @return the seed
     */
    public long seed() {
        return seed;
    }

    /**
     * Returns the lattice spacing, in world units.
     *
     * @return the distance between neighbouring lattice points; always finite and positive
     */
    public double spacing() {
        return spacing;
    }

    /**
     * Returns the value carried by lattice point {@code (i, j)}, which lies at world position
     * {@code (i * spacing, j * spacing)}. {@link #sample(double, double)} returns exactly this
     * value at that position (when {@code x / spacing} and {@code z / spacing} come out as the
     * exact integers {@code i} and {@code j}).
     *
     * @param i the lattice index along x
     * @param j the lattice index along z
     * @return a value in {@code [0, 1)}
     */
    public double latticeValue(long i, long j) {
        return lattice(octaveSeeds[0], i, j);
    }

    /**
     * Samples the noise at a world position.
     *
     * @param x the x coordinate, in world units; must be finite
     * @param z the z coordinate, in world units; must be finite
     * @return the noise value, in {@code [0, 1]}
     * @throws IllegalArgumentException if {@code x} or {@code z} is NaN or infinite, or so large
     *     that {@code x / spacing} or {@code z / spacing} overflows to infinity
     */
    public double sample(double x, double z) {
        requireFinite(x, "x");
        requireFinite(z, "z");
        return checkedUnit(octave(octaveSeeds[0], x / spacing, z / spacing));
    }

    /**
     * Samples fractal noise (several octaves of this noise added together) with lacunarity 2 and
     * gain 0.5: shorthand for {@code sample(x, z, octaves, 2.0, 0.5)}.
     *
     * @param x the x coordinate, in world units; must be finite
     * @param z the z coordinate, in world units; must be finite
     * @param octaves the number of octaves, from 1 to {@link #MAX_OCTAVES}
     * @return the noise value, in {@code [0, 1]}
     * @throws IllegalArgumentException if a coordinate is not finite or {@code octaves} is out of
     *     range
     */
    public double sample(double x, double z, int octaves) {
        return sample(x, z, octaves, 2.0, 0.5);
    }

    /**
     * Samples fractal noise: the weighted average of {@code octaves} layers of value noise.
     *
     * <p>Octave {@code k} (from 0) has frequency {@code lacunarity^k} times the base frequency
     * (so lattice spacing {@code spacing / lacunarity^k}), weight {@code gain^k}, its own
     * lattice values, and (for {@code k >= 1}) a fixed seeded offset of its lattice. The weighted
     * sum is divided by the sum of the weights, so the result stays in {@code [0, 1]}. With one
     * octave the result equals {@link #sample(double, double)}.
     *
     * @param x the x coordinate, in world units; must be finite
     * @param z the z coordinate, in world units; must be finite
     * @param octaves the number of octaves, from 1 to {@link #MAX_OCTAVES}
     * @param lacunarity the frequency factor between successive octaves; finite and greater than
     *     0 (usually 2)
     * @param gain the weight factor between successive octaves; finite and greater than 0
     *     (usually 0.5)
     * @return the noise value, in {@code [0, 1]}
     * @throws IllegalArgumentException if a coordinate is not finite, {@code octaves} is out of
     *     range, {@code lacunarity} or {@code gain} is not finite and positive, or the values are
     *     so extreme that an octave's coordinates or weights overflow to infinity
     */
    public double sample(double x, double z, int octaves, double lacunarity, double gain) {
        requireFinite(x, "x");
        requireFinite(z, "z");
        if (octaves < 1 || octaves > MAX_OCTAVES) {
            throw new IllegalArgumentException(
                    "octaves must be from 1 to " + MAX_OCTAVES + ", got " + octaves);
        }
        requireFinitePositive(lacunarity, "lacunarity");
        requireFinitePositive(gain, "gain");
        double u = x / spacing;
        double v = z / spacing;
        double frequency = 1.0;
        double amplitude = 1.0;
        double sum = 0.0;
        double weight = 0.0;
        for (int k = 0; k < octaves; k++) {
            double value = octave(
                    octaveSeeds[k],
                    u * frequency + octaveOffsetX[k],
                    v * frequency + octaveOffsetZ[k]);
            sum += amplitude * value;
            weight += amplitude;
            frequency *= lacunarity;
            amplitude *= gain;
        }
        return checkedUnit(sum / weight);
    }

    /**
     * Fills a row of samples along x: {@code out[offset + k]} is exactly {@code sample(x0 + k * dx,
     * z)}, bit for bit, for {@code k} from 0 to {@code count - 1}. The work that depends only on z
     * is done once and a lattice cell's four corner values once for every sample that falls in
     * it, so a row of close samples costs a fraction of as many {@link #sample(double, double)}
     * calls: the call for a planner's or a mesher's loop over a grid.
     *
     * @param x0 the first sample's x, in world units; finite
     * @param dx the step between samples along x, in world units; finite (0 and negative allowed)
     * @param z the row's z, in world units; finite
     * @param out receives the samples, each in {@code [0, 1]}
     * @param offset where the first sample goes in {@code out}
     * @param count how many samples, 0 or more
     * @throws IllegalArgumentException if a coordinate is not finite (checked for every sample:
     *     then nothing is written past the last good sample's place)
     * @throws IndexOutOfBoundsException if {@code offset} and {@code count} do not fit {@code out}
     *     (checked before anything is written)
     */
    public void sampleRow(double x0, double dx, double z, double[] out, int offset, int count) {
        java.util.Objects.checkFromIndexSize(offset, count, out.length);
        requireFinite(x0, "x0");
        requireFinite(dx, "dx");
        requireFinite(z, "z");
        rowOctave(octaveSeeds[0], x0, dx, 1.0, 0.0, z / spacing, 1.0, out, offset, count, true);
        for (int k = 0; k < count; k++) {
            out[offset + k] = checkedUnit(out[offset + k]);
        }
    }

    /**
     * Fills a row of fractal samples along x: {@code out[offset + k]} is exactly {@code sample(x0 +
     * k * dx, z, octaves, lacunarity, gain)}, bit for bit. See {@link #sampleRow(double, double,
     * double, double[], int, int)} for what it shares and {@link #sample(double, double, int, double,
     * double)} for the octaves. It needs a scratch row of the same length for the weights; {@code
     * scratch} may be null (then one is allocated).
     *
     * @param x0 the first sample's x, in world units; finite
     * @param dx the step between samples along x, in world units; finite
     * @param z the row's z, in world units; finite
     * @param octaves from 1 to {@link #MAX_OCTAVES}
     * @param lacunarity finite and greater than 0
     * @param gain finite and greater than 0
     * @param out receives the samples, each in {@code [0, 1]}
     * @param offset where the first sample goes in {@code out}
     * @param count how many samples, 0 or more
     * @throws IllegalArgumentException as {@link #sample(double, double, int, double, double)}
     * @throws IndexOutOfBoundsException if {@code offset} and {@code count} do not fit {@code out}
     */
    public void sampleRow(double x0, double dx, double z, int octaves, double lacunarity, double gain, double[] out,
            int offset, int count) {
        java.util.Objects.checkFromIndexSize(offset, count, out.length);
        requireFinite(x0, "x0");
        requireFinite(dx, "dx");
        requireFinite(z, "z");
        if (octaves < 1 || octaves > MAX_OCTAVES) {
            throw new IllegalArgumentException("octaves must be from 1 to " + MAX_OCTAVES + ", got " + octaves);
        }
        requireFinitePositive(lacunarity, "lacunarity");
        requireFinitePositive(gain, "gain");
        double v = z / spacing;
        double frequency = 1.0;
        double amplitude = 1.0;
        double weight = 0.0;
        for (int k = 0; k < octaves; k++) {
            // Each sample adds amplitude * value to its running sum in octave order, exactly as
            // sample(...) does; the weights are the same for every sample of the row.
            rowOctave(octaveSeeds[k], x0, dx, frequency, octaveOffsetX[k], v * frequency + octaveOffsetZ[k],
                    amplitude, out, offset, count, k == 0);
            weight += amplitude;
            frequency *= lacunarity;
            amplitude *= gain;
        }
        for (int k = 0; k < count; k++) {
            out[offset + k] = checkedUnit(out[offset + k] / weight);
        }
    }

    /**
     * One octave along a row: for each sample, {@code u = (x0 + k * dx) / spacing * frequency +
     * offsetU} (the same operations, in the same order, as the one-sample path) and the octave's
     * value at {@code (u, v)}, times {@code amplitude}, stored ({@code first}) or added to
     * {@code out}. A cell's corners are kept while successive samples stay in it.
     */
    private void rowOctave(long octaveSeed, double x0, double dx, double frequency, double offsetU, double v,
            double amplitude, double[] out, int offset, int count, boolean first) {
        double fv = Math.floor(v);
        long j = (long) fv;
        double sv = fade(v - fv);
        long cellI = 0;
        boolean have = false;
        double v00 = 0, v10 = 0, v01 = 0, v11 = 0;
        boolean one = frequency == 1.0 && offsetU == 0.0;
        for (int k = 0; k < count; k++) {
            double x = x0 + k * dx;
            requireFinite(x, "x");
            double u = one ? x / spacing : (x / spacing) * frequency + offsetU;
            double fu = Math.floor(u);
            long i = (long) fu;
            if (!have || i != cellI) {
                long column0 = StableHash.mix(octaveSeed, i);
                long column1 = StableHash.mix(octaveSeed, i + 1);
                v00 = corner(column0, j);
                v10 = corner(column1, j);
                v01 = corner(column0, j + 1);
                v11 = corner(column1, j + 1);
                cellI = i;
                have = true;
            }
            double value = blend(v00, v10, v01, v11, fade(u - fu), sv);
            if (first) {
                out[offset + k] = amplitude * value;
            } else {
                out[offset + k] += amplitude * value;
            }
        }
    }

    /**
     * Two noise objects are equal when they have the same seed and spacing (and so give the same
     * values everywhere).
     *
     * @param other the object to compare with
     * @return whether {@code other} is an equal {@code ValueNoise2D}
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof ValueNoise2D that
                && seed == that.seed
                && Double.compare(spacing, that.spacing) == 0;
    }

    /**
     * Returns a hash code consistent with {@link #equals(Object)}.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return Long.hashCode(seed) * 31 + Double.hashCode(spacing);
    }

    /**
     * Returns a description such as {@code ValueNoise2D[seed=42, spacing=4.35]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "ValueNoise2D[seed=" + seed + ", spacing=" + spacing + "]";
    }

    /**
     * Samples two noises of the same spacing at one position, sharing the work that depends only
     * on the position and the spacing: {@code out[0]} is exactly {@code a.sample(x, z)} and
     * {@code out[1]} exactly {@code b.sample(x, z)}, bit for bit. Noises of different spacings
     * are sampled one after the other.
     *
     * @param a the first noise
     * @param b the second noise
     * @param x the x coordinate, in world units; must be finite
     * @param z the z coordinate, in world units; must be finite
     * @param out receives the two values, each in {@code [0, 1]}; at least 2 long
     * @throws IllegalArgumentException as {@link #sample(double, double)}
     */
    public static void samplePair(ValueNoise2D a, ValueNoise2D b, double x, double z, double[] out) {
        if (Double.compare(a.spacing, b.spacing) != 0) {
            out[0] = a.sample(x, z);
            out[1] = b.sample(x, z);
            return;
        }
        requireFinite(x, "x");
        requireFinite(z, "z");
        double u = x / a.spacing;
        double v = z / a.spacing;
        double fu = Math.floor(u);
        double fv = Math.floor(v);
        long i = (long) fu;
        long j = (long) fv;
        double su = fade(u - fu);
        double sv = fade(v - fv);
        long a0 = StableHash.mix(a.octaveSeeds[0], i);
        long a1 = StableHash.mix(a.octaveSeeds[0], i + 1);
        long b0 = StableHash.mix(b.octaveSeeds[0], i);
        long b1 = StableHash.mix(b.octaveSeeds[0], i + 1);
        double va = blend(corner(a0, j), corner(a1, j), corner(a0, j + 1), corner(a1, j + 1), su, sv);
        double vb = blend(corner(b0, j), corner(b1, j), corner(b0, j + 1), corner(b1, j + 1), su, sv);
        out[0] = checkedUnit(va);
        out[1] = checkedUnit(vb);
    }

    /**
     * Returns a new cursor over this noise, for one thread's run of samples at nearby positions
     * (a planner's candidates in a chunk's order): it gives exactly this noise's samples and keeps
     * each octave's last lattice cell and its four corner values, so successive samples in the same
     * cell skip the hashing.
     *
     * @return a new cursor; not thread-safe
     */
    public Cursor cursor() {
        return new Cursor(this);
    }

    /**
     * One thread's way to sample a {@link ValueNoise2D} at a run of nearby positions: every sample
     * is exactly, bit for bit, what the noise's method of the same arguments returns (the same
     * arithmetic runs on the same values), and the same inputs are refused the same way. Per
     * octave it keeps the last lattice cell and its four corner values (and the two columns' hash
     * states), so a sample in the same cell as the octave's last one hashes nothing, one in the
     * cell beside it hashes only the new column's corners, and one in the same column only the
     * corners. Made by {@link ValueNoise2D#cursor()}; not thread-safe: one per thread.
     */
    public static final class Cursor {
        private final ValueNoise2D noise;
        private final boolean[] have = new boolean[MAX_OCTAVES];
        private final long[] cellI = new long[MAX_OCTAVES];
        private final long[] cellJ = new long[MAX_OCTAVES];
        /** Per octave, the hash states {@code mix(seed, i)} and {@code mix(seed, i + 1)} of the cell's two columns. */
        private final long[] columns = new long[2 * MAX_OCTAVES];
        /** Per octave, the cell's corner values v00, v10, v01, v11. */
        private final double[] corners = new double[4 * MAX_OCTAVES];

        private Cursor(ValueNoise2D noise) {
            this.noise = noise;
        }

        /**
         * Returns the noise sampled.
         *
         * @return the noise
         */
        public ValueNoise2D noise() {
            return noise;
        }

        /**
         * Exactly {@link ValueNoise2D#sample(double, double)}.
         *
         * @param x the x coordinate, in world units; must be finite
         * @param z the z coordinate, in world units; must be finite
         * @return the noise value, in {@code [0, 1]}
         * @throws IllegalArgumentException as {@link ValueNoise2D#sample(double, double)}
         */
        public double sample(double x, double z) {
            requireFinite(x, "x");
            requireFinite(z, "z");
            return checkedUnit(octave(0, x / noise.spacing, z / noise.spacing));
        }

        /**
         * Exactly {@link ValueNoise2D#sample(double, double, int)}.
         *
         * @param x the x coordinate, in world units; must be finite
         * @param z the z coordinate, in world units; must be finite
         * @param octaves the number of octaves, from 1 to {@link #MAX_OCTAVES}
         * @return the noise value, in {@code [0, 1]}
         * @throws IllegalArgumentException as {@link ValueNoise2D#sample(double, double, int)}
         */
        public double sample(double x, double z, int octaves) {
            return sample(x, z, octaves, 2.0, 0.5);
        }

        /**
         * Exactly {@link ValueNoise2D#sample(double, double, int, double, double)}.
         *
         * @param x the x coordinate, in world units; must be finite
         * @param z the z coordinate, in world units; must be finite
         * @param octaves the number of octaves, from 1 to {@link #MAX_OCTAVES}
         * @param lacunarity finite and greater than 0
         * @param gain finite and greater than 0
         * @return the noise value, in {@code [0, 1]}
         * @throws IllegalArgumentException as {@link ValueNoise2D#sample(double, double, int, double, double)}
         */
        public double sample(double x, double z, int octaves, double lacunarity, double gain) {
            requireFinite(x, "x");
            requireFinite(z, "z");
            if (octaves < 1 || octaves > MAX_OCTAVES) {
                throw new IllegalArgumentException(
                        "octaves must be from 1 to " + MAX_OCTAVES + ", got " + octaves);
            }
            requireFinitePositive(lacunarity, "lacunarity");
            requireFinitePositive(gain, "gain");
            double u = x / noise.spacing;
            double v = z / noise.spacing;
            double frequency = 1.0;
            double amplitude = 1.0;
            double sum = 0.0;
            double weight = 0.0;
            for (int k = 0; k < octaves; k++) {
                double value = octave(k, u * frequency + noise.octaveOffsetX[k], v * frequency + noise.octaveOffsetZ[k]);
                sum += amplitude * value;
                weight += amplitude;
                frequency *= lacunarity;
                amplitude *= gain;
            }
            return checkedUnit(sum / weight);
        }

        /**
         * Exactly {@link ValueNoise2D#samplePair}: {@code out[0]} is {@code a}'s noise's sample and
         * {@code out[1]} {@code b}'s, sharing the work that depends only on the position where the
         * two noises' spacings are equal.
         *
         * @param a the first cursor
         * @param b the second cursor
         * @param x the x coordinate, in world units; must be finite
         * @param z the z coordinate, in world units; must be finite
         * @param out receives the two values, each in {@code [0, 1]}; at least 2 long
         * @throws IllegalArgumentException as {@link ValueNoise2D#sample(double, double)}
         */
        public static void samplePair(Cursor a, Cursor b, double x, double z, double[] out) {
            if (Double.compare(a.noise.spacing, b.noise.spacing) != 0) {
                out[0] = a.sample(x, z);
                out[1] = b.sample(x, z);
                return;
            }
            requireFinite(x, "x");
            requireFinite(z, "z");
            double u = x / a.noise.spacing;
            double v = z / a.noise.spacing;
            double fu = Math.floor(u);
            double fv = Math.floor(v);
            long i = (long) fu;
            long j = (long) fv;
            double su = fade(u - fu);
            double sv = fade(v - fv);
            a.cell(0, i, j);
            b.cell(0, i, j);
            double[] ca = a.corners;
            double[] cb = b.corners;
            out[0] = checkedUnit(blend(ca[0], ca[1], ca[2], ca[3], su, sv));
            out[1] = checkedUnit(blend(cb[0], cb[1], cb[2], cb[3], su, sv));
        }

        /** Octave {@code k} at lattice coordinates {@code (u, v)}, as {@link ValueNoise2D#octave}. */
        private double octave(int k, double u, double v) {
            double fu = Math.floor(u);
            double fv = Math.floor(v);
            long i = (long) fu;
            long j = (long) fv;
            double su = fade(u - fu);
            double sv = fade(v - fv);
            cell(k, i, j);
            int c = 4 * k;
            return blend(corners[c], corners[c + 1], corners[c + 2], corners[c + 3], su, sv);
        }

        /** Makes octave {@code k}'s kept corners those of cell {@code (i, j)}; kept small so that it inlines. */
        private void cell(int k, long i, long j) {
            if (i != cellI[k] || j != cellJ[k] || !have[k]) {
                fill(k, i, j);
            }
        }

        /** Works out octave {@code k}'s corners of cell {@code (i, j)}, from what it kept where it can. */
        private void fill(int k, long i, long j) {
            long seed = noise.octaveSeeds[k];
            int c = 4 * k;
            int m = 2 * k;
            long column0;
            long column1;
            if (have[k] && j == cellJ[k] && i == cellI[k] + 1) {
                // The cell to the right: its left column is the old right one.
                column0 = columns[m + 1];
                column1 = StableHash.mix(seed, i + 1);
                corners[c] = corners[c + 1];
                corners[c + 2] = corners[c + 3];
                corners[c + 1] = corner(column1, j);
                corners[c + 3] = corner(column1, j + 1);
            } else {
                if (have[k] && i == cellI[k]) {
                    column0 = columns[m];
                    column1 = columns[m + 1];
                } else {
                    column0 = StableHash.mix(seed, i);
                    column1 = StableHash.mix(seed, i + 1);
                }
                corners[c] = corner(column0, j);
                corners[c + 1] = corner(column1, j);
                corners[c + 2] = corner(column0, j + 1);
                corners[c + 3] = corner(column1, j + 1);
            }
            columns[m] = column0;
            columns[m + 1] = column1;
            cellI[k] = i;
            cellJ[k] = j;
            have[k] = true;
        }
    }

    // ------------------------------------------------------------------------------------------

    /** One octave at lattice coordinates {@code (u, v)}; the result is in [0, 1] up to rounding. */
    private static double octave(long octaveSeed, double u, double v) {
        double fu = Math.floor(u);
        double fv = Math.floor(v);
        long i = (long) fu;
        long j = (long) fv;
        double su = fade(u - fu);
        double sv = fade(v - fv);
        // lattice(seed, i, j) = unit(finish(mix(mix(seed, i), j))): the two corners of a column
        // share mix(seed, i), so it is computed once per column (the values are unchanged).
        long column0 = StableHash.mix(octaveSeed, i);
        long column1 = StableHash.mix(octaveSeed, i + 1);
        double v00 = corner(column0, j);
        double v10 = corner(column1, j);
        double v01 = corner(column0, j + 1);
        double v11 = corner(column1, j + 1);
        return blend(v00, v10, v01, v11, su, sv);
    }

    /** The bilinear blend of one octave's four corner values by the faded fractions. */
    private static double blend(double v00, double v10, double v01, double v11, double su, double sv) {
        double near = v00 + (v10 - v00) * su;
        double far = v01 + (v11 - v01) * su;
        return near + (far - near) * sv;
    }

    private static double lattice(long octaveSeed, long i, long j) {
        return corner(StableHash.mix(octaveSeed, i), j);
    }

    /** The lattice value of row {@code j} in the column whose state is {@code mix(octaveSeed, i)}. */
    private static double corner(long column, long j) {
        return StableHash.unit(StableHash.finish(StableHash.mix(column, j)));
    }

    /** Quintic fade 6t^5 - 15t^4 + 10t^3, in Horner form; fade(0) = 0 and fade(1) = 1 exactly. */
    private static double fade(double t) {
        return t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
    }

    /**
     * Clamps rounding excursions into [0, 1]. NaN can only come from an overflow to infinity
     * (e.g. {@code x / spacing} or {@code lacunarity^k} too large), which is refused.
     */
    private static double checkedUnit(double value) {
        if (Double.isNaN(value)) {
            throw new IllegalArgumentException(
                    "x, z, spacing, octaves, lacunarity or gain too extreme: the lattice"
                            + " coordinates or octave weights overflow to infinity");
        }
        // Exactly Math.min(1.0, Math.max(0.0, value)) for a non-NaN value (-0.0 included, which
        // gives 0.0), with plain comparisons.
        return value <= 0.0 ? 0.0 : value >= 1.0 ? 1.0 : value;
    }

    private static void requireFinite(double value, String name) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be finite, got " + value);
        }
    }

    private static void requireFinitePositive(double value, String name) {
        if (!(value > 0.0) || !Double.isFinite(value)) {
            throw new IllegalArgumentException(
                    name + " must be a finite number greater than 0, got " + value);
        }
    }
}
