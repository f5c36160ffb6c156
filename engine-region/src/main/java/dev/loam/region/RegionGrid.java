package dev.loam.region;

/**
 * The numbers of the tile grid: 64 m tiles, 4 m levels from 0 to 10, a vertex every 4 m
 * (16 × 16 cells a tile). Corner [i, j] stands at world {@code x = i * 64}, {@code z = j * 64}
 * metres from the region's south-east corner (north is +z, east is -x).
 */
public final class RegionGrid {
    /** A tile's side, in metres. */
    public static final double TILE_METRES = 64.0;
    /** A level's height, in metres. */
    public static final double LEVEL_METRES = 4.0;
    /** The highest level. */
    public static final int MAX_LEVEL = 10;
    /** The distance between the surface's vertices, in metres. */
    public static final double CELL_METRES = 4.0;
    /** The surface's cells along a tile's side. */
    public static final int CELLS_PER_TILE = 16;
    /** The fewest tiles a region has along either axis. */
    public static final int MIN_TILES = 3;
    /** The most tiles a region's spec gives along either axis, as the spec says and its reader keeps to. */
    public static final int MAX_TILES = 16;
    /**
     * The most tiles along either axis of a region built past the spec's limit: a {@link
     * RegionSpec} made in code, or read by {@link RegionSpecReader#read(String, int)} with a
     * raised limit. The solver handles such a region in time about linear in its tiles (measured
     * to 32 × 32 in {@code benchmarks/RESULTS.md}); the spec keeps to 16, a kilometre across.
     */
    public static final int LARGEST_TILES = 32;
    /** The most features a region's spec names. */
    public static final int MAX_FEATURES = 12;

    private RegionGrid() {
    }

    /**
     * Whether corner [i, j] of a region {@code tilesX} × {@code tilesZ} tiles is on its rim, the
     * outermost corners, pinned at level 0.
     *
     * @param tilesX tiles along x
     * @param tilesZ tiles along z
     * @param i the corner's index along x
     * @param j the corner's index along z
     * @return whether the corner is on the rim
     */
    public static boolean isRim(int tilesX, int tilesZ, int i, int j) {
        return i == 0 || j == 0 || i == tilesX || j == tilesZ;
    }

    /**
     * The first tile along x of the spawn apron: the apron is tiles [a, 0] and [a + 1, 0], the
     * two tiles in the middle of the southern edge, {@code a = (tilesX - 2) / 2} (for an odd
     * width, the one nearer the east).
     *
     * @param tilesX tiles along x
     * @return {@code a}
     */
    public static int apronFirstTile(int tilesX) {
        return (tilesX - 2) / 2;
    }

    /**
     * Whether tile [i, j] is one of the spawn apron's two tiles.
     *
     * @param tilesX tiles along x
     * @param i the tile's index along x
     * @param j the tile's index along z
     * @return whether the tile is on the apron
     */
    public static boolean isApronTile(int tilesX, int i, int j) {
        int a = apronFirstTile(tilesX);
        return j == 0 && (i == a || i == a + 1);
    }

    /**
     * Whether corner [i, j] is a corner of the spawn apron, pinned at level 0.
     *
     * @param tilesX tiles along x
     * @param i the corner's index along x
     * @param j the corner's index along z
     * @return whether the corner belongs to an apron tile
     */
    public static boolean isApronCorner(int tilesX, int i, int j) {
        int a = apronFirstTile(tilesX);
        return j <= 1 && i >= a && i <= a + 2;
    }
}
