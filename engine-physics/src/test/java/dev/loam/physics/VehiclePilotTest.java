package dev.loam.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The pilot drives a car along a winding path, holding its speed, and stops at the end. */
class VehiclePilotTest {
    @Test
    void thePilotFollowsAWindingPathAtItsSpeedAndStopsAtTheEnd() {
        int n = 200;
        double[] path = new double[2 * n];
        for (int i = 0; i < n; i++) {
            double z = i * 2.0;
            path[2 * i] = 25 * Math.sin(z / 60.0);
            path[2 * i + 1] = z;
        }
        Vehicle v = Vehicle.spawn(Grounds.flat(1000, 0), VehicleSettings.car(), 0, 0, 0);
        VehiclePilot pilot = new VehiclePilot(path, 15);
        double worst = 0, fastest = 0;
        for (int k = 0; k < 60 * 60 && !pilot.arrived(v); k++) {
            pilot.steer(v);
            v.step(1.0 / 60);
            // off the path: the distance to the nearest of its points (2 m apart), less the gap between them
            double best = Double.POSITIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                best = Math.min(best, Math.hypot(path[2 * i] - v.x(), path[2 * i + 1] - v.z()));
            }
            worst = Math.max(worst, best);
            fastest = Math.max(fastest, v.forwardSpeed());
        }
        assertTrue(pilot.arrived(v), "arrived: " + v + " at " + pilot.progressMetres() + " of " + pilot.lengthMetres());
        assertTrue(worst < 1.5, "kept to the path within " + worst + " m");
        assertEquals(15, fastest, 1.0, "held the cruising speed");
        assertEquals(path[2 * n - 1], v.z(), VehiclePilot.ARRIVAL_METRES);
        assertEquals(0, v.speed(), 0.5);
    }

    @Test
    void aPathOfOnePointOrNoLengthIsRefused() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new VehiclePilot(new double[] {0, 0}, 5))
                .getMessage().contains("2 or more"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new VehiclePilot(new double[] {1, 1, 1, 1}, 5))
                .getMessage().contains("no length"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new VehiclePilot(new double[] {0, 0, Double.NaN, 1}, 5))
                .getMessage().contains("pathXz[2]"));
        assertThrows(IllegalArgumentException.class, () -> new VehiclePilot(new double[] {0, 0, 1, 1}, 0));
    }
}
