package dev.loam.terrain;

/**
 * One culling cell of a scatter set's {@link Scatter#partition() partition}.
 *
 * @param cellX     floor(x / chunk_size), 0 for a set of one cell
 * @param cellZ     floor(z / chunk_size)
 * @param instances indices of the instances inside, ascending; owned by the caller
 */
public record ScatterCell(int cellX, int cellZ, int[] instances) {
}
