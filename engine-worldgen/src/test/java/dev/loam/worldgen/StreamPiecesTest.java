package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How streaming cuts chunk work into pieces and fits them into a frame's budget. */
class StreamPiecesTest {
    private static final long MS = 1_000_000;

    @Test
    void aFrameNeverStartsAPieceItsEstimateSaysWillNotFit() {
        // Each chunk here is one piece, published at the frame's end. The clock reads 1 ms later
        // at each reading: the start, one before the first piece, one at each piece's end, one at
        // each publish's end; so every piece measures 1 ms and every publish 1 ms. After k pieces,
        // 1 + k ms have passed and k publishes of 1 ms are due; piece k + 1, with its own publish,
        // starts only if 1 + k + k + 2 <= budget.
        Streams.TickingClock clock = new Streams.TickingClock(MS);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(Streams.light(5), r).clock(clock).build()) {
            s.setSource("camera", 0, 0);
            s.update(1);
            for (long budget = MS; budget <= 13 * MS / 2; budget += MS / 2) {
                assertTrue(s.stats().queued() > 0, "the queue outlasts the frames");
                s.update(budget);
                int pieces = s.stats().piecesThisFrame();
                long fits = (budget - MS) / (2 * MS);
                assertEquals(Math.max(1, fits), pieces, "pieces in a frame of " + budget + " ns");
                assertEquals(pieces, s.stats().publishedThisFrame(), "a chunk a piece, published at its end");
                assertEquals(pieces * MS, s.stats().publishNanosThisFrame());
                assertTrue(pieces == 1 || (1 + 2 * pieces) * MS <= budget,
                        "only the first piece may end past the budget: " + pieces + " pieces in " + budget + " ns");
            }
        }
    }

    @Test
    void aFrameCountsThePublishTheLastPieceOfAChunkBringsIntoTheBudget() {
        // The clock reads 1 ms later at each reading, and a publish costs 1 ms more for each 10
        // placements shown (the publisher moves the clock): a chunk's publish can cost many times
        // its work, and a frame that starts a chunk's last piece has counted its publish.
        Streams.TickingClock clock = new Streams.TickingClock(MS);
        StreamRecorder r = new StreamRecorder();
        ChunkPublisher dear = c -> {
            clock.now += c.placements().size() * MS / 10;
            return r.publish(c);
        };
        WorldGen w = Wilds.world(42);
        try (ProceduralChunks s = ProceduralChunks.builder(w, dear).clock(clock).build()) {
            s.setSource("camera", 40, -30);
            int frames = 0, several = 0;
            long budget = 12 * MS;
            do {
                s.update(budget);
                StreamStats st = s.stats();
                frames++;
                if (st.piecesThisFrame() > 1) {
                    several++;
                    // Every reading but the last (the frame's end) is counted in the budget: the
                    // start, the pieces' ends, the publishes' ends. Publishes cost exactly a line in
                    // their size here, which the stream fits once it has seen two sizes.
                    assertTrue(st.nanosThisFrame() - MS <= budget, "frame " + frames + ": " + st);
                }
            } while (s.stats().queued() > 0 && frames < 100_000);
            assertEquals(0, s.stats().queued());
            assertTrue(several > 10, several + " frames of several pieces in " + frames);
            assertEquals(r.live.size(), StreamRecorder.assertLiveEqualsPlan(r, w.plan()));
        }
    }

    @Test
    void aChunkFillingInIsPublishedAgainOnlyEachTimeItHasDoubled() {
        // One row of cells a piece, a piece a frame: each chunk appears after its first piece, then
        // grows by doublings, so all its publishes together upload fewer than three times its size.
        StreamRecorder r = new StreamRecorder();
        WorldGen w = Wilds.world(7);
        Map<String, List<Chunk>> versions = new HashMap<>();
        ChunkPublisher keep = c -> {
            versions.computeIfAbsent(StreamRecorder.key(c), k -> new ArrayList<>()).add(c);
            return r.publish(c);
        };
        try (ProceduralChunks s = ProceduralChunks.builder(w, keep).clock(new Streams.TickingClock(MS))
                .maxCellsPerPiece(1).build()) {
            s.setSource("camera", 40, -30);
            for (int frame = 0; frame == 0 || s.stats().queued() > 0; frame++) {
                assertTrue(frame < 100_000, "streaming never settled");
                s.update(1);
            }
            assertEquals(r.live.size(), StreamRecorder.assertLiveEqualsPlan(r, w.plan()));
        }
        int filledIn = 0;
        for (Map.Entry<String, List<Chunk>> e : versions.entrySet()) {
            List<Chunk> vs = e.getValue();
            Chunk last = vs.get(vs.size() - 1);
            assertTrue(last.complete(), e.getKey());
            long uploaded = 0;
            for (int i = 0; i < vs.size(); i++) {
                Chunk v = vs.get(i);
                uploaded += v.placements().size();
                assertEquals(i == vs.size() - 1, v.complete(), e.getKey() + " version " + i);
                if (i > 0 && !v.complete()) {
                    int before = vs.get(i - 1).placements().size();
                    assertTrue(v.placements().size() >= 2 * Math.max(1, before),
                            e.getKey() + " filled in from " + before + " to " + v.placements().size());
                }
            }
            int size = last.placements().size();
            assertTrue(uploaded <= 3L * size + 1, e.getKey() + ": " + uploaded + " placements uploaded for " + size);
            if (vs.size() > 2) {
                filledIn++;
            }
        }
        assertTrue(filledIn > 10, filledIn + " chunks filled in over more than one publish before their last");
    }

    @Test
    void aPieceDearerThanTheBudgetStillRunsOneAFrameUntilTheWorldSettles() {
        // Each piece measures 5 ms against a 2 ms budget: the estimate never fits, the first does.
        Streams.TickingClock clock = new Streams.TickingClock(5 * MS);
        StreamRecorder r = new StreamRecorder();
        WorldGen w = Streams.light(5);
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).clock(clock).maxCellsPerPiece(1).build()) {
            s.setSource("camera", 0, 0);
            int frames = 0;
            do {
                s.update(2 * MS);
                assertEquals(1, s.stats().piecesThisFrame(), "frame " + frames);
                frames++;
            } while (s.stats().queued() > 0 && frames < 10_000);
            assertEquals(0, s.stats().queued());
            assertEquals(r.live.size(), StreamRecorder.assertLiveEqualsPlan(r, w.plan()));
        }
    }

    @Test
    void onAColdWorldNoPieceWorksOutMoreThanMaxCellsPerPieceCellsOfAnyLayerAndChunksStillEqualThePlan() {
        for (long seed : new long[] {42, 1000, 1001, 1002}) {
            streamColdCountingEachPiece(seed);
        }
    }

    private static void streamColdCountingEachPiece(long seed) {
        // One piece a frame (the budget is spent by the first), each counted by the planner's cache
        // misses before and after. Every chunk of the example rules has at most 12 columns of its
        // own layer, so a run of rows fits 32 cells too.
        int maxCells = 32;
        WorldGen w = Wilds.world(seed);
        WorldPlan plan = w.plan();
        LayerPlanner planner = plan.planner();
        List<Layer> layers = w.rules().get().layers();
        int n = layers.size();
        StreamRecorder r = new StreamRecorder();
        Streams.TickingClock clock = new Streams.TickingClock(MS);
        int warmUps = 0;
        int rowPieces = 0;
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).clock(clock).maxCellsPerPiece(maxCells).build()) {
            s.setSource("camera", 40, -30);
            long[] drafts = new long[n];
            long[] outcomes = new long[n];
            for (int frame = 0; frame == 0 || s.stats().queued() > 0; frame++) {
                assertTrue(frame < 100_000, "streaming never settled");
                for (int l = 0; l < n; l++) {
                    drafts[l] = planner.draftsComputed(l);
                    outcomes[l] = planner.outcomesComputed(l);
                }
                int publishedBefore = r.published.size();
                s.update(1);
                assertEquals(1, s.stats().piecesThisFrame());
                int publishes = r.published.size() - publishedBefore;
                assertTrue(publishes <= 1, publishes + " publishes after one piece");
                assertTrue(frame > 0 || publishes == 1, "a cold chunk is published after its first piece");
                assertTrue(plan == w.plan(), "the same plan throughout");
                // A chunk under way is worked on until it is done (it stays nearest in the queue),
                // and it is published after its first piece: without a publish, the piece belongs
                // to the chunk last published.
                String own = r.published.get(r.published.size() - 1).layer();
                int lane = layers.indexOf(layers.stream().filter(x -> x.id().equals(own)).findFirst().get());
                long ownOutcomes = planner.outcomesComputed(lane) - outcomes[lane];
                boolean earlier = false;
                long earlierCells = 0;
                for (int l = 0; l < n; l++) {
                    long d = planner.draftsComputed(l) - drafts[l];
                    long o = planner.outcomesComputed(l) - outcomes[l];
                    String at = "seed " + seed + ", frame " + frame + ", a piece of " + own + " worked out " + d + " drafts and " + o
                            + " outcomes of " + layers.get(l).id();
                    assertTrue(o <= maxCells, at);
                    if (l != lane) {
                        // The own layer's drafts are the conflict neighbourhood of its rows.
                        assertTrue(d <= maxCells, at);
                    }
                    if (l > lane) {
                        assertEquals(0, d + o, at);
                    }
                    if (l < lane && d + o > 0) {
                        earlier = true;
                        earlierCells += d + o;
                        assertEquals(0, ownOutcomes, at + ": a piece of rows found earlier layers not worked out");
                    }
                }
                // A warm-up works out drafts or outcomes of one earlier layer, each finding what it
                // looks at already worked out: no more than its share of cells in all.
                assertTrue(earlierCells <= maxCells, "seed " + seed + ", frame " + frame + ", a piece of " + own + " worked out "
                        + earlierCells + " cells of earlier layers");
                if (earlier) {
                    warmUps++;
                } else if (ownOutcomes > 0) {
                    rowPieces++;
                }
            }
            assertEquals(r.live.size(), StreamRecorder.assertLiveEqualsPlan(r, w.plan()));
            assertTrue(r.live.size() > 50, r.live.size() + " chunks");
        }
        assertTrue(warmUps > 0 && rowPieces > 0, warmUps + " warm-up pieces, " + rowPieces + " pieces of rows");
    }
}
