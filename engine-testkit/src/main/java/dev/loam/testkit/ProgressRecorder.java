package dev.loam.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.Progress;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A listener that keeps every report, can cancel after a given number of them, and checks that
 * the reports keep the rules of {@link Progress} (engine-core, under the kit, keeps a copy of its own).
 */
public class ProgressRecorder implements Progress {
    /** One report. */
    public record Update(String phase, long done, long total) {
    }

    private final List<Update> updates = new ArrayList<>();
    private final int cancelAfter;
    private boolean inside;

    /** A recorder that never cancels. */
    public ProgressRecorder() {
        this(Integer.MAX_VALUE);
    }

    /** A recorder that cancels once it has heard {@code cancelAfter} reports. */
    public ProgressRecorder(int cancelAfter) {
        this.cancelAfter = cancelAfter;
    }

    @Override
    public void update(String phase, long done, long total) {
        assertFalse(inside, "two reports overlap");
        inside = true;
        try {
            Thread.yield();
            updates.add(new Update(phase, done, total));
        } finally {
            inside = false;
        }
    }

    @Override
    public boolean cancelled() {
        return updates.size() >= cancelAfter;
    }

    /** @return every report so far, in order */
    public List<Update> updates() {
        return List.copyOf(updates);
    }

    /** @return the phases in the order they started */
    public List<String> phases() {
        List<String> out = new ArrayList<>();
        for (Update u : updates) {
            if (out.isEmpty() || !out.get(out.size() - 1).equals(u.phase())) {
                out.add(u.phase());
            }
        }
        return out;
    }

    /** The reports of one phase's counts, in order. */
    public List<Long> counts(String phase) {
        return updates.stream().filter(u -> u.phase().equals(phase)).map(Update::done).toList();
    }

    /**
     * Checks the rules: each phase starts at 0, its total stays the same, its count rises strictly
     * and never passes the total, a phase once left never comes back; and, when {@code complete},
     * every phase ended at its total.
     */
    public void assertKeepsTheRules(boolean complete) {
        assertFalse(updates.isEmpty(), "no report at all");
        Map<String, Update> last = new LinkedHashMap<>();
        String current = null;
        for (Update u : updates) {
            Update before = last.get(u.phase());
            if (!u.phase().equals(current)) {
                assertTrue(before == null, "phase " + u.phase() + " came back: " + updates);
                assertEquals(0, u.done(), "phase " + u.phase() + " starts at 0: " + updates);
                if (complete && current != null) {
                    Update end = last.get(current);
                    assertEquals(end.total(), end.done(), "phase " + current + " ended short: " + updates);
                }
                current = u.phase();
            } else {
                assertEquals(before.total(), u.total(), "phase " + u.phase() + " changed its total: " + updates);
                assertTrue(u.done() > before.done(), "phase " + u.phase() + " did not rise: " + updates);
            }
            assertTrue(u.total() >= 0 && u.done() <= u.total(), "past the total: " + u);
            last.put(u.phase(), u);
        }
        if (complete) {
            Update end = updates.get(updates.size() - 1);
            assertEquals(end.total(), end.done(), "the last phase ended short: " + updates);
        }
    }
}
