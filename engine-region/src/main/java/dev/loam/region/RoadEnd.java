package dev.loam.region;

import dev.loam.core.internal.LoamJson;
import java.util.Objects;

/**
 * Where a road of a region's spec starts or ends ({@code from}, {@code to}): the spawn apron, an
 * edge of the region at its middle, a tile's middle, a feature by its name, or a road laid before
 * it by its name (a T junction on that road's centre line).
 *
 * @param kind what it names
 * @param edge the edge, for {@link Kind#EDGE}; null otherwise
 * @param tile the tile, for {@link Kind#TILE}; null otherwise
 * @param name the feature's or road's name, for {@link Kind#FEATURE} and {@link Kind#ROAD}; null
 *     otherwise
 */
public record RoadEnd(Kind kind, Direction edge, GridPoint tile, String name) {
    /** What a road's end names. */
    public enum Kind {
        /** North from the spawn apron; the players start in its northbound lane. */
        SPAWN,
        /** An edge of the region at its middle, just inside the border. */
        EDGE,
        /** A tile's middle. */
        TILE,
        /** A feature's tile's middle (a lake's southern shore, below a volcano's southern rim). */
        FEATURE,
        /** A road laid before it: a T junction on its centre line. */
        ROAD
    }

    /** Checks that the part the kind needs is there and the others are not. */
    public RoadEnd {
        Objects.requireNonNull(kind, "kind");
        if ((kind == Kind.EDGE) != (edge != null) || (kind == Kind.TILE) != (tile != null)
                || (kind == Kind.FEATURE || kind == Kind.ROAD) != (name != null)) {
            throw new IllegalArgumentException("a road's end of kind " + kind + " has the wrong parts");
        }
    }

    /**
     * The spawn apron.
     *
     * @return the end
     */
    public static RoadEnd spawn() {
        return new RoadEnd(Kind.SPAWN, null, null, null);
    }

    /**
     * An edge's middle.
     *
     * @param edge the edge
     * @return the end
     */
    public static RoadEnd edge(Direction edge) {
        return new RoadEnd(Kind.EDGE, Objects.requireNonNull(edge, "edge"), null, null);
    }

    /**
     * A tile's middle.
     *
     * @param tile the tile
     * @return the end
     */
    public static RoadEnd tile(GridPoint tile) {
        return new RoadEnd(Kind.TILE, null, Objects.requireNonNull(tile, "tile"), null);
    }

    /**
     * A feature by its name.
     *
     * @param name the feature's name
     * @return the end
     */
    public static RoadEnd feature(String name) {
        return new RoadEnd(Kind.FEATURE, null, null, Objects.requireNonNull(name, "name"));
    }

    /**
     * A road laid before, by its name.
     *
     * @param name the road's name
     * @return the end
     */
    public static RoadEnd road(String name) {
        return new RoadEnd(Kind.ROAD, null, null, Objects.requireNonNull(name, "name"));
    }

    /**
     * As a message quotes it: {@code "spawn"}, {@code "north"}, {@code [3, 4]}, {@code "hill"}.
     *
     * @return the text
     */
    public String quoted() {
        return switch (kind) {
            case SPAWN -> "\"spawn\"";
            case EDGE -> LoamJson.quote(edge.specName());
            case TILE -> tile.toString();
            case FEATURE, ROAD -> LoamJson.quote(name);
        };
    }
}
