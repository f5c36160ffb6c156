package dev.loam.worldgen;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A road to keep clear: a polyline with a width.
 *
 * @param id the road's id; its zones are {@code road:<id>/segment.<k>} and {@code road:<id>/joint.<k>}
 * @param points the polyline's points as {@code [x, z]} pairs, world units (in 2D, {@code [x, y]});
 *     at least one
 * @param width the road's width, world units; greater than 0
 * @param clearance extra clear ground on each side, world units, 0 or more
 * @param falloff the zones' falloff, world units, 0 or more
 * @param excludes what the road keeps out (see {@link Zone#excludes()}); {@code *} for everything;
 *     kept sorted
 */
public record RoadSpec(String id, List<double[]> points, double width, double clearance, double falloff,
        Set<String> excludes) {
    // Copies the points, and the excludes sorted (Set.copyOf's order changes from one JVM run to the next).
    public RoadSpec {
        points = points.stream().map(double[]::clone).toList();
        excludes = Collections.unmodifiableSortedSet(new TreeSet<>(excludes));
    }
}
