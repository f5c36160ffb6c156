package dev.loam.region;

import java.util.List;
import java.util.Objects;

/**
 * One road of a region's spec, with its defaults filled in. Roads are laid in the spec's order.
 *
 * @param index its index in the spec's {@code roads}, for paths such as {@code roads[2].to}
 * @param name its name, or {@code road_<n>} (n counting from 1) when the spec gives none
 * @param roadClass its class
 * @param from where it starts
 * @param to where it ends
 * @param via up to six tiles it passes, in order
 * @param tunnels whether it may go through the land ({@code "tunnels": "auto"}): its routing then
 *     costs a climb little, its heights hold the grade under every hump up to about 256 m wide, and
 *     where the land stands high enough over it a tunnel carries it ({@link RoadTunnel}); false
 *     ({@code "never"}, the default) lays it over the land or round it
 */
public record RoadSpec(int index, String name, RoadClass roadClass, RoadEnd from, RoadEnd to, List<GridPoint> via,
        boolean tunnels) {
    /** The most tiles a road's {@code via} lists. */
    public static final int MAX_VIA = 6;

    /**
     * Copies {@code via} and checks the parts.
     *
     * @throws IllegalArgumentException if {@code via} lists more than {@value #MAX_VIA} tiles
     */
    public RoadSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(roadClass, "roadClass");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        via = List.copyOf(via);
        if (via.size() > MAX_VIA) {
            throw new IllegalArgumentException("a road passes up to " + MAX_VIA + " via tiles, got " + via.size());
        }
    }

    /**
     * A road that never goes through the land ({@code "tunnels": "never"}, the default).
     *
     * @param index its index in the spec's {@code roads}
     * @param name its name
     * @param roadClass its class
     * @param from where it starts
     * @param to where it ends
     * @param via up to six tiles it passes, in order
     * @throws IllegalArgumentException if {@code via} lists more than {@value #MAX_VIA} tiles
     */
    public RoadSpec(int index, String name, RoadClass roadClass, RoadEnd from, RoadEnd to, List<GridPoint> via) {
        this(index, name, roadClass, from, to, via, false);
    }

    /**
     * The path of this road or of one of its fields: {@code roads[2]} or {@code roads[2].to}.
     *
     * @param field the field, or "" for the road itself
     * @return the path
     */
    public String path(String field) {
        return "roads[" + index + "]" + (field.isEmpty() ? "" : "." + field);
    }
}
