package dev.loam.region;

import java.util.Objects;

/**
 * A named spot of the region a mission can send players to: a tile's middle, a feature's peak,
 * a spawn point.
 *
 * @param name its name, such as {@code tile_3_4}, {@code hill}, {@code volcano_1_crater} or
 *     {@code spawn_1}
 * @param x metres along x (westward) from the region's south-east corner
 * @param y metres up, on the ground (a crater's middle: under its lava)
 * @param z metres along z (northward)
 * @param yawDegrees the way it faces, degrees anticlockwise from north (+z) seen from above; 0
 *     faces north
 */
public record Place(String name, double x, double y, double z, double yawDegrees) {
    /** Checks the name is present. */
    public Place {
        Objects.requireNonNull(name, "name");
    }
}
