package dev.loam.region;

/**
 * One model a scatter set strews, as the terrain-and-scatter format's item.
 *
 * @param source the {@code res://} model or scene
 * @param weight relative chance of being picked
 * @param scaleMin the least random scale
 * @param scaleMax the greatest random scale
 * @param spacingMetres the least distance to every other instance, in metres
 */
public record ScatterItem(String source, double weight, double scaleMin, double scaleMax, double spacingMetres) {
}
