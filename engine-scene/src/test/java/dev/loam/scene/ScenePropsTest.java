package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.physics.CharacterController;
import dev.loam.physics.CollisionHit;
import dev.loam.physics.SpawnResult;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterCollision;
import dev.loam.terrain.ScatterItem;
import dev.loam.terrain.ScatterKind;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scatter sets' and a region's props collide as their sets' {@code collision} says, following the sets. */
class ScenePropsTest {
    private static Terrain flat() {
        return Terrain.builder(65, 65, 1).origin(-32, 0, -32).heights(new float[65 * 65]).build();
    }

    private static Scatter set(String name, ScatterKind kind, ScatterCollision collision, String model) {
        Scatter s = Scatter.builder(name).kind(kind).collision(collision).items(List.of(ScatterItem.of(model))).build();
        s.add(0, 4, 0, 4, 0, 30, 0, 1.2);
        s.add(0, -6, 0, 2, 0, 0, 0, 1);
        return s;
    }

    @Test
    void eachSetCollidesAsItsCollisionSaysAndFoliageNever() {
        Scatter convex = set("rocks", ScatterKind.PROPS, ScatterCollision.CONVEX, "boulder");
        Scatter trimesh = set("huts", ScatterKind.PROPS, ScatterCollision.TRIMESH, "hut");
        Scatter none = set("markers", ScatterKind.PROPS, ScatterCollision.NONE, "boulder");
        Scatter foliage = set("ferns", ScatterKind.FOLIAGE, ScatterCollision.CONVEX, "fern");
        try (TerrainScene scene = TerrainScene.builder(flat()).scatter(convex).scatter(none).scatter(foliage)
                .drawn(false).build()) {
            assertEquals(2, scene.propCollider().propCount(), "only the convex set's two boulders");
            CollisionHit hit = new CollisionHit();
            assertTrue(scene.collisions().raycast(4, 30, 4, 0, -1, 0, 40, hit));
            assertEquals(scene.propCollider(), hit.collider(), "a ray down meets the boulder before the ground");
            assertTrue(hit.point().y() > 0.3, "its top stands over the ground: " + hit);
            assertTrue(scene.propCollider().shape(hit.column()).isConvex());
            // Erased, painted: the collider follows at the next update.
            convex.removeIf(k -> k == 0);
            scene.update();
            assertEquals(1, scene.propCollider().propCount());
            assertTrue(scene.collisions().raycast(4, 30, 4, 0, -1, 0, 40, hit));
            assertFalse(hit.collider() == scene.propCollider(), "gone with its instance");
        }
        try (TerrainScene scene = TerrainScene.builder(flat()).scatter(trimesh).drawn(false).build()) {
            assertEquals(2, scene.propCollider().propCount());
            assertFalse(scene.propCollider().shape(0).isConvex(), "a trimesh set stands its model's triangles");
            CollisionHit hit = new CollisionHit();
            assertTrue(scene.collisions().raycast(4, 30, 4, 0, -1, 0, 40, hit));
            assertEquals(scene.propCollider(), hit.collider());
        }
    }

    @Test
    void propsRaisedWithTheGroundUnderThemCollideWhereTheyNowStand() {
        Terrain t = flat();
        Scatter rocks = set("rocks", ScatterKind.PROPS, ScatterCollision.CONVEX, "boulder");
        try (TerrainScene scene = TerrainScene.builder(t).scatter(rocks).drawn(false).build()) {
            CollisionHit hit = new CollisionHit();
            assertTrue(scene.collisions().raycast(4, 30, 4, 0, -1, 0, 40, hit));
            double before = hit.point().y();
            float[] h = new float[9 * 9];
            java.util.Arrays.fill(h, 3);
            assertTrue(t.setHeights(new TerrainRect(32, 32, 9, 9), h).isEmpty());
            scene.update();
            assertTrue(scene.collisions().raycast(4, 30, 4, 0, -1, 0, 40, hit));
            assertEquals(scene.propCollider(), hit.collider());
            assertEquals(before + 3, hit.point().y(), 1e-4, "the boulder rose with the ground");
        }
    }

    @Test
    void aRegionsPropsCollideAndACharacterCannotWalkThroughThem() {
        try (RegionScene scene = RegionScene.builder(SceneFixtures.region()).drawn(false).build()) {
            Scatter props = scene.region().props();
            assertEquals(props.size(), scene.propCollider().propCount(), "every tree, rock and lighthouse");
            assertTrue(props.size() > 20);
            // The character walks at each of a dozen props from 6 m off: it never ends inside one.
            CollisionHit hit = new CollisionHit();
            int walls = 0;
            for (int k = 0; k < props.size(); k += Math.max(1, props.size() / 12)) {
                double x = props.x(k), z = props.z(k);
                SpawnResult r = CharacterController.spawn(scene.collisions(), AgentSettings.DEFAULT, x - 6, 200, z);
                if (!r.isSpawned()) {
                    continue;
                }
                CharacterController c = r.controller();
                int[] wall = {0};
                c.setContactListener(contact -> {
                    if (contact.collider() == scene.propCollider()) {
                        wall[0]++;
                    }
                });
                for (int s = 0; s < 60 * 4; s++) {
                    c.step(1.0 / 60, Math.max(-3, Math.min(3, (x - c.footX()) * 3)), Math.max(-3, Math.min(3, (z - c.footZ()) * 3)));
                }
                assertFalse(scene.collisions().sweepCapsule(c.footX(), c.footY(), c.footZ(), 0.3, 1.8, 1, 0, 0, 0, hit)
                        && hit.collider() == scene.propCollider(), "inside prop " + k + ": " + c);
                walls += wall[0] > 0 ? 1 : 0;
            }
            assertTrue(walls > 3, "the props stopped the walks: " + walls);
        }
    }
}
