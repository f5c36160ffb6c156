package dev.loam.terrain;

/**
 * One chunk of a terrain: a block of up to {@code chunk_cells × chunk_cells} cells that is meshed
 * and collided as a unit. The last chunk along an axis may be smaller. Immutable.
 *
 * @param chunkX  chunk column, 0 at the origin
 * @param chunkZ  chunk row, 0 at the origin
 * @param firstI  its first cell column
 * @param firstJ  its first cell row
 * @param cellsX  cells along X
 * @param cellsZ  cells along Z
 */
public record TerrainChunk(int chunkX, int chunkZ, int firstI, int firstJ, int cellsX, int cellsZ) {
    /** One past its last cell column (and its last vertex column). */
    public int endI() {
        return firstI + cellsX;
    }

    /** One past its last cell row (and its last vertex row). */
    public int endJ() {
        return firstJ + cellsZ;
    }
}
