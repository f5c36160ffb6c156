package dev.loam.bench;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Loading a 4097 × 4097 terrain (heights only, 64 MiB of float32) from files written in the setup,
 * each load beside its baseline in the same run:
 * <ul>
 * <li>{@code binaryRawRead}: reading the container file's bytes, nothing else;
 *     {@code binaryLoad}: reading and checking the container into a {@link Terrain}. Target: within
 *     1.3× of the raw read.</li>
 * <li>{@code jsonBase64Decode}: reading the JSON file's bytes and decoding its heights text with the
 *     JDK's base64 decoder; {@code jsonLoad}: reading, parsing and checking the JSON into a
 *     {@link Terrain}. Target: within 2× of the decode.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx6g")
public class TerrainLoadBench {
    private Path dir;
    private Path binary;
    private Path json;
    private int heightsFrom;
    private int heightsTo;

    @Setup
    public void setUp() throws IOException {
        Terrain t = TerrainBenchTerrains.hills(TerrainBenchTerrains.LARGE, false);
        dir = Files.createTempDirectory("loam-terrain-bench");
        binary = dir.resolve("large.loamterrain");
        json = dir.resolve("large.json");
        TerrainFiles.write(TerrainFile.of(t), binary);
        TerrainFiles.write(TerrainFile.of(t), json);
        byte[] text = Files.readAllBytes(json);
        String head = new String(text, 0, 4096, StandardCharsets.ISO_8859_1);
        heightsFrom = head.indexOf("\"heights\": \"") + "\"heights\": \"".length();
        int end = heightsFrom;
        while (text[end] != '"') {
            end++;
        }
        heightsTo = end;
    }

    @TearDown
    public void tearDown() throws IOException {
        Files.deleteIfExists(binary);
        Files.deleteIfExists(json);
        Files.deleteIfExists(dir);
    }

    @Benchmark
    public byte[] binaryRawRead() throws IOException {
        return Files.readAllBytes(binary);
    }

    @Benchmark
    public Terrain binaryLoad() {
        return TerrainFiles.read(binary).terrain().orElseThrow();
    }

    @Benchmark
    public ByteBuffer jsonBase64Decode() throws IOException {
        byte[] text = Files.readAllBytes(json);
        return Base64.getDecoder().decode(ByteBuffer.wrap(text, heightsFrom, heightsTo - heightsFrom));
    }

    @Benchmark
    public Terrain jsonLoad() {
        return TerrainFiles.read(json).terrain().orElseThrow();
    }
}
