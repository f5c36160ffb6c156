package dev.loam.bench;

import de.articdive.jnoise.core.api.functions.Interpolation;
import de.articdive.jnoise.generators.noise_parameters.fade_functions.FadeFunction;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex2DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex3DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex4DVariant;
import de.articdive.jnoise.pipeline.JNoise;
import dev.loam.core.ValueNoise2D;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Our 2D noise ({@link ValueNoise2D}, one octave, quintic fade) against JNoise 4.1.0 in the same
 * run, per sample at 4096 scattered points with features 32 world units wide: JNoise's value
 * noise with the same quintic fade (the like-for-like peer), its OpenSimplex2 ({@code
 * fastSimplex}) and its Perlin. The ratio to report is {@code loamValue} to {@code jnoiseValue}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class WorldNoiseBench {
    private static final int POINTS = 4096;
    private static final double SCALE = 32;

    private ValueNoise2D loam;
    private dev.loam.core.GradientNoise2D loamGradient;
    private final double[] row = new double[POINTS];
    private JNoise jnoiseValue;
    private JNoise jnoiseSimplex;
    private JNoise jnoisePerlin;
    private final double[] xs = new double[POINTS];
    private final double[] zs = new double[POINTS];

    @Setup
    public void setUp() {
        loam = ValueNoise2D.of(42, SCALE);
        loamGradient = dev.loam.core.GradientNoise2D.of(42, SCALE);
        jnoiseValue = JNoise.newBuilder().value(42, Interpolation.LINEAR, FadeFunction.QUINTIC_POLY)
                .scale(1 / SCALE).build();
        jnoiseSimplex = JNoise.newBuilder().fastSimplex(42, Simplex2DVariant.CLASSIC, Simplex3DVariant.CLASSIC,
                Simplex4DVariant.CLASSIC).scale(1 / SCALE).build();
        jnoisePerlin = JNoise.newBuilder().perlin(42, Interpolation.LINEAR, FadeFunction.QUINTIC_POLY)
                .scale(1 / SCALE).build();
        long state = 7;
        for (int k = 0; k < POINTS; k++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            xs[k] = ((state >>> 11) * 0x1.0p-53 - 0.5) * 100000;
            state = state * 6364136223846793005L + 1442695040888963407L;
            zs[k] = ((state >>> 11) * 0x1.0p-53 - 0.5) * 100000;
        }
    }

    /** Loam's value noise, one sample. */
    @Benchmark
    @OperationsPerInvocation(POINTS)
    public double loamValue() {
        double sum = 0;
        for (int k = 0; k < POINTS; k++) {
            sum += loam.sample(xs[k], zs[k]);
        }
        return sum;
    }

    /** Loam's gradient noise (simplex kind), one sample at the same scattered points. */
    @Benchmark
    @OperationsPerInvocation(POINTS)
    public double loamGradient() {
        double sum = 0;
        for (int k = 0; k < POINTS; k++) {
            sum += loamGradient.sample(xs[k], zs[k]);
        }
        return sum;
    }

    /**
     * A row of {@value #POINTS} samples a metre apart along x (a planner's or mesher's grid), by
     * Loam's value noise's row call: each lattice cell's corners once for the samples in it.
     */
    @Benchmark
    @OperationsPerInvocation(POINTS)
    public double loamValueRow() {
        loam.sampleRow(xs[0], 1.0, zs[0], row, 0, POINTS);
        return row[POINTS - 1];
    }

    /** The same row by Loam's gradient noise's row call. */
    @Benchmark
    @OperationsPerInvocation(POINTS)
    public double loamGradientRow() {
        loamGradient.sampleRow(xs[0], 1.0, zs[0], row, 0, POINTS);
        return row[POINTS - 1];
    }

    /** The same row by JNoise's OpenSimplex2 (fastSimplex), one call a sample (it has no row call). */
    @Benchmark
    @OperationsPerInvocation(POINTS)
    public double jnoiseSimplexRow() {
        double sum = 0, x0 = xs[0], z = zs[0];
        for (int k = 0; k < POINTS; k++) {
            sum += jnoiseSimplex.evaluateNoise(x0 + k * 1.0, z);
        }
        return sum;
    }

    /** The same row by JNoise's value noise, one call a sample. */
    @Benchmark
    @OperationsPerInvocation(POINTS)
    public double jnoiseValueRow() {
        double sum = 0, x0 = xs[0], z = zs[0];
        for (int k = 0; k < POINTS; k++) {
            sum += jnoiseValue.evaluateNoise(x0 + k * 1.0, z);
        }
        return sum;
    }

    /** JNoise's value noise, quintic fade, one sample. */
    @Benchmark
    @OperationsPerInvocation(POINTS)
    public double jnoiseValue() {
        double sum = 0;
        for (int k = 0; k < POINTS; k++) {
            sum += jnoiseValue.evaluateNoise(xs[k], zs[k]);
        }
        return sum;
    }

    /** JNoise's OpenSimplex2 (fastSimplex), one sample. */
    @Benchmark
    @OperationsPerInvocation(POINTS)
    public double jnoiseSimplex() {
        double sum = 0;
        for (int k = 0; k < POINTS; k++) {
            sum += jnoiseSimplex.evaluateNoise(xs[k], zs[k]);
        }
        return sum;
    }

    /** JNoise's Perlin noise, quintic fade, one sample. */
    @Benchmark
    @OperationsPerInvocation(POINTS)
    public double jnoisePerlin() {
        double sum = 0;
        for (int k = 0; k < POINTS; k++) {
            sum += jnoisePerlin.evaluateNoise(xs[k], zs[k]);
        }
        return sum;
    }
}
