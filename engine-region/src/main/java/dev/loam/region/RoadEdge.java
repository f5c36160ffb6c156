package dev.loam.region;

import java.util.List;

/**
 * An edge of the road graph: one road's stretch between two nodes, with its class (speed, lanes,
 * width) and its centre line with heights, bridges and tunnels marked on its points. The graph has a
 * node at every tunnel's mouth, so an edge runs wholly in a tunnel or wholly out of one, but for
 * the mouths it shares with one.
 *
 * @param index its index in {@link RoadGraph#edges()}
 * @param road the road's name
 * @param roadClass the road's class
 * @param fromNode the node it starts at ({@link RoadGraph#nodes()})
 * @param toNode the node it ends at
 * @param points its centre line from {@code fromNode} to {@code toNode}, a point about every 2 m,
 *     {@link RoadPoint#metres()} counted along the whole road
 */
public record RoadEdge(int index, String road, RoadClass roadClass, int fromNode, int toNode, List<RoadPoint> points) {
    /** Copies the points. */
    public RoadEdge {
        points = List.copyOf(points);
    }

    /**
     * The speed traffic drives it at.
     *
     * @return km/h
     */
    public int speedKmh() {
        return roadClass.speedKmh();
    }

    /**
     * Its lanes, both ways together.
     *
     * @return 2 or 4
     */
    public int lanes() {
        return roadClass.lanes();
    }

    /**
     * Its width, edge to edge.
     *
     * @return metres
     */
    public double widthMetres() {
        return roadClass.widthMetres();
    }

    /**
     * Its length along the centre line.
     *
     * @return metres
     */
    public double lengthMetres() {
        return points.get(points.size() - 1).metres() - points.get(0).metres();
    }

    /**
     * Whether it runs in a tunnel, mouth to mouth.
     *
     * @return whether every one of its points is in a tunnel
     */
    public boolean tunnelled() {
        for (RoadPoint p : points) {
            if (!p.tunnel()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a bridge carries any of it.
     *
     * @return whether one of its points is on a bridge
     */
    public boolean bridged() {
        for (RoadPoint p : points) {
            if (p.bridge()) {
                return true;
            }
        }
        return false;
    }
}
