package dev.loam.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        assertEquals(Allocation.MAX_SETTLING_WINDOWS + Allocation.MEASURED_WINDOWS, runs[0],
                "a window in which the JIT compiled is followed by another, up to three");
        assertTrue(e.getMessage().contains("still compiling when settling stopped after 200 windows"), e.getMessage());
        assertTrue(e.getMessage().contains("the JIT compiled or installed code during the window (and in each of the 3"),
                e.getMessage());
    }

    @Test
    void aWindowSpoiltByACompilationIsMeasuredAgainAndACleanOnePasses() {
        // Quiet settling; then the JIT compiles during the first measured window, which allocates
        // (as a deoptimisation would); the next window is clean, and the check passes.
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
        assertEquals(settlingRuns + 2, runs[0], "two windows measured");
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
        assertTrue(e.getMessage().contains("the JIT compiled nothing during the window"), e.getMessage());
    }

    @Test
    void refusesANegativeWarmUpAndAnEmptyWindow() {
        assertThrows(IllegalArgumentException.class, () -> Allocation.assertAllocatesNothing(-1, 1, () -> { }));
        assertThrows(IllegalArgumentException.class, () -> Allocation.assertAllocatesNothing(0, 0, () -> { }));
    }
}
