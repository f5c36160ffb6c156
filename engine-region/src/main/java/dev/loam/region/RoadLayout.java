package dev.loam.region;

/**
 * Roads laid over a region's land without building the rest ({@link RegionSolver#layRoads}): the
 * road graph and the ground's vertex heights graded to it. Immutable.
 */
public final class RoadLayout {
    private final RoadGraph graph;
    private final float[] heights;

    RoadLayout(RoadGraph graph, float[] heights) {
        this.graph = graph;
        this.heights = heights.clone();
    }

    /**
     * The roads as laid.
     *
     * @return the graph
     */
    public RoadGraph graph() {
        return graph;
    }

    /**
     * The graded ground's vertex heights, a vertex every 4 m, indexed as
     * {@link RegionSurface#heights()}.
     *
     * @return a new array owned by the caller, metres
     */
    public float[] heights() {
        return heights.clone();
    }
}
