package dev.loam.bench;

import dev.loam.region.CornerLevels;
import dev.loam.region.Region;
import dev.loam.region.RegionGrid;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpec;
import dev.loam.region.RegionSpecReader;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How a region's solve and build grow with its tiles (issue 22): square regions of 4², 8², 12²
 * and 16² tiles, and 32², past the spec's limit of 16 (read with {@link RegionSpecReader#read(String,
 * int)}'s raised limit, to show the curve beyond it), each with the same density of features: a
 * hill in the middle of every 4 × 4 block of tiles, level 1 over a base of 0 (alternately 2 away
 * from the rim), up to the 12 features a region holds (so 16² has 12 hills, not 16, and 32² 12
 * of 64). The corner solve and the whole build should grow linearly in tiles (exponent 1).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class RegionScalingBench {
    @Param({"4", "8", "12", "16", "32"})
    public int tiles;

    private RegionSpec spec;

    /** The spec of a region of {@code n} × {@code n} tiles at the benchmark's feature density. */
    static String spec(int n) {
        StringBuilder features = new StringBuilder();
        int k = 0;
        for (int j = 0; j + 4 <= n; j += 4) {
            for (int i = 0; i + 4 <= n && k < 12; i += 4) {
                features.append(features.length() == 0 ? "" : ",\n");
                features.append(String.format(Locale.ROOT, "{\"kind\": \"hill\", \"at\": [%d, %d], \"level\": %d}", i + 2,
                        j + 2, interior(i, j, n) ? 1 + k % 2 : 1));
                k++;
            }
        }
        return "{\"template\": \"region\", \"name\": \"test-scaling-" + n + "\", \"seed\": 7, \"size\": [" + n + ", " + n
                + "], \"base\": 1, \"biome\": \"alpine\", \"features\": [\n" + features + "\n]}";
    }

    /** Whether a 4 × 4 block lies off the rim, where a hill may rise two levels. */
    private static boolean interior(int i, int j, int n) {
        return i >= 4 && j >= 4 && i + 8 <= n && j + 8 <= n;
    }

    @Setup
    public void setUp() {
        spec = RegionSpecReader.read(spec(tiles), Math.max(RegionGrid.MAX_TILES, tiles));
    }

    /** The corner levels alone. */
    @Benchmark
    public CornerLevels solveCorners() {
        return RegionSolver.solveCorners(spec);
    }

    /** Everything: corners, shapes, surface, ground, terrain, props, places. */
    @Benchmark
    public Region build() {
        return RegionSolver.solve(spec);
    }
}
