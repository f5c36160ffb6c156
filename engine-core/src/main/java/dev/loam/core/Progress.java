package dev.loam.core;

import java.util.Objects;
import java.util.concurrent.CancellationException;

/**
 * A listener the caller passes to long work (building every chunk of a block map, a region build,
 * planning a large box of a world, a terrain import or conversion): the work tells it what it is
 * doing and how far it has got, and asks it whether to stop.
 *
 * <p>The work runs in one or more <em>phases</em>, each named (such as {@code "mesh"},
 * {@code "read"}, {@code "plan"}) and counted in its own units (chunks, bytes, rows of cells: the
 * overload that takes the listener says which). For each phase the listener hears:
 * <ul>
 * <li>{@code update(phase, 0, total)} first, once the total is known; {@code total} is 0 or more
 *     and stays the same for the phase;</li>
 * <li>then {@code done} rising, never falling, never past {@code total} (a repeated value is not
 *     reported again);</li>
 * <li>last {@code update(phase, total, total)}, when the phase completed.</li>
 * </ul>
 * Phases follow one another and none comes back once left. Calls to one listener never overlap,
 * even when the work runs on many of an executor's threads (they are made one at a time, from
 * whichever thread did the step), so an implementation needs no locking of its own; keep it
 * quick, since the work waits for it.
 *
 * <p>Cancelling: the work asks {@link #cancelled()} after each report (and where a task starts on
 * an executor). Once it answers true the work stops within one step, throws
 * {@link Cancelled} (or completes its future exceptionally with it) and changes nothing: no
 * result is returned, no file is written or replaced, no model is altered. Something the listener
 * throws from {@link #update} stops the work the same way and reaches the caller as it is.
 *
 * <p>Work that takes no listener reports to {@link #NONE}. Library code drives a listener through
 * {@link Phase}, which keeps the rules above; a game can use it for its own long work too.
 */
@FunctionalInterface
public interface Progress {
    /** The listener that hears nothing and never cancels. */
    Progress NONE = (phase, done, total) -> {
    };

    /**
     * How far the work has got.
     *
     * @param phase what the work is doing, a short lower-case name such as {@code "mesh"}
     * @param done  the units of the phase done so far, 0 to {@code total}
     * @param total the units of the whole phase, 0 or more
     */
    void update(String phase, long done, long total);

    /**
     * Whether the work should stop: polled after each report. False unless overridden.
     *
     * @return true to stop the work; once true it should stay true
     */
    default boolean cancelled() {
        return false;
    }

    /**
     * What work throws when its listener said {@link Progress#cancelled()}: unchecked, a
     * {@link CancellationException}, so a future completed with it reads as cancelled work. The
     * work changed nothing.
     */
    final class Cancelled extends CancellationException {
        private static final long serialVersionUID = 1L;

        private final String phase;

        /**
         * A cancellation seen during a phase.
         *
         * @param phase the phase that was running
         */
        public Cancelled(String phase) {
            super("cancelled during " + phase);
            this.phase = phase;
        }

        /** @return the phase that was running when the work stopped */
        public String phase() {
            return phase;
        }
    }

    /**
     * One phase of counted work reporting to a listener under the rules of {@link Progress}:
     * {@link #begin} reports {@code 0 / total}, each step reports the new count (capped at the
     * total) and then asks whether to stop. Thread-safe: steps from many threads are counted and
     * reported one at a time, so the listener sees the counts in order.
     */
    final class Phase {
        private final Progress listener;
        private final String name;
        private final long total;
        private long done;

        private Phase(Progress listener, String name, long total) {
            this.listener = listener;
            this.name = name;
            this.total = total;
        }

        /**
         * Starts a phase: reports {@code (name, 0, total)}, then throws if the listener already
         * asks to stop.
         *
         * @param listener the listener; {@link Progress#NONE} for none
         * @param name     the phase's name
         * @param total    the phase's units, 0 or more
         * @return the phase, owned by the work
         * @throws Cancelled when the listener says {@link Progress#cancelled()}
         * @throws IllegalArgumentException when {@code total} is negative
         */
        public static Phase begin(Progress listener, String name, long total) {
            Objects.requireNonNull(listener, "listener");
            Objects.requireNonNull(name, "name");
            if (total < 0) {
                throw new IllegalArgumentException("a phase's total must be 0 or more, not " + total);
            }
            Phase p = new Phase(listener, name, total);
            synchronized (p) {
                listener.update(name, 0, total);
                p.checkCancelled();
            }
            return p;
        }

        /**
         * One unit done: {@code advance(1)}.
         *
         * @throws Cancelled when the listener says {@link Progress#cancelled()}
         */
        public void step() {
            advance(1);
        }

        /**
         * {@code units} more done (capped at the total): reports the new count, then asks whether
         * to stop.
         *
         * @param units units done since the last report, 0 or more
         * @throws Cancelled when the listener says {@link Progress#cancelled()}
         */
        public synchronized void advance(long units) {
            if (units < 0) {
                throw new IllegalArgumentException("a phase's count only rises: " + units + " units");
            }
            advanceTo(total - done <= units ? total : done + units);
        }

        /**
         * The count is now {@code count} (capped at the total; a count at or below the last one
         * reports nothing): reports it, then asks whether to stop.
         *
         * @param count the units done from the start of the phase
         * @throws Cancelled when the listener says {@link Progress#cancelled()}
         */
        public synchronized void advanceTo(long count) {
            long next = Math.min(total, count);
            if (next > done) {
                done = next;
                listener.update(name, done, total);
            }
            checkCancelled();
        }

        /**
         * The phase completed: reports {@code total / total} if not yet reported, then asks
         * whether to stop.
         *
         * @throws Cancelled when the listener says {@link Progress#cancelled()}
         */
        public void finish() {
            advanceTo(total);
        }

        /**
         * Asks the listener whether to stop, reporting nothing: what a task checks before it starts.
         *
         * @throws Cancelled when the listener says {@link Progress#cancelled()}
         */
        public void checkCancelled() {
            if (listener.cancelled()) {
                throw new Cancelled(name);
            }
        }

        /** @return the phase's name */
        public String name() {
            return name;
        }

        /** @return the units reported done so far */
        public synchronized long done() {
            return done;
        }

        /** @return the phase's units */
        public long total() {
            return total;
        }
    }
}
