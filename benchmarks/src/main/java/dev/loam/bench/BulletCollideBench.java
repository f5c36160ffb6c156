package dev.loam.bench;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.PhysicsRayTestResult;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.collision.shapes.CapsuleCollisionShape;
import com.jme3.bullet.collision.shapes.CompoundCollisionShape;
import com.jme3.bullet.objects.PhysicsCharacter;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.bullet.util.NativeLibrary;
import com.jme3.math.Vector3f;
import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockMap;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
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
 * The peer for {@code CollideStepBench}: the same scene in Bullet (Libbulletjme 22.0.1), one
 * {@code CompoundCollisionShape} of box columns per cell (from the base to the top, a blocked
 * cell's wall included, a stair to half its step, since a box has no wedge) on one static body in
 * a DBVT {@code PhysicsSpace}, and a {@code PhysicsCharacter} (btKinematicCharacterController)
 * with a 0.3 m by 1.8 m capsule and a 0.6 m step height walking the same waypoints at 4 m/s,
 * stepped at 1/60 s; rays the same as ours with {@code rayTest}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BulletCollideBench {
    private PhysicsSpace space;
    private PhysicsCharacter character;
    private double[] waypoints;
    private double[] rays;
    private int target;
    private int stepsToTarget;
    private int ray;
    private final Vector3f location = new Vector3f();
    private final Vector3f walk = new Vector3f();
    private final Vector3f from = new Vector3f();
    private final Vector3f to = new Vector3f();
    private final List<PhysicsRayTestResult> hits = new ArrayList<>();

    /** Copies the native library out of the jar and loads it; nothing in Libbulletjme does that. */
    static synchronized void loadNative() {
        try (InputStream in = BulletCollideBench.class.getResourceAsStream("/native/linux/x86_64/libbulletjme.so")) {
            if (in == null) {
                throw new IllegalStateException("libbulletjme.so is missing: add Libbulletjme-Linux64's SpRelease jar");
            }
            Path file = Files.createTempFile("libbulletjme", ".so");
            file.toFile().deleteOnExit();
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            System.load(file.toAbsolutePath().toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        NativeLibrary.setStartupMessageEnabled(false);
        Logger.getLogger("com.jme3").setLevel(Level.WARNING);
    }

    @Setup
    public void setUp() {
        loadNative();
        BlockMap map = BenchMaps.terraced96();
        double base = map.baseMetres();
        CompoundCollisionShape ground = new CompoundCollisionShape(map.width() * map.depth());
        Map<Float, BoxCollisionShape> boxes = new HashMap<>();
        for (int r = 0; r < map.depth(); r++) {
            for (int c = 0; c < map.width(); c++) {
                Block b = map.blockOrNull(c, r);
                if (b == null) {
                    continue;
                }
                double top = map.topMetres(c, r) + b.colliderHeightMetres(map.cellSize())
                        + (b.stairs() ? map.cellSize().step() / 2 : 0);
                float half = (float) ((top - base) / 2);
                BoxCollisionShape box = boxes.computeIfAbsent(half, h -> new BoxCollisionShape(0.5f, h, 0.5f));
                ground.addChildShape(box, (float) (map.position().x() + c + 0.5), (float) (base + half),
                        (float) (map.position().z() + r + 0.5));
            }
        }
        space = new PhysicsSpace(PhysicsSpace.BroadphaseType.DBVT);
        space.addCollisionObject(new PhysicsRigidBody(ground, PhysicsRigidBody.massForStatic));
        waypoints = CollideScene.waypoints(map, CollideScene.COUNT, 42);
        rays = CollideScene.rays(map, CollideScene.COUNT, 43);
        character = new PhysicsCharacter(new CapsuleCollisionShape(0.3f, 1.2f), 0.6f);
        double spawnTop = map.findBlockAt(waypoints[0], waypoints[1]).orElseThrow().topMetres();
        character.setPhysicsLocation(new Vector3f((float) waypoints[0], (float) (spawnTop + 0.95), (float) waypoints[1]));
        space.addCollisionObject(character);
        target = 1;
    }

    @Benchmark
    public float characterStep() {
        character.getPhysicsLocation(location);
        double dx = waypoints[target * 2] - location.x, dz = waypoints[target * 2 + 1] - location.z;
        double d = Math.sqrt(dx * dx + dz * dz);
        if (d < 0.1 || ++stepsToTarget > 40 * CollideScene.HZ) {
            target = (target + 1) % CollideScene.COUNT;
            stepsToTarget = 0;
        }
        double per = d > 0 ? CollideScene.SPEED / CollideScene.HZ / d : 0;
        walk.set((float) (dx * per), 0, (float) (dz * per));
        character.setWalkDirection(walk);
        space.update((float) (1 / CollideScene.HZ), 0);
        return location.y;
    }

    @Benchmark
    public int raycast() {
        int o = ray * 6;
        ray = (ray + 1) % CollideScene.COUNT;
        from.set((float) rays[o], (float) rays[o + 1], (float) rays[o + 2]);
        to.set((float) (rays[o] + rays[o + 3] * 200), (float) (rays[o + 1] + rays[o + 4] * 200),
                (float) (rays[o + 2] + rays[o + 5] * 200));
        hits.clear();
        space.rayTest(from, to, hits);
        return hits.size();
    }
}
