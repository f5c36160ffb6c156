package dev.loam.region;

/**
 * Every corner's level of a solved region: {@code (tilesX + 1) × (tilesZ + 1)} corners, each 0 to
 * 10, held in a primitive array indexed {@code j * cornersX + i}. Immutable: {@link #copyLevels()}
 * hands out a copy.
 */
public final class CornerLevels {
    private final int tilesX;
    private final int tilesZ;
    private final byte[] levels;

    /**
     * @param tilesX tiles along x
     * @param tilesZ tiles along z
     * @param levels {@code (tilesX + 1) * (tilesZ + 1)} levels, indexed {@code j * (tilesX + 1) + i};
     *     copied
     * @throws IllegalArgumentException if the array's length does not match
     */
    public CornerLevels(int tilesX, int tilesZ, byte[] levels) {
        if (levels.length != (tilesX + 1) * (tilesZ + 1)) {
            throw new IllegalArgumentException("expected " + (tilesX + 1) * (tilesZ + 1) + " levels, got " + levels.length);
        }
        this.tilesX = tilesX;
        this.tilesZ = tilesZ;
        this.levels = levels.clone();
    }

    /**
     * Tiles along x.
     *
     * @return the count
     */
    public int tilesX() {
        return tilesX;
    }

    /**
     * Tiles along z.
     *
     * @return the count
     */
    public int tilesZ() {
        return tilesZ;
    }

    /**
     * The level of corner [i, j].
     *
     * @param i 0 to tilesX
     * @param j 0 to tilesZ
     * @return the level, 0 to 10
     * @throws IndexOutOfBoundsException if the corner is outside the region
     */
    public int level(int i, int j) {
        if (i < 0 || j < 0 || i > tilesX || j > tilesZ) {
            throw new IndexOutOfBoundsException("corner [" + i + ", " + j + "] is outside the " + tilesX + "x" + tilesZ
                    + " region");
        }
        return levels[j * (tilesX + 1) + i];
    }

    /**
     * The highest of tile [i, j]'s four corners: what the map prints for it.
     *
     * @param i 0 to tilesX - 1
     * @param j 0 to tilesZ - 1
     * @return the level, 0 to 10
     */
    public int tileTop(int i, int j) {
        return Math.max(Math.max(level(i, j), level(i + 1, j)), Math.max(level(i, j + 1), level(i + 1, j + 1)));
    }

    /**
     * The lowest of tile [i, j]'s four corners.
     *
     * @param i 0 to tilesX - 1
     * @param j 0 to tilesZ - 1
     * @return the level, 0 to 10
     */
    public int tileBottom(int i, int j) {
        return Math.min(Math.min(level(i, j), level(i + 1, j)), Math.min(level(i, j + 1), level(i + 1, j + 1)));
    }

    /**
     * A copy of the levels, indexed {@code j * (tilesX + 1) + i}.
     *
     * @return a new array owned by the caller
     */
    public byte[] copyLevels() {
        return levels.clone();
    }
}
