package dev.loam.terrain;

import java.util.List;

/** Small terrains and scatter sets the tests share, and the tolerances they compare with. */
final class TerrainFixtures {
    /** Tolerance for heights and positions computed in double from float data, map units. */
    static final double EPS = 1e-9;
    /** Tolerance for values that went through float arithmetic. */
    static final double FLOAT_EPS = 1e-5;
    /** Tolerance for ray hits, which solve the triangle in another order than the height query. */
    static final double RAY_EPS = 1e-7;

    private TerrainFixtures() {
    }

    /** A 5×4 terrain, cell size 2, origin (10, 1, -4), heights i + 10 j, two layers. */
    static Terrain ramp() {
        float[] h = new float[5 * 4];
        for (int j = 0; j < 4; j++) {
            for (int i = 0; i < 5; i++) {
                h[j * 5 + i] = i + 10 * j;
            }
        }
        return Terrain.builder(5, 4, 2).origin(10, 1, -4).heights(h)
                .layers(List.of(TerrainLayer.of("grass"), new TerrainLayer("rock", 128, 0.3, 0.7))).build();
    }

    /** A terrain of {@code n × n} vertices with wavy heights from a seed, cell size 1.5. */
    static Terrain wavy(int n, long seed, int chunkCells) {
        float[] h = new float[n * n];
        for (int k = 0; k < h.length; k++) {
            int i = k % n;
            int j = k / n;
            h[k] = (float) (3 * Math.sin(i * 0.7 + seed) + 2 * Math.cos(j * 0.45 - seed) + ((i * 31 + j * 17 + seed) % 5) * 0.1);
        }
        return Terrain.builder(n, n, 1.5).origin(-3, 2, 5).heights(h).chunkCells(chunkCells)
                .layers(List.of(TerrainLayer.of("grass"))).build();
    }

    /** A set of two items with a few instances, every setting away from its default. */
    static Scatter pines() {
        Scatter s = Scatter.builder("pines").kind(ScatterKind.FOLIAGE).targets(List.of("terrain-1"))
                .items(List.of(ScatterItem.of("res://pine.glb").withSpacing(3),
                        new ScatterItem("res://rock.glb", 0.5, 0.9, 1.4, 2, 1, false, 12, 0.25,
                                java.util.Optional.of("res://mossy.tres"), false)))
                .collision(ScatterCollision.TRIMESH).castShadows(false).visibilityRange(300).chunkSize(64)
                .staticPropsMultimesh(true).material("res://set.tres").build();
        s.add(0, 1.25, 3, -4.5, 0, 90.5, 0, 1.012);
        s.add(1, -100.07, 0.01, 65.3, 5.5, -30, 2.1, 0.9);
        s.add(0, 130, 2, 10, 0, 0, 0, 1);
        return s;
    }
}
