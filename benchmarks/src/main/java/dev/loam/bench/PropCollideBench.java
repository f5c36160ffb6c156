package dev.loam.bench;

import dev.loam.assets.AssetResolver;
import dev.loam.core.AgentSettings;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.physics.CharacterController;
import dev.loam.physics.CollisionWorld;
import dev.loam.physics.ConvexHull;
import dev.loam.physics.PropCollider;
import dev.loam.physics.PropShape;
import dev.loam.physics.TerrainCollider;
import dev.loam.terrain.Terrain;
import java.nio.FloatBuffer;
import java.util.SplittableRandom;
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
 * Props in the collision world: a chunk of 1,000 props (the kit's boulders and rocks as their
 * models' convex hulls, a third of them tree trunks as 16-sided cylinders) on a chunk 128 m
 * square (about 600 a hectare, a dense wood) added to a {@link PropCollider} already in a world
 * (the collider cleared first, as a chunk disposed of and published again), and a character's step
 * at 60 Hz walking at 4 m/s among them on a bumpy terrain, between fixed pseudo-random points on
 * free ground (a walk that meets a prop slides along it, and gives up on its point after 10 s).
 * Targets: the chunk added under 1 ms, a step under 2 µs.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PropCollideBench {
    private static final int PROPS = 1000;
    private static final double SIDE = 128;
    private final PropShape[] shapes = new PropShape[3];
    private final double[] poses = new double[5 * PROPS];
    private final int[] kinds = new int[PROPS];
    private PropCollider props;
    private CollisionWorld world;
    private CharacterController character;
    private double[] waypoints;
    private int target;
    private int stepsToTarget;

    @Setup
    public void setUp() {
        AssetResolver kit = AssetResolver.defaults();
        shapes[0] = PropShape.convex("boulder", hull(kit.model("boulder", "bench")));
        shapes[1] = PropShape.convex("rock", hull(kit.model("rock", "bench")));
        shapes[2] = PropShape.cylinder("trunk", 0.35, 6);
        SplittableRandom r = new SplittableRandom(17);
        for (int k = 0; k < PROPS; k++) {
            kinds[k] = k % 3;
            poses[5 * k] = r.nextDouble(0, SIDE);
            poses[5 * k + 2] = r.nextDouble(0, SIDE);
            poses[5 * k + 3] = r.nextDouble(0, 2 * Math.PI);
            poses[5 * k + 4] = kinds[k] == 2 ? 1 : r.nextDouble(0.4, 1.0);
        }
        int n = 129;
        float[] h = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                h[j * n + i] = (float) (0.8 * Math.sin(i * 0.19) * Math.cos(j * 0.23));
            }
        }
        Terrain terrain = Terrain.builder(n, n, 1).heights(h).build();
        for (int k = 0; k < PROPS; k++) {
            poses[5 * k + 1] = terrain.heightAt(poses[5 * k], poses[5 * k + 2]) - 0.1;
        }
        props = new PropCollider("chunk");
        world = new CollisionWorld().add(new TerrainCollider(terrain)).add(props);
        addChunk();
        waypoints = new double[64];
        dev.loam.physics.CollisionHit hit = new dev.loam.physics.CollisionHit();
        for (int k = 0; k < waypoints.length; k += 2) {
            do {
                waypoints[k] = r.nextDouble(4, SIDE - 4);
                waypoints[k + 1] = r.nextDouble(4, SIDE - 4);
                world.raycast(waypoints[k], 50, waypoints[k + 1], 0, -1, 0, 100, hit);
            } while (hit.collider() == props || props.propCount() > 0
                    && world.sweepCapsule(waypoints[k], hit.point().y() + 0.05, waypoints[k + 1], 1, 3, 0, 1, 0, 0, hit));
        }
        character = CharacterController.spawn(world, AgentSettings.DEFAULT, waypoints[0], 10, waypoints[1]).controller();
        target = 1;
    }

    private static ConvexHull hull(Model m) {
        int n = 0;
        for (ModelMesh mesh : m.meshes()) {
            n += 3 * mesh.vertexCount();
        }
        float[] p = new float[n];
        int at = 0;
        for (ModelMesh mesh : m.meshes()) {
            FloatBuffer b = mesh.positions();
            for (int i = 0; i < 3 * mesh.vertexCount(); i++) {
                p[at++] = b.get(i);
            }
        }
        return ConvexHull.of(p, m.name(), PropShape.MAX_HULL_CORNERS);
    }

    private int addChunk() {
        int last = 0;
        for (int k = 0; k < PROPS; k++) {
            int o = 5 * k;
            last = props.add(shapes[kinds[k]], poses[o], poses[o + 1], poses[o + 2], poses[o + 3], poses[o + 4]);
        }
        return last;
    }

    /** A chunk's 1,000 props stood in the collider (cleared first). */
    @Benchmark
    public int addChunkOfProps() {
        props.clear();
        return addChunk();
    }

    /** One character step among the props. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public double characterStepAmongProps() {
        double dx = waypoints[target * 2] - character.footX(), dz = waypoints[target * 2 + 1] - character.footZ();
        double d = Math.sqrt(dx * dx + dz * dz);
        if (d < 0.3 || ++stepsToTarget > 10 * 60) {
            target = (target + 1) % (waypoints.length / 2);
            stepsToTarget = 0;
        }
        double speed = d > 0 ? 4 / d : 0;
        character.step(1.0 / 60, dx * speed, dz * speed);
        return character.footY();
    }
}
