package dev.loam.bench;

import dev.loam.assets.AssetResolver;
import dev.loam.assets.PlacementInstances;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.Plant;
import dev.loam.worldgen.PlantPart;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldRules;
import java.util.ArrayList;
import java.util.List;
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
 * One chunk's decor built for the GPU, the two ways the spec allows: <em>instanced</em> (what
 * {@code WorldScene} does: each placement's matrix and tint into one float array per kind, 80 bytes
 * an instance, uploaded once into a static buffer) and <em>merged</em> (each kind's model copied
 * and transformed once per placement into one static mesh). The chunk is the example rules' 512 m
 * {@code groups} chunk with the most pines near the origin; its plant parts are the kit's. The
 * setup prints both ways' GPU bytes and draws for the chunk.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class WorldDecorBuildBench {
    private final List<List<float[]>> matrices = new ArrayList<>();
    private final List<Model> models = new ArrayList<>();
    private final List<float[]> instanceData = new ArrayList<>();

    @Setup
    public void setUp() {
        WorldRules rules = WorldBenchRules.rules();
        WorldGen world = WorldBenchRules.world(rules, 42);
        List<Placement> best = List.of();
        for (int cx = -4; cx < 4; cx++) {
            for (int cz = -4; cz < 4; cz++) {
                List<Placement> ps = world.plan().placementsIn(cx * 512, cz * 512, cx * 512 + 512, cz * 512 + 512,
                        "groups");
                if (ps.size() > best.size()) {
                    best = ps;
                }
            }
        }
        AssetResolver resolver = AssetResolver.defaults();
        Plant pine = rules.plants().get("pine");
        for (PlantPart part : pine.parts()) {
            models.add(PlacementInstances.model(new PlacementInstances.Part(part.mesh(), "mesh", part.lod1Mesh(),
                    "lod1Mesh", pine.lodDistance(), part.material(), "material", Rgba.WHITE), resolver));
            List<float[]> m = new ArrayList<>();
            for (Placement p : best) {
                if ("pine".equals(p.plant())) {
                    m.add(PlacementInstances.Placed.upright(p.id(), List.of(PlacementInstances.Part.of("-", "-")),
                            p.x(), p.y(), p.z(), p.yaw(), p.scale()).matrix());
                }
            }
            matrices.add(m);
            instanceData.add(new float[20 * m.size()]);
        }
        long instancedBytes = 0, mergedBytes = 0, modelBytes = 0;
        int n = matrices.get(0).size();
        for (Model m : models) {
            long vertices = 0, indices = 0;
            for (Model level : levels(m)) {
                vertices += level.vertexCount();
                indices += 3L * level.triangleCount();
            }
            // A vertex: position, normal, uv and colour (12 floats); an index: 4 bytes.
            modelBytes += 48 * vertices + 4 * indices;
            mergedBytes += (48 * vertices + 4 * indices) * n;
            instancedBytes += 80L * n;
        }
        System.out.println(String.format(Locale.ROOT, "%nchunk: %d pines, %d parts: instanced %d B (+ %d B of models "
                + "shared by every chunk), %d draws a level; merged %d B, 1 draw a level; %.1fx the bytes merged",
                n, models.size(), instancedBytes, modelBytes, models.size(), mergedBytes,
                (double) mergedBytes / instancedBytes));
    }

    private static List<Model> levels(Model m) {
        List<Model> out = new ArrayList<>();
        out.add(m);
        m.lods().forEach(l -> out.add(l.model()));
        return out;
    }

    /** Instanced: every part's instances (matrix and tint) into its float array. */
    @Benchmark
    public float[] instanced() {
        float[] last = null;
        for (int k = 0; k < models.size(); k++) {
            float[] d = instanceData.get(k);
            List<float[]> ms = matrices.get(k);
            for (int i = 0; i < ms.size(); i++) {
                System.arraycopy(ms.get(i), 0, d, 20 * i, 16);
                d[20 * i + 16] = d[20 * i + 17] = d[20 * i + 18] = d[20 * i + 19] = 1;
            }
            last = d;
        }
        return last;
    }

    /** Merged: every part's model transformed once a placement into one mesh (its nearest level only). */
    @Benchmark
    public Model merged() {
        Model last = null;
        for (int k = 0; k < models.size(); k++) {
            Model m = models.get(k).withLods(List.of());
            List<float[]> ms = matrices.get(k);
            List<Model> copies = new ArrayList<>(ms.size());
            for (int i = 0; i < ms.size(); i++) {
                copies.add(m);
            }
            last = Model.merged("chunk part " + k, copies, ms);
        }
        return last;
    }
}
