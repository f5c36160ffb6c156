package dev.loam.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jdk.jfr.FlightRecorder;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordingFile;

/**
 * Watches the JIT's deoptimisations over one measured window of {@link Allocation}: a deoptimised
 * method puts the objects its compiled code had kept in registers back on the heap, on the thread
 * under test, and runs interpreted until it is compiled again, and neither the JIT's compilation
 * time nor the code cache's use moves when it happens.
 *
 * <p>{@link #flightRecorder()} reads the JVM's own {@code jdk.Deoptimization} events through a JDK
 * Flight Recorder recording of that one event kind. Measured on this project's JVMs: Java 25 records
 * an event for each uncommon trap; Java 17 defines the event but records none for them, so there
 * the watch sees nothing and the check is what it was without it.
 */
interface DeoptWatch extends AutoCloseable {
    /** The event read. */
    String EVENT = "jdk.Deoptimization";

    /** Starts watching a window. It may allocate: call it before the window's bytes are read. */
    void begin();

    /**
     * Stops watching. It may allocate: call it after the window's bytes are read.
     *
     * @return the deoptimisations on the thread that called {@link #begin()} since it did, each as
     * {@code Class.method (reason)}, in the order they happened; empty where there were none
     */
    List<String> end();

    /** Stops every recording this watch keeps. */
    @Override
    void close();

    /** A watch that never sees anything, for a JVM without the flight recorder. */
    static DeoptWatch none() {
        return new DeoptWatch() {
            @Override
            public void begin() {
            }

            @Override
            public List<String> end() {
                return List.of();
            }

            @Override
            public void close() {
            }
        };
    }

    /**
     * A watch over the flight recorder, or {@link #none()} where the JVM has none. It starts one
     * recording at once and keeps it running until {@link #close()}, so that the flight recorder's
     * own start (its threads, its classes, any code it changes) falls before the warm-up rather
     * than in a window; each window then runs a second, short recording of the same event, which
     * changes no setting.
     */
    static DeoptWatch flightRecorder() {
        if (!FlightRecorder.isAvailable()) {
            return none();
        }
        Recording primer;
        try {
            primer = recording();
            primer.start();
        } catch (IllegalStateException | SecurityException e) {
            return none();
        }
        return new FlightRecorderWatch(primer);
    }

    private static Recording recording() {
        Recording r = new Recording();
        r.enable(EVENT).withoutStackTrace().withThreshold(java.time.Duration.ZERO);
        r.setToDisk(true);
        r.setName("loam allocation check");
        return r;
    }

    /** The flight recorder's watch. */
    final class FlightRecorderWatch implements DeoptWatch {
        private final Recording primer;
        private Recording window;
        /** The thread that began the window: only its deoptimisations count. */
        private long thread;

        FlightRecorderWatch(Recording primer) {
            this.primer = primer;
        }

        @Override
        public void begin() {
            if (window != null) {
                throw new IllegalStateException("a window is already watched");
            }
            thread = Thread.currentThread().getId();
            window = recording();
            window.start();
        }

        @Override
        public List<String> end() {
            if (window == null) {
                throw new IllegalStateException("no window is watched");
            }
            Recording r = window;
            window = null;
            Path file = null;
            try {
                r.stop();
                file = Files.createTempFile("loam-deopts", ".jfr");
                r.dump(file);
                List<String> seen = new ArrayList<>();
                for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
                    if (EVENT.equals(e.getEventType().getName()) && e.getThread() != null
                            && e.getThread().getJavaThreadId() == thread) {
                        seen.add(describe(e));
                    }
                }
                return seen;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the flight recording of the window's deoptimisations", e);
            } finally {
                r.close();
                if (file != null) {
                    try {
                        Files.deleteIfExists(file);
                    } catch (IOException ignored) {
                        // A temporary file left behind changes no result.
                    }
                }
            }
        }

        private static String describe(RecordedEvent e) {
            RecordedMethod m = e.getValue("method");
            String where = m == null ? "a method" : m.getType().getName() + "." + m.getName();
            Object reason = e.hasField("reason") ? e.getValue("reason") : null;
            return reason == null ? where : where + " (" + reason + ")";
        }

        @Override
        public void close() {
            if (window != null) {
                window.close();
                window = null;
            }
            primer.close();
        }
    }
}
