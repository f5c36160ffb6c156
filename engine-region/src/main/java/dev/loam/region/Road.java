package dev.loam.region;

import java.util.List;

/**
 * A road as it is laid: its spec entry, the tiles it runs over from start to end, its centre line
 * with heights (a point about every 2 m, {@link RoadPoint}) and its bridges.
 *
 * @param spec the spec's entry
 * @param tiles the tiles it runs over, from its start to its end
 * @param points its centre line, from start to end
 * @param bridges its bridges, in order along it
 */
public record Road(RoadSpec spec, List<GridPoint> tiles, List<RoadPoint> points, List<RoadBridge> bridges) {
    /** Copies the lists. */
    public Road {
        tiles = List.copyOf(tiles);
        points = List.copyOf(points);
        bridges = List.copyOf(bridges);
    }

    /**
     * Its name.
     *
     * @return the spec's name
     */
    public String name() {
        return spec.name();
    }

    /**
     * Its class.
     *
     * @return the class
     */
    public RoadClass roadClass() {
        return spec.roadClass();
    }

    /**
     * Its length along the centre line.
     *
     * @return metres
     */
    public double lengthMetres() {
        return points.get(points.size() - 1).metres();
    }
}
