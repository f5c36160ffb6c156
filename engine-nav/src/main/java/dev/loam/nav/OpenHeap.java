package dev.loam.nav;

/**
 * The open set of a {@link PathQuery}'s search: a four-ary heap of cells on their keys, indexed by
 * cell so a cell's key is lowered in place (decrease-key) and each cell stands in it at most once.
 * Ties on key go to the cell opened first, so the order is total: the cells come off in the same
 * order whatever the heap's shape. Sized once for a mesh's cells; allocates nothing after.
 */
final class OpenHeap {
    /** The cells, in heap order. */
    private final int[] heap;
    /** Each heap slot's key. */
    private final double[] key;
    /** Each open cell's slot in the heap. */
    private final int[] slot;
    /** Each open cell's opening number since the last {@link #clear()}, the tie-break. */
    private final int[] order;
    private int size;
    private int opened;

    /** A heap for cells 0 to {@code cells} − 1. */
    OpenHeap(int cells) {
        heap = new int[cells];
        key = new double[cells];
        slot = new int[cells];
        order = new int[cells];
    }

    /** Empties the heap. */
    void clear() {
        size = 0;
        opened = 0;
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** Adds a cell not in the heap with a key. */
    void insert(int cell, double cellKey) {
        order[cell] = opened++;
        siftUp(size++, cell, cellKey);
    }

    /** Lowers the key of a cell in the heap. */
    void decrease(int cell, double cellKey) {
        siftUp(slot[cell], cell, cellKey);
    }

    /** Whether entry a (key ka) comes before entry b (key kb): the lower key, then the cell opened first. */
    private boolean before(double ka, int a, double kb, int b) {
        return ka < kb || (ka == kb && order[a] < order[b]);
    }

    /** Moves a cell, with a key no higher than before, up from heap slot k to its place. */
    private void siftUp(int k, int cell, double cellKey) {
        int[] heap = this.heap;
        double[] key = this.key;
        while (k > 0) {
            int p = (k - 1) >> 2;
            int pc = heap[p];
            if (!before(cellKey, cell, key[p], pc)) {
                break;
            }
            heap[k] = pc;
            key[k] = key[p];
            slot[pc] = k;
            k = p;
        }
        heap[k] = cell;
        key[k] = cellKey;
        slot[cell] = k;
    }

    /** Takes the first cell off the heap (four children a slot: a shallower heap, fewer compares on the way down). */
    int pop() {
        int[] heap = this.heap;
        double[] key = this.key;
        int top = heap[0];
        int n = --size;
        int last = heap[n];
        double lastKey = key[n];
        int k = 0;
        while (true) {
            int first = 4 * k + 1;
            if (first >= n) {
                break;
            }
            int best = first;
            int bc = heap[first];
            double bk = key[first];
            int end = Math.min(first + 4, n);
            for (int child = first + 1; child < end; child++) {
                int cc = heap[child];
                double ck = key[child];
                if (before(ck, cc, bk, bc)) {
                    best = child;
                    bc = cc;
                    bk = ck;
                }
            }
            if (!before(bk, bc, lastKey, last)) {
                break;
            }
            heap[k] = bc;
            key[k] = bk;
            slot[bc] = k;
            k = best;
        }
        heap[k] = last;
        key[k] = lastKey;
        slot[last] = k;
        return top;
    }
}
