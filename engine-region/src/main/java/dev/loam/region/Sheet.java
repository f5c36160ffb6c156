package dev.loam.region;

import java.util.Objects;

/**
 * A sheet of water or lava over a rectangle of tiles at one height: the ground higher than it
 * shows through it. The tiles it spans are wet: nothing grows there.
 *
 * @param kind water or lava
 * @param owner the name of the feature it belongs to
 * @param firstTileI the first tile along x
 * @param firstTileJ the first tile along z
 * @param lastTileI the last tile along x (inclusive)
 * @param lastTileJ the last tile along z (inclusive)
 * @param heightMetres its surface's height over level 0, in metres
 */
public record Sheet(Kind kind, String owner, int firstTileI, int firstTileJ, int lastTileI, int lastTileJ,
        double heightMetres) {
    /** What a sheet holds. */
    public enum Kind {
        /** A lake's water: waded, swum, sinks cars. */
        WATER,
        /** A crater's lava: kills and wrecks. */
        LAVA
    }

    /** Checks the rectangle is not empty. */
    public Sheet {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(owner, "owner");
        if (lastTileI < firstTileI || lastTileJ < firstTileJ) {
            throw new IllegalArgumentException("a sheet spans at least one tile");
        }
    }

    /**
     * Whether the sheet spans tile [i, j].
     *
     * @param i along x
     * @param j along z
     * @return whether it spans it
     */
    public boolean spans(int i, int j) {
        return i >= firstTileI && i <= lastTileI && j >= firstTileJ && j <= lastTileJ;
    }

    /**
     * The sheet's eastern edge (the smaller x: x runs westward), in metres from the region's
     * south-east corner.
     *
     * @return metres along x
     */
    public double minX() {
        return firstTileI * RegionGrid.TILE_METRES;
    }

    /**
     * The sheet's western edge (the larger x), in metres from the region's south-east corner.
     *
     * @return metres along x
     */
    public double maxX() {
        return (lastTileI + 1) * RegionGrid.TILE_METRES;
    }

    /**
     * The sheet's southern edge (the smaller z), in metres from the region's south-east corner.
     *
     * @return metres along z
     */
    public double minZ() {
        return firstTileJ * RegionGrid.TILE_METRES;
    }

    /**
     * The sheet's northern edge (the larger z), in metres.
     *
     * @return metres along z
     */
    public double maxZ() {
        return (lastTileJ + 1) * RegionGrid.TILE_METRES;
    }

    /**
     * Whether the sheet covers the world point (x, z), in metres from the region's south-east
     * corner.
     *
     * @param x metres along x
     * @param z metres along z
     * @return whether it lies over the point
     */
    public boolean covers(double x, double z) {
        return x >= minX() && x <= maxX() && z >= minZ() && z <= maxZ();
    }
}
