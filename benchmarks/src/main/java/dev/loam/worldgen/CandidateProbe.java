package dev.loam.worldgen;

/**
 * A benchmark's look inside a plan's candidate evaluation (this class sits in the planner's
 * package on the benchmarks' class path only): the cells of a layer's chunks in the order the
 * planner walks them (a chunk's rows of cells, z index then x index, the cells whose points lie in
 * the chunk), and each cell's candidate up to its anchor as the planner evaluates it ({@link
 * LayerPlanner#candidate}: its point, priority, the biomes' weights through the fields, the biome
 * picked, its recipe and the density draw), on the calling thread's own planner scratch.
 */
public final class CandidateProbe {
    private final LayerPlanner planner;
    private final int layer;
    private final int[] cells;

    /**
     * {@code count} cells of layer {@code layerId}'s chunks (its {@code chunkSize}) in the square
     * {@code [x0, x0 + side) × [z0, z0 + side)}: chunk after chunk, a row of chunks at a time,
     * each chunk's cells in the planner's order; from the first again when the square holds fewer.
     */
    public CandidateProbe(WorldPlan plan, String layerId, double x0, double z0, double side, int count) {
        planner = plan.planner();
        PlanModel model = planner.model;
        int l = -1;
        for (int k = 0; k < model.layers.length; k++) {
            if (model.layers[k].id().equals(layerId)) {
                l = k;
            }
        }
        if (l < 0) {
            throw new IllegalArgumentException("no layer " + layerId);
        }
        layer = l;
        Layer spec = model.layers[l];
        double size = spec.chunkSize();
        double s = spec.spacing();
        int chunks = (int) Math.ceil(side / size);
        cells = new int[2 * count];
        double[] point = new double[2];
        int n = 0;
        while (n < count) {
            int before = n;
            for (int c = 0; c < chunks * chunks && n < count; c++) {
                double cx0 = x0 + (c % chunks) * size;
                double cz0 = z0 + (c / chunks) * size;
                double cx1 = cx0 + size;
                double cz1 = cz0 + size;
                for (int j = (int) Math.floor(cz0 / s); j <= (int) Math.floor(cz1 / s) && n < count; j++) {
                    for (int i = (int) Math.floor(cx0 / s); i <= (int) Math.floor(cx1 / s) && n < count; i++) {
                        model.grids[l].pointInCell(i, j, point);
                        if (point[0] < cx0 || point[0] >= cx1 || point[1] < cz0 || point[1] >= cz1) {
                            continue;
                        }
                        cells[2 * n] = i;
                        cells[2 * n + 1] = j;
                        n++;
                    }
                }
            }
            if (n == before) {
                throw new IllegalArgumentException("no cell of layer " + layerId + " in the square");
            }
        }
    }

    /** @return how many cells the probe walks */
    public int count() {
        return cells.length / 2;
    }

    /**
     * Evaluates every cell's candidate in order.
     *
     * @return a sum of the biomes picked and the reasons, for the benchmark to consume
     */
    public int evaluate() {
        LayerPlanner.Context ctx = planner.context();
        int sum = 0;
        for (int k = 0; k < cells.length; k += 2) {
            Reason why = planner.candidate(ctx, layer, cells[k], cells[k + 1]);
            sum += ctx.biome + (why == null ? 7 : why.ordinal());
        }
        return sum;
    }
}
