package dev.loam.region;

import java.util.ArrayList;
import java.util.List;

/**
 * A route over the road graph that {@link RoadRoutes} found: the edges driven in order, each with
 * the way it is driven, the nodes passed, and how long it is in metres and in seconds at the
 * vehicle's speed on each road. Immutable.
 *
 * @param vehicle  the vehicle class it was found for
 * @param nodes    the nodes from the start to the end ({@link RoadGraph#nodes()} indices), one more
 *                 than the edges
 * @param edges    the edges driven, in order ({@link RoadGraph#edges()})
 * @param forward  for each edge, whether it is driven from its {@code fromNode} to its {@code toNode}
 * @param lengthMetres its length along the roads' centre lines
 * @param seconds  how long it takes, each edge at {@link VehicleClass#speedKmh(RoadClass)}
 */
public record RoadRoute(VehicleClass vehicle, List<Integer> nodes, List<RoadEdge> edges, List<Boolean> forward,
        double lengthMetres, double seconds) {
    /** Copies the lists. */
    public RoadRoute {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
        forward = List.copyOf(forward);
        if (nodes.size() != edges.size() + 1 || forward.size() != edges.size()) {
            throw new IllegalArgumentException("a route of " + edges.size() + " edges passes " + (edges.size() + 1)
                    + " nodes and says the way of each edge: got " + nodes.size() + " nodes, " + forward.size() + " ways");
        }
    }

    /** The names of the roads driven, in order, each once where consecutive edges share it. */
    public List<String> roadNames() {
        List<String> out = new ArrayList<>();
        for (RoadEdge e : edges) {
            if (out.isEmpty() || !out.get(out.size() - 1).equals(e.road())) {
                out.add(e.road());
            }
        }
        return List.copyOf(out);
    }

    /** The centre line driven, point after point in the driving order, each node once. */
    public List<RoadPoint> points() {
        List<RoadPoint> out = new ArrayList<>();
        for (int k = 0; k < edges.size(); k++) {
            List<RoadPoint> p = edges.get(k).points();
            for (int m = 0; m < p.size(); m++) {
                RoadPoint q = p.get(forward.get(k) ? m : p.size() - 1 - m);
                if (m == 0 && !out.isEmpty()) {
                    continue;
                }
                out.add(q);
            }
        }
        return List.copyOf(out);
    }
}
