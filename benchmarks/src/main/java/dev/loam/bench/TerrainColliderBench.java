package dev.loam.bench;

import dev.loam.physics.CharacterController;
import dev.loam.physics.CollisionHit;
import dev.loam.physics.CollisionWorld;
import dev.loam.physics.TerrainCollider;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
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
 * {@link TerrainCollider} on a 1025 × 1025 terrain of rolling hills (1 m cells, chunks of 32, so
 * 32 × 32 chunks): one raycast from 60 m up, down and across, to a pseudo-random point, and one
 * exact capsule sweep along the same path; one
 * character step at 60 Hz walking at 4 m/s between pseudo-random waypoints; and a 16 × 16 vertex
 * height edit followed by the {@link CollisionWorld#update()} that rebuilds the one, two or four
 * chunks it touches ({@code editOnly} is the edit alone, to subtract).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class TerrainColliderBench {
    private static final int SIDE = 1025;
    private static final int COUNT = 1024;
    private static final int EDIT = 16;

    private Terrain terrain;
    private CollisionWorld world;
    private CharacterController character;
    private final double[] waypoints = new double[2 * COUNT];
    private final double[] rays = new double[6 * COUNT];
    private final int[] edits = new int[2 * COUNT];
    private final float[][] editHeights = new float[2][EDIT * EDIT];
    private int target;
    private int stepsToTarget;
    private int ray;
    private int edit;
    private final CollisionHit hit = new CollisionHit();

    @Setup
    public void setUp() {
        terrain = TerrainBenchTerrains.hills(SIDE, false);
        world = new CollisionWorld().add(new TerrainCollider(terrain));
        long s = 4242;
        for (int k = 0; k < COUNT; k++) {
            s = next(s);
            waypoints[2 * k] = 100 + unit(s) * (SIDE - 201);
            s = next(s);
            waypoints[2 * k + 1] = 100 + unit(s) * (SIDE - 201);
            s = next(s);
            double ox = 50 + unit(s) * (SIDE - 101);
            s = next(s);
            double oz = 50 + unit(s) * (SIDE - 101);
            s = next(s);
            double ax = (unit(s) - 0.5) * 60;
            s = next(s);
            double az = (unit(s) - 0.5) * 60;
            rays[6 * k] = ox;
            rays[6 * k + 1] = 60;
            rays[6 * k + 2] = oz;
            rays[6 * k + 3] = ax;
            rays[6 * k + 4] = -100;
            rays[6 * k + 5] = az;
            s = next(s);
            edits[2 * k] = (int) (unit(s) * (SIDE - EDIT));
            s = next(s);
            edits[2 * k + 1] = (int) (unit(s) * (SIDE - EDIT));
        }
        for (int k = 0; k < EDIT * EDIT; k++) {
            editHeights[0][k] = 5 + (k % 7) * 0.25f;
            editHeights[1][k] = -3 + (k % 5) * 0.5f;
        }
        character = CharacterController.spawn(world, CollideScene.AGENT, waypoints[0], 100, waypoints[1])
                .controller();
        target = 1;
    }

    private static long next(long s) {
        return s * 6364136223846793005L + 1442695040888963407L;
    }

    private static double unit(long s) {
        return (s >>> 11) * 0x1.0p-53;
    }

    @Benchmark
    public double raycast() {
        int o = ray * 6;
        ray = (ray + 1) % COUNT;
        world.raycast(rays[o], rays[o + 1], rays[o + 2], rays[o + 3], rays[o + 4], rays[o + 5], 400, hit);
        return hit.distance();
    }

    /** An upright capsule (0.35 m by 1.8 m) swept exactly along the same paths as the rays. */
    @Benchmark
    public double sweepCapsule() {
        int o = ray * 6;
        ray = (ray + 1) % COUNT;
        world.sweepCapsule(rays[o], rays[o + 1], rays[o + 2], 0.35, 1.8, rays[o + 3], rays[o + 4], rays[o + 5], 400, hit);
        return hit.distance();
    }

    @Benchmark
    public double characterStep() {
        double dx = waypoints[target * 2] - character.footX(), dz = waypoints[target * 2 + 1] - character.footZ();
        double d = Math.sqrt(dx * dx + dz * dz);
        if (d < 0.1 || ++stepsToTarget > 40 * CollideScene.HZ) {
            target = (target + 1) % COUNT;
            stepsToTarget = 0;
        }
        double speed = d > 0 ? CollideScene.SPEED / d : 0;
        character.step(1 / CollideScene.HZ, dx * speed, dz * speed);
        return character.footY();
    }

    @Benchmark
    public int editAndUpdate() {
        applyEdit();
        return world.update();
    }

    @Benchmark
    public int editOnly() {
        applyEdit();
        return edit;
    }

    private void applyEdit() {
        int k = edit;
        edit = (edit + 1) % COUNT;
        terrain.setHeights(new TerrainRect(edits[2 * k], edits[2 * k + 1], EDIT, EDIT), editHeights[k & 1]);
    }
}
