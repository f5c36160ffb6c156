package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.testkit.ProgressRecorder;
import dev.loam.testkit.LogCapture;
import dev.loam.core.Progress;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.logging.Level;
import org.junit.jupiter.api.Test;

/**
 * Planning a box reports its rows of cells and stops on a cancel with nothing returned; a
 * streaming frame over its budget is logged at DEBUG.
 */
class PlanProgressTest {
    @Test
    void placementsInReportEveryRowOfEveryLayerAndEqualTheQueryWithoutAListener() {
        WorldPlan plan = Wilds.world(7).plan();
        ProgressRecorder r = new ProgressRecorder();
        List<Placement> ps = plan.placementsIn(-300, -300, 300, 300, r);
        assertEquals(List.of("plan"), r.phases());
        r.assertKeepsTheRules(true);
        long total = r.updates().get(0).total();
        long expected = 0;
        for (Layer l : plan.rules().layers()) {
            expected += (long) Math.floor(300 / l.spacing()) - (long) Math.floor(-300 / l.spacing()) + 1;
        }
        assertEquals(expected, total);
        assertEquals(total + 1, r.updates().size(), "one report a row, each rising by one");
        assertEquals(plan.placementsIn(-300, -300, 300, 300).stream().map(Wilds::line).toList(),
                ps.stream().map(Wilds::line).toList());
    }

    @Test
    void onlyTheWantedLayersRowsAreCounted() {
        WorldPlan plan = Wilds.world(7).plan();
        ProgressRecorder r = new ProgressRecorder();
        plan.placementsIn(0, 0, 1000, 1000, r, "groups");
        double spacing = plan.rules().layers().stream().filter(l -> l.id().equals("groups")).findFirst().orElseThrow()
                .spacing();
        assertEquals((long) Math.floor(1000 / spacing) + 1, r.updates().get(0).total());
        r.assertKeepsTheRules(true);
    }

    @Test
    void aCancelMidwayReturnsNothingAndThePlanAnswersAsBefore() {
        WorldPlan plan = Wilds.world(7).plan();
        ProgressRecorder r = new ProgressRecorder(5);
        assertThrows(Progress.Cancelled.class, () -> plan.placementsIn(-300, -300, 300, 300, r));
        assertEquals(List.of(0L, 1L, 2L, 3L, 4L), r.counts("plan"));
        WorldPlan fresh = Wilds.world(7).plan();
        assertEquals(fresh.placementsIn(-300, -300, 300, 300).stream().map(Wilds::line).toList(),
                plan.placementsIn(-300, -300, 300, 300).stream().map(Wilds::line).toList());
    }

    @Test
    void aBadBoxIsRefusedBeforeAnyReport() {
        WorldPlan plan = Wilds.world(7).plan();
        ProgressRecorder r = new ProgressRecorder();
        assertEquals("rect", assertThrows(WorldRulesException.class,
                () -> plan.placementsIn(10, 0, 0, 10, r)).path());
        assertEquals("layers", assertThrows(WorldRulesException.class,
                () -> plan.placementsIn(0, 0, 10, 10, r, "nope")).path());
        assertEquals(List.of(), r.updates());
    }

    @Test
    void statsReportTheLayersRowsAndEqualTheStatsWithoutAListener() {
        WorldPlan plan = Wilds.world(7).plan();
        ProgressRecorder r = new ProgressRecorder();
        LayerStats s = plan.stats("groups", -500, -500, 500, 500, r);
        r.assertKeepsTheRules(true);
        assertEquals(plan.stats("groups", -500, -500, 500, 500).toString(), s.toString());
        ProgressRecorder cancel = new ProgressRecorder(2);
        assertThrows(Progress.Cancelled.class, () -> plan.stats("groups", -500, -500, 500, 500, cancel));
    }

    @Test
    void anAsyncQueryCompletesWithTheCancel() {
        WorldPlan plan = Wilds.world(7).plan();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            CompletionException e = assertThrows(CompletionException.class,
                    () -> plan.placementsInAsync(-300, -300, 300, 300, pool, new ProgressRecorder(3)).join());
            assertTrue(e.getCause() instanceof Progress.Cancelled, e.toString());
            ProgressRecorder r = new ProgressRecorder();
            assertEquals(plan.placementsIn(-300, -300, 300, 300, "groups").size(),
                    plan.placementsInAsync(-300, -300, 300, 300, pool, r, "groups").join().size());
            r.assertKeepsTheRules(true);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aStreamingFrameOverItsBudgetIsLoggedAtDebugAndOneWithinItIsNot() {
        long ms = 1_000_000;
        // Every clock reading is 5 ms on: the first piece of a frame always overruns a 2 ms budget.
        Streams.TickingClock clock = new Streams.TickingClock(5 * ms);
        try (LogCapture log = new LogCapture(StreamCore.class.getName());
             ProceduralChunks s = ProceduralChunks.builder(Streams.light(5), new StreamRecorder()).clock(clock)
                     .maxCellsPerPiece(1).build()) {
            s.setSource("camera", 0, 0);
            s.update(2 * ms);
            List<String> debug = log.messages(Level.FINE);
            assertEquals(1, debug.size(), debug.toString());
            assertTrue(debug.get(0).startsWith("a streaming frame took "), debug.get(0));
            assertTrue(debug.get(0).contains("over its budget of 2.000 ms"), debug.get(0));
            s.update(1000 * ms);
            assertEquals(1, log.count(), "a frame within its budget logs nothing");
            assertEquals(0, log.messages(Level.INFO).size() + log.messages(Level.WARNING).size());
        }
    }
}
