package dev.loam.bench;

import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockRows;
import dev.loam.blockmap.BlockSetLookup;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
 * Reading a 256 × 256 map file: parsing its JSON into a {@link BlockMapFile} (every row, height
 * and legend entry checked), and the same followed by building the live {@link BlockMap} (every
 * rule checked again, facings derived). Half the rows have heights past 35, so both the base-36
 * and the spaced heights forms are read. Target: under 10 ms.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ReadMapFileBench {
    private static final int SIZE = 256;

    private byte[] json;

    @Setup
    public void setUp() {
        List<String> cells = new ArrayList<>();
        int[][] heights = new int[SIZE][SIZE];
        for (int r = 0; r < SIZE; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < SIZE; c++) {
                row.append("gdo".charAt((c / 7 + r / 5) % 3));
                heights[r][c] = (r < SIZE / 2 ? 0 : 30) + (c / 16 + r / 16) % 12;
            }
            cells.add(row.toString());
        }
        BlockMapFile file = BlockMapFile.of("greybox",
                BlockLegend.ofNames(Map.of('g', "grass", 'd', "dirt", 'o', "stone")), BlockRows.of(cells, heights));
        json = BlockMapFiles.write(file).getBytes(StandardCharsets.UTF_8);
    }

    @Benchmark
    public BlockMapFile readFile() {
        return BlockMapFiles.read(new String(json, StandardCharsets.UTF_8));
    }

    @Benchmark
    public BlockMap readAndBuildMap() {
        return BlockMapFiles.toMap(BlockMapFiles.read(new String(json, StandardCharsets.UTF_8)), "bench",
                BlockSetLookup.DEFINED);
    }
}
