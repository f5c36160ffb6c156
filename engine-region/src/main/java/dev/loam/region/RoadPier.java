package dev.loam.region;

/**
 * A pier of a bridge, from under its deck down to the land.
 *
 * @param x metres along x (westward)
 * @param z metres along z (northward)
 * @param metres how far along its road, metres
 * @param topY the underside of the deck, metres over level 0
 * @param bottomY the land it stands on, metres over level 0
 */
public record RoadPier(double x, double z, double metres, double topY, double bottomY) {
}
