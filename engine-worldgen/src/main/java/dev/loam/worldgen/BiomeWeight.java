package dev.loam.worldgen;

/**
 * A biome's weight at a point, and where its conditions were read.
 *
 * @param biome the biome's id
 * @param weight its weight: the product of its conditions, blended with zones that force a biome;
 *     0..1
 * @param readX the x its conditions were read at, world units: the point moved by the biome's
 *     {@code transition} wobble
 * @param readZ the z its conditions were read at, world units
 */
public record BiomeWeight(String biome, double weight, double readX, double readZ) {
}
