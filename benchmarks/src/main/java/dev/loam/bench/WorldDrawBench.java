package dev.loam.bench;

import dev.loam.assets.AssetResolver;
import dev.loam.assets.PlacementInstances;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import dev.loam.render.gl.FarCardBaker;
import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameProbe;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GpuWorldDecor;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.worldgen.Plant;
import dev.loam.worldgen.PlantPart;
import dev.loam.worldgen.WorldRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.lwjgl.opengl.GL11C;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A generated world's decor resident over a 4 km × 4 km view, drawn by {@link GpuWorldDecor} (what
 * {@code WorldScene} draws) under a {@link FrameRenderer} on a headless {@link GlContext}. The
 * kinds are the example rules' plants (every part with its {@code lod1Mesh}, {@code drawDistance}
 * and {@code castShadows}, resolved through the defaults; far versions: the pine's crossed cards
 * baked by {@link FarCardBaker} from {@code drawDistance} to {@code farDistance}, the oak's and the
 * tuft's cheaper mesh), and the batches are laid out as {@code ProceduralChunks} publishes them
 * round an eye in the middle: pines and oaks in 512 m {@code groups} chunks over the whole 4096 m
 * square (resident to the layer's 2,400 m), with their far versions in far cells of the same size;
 * ferns and reeds in 128 m {@code detail} chunks to 300 m + a chunk; tufts in 64 m {@code cover}
 * chunks to 120 m + a chunk and their far versions, a quarter kept ({@code farKeep}), to 400 m.
 * 230,000 pines and 60,000 oaks (173 trees a hectare over the whole square, a wood's density):
 * more than 300,000 placements resident with the undergrowth. The placements are random (seed
 * 16), not planned, so the setup takes seconds, not the planner's minutes.
 *
 * <ul>
 *   <li>{@link #cull}: the decor's CPU step of a frame, alone ({@link FrameProbe}): per batch the
 *       kind's distances, the view and the cascades, its level of detail by its distance, and the
 *       batches ordered by kind for the passes. Target: with the submission under 1 ms, 0 bytes a
 *       frame ({@code -prof gc}).
 *   <li>{@link #frame}: the whole frame, {@code end()} returning: the cascades' fitting, culling,
 *       and every draw call of the shadow and main passes, plus what the driver does inside them
 *       (llvmpipe shades every vertex of a draw on the calling thread, so this bounds the
 *       renderer's submission from above and grows with the trees drawn); into a 192 × 108 target.
 * </ul>
 *
 * <p>{@code view}: {@code walk}, an eye 1.8 m over the ground looking level; {@code high}, 120 m up,
 * pitched 20° down. The setup prints the frame's draws, the batches and the GPU bytes.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--enable-native-access=ALL-UNNAMED", "-Djoml.nounsafe=true"})
public class WorldDrawBench {
    static final float SIDE = 4096, MID = SIDE / 2;
    static final int PINES = 230_000, OAKS = 60_000;

    @Param({"walk", "high"})
    public String view;

    private GlContext gl;
    private Thread glThread;
    private FrameRenderer frame;
    private OffscreenTarget target;
    private GpuWorldDecor decor;
    private FrameProbe probe;
    private final RenderLook look = RenderLook.diorama();
    private final FlyCamera camera = new FlyCamera();
    private final SplittableRandom random = new SplittableRandom(16);
    private long placements, instances;

    /** A plant's kinds: one per part, its far version's (−1 for none). */
    private record Kinds(int[] parts, int far) {
    }

    @Setup(Level.Trial)
    public void setUp() {
        gl = RenderFrameBench.openHeadless();
        glThread = Thread.currentThread();
        WorldRules rules = WorldBenchRules.rules();
        AssetResolver resolver = AssetResolver.defaults();
        decor = new GpuWorldDecor();
        long bake;
        Kinds pine, oak, fern, reed, tuft;
        try (FarCardBaker baker = new FarCardBaker(128, 256)) {
            long t0 = System.nanoTime();
            pine = kinds(rules.plants().get("pine"), resolver, baker);
            bake = System.nanoTime() - t0;
            oak = kinds(rules.plants().get("oak"), resolver, null);
            fern = kinds(rules.plants().get("fern"), resolver, null);
            reed = kinds(rules.plants().get("reed"), resolver, null);
            tuft = kinds(rules.plants().get("tuft"), resolver, null);
        }
        // Trees: 512 m chunks over the square, their far versions in far cells of the same size.
        int trees = 0;
        for (int cz = 0; cz < 8; cz++) {
            for (int cx = 0; cx < 8; cx++) {
                float x0 = 512 * cx, z0 = 512 * cz;
                int pines = PINES / 64, oaks = OAKS / 64;
                float[] p = scatter(x0, z0, 512, pines, 0.8f, 1.3f), o = scatter(x0, z0, 512, oaks, 0.8f, 1.2f);
                batches(pine, p, pines, true);
                batches(oak, o, oaks, true);
                trees += pines + oaks;
            }
        }
        // Undergrowth: chunks whose nearest point lies within the draw distance + a chunk of the eye.
        int under = 0;
        under += ring(128, 300 + 128, fern, 300, false);
        under += ring(128, 300 + 128, reed, 30, false);
        under += ring(64, 120 + 64, tuft, 110, false);
        int farTufts = ring(64, 400 + 64, tuft, 28, true);
        placements = trees + under;
        frame = new FrameRenderer();
        target = new OffscreenTarget(192, 108);
        float y = ScatterDrawBench.height(MID, MID);
        switch (view) {
            case "walk" -> camera.set(MID, y + 1.8f, MID, 30, 0).lens(60, 0.3f, 5000);
            case "high" -> camera.set(MID, y + 120, MID, 30, 20).lens(60, 0.5f, 5000);
            default -> throw new IllegalArgumentException("view " + view + " is neither walk nor high");
        }
        for (int warm = 0; warm < 3; warm++) {
            frame.begin(camera, look, target).draw(decor).end();
            GL11C.glFinish();
        }
        FrameStats stats = frame.begin(camera, look, target).draw(decor).end();
        GL11C.glFinish();
        System.out.println(String.format(Locale.ROOT, "%n# %,d placements resident (%,d trees, %,d undergrowth) and %,d far"
                + " tufts: %,d instances in %,d batches of %d kinds; GPU %,d B (%,d B of instances, %,d B of models);"
                + " pine atlas baked cold in %.1f ms", placements, trees, under, farTufts, decor.instanceCount(),
                decor.batchCount(), decor.kindCount(), decor.gpuBytes(), decor.instanceBytes(),
                decor.gpuBytes() - decor.instanceBytes(), bake / 1e6));
        System.out.println("# frame (" + view + "): " + stats);
        probe = new FrameProbe(frame, camera, look, target);
        System.out.println("# cull alone: " + probe.cull(decor) + " batches in view; GL thread " + glThread.getName());
    }

    /** A plant's parts as kinds out to its draw distance; its far version from there to its far distance. */
    private Kinds kinds(Plant plant, AssetResolver resolver, FarCardBaker baker) {
        int[] parts = new int[plant.parts().size()];
        List<Model> nearest = new ArrayList<>(), cheaper = new ArrayList<>();
        List<float[]> at = new ArrayList<>();
        for (int k = 0; k < parts.length; k++) {
            PlantPart part = plant.parts().get(k);
            Model m = PlacementInstances.model(new PlacementInstances.Part(part.mesh(), "mesh", part.lod1Mesh(),
                    "lod1Mesh", plant.lodDistance(), part.material(), "material", Rgba.WHITE), resolver);
            parts[k] = decor.addKind(m, 0, plant.drawDistance(), part.castShadows());
            nearest.add(m.withLods(List.of()));
            cheaper.add(m.lods().isEmpty() ? m : m.lods().get(m.lods().size() - 1).model());
            at.add(Transforms.placed(0, 0, 0, 0, 1));
        }
        if (plant.far().isEmpty() || !(plant.farDistance() > plant.drawDistance())) {
            return new Kinds(parts, -1);
        }
        Model far = baker != null
                ? FarCardBaker.cards(baker.bake(Model.merged(plant.id(), nearest, at), look, plant.id() + " far"),
                        new float[] {0, 0, 0.5f, 1}, true, plant.id() + " cards")
                : Model.merged(plant.id() + " far", cheaper, at);
        return new Kinds(parts, decor.addKind(far, plant.drawDistance(), plant.farDistance(), false));
    }

    /** {@code n} upright instances at random over a square, yawed and scaled at random, on the hills. */
    private float[] scatter(float x0, float z0, float side, int n, float minScale, float maxScale) {
        float[] d = new float[GpuWorldDecor.INSTANCE_FLOATS * n];
        for (int i = 0; i < n; i++) {
            float x = x0 + (float) random.nextDouble(side), z = z0 + (float) random.nextDouble(side);
            float[] m = Transforms.placed(x, ScatterDrawBench.height(x, z), z,
                    (float) random.nextDouble(2 * Math.PI), (float) random.nextDouble(minScale, maxScale));
            int o = GpuWorldDecor.INSTANCE_FLOATS * i;
            System.arraycopy(m, 0, d, o, 16);
            d[o + 16] = d[o + 17] = d[o + 18] = d[o + 19] = 1;
        }
        return d;
    }

    /** A chunk's batches of a plant: one per part, or its far version's. */
    private void batches(Kinds k, float[] data, int n, boolean withFar) {
        for (int part : k.parts()) {
            decor.addBatch(part, data, n);
            instances += n;
        }
        if (withFar && k.far() >= 0) {
            decor.addBatch(k.far(), data, n);
            instances += n;
        }
    }

    /** Chunks of {@code side} metres whose nearest point lies within {@code reach} of the middle, {@code each} a chunk. */
    private int ring(float side, float reach, Kinds k, int each, boolean far) {
        int count = 0;
        int cells = (int) (SIDE / side);
        for (int cz = 0; cz < cells; cz++) {
            for (int cx = 0; cx < cells; cx++) {
                float x0 = side * cx, z0 = side * cz;
                float dx = Math.max(0, Math.max(x0 - MID, MID - x0 - side)), dz = Math.max(0, Math.max(z0 - MID, MID - z0 - side));
                if (dx * dx + dz * dz > reach * reach) {
                    continue;
                }
                float[] d = scatter(x0, z0, side, each, 0.7f, 1.3f);
                if (far) {
                    decor.addBatch(k.far(), d, each);
                    instances += each;
                } else {
                    batches(k, d, each, false);
                }
                count += each;
            }
        }
        return count;
    }

    @Setup(Level.Iteration)
    public void sameThread() {
        RenderFrameBench.requireGlThread(glThread);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        RenderFrameBench.requireGlThread(glThread);
        decor.close();
        target.close();
        frame.close();
        gl.close();
    }

    @Benchmark
    public int cull() {
        return probe.cull(decor);
    }

    @Benchmark
    public FrameStats frame() {
        return frame.begin(camera, look, target).draw(decor).end();
    }
}
