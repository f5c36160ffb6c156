package dev.loam.worldgen;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a layer's share of a chunk into pieces of work: first the warm-up pieces, then runs of
 * whole cell rows of at most a given number of cells (at least one row). Appending the pieces in
 * order gives exactly {@link WorldPlan#placementsIn} for the chunk's square and layer, without the
 * diffs; warm-up pieces append nothing. With a {@code step} (a far cell's {@code farSpacing}) only
 * the cells whose indices are multiples of it are planned, as {@link WorldPlan#farPlacementsIn}
 * plans them, and the pieces append those before the diffs and the thinning.
 *
 * <p>Why warm up: a cell's outcome looks at the outcomes of earlier occupying layers near its
 * members, and the planner works those out on demand. On a cold plan, a run of rows of a fine
 * layer would work out all the coarser cells it touches on the side, far more than its share of
 * time. So a chunk of a layer that depends on earlier layers starts with pieces that work out,
 * through the planner's caches, the earlier layers' cells its own cells can look at ({@link
 * LayerPlanner#lookupMargins}): layer by layer from the first, the drafts, then the outcomes, each
 * piece at most the given number of cells of one layer. Each piece then finds what it depends on
 * already worked out. The results are the planner's pure ones either way: only when the time is
 * spent changes (and a cache dropped past its bound costs the time again).
 */
final class Rows {
    private Rows() {
    }

    /**
     * A block of an earlier layer's cells to work out ahead of a chunk's rows.
     *
     * @param outcomes outcomes, or else drafts
     */
    private record Warm(int layer, boolean outcomes, int i0, int j0, int i1, int j1) {
        long cells() {
            return (long) (i1 - i0 + 1) * (j1 - j0 + 1);
        }

        int pieces(int maxCells) {
            return (int) ((cells() + maxCells - 1) / maxCells);
        }
    }

    /**
     * The blocks to work out ahead of layer {@code layer}'s cells in the chunk's square, in the
     * order that lets each find what it looks at already worked out; none for a layer that looks
     * at no earlier layer.
     */
    private static List<Warm> warmUps(WorldPlan plan, int layer, double x0, double z0, double x1, double z1) {
        double[][] w = plan.planner().lookupMargins(layer);
        List<Warm> out = new ArrayList<>();
        for (int m = 0; m < layer; m++) {
            for (int kind = 0; kind < 2; kind++) {
                double margin = w[kind][m];
                if (margin < 0) {
                    continue;
                }
                out.add(new Warm(m, kind == 1, plan.firstColumn(m, x0 - margin), plan.firstRow(m, z0 - margin),
                        plan.lastColumn(m, x1 + margin), plan.lastRow(m, z1 + margin)));
            }
        }
        return out;
    }

    private static int warmPieces(List<Warm> warms, int maxCells) {
        int n = 0;
        for (Warm w : warms) {
            n += w.pieces(maxCells);
        }
        return n;
    }

    /**
     * How many cell rows one piece covers: as many whole rows as fit {@code maxCells} of the cells
     * planned (at least one), counting only the rows and columns on the {@code step}, so a run
     * holds that many planned rows and starts on one.
     */
    private static int rowsPerPiece(WorldPlan plan, int layer, double x0, double x1, int maxCells, int step) {
        int first = plan.firstColumn(layer, x0);
        int last = plan.lastColumn(layer, x1);
        int columns = Math.max(1, Math.floorDiv(last, step) - Math.floorDiv(first + step - 1, step) + 1);
        return step * Math.max(1, maxCells / columns);
    }

    /** The number of pieces of layer {@code layer} in chunk {@code (cx, cz)} of side {@code size}. */
    static int pieces(WorldPlan plan, int layer, double size, int cx, int cz, int maxCells) {
        return pieces(plan, layer, size, cx, cz, maxCells, 1);
    }

    /**
     * The number of pieces of layer {@code layer} in chunk {@code (cx, cz)} of side {@code size}
     * when only every {@code step}-th cell in each axis is planned (a far cell's {@code
     * farSpacing}); the warm-ups are the same as for every cell.
     */
    static int pieces(WorldPlan plan, int layer, double size, int cx, int cz, int maxCells, int step) {
        double x0 = cx * size;
        double z0 = cz * size;
        double x1 = (cx + 1) * size;
        double z1 = (cz + 1) * size;
        int rows = plan.lastRow(layer, z1) - alignedFirstRow(plan, layer, z0, step) + 1;
        int per = rowsPerPiece(plan, layer, x0, x1, maxCells, step);
        return warmPieces(warmUps(plan, layer, x0, z0, x1, z1), maxCells) + Math.max(1, (rows + per - 1) / per);
    }

    /** Does piece {@code piece}: a warm-up, which appends nothing, or a run of rows, appended to {@code raw}. */
    static void work(WorldPlan plan, int layer, double size, int cx, int cz, int maxCells, int piece,
            List<Placement> raw) {
        work(plan, layer, size, cx, cz, maxCells, 1, piece, raw);
    }

    /**
     * Does piece {@code piece} of {@link #pieces(WorldPlan, int, double, int, int, int, int)}: a
     * warm-up, or a run of rows planned only on every {@code step}-th cell, appended to {@code
     * raw}.
     */
    static void work(WorldPlan plan, int layer, double size, int cx, int cz, int maxCells, int step, int piece,
            List<Placement> raw) {
        double x0 = cx * size;
        double z0 = cz * size;
        double x1 = (cx + 1) * size;
        double z1 = (cz + 1) * size;
        int p = piece;
        for (Warm w : warmUps(plan, layer, x0, z0, x1, z1)) {
            int n = w.pieces(maxCells);
            if (p < n) {
                long from = (long) p * maxCells;
                plan.warmCells(w.layer(), w.outcomes(), w.i0(), w.j0(), w.i1(), from,
                        Math.min(from + maxCells, w.cells()));
                return;
            }
            p -= n;
        }
        int per = rowsPerPiece(plan, layer, x0, x1, maxCells, step);
        int from = alignedFirstRow(plan, layer, z0, step) + p * per;
        plan.rawRows(layer, x0, z0, x1, z1, from, from + per - 1, step, raw);
    }

    /** The first row on the {@code step} at or after the first row that can hold points of the square. */
    private static int alignedFirstRow(WorldPlan plan, int layer, double z0, int step) {
        int first = plan.firstRow(layer, z0);
        return Math.floorDiv(first + step - 1, step) * step;
    }
}
