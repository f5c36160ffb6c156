package dev.loam.render.mesh;

/**
 * A chunk's place on its map: it holds map columns {@code 32·column} to {@code 32·column + 31}
 * and rows {@code 32·row} to {@code 32·row + 31}.
 *
 * @param column the chunk's column, 0 at the map's west edge
 * @param row    the chunk's row, 0 at the map's north edge
 */
public record BlockChunkCoord(int column, int row) implements Comparable<BlockChunkCoord> {
    @Override
    public int compareTo(BlockChunkCoord o) {
        return row != o.row ? Integer.compare(row, o.row) : Integer.compare(column, o.column);
    }
}
