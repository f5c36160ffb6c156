package dev.loam.bench;

import dev.loam.worldgen.HeightSource;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldRules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The example world rules ({@code examples/.../worlds/wilds.json}) over rolling hills with a sea,
 * as the world benchmarks measure them. Run the benchmarks from the repository root (or from
 * {@code benchmarks/}) so the file is found.
 */
final class WorldBenchRules {
    static final String FILE = "examples/src/main/resources/dev/loam/examples/worlds/wilds.json";

    private WorldBenchRules() {
    }

    static WorldRules rules() {
        Path p = Path.of(FILE);
        if (!Files.exists(p)) {
            p = Path.of("..").resolve(FILE);
        }
        try {
            return WorldRules.fromJson(Files.readString(p));
        } catch (IOException e) {
            throw new UncheckedIOException("run the benchmarks from the repository root: " + FILE + " is read", e);
        }
    }

    /** The side of the height grid's cells, metres, and its half extent. */
    private static final double CELL = 8;
    private static final int HALF = 1024;
    private static volatile float[] grid;

    /**
     * The example world over a terrain-like surface: rolling hills from -40 to 80 m with the sea at
     * 0, sampled once into a 2049 × 2049 grid of 8 m cells (±8192 m, clamped beyond) and read
     * bilinearly, as a heightmap terrain answers {@code heightAt}.
     */
    static WorldGen world(WorldRules rules, long seed) {
        float[] heights = heights();
        int n = 2 * HALF + 1;
        HeightSource terrain = (x, z) -> {
            double u = Math.max(0, Math.min(n - 1.000001, x / CELL + HALF));
            double v = Math.max(0, Math.min(n - 1.000001, z / CELL + HALF));
            int i = (int) u;
            int j = (int) v;
            double fu = u - i;
            double fv = v - j;
            int k = j * n + i;
            double a = heights[k] + (heights[k + 1] - heights[k]) * fu;
            double b = heights[k + n] + (heights[k + n + 1] - heights[k + n]) * fu;
            return a + (b - a) * fv;
        };
        return WorldGen.builder(rules).seed(seed).surface(terrain).seaLevel(0).build();
    }

    private static float[] heights() {
        float[] g = grid;
        if (g == null) {
            HeightSource hills = HeightSource.rolling(7, -40, 120, 900);
            int n = 2 * HALF + 1;
            g = new float[n * n];
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < n; i++) {
                    g[j * n + i] = (float) hills.height((i - HALF) * CELL, (j - HALF) * CELL);
                }
            }
            grid = g;
        }
        return g;
    }
}
