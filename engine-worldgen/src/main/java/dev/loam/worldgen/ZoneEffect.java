package dev.loam.worldgen;

/**
 * A zone that reaches a point, for {@code explain}.
 *
 * @param zone the zone
 * @param weight its weight at the point: 1 inside, fading over its falloff
 */
public record ZoneEffect(Zone zone, double weight) {
}
