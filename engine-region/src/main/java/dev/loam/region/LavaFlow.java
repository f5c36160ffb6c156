package dev.loam.region;

/**
 * A volcano's lava flow: from its crater's middle out through the breach in its rim and down that
 * flank to a little (16 m) past its foot: walking out from the breach while the land does not
 * rise, the first corner at the lowest level the walk reaches (a shelf on the flank, level for a
 * tile or two, does not stop it).
 *
 * @param owner the volcano's name
 * @param startX metres along x of the crater's middle
 * @param startZ metres along z of the crater's middle
 * @param endX metres along x of the flow's end
 * @param endZ metres along z of the flow's end
 */
public record LavaFlow(String owner, double startX, double startZ, double endX, double endZ) {
    /** The flow's width, in metres. */
    public static final double WIDTH_METRES = 12.0;
    /** The width of each bank of ash beside it, in metres. */
    public static final double BANK_METRES = 6.0;
    /** How far past its foot the flow runs, in metres. */
    public static final double PAST_FOOT_METRES = 16.0;

    /**
     * Finds a volcano's flow down its flank.
     *
     * @param f the volcano, with a flow
     * @param corners the solved corners
     * @return the flow
     */
    static LavaFlow of(Feature f, CornerLevels corners) {
        Direction d = f.flow();
        int i = f.at().i() + d.di();
        int j = f.at().j() + d.dj();
        int footI = i;
        int footJ = j;
        int lowest = corners.level(i, j);
        while (inside(corners, i + d.di(), j + d.dj()) && corners.level(i + d.di(), j + d.dj()) <= corners.level(i, j)) {
            i += d.di();
            j += d.dj();
            if (corners.level(i, j) < lowest) {
                lowest = corners.level(i, j);
                footI = i;
                footJ = j;
            }
        }
        i = footI;
        j = footJ;
        double t = RegionGrid.TILE_METRES;
        double maxX = corners.tilesX() * t;
        double maxZ = corners.tilesZ() * t;
        double ex = Math.max(0.0, Math.min(maxX, i * t + d.di() * PAST_FOOT_METRES));
        double ez = Math.max(0.0, Math.min(maxZ, j * t + d.dj() * PAST_FOOT_METRES));
        return new LavaFlow(f.name(), f.at().i() * t, f.at().j() * t, ex, ez);
    }

    private static boolean inside(CornerLevels c, int i, int j) {
        return i >= 0 && j >= 0 && i <= c.tilesX() && j <= c.tilesZ();
    }
}
