package dev.loam.region;

import java.util.List;

/**
 * A node of the road graph: a road's end, a junction where roads meet (a crossing, a T
 * junction, ends that share a tile's middle), or a tunnel's mouth.
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
        JUNCTION,
        /** A tunnel's mouth on one road ({@link RoadTunnel#start()} or {@link RoadTunnel#end()}). */
        TUNNEL_MOUTH
    }

    /** Copies the names. */
    public RoadNode {
        roads = List.copyOf(roads);
    }
}
