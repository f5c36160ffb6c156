package dev.loam.worldgen;

import java.util.List;
import java.util.Set;

/**
 * A road to keep clear: a polyline with a width.
 *
 * @param id the road's id; its zones are {@code road:<id>/segment.<k>} and {@code road:<id>/joint.<k>}
 * @param points the polyline's points as {@code [x, z]} pairs, world units (in 2D, {@code [x, y]});
 *     at least one
 * @param width the road's width, world units; greater than 0
 * @param clearance extra clear ground on each side, world units, 0 or more
 * @param falloff the zones' falloff, world units, 0 or more
 * @param excludes what the road keeps out (see {@link Zone#excludes()}); {@code *} for everything
 */
public record RoadSpec(String id, List<double[]> points, double width, double clearance, double falloff,
        Set<String> excludes) {
    // Copies the points.
    public RoadSpec {
        points = points.stream().map(double[]::clone).toList();
        excludes = Set.copyOf(excludes);
    }
}
