package dev.loam.blockmap;

import java.util.Optional;

/**
 * The cell under a point, from {@link BlockMap#findBlockAt(double, double)}.
 *
 * @param column      the cell's column
 * @param row         its row
 * @param symbol      its legend character
 * @param block       its block
 * @param heightSteps its height in whole steps
 * @param topMetres   the walkable top under the point, world y in metres: a stair's tread there
 * @param facing      a stair's facing
 * @param water       the water over the cell, for a water block
 */
public record BlockAt(int column, int row, char symbol, Block block, int heightSteps, double topMetres,
                      Optional<BlockFacing> facing, Optional<Water> water) {

    /**
     * Water over a cell.
     *
     * @param surfaceMetres the surface, world y in metres
     * @param depthMetres   the surface's height over the bed, in metres
     */
    public record Water(double surfaceMetres, double depthMetres) {
    }
}
