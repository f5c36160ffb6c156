package dev.loam.physics;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainBuilder;

/** Terrains the terrain collider tests build. */
final class Terrains {
    private Terrains() {
    }

    /**
     * A bumpy terrain of {@code n × n} vertices half a metre apart, away from the world's origin,
     * with a jitter on every vertex so that the cells' diagonal matters, and a few holes.
     */
    static Terrain bumpy(int n, int chunkCells) {
        float[] h = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int hash = (i * 73856093) ^ (j * 19349663);
                double jitter = ((hash >>> 7) & 1023) / 1023.0 - 0.5;
                h[j * n + i] = (float) (2.5 * Math.sin(i * 0.21) * Math.cos(j * 0.17) + 0.4 * jitter);
            }
        }
        byte[] holes = new byte[(n - 1) * (n - 1)];
        for (int j = 3; j < 7; j++) {
            for (int i = 5; i < 9; i++) {
                holes[j * (n - 1) + i] = 1;
            }
        }
        holes[(n / 2) * (n - 1) + n / 3] = 1;
        return Terrain.builder(n, n, 0.5).origin(-7.25, 3.5, 11.75).chunkCells(chunkCells).heights(h).holes(holes)
                .build();
    }

    /**
     * A plane of {@code nx × nz} vertices {@code cellSize} metres apart rising along x at a
     * gradient (metres up a metre across), chunks of {@code chunkCells}.
     */
    static Terrain plane(int nx, int nz, double cellSize, double gradient, int chunkCells) {
        return planeBuilder(nx, nz, cellSize, gradient, chunkCells).build();
    }

    static TerrainBuilder planeBuilder(int nx, int nz, double cellSize, double gradient, int chunkCells) {
        float[] h = new float[nx * nz];
        for (int j = 0; j < nz; j++) {
            for (int i = 0; i < nx; i++) {
                h[j * nx + i] = (float) (i * cellSize * gradient);
            }
        }
        return Terrain.builder(nx, nz, cellSize).chunkCells(chunkCells).heights(h);
    }
}
