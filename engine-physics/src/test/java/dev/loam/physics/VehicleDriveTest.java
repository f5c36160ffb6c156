package dev.loam.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockMap;
import dev.loam.testkit.Allocation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The vehicle on level ground, slopes and every kind of collider: suspension, engine and gears, brakes, steering, walls. */
class VehicleDriveTest {
    private static final VehicleSettings CAR = VehicleSettings.car();
    /** The front wheels steer 35° at full lock. */
    private static final double FULL_LOCK = Math.toRadians(35);

    static void run(Vehicle v, double seconds, int hz) {
        int steps = (int) Math.round(seconds * hz);
        for (int k = 0; k < steps; k++) {
            v.step(1.0 / hz);
        }
    }

    @Test
    void aParkedCarSettlesOnAllFourWheelsAtTheSagItsWeightGives() {
        Vehicle v = Vehicle.spawn(Grounds.flat(200, 2), CAR, 0, 0, 0);
        run(v, 3, 60);
        double sag = CAR.mass() * Vehicle.GRAVITY / 4 / CAR.wheels().get(0).stiffness();
        for (int i = 0; i < 4; i++) {
            assertTrue(v.inContact(i), "wheel " + i);
            assertEquals(CAR.wheels().get(i).restLength() - sag, v.suspensionLength(i), 0.003, "wheel " + i);
            assertEquals(CAR.mass() * Vehicle.GRAVITY / 4, v.load(i), 30, "wheel " + i + "'s load");
        }
        assertEquals(0, v.speed(), 1e-3);
        assertEquals(1, v.uprightness(), 1e-6);
        WheelSettings w = CAR.wheels().get(0);
        assertEquals(2 + w.radius() + w.restLength() - sag - w.y(), v.y(), 0.003, "the centre of mass's height");
    }

    @Test
    void aFrameTimeHeldInAFloatIsSplitIntoTheSubStepsOfItsExactValue() {
        // 1/60f is a little over 1/60 s: it must still make two integrations of half of it, not three.
        Vehicle whole = Vehicle.spawn(Grounds.flat(1200, 0), CAR, 0, -550, 0);
        Vehicle halves = Vehicle.spawn(Grounds.flat(1200, 0), CAR, 0, -550, 0);
        whole.controls(1, 0, 0.1, false);
        halves.controls(1, 0, 0.1, false);
        double dt = 1 / 60f;
        for (int k = 0; k < 300; k++) {
            whole.step(dt);
            halves.step(dt / 2);
            halves.step(dt / 2);
        }
        assertEquals(halves.x(), whole.x(), 0.0, "x");
        assertEquals(halves.z(), whole.z(), 0.0, "z");
        assertEquals(halves.heading(), whole.heading(), 0.0, "heading");
        assertTrue(whole.forwardSpeed() > 5, "it drove: " + whole);
    }

    @Test
    void fullThrottleShiftsUpGearByGearWithoutHuntingAndPassesHighwaySpeed() {
        Vehicle v = Vehicle.spawn(Grounds.flat(1200, 0), CAR, 0, -550, 0);
        v.controls(1, 0, 0, false);
        List<Integer> gears = new ArrayList<>(List.of(v.gear()));
        for (int k = 0; k < 60 * 16; k++) {
            v.step(1.0 / 60);
            if (v.gear() != gears.get(gears.size() - 1)) {
                gears.add(v.gear());
            }
            assertTrue(v.engineRpm() <= CAR.redlineRpm() * 1.05, "the cut-off holds the engine: " + v.engineRpm());
        }
        assertEquals(List.of(1, 2, 3, 4), gears.subList(0, 4), "shifted up one gear at a time, never down: " + gears);
        assertTrue(v.forwardSpeed() > 30, "100 km/h and more: " + v);
        assertEquals(0, v.x(), 0.25, "straight ahead, over 500 m");
    }

    @Test
    void aFullBrakeStopsTheCarWithinWhatItsTyresGrip() {
        Vehicle v = Vehicle.spawn(Grounds.flat(1200, 0), CAR, 0, -550, 0);
        v.controls(1, 0, 0, false);
        while (v.forwardSpeed() < 20) {
            v.step(1.0 / 60);
        }
        double u = v.forwardSpeed(), z0 = v.z();
        v.controls(0, 1, 0, false);
        run(v, 6, 60);
        double d = v.z() - z0;
        WheelSettings w = CAR.wheels().get(0);
        double best = u * u / (2 * Vehicle.GRAVITY * w.friction()), worst = u * u / (2 * Vehicle.GRAVITY * w.slidingFriction());
        assertTrue(d > best * 0.98 && d < worst * 1.3, "stopped in " + d + " m from " + u + " m/s (grip allows " + best
                + " to " + worst + ")");
        assertEquals(0, v.speed(), 0.01);
    }

    @Test
    void theHandbrakeLocksTheRearWheelsAndNotTheFront() {
        Vehicle v = Vehicle.spawn(Grounds.flat(600, 0), CAR, 0, -250, 0);
        v.controls(0.6, 0, 0, false);
        while (v.forwardSpeed() < 12) {
            v.step(1.0 / 60);
        }
        v.controls(0, 0, 0, true);
        run(v, 0.5, 60);
        assertTrue(v.forwardSpeed() > 5, "still rolling: " + v);
        for (int rear = 2; rear < 4; rear++) {
            assertEquals(0, v.wheelSpin(rear), 1e-6, "rear wheel " + rear + " locked");
            assertTrue(v.slipRatio(rear) < -0.9, "and sliding: " + v.slipRatio(rear));
        }
        for (int front = 0; front < 2; front++) {
            assertEquals(v.forwardSpeed() / CAR.wheels().get(front).radius(), v.wheelSpin(front), 1.0,
                    "front wheel " + front + " rolls");
        }
    }

    @Test
    void steeringRightTurnsRightLeftTurnsLeftOnTheCircleTheWheelbaseGives() {
        for (int side = -1; side <= 1; side += 2) {
            Vehicle v = Vehicle.spawn(Grounds.flat(400, 0), CAR, 0, 0, 0);
            double steer = 0.3 * side;
            v.controls(0.15, 0, steer, false);
            double minX = 0, maxX = 0;
            for (int k = 0; k < 60 * 40; k++) {
                v.step(1.0 / 60);
                if (v.forwardSpeed() > 4) {
                    v.controls(0, 0.05, steer, false);
                } else if (v.forwardSpeed() < 3.5) {
                    v.controls(0.15, 0, steer, false);
                }
                if (k > 60 * 10) {
                    minX = Math.min(minX, v.x());
                    maxX = Math.max(maxX, v.x());
                }
            }
            // the rear axle's circle: wheelbase over the front wheels' angle's tangent; the centre of mass's is wider
            double rear = 2.6 / Math.tan(0.3 * FULL_LOCK);
            double expected = Math.hypot(rear, 1.3);
            double diameter = maxX - minX;
            assertEquals(2 * expected, diameter, 0.1 * 2 * expected, "circle at " + steer);
            // turning right (steering > 0) from facing +z heads toward −x, the car's right
            double centreX = (minX + maxX) / 2;
            assertTrue(side > 0 ? centreX < -expected * 0.8 : centreX > expected * 0.8, "circled to the "
                    + (side > 0 ? "right" : "left") + ": centre x " + centreX);
        }
    }

    @Test
    void reverseBacksTheCarUpOnceItHasStopped() {
        Vehicle v = Vehicle.spawn(Grounds.flat(400, 0), CAR, 0, 0, 0);
        v.controls(0.5, 0, 0, false);
        run(v, 2, 60);
        assertTrue(v.forwardSpeed() > 3);
        v.selectReverse(true);
        run(v, 0.5, 60);
        assertEquals(1, v.gear(), "no reverse while rolling forward");
        v.controls(0, 1, 0, false);
        run(v, 3, 60);
        v.controls(0.5, 0, 0, false);
        run(v, 3, 60);
        assertEquals(-1, v.gear());
        assertTrue(v.forwardSpeed() < -2, "backing up: " + v);
        v.selectReverse(false);
        v.controls(0, 1, 0, false);
        run(v, 3, 60);
        v.controls(0.5, 0, 0, false);
        run(v, 1, 60);
        assertEquals(1, v.gear());
        assertTrue(v.forwardSpeed() > 0.5, "forward again: " + v);
    }

    @Test
    void theBrakeHoldsTheCarOnA10PercentSlopeAndWithoutItTheCarRollsDown() {
        CollisionWorld hill = Grounds.field(-60, -60, 120, 120, (x, z) -> 0.1 * z);
        Vehicle held = Vehicle.spawn(hill, CAR, 0, 0, 0);
        held.controls(0, 1, 0, false);
        run(held, 2, 60);
        double z0 = held.z();
        run(held, 5, 60);
        assertEquals(z0, held.z(), 0.01, "held by the brakes");
        Vehicle free = Vehicle.spawn(hill, CAR, 0, 0, 0);
        run(free, 5, 60);
        assertTrue(free.z() < -5 && free.forwardSpeed() < -2, "rolled back down the hill: " + free);
    }

    @Test
    void theSameDriveEndsAtTheSamePlaceAt30And60And240StepsASecond() {
        // Over a rolling hillside: full throttle, a long bend, braking into a counter-bend, then a handbrake slide.
        CollisionWorld hill = Grounds.field(-300, -300, 600, 600,
                (x, z) -> 3 * Math.sin(x / 23.0) * Math.cos(z / 31.0) + 0.05 * z);
        List<Vehicle> ends = new ArrayList<>();
        for (int hz : new int[] {30, 60, 240}) {
            Vehicle v = Vehicle.spawn(hill, CAR, 0, -150, 0);
            for (int k = 0; k < 14 * hz; k++) {
                double t = (double) k / hz;
                if (t < 4) {
                    v.controls(1, 0, 0, false);
                } else if (t < 7) {
                    v.controls(0.5, 0, 0.4, false);
                } else if (t < 9) {
                    v.controls(0, 0.6, -0.2, false);
                } else if (t < 12) {
                    v.controls(0.7, 0, -0.5, false);
                } else {
                    v.controls(0, 0, 0, true);
                }
                v.step(1.0 / hz);
            }
            ends.add(v);
        }
        Vehicle first = ends.get(0);
        assertTrue(Math.hypot(first.x(), first.z() + 150) > 40, "the drive went somewhere: " + first);
        for (Vehicle v : ends) {
            assertEquals(first.x(), v.x(), 0.75, ends.toString());
            assertEquals(first.y(), v.y(), 0.1, ends.toString());
            assertEquals(first.z(), v.z(), 0.75, ends.toString());
            assertEquals(0, Math.toDegrees(Math.IEEEremainder(first.heading() - v.heading(), 2 * Math.PI)), 3,
                    ends.toString());
            assertEquals(4, v.wheelsInContact());
        }
    }

    @Test
    void itDrivesOnABlockMapATerrainAndAMeshDeckWithItsWheelsOnEach() {
        BlockMap map = Maps.flat(80, 12, 4);
        BlockMapCollider mapCollider = new BlockMapCollider(map);
        TerrainCollider terrain = new TerrainCollider(Terrains.plane(41, 41, 2, 0.04, 8));
        MeshCollider deck = MeshCollider.builder("deck").triangles(new float[] {0, 5, 0, 0, 5, 80, 12, 5, 80, 12, 5, 0},
                new int[] {0, 1, 2, 0, 2, 3}, 0.5).build();
        Collider[] colliders = {mapCollider, terrain, deck};
        double[][] starts = {{6, 8, Math.PI / 2}, {40, 10, 0}, {6, 10, 0}};
        for (int c = 0; c < colliders.length; c++) {
            CollisionWorld world = new CollisionWorld().add(colliders[c]);
            Vehicle v = Vehicle.spawn(world, CAR, starts[c][0], starts[c][1], starts[c][2]);
            run(v, 1, 60);
            v.controls(0.4, 0, 0, false);
            for (int k = 0; k < 60 * 4; k++) {
                v.step(1.0 / 60);
                for (int i = 0; i < 4; i++) {
                    assertSame(colliders[c], v.groundOf(i), c + ": wheel " + i + " at step " + k + ": " + v);
                }
            }
            assertTrue(v.speed() > 5, c + ": drove: " + v);
            assertTrue(v.uprightness() > 0.99, c + ": upright");
        }
    }

    @Test
    void aWallStopsTheBodyAndItNeverPassesThrough() {
        // A flat map with a wall of blocked cells across its far end.
        int[] heights = new int[60];
        java.util.Arrays.fill(heights, 0);
        BlockMap map = Maps.strip("g".repeat(50) + "B".repeat(10), heights, 12);
        CollisionWorld world = Maps.world(map);
        Vehicle v = Vehicle.spawn(world, CAR, 20, 6, Math.PI / 2);
        v.controls(0.6, 0, 0, false);
        double furthest = 0;
        for (int k = 0; k < 60 * 8; k++) {
            v.step(1.0 / 60);
            furthest = Math.max(furthest, v.x());
        }
        assertTrue(furthest < 50 - CAR.halfLength() + 0.15, "the nose stopped at the wall: centre reached " + furthest);
        assertTrue(furthest > 50 - CAR.halfLength() - 0.5, "it reached the wall: " + furthest);
        assertEquals(0, v.forwardSpeed(), 0.5, "pressed against the wall: " + v);
    }

    /**
     * The car circles through a puddle in and out, lap after lap. The warm-up is the testkit's
     * 20,000 runs, not fewer: HotSpot resolves every string constant of a class on the thread that
     * first asks C2 to compile one of its methods, so a method reached only in the puddle
     * ({@link LiquidSample#set}, the sampler here) whose C2 request came late allocated its class's
     * strings (136 to 240 bytes) inside the measured window while its compile finished after it,
     * where the check reads "the JIT compiled nothing" (2 runs in 20 failed with 3,000 warm-up
     * steps; none in 20 with 20,000). The step itself allocates nothing, interpreted or compiled.
     */
    @Test
    void aStepAllocatesNothingOnceWarm() {
        Vehicle v = Vehicle.spawn(Grounds.flat(400, 0), CAR, 0, 0, 0);
        v.controls(0.3, 0, 0.5, false);
        int[] entered = new int[1];
        int[] left = new int[1];
        v.setListener(e -> {
            if (e.kind() == VehicleEvent.Kind.ENTERED_LIQUID) {
                entered[0]++;
            } else if (e.kind() == VehicleEvent.Kind.LEFT_LIQUID) {
                left[0]++;
            }
        });
        v.setLiquids((x, z, dest) -> x < -4 ? dest.set(Liquid.WATER, 0.1, -1).hasLiquid() : dest.clear().hasLiquid());
        Allocation.assertAllocatesNothing(20_000, 300, () -> v.step(1.0 / 60));
        assertTrue(entered[0] > 10 && left[0] > 10, "went in and out of the puddle, lap after lap: " + entered[0]
                + " in, " + left[0] + " out");
    }

    @Test
    void badInputIsRefusedNamingWhatIsWrong() {
        CollisionWorld world = Grounds.flat(20, 0);
        IllegalArgumentException off = assertThrows(IllegalArgumentException.class,
                () -> Vehicle.spawn(world, CAR, 100, 0, 0));
        assertTrue(off.getMessage().contains("nothing stands under wheel"), off.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Vehicle.spawn(world, CAR, Double.NaN, 0, 0));
        Vehicle v = Vehicle.spawn(world, CAR, 0, 0, 0);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> v.step(0)).getMessage().contains("vehicle step"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> v.load(4)).getMessage().contains("wheel 4"));
        assertThrows(IllegalArgumentException.class, () -> v.controls(Double.NaN, 0, 0, false));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> WheelSettings.road(0, 0, 0).steering(2))
                .getMessage().contains("maxSteer"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> VehicleSettings.builder().gearbox(
                new double[] {3, 3.5}, 3, 4, 0.9)).getMessage().contains("gears[1]"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> VehicleSettings.builder()
                .wheels(List.of(WheelSettings.road(0, 0, 1))).build()).getMessage().contains("none is driven"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new WheelSettings(0, 0, 0, 0.3, 0.3, 0.4, 1, 1, 1,
                1, 0.1, 0.1, 1, 0, true, 0, 0)).getMessage().contains("travel"));
    }
}
