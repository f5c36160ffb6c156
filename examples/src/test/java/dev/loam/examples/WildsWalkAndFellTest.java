package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.physics.CharacterController;
import dev.loam.physics.CharacterMedium;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.PlacementDiffs;
import dev.loam.worldgen.WorldRules;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The wilds example's walk and felling, without drawing: the walker is moved by the character
 * controller over the terrain and the trunks, the tree in front of it is felled through a diff
 * saved to a file, and a world stood again from the rules and that file has no tree there, while
 * one stood without it does. Each world here is the example's over a 640 m terrain round the walk
 * (its grid lined up with the example's 4 km one, so the same ground and the same placements).
 */
class WildsWalkAndFellTest {
    private static final double REACH = 320;

    private static WildsWorld world(WorldRules rules, double[] edge, Path diffs, boolean load) {
        return new WildsWorld(rules, edge[0], edge[1], REACH, diffs, load, false);
    }

    @Test
    void theWalkerWalksIntoTheForestOnTheGroundAndTheTreeItFellsStaysFelledAfterTheWorldIsStoodAgain(@TempDir Path dir)
            throws Exception {
        WorldRules rules = WildsExample.rules();
        double[] edge = WildsExample.forestEdge(WildsWorld.hills(rules).plan());
        Path file = dir.resolve(WildsExample.DIFF_FILE);
        Placement felled;
        double standX, standZ, heading;
        try (WildsWorld w = world(rules, edge, file, false)) {
            WildsExample.Approach way = WildsExample.approach(WildsExample.pristine(w).plan(), edge);
            w.settleAt(way.startX(), way.startZ());
            CharacterController walker = w.spawn(way.startX(), way.startZ());
            double before = Math.hypot(way.tree().x() - walker.footX(), way.tree().z() - walker.footZ());
            double[] worst = {0};
            int[] grounded = {0, 0};
            WildsWorld.Walk walk = w.walk(walker, way.tree().x(), way.tree().z(), way.stop(), 120, c -> {
                grounded[1]++;
                if (c.isGrounded()) {
                    grounded[0]++;
                    // Neither sunk into the ground under its middle nor hovering over everything under its
                    // capsule: its rounded foot may rest on a root's or a rock's rim within its radius.
                    double under = w.scene.collisions().surfaceHeight(c.footX(), c.footZ());
                    double top = Math.max(under, highestUnder(w, c));
                    double dd = Math.max(under - c.footY(), c.footY() - top);
                    worst[0] = Math.max(worst[0], dd);
                }
                assertEquals(CharacterMedium.GROUND, c.medium(), "a walk through the wood stays on dry land");
            });
            assertTrue(walk.arrived(), "the walker reaches the tree: " + walk + ", at " + walker);
            double after = Math.hypot(way.tree().x() - walker.footX(), way.tree().z() - walker.footZ());
            assertTrue(before - after > 20, "it walked on into the forest: from " + before + " m to " + after + " m");
            assertTrue(after <= way.stop() + 1e-9 && after > way.tree().footprint(), "it stands before the trunk: " + after);
            assertTrue(grounded[0] > 0.98 * grounded[1], "on the ground nearly every step: " + grounded[0] + " of " + grounded[1]);
            assertTrue(worst[0] < 0.05, "the feet stay within 5 cm of the ground under them: " + worst[0] + " m");

            standX = walker.footX();
            standZ = walker.footZ();
            heading = Math.atan2(way.tree().x() - standX, way.tree().z() - standZ);
            felled = w.inFront(walker, heading).orElseThrow(() -> new AssertionError("no tree in front of the walker"));
            assertEquals("tree", felled.interactive());
            assertTrue(w.scene.objectOf(felled.id()).isPresent(), "published before it is felled");
            w.fell(felled);
            w.scene.update();
            w.scene.settle(200_000_000L, 10_000);
            assertTrue(w.scene.objectOf(felled.id()).isEmpty(), "gone from the stream at once");
            assertTrue(w.world.plan().placement(felled.id()).isEmpty(), "gone from the plan");
            assertFalse(w.inFront(walker, heading).map(p -> p.id().equals(felled.id())).orElse(false), "its trunk is gone");
        }

        // The file round-trips: read into fresh diffs, it writes the same text and removes the tree.
        String saved = Files.readString(file, StandardCharsets.UTF_8).trim();
        PlacementDiffs read = new PlacementDiffs();
        read.load(saved);
        assertEquals(saved, read.toJson());
        assertTrue(read.isRemoved(felled.id()), saved);

        try (WildsWorld again = world(rules, edge, file, true)) {
            again.settleAt(standX, standZ);
            assertTrue(again.world.plan().placement(felled.id()).isEmpty(), "not in the plan after the diff is read back");
            assertTrue(again.scene.objectOf(felled.id()).isEmpty(), "not published");
            CharacterController walker = again.spawn(standX, standZ);
            Optional<Placement> struck = again.inFront(walker, heading);
            assertFalse(struck.map(p -> p.id().equals(felled.id())).orElse(false), "no trunk to strike: " + struck);
        }
        try (WildsWorld fresh = world(rules, edge, dir.resolve("no-such-file.json"), true)) {
            fresh.settleAt(standX, standZ);
            assertTrue(fresh.world.plan().placement(felled.id()).isPresent(), "the rules alone place the tree");
            assertTrue(fresh.scene.objectOf(felled.id()).isPresent(), "and publish it");
            CharacterController walker = fresh.spawn(standX, standZ);
            assertEquals(Optional.of(felled.id()), fresh.inFront(walker, heading).map(Placement::id), "its trunk stands");
        }
    }

    /** The highest collider surface under a walker's capsule: 64 points within its radius (and its skin). */
    private static double highestUnder(WildsWorld w, CharacterController c) {
        double r = c.agent().radiusMetres() + c.agent().skinMetres(), top = Double.NEGATIVE_INFINITY;
        for (int ring = 1; ring <= 2; ring++) {
            for (int a = 0; a < 32; a++) {
                double t = Math.PI * a / 16, d = r * ring / 2;
                top = Math.max(top, w.scene.collisions().surfaceHeight(c.footX() + d * Math.sin(t), c.footZ() + d * Math.cos(t)));
            }
        }
        return top;
    }

    @Test
    void theHamletIsTheHutNearestTheWaterOrElseTheShore() {
        WorldRules rules = WildsExample.rules();
        var plan = WildsWorld.hills(rules).plan();
        WildsWorld.Hamlet h = WildsWorld.hamlet(plan, rules, 0, 0, 1800);
        // The water found is water, within 160 m.
        assertTrue(plan.groundHeight(h.waterX(), h.waterZ()) < plan.waterLevel(h.waterX(), h.waterZ()), h.toString());
        double toWater = Math.hypot(h.waterX() - h.x(), h.waterZ() - h.z());
        assertTrue(toWater <= 160, "by the water: " + toWater + " m");
        if (h.hut().isPresent()) {
            assertTrue(WildsWorld.isHut(h.hut().get().member()), h.toString());
            // No other hut in the box stands nearer the water.
            for (Placement p : plan.placementsIn(-1800, -1800, 1800, 1800,
                    WildsWorld.hutLayers(rules).toArray(String[]::new))) {
                if (WildsWorld.isHut(p.member())) {
                    double[] w = WildsWorld.waterFrom(plan, p.x(), p.z(), 160);
                    assertTrue(w == null || w[0] >= toWater - 4, () -> p.id() + " is nearer the water: " + w[0]);
                }
            }
        } else {
            assertEquals(Optional.of("shore"), plan.biomeAt(h.x(), h.z()));
        }
    }

    @Test
    void aMemberIsAHutByItsName() {
        assertTrue(WildsWorld.isHut("hut"));
        assertTrue(WildsWorld.isHut("hut-small"));
        assertTrue(WildsWorld.isHut("fisherHut"));
        assertFalse(WildsWorld.isHut("woodpile"));
        assertFalse(WildsWorld.isHut("shutter"));
    }
}
