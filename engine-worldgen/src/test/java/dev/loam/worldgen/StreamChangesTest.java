package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class StreamChangesTest {

    /** The keys of chunks published (any revision) after the log's first {@code from} entries. */
    static Set<String> republished(StreamRecorder r, int from) {
        Set<String> out = new HashSet<>();
        for (String e : r.log.subList(from, r.log.size())) {
            if (e.startsWith("+")) {
                out.add(e.substring(1, e.indexOf(' ')));
            }
        }
        return out;
    }

    /** The keys of resident chunks of every layer whose square lies within each layer's margin of a zone. */
    static Set<String> reachable(WorldGen w, StreamRecorder r, Zone... zones) {
        PlanModel model = w.plan().model();
        Set<String> out = new HashSet<>();
        for (Chunk c : r.live.values()) {
            int l = w.rules().get().layers().stream().map(Layer::id).toList().indexOf(c.layer());
            for (Zone z : zones) {
                double dx = Math.max(0, Math.max(c.x0() - z.shape().x(), z.shape().x() - c.x0() - c.size()));
                double dz = Math.max(0, Math.max(c.z0() - z.shape().z(), z.shape().z() - c.z0() - c.size()));
                if (Math.hypot(dx, dz) <= ZoneReach.anchorMargins(model, z)[l]) {
                    out.add(StreamRecorder.key(c));
                }
            }
        }
        return out;
    }

    @Test
    void aNewZoneRegeneratesOnlyTheChunksItReachesKeepingTheOldOnesUntilReplaced() {
        WorldGen w = Wilds.world(42);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).build()) {
            s.setSource("camera", 0, 0);
            StreamRecorder.settle(s);
            Set<String> resident = new HashSet<>(r.live.keySet());
            int mark = r.log.size();
            long made = s.stats().generatedTotal();
            Zone house = Zone.reserve("house", new ZoneShape.Circle(150, -90, 40));
            w.zones().set(house);
            // A tiny budget: the regeneration spreads over frames, and every chunk stays live throughout.
            for (int k = 0; k < 10_000; k++) {
                s.update(1);
                assertEquals(resident, r.live.keySet(), "no chunk is missing while its new version is made");
                if (s.stats().queued() == 0) {
                    break;
                }
            }
            Set<String> redone = republished(r, mark);
            assertFalse(redone.isEmpty());
            assertTrue(reachable(w, r, house).containsAll(redone), "only chunks within the zone's reach: " + redone);
            assertTrue(redone.size() < resident.size() / 6, redone.size() + " of " + resident.size());
            assertTrue(s.stats().generatedTotal() - made <= reachable(w, r, house).size(),
                    "only chunks within the zone's reach are generated again");
            StreamRecorder.assertLiveEqualsPlan(r, w.plan());
            for (Chunk c : r.live.values()) {
                for (Placement p : c.placements()) {
                    assertTrue(Math.hypot(p.x() - 150, p.z() + 90) > 40, p.id() + " inside the new zone");
                }
            }
        }
    }

    @Test
    void aZoneMovedOrRemovedAndARoadRegenerateOnlyWhatTheyTouch() {
        WorldGen w = Wilds.world(9);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).build()) {
            s.setSource("camera", 0, 0);
            Zone a = Zone.reserve("camp", new ZoneShape.Circle(-100, 60, 25));
            w.zones().set(a);
            StreamRecorder.settle(s);
            int mark = r.log.size();
            Zone moved = Zone.reserve("camp", new ZoneShape.Circle(120, 60, 25));
            w.zones().set(moved);
            StreamRecorder.settle(s);
            assertTrue(reachable(w, r, a, moved).containsAll(republished(r, mark)));
            StreamRecorder.assertLiveEqualsPlan(r, w.plan());

            mark = r.log.size();
            Roads.setRoad(w.zones(), new RoadSpec("lane", List.of(new double[] {-200, -200}, new double[] {0, -150}),
                    6, 2, 3, Zone.EVERYTHING));
            StreamRecorder.settle(s);
            Set<String> roadChunks = republished(r, mark);
            assertFalse(roadChunks.isEmpty());
            assertTrue(reachable(w, r, w.zones().snapshot().stream().filter(z -> z.id().startsWith("road:"))
                    .toArray(Zone[]::new)).containsAll(roadChunks));
            StreamRecorder.assertLiveEqualsPlan(r, w.plan());

            mark = r.log.size();
            w.zones().remove("camp");
            StreamRecorder.settle(s);
            assertTrue(reachable(w, r, moved).containsAll(republished(r, mark)));
            StreamRecorder.assertLiveEqualsPlan(r, w.plan());
        }
    }

    @Test
    void aRemovedPlacementRemakesOnlyItsChunkAndStaysRemovedAfterRelease() {
        WorldGen w = Streams.light(5);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).build()) {
            s.setSource("camera", 0, 0);
            StreamRecorder.settle(s);
            Chunk c = r.live.values().stream().filter(x -> !x.objects().isEmpty()).findFirst().orElseThrow();
            String tree = c.objects().get(0).id();
            int mark = r.log.size();
            w.diffs().remove(tree);
            s.update(1_000_000_000L);
            assertEquals(Set.of(StreamRecorder.key(c)), republished(r, mark));
            Chunk remade = r.live.get(StreamRecorder.key(c));
            assertFalse(remade.placements().stream().anyMatch(p -> p.id().equals(tree)));
            assertEquals(c.placements().size() - 1, remade.placements().size());
            // Away and back: the chunk is released, generated again, and the tree stays felled.
            s.setSource("camera", 50_000, 0);
            StreamRecorder.settle(s);
            assertFalse(r.live.containsKey(StreamRecorder.key(c)));
            s.setSource("camera", 0, 0);
            StreamRecorder.settle(s);
            assertFalse(r.live.get(StreamRecorder.key(c)).placements().stream().anyMatch(p -> p.id().equals(tree)));
        }
    }

    /** Walks a source along a path on this thread in small frames, settling at each point; returns every complete chunk's text by key. */
    static Map<String, String> walk(WorldGen w, double[][] path) {
        StreamRecorder r = new StreamRecorder();
        Map<String, String> out = new TreeMap<>();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).build()) {
            double[] from = path[0];
            for (double[] p : path) {
                // Small frames on the way (chunks begun, some half done, some released), then settle there.
                for (int k = 1; k <= 10; k++) {
                    s.setSource("walker", from[0] + (p[0] - from[0]) * k / 10, from[1] + (p[1] - from[1]) * k / 10);
                    s.update(200_000);
                }
                from = p;
                StreamRecorder.settle(s);
                for (Chunk c : r.live.values()) {
                    if (c.complete()) {
                        String before = out.putIfAbsent(StreamRecorder.key(c), StreamRecorder.text(c.placements()));
                        assertTrue(before == null || before.equals(StreamRecorder.text(c.placements())),
                                StreamRecorder.key(c) + " came out different when made again");
                    }
                }
            }
        }
        return out;
    }

    @Test
    void twoSourcesWalkingDifferentPathsOnDifferentThreadsPublishByteIdenticalChunks() throws Exception {
        double[][] east = {{-300, 0}, {0, 0}, {300, 0}, {600, 100}};
        double[][] north = {{400, 500}, {200, 200}, {0, -100}, {-200, 0}};
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<Map<String, String>> a = pool.submit(() -> walk(Wilds.world(77), east));
            Future<Map<String, String>> b = pool.submit(() -> walk(Wilds.world(77), north));
            Map<String, String> ma = a.get();
            Map<String, String> mb = b.get();
            int shared = 0;
            WorldPlan plan = Wilds.world(77).plan();
            for (Map.Entry<String, String> e : ma.entrySet()) {
                if (mb.containsKey(e.getKey())) {
                    shared++;
                    assertEquals(e.getValue(), mb.get(e.getKey()), e.getKey());
                }
            }
            assertTrue(shared > 50, shared + " chunks in common");
            for (Map<String, String> m : List.of(ma, mb)) {
                for (Map.Entry<String, String> e : m.entrySet()) {
                    String[] k = e.getKey().split("[:,]");
                    double size = plan.rules().layers().stream().filter(l -> l.id().equals(k[0])).findFirst()
                            .orElseThrow().chunkSize();
                    double x0 = Integer.parseInt(k[1]) * size;
                    double z0 = Integer.parseInt(k[2]) * size;
                    assertEquals(StreamRecorder.text(plan.placementsIn(x0, z0, x0 + size, z0 + size, k[0])),
                            e.getValue(), e.getKey());
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void withAnExecutorChunksAreMadeThereAndPublishedOnTheGamesThreadInUpdate() throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        WorldGen w = Wilds.world(3);
        StreamRecorder r = new StreamRecorder();
        // Each task the stream hands the executor records the thread it runs on.
        Set<Thread> makers = ConcurrentHashMap.newKeySet();
        AtomicInteger tasks = new AtomicInteger();
        Executor recording = task -> pool.execute(() -> {
            makers.add(Thread.currentThread());
            tasks.incrementAndGet();
            task.run();
        });
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).executor(recording, 3).build()) {
            s.setSource("camera", 0, 0);
            long deadline = System.nanoTime() + 60_000_000_000L;
            for (int k = 0; System.nanoTime() < deadline && (k < 2 || s.stats().queued() > 0); k++) {
                s.update(2_000_000);
                Thread.sleep(1);
            }
            assertEquals(0, s.stats().queued());
            assertTrue(r.threads.stream().allMatch(t -> t == Thread.currentThread()), "published on the game's thread");
            assertEquals(r.live.size(), StreamRecorder.assertLiveEqualsPlan(r, w.plan()));
            Map<String, String> inline = new HashMap<>();
            StreamRecorder r2 = new StreamRecorder();
            try (ProceduralChunks s2 = ProceduralChunks.builder(Wilds.world(3), r2).build()) {
                s2.setSource("camera", 0, 0);
                StreamRecorder.settle(s2);
                r2.live.forEach((k, c) -> inline.put(k, StreamRecorder.text(c.placements())));
            }
            assertEquals(inline.keySet(), r.live.keySet());
            r.live.forEach((k, c) -> assertEquals(inline.get(k), StreamRecorder.text(c.placements()), k));
            assertFalse(r.live.isEmpty());
            assertEquals(s.stats().generatedTotal(), tasks.get(), "every chunk was made in a task on the executor");
            assertFalse(makers.isEmpty());
            assertFalse(makers.contains(Thread.currentThread()), "no chunk was made on the game's thread");
        } finally {
            pool.shutdownNow();
        }
    }
}
