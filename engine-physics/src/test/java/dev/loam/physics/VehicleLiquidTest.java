package dev.loam.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleBinaryOperator;
import org.junit.jupiter.api.Test;

/** A car driven into deep water floods and sinks, wades a ford, and is wrecked by lava; each told to its listener. */
class VehicleLiquidTest {
    private static final VehicleSettings CAR = VehicleSettings.car();
    /** Level to z = 20, then a bank falling at 1 in 4 to a bed 4 m down. */
    private static final DoubleBinaryOperator LAKE_SHORE = (x, z) -> -Math.max(0, Math.min(4, (z - 20) * 0.25));

    /** Liquid of a kind over a ground wherever the ground lies under the surface and z passes a line. */
    private static LiquidVolumes pool(Liquid kind, double surface, DoubleBinaryOperator ground, double fromZ, double toZ) {
        return (x, z, dest) -> {
            double bed = ground.applyAsDouble(x, z);
            if (z < fromZ || z > toZ || bed >= surface) {
                dest.clear();
                return false;
            }
            dest.set(kind, surface, bed);
            return true;
        };
    }

    private static List<String> listen(Vehicle v) {
        List<String> seen = new ArrayList<>();
        v.setListener(e -> seen.add(e.kind() + (e.liquid() == null ? "" : " " + e.liquid())));
        return seen;
    }

    @Test
    void aCarDrivenOffAQuayIntoDeepWaterFloodsSinksUnderAndStopsOnTheBed() {
        // Level to z = 20, a quay wall, the bed 4 m down; the water 0.5 m under the quay.
        DoubleBinaryOperator quay = (x, z) -> z <= 20 ? 0 : -4;
        CollisionWorld world = Grounds.field(-40, -40, 80, 120, quay);
        Vehicle v = Vehicle.spawn(world, CAR, 0, 0, 0);
        v.setLiquids(pool(Liquid.WATER, -0.5, quay, -1e9, 1e9));
        List<String> seen = listen(v);
        v.controls(0.5, 0, 0, false);
        for (int k = 0; k < 60 * 30; k++) {
            v.step(1.0 / 60);
        }
        assertEquals(List.of("ENTERED_LIQUID WATER", "FLOODED WATER", "SUBMERGED WATER"), seen);
        assertEquals(Vehicle.Condition.FLOODED, v.condition());
        assertEquals(0, v.speed(), 0.05, "stopped: " + v);
        assertEquals(0, v.engineRpm(), "the engine is dead");
        assertEquals(0, v.engineTorque(), "and gives nothing for the throttle");
        assertTrue(v.y() + CAR.boxY() + CAR.halfHeight() < -0.5, "the whole body under the surface: " + v);
        assertEquals(4, v.wheelsInContact(), "sunk to the bed: " + v);
        assertEquals(1, v.immersion(), 1e-9);
        assertTrue(v.z() > 22 && v.z() < 45, "in the water, not far past the quay: " + v);
    }

    @Test
    void aCarDrivenDownABankIntoWaterFloodsAndStopsThere() {
        CollisionWorld world = Grounds.field(-40, -40, 80, 120, LAKE_SHORE);
        Vehicle v = Vehicle.spawn(world, CAR, 0, 0, 0);
        v.setLiquids(pool(Liquid.WATER, -0.2, LAKE_SHORE, -1e9, 1e9));
        List<String> seen = listen(v);
        v.controls(0.5, 0, 0, false);
        for (int k = 0; k < 60 * 20; k++) {
            v.step(1.0 / 60);
        }
        assertEquals(List.of("ENTERED_LIQUID WATER", "FLOODED WATER"), seen.subList(0, 2));
        assertEquals(Vehicle.Condition.FLOODED, v.condition());
        assertEquals(0, v.speed(), 0.05, "stopped: " + v);
        assertTrue(v.immersion() > 0.5, "stands in the water: " + v.immersion());
        assertEquals(4, v.wheelsInContact(), "on the bank under the water: " + v);
    }

    @Test
    void aCarWadesAShallowFordAndDrivesOutRunning() {
        DoubleBinaryOperator level = (x, z) -> 0;
        CollisionWorld world = Grounds.field(-40, -40, 80, 140, level);
        Vehicle v = Vehicle.spawn(world, CAR, 0, 0, 0);
        v.setLiquids(pool(Liquid.WATER, 0.25, (x, z) -> 0, 20, 30));
        List<String> seen = listen(v);
        v.controls(0.4, 0, 0, false);
        for (int k = 0; k < 60 * 12 && v.z() < 60; k++) {
            v.step(1.0 / 60);
        }
        assertEquals(List.of("ENTERED_LIQUID WATER", "LEFT_LIQUID"), seen);
        assertEquals(Vehicle.Condition.RUNNING, v.condition());
        assertTrue(v.z() >= 60 && v.forwardSpeed() > 5, "drove on: " + v);
    }

    @Test
    void lavaWrecksACarThatDrivesIntoIt() {
        DoubleBinaryOperator level = (x, z) -> 0;
        CollisionWorld world = Grounds.field(-40, -40, 80, 140, level);
        Vehicle v = Vehicle.spawn(world, CAR, 0, 0, 0);
        v.setLiquids(pool(Liquid.LAVA, 0.3, level, 20, 1e9));
        List<String> seen = listen(v);
        v.controls(0.6, 0, 0, false);
        double wreckedAtZ = Double.NaN;
        for (int k = 0; k < 60 * 15; k++) {
            v.step(1.0 / 60);
            if (Double.isNaN(wreckedAtZ) && v.condition() == Vehicle.Condition.WRECKED) {
                wreckedAtZ = v.z();
            }
        }
        assertEquals(List.of("ENTERED_LIQUID LAVA", "WRECKED LAVA"), seen);
        assertEquals(Vehicle.Condition.WRECKED, v.condition());
        assertEquals(20 - CAR.wheels().get(0).z(), wreckedAtZ, 0.5, "wrecked as its front wheels reached the lava");
        assertEquals(0, v.speed(), 0.05, "stopped: " + v);
        for (int i = 0; i < 4; i++) {
            assertEquals(0, v.wheelSpin(i), 1e-9, "wheel " + i + " locked");
        }
    }
}
