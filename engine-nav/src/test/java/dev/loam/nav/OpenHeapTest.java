package dev.loam.nav;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import org.junit.jupiter.api.Test;

/** Tests for {@link OpenHeap}: key order, ties to the cell opened first, decrease-key and reuse. */
class OpenHeapTest {
    @Test
    void cellsComeOffByKeyAndEqualKeysInTheOrderTheyWereOpened() {
        OpenHeap heap = new OpenHeap(10);
        int[] cells = {7, 3, 9, 1, 4};
        double[] keys = {2.0, 1.0, 2.0, 3.0, 1.0};
        for (int i = 0; i < cells.length; i++) {
            heap.insert(cells[i], keys[i]);
        }
        List<Integer> out = new ArrayList<>();
        while (!heap.isEmpty()) {
            out.add(heap.pop());
        }
        assertEquals(List.of(3, 4, 7, 9, 1), out);
    }

    @Test
    void aLoweredKeyMovesItsCellForwardWithoutASecondEntry() {
        OpenHeap heap = new OpenHeap(8);
        for (int c = 0; c < 8; c++) {
            heap.insert(c, 10 + c);
        }
        heap.decrease(6, 5);
        heap.decrease(2, 10.5);
        List<Integer> out = new ArrayList<>();
        while (!heap.isEmpty()) {
            out.add(heap.pop());
        }
        assertEquals(List.of(6, 0, 2, 1, 3, 4, 5, 7), out);
    }

    @Test
    void randomInsertsAndDecreasesPopInTheSameOrderAsASortedReference() {
        OpenHeap heap = new OpenHeap(500);
        long s = 42;
        for (int round = 0; round < 3; round++) {
            heap.clear();
            double[] key = new double[500];
            int[] opened = new int[500];
            PriorityQueue<Integer> reference = new PriorityQueue<>((a, b) -> key[a] != key[b]
                    ? Double.compare(key[a], key[b]) : Integer.compare(opened[a], opened[b]));
            int n = 0;
            for (int c = 0; c < 500; c++) {
                s = s * 6364136223846793005L + 1442695040888963407L;
                key[c] = (s >>> 40) % 50; // many equal keys
                opened[c] = n++;
                heap.insert(c, key[c]);
            }
            for (int k = 0; k < 300; k++) {
                s = s * 6364136223846793005L + 1442695040888963407L;
                int c = (int) ((s >>> 33) % 500);
                double lower = key[c] - 1 - ((s >>> 20) % 5);
                key[c] = lower;
                heap.decrease(c, lower);
            }
            reference.clear();
            for (int c = 0; c < 500; c++) {
                reference.add(c);
            }
            int popped = 0;
            while (!heap.isEmpty()) {
                assertEquals(reference.poll(), heap.pop(), "pop " + popped);
                popped++;
            }
            assertTrue(reference.isEmpty());
            assertEquals(500, popped);
        }
    }
}
