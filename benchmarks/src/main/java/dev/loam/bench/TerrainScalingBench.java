package dev.loam.bench;

import dev.loam.render.gl.FlyCamera;
import dev.loam.render.mesh.TerrainLodRanges;
import dev.loam.render.mesh.TerrainLodSelection;
import dev.loam.render.mesh.TerrainLodTree;
import dev.loam.terrain.Terrain;
import java.util.concurrent.TimeUnit;
import org.joml.FrustumIntersection;
import org.joml.Matrix4f;
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
 * How the terrain frame's CPU work grows with the terrain (issue 22): the CDLOD selection with
 * frustum culling ({@link TerrainLodSelection#select}, the CPU part of {@link TerrainLodBench}'s
 * frame) over hills of 513², 1025², 2049² and 4097² vertices, from 100 m over the middle, pitch
 * 30°, 1920 × 1080. The selection visits a quadtree cut by distance, so it should grow with the
 * terrain's levels (about the logarithm of its size), far below linear in vertices.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xmx3g"})
public class TerrainScalingBench {
    @Param({"513", "1025", "2049", "4097"})
    public int resolution;

    private TerrainLodSelection selection;
    private TerrainLodRanges ranges;
    private FrustumIntersection frustum;
    private float eyeX, eyeY, eyeZ;

    @Setup
    public void setUp() {
        Terrain t = TerrainBenchTerrains.hills(resolution, false);
        TerrainLodTree tree = new TerrainLodTree(t.resolutionX(), t.resolutionZ(), t.cellSize(), t.originX(), t.originY(),
                t.originZ(), TerrainLodTree.leafCellsFor(t.chunkCells()), t::height);
        double middle = (resolution - 1) / 2.0 * t.cellSize();
        eyeX = (float) (t.originX() + middle);
        eyeZ = (float) (t.originZ() + middle);
        eyeY = (float) (t.heightAt(eyeX, eyeZ) + 100);
        FlyCamera camera = new FlyCamera().set(eyeX, eyeY, eyeZ, 30, 30).lens(60, 0.5f, 5000);
        frustum = new FrustumIntersection(camera.viewProjection(1920f / 1080, new Matrix4f()));
        selection = new TerrainLodSelection(tree);
        ranges = TerrainLodRanges.forScreen(tree, camera.fovY(), 1080, TerrainLodRanges.DEFAULT_PIXEL_ERROR);
    }

    /** The camera's selection and culling. */
    @Benchmark
    public int selectAndCull() {
        return selection.select(ranges, eyeX, eyeY, eyeZ, frustum);
    }
}
