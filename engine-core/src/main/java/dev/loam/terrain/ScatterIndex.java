package dev.loam.terrain;

import java.util.Arrays;

/**
 * A uniform grid of instance positions on X and Z over one rectangle, for the brush's spacing
 * checks: each query looks only at the cells within reach. Entries are kept as linked lists in
 * primitive arrays; adding never allocates once capacity is reached.
 */
final class ScatterIndex {
    private static final int MAX_CELLS_A_SIDE = 1024;

    private final double minX;
    private final double minZ;
    private final double cell;
    private final int width;
    private final int depth;
    private final int[] head;
    private int[] next = new int[64];
    private double[] xs = new double[64];
    private double[] zs = new double[64];
    private double[] spacing = new double[64];
    private int size;
    private double maxSpacing;

    /**
     * @param minX       the rectangle's low X, map units
     * @param minZ       its low Z
     * @param maxX       its high X
     * @param maxZ       its high Z
     * @param cellHint   the cell side wanted (the largest spacing), widened so a side has at most 1024 cells
     */
    ScatterIndex(double minX, double minZ, double maxX, double maxZ, double cellHint) {
        double spanX = Math.max(maxX - minX, 1e-9);
        double spanZ = Math.max(maxZ - minZ, 1e-9);
        double c = Math.max(cellHint, Math.max(spanX, spanZ) / MAX_CELLS_A_SIDE);
        this.minX = minX;
        this.minZ = minZ;
        this.cell = c;
        this.width = (int) Math.min(MAX_CELLS_A_SIDE, Math.floor(spanX / c) + 1);
        this.depth = (int) Math.min(MAX_CELLS_A_SIDE, Math.floor(spanZ / c) + 1);
        this.head = new int[width * depth];
        Arrays.fill(head, -1);
    }

    private int cx(double x) {
        return (int) Math.max(0, Math.min(width - 1, Math.floor((x - minX) / cell)));
    }

    private int cz(double z) {
        return (int) Math.max(0, Math.min(depth - 1, Math.floor((z - minZ) / cell)));
    }

    /** Adds a position with its item's spacing. */
    void add(double x, double z, double itemSpacing) {
        if (size == xs.length) {
            int n = size * 2;
            next = Arrays.copyOf(next, n);
            xs = Arrays.copyOf(xs, n);
            zs = Arrays.copyOf(zs, n);
            spacing = Arrays.copyOf(spacing, n);
        }
        int c = cz(z) * width + cx(x);
        xs[size] = x;
        zs[size] = z;
        spacing[size] = itemSpacing;
        next[size] = head[c];
        head[c] = size;
        size++;
        maxSpacing = Math.max(maxSpacing, itemSpacing);
    }

    /**
     * Whether a new instance at (x, z) with its item's spacing keeps at least
     * {@code max(its spacing, the other's)} from every position held, measured on X and Z.
     */
    boolean isFree(double x, double z, double itemSpacing) {
        double reach = Math.max(itemSpacing, maxSpacing);
        int i0 = cx(x - reach);
        int i1 = cx(x + reach);
        int j0 = cz(z - reach);
        int j1 = cz(z + reach);
        for (int j = j0; j <= j1; j++) {
            for (int i = i0; i <= i1; i++) {
                for (int e = head[j * width + i]; e >= 0; e = next[e]) {
                    double dx = xs[e] - x;
                    double dz = zs[e] - z;
                    double need = Math.max(itemSpacing, spacing[e]);
                    if (dx * dx + dz * dz < need * need) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    int size() {
        return size;
    }
}
