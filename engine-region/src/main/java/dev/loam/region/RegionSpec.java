package dev.loam.region;

import java.util.List;
import java.util.Objects;

/**
 * A region's spec, read and checked: its name, seed, size in tiles, base level, biome, features,
 * whether trees and rocks are strewn, and its roads. Read one with
 * {@link RegionSpecReader#read(String)}; build it with {@link RegionSolver#solve(RegionSpec)}.
 *
 * @param name the level's name, such as {@code test-tiles-terrain}
 * @param seed the seed of the bumps, ground patches, trees and rocks; 0 or more
 * @param tilesX tiles along x, 3 to 16
 * @param tilesZ tiles along z, 3 to 16
 * @param base the land's level inside the rim where no feature says otherwise, 0 to 10
 * @param biome the biome
 * @param features the features, up to 12, in the spec's order
 * @param trees whether trees are strewn
 * @param rocks whether rocks are strewn
 * @param roads the roads, up to 8, in the order they are laid
 */
public record RegionSpec(String name, long seed, int tilesX, int tilesZ, int base, Biome biome,
        List<Feature> features, boolean trees, boolean rocks, List<RoadSpec> roads) {
    /** The most roads a region's spec lays. */
    public static final int MAX_ROADS = 8;

    /**
     * A spec with no roads.
     *
     * @param name the level's name
     * @param seed the seed
     * @param tilesX tiles along x
     * @param tilesZ tiles along z
     * @param base the base level
     * @param biome the biome
     * @param features the features
     * @param trees whether trees are strewn
     * @param rocks whether rocks are strewn
     * @throws IllegalArgumentException as the canonical constructor does
     */
    public RegionSpec(String name, long seed, int tilesX, int tilesZ, int base, Biome biome, List<Feature> features,
            boolean trees, boolean rocks) {
        this(name, seed, tilesX, tilesZ, base, biome, features, trees, rocks, List.of());
    }

    /**
     * Copies the features and roads and checks the numbers a spec file could not have (a spec read by
     * {@link RegionSpecReader} always passes).
     *
     * @throws IllegalArgumentException if the size is outside 3..32 tiles ({@link
     *     RegionGrid#LARGEST_TILES}; the reader keeps a spec's file to 16), the base outside
     *     0..10, the seed negative, there are more than 12 features or 8 roads, or a road's index
     *     is not its place in the list
     */
    public RegionSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(biome, "biome");
        features = List.copyOf(features);
        roads = List.copyOf(roads);
        if (roads.size() > MAX_ROADS) {
            throw new IllegalArgumentException("a region lays up to 8 roads, got " + roads.size());
        }
        for (int k = 0; k < roads.size(); k++) {
            if (roads.get(k).index() != k) {
                throw new IllegalArgumentException("roads[" + k + "] has index " + roads.get(k).index());
            }
        }
        if (tilesX < RegionGrid.MIN_TILES || tilesX > RegionGrid.LARGEST_TILES || tilesZ < RegionGrid.MIN_TILES
                || tilesZ > RegionGrid.LARGEST_TILES) {
            throw new IllegalArgumentException("size must be 3 to " + RegionGrid.LARGEST_TILES + " tiles each way (a spec's"
                    + " file: 3 to " + RegionGrid.MAX_TILES + "), got " + tilesX + "x" + tilesZ);
        }
        if (base < 0 || base > RegionGrid.MAX_LEVEL) {
            throw new IllegalArgumentException("base must be a level from 0 to 10, got " + base);
        }
        if (seed < 0) {
            throw new IllegalArgumentException("seed must be 0 or more, got " + seed);
        }
        if (features.size() > RegionGrid.MAX_FEATURES) {
            throw new IllegalArgumentException("a region holds up to 12 features, got " + features.size());
        }
        for (int k = 0; k < features.size(); k++) {
            Feature f = features.get(k);
            if (f.index() != k) {
                throw new IllegalArgumentException("features[" + k + "] has index " + f.index());
            }
            if (f.at().i() < 0 || f.at().j() < 0 || f.at().i() > tilesX || f.at().j() > tilesZ) {
                throw new IllegalArgumentException(f.path("at") + " " + f.at() + " lies outside the region");
            }
        }
    }

    /**
     * The number of corners along x: {@code tilesX + 1}.
     *
     * @return the count
     */
    public int cornersX() {
        return tilesX + 1;
    }

    /**
     * The number of corners along z: {@code tilesZ + 1}.
     *
     * @return the count
     */
    public int cornersZ() {
        return tilesZ + 1;
    }
}
