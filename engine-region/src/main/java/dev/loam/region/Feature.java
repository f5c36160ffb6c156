package dev.loam.region;

import java.util.Objects;
import java.util.Optional;

/**
 * One feature of a region's spec, with its defaults filled in.
 *
 * @param kind what it is
 * @param index its index in the spec's {@code features}, for paths such as {@code features[2].at}
 * @param name its name, or {@code <kind>_<n>} (n counting that kind's features from 1) when the
 *     spec gives none
 * @param at a corner (hill, mountain, valley, volcano, ski's top) or a first tile (plateau, lake)
 * @param level the peak, the top, the floor, the shore or the rim, as a level (0 for a ski run)
 * @param radius tiles: a hill's or mountain's spread, a valley's reach, a volcano's flanks beyond
 *     its rim; 0 where the kind has none
 * @param sizeI tiles along x of a plateau's top or a lake's bed; 0 for other kinds
 * @param sizeJ tiles along z of a plateau's top or a lake's bed; 0 for other kinds
 * @param to a ski run's foot (a corner); null for other kinds
 * @param flow the side a volcano's lava flows down; null when it has no flow
 * @param lighthouse whether a lighthouse stands on a hill's top
 */
public record Feature(FeatureKind kind, int index, String name, GridPoint at, int level, double radius,
        int sizeI, int sizeJ, GridPoint to, Direction flow, boolean lighthouse) {
    /** Checks the parts that must be present. */
    public Feature {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(at, "at");
    }

    /**
     * The path of this feature or of one of its fields: {@code features[2]} or
     * {@code features[2].level}.
     *
     * @param field the field, or "" for the feature itself
     * @return the path
     */
    public String path(String field) {
        return "features[" + index + "]" + (field.isEmpty() ? "" : "." + field);
    }

    /**
     * The side a volcano's lava flows down.
     *
     * @return the direction, or empty when there is no flow
     */
    public Optional<Direction> flowDirection() {
        return Optional.ofNullable(flow);
    }

    /**
     * The tile the map marks with the feature's letter: tile [at] (for a corner, the tile whose
     * south-east corner it is).
     *
     * @return the tile
     */
    public GridPoint letterTile() {
        return at;
    }
}
