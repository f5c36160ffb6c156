package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.physics.CharacterController;
import dev.loam.physics.CollisionHit;
import dev.loam.physics.SpawnResult;
import dev.loam.region.Region;
import dev.loam.region.Road;
import dev.loam.region.RoadBridge;
import dev.loam.region.RoadPoint;
import org.junit.jupiter.api.Test;

/** test-tiles-roads stood up without drawing: the bridge's deck in the collision world carries a body over the gorge. */
class RegionRoadsSceneTest {
    private static final Region REGION = SceneFixtures.roads();
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;

    /** The highway's point at the middle of its first bridge. */
    static RoadPoint bridgeMiddle(Region region) {
        Road h = region.roads().road("highway").orElseThrow();
        RoadBridge b = h.bridges().get(0);
        double mid = (b.startMetres() + b.endMetres()) / 2;
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
    void aCharacterStandsOnTheBridgesDeckNotOnTheGorgeUnderIt() {
        try (RegionScene scene = RegionScene.builder(REGION).drawn(false).build()) {
            assertEquals(3, scene.collisions().colliderCount(), "the terrain's, the bridges' and the props'");
            assertTrue(scene.roadCollider().slabCount() > 0 && scene.roadCollider().boxCount() > 0);
            RoadPoint p = bridgeMiddle(REGION);
            assertTrue(p.y() - scene.heightAt(p.x(), p.z()) > RoadBridge.CLEARANCE_METRES, "the gorge is deep under it");
            CharacterController c = spawn(scene, p.x(), p.y() + 3, p.z());
            assertEquals(p.y() + AGENT.skinMetres(), c.footY(), 1e-3, "on the deck");
            assertTrue(c.isGrounded());
            assertEquals(p.y(), scene.collisions().surfaceHeight(p.x(), p.z()), 1e-3);
            CollisionHit hit = new CollisionHit();
            assertTrue(scene.collisions().raycast(p.x(), p.y() + 10, p.z(), 0, -1, 0, 100, hit));
            assertSame(scene.roadCollider(), hit.collider());
        }
    }

    @Test
    void aCharacterWalksTheHighwayOverTheWholeBridgeWithoutFallingIntoTheGorge() {
        try (RegionScene scene = RegionScene.builder(REGION).drawn(false).build()) {
            Road h = REGION.roads().road("highway").orElseThrow();
            RoadBridge b = h.bridges().get(0);
            RoadPoint start = null;
            for (RoadPoint p : h.points()) {
                if (start == null && p.metres() >= b.startMetres() - 20) {
                    start = p;
                }
            }
            CharacterController c = spawn(scene, start.x(), start.y() + 1, start.z());
            double lowest = Double.POSITIVE_INFINITY;
            // The highway runs west (+x) over the gorge here; walk along it at 4 m/s.
            for (int i = 0; i < 60 * 30 && c.footX() < b.endMetres() - b.startMetres() + start.x() + 30; i++) {
                c.step(1.0 / 60, 4, 0);
                double roadY = Double.NaN;
                for (RoadPoint p : h.points()) {
                    if (Math.abs(p.x() - c.footX()) < 1.01 && Math.abs(p.z() - c.footZ()) < 10) {
                        roadY = p.y();
                    }
                }
                if (!Double.isNaN(roadY)) {
                    lowest = Math.min(lowest, c.footY() - roadY);
                }
            }
            assertTrue(c.footX() > start.x() + b.lengthMetres() + 20, "walked across: " + c);
            assertTrue(lowest > -0.3, "never fell off the road: " + lowest + " m under it at worst");
        }
    }

    @Test
    void theRailingsKeepACharacterOnTheBridge() {
        try (RegionScene scene = RegionScene.builder(REGION).drawn(false).build()) {
            RoadPoint p = bridgeMiddle(REGION);
            double half = dev.loam.region.RoadClass.HIGHWAY.widthMetres() / 2;
            for (int side = -1; side <= 1; side += 2) {
                CharacterController c = spawn(scene, p.x(), p.y() + 1, p.z());
                // Straight across the highway (it runs along x here), toward the railing, for 10 s.
                for (int i = 0; i < 600; i++) {
                    c.step(1.0 / 60, 0, 3 * side);
                }
                // The railing's inner face stands a post's half-width in from the middle of the deck's overhang.
                double railing = half + dev.loam.region.RoadMeshes.DECK_OVERHANG_METRES / 2 - 0.1;
                double across = Math.abs(c.footZ() - p.z());
                assertEquals(railing - AGENT.clearanceRadiusMetres(), across, 1e-3,
                        "stopped at the railing, " + across + " m from the centre line");
                assertEquals(p.y() + AGENT.skinMetres(), c.footY(), 0.05, "still on the deck");
            }
        }
    }

    @Test
    void aCharacterUnderTheBridgeStandsOnTheGorgesFloor() {
        try (RegionScene scene = RegionScene.builder(REGION).drawn(false).build()) {
            RoadPoint p = bridgeMiddle(REGION);
            // Beside a pier, under the deck's middle.
            double ground = scene.heightAt(p.x() + 5, p.z());
            CharacterController c = spawn(scene, p.x() + 5, ground + 0.5, p.z());
            assertEquals(ground + AGENT.skinMetres(), c.footY(), 0.05, "on the land under the deck");
        }
    }
}
