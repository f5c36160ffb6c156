package dev.loam.testkit;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The one allocation check every module's tests use: code that should allocate nothing once warm
 * allocates 0 bytes on its thread over a measured window of runs.
 *
 * <p>The rule, the same in every module: run the action {@code warmup} times; then keep running it
 * in windows of {@code window} runs until the JIT has compiled nothing over {@value #QUIET_WINDOWS}
 * windows in a row (or for at most {@value #MAX_SETTLING_WINDOWS} windows, or
 * {@value #SETTLING_LIMIT_SECONDS} s), so that a late compilation, or a deoptimisation that puts
 * scalar-replaced objects back on the heap, falls before the measurement rather than in it; then
 * measure one window, decided before it runs, and require exactly 0 bytes. The settling windows
 * are never measured or judged. A measured window that allocates while the JIT compiled nothing
 * and deoptimised nothing fails the test at once. One that allocates while the JIT compiled or
 * installed code, or deoptimised a method (a late compilation or a deoptimisation landing in it),
 * is inconclusive: the action settles again, {@value #QUIET_WINDOWS} windows at least and beyond
 * that as the settling's limits allow, since a deoptimised method runs interpreted and then
 * unoptimised until it is compiled again, and another window is measured, at most
 * {@value #MEASURED_WINDOWS} in all; the test fails if none of them is clean, and the message says
 * what the JIT did. Deoptimisations are seen through the JDK Flight Recorder's
 * {@code jdk.Deoptimization} events where the JVM records them (Java 25 does; Java 17 records none
 * for uncommon traps, and there only compilations make a window inconclusive).
 *
 * <p>Choose {@code warmup} to carry every method the action calls through the JIT's last tier:
 * HotSpot compiles a method called once a run with C2 only after some 15,000 to 20,000 calls, and
 * code that leans on escape analysis allocates until then. 20,000 runs suits most hot paths; make
 * each run cheap (a small frame, a short walk) rather than the warm-up short.
 *
 * <p>Where the JVM cannot count the bytes a thread allocates ({@code
 * com.sun.management.ThreadMXBean} missing, unsupported, or counting nothing), the check aborts
 * the test through a JUnit assumption, so the test reports as skipped, never as passed.
 */
public final class Allocation {
    /**
     * The most windows measured: a window that allocated while the JIT compiled or deoptimised is
     * followed by settling again and another window, up to this many in all.
     */
    public static final int MEASURED_WINDOWS = 3;
    /** Settling ends once the JIT has compiled nothing over this many windows in a row. */
    public static final int QUIET_WINDOWS = 2;
    /** Settling ends after this many windows even if the JIT is still compiling. */
    public static final int MAX_SETTLING_WINDOWS = 200;
    /** Settling ends after this many seconds even if the JIT is still compiling. */
    public static final int SETTLING_LIMIT_SECONDS = 20;

    /** Escapes the calibration's array, so that no compiler removes its allocation. */
    private static volatile Object sink;

    private Allocation() {
    }

    /**
     * Asserts that {@code action} allocates nothing on the calling thread once warm: 0 bytes over
     * {@code window} runs after {@code warmup} runs and the settling the class describes.
     *
     * @param warmup runs before settling begins, 0 or more: enough for the action's code to be
     *               compiled (a few thousand for most hot paths)
     * @param window runs in each settling window and in the measured window, 1 or more
     * @param action the code under test; it runs on the calling thread, {@code warmup} times plus
     *               {@code window} times for each settling window and once more for the measured
     *               window, so it must be safe to repeat (a frame, a query, a step)
     * @throws org.opentest4j.AssertionFailedError where the measured window allocated any byte
     * @throws org.opentest4j.TestAbortedException where this JVM cannot count a thread's
     *                                             allocation: the test is skipped
     * @throws IllegalArgumentException            for a negative {@code warmup} or a
     *                                             {@code window} under 1
     */
    public static void assertAllocatesNothing(int warmup, int window, Runnable action) {
        check(warmup, window, action);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(threads instanceof com.sun.management.ThreadMXBean,
                "allocation cannot be measured: this JVM has no com.sun.management.ThreadMXBean");
        com.sun.management.ThreadMXBean counting = (com.sun.management.ThreadMXBean) threads;
        Assumptions.assumeTrue(counting.isThreadAllocatedMemorySupported(),
                "allocation cannot be measured: this JVM does not count a thread's allocation");
        if (!counting.isThreadAllocatedMemoryEnabled()) {
            try {
                counting.setThreadAllocatedMemoryEnabled(true);
            } catch (UnsupportedOperationException | SecurityException e) {
                Assumptions.abort("allocation cannot be measured: counting a thread's allocation cannot be turned on ("
                        + e + ")");
            }
        }
        LongSupplier allocated = counting::getCurrentThreadAllocatedBytes;
        assumeCounts(allocated);
        try (DeoptWatch deopts = DeoptWatch.flightRecorder()) {
            assertAllocatesNothing(allocated, jitClock(), deopts, warmup, window, action);
        }
    }

    /**
     * A reading that changes whenever the JIT compiles or installs code: its total compilation
     * time in milliseconds plus the bytes in use in the code cache's pools, where both are known.
     * The time alone would miss a sub-millisecond compilation of a small method; every compiled
     * method installed or flushed changes the pools' use by its size. {@code -1} where neither can
     * be read.
     */
    static LongSupplier jitClock() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean timed = jit != null && jit.isCompilationTimeMonitoringSupported();
        List<MemoryPoolMXBean> codePools = new ArrayList<>();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.NON_HEAP && pool.isValid()
                    && (pool.getName().startsWith("CodeHeap") || pool.getName().equals("CodeCache"))) {
                codePools.add(pool);
            }
        }
        if (!timed && codePools.isEmpty()) {
            return () -> -1;
        }
        return () -> {
            long reading = timed ? jit.getTotalCompilationTime() : 0;
            for (MemoryPoolMXBean pool : codePools) {
                reading += pool.getUsage().getUsed();
            }
            return reading;
        };
    }

    /**
     * Aborts the test (a JUnit assumption: skipped) unless {@code allocated} counts a 4 KiB array
     * allocated on the calling thread.
     */
    static void assumeCounts(LongSupplier allocated) {
        long before = allocated.getAsLong();
        sink = new byte[4096];
        long counted = allocated.getAsLong() - before;
        sink = null;
        Assumptions.assumeTrue(counted >= 4096,
                "allocation cannot be measured: a 4 KiB array counted as " + counted + " bytes on this thread");
    }

    /**
     * The check itself, over a counter of the calling thread's allocated bytes that
     * {@link #assumeCounts} accepted and a reading of the JIT's activity ({@link #jitClock()}:
     * {@code -1} where it cannot be read, and settling then ends after two windows), with no
     * watch on deoptimisations.
     */
    static void assertAllocatesNothing(LongSupplier allocated, LongSupplier compiling, int warmup, int window,
                                       Runnable action) {
        assertAllocatesNothing(allocated, compiling, DeoptWatch.none(), warmup, window, action);
    }

    /** The check, with {@code deopts} watching each measured window. */
    static void assertAllocatesNothing(LongSupplier allocated, LongSupplier compiling, DeoptWatch deopts, int warmup,
                                       int window, Runnable action) {
        check(warmup, window, action);
        Objects.requireNonNull(deopts, "deopts");
        for (int i = 0; i < warmup; i++) {
            action.run();
        }
        Settling settling = new Settling(compiling, window, action);
        settling.settle(0);

        for (int measured = 1; ; measured++) {
            deopts.begin();
            long compiledBefore = compiling.getAsLong();
            long start = allocated.getAsLong();
            for (int i = 0; i < window; i++) {
                action.run();
            }
            long bytes = allocated.getAsLong() - start;
            long compiledDuring = compiling.getAsLong() - compiledBefore;
            List<String> deoptimised = deopts.end();
            if (bytes == 0) {
                return;
            }
            boolean compiled = compiledBefore >= 0 && compiledDuring != 0;
            if ((compiled || !deoptimised.isEmpty()) && measured < MEASURED_WINDOWS) {
                settling.settle(QUIET_WINDOWS);
                continue;
            }
            String jit;
            if (compiled || !deoptimised.isEmpty()) {
                List<String> did = new ArrayList<>();
                if (compiled) {
                    did.add("compiled or installed code");
                }
                if (!deoptimised.isEmpty()) {
                    did.add("deoptimised " + deoptimised.size() + (deoptimised.size() == 1 ? " method (" : " methods (")
                            + String.join(", ", deoptimised.subList(0, Math.min(4, deoptimised.size())))
                            + (deoptimised.size() > 4 ? ", ..." : "") + ")");
                }
                jit = "the JIT " + String.join(" and ", did) + " during the window"
                        + (measured > 1 ? " (and in each of the " + measured + " windows measured)" : "");
            } else {
                jit = compiledBefore < 0 ? "the JIT's activity cannot be read"
                        : "the JIT compiled nothing and deoptimised nothing during the window";
            }
            String settled = settling.quiet ? "settled after " + settling.windows + " windows"
                    : "still compiling when settling stopped after " + settling.windows + " windows";
            Assertions.fail(window + " runs allocated " + bytes + " bytes (" + String.format(Locale.ROOT, "%.2f", (double) bytes / window)
                    + " a run), measured after "
                    + warmup + " warm-up runs, the JIT " + settled + " of " + window + "; " + jit);
        }
    }

    /**
     * The settling windows: run until the JIT is quiet over {@link #QUIET_WINDOWS} windows, within
     * {@link #MAX_SETTLING_WINDOWS} windows and {@link #SETTLING_LIMIT_SECONDS} s over every
     * settling of one check.
     */
    private static final class Settling {
        private final LongSupplier compiling;
        private final int window;
        private final Runnable action;
        private final long deadline = System.nanoTime() + SETTLING_LIMIT_SECONDS * 1_000_000_000L;
        /** Settling windows run so far, over every settling. */
        int windows;
        /** Whether the last settling ended quiet. */
        boolean quiet;

        Settling(LongSupplier compiling, int window, Runnable action) {
            this.compiling = compiling;
            this.window = window;
            this.action = action;
        }

        /**
         * Settles once more: at least {@code atLeast} windows, then on while the JIT is not yet
         * quiet and the limits allow.
         */
        void settle(int atLeast) {
            int run = 0;
            int quietWindows = 0;
            while (quietWindows < QUIET_WINDOWS
                    && (run < atLeast || windows < MAX_SETTLING_WINDOWS && System.nanoTime() - deadline < 0)) {
                long compiledBefore = compiling.getAsLong();
                for (int i = 0; i < window; i++) {
                    action.run();
                }
                run++;
                windows++;
                quietWindows = compiling.getAsLong() == compiledBefore ? quietWindows + 1 : 0;
            }
            quiet = quietWindows >= QUIET_WINDOWS;
        }
    }

    private static void check(int warmup, int window, Runnable action) {
        Objects.requireNonNull(action, "action");
        if (warmup < 0) {
            throw new IllegalArgumentException("warmup " + warmup + " is under 0");
        }
        if (window < 1) {
            throw new IllegalArgumentException("window " + window + " is under 1");
        }
    }
}
