package dev.loam.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChangeHistoryTest {
    @Test
    void readsEachChangeSinceAPositionOnceOldestFirst() {
        ChangeHistory<String> history = new ChangeHistory<>(3);
        long start = history.position();
        history.record("a");
        history.record("b");
        List<String> seen = new ArrayList<>();
        assertTrue(history.forEachSince(start, seen::add));
        assertEquals(List.of("a", "b"), seen);
    }

    @Test
    void aPositionTheBoundedHistoryNoLongerReachesReadsNothingAndSaysSo() {
        ChangeHistory<String> history = new ChangeHistory<>(2);
        long start = history.position();
        history.record("a");
        history.record("b");
        history.record("c");
        List<String> seen = new ArrayList<>();
        assertFalse(history.forEachSince(start, seen::add));
        assertTrue(seen.isEmpty());
        assertTrue(history.forEachSince(1, seen::add));
        assertEquals(List.of("b", "c"), seen);
        assertFalse(history.forEachSince(4, seen::add), "a position from the future");
    }

    @Test
    void aCapacityUnderOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new ChangeHistory<String>(0));
    }
}
