package dev.loam.bench;

import dev.loam.blockmap.BlockMap;
import dev.loam.physics.BlockMapCollider;
import dev.loam.physics.CharacterController;
import dev.loam.physics.CollisionHit;
import dev.loam.physics.CollisionWorld;
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
 * Our collider and character controller on {@link BenchMaps#terraced96()}: one character step at
 * 60 Hz (gravity, walk, step-up, slide, snap) walking at 4 m/s between fixed pseudo-random
 * walkable cells, and one raycast from over the map down and a little across. Targets: a step
 * under 2 µs, a raycast under 0.5 µs. {@code BulletCollideBench} runs the same scene in Bullet.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CollideStepBench {
    private CollisionWorld world;
    private CharacterController character;
    private double[] waypoints;
    private double[] rays;
    private int target;
    private int stepsToTarget;
    private int ray;
    private final CollisionHit hit = new CollisionHit();

    @Setup
    public void setUp() {
        BlockMap map = BenchMaps.terraced96();
        world = new CollisionWorld().add(new BlockMapCollider(map));
        waypoints = CollideScene.waypoints(map, CollideScene.COUNT, 42);
        rays = CollideScene.rays(map, CollideScene.COUNT, 43);
        character = CharacterController.spawn(world, CollideScene.AGENT, waypoints[0], 50, waypoints[1]).controller();
        target = 1;
    }

    @Benchmark
    public double characterStep() {
        double dx = waypoints[target * 2] - character.footX(), dz = waypoints[target * 2 + 1] - character.footZ();
        double d = Math.sqrt(dx * dx + dz * dz);
        if (d < 0.1 || ++stepsToTarget > 40 * CollideScene.HZ) {
            target = (target + 1) % CollideScene.COUNT;
            stepsToTarget = 0;
        }
        double speed = d > 0 ? CollideScene.SPEED / d : 0;
        character.step(1 / CollideScene.HZ, dx * speed, dz * speed);
        return character.footY();
    }

    @Benchmark
    public double raycast() {
        int o = ray * 6;
        ray = (ray + 1) % CollideScene.COUNT;
        world.raycast(rays[o], rays[o + 1], rays[o + 2], rays[o + 3], rays[o + 4], rays[o + 5], 200, hit);
        return hit.distance();
    }
}
