package dev.loam.region;

import java.util.List;

/**
 * A road as it is laid: its spec entry, the tiles it runs over from start to end, its centre line
 * with heights (a point about every 2 m, {@link RoadPoint}), its bridges and its tunnels.
 *
 * @param spec the spec's entry
 * @param tiles the tiles it runs over, from its start to its end
 * @param points its centre line, from start to end
 * @param bridges its bridges, in order along it
 * @param tunnels its tunnels, in order along it (none unless its spec says {@code "tunnels": "auto"})
 */
public record Road(RoadSpec spec, List<GridPoint> tiles, List<RoadPoint> points, List<RoadBridge> bridges,
        List<RoadTunnel> tunnels) {
    /** Copies the lists. */
    public Road {
        tiles = List.copyOf(tiles);
        points = List.copyOf(points);
        bridges = List.copyOf(bridges);
        tunnels = List.copyOf(tunnels);
    }

    /**
     * A road with no tunnels.
     *
     * @param spec the spec's entry
     * @param tiles the tiles it runs over, from its start to its end
     * @param points its centre line, from start to end
     * @param bridges its bridges, in order along it
     */
    public Road(RoadSpec spec, List<GridPoint> tiles, List<RoadPoint> points, List<RoadBridge> bridges) {
        this(spec, tiles, points, bridges, List.of());
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
