package dev.loam.worldgen;

import java.util.List;

/**
 * Splits a layer's share of a chunk into pieces of work: runs of whole cell rows of at most a
 * given number of cells (at least one row). Appending the pieces in order gives exactly {@link
 * WorldPlan#placementsIn} for the chunk's square and layer, without the diffs.
 */
final class Rows {
    private Rows() {
    }

    private static int rowsPerPiece(WorldPlan plan, int layer, double x0, double x1, int maxCells) {
        int columns = plan.lastColumn(layer, x1) - plan.firstColumn(layer, x0) + 1;
        return Math.max(1, maxCells / columns);
    }

    /** The number of pieces of layer {@code layer} in chunk {@code (cx, cz)} of side {@code size}. */
    static int pieces(WorldPlan plan, int layer, double size, int cx, int cz, int maxCells) {
        double x0 = cx * size;
        double z0 = cz * size;
        int rows = plan.lastRow(layer, (cz + 1) * size) - plan.firstRow(layer, z0) + 1;
        int per = rowsPerPiece(plan, layer, x0, (cx + 1) * size, maxCells);
        return (rows + per - 1) / per;
    }

    /** Appends the placements of piece {@code piece} to {@code raw}. */
    static void work(WorldPlan plan, int layer, double size, int cx, int cz, int maxCells, int piece,
            List<Placement> raw) {
        double x0 = cx * size;
        double z0 = cz * size;
        double x1 = (cx + 1) * size;
        double z1 = (cz + 1) * size;
        int per = rowsPerPiece(plan, layer, x0, x1, maxCells);
        int from = plan.firstRow(layer, z0) + piece * per;
        plan.rawRows(layer, x0, z0, x1, z1, from, from + per - 1, raw);
    }
}
