package dev.loam.bench;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.collision.shapes.MeshCollisionShape;
import com.jme3.bullet.collision.shapes.infos.IndexedMesh;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.bullet.objects.PhysicsVehicle;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import dev.loam.physics.CollisionWorld;
import dev.loam.physics.TerrainCollider;
import dev.loam.physics.Vehicle;
import dev.loam.physics.VehicleSettings;
import dev.loam.physics.WheelSettings;
import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
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
 * A four-wheel car's step of 1/60 s on a solved region's terrain (the twelve-feature bench region,
 * 4 m vertices), Loam's {@link Vehicle} on a {@link TerrainCollider} against Libbulletjme's
 * {@code PhysicsVehicle} (btRaycastVehicle) on a {@code MeshCollisionShape} of the very same
 * triangles (each quad split along the same diagonal), in one run. Both cars are the same: 1,200 kg,
 * a 1.8 × 1.1 × 4.2 m box, wheels of 0.33 m on 0.35 m of suspension at the same points, the same
 * spring and damper rates (Bullet's per kilogram of chassis), and both integrate a 1/60 s step as
 * two steps of 1/120 s. Each circles with its steering held, throttled to about 10 m/s, over the
 * region's hills.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class VehicleStepBench {
    /** Bullet's step, a float. */
    private static final float DT = 1 / 60f;
    /**
     * Loam's step, a double: 1/60f is a little over 1/60 s (by 6·10⁻⁸ of it), so the vehicle, whose
     * integration steps are never longer than its 1/120 s, would split it into three.
     */
    private static final double LOAM_DT = 1.0 / 60;
    private static final double CRUISE = 10;

    private Vehicle loam;
    private PhysicsSpace space;
    private PhysicsVehicle bullet;
    private double startX, startZ;
    private final Vector3f velocity = new Vector3f();

    @Setup
    public void setUp() {
        Region region = RegionSolver.solve(RegionBenchSpecs.twelveFeatures());
        Terrain t = region.terrain();
        startX = t.originX() + t.cellsX() * t.cellSize() * 0.5;
        startZ = t.originZ() + t.cellsZ() * t.cellSize() * 0.3;
        CollisionWorld world = new CollisionWorld().add(new TerrainCollider(t));
        VehicleSettings car = VehicleSettings.car();
        loam = Vehicle.spawn(world, car, startX, startZ, 0);

        BulletCollideBench.loadNative();
        space = new PhysicsSpace(PhysicsSpace.BroadphaseType.DBVT);
        space.setAccuracy(1 / 120f);
        space.setMaxSubSteps(2);
        space.addCollisionObject(new PhysicsRigidBody(groundMesh(t), PhysicsRigidBody.massForStatic));
        bullet = new PhysicsVehicle(new BoxCollisionShape((float) car.halfWidth(), (float) car.halfHeight(),
                (float) car.halfLength()), (float) car.mass());
        WheelSettings w0 = car.wheels().get(0);
        bullet.setSuspensionStiffness((float) (w0.stiffness() / car.mass()));
        bullet.setSuspensionDamping((float) (w0.damping() / car.mass()));
        bullet.setSuspensionCompression((float) (w0.damping() / car.mass()));
        bullet.setMaxSuspensionTravelCm((float) (w0.travel() * 100));
        bullet.setMaxSuspensionForce(60_000);
        bullet.setFrictionSlip((float) w0.friction());
        for (WheelSettings w : car.wheels()) {
            bullet.addWheel(new Vector3f((float) w.x(), (float) w.y(), (float) w.z()), new Vector3f(0, -1, 0),
                    new Vector3f(-1, 0, 0), (float) w.restLength(), (float) w.radius(), w.maxSteer() > 0);
        }
        double ground = world.surfaceHeight(startX, startZ);
        bullet.setPhysicsLocation(new Vector3f((float) startX, (float) (ground + 0.62), (float) startZ));
        bullet.setPhysicsRotation(new Quaternion());
        space.addCollisionObject(bullet);
        if (bullet.getNumWheels() != 4) {
            throw new IllegalStateException("the Bullet car has " + bullet.getNumWheels() + " wheels");
        }
    }

    /** The terrain's triangles as Bullet's BVH triangle mesh: quad (i, j) split along a–d, as Loam's terrain splits it. */
    static MeshCollisionShape groundMesh(Terrain t) {
        int nx = t.resolutionX(), nz = t.resolutionZ();
        Vector3f[] vertices = new Vector3f[nx * nz];
        for (int j = 0; j < nz; j++) {
            for (int i = 0; i < nx; i++) {
                vertices[j * nx + i] = new Vector3f((float) (t.originX() + i * t.cellSize()),
                        (float) (t.originY() + t.height(i, j)), (float) (t.originZ() + j * t.cellSize()));
            }
        }
        int[] indices = new int[6 * t.cellsX() * t.cellsZ()];
        int k = 0;
        for (int j = 0; j < t.cellsZ(); j++) {
            for (int i = 0; i < t.cellsX(); i++) {
                if (t.isHole(i, j)) {
                    continue;
                }
                int a = j * nx + i, b = a + 1, c = a + nx, d = c + 1;
                indices[k++] = a;
                indices[k++] = d;
                indices[k++] = b;
                indices[k++] = a;
                indices[k++] = c;
                indices[k++] = d;
            }
        }
        return new MeshCollisionShape(true, new IndexedMesh(vertices, java.util.Arrays.copyOf(indices, k)));
    }

    /** Loam's car: one 1/60 s step (two integration steps) with its throttle held near 10 m/s. */
    @Benchmark
    public double loamVehicleStep() {
        loam.controls(loam.forwardSpeed() < CRUISE ? 0.5 : 0, 0, 0.3, false);
        loam.step(LOAM_DT);
        return loam.y();
    }

    /** Bullet's car: one {@code space.update(1/60 s)} (two steps of 1/120 s) with its engine force held near 10 m/s. */
    @Benchmark
    public float bulletVehicleStep() {
        bullet.getLinearVelocity(velocity);
        float force = velocity.length() < CRUISE ? 2_000 : 0;
        bullet.accelerate(0, force);
        bullet.accelerate(1, force);
        bullet.steer(0, -0.18f);
        bullet.steer(1, -0.18f);
        space.update(DT);
        return velocity.y;
    }
}
