package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.physics.CharacterController;
import dev.loam.physics.SpawnResult;
import dev.loam.region.Region;
import dev.loam.region.Road;
import dev.loam.region.RoadPoint;
import dev.loam.region.RoadTunnel;
import org.junit.jupiter.api.Test;

/** test-tiles-tunnel stood up without drawing: a body walks over a tunnel's roof, and through the tunnel under it. */
class RegionTunnelSceneTest {
    private static final Region REGION = SceneFixtures.tunnel();
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;

    /** The highway's tunnel and the road's point at its middle. */
    static RoadPoint tunnelMiddle(Region region, RoadTunnel[] tunnel) {
        Road h = region.roads().road("highway").orElseThrow();
        RoadTunnel t = h.tunnels().get(0);
        tunnel[0] = t;
        double mid = (t.startMetres() + t.endMetres()) / 2;
        RoadPoint best = h.points().get(0);
        for (RoadPoint p : h.points()) {
            if (Math.abs(p.metres() - mid) < Math.abs(best.metres() - mid)) {
                best = p;
            }
        }
        return best;
    }

    private static CharacterController spawn(RegionScene scene, double x, double y, double z) {
        SpawnResult r = CharacterController.spawn(scene.collisions(), AGENT, x, y, z);
        assertTrue(r.isSpawned(), () -> String.valueOf(r.refusal()));
        return r.controller();
    }

    @Test
    void aCharacterOverTheTunnelStandsOnItsRoofAndOneInItOnTheRoad() {
        try (RegionScene scene = RegionScene.builder(REGION).drawn(false).build()) {
            RoadTunnel[] t = new RoadTunnel[1];
            RoadPoint p = tunnelMiddle(REGION, t);
            assertTrue(p.tunnel());
            double ground = scene.heightAt(p.x(), p.z());
            assertEquals(p.y(), ground, 0.05, "the bed is cut to the road under the tunnel");
            double roof = scene.collisions().surfaceHeight(p.x(), p.z());
            assertTrue(roof > p.y() + RoadTunnel.COVER_METRES - 1, "the roof stands over the road: " + roof + " over " + p.y());
            CharacterController over = spawn(scene, p.x(), roof + 2, p.z());
            assertEquals(roof, over.footY(), 0.05, "on the roof");
            assertTrue(over.isGrounded());
            CharacterController in = spawn(scene, p.x(), p.y() + 0.5, p.z());
            assertEquals(p.y(), in.footY(), 0.05, "on the road in the tunnel");
        }
    }

    @Test
    void aCharacterWalksThroughTheTunnelUnderTheRoof() {
        try (RegionScene scene = RegionScene.builder(REGION).drawn(false).build()) {
            RoadTunnel[] t = new RoadTunnel[1];
            RoadPoint p = tunnelMiddle(REGION, t);
            CharacterController c = spawn(scene, p.x(), p.y() + 0.5, p.z());
            // The highway runs east to west (+x) through the mountain; walk 40 m west inside.
            for (int i = 0; i < 60 * 10; i++) {
                c.step(1.0 / 60, 4, 0);
            }
            assertTrue(c.footX() > p.x() + 35, "walked on: " + c);
            assertTrue(c.footY() < p.y() + 3, "still on the road, under the roof: " + c);
        }
    }
}
