package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class CellCacheTest {
    @Test
    void onceFullItHoldsExactlyItsCapacityAndTheLastEntriesStored() {
        CellCache<String> cache = new CellCache<>(100);
        for (long k = 0; k < 1000; k++) {
            cache.putIfAbsent(k * 7919, "v" + k);
            assertEquals(Math.min(k + 1, 100), cache.size(), "after " + (k + 1) + " entries");
        }
        for (long k = 0; k < 900; k++) {
            assertNull(cache.get(k * 7919), "entry " + k + " is older than the last 100");
        }
        for (long k = 900; k < 1000; k++) {
            assertEquals("v" + k, cache.get(k * 7919), "entry " + k + " is among the last 100");
        }
    }

    @Test
    void aKeyStoredTwiceKeepsTheFirstValueAndTakesOneSlot() {
        CellCache<String> cache = new CellCache<>(3);
        String first = "first";
        assertSame(first, cache.putIfAbsent(5, first));
        assertSame(first, cache.putIfAbsent(5, "second"));
        cache.putIfAbsent(6, "a");
        cache.putIfAbsent(7, "b");
        assertEquals(3, cache.size());
        assertSame(first, cache.get(5), "the repeated store did not take a slot of its own");
        cache.putIfAbsent(8, "c");
        assertNull(cache.get(5), "the oldest is evicted first");
        assertEquals("c", cache.get(8));
    }

    @Test
    void threadsStoringAtOnceNeverHoldMoreThanTheCapacity() throws InterruptedException {
        CellCache<Long> cache = new CellCache<>(512);
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            long base = t * 1_000_000L;
            threads[t] = new Thread(() -> {
                for (long k = 0; k < 20_000; k++) {
                    cache.putIfAbsent(base + k % 3000, k);
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(512, cache.size());
    }

    @Test
    void aCapacityUnderOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new CellCache<String>(0));
    }
}
