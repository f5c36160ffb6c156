package dev.loam.net;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A terrain's whole state: its grid, origin, layers, heights, splat weights and holes. Immutable:
 * arrays are copied in and out.
 *
 * @param name       the terrain's name in the world
 * @param nx         vertices along x
 * @param nz         vertices along z
 * @param cellSize   the vertices' spacing, map units
 * @param originX    vertex (0, 0)'s world x
 * @param originY    the world y heights are measured from
 * @param originZ    vertex (0, 0)'s world z
 * @param chunkCells cells along a chunk's side
 * @param layers     its material layers
 * @param heights    {@code nx * nz} heights, row-major
 * @param splat      four weights a vertex, or empty when it has none
 * @param holes      a byte a cell, or empty when it has none
 */
public record TerrainSnapshot(String name, int nx, int nz, double cellSize, double originX, double originY,
        double originZ, int chunkCells, List<TerrainLayer> layers, float[] heights, Optional<byte[]> splat,
        Optional<byte[]> holes) {
    /** @throws NullPointerException for a null part */
    public TerrainSnapshot {
        Objects.requireNonNull(name, "name");
        layers = List.copyOf(layers);
        heights = heights.clone();
        splat = splat.map(byte[]::clone);
        holes = holes.map(byte[]::clone);
    }

    /** The terrain as it stands now. */
    public static TerrainSnapshot of(String name, Terrain t) {
        return new TerrainSnapshot(name, t.resolutionX(), t.resolutionZ(), t.cellSize(), t.originX(), t.originY(),
                t.originZ(), t.chunkCells(), t.layers(), t.heights(), t.splat(), t.holes());
    }

    /**
     * A new terrain of this state.
     *
     * @throws dev.loam.terrain.TerrainFormatException naming the key the terrain refuses
     */
    public Terrain build() {
        var b = Terrain.builder(nx, nz, cellSize).origin(originX, originY, originZ).layers(layers)
                .chunkCells(chunkCells).heights(heights.clone());
        splat.ifPresent(s -> b.splat(s.clone()));
        holes.ifPresent(h -> b.holes(h.clone()));
        return b.build();
    }

    @Override
    public float[] heights() {
        return heights.clone();
    }

    @Override
    public Optional<byte[]> splat() {
        return splat.map(byte[]::clone);
    }

    @Override
    public Optional<byte[]> holes() {
        return holes.map(byte[]::clone);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TerrainSnapshot s && name.equals(s.name) && nx == s.nx && nz == s.nz
                && Double.compare(cellSize, s.cellSize) == 0 && Double.compare(originX, s.originX) == 0
                && Double.compare(originY, s.originY) == 0 && Double.compare(originZ, s.originZ) == 0
                && chunkCells == s.chunkCells && layers.equals(s.layers) && Arrays.equals(heights, s.heights)
                && Arrays.equals(splat.orElse(null), s.splat.orElse(null))
                && Arrays.equals(holes.orElse(null), s.holes.orElse(null));
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, nx, nz, Arrays.hashCode(heights));
    }

    @Override
    public String toString() {
        return "TerrainSnapshot[" + name + " " + nx + "x" + nz + "]";
    }
}
