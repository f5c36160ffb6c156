package dev.loam.worldgen;

import java.util.List;

/**
 * One published chunk of a 2D world: the square {@code [x0, x0 + size) × [y0, y0 + size)}, every
 * layer's placements whose group anchor lies in it (diffs laid over them), and the biome of each
 * ground cell. Immutable by contract: the grid array is the game's to read, not to change.
 *
 * @param cx the chunk's x index: {@code x0 = cx × size}
 * @param cy the chunk's y index: {@code y0 = cy × size}
 * @param x0 the low x, world units
 * @param y0 the low y, world units
 * @param size the side, world units
 * @param cellSize the side of a ground cell, world units
 * @param gridSide cells per side: {@code ceil(size / cellSize)}; the last row and column may reach
 *     past the chunk
 * @param revision how many times it has been published since it became resident, from 1
 * @param complete whether all its work is done; an incomplete chunk fills in over the next frames
 * @param placements the placements, by layer, then cell row, then cell, then the group's members
 * @param biomes the biome ids the grid indexes (the rules' biomes, in order)
 * @param biomeGrid per cell, row by row ({@code row × gridSide + column}, rows along +y), the index
 *     into {@code biomes} of the strongest biome at the cell's centre, or -1 where none holds
 */
public record Chunk2D(int cx, int cy, double x0, double y0, double size, double cellSize, int gridSide, int revision,
        boolean complete, List<Placement2D> placements, List<String> biomes, short[] biomeGrid) {

    // Copies the lists.
    public Chunk2D {
        placements = List.copyOf(placements);
        biomes = List.copyOf(biomes);
    }

    /**
     * The biome of a ground cell.
     *
     * @param column the cell's column, 0 at {@code x0}
     * @param row the cell's row, 0 at {@code y0}
     * @return the biome's id, or "" where none holds
     * @throws IndexOutOfBoundsException outside {@code 0..gridSide - 1}
     */
    public String biomeAt(int column, int row) {
        if (column < 0 || row < 0 || column >= gridSide || row >= gridSide) {
            throw new IndexOutOfBoundsException("cell (" + column + ", " + row + ") outside 0.." + (gridSide - 1));
        }
        int b = biomeGrid[row * gridSide + column];
        return b < 0 ? "" : biomes.get(b);
    }
}
