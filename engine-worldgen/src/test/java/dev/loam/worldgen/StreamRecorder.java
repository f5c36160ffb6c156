package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A publisher that keeps what is live, as a game would: each chunk key holds at most one live
 * version, a new version is published before the old one is disposed, and every disposer runs once.
 */
final class StreamRecorder implements ChunkPublisher {
    final Map<String, Chunk> live = new HashMap<>();
    /** Every publish and dispose, in order: {@code +key rev} / {@code -key rev}. */
    final List<String> log = new ArrayList<>();
    final List<Chunk> published = new ArrayList<>();
    final List<Thread> threads = new ArrayList<>();
    int disposed;

    static String key(Chunk c) {
        return c.layer() + ":" + c.cx() + "," + c.cz();
    }

    @Override
    public Runnable publish(Chunk c) {
        String k = key(c);
        Chunk before = live.get(k);
        assertTrue(before == null || before.revision() < c.revision(), k + " republished without a higher revision");
        live.put(k, c);
        published.add(c);
        threads.add(Thread.currentThread());
        log.add("+" + k + " " + c.revision());
        boolean[] done = {false};
        return () -> {
            assertTrue(!done[0], k + " disposed twice");
            done[0] = true;
            disposed++;
            log.add("-" + k + " " + c.revision());
            if (live.get(k) == c) {
                live.remove(k);
            }
        };
    }

    /** One chunk's placements as text: what byte-identical comparisons compare. */
    static String text(List<Placement> ps) {
        return ps.stream().map(Wilds::line).collect(Collectors.joining("\n"));
    }

    /** Runs updates with a large budget until nothing is queued. */
    static void settle(ProceduralChunks s) {
        for (int k = 0; k < 10_000; k++) {
            s.update(1_000_000_000L);
            if (s.stats().queued() == 0) {
                return;
            }
        }
        throw new AssertionError("streaming never settled: " + s.stats());
    }

    /** Asserts every live complete chunk equals the plan's placements for its square and layer. */
    static int assertLiveEqualsPlan(StreamRecorder r, WorldPlan plan) {
        int n = 0;
        for (Chunk c : r.live.values()) {
            if (!c.complete()) {
                continue;
            }
            List<Placement> want = plan.placementsIn(c.x0(), c.z0(), c.x0() + c.size(), c.z0() + c.size(), c.layer());
            assertEquals(text(want), text(c.placements()), key(c) + " differs from placementsIn");
            n++;
        }
        return n;
    }
}
