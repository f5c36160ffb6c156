package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class World2DTest {

    /** Keeps the live chunks of a 2D world, and every publish. */
    static final class Live implements Chunk2DPublisher {
        final Map<String, Chunk2D> live = new HashMap<>();
        final List<String> log = new ArrayList<>();

        @Override
        public Runnable publish(Chunk2D c) {
            String k = c.cx() + "," + c.cy();
            live.put(k, c);
            log.add(k);
            return () -> live.remove(k, c);
        }
    }

    static void settle(World2D w) {
        for (int k = 0; k < 10_000; k++) {
            w.update(1_000_000_000L);
            if (w.stats().queued() == 0) {
                return;
            }
        }
        throw new AssertionError("never settled: " + w.stats());
    }

    static String text(List<Placement2D> ps) {
        return ps.stream().map(p -> p.id() + " " + Double.toHexString(p.x()) + " " + Double.toHexString(p.y()) + " "
                + Double.toHexString(p.angle()) + " " + Double.toHexString(p.scale())).collect(Collectors.joining("\n"));
    }

    @Test
    void chunksFollowTheCameraCarryingThePlanOnXyAndABiomeGridOfCellSizeCells() {
        Live live = new Live();
        try (World2D w = World2D.create(Wilds.rules(), "island", 11, 256, 32, live)) {
            w.setCamera(100, -50);
            settle(w);
            assertFalse(live.live.isEmpty());
            WorldPlan plan = w.plan();
            for (Chunk2D c : live.live.values()) {
                assertTrue(c.complete());
                assertEquals(8, c.gridSide());
                assertEquals(64, c.biomeGrid().length);
                assertEquals(Wilds.rules().biomes().stream().map(Biome::id).toList(), c.biomes());
                for (int row = 0; row < 8; row += 3) {
                    for (int col = 0; col < 8; col += 3) {
                        double x = c.x0() + (col + 0.5) * 32;
                        double y = c.y0() + (row + 0.5) * 32;
                        assertEquals(plan.biomeAt(x, y).orElse(""), c.biomeAt(col, row), "cell " + col + "," + row);
                    }
                }
                List<Placement2D> want = plan.placementsIn(c.x0(), c.y0(), c.x0() + 256, c.y0() + 256).stream()
                        .map(Placement2D::of).toList();
                assertEquals(text(want), text(c.placements()));
            }
            assertTrue(live.live.values().stream().anyMatch(c -> !c.placements().isEmpty()));
            w.setCamera(5000, 5000);
            settle(w);
            assertTrue(live.live.keySet().stream().allMatch(k -> Integer.parseInt(k.split(",")[0]) > 10),
                    "the old chunks were released: " + live.live.keySet());
        }
        assertThrows(IllegalArgumentException.class, () -> World2D.create(Wilds.rules(), "x", 1, 256, 300, live));
    }

    static final String RING = """
            { "id": "t:ring", "versions": [1],
              "layers": [ { "id": "groups", "spacing": 400 } ],
              "recipes": [ { "id": "camp", "version": 1,
                  "anchor": { "id": "fire", "mesh": "m", "footprint": 1 },
                  "members": [ { "id": "tent", "mesh": "m", "count": 1, "ring": 50, "arc": 90, "footprint": 2,
                                 "interactive": "tent" } ] } ],
              "biomes": [ { "id": "plain", "conditions": [],
                            "recipes": [ { "recipe": "camp", "layer": "groups", "density": 1 } ] } ] }
            """;

    @Test
    void ringIsInWorldUnitsAndArcTurnsFromXTowardY() {
        Live live = new Live();
        try (World2D w = World2D.create(WorldRules.fromJson(RING), "camps", 4, 512, 64, live)) {
            w.setCamera(0, 0);
            settle(w);
            int seen = 0;
            for (Chunk2D c : live.live.values()) {
                Map<String, Placement2D> byMember = new HashMap<>();
                for (Placement2D p : c.placements()) {
                    String group = p.id().substring(0, p.id().lastIndexOf('/'));
                    if (p.member().equals("fire")) {
                        byMember.put(group, p);
                    }
                }
                for (Placement2D p : c.placements()) {
                    if (p.member().equals("tent")) {
                        Placement2D fire = byMember.get(p.id().substring(0, p.id().lastIndexOf('/')));
                        assertEquals(fire.x(), p.x(), 1e-6, "arc 90 turns +x onto +y");
                        assertEquals(fire.y() + 50, p.y(), 1e-6, "ring 50 world units");
                        assertTrue(p.isInteractive());
                        seen++;
                    }
                }
            }
            assertTrue(seen > 3, seen + " tents");
        }
    }

    @Test
    void aZoneWhoseZIsTheWorldsYKeepsItsAreaClear() {
        Live live = new Live();
        try (World2D w = World2D.create(Wilds.rules(), "island", 11, 256, 32, live)) {
            w.zones().set(Zone.reserve("camp", new ZoneShape.Circle(60, 300, 50)));
            w.setCamera(60, 300);
            settle(w);
            long near = 0;
            for (Chunk2D c : live.live.values()) {
                for (Placement2D p : c.placements()) {
                    assertTrue(Math.hypot(p.x() - 60, p.y() - 300) > 50, p.id() + " inside the camp");
                    near += Math.hypot(p.x() - 60, p.y() - 300) < 120 ? 1 : 0;
                }
            }
            assertTrue(near > 0, "things still grow just outside");
        }
    }

    @Test
    void removingATreeRemakesOnlyItsChunkAndItStaysFelled() {
        Live live = new Live();
        try (World2D w = World2D.create(Wilds.rules(), "island", 11, 256, 32, live)) {
            w.setCamera(0, 0);
            settle(w);
            Chunk2D c = live.live.values().stream().filter(x -> x.placements().stream()
                    .anyMatch(p -> p.interactive().equals("tree"))).findFirst().orElseThrow();
            String tree = c.placements().stream().filter(p -> p.interactive().equals("tree")).findFirst().orElseThrow()
                    .id();
            int mark = live.log.size();
            w.diffs().remove(tree);
            w.update(1_000_000_000L);
            assertEquals(List.of(c.cx() + "," + c.cy()), live.log.subList(mark, live.log.size()));
            Chunk2D remade = live.live.get(c.cx() + "," + c.cy());
            assertEquals(c.placements().size() - 1, remade.placements().size());
            assertTrue(remade.revision() > c.revision());
            w.setCamera(40_000, 0);
            settle(w);
            w.setCamera(0, 0);
            settle(w);
            assertFalse(live.live.get(c.cx() + "," + c.cy()).placements().stream().anyMatch(p -> p.id().equals(tree)));
        }
    }

    @Test
    void aLargeChunkAppearsWithItsBiomeGridAtOnceAndFillsIn() {
        Live live = new Live();
        Streams.TickingClock clock = new Streams.TickingClock(1_000_000);
        try (World2D w = World2D.builder(Wilds.rules(), "island", 11, 512, 32, live).maxCellsPerPiece(300)
                .viewRadius(100).clock(clock).build()) {
            w.setCamera(10, 10);
            w.update(1);
            assertEquals(1, live.log.size(), "one piece, the biome grid: the chunk appears");
            Chunk2D first = live.live.values().iterator().next();
            assertFalse(first.complete());
            assertTrue(first.placements().isEmpty());
            for (int k = 0; k < 1000 && !live.live.get(first.cx() + "," + first.cy()).complete(); k++) {
                w.update(1);
            }
            Chunk2D done = live.live.get(first.cx() + "," + first.cy());
            assertTrue(done.complete());
            assertTrue(done.revision() > 2, "filled in over several frames: revision " + done.revision());
            assertEquals(text(w.plan().placementsIn(done.x0(), done.y0(), done.x0() + 512, done.y0() + 512).stream()
                    .map(Placement2D::of).toList()), text(done.placements()));
        }
    }
}
