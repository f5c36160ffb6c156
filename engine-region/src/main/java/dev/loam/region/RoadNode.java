package dev.loam.region;

import java.util.List;

/**
 * A node of the road graph: a road's end, or a junction where roads meet (a crossing, a T
 * junction, ends that share a tile's middle).
 *
 * @param index its index in {@link RoadGraph#nodes()}
 * @param kind an end or a junction
 * @param x metres along x (westward)
 * @param y the road's height there, metres over level 0
 * @param z metres along z (northward)
 * @param roads the names of the roads that meet there, in the spec's order
 */
public record RoadNode(int index, Kind kind, double x, double y, double z, List<String> roads) {
    /** What a node is. */
    public enum Kind {
        /** A road's end where no other road meets it. */
        END,
        /** Where two or more roads meet. */
        JUNCTION
    }

    /** Copies the names. */
    public RoadNode {
        roads = List.copyOf(roads);
    }
}
