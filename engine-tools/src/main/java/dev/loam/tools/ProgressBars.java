package dev.loam.tools;

import dev.loam.core.Progress;
import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarConsumer;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The progress bar a command shows on standard error while long library work runs: a
 * {@link Progress} listener that draws nothing for the first {@link #SHOW_AFTER_NANOS} (work that
 * ends within a second shows no bar), then one bar (me.tongfei:progressbar) naming the command and
 * the phase, reset at each phase, and cleared when the work ends. Where standard error is not a
 * terminal (a pipe, a file, a test) nothing at all is drawn.
 *
 * <p>Use one per command run: {@code try (Bar bar = ProgressBars.open(spec, "region build")) { ...
 * work(..., bar) ... }}, and print the command's own output after the block.
 */
final class ProgressBars {
    /** How long work runs before its bar shows: one second, in nanoseconds. */
    static final long SHOW_AFTER_NANOS = 1_000_000_000L;
    /** How often the bar is redrawn, in milliseconds. */
    static final int REDRAW_MILLIS = 100;
    /** The bar's width where the terminal's is not known ({@code COLUMNS} unset). */
    static final int DEFAULT_COLUMNS = 80;

    private ProgressBars() {
    }

    /** What a {@link Bar} draws on: the real bar, or a test's fake. Called on one thread at a time. */
    interface Sink {
        /** A phase starts: the bar names it and counts to {@code total} from 0. */
        void phase(String phase, long total);

        /** The phase has {@code done} of its units done. */
        void progress(long done);

        /** The work ended: the bar is cleared. */
        void close();
    }

    /**
     * The listener a command hands the library: quiet for its first second, then drawing on a
     * sink made at that moment. Never cancels (a user stops the tool with Ctrl-C).
     */
    static final class Bar implements Progress, AutoCloseable {
        private final Supplier<Sink> sinks;
        private final LongSupplier clock;
        private final long start;
        private Sink sink;
        private String phase;

        /**
         * A bar that makes its sink with {@code sinks} once {@code clock} reads
         * {@link #SHOW_AFTER_NANOS} past its reading now; {@code sinks} null for a bar that never
         * shows.
         */
        Bar(Supplier<Sink> sinks, LongSupplier clock) {
            this.sinks = sinks;
            this.clock = clock;
            this.start = clock.getAsLong();
        }

        @Override
        public synchronized void update(String phase, long done, long total) {
            if (sinks == null) {
                return;
            }
            if (sink == null) {
                if (clock.getAsLong() - start < SHOW_AFTER_NANOS) {
                    return;
                }
                sink = sinks.get();
            }
            if (!phase.equals(this.phase)) {
                this.phase = phase;
                sink.phase(phase, total);
            }
            sink.progress(done);
        }

        /** Whether the bar is drawing (its first second is over and it has a sink). */
        synchronized boolean showing() {
            return sink != null;
        }

        /** Clears the bar, if one was drawn. Idempotent. */
        @Override
        public synchronized void close() {
            if (sink != null) {
                sink.close();
                sink = null;
            }
        }
    }

    /**
     * The bar for a command's long work: drawn on the command's standard error when that is a
     * terminal ({@link #isTerminal()}), otherwise one that never draws.
     *
     * @param spec the running command, whose error stream the bar draws on
     * @param task what the bar is named, such as {@code "region build"}
     */
    static Bar open(CommandSpec spec, String task) {
        if (!isTerminal()) {
            return new Bar(null, System::nanoTime);
        }
        PrintWriter err = spec.commandLine().getErr();
        int columns = columns(System.getenv());
        return new Bar(() -> new LibrarySink(task, err, columns), System::nanoTime);
    }

    /**
     * Whether standard error is most likely a terminal a bar can be drawn on: the JVM has a
     * console, that console is a terminal (Java 22 and later ask {@code Console.isTerminal()}, since
     * their console is there even when redirected), and {@code TERM} is not {@code dumb}.
     */
    static boolean isTerminal() {
        return isTerminal(System.console(), System.getenv());
    }

    static boolean isTerminal(Object console, Map<String, String> env) {
        if (console == null || "dumb".equals(env.get("TERM"))) {
            return false;
        }
        try {
            Method m = console.getClass().getMethod("isTerminal");
            return Boolean.TRUE.equals(m.invoke(console));
        } catch (NoSuchMethodException e) {
            // Before Java 22 a console exists only when both ends are a terminal.
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }

    /** The terminal's width from {@code COLUMNS}, else {@link #DEFAULT_COLUMNS}; at least 20. */
    static int columns(Map<String, String> env) {
        String c = env.get("COLUMNS");
        if (c != null) {
            try {
                return Math.max(20, Integer.parseInt(c.strip()));
            } catch (NumberFormatException e) {
                return DEFAULT_COLUMNS;
            }
        }
        return DEFAULT_COLUMNS;
    }

    /**
     * A sink drawing me.tongfei:progressbar's bar on a writer, a new bar for each phase named
     * {@code task: phase}: each redraw goes back to the start of the line ({@code \r}) and writes
     * the bar over it, and a bar is cleared when its phase ends. The library's phases counted in
     * bytes ({@code read}, {@code write}) are shown in MiB once they reach one.
     */
    static final class LibrarySink implements Sink {
        private final String task;
        private final PrintWriter err;
        private final int columns;
        private ProgressBar bar;
        private LineConsumer line;

        LibrarySink(String task, PrintWriter err, int columns) {
            this.task = Objects.requireNonNull(task, "task");
            this.err = Objects.requireNonNull(err, "err");
            this.columns = columns;
        }

        @Override
        public void phase(String phase, long total) {
            close();
            ProgressBarBuilder b = new ProgressBarBuilder().setTaskName(task + ": " + phase).setInitialMax(total)
                    .setStyle(ProgressBarStyle.UNICODE_BLOCK).setUpdateIntervalMillis(REDRAW_MILLIS).clearDisplayOnFinish()
                    .setMaxRenderedLength(columns).setConsumer(line = new LineConsumer(err, columns));
            if ((phase.equals("read") || phase.equals("write")) && total >= MIB) {
                b.setUnit(" MiB", MIB);
            }
            bar = b.build();
        }

        @Override
        public void progress(long done) {
            if (bar != null) {
                bar.stepTo(done);
            }
        }

        @Override
        public void close() {
            if (bar != null) {
                bar.close();
                // The library clears the line only when its timer drew the bar before the close:
                // a bar closed before its first refresh would stay on the line.
                line.clear();
                bar = null;
                line = null;
            }
        }
    }

    /** A mebibyte, the unit of a large phase counted in bytes. */
    static final long MIB = 1 << 20;

    /** Writes each drawing of the bar over the last, on one line of a writer. */
    static final class LineConsumer implements ProgressBarConsumer {
        private final PrintWriter out;
        private final int columns;

        LineConsumer(PrintWriter out, int columns) {
            this.out = out;
            this.columns = columns;
        }

        @Override
        public int getMaxRenderedLength() {
            return columns - 1;
        }

        /** Set once the bar is cleared: a refresh the library's timer still runs then draws nothing. */
        private boolean cleared;

        @Override
        public synchronized void accept(String rendered) {
            if (cleared) {
                return;
            }
            out.print('\r');
            out.print(rendered);
            out.flush();
        }

        @Override
        public synchronized void clear() {
            if (!cleared) {
                out.print('\r');
                out.print(" ".repeat(getMaxRenderedLength()));
                out.print('\r');
                out.flush();
                cleared = true;
            }
        }

        @Override
        public void close() {
            out.flush();
        }
    }
}
