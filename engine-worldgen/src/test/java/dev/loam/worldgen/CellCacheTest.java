package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void heavyEntriesEvictAsManyOldOnesAsTheyWeighSoTheTotalNeverPassesTheCapacity() {
        CellCache<String> cache = new CellCache<>(100);
        for (long k = 0; k < 100; k++) {
            cache.putIfAbsent(k, "light" + k);
        }
        assertEquals(100, cache.size());
        cache.putIfAbsent(1000, "heavy", 30);
        assertEquals(71, cache.size(), "thirty light entries made room for one of weight 30");
        assertEquals(100, cache.weight());
        for (long k = 0; k < 30; k++) {
            assertNull(cache.get(k), "entry " + k + " was among the oldest");
        }
        assertEquals("light30", cache.get(30));
        // Over a long run of mixed weights the total stays within the capacity and within one
        // entry of it once full: the bytes held do not follow what the entries hold.
        for (long k = 0; k < 10_000; k++) {
            int w = (int) (1 + (k * 2654435761L >>> 7) % 9);
            cache.putIfAbsent(5000 + k, "v", w);
            long held = cache.weight();
            assertTrue(held <= 100, "after " + k + ": " + held);
            if (k > 200) {
                assertTrue(held > 100 - 9, "after " + k + ": " + held + " is not full");
            }
        }
    }

    @Test
    void anEntryHeavierThanTheCapacityIsHeldAlone() {
        CellCache<String> cache = new CellCache<>(10);
        cache.putIfAbsent(1, "a");
        cache.putIfAbsent(2, "huge", 500);
        assertEquals(1, cache.size());
        assertEquals("huge", cache.get(2));
        assertEquals(10, cache.weight());
        cache.putIfAbsent(3, "b");
        assertEquals(1, cache.size(), "the heavy one went to make room");
        assertEquals("b", cache.get(3));
    }

    @Test
    void entriesLighterThanTheLeastWeightCountAsItSoTheRingHoldsEveryEntry() {
        CellCache<String> c = new CellCache<>(100, 10);
        for (long k = 0; k < 50; k++) {
            c.putIfAbsent(k, "v" + k, 1 + (int) (k % 3) * 10);
        }
        assertTrue(c.weight() <= 100, c.weight() + " weighed");
        // The last ones stored are held; each weighs 10, 11->10 and 21 or 11 as stored.
        assertEquals("v49", c.get(49));
        assertEquals("v48", c.get(48));
        assertNull(c.get(0));
        CellCache<String> light = new CellCache<>(100, 10);
        for (long k = 0; k < 20; k++) {
            light.putIfAbsent(k, "v" + k, 1);
        }
        assertEquals(10, light.size(), "ten entries of least weight 10 fill 100");
        assertEquals(100, light.weight());
        assertThrows(IllegalArgumentException.class, () -> new CellCache<String>(5, 10));
        assertThrows(IllegalArgumentException.class, () -> new CellCache<String>(5, 0));
    }

    @Test
    void aCapacityUnderOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new CellCache<String>(0));
    }
}
