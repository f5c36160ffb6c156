package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.physics.CollisionHit;
import dev.loam.worldgen.Placement;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A world scene built with its placements colliding: a ray names the tree it met, and a felled tree stops colliding. */
class WorldScenePropsTest {
    private static void settle(WorldScene scene) {
        for (int i = 0; i < 10_000; i++) {
            scene.update(50_000_000L);
            if (scene.chunks().stats().queued() == 0 && scene.chunks().stats().publishedThisFrame() == 0) {
                return;
            }
        }
        throw new AssertionError("streaming did not settle: " + scene.chunks().stats());
    }

    /** The interactive tree nearest a point with nothing else standing within 6 m south of its trunk. */
    private static Placement tree(WorldScene scene, double x, double z) {
        List<Placement> all = scene.world().plan().placementsIn(x - 100, z - 100, x + 100, z + 100);
        Placement best = null;
        for (Placement p : all) {
            boolean clear = p.interactive().equals("tree");
            for (Placement q : all) {
                clear &= q == p || !(q.footprint() > 0) || Math.abs(q.x() - p.x()) > q.footprint() + 0.5
                        || q.z() < p.z() - q.footprint() || q.z() > p.z() + 6 + q.footprint();
            }
            if (clear && (best == null || Math.hypot(p.x() - x, p.z() - z) < Math.hypot(best.x() - x, best.z() - z))) {
                best = p;
            }
        }
        if (best == null) {
            throw new AssertionError("no tree with a clear south side near " + x + ", " + z);
        }
        return best;
    }

    @Test
    void aRayAtATrunkNamesItsTreeAndATreeADiffRemovesNoLongerCollides() {
        WorldFixtures.World w = WorldFixtures.world(3);
        try (WorldScene scene = WorldScene.builder(w.gen(), w.terrain()).drawn(false).propColliders(true).build()) {
            scene.setSource("player", -110, 10);
            settle(scene);
            WorldPropColliders props = scene.propColliders().orElseThrow();
            assertTrue(props.collider().propCount() > 20, "trees stand: " + props.collider().propCount());
            Placement tree = tree(scene, -110, 10);
            // From 6 m south of its trunk, chest high, looking north at it.
            double y = tree.y() + 1.2;
            CollisionHit hit = new CollisionHit();
            assertTrue(scene.collisions().raycast(tree.x(), y, tree.z() + 6, 0, 0, -1, 20, hit));
            assertEquals(Optional.of(tree.id()), props.placementOf(hit).map(Placement::id), "met " + hit);
            assertTrue(hit.distance() < 6 - tree.footprint() + 0.05 && hit.distance() > 6 - tree.footprint() - 0.05,
                    "the trunk's face, its footprint from the middle: " + hit.distance());

            scene.world().diffs().remove(tree.id());
            scene.update(50_000_000L);
            settle(scene);
            scene.collisions().raycast(tree.x(), y, tree.z() + 6, 0, 0, -1, 6, hit);
            assertFalse(props.placementOf(hit).map(Placement::id).equals(Optional.of(tree.id())), "still met: " + hit);
            assertFalse(hit.hasHit() && hit.distance() < 6 - tree.footprint() + 0.05, "the felled trunk is gone: " + hit);
        }
    }

    @Test
    void aSceneBuiltWithoutPropCollidersHasNoneAndAHitOfTheGroundNamesNoPlacement() {
        WorldFixtures.World w = WorldFixtures.world(3);
        try (WorldScene plain = WorldScene.builder(w.gen(), w.terrain()).drawn(false).build()) {
            assertTrue(plain.propColliders().isEmpty());
        }
        try (WorldScene scene = WorldScene.builder(w.gen(), w.terrain()).drawn(false).propColliders(true).build()) {
            scene.setSource("player", 200, 200);
            settle(scene);
            CollisionHit hit = new CollisionHit();
            WorldPropColliders props = scene.propColliders().orElseThrow();
            int ground = 0;
            for (int i = 0; i < 40; i++) {
                double x = 150 + 2.5 * i;
                assertTrue(scene.collisions().raycast(x, 500, 200, 0, -1, 0, 1000, hit));
                assertEquals(hit.collider() == props.collider(), props.placementOf(hit).isPresent(), "at " + x + ": " + hit);
                ground += hit.collider() == props.collider() ? 0 : 1;
            }
            assertTrue(ground > 0, "some rays met the ground");
            assertTrue(scene.propColliders().get().placementOf(new CollisionHit()).isEmpty(), "no hit, no placement");
        }
    }
}
