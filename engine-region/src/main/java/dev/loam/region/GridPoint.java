package dev.loam.region;

/**
 * A corner or a tile of the region's grid, by its indices: {@code i} along the game's x
 * (westward) and {@code j} along z (northward), both from 0 at the region's south-east corner.
 * Tile [i, j] is the one whose south-east corner is corner [i, j].
 *
 * @param i the index along x (westward)
 * @param j the index along z (northward)
 */
public record GridPoint(int i, int j) {
    /**
     * As a spec writes it: {@code [i, j]}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return "[" + i + ", " + j + "]";
    }
}
