package dev.loam.physics;

/**
 * Where the liquids are: water and lava as volumes a character and a vehicle can be in. Region
 * sheets (lakes, craters, flows) and a block map's water cells are sources; a game may write its
 * own. Queries allocate nothing and may be made from any thread that does not change the source.
 */
@FunctionalInterface
public interface LiquidVolumes {
    /** No liquid anywhere. */
    LiquidVolumes NONE = (x, z, dest) -> {
        dest.clear();
        return false;
    };

    /**
     * Writes the liquid column at a point on the ground plan into {@code dest}: its kind, surface
     * and bed heights, or clears it where there is none.
     *
     * @param x world x, metres
     * @param z world z, metres
     * @param dest written (set or cleared), not null
     * @return whether there is liquid at (x, z)
     */
    boolean sample(double x, double z, LiquidSample dest);
}
