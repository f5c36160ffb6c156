package dev.loam.bench;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import java.util.List;

/** Terrains the terrain benchmarks generate in their setup (never committed as files). */
final class TerrainBenchTerrains {
    /** The side of the large terrain the issue measures: 4097 vertices. */
    static final int LARGE = 4097;

    private TerrainBenchTerrains() {
    }

    /** An {@code n × n} terrain of rolling hills, cell size 1, two layers, splat everywhere. */
    static Terrain hills(int n, boolean splat) {
        float[] h = new float[n * n];
        for (int j = 0; j < n; j++) {
            double sz = Math.sin(j * 0.013);
            for (int i = 0; i < n; i++) {
                h[j * n + i] = (float) (40 * Math.sin(i * 0.011) * sz + 3 * Math.cos((i + j) * 0.07) + ((i * 7 + j * 13) & 15) * 0.01);
            }
        }
        dev.loam.terrain.TerrainBuilder b = Terrain.builder(n, n, 1).heights(h)
                .layers(List.of(TerrainLayer.of("grass"), TerrainLayer.of("rock")));
        if (splat) {
            byte[] s = new byte[4 * n * n];
            for (int k = 0; k < n * n; k++) {
                int rock = (k * 31) & 0xff;
                s[4 * k] = (byte) (255 - rock);
                s[4 * k + 1] = (byte) rock;
            }
            b.splat(s);
        }
        return b.build();
    }
}
