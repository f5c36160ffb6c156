package dev.loam.bench;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCellRefusal;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code setCell} on a terraced 96 × 96 map: the time of one accepted edit, its rule checks and
 * its change record included. Each call raises or lowers the next cell of a walk over the map by
 * one step, so every edit is written (none is a no-op) and the map stays terraced.
 * Target: under 1 µs an edit.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SetCellBench {
    private static final int SIZE = 96;

    private BlockMap map;
    private Authority authority;
    private int next;
    private int[] walk;

    @Setup
    public void setUp() {
        List<String> cells = new ArrayList<>();
        int[][] heights = new int[SIZE][SIZE];
        for (int r = 0; r < SIZE; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < SIZE; c++) {
                // Terraces of 8 rows, stone on every fifth column: realistic variety, no stairs.
                row.append(c % 5 == 0 ? 'o' : 'g');
                heights[r][c] = 10 + r / 8;
            }
            cells.add(row.toString());
        }
        map = BlockMap.builder("bench", BlockSets.greybox())
                .legend(BlockLegend.ofNames(Map.of('g', "grass", 'o', "stone")))
                .cells(cells).heights(heights).build();
        authority = Authority.create("bench");
        // A fixed pseudo-random walk over the cells, so edits hit every chunk.
        walk = new int[SIZE * SIZE];
        long s = 12345;
        for (int i = 0; i < walk.length; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            walk[i] = (int) ((s >>> 33) % (SIZE * SIZE));
        }
    }

    @Benchmark
    public Optional<BlockCellRefusal> setCell() {
        int cell = walk[next++ % walk.length];
        int c = cell % SIZE, r = cell / SIZE;
        int h = map.heightSteps(c, r);
        int base = 10 + r / 8;
        return map.setCell(authority, BlockCellEdit.height(c, r, h == base ? base + 1 : base));
    }
}
