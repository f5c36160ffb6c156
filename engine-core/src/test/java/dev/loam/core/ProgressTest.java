package dev.loam.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ProgressTest {
    @Test
    void aPhaseReportsZeroThenEachStepThenItsTotal() {
        ProgressRecorder r = new ProgressRecorder();
        Progress.Phase p = Progress.Phase.begin(r, "mesh", 3);
        p.step();
        p.advance(1);
        p.finish();
        assertEquals(List.of(new ProgressRecorder.Update("mesh", 0, 3), new ProgressRecorder.Update("mesh", 1, 3),
                new ProgressRecorder.Update("mesh", 2, 3), new ProgressRecorder.Update("mesh", 3, 3)), r.updates());
        r.assertKeepsTheRules(true);
    }

    @Test
    void countsAreCappedAtTheTotalAndNeverReportedTwice() {
        ProgressRecorder r = new ProgressRecorder();
        Progress.Phase p = Progress.Phase.begin(r, "read", 10);
        p.advanceTo(4);
        p.advanceTo(4);
        p.advanceTo(2);
        p.advance(100);
        p.finish();
        assertEquals(List.of(0L, 4L, 10L), r.counts("read"));
        assertEquals(10, p.done());
        r.assertKeepsTheRules(true);
    }

    @Test
    void anEmptyPhaseIsCompleteAtItsFirstReport() {
        ProgressRecorder r = new ProgressRecorder();
        Progress.Phase.begin(r, "plan", 0).finish();
        assertEquals(List.of(new ProgressRecorder.Update("plan", 0, 0)), r.updates());
    }

    @Test
    void aNegativeTotalOrStepIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Progress.Phase.begin(Progress.NONE, "x", -1));
        Progress.Phase p = Progress.Phase.begin(Progress.NONE, "x", 5);
        assertThrows(IllegalArgumentException.class, () -> p.advance(-1));
    }

    @Test
    void aCancelIsThrownAfterTheReportThatSawIt() {
        ProgressRecorder r = new ProgressRecorder(2);
        Progress.Phase p = Progress.Phase.begin(r, "heights", 5);
        Progress.Cancelled c = assertThrows(Progress.Cancelled.class, p::step);
        assertEquals("heights", c.phase());
        assertEquals(2, r.updates().size());
    }

    @Test
    void aListenerCancelledBeforeTheStartStopsTheWorkAtBegin() {
        ProgressRecorder r = new ProgressRecorder(0);
        assertThrows(Progress.Cancelled.class, () -> Progress.Phase.begin(r, "decode", 1));
        assertEquals(1, r.updates().size());
    }

    @Test
    void theNoneListenerNeverCancels() {
        Progress.Phase p = Progress.Phase.begin(Progress.NONE, "x", 2);
        p.step();
        p.step();
        assertEquals(2, p.done());
    }

    @Test
    void stepsFromManyThreadsReachTheListenerOneAtATimeAndInOrder() throws Exception {
        ProgressRecorder r = new ProgressRecorder();
        int tasks = 400;
        Progress.Phase p = Progress.Phase.begin(r, "mesh", tasks);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            CompletableFuture<?>[] all = new CompletableFuture<?>[tasks];
            for (int k = 0; k < tasks; k++) {
                all[k] = CompletableFuture.runAsync(p::step, pool);
            }
            CompletableFuture.allOf(all).get(30, TimeUnit.SECONDS);
        } finally {
            pool.shutdownNow();
        }
        assertEquals(tasks + 1, r.updates().size());
        r.assertKeepsTheRules(true);
    }
}
