package dev.loam.bench;

import dev.loam.render.mesh.TerrainChunkMesh;
import dev.loam.render.mesh.TerrainMesher;
import dev.loam.terrain.Terrain;
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
 * Meshing one 32 × 32-cell chunk (33 × 33 vertices: positions, smooth normals, four splat weights,
 * 2048 triangles) into a reused {@link TerrainChunkMesh}. Target: under 100 µs.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TerrainMeshBench {
    private Terrain terrain;
    private final TerrainMesher mesher = new TerrainMesher();
    private final TerrainChunkMesh mesh = new TerrainChunkMesh();

    @Setup
    public void setUp() {
        terrain = TerrainBenchTerrains.hills(257, true);
    }

    @Benchmark
    public TerrainChunkMesh meshOneChunk() {
        return mesher.mesh(terrain, 3, 4, mesh);
    }
}
