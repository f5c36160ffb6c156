package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.physics.Vehicle;
import dev.loam.physics.VehiclePilot;
import dev.loam.physics.VehicleSettings;
import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpecReader;
import dev.loam.region.Road;
import dev.loam.region.RoadBridge;
import dev.loam.region.RoadNode;
import dev.loam.region.RoadPoint;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tiles spec's driving tests on solved regions, through a {@link RegionScene}'s colliders: a car
 * climbs five seams up a hill with its wheels down and no jolt, drives test-tiles-roads' highway
 * over the gorge bridge on the deck, and its country road across the highway at the flat junction.
 */
class VehicleRegionTest {
    private static final VehicleSettings CAR = VehicleSettings.car();
    private static final double TILE = 64;
    /**
     * No jolt: within 4 m of each seam the centre of mass's vertical acceleration stays under 0.3 g,
     * m/s² (measured: 0.4 to 2.4 at 43 km/h, and up to 1.5 between the seams).
     */
    static final double JOLT = 0.3 * Vehicle.GRAVITY;
    /**
     * Over the ramps onto a crossing road's bed (a 6% kink at each foot and top) the vertical
     * acceleration stays under 0.4 g at 36 km/h, m/s².
     */
    static final double RAMP_JOLT = 0.4 * Vehicle.GRAVITY;

    /** A hill of level 5 at corner [9, 6]: falling a level a tile, its east flank climbs from corner [4, 6] to its top. */
    static Region hill() {
        return RegionSolver.solve(RegionSpecReader.read("""
                {
                  "template": "region",
                  "name": "test-seams",
                  "seed": 5,
                  "size": [14, 12],
                  "base": 0,
                  "features": [ { "kind": "hill", "at": [9, 6], "level": 5, "name": "hill" } ],
                  "props": { "trees": false, "rocks": false }
                }
                """));
    }

    /** The road's points as a path on the plan between two distances along it. */
    static double[] path(Road road, double fromMetres, double toMetres) {
        List<RoadPoint> kept = new ArrayList<>();
        for (RoadPoint p : road.points()) {
            if (p.metres() >= fromMetres && p.metres() <= toMetres) {
                kept.add(p);
            }
        }
        double[] xz = new double[2 * kept.size()];
        for (int i = 0; i < kept.size(); i++) {
            xz[2 * i] = kept.get(i).x();
            xz[2 * i + 1] = kept.get(i).z();
        }
        return xz;
    }

    static RoadPoint nearest(Road road, double x, double z) {
        RoadPoint best = road.points().get(0);
        for (RoadPoint p : road.points()) {
            if (Math.hypot(p.x() - x, p.z() - z) < Math.hypot(best.x() - x, best.z() - z)) {
                best = p;
            }
        }
        return best;
    }

    static Vehicle spawnOn(RegionScene scene, double[] path) {
        double heading = Math.atan2(path[2] - path[0], path[3] - path[1]);
        Vehicle v = Vehicle.spawn(scene.collisions(), CAR, path[0], path[1], heading);
        for (int k = 0; k < 60; k++) {
            v.step(1.0 / 60);
        }
        return v;
    }

    @Test
    void aCarClimbsFiveSeamsUpAHillWithItsFourWheelsDownAndNoJolt() {
        try (RegionScene scene = RegionScene.builder(hill()).drawn(false).build()) {
            // Along the middle of tile row 6, westward (+x) from the middle of tile 3 to the middle of tile 8:
            // across the seams at x = 256, 320, 384, 448 and 512.
            double z = 6.5 * TILE;
            double[] path = {3.5 * TILE, z, 9.0 * TILE, z};
            Vehicle v = spawnOn(scene, path);
            VehiclePilot pilot = new VehiclePilot(path, 12);
            double[] worstAtSeam = new double[5];
            double startY = v.y();
            double lastVy = v.verticalSpeed();
            int steps = 0;
            while (v.x() < 8.5 * TILE && steps++ < 60 * 60) {
                pilot.steer(v);
                v.step(1.0 / 60);
                double a = (v.verticalSpeed() - lastVy) * 60;
                lastVy = v.verticalSpeed();
                assertEquals(4, v.wheelsInContact(), "four wheels down at x " + v.x() + ": " + v);
                for (int s = 0; s < 5; s++) {
                    double seam = (4 + s) * TILE;
                    if (Math.abs(v.x() - seam) < 4 && v.speed() > 8) {
                        worstAtSeam[s] = Math.max(worstAtSeam[s], Math.abs(a));
                    }
                }
            }
            assertTrue(v.x() >= 8.5 * TILE, "reached the upper flank: " + v);
            assertTrue(v.y() - startY > 12, "climbed: " + (v.y() - startY) + " m");
            for (int s = 0; s < 5; s++) {
                assertTrue(worstAtSeam[s] > 0, "crossed seam " + s + " at speed");
                assertTrue(worstAtSeam[s] < JOLT, "seam at x " + (4 + s) * TILE + ": vertical acceleration "
                        + worstAtSeam[s] + " m/s²");
            }
        }
    }

    @Test
    void aCarDrivesTheHighwayOverTheBridgeWithItsWheelsOnTheDeck() {
        Region region = SceneFixtures.roads();
        try (RegionScene scene = RegionScene.builder(region).drawn(false).build()) {
            Road highway = region.roads().road("highway").orElseThrow();
            RoadBridge bridge = highway.bridges().get(0);
            double[] path = path(highway, bridge.startMetres() - 90, bridge.endMetres() + 70);
            Vehicle v = spawnOn(scene, path);
            VehiclePilot pilot = new VehiclePilot(path, 16);
            int onDeck = 0;
            double lowest = Double.POSITIVE_INFINITY;
            for (int k = 0; k < 60 * 40 && !pilot.arrived(v); k++) {
                pilot.steer(v);
                v.step(1.0 / 60);
                RoadPoint p = nearest(highway, v.x(), v.z());
                lowest = Math.min(lowest, v.y() - p.y());
                assertEquals(4, v.wheelsInContact(), "four wheels down at " + p.metres() + " m: " + v);
                if (p.metres() > bridge.startMetres() + 8 && p.metres() < bridge.endMetres() - 8) {
                    onDeck++;
                    for (int i = 0; i < 4; i++) {
                        assertSame(scene.roadCollider(), v.groundOf(i), "wheel " + i + " on the deck at " + p.metres()
                                + " m of the bridge " + bridge.startMetres() + " to " + bridge.endMetres());
                    }
                    assertTrue(p.y() - scene.heightAt(v.x(), v.z()) > RoadBridge.CLEARANCE_METRES, "over the gorge");
                }
            }
            assertTrue(pilot.arrived(v), "drove across: " + v);
            assertTrue(onDeck > 60 * (bridge.lengthMetres() - 16) / 16 * 0.8, "on the deck for " + onDeck + " steps");
            assertTrue(lowest > 0.3, "never under the road: the centre of mass at least " + lowest + " m over it");
        }
    }

    @Test
    void aCarDrivesTheCountryRoadAcrossTheHighwayAtTheFlatJunction() {
        Region region = SceneFixtures.roads();
        try (RegionScene scene = RegionScene.builder(region).drawn(false).build()) {
            Road country = region.roads().road("country_road").orElseThrow();
            RoadNode junction = region.roads().nodes().stream()
                    .filter(nd -> nd.kind() == RoadNode.Kind.JUNCTION && nd.roads().contains("highway")
                            && nd.roads().contains("country_road"))
                    .findFirst().orElseThrow();
            double at = nearest(country, junction.x(), junction.z()).metres();
            double[] path = path(country, Math.max(0, at - 80), at + 80);
            Vehicle v = spawnOn(scene, path);
            // 36 km/h: the country road climbs onto the highway's bed at 6% from a sharp kink each side
            VehiclePilot pilot = new VehiclePilot(path, 10);
            double closest = Double.POSITIVE_INFINITY, heightThere = Double.NaN, worst = 0;
            double lastVy = v.verticalSpeed();
            for (int k = 0; k < 60 * 40 && !pilot.arrived(v); k++) {
                pilot.steer(v);
                v.step(1.0 / 60);
                double a = (v.verticalSpeed() - lastVy) * 60;
                lastVy = v.verticalSpeed();
                assertEquals(4, v.wheelsInContact(), "four wheels down " + Math.hypot(v.x() - junction.x(), v.z() - junction.z()) + " m from the junction: " + v);
                double d = Math.hypot(v.x() - junction.x(), v.z() - junction.z());
                if (d < closest) {
                    closest = d;
                    heightThere = v.y();
                }
                if (d < 12) {
                    worst = Math.max(worst, Math.abs(a));
                }
            }
            assertTrue(pilot.arrived(v), "drove across: " + v);
            assertTrue(closest < 1.5, "through the junction: " + closest + " m from its middle");
            double ride = CAR.wheels().get(0).radius() + CAR.wheels().get(0).restLength() - CAR.wheels().get(0).y();
            assertEquals(junction.y() + ride, heightThere, 0.2, "level with the highway there");
            assertTrue(worst < RAMP_JOLT, "no jolt crossing the highway: " + worst + " m/s²");
        }
    }
}
