package dev.loam.region;

import java.util.List;
import java.util.Objects;

/**
 * The region's props as a scatter set: trees and rocks, their items and placed instances.
 *
 * @param name the set's name, {@code <region>-props}
 * @param items the models strewn
 * @param instances the placed instances, in a fixed order (by 16 m cell, south to north, east to
 *     west)
 */
public record RegionScatter(String name, List<ScatterItem> items, List<ScatterInstance> instances) {
    /** Copies the lists. */
    public RegionScatter {
        Objects.requireNonNull(name, "name");
        items = List.copyOf(items);
        instances = List.copyOf(instances);
    }
}
