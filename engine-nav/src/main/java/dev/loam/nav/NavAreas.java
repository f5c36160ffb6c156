package dev.loam.nav;

/**
 * What the game says of the ground at a point for a {@link TerrainNavMesh}: how much a metre across
 * it costs the agent, or that the agent must keep off it (water deeper than it wades, lava, a place
 * closed to walkers). The navmesh asks at each triangle's middle and near each of its corners and
 * takes the dearest answer; the scene passes one built from its own water and lava.
 */
@FunctionalInterface
public interface NavAreas {
    /** Every point is dry ground at cost 1. */
    NavAreas OPEN = (x, y, z) -> 1;

    /**
     * What a metre across the ground at a point costs.
     *
     * @param x world x, metres
     * @param y the ground's world height there, metres
     * @param z world z, metres
     * @return 1 for dry ground, more for ground the agent would rather avoid (wading water), and
     *         {@link Double#POSITIVE_INFINITY} (or NaN, or anything under 1) where the agent must
     *         not walk at all
     */
    double costAt(double x, double y, double z);
}
