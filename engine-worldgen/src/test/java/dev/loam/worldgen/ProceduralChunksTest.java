package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.testkit.Allocation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ProceduralChunksTest {

    @Test
    void everyLayerIsPublishedOutToItsDrawDistanceAndEachChunkEqualsThePlan() {
        WorldGen w = Wilds.world(42);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).build()) {
            s.setSource("camera", 40, -30);
            StreamRecorder.settle(s);
            for (Layer layer : w.rules().get().layers()) {
                double size = layer.chunkSize();
                double d = layer.drawDistance();
                for (int cz = (int) Math.floor((-30 - d) / size); cz <= Math.floor((-30 + d) / size); cz++) {
                    for (int cx = (int) Math.floor((40 - d) / size); cx <= Math.floor((40 + d) / size); cx++) {
                        double dx = Math.max(0, Math.max(cx * size - 40, 40 - (cx + 1) * size));
                        double dz = Math.max(0, Math.max(cz * size + 30, -30 - (cz + 1) * size));
                        if (Math.hypot(dx, dz) <= d) {
                            assertNotNull(r.live.get(layer.id() + ":" + cx + "," + cz), layer.id() + " " + cx + "," + cz);
                        }
                    }
                }
            }
            assertEquals(r.live.size(), StreamRecorder.assertLiveEqualsPlan(r, w.plan()));
            for (Chunk c : r.live.values()) {
                assertEquals(c.placements(), s.published(c.layer(), c.cx(), c.cz()));
            }
            assertEquals(null, s.published("groups", 1000, 1000), "a chunk far away is not resident");
            assertEquals(r.live.size(), s.stats().resident());
            assertEquals(0, s.stats().queued());
        }
        assertTrue(r.live.isEmpty(), "closing releases every chunk");
    }

    @Test
    void aSourceTravelling100KmKeepsTheResidentChunksBounded() {
        WorldGen w = Streams.light(5);
        StreamRecorder r = new StreamRecorder();
        // unload radius 600 + 256: a square of side 2 × 856 + 256 at most, in chunks of 256.
        int bound = (int) Math.pow(Math.ceil((2 * 856.0) / 256) + 2, 2);
        int most = 0;
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).build()) {
            for (int step = 0; step <= 1000; step++) {
                s.setSource("rider", step * 100.0, step * 20.0);
                s.update(1_000_000_000L);
                assertEquals(r.live.size(), s.stats().resident());
                most = Math.max(most, r.live.size());
                assertTrue(r.live.size() <= bound, "resident " + r.live.size() + " > " + bound + " at step " + step);
            }
            assertTrue(s.stats().releasedTotal() > 1000, "chunks behind the rider are released");
            assertTrue(most > 10);
        }
    }

    @Test
    void updateStartsNoPieceOnceTheBudgetIsSpent() {
        // The clock reads 1 ms later at each reading: the start, one before the first piece, one at
        // each piece's end, one at each publish's end (each chunk here is one piece, published at
        // the frame's end): every piece measures 1 ms, every publish 1 ms. A fresh stream does one
        // piece a frame until it has measured publishes of two sizes; three frames of one piece
        // teach it here.
        Streams.TickingClock clock = new Streams.TickingClock(1_000_000);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(Streams.light(5), r).clock(clock).build()) {
            s.setSource("camera", 0, 0);
            s.update(6_500_000);
            assertEquals(1, s.stats().piecesThisFrame(), "no publish measured yet: the first piece alone");
            s.update(1);
            s.update(1);
            s.update(6_500_000);
            assertEquals(2, s.stats().piecesThisFrame(), "the first piece ends 2 ms after the start; the second,"
                    + " with its publish and the first's, is expected to end by 2 + 1 + 2 = 5 <= 6.5 ms; a third by"
                    + " 3 + 1 + 3 = 7 > 6.5");
            assertEquals(2_000_000, s.stats().publishNanosThisFrame(), "two publishes of 1 ms");
            s.update(0);
            assertEquals(0, s.stats().piecesThisFrame(), "no budget, no work");
            s.update(1);
            assertEquals(1, s.stats().piecesThisFrame(), "a budget always starts the first piece");
        }
    }

    @Test
    void theNearestChunksArePublishedFirst() {
        StreamRecorder r = new StreamRecorder();
        Streams.TickingClock clock = new Streams.TickingClock(1_000_000);
        try (ProceduralChunks s = ProceduralChunks.builder(Streams.light(5), r).clock(clock).build()) {
            s.setSource("camera", 100, 300);
            for (int k = 0; k < 200 && (k == 0 || s.stats().queued() > 0); k++) {
                s.update(1_500_000);
            }
        }
        double last = -1;
        for (Chunk c : r.published) {
            double d = Math.hypot(c.x0() + c.size() / 2 - 100, c.z0() + c.size() / 2 - 300);
            assertTrue(d >= last, StreamRecorder.key(c) + " at " + d + " after one at " + last);
            last = d;
        }
        assertTrue(r.published.size() > 15);
    }

    @Test
    void aChunkSplitIntoPiecesAppearsAtOnceAndFillsInOverTheNextFrames() {
        WorldGen w = Streams.light(5);
        StreamRecorder r = new StreamRecorder();
        Streams.TickingClock clock = new Streams.TickingClock(1_000_000);
        // Chunks of 256 over cells of 200 span 2 or 3 columns: one row per piece.
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).clock(clock).maxCellsPerPiece(1).build()) {
            s.setSource("camera", 128, 128);
            s.update(1);
            assertEquals(1, s.stats().piecesThisFrame());
            assertEquals(1, r.published.size(), "the first chunk appears after its first piece");
            Chunk first = r.published.get(0);
            assertFalse(first.complete());
            for (int k = 0; k < 10 && !r.live.get(StreamRecorder.key(first)).complete(); k++) {
                s.update(1);
            }
            Chunk done = r.live.get(StreamRecorder.key(first));
            assertTrue(done.complete());
            assertTrue(done.revision() > 1);
            assertTrue(done.placements().size() >= first.placements().size());
            assertEquals(first.placements(), done.placements().subList(0, first.placements().size()),
                    "filling in only adds");
            StreamRecorder.settle(s);
            assertEquals(r.live.size(), StreamRecorder.assertLiveEqualsPlan(r, w.plan()));
        }
    }

    @Test
    void aReplacedVersionIsDisposedOnlyAfterItsReplacementIsPublished() {
        StreamRecorder r = new StreamRecorder();
        Streams.TickingClock clock = new Streams.TickingClock(1_000_000);
        try (ProceduralChunks s = ProceduralChunks.builder(Streams.light(5), r).clock(clock).maxCellsPerPiece(1)
                .build()) {
            s.setSource("camera", 0, 0);
            for (int k = 0; k < 100; k++) {
                s.update(2_500_000);
            }
        }
        for (int k = 0; k < r.log.size(); k++) {
            String e = r.log.get(k);
            if (!e.startsWith("-")) {
                continue;
            }
            String key = e.substring(1, e.indexOf(' '));
            int rev = Integer.parseInt(e.substring(e.indexOf(' ') + 1));
            if (r.log.subList(0, k).contains("+" + key + " " + (rev + 1))) {
                continue;
            }
            assertFalse(r.log.subList(k + 1, r.log.size()).stream().anyMatch(x -> x.startsWith("+" + key + " ")),
                    key + " revision " + rev + " was disposed before a later version was published: " + r.log);
        }
        assertEquals(r.published.size(), r.disposed, "closing disposes everything once");
    }

    @Test
    void interactiveMembersArePublishedAsObjectsAndTheRestAsDecorPerKind() {
        WorldGen w = Wilds.world(42);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).build()) {
            s.setSource("camera", 0, 0);
            StreamRecorder.settle(s);
            int objects = 0;
            int decor = 0;
            for (Chunk c : r.live.values()) {
                List<Placement> all = new ArrayList<>();
                for (PlacedObject o : c.objects()) {
                    assertEquals(o.placement().id(), o.id());
                    assertEquals(o.placement().interactive(), o.type());
                    assertFalse(o.type().isEmpty());
                    all.add(o.placement());
                    objects++;
                }
                Set<String> kinds = new HashSet<>();
                for (DecorGroup g : c.decor()) {
                    assertTrue(kinds.add(g.kind()), "one group per kind");
                    for (Placement p : g.placements()) {
                        assertFalse(p.isInteractive());
                        assertEquals(g.kind(), DecorGroup.kindOf(p));
                        all.add(p);
                        decor++;
                    }
                }
                assertEquals(new HashSet<>(c.placements()), new HashSet<>(all));
                assertEquals(c.placements().size(), all.size());
            }
            assertTrue(objects > 0 && decor > 0, objects + " objects, " + decor + " decor");
        }
    }

    @Test
    void objectOfFindsEachPublishedObjectByItsIdUntilItsChunkGoesOrADiffRemovesIt() {
        WorldGen w = Streams.light(5);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).build()) {
            s.setSource("camera", 0, 0);
            StreamRecorder.settle(s);
            int objects = 0;
            for (Chunk c : r.live.values()) {
                for (PlacedObject o : c.objects()) {
                    assertEquals(Optional.of(o), s.objectOf(o.id()));
                    objects++;
                }
                for (DecorGroup g : c.decor()) {
                    assertEquals(Optional.empty(), s.objectOf(g.placements().get(0).id()), "decor is no object");
                }
            }
            assertTrue(objects > 0);
            Chunk c = r.live.values().stream().filter(x -> x.objects().size() > 1).findFirst().orElseThrow();
            String felled = c.objects().get(0).id(), standing = c.objects().get(1).id();
            w.diffs().remove(felled);
            s.update(1_000_000_000L);
            assertEquals(Optional.empty(), s.objectOf(felled), "removed by a diff");
            assertEquals(Optional.of(r.live.get(StreamRecorder.key(c)).objects().get(0)), s.objectOf(standing),
                    "the chunk's new version holds the rest");
            s.setSource("camera", 50_000, 0);
            StreamRecorder.settle(s);
            assertEquals(Optional.empty(), s.objectOf(standing), "its chunk was released");
        }
    }

    @Test
    void aSettledStreamAllocatesNothingPerFrameWhileItsSourceMovesWithinAChunk() {
        WorldGen w = Wilds.world(42);
        StreamRecorder recorder = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, recorder).build()) {
            s.setSource("camera", 0, 0);
            StreamRecorder.settle(s);
            int published = recorder.published.size();
            int[] frame = {0};
            // The source sweeps 0 to 4 m east and back, 1 mm a frame: never more than a quarter of
            // the smallest chunk (64 m) from where it settled, so no rescan is due.
            Allocation.assertAllocatesNothing(20_000, 2_000, () -> {
                int k = frame[0]++ % 8_000;
                s.setSource("camera", (k < 4_000 ? k : 8_000 - k) * 0.001, 0);
                s.update(4_000_000);
            });
            assertEquals(published, recorder.published.size(), "the frames had nothing to publish");
        }
    }

    @Test
    void aWorldWhoseVersionIsMissingFailsWithThatReasonAndPublishesNothing() {
        WorldGen w = WorldGen.builder(Wilds.rules()).version(7).seed(1).build();
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).build()) {
            s.setSource("camera", 0, 0);
            s.update(1_000_000_000L);
            assertFalse(s.status().ok());
            assertTrue(s.status().reason().startsWith("version: rules loam:wilds no longer list version 7"),
                    s.status().reason());
            assertTrue(r.published.isEmpty());
            assertEquals(0, s.stats().resident());
        }
    }

    @Test
    void reRegisteringRulesUnderTheSameIdLaysTheWorldOutAgain() {
        String id = "t:reregistered";
        WorldRules first = WorldRules.register(WorldRules.fromJson(Streams.LIGHT.replace("t:light", id)));
        try {
            WorldGen w = WorldGen.builder(id).seed(5).build();
            WorldPlan before = w.plan();
            assertSame(first, before.rules());
            assertSame(before, w.plan(), "unchanged rules keep the plan");
            StreamRecorder r = new StreamRecorder();
            try (ProceduralChunks s = ProceduralChunks.builder(w, r).build()) {
                s.setSource("camera", 0, 0);
                StreamRecorder.settle(s);
                String shownBefore = liveText(r);
                assertFalse(shownBefore.isEmpty());

                // Same id, sparser groves with a new anchor footprint.
                WorldRules second = WorldRules.register(WorldRules.fromJson(Streams.LIGHT.replace("t:light", id)
                        .replace("\"density\": 0.9", "\"density\": 0.4")
                        .replace("\"footprint\": 3", "\"footprint\": 4")));
                WorldPlan after = w.plan();
                assertNotSame(before, after, "new rules under the id lay the world out again");
                assertSame(second, after.rules());
                WorldPlan fresh = WorldGen.builder(second).seed(5).build().plan();
                assertEquals(StreamRecorder.text(fresh.placementsIn(-600, -600, 600, 600)),
                        StreamRecorder.text(after.placementsIn(-600, -600, 600, 600)));
                assertNotEquals(StreamRecorder.text(before.placementsIn(-600, -600, 600, 600)),
                        StreamRecorder.text(after.placementsIn(-600, -600, 600, 600)));

                StreamRecorder.settle(s);
                assertEquals(r.live.size(), StreamRecorder.assertLiveEqualsPlan(r, fresh),
                        "every chunk shown is laid out by the new rules");
                assertNotEquals(shownBefore, liveText(r));
            }
        } finally {
            WorldRules.unregister(id);
        }
    }

    /** Every live chunk's placements, in a stable order. */
    private static String liveText(StreamRecorder r) {
        return r.live.values().stream().sorted(Comparator.comparing(StreamRecorder::key))
                .map(c -> StreamRecorder.key(c) + "\n" + StreamRecorder.text(c.placements()))
                .collect(Collectors.joining("\n"));
    }
}
