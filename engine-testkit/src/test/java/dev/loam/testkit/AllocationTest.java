package dev.loam.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

class AllocationTest {
    /** Escapes what an action allocates, so no compiler removes the allocation. */
    static volatile Object sink;

    @Test
    void codeThatAllocatesNothingPasses() {
        long[] sum = {0};
        Allocation.assertAllocatesNothing(10_000, 1_000, () -> sum[0] += sum[0] * 31 + 7);
    }

    @Test
    void codeThatAllocatesOnEveryRunFails() {
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> Allocation.assertAllocatesNothing(10_000, 1_000, () -> sink = new int[4]));
        assertTrue(e.getMessage().startsWith("1000 runs allocated "), e.getMessage());
    }

    @Test
    void codeThatAllocatesOnceInTheWindowFails() {
        // One run in 1,500 allocates: the warm-up and settling runs hold no allocation in the last
        // window's place, so only a check that measures every run of its window catches it.
        int[] run = {0};
        assertThrows(AssertionFailedError.class, () -> Allocation.assertAllocatesNothing(0, 1_500, () -> {
            if (++run[0] % 1_500 == 0) {
                sink = new byte[16];
            }
        }));
    }

    @Test
    void whereAllocationCannotBeCountedTheTestIsSkippedNotPassed() {
        // A counter that never moves, as a JVM that reports 0 for every thread.
        assertThrows(TestAbortedException.class, () -> Allocation.assumeCounts(() -> 0));
        long[] reads = {0};
        Allocation.assumeCounts(() -> 4096 * reads[0]++);
    }

    @Test
    void aByteInTheMeasuredWindowFailsWhateverTheSettlingSaw() {
        // A counter that counts 8 bytes a run through the warm-up and two settling windows, then
        // 1 byte on one run of the third window; the JIT clock stands still, so the third is measured.
        AtomicLong bytes = new AtomicLong();
        int[] runs = {0};
        int warmup = 5, window = 10;
        Runnable action = () -> {
            runs[0]++;
            bytes.addAndGet(runs[0] <= warmup + 2 * window ? 8 : runs[0] == warmup + 3 * window ? 1 : 0);
        };
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> Allocation.assertAllocatesNothing(bytes::get, () -> 0, warmup, window, action));
        assertTrue(e.getMessage().startsWith("10 runs allocated 1 bytes"), e.getMessage());
        assertEquals(warmup + 3 * window, runs[0], "the window measured is the one after two quiet windows");
    }

    @Test
    void aWindowInWhichTheJitCompiledStillCountsAndSaysSo() {
        // The clock moves on every read: settling never sees a quiet window and stops at its limit;
        // the measured window then allocates, and the failure names the compilation.
        long[] clock = {0};
        int[] runs = {0};
        AtomicLong bytes = new AtomicLong();
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> Allocation.assertAllocatesNothing(
                bytes::get, () -> clock[0]++, 0, 1, () -> {
                    if (++runs[0] > Allocation.MAX_SETTLING_WINDOWS) {
                        bytes.addAndGet(24);
                    }
                }));
        int resettling = (Allocation.MEASURED_WINDOWS - 1) * Allocation.QUIET_WINDOWS;
        assertEquals(Allocation.MAX_SETTLING_WINDOWS + resettling + Allocation.MEASURED_WINDOWS, runs[0],
                "a window in which the JIT compiled is followed by two more settling windows and another, up to three");
        assertTrue(e.getMessage().contains("still compiling when settling stopped after "
                + (Allocation.MAX_SETTLING_WINDOWS + resettling) + " windows"), e.getMessage());
        assertTrue(e.getMessage().contains("the JIT compiled or installed code during the window (and in each of the 3"),
                e.getMessage());
    }

    @Test
    void aWindowSpoiltByACompilationIsSettledAndMeasuredAgainAndACleanOnePasses() {
        // Quiet settling; then the JIT compiles during the first measured window, which allocates
        // (as a deoptimisation would); two quiet windows settle again, the next measured window is
        // clean, and the check passes.
        long[] clock = {0};
        int[] runs = {0};
        AtomicLong bytes = new AtomicLong();
        int settlingRuns = Allocation.QUIET_WINDOWS;
        Allocation.assertAllocatesNothing(bytes::get, () -> clock[0], 0, 1, () -> {
            if (++runs[0] == settlingRuns + 1) {
                clock[0]++;
                bytes.addAndGet(40);
            }
        });
        assertEquals(settlingRuns + 1 + Allocation.QUIET_WINDOWS + 1, runs[0], "settled, measured, settled again, measured");
    }

    @Test
    void aWindowThatAllocatesWhileTheJitIsQuietFailsWithoutASecondTry() {
        int[] runs = {0};
        AtomicLong bytes = new AtomicLong();
        int settlingRuns = Allocation.QUIET_WINDOWS;
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> Allocation.assertAllocatesNothing(
                bytes::get, () -> 0, 0, 1, () -> {
                    if (++runs[0] > settlingRuns) {
                        bytes.addAndGet(16);
                    }
                }));
        assertEquals(settlingRuns + 1, runs[0], "one window measured");
        assertTrue(e.getMessage().contains("the JIT compiled nothing and deoptimised nothing during the window"),
                e.getMessage());
    }

    /** A watch that reports the given deoptimisations at each window's end, in turn, then none. */
    private static final class ScriptedDeopts implements DeoptWatch {
        private final List<List<String>> script;
        private final AtomicLong bytes;
        int begun, ended;

        ScriptedDeopts(AtomicLong bytes, List<List<String>> script) {
            this.bytes = bytes;
            this.script = script;
        }

        @Override
        public void begin() {
            begun++;
            bytes.addAndGet(1000); // as a flight recording's start allocates: outside the window
        }

        @Override
        public List<String> end() {
            bytes.addAndGet(1000);
            List<String> seen = ended < script.size() ? script.get(ended) : List.of();
            ended++;
            return seen;
        }

        @Override
        public void close() {
        }
    }

    @Test
    void aWindowInWhichTheJitDeoptimisedIsSettledAndMeasuredAgainAndACleanOnePasses() {
        // The compilation clock stands still; a deoptimisation lands in the first measured window,
        // which allocates (the method's objects back on the heap); the second is clean.
        int[] runs = {0};
        AtomicLong bytes = new AtomicLong();
        ScriptedDeopts deopts = new ScriptedDeopts(bytes, List.of(List.of("Walk.step (unstable_if)")));
        int settlingRuns = Allocation.QUIET_WINDOWS;
        Allocation.assertAllocatesNothing(bytes::get, () -> 0, deopts, 0, 1, () -> {
            if (++runs[0] == settlingRuns + 1) {
                bytes.addAndGet(48);
            }
        });
        assertEquals(settlingRuns + 1 + Allocation.QUIET_WINDOWS + 1, runs[0], "settled, measured, settled again, measured");
        assertEquals(2, deopts.begun, "each measured window watched, and only those");
        assertEquals(2, deopts.ended);
    }

    @Test
    void aDeoptimisationInEveryMeasuredWindowFailsAndNamesTheMethods() {
        int[] runs = {0};
        AtomicLong bytes = new AtomicLong();
        List<String> two = List.of("Walk.step (unstable_if)", "Walk.probe (class_check)");
        ScriptedDeopts deopts = new ScriptedDeopts(bytes, List.of(two, two, two));
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> Allocation.assertAllocatesNothing(
                bytes::get, () -> 0, deopts, 0, 1, () -> {
                    if (++runs[0] > Allocation.QUIET_WINDOWS) {
                        bytes.addAndGet(16);
                    }
                }));
        assertEquals(Allocation.MEASURED_WINDOWS, deopts.begun, "three windows measured");
        assertTrue(e.getMessage().contains("the JIT deoptimised 2 methods (Walk.step (unstable_if), Walk.probe (class_check))"
                + " during the window (and in each of the 3 windows measured)"), e.getMessage());
    }

    @Test
    void whatTheWatchItselfAllocatesFallsOutsideTheWindow() {
        // The watch allocates 1,000 bytes as each window begins and ends; the action allocates
        // nothing, and the check passes at its first measured window.
        AtomicLong bytes = new AtomicLong();
        ScriptedDeopts deopts = new ScriptedDeopts(bytes, List.of());
        Allocation.assertAllocatesNothing(bytes::get, () -> 0, deopts, 0, 1, () -> { });
        assertEquals(1, deopts.begun);
    }

    @Test
    void theRealCheckClosesItsFlightRecording() {
        Allocation.assertAllocatesNothing(1_000, 100, () -> { });
        for (jdk.jfr.Recording r : jdk.jfr.FlightRecorder.getFlightRecorder().getRecordings()) {
            assertNotEquals(jdk.jfr.RecordingState.RUNNING, r.getState(), "recording " + r.getName() + " left running");
        }
    }

    static int trapSink;

    private static int branchy(int x, boolean rare) {
        if (rare) {
            trapSink += x * 7;
            return String.valueOf(x).length();
        }
        return x + 1;
    }

    private static int drive(int n, boolean rare) {
        int t = 0;
        for (int i = 0; i < n; i++) {
            t += branchy(i, rare && i == n - 1);
        }
        return t;
    }

    @Test
    void theFlightRecorderWatchSeesAnUncommonTrapOnThisThread() throws InterruptedException {
        assumeTrue(Runtime.version().feature() >= 25,
                "Java " + Runtime.version().feature() + " records no jdk.Deoptimization event for an uncommon trap");
        // drive() compiled by C2 with branchy's rare branch never taken, so C2 leaves it out behind
        // an uncommon trap; the first call that takes it deoptimises.
        int t = 0;
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 20_000; i++) {
                t += drive(100, false);
            }
            Thread.sleep(200);
        }
        try (DeoptWatch watch = DeoptWatch.flightRecorder()) {
            watch.begin();
            assertEquals(List.of(), watch.end(), "nothing deoptimised in an empty window");
            watch.begin();
            t += drive(100, true);
            List<String> seen = watch.end();
            assertTrue(seen.stream().anyMatch(d -> d.contains("AllocationTest.drive") || d.contains("AllocationTest.branchy")),
                    seen + " (" + t + ")");
        }
    }

    @Test
    void refusesANegativeWarmUpAndAnEmptyWindow() {
        assertThrows(IllegalArgumentException.class, () -> Allocation.assertAllocatesNothing(-1, 1, () -> { }));
        assertThrows(IllegalArgumentException.class, () -> Allocation.assertAllocatesNothing(0, 0, () -> { }));
    }
}
