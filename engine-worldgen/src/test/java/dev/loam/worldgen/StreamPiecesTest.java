package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How streaming cuts chunk work into pieces and fits them into a frame's budget. */
class StreamPiecesTest {
    private static final long MS = 1_000_000;

    @Test
    void aFrameNeverStartsAPieceItsEstimateSaysWillNotFit() {
        // Every piece measures exactly 1 ms: the clock reads 1 ms later at each reading (the start,
        // one before the first piece, one after each piece), so the estimate is 1 ms throughout.
        // After k pieces, 1 + k ms have passed; piece k + 1 starts only if 1 + k + 1 <= budget.
        Streams.TickingClock clock = new Streams.TickingClock(MS);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(Streams.light(5), r).clock(clock).maxCellsPerPiece(1)
                .build()) {
            s.setSource("camera", 0, 0);
            s.update(1);
            for (long budget = MS; budget <= 13 * MS / 2; budget += MS / 2) {
                assertTrue(s.stats().queued() > 0, "the queue outlasts the frames");
                s.update(budget);
                int pieces = s.stats().piecesThisFrame();
                long fits = (budget - 2 * MS) / MS;
                assertEquals(1 + Math.max(0, fits), pieces, "pieces in a frame of " + budget + " ns");
                assertTrue(pieces == 1 || (1 + pieces) * MS <= budget,
                        "only the first piece may end past the budget: " + pieces + " pieces in " + budget + " ns");
            }
        }
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
                assertEquals(publishedBefore + 1, r.published.size(), "a cold chunk is published after each piece");
                assertTrue(plan == w.plan(), "the same plan throughout");
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
