package dev.loam.bench;

import dev.loam.assets.GlbWriter;
import dev.loam.model.ModelScene;
import dev.loam.render.mesh.BlockMapExport;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import java.util.Locale;
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
 * Exporting the shared terraced 96 × 96 map ({@link BenchMaps#terraced96()}) to {@code .glb}
 * bytes, on one thread, from its built chunk meshes: {@link BlockMapExport#scene} (a node a chunk
 * and material, vertex colours, textures, cover cards expanded and crossed) then
 * {@link GlbWriter#toBytes(ModelScene)} (JSON, binary chunk, PNG textures). Target: under 50 ms.
 * {@code writeOnly} is the writer alone on the scene made in setup, and {@code meshAndExport}
 * adds the meshing ({@code BlockMeshBuildBench}'s work) for a map straight to a file's bytes.
 * Setup prints the scene's triangles and the file's size.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 8, time = 2)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class GlbExportBench {
    private dev.loam.blockmap.BlockMap map;
    private BlockMeshLook look;
    private BlockMapMeshes meshes;
    private ModelScene scene;

    @Setup
    public void setUp() {
        map = BenchMaps.terraced96();
        look = BlockMeshLook.diorama(1);
        meshes = BlockMapMeshes.build(map, look);
        scene = BlockMapExport.scene(meshes);
        byte[] glb = GlbWriter.toBytes(scene);
        System.out.printf(Locale.ROOT, "# %d chunk nodes, %d triangles, %d vertices, %d bytes of GLB%n",
                scene.roots().get(0).children().size(), scene.flatten().triangleCount(), scene.flatten().vertexCount(),
                glb.length);
    }

    /** The target: built meshes to GLB bytes. */
    @Benchmark
    public byte[] export() {
        return GlbWriter.toBytes(BlockMapExport.scene(meshes));
    }

    /** The writer alone. */
    @Benchmark
    public byte[] writeOnly() {
        return GlbWriter.toBytes(scene);
    }

    /** The map straight to GLB bytes, meshing included. */
    @Benchmark
    public byte[] meshAndExport() {
        return GlbWriter.toBytes(BlockMapExport.scene(BlockMapMeshes.build(map, look)));
    }
}
