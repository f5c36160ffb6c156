package dev.loam.scene;

import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpecReader;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterBrush;
import dev.loam.terrain.ScatterItem;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import java.util.List;

/** A terrain of four painted layers with a hole and woods on it, and a region of water and fire. */
final class SceneFixtures {
    private SceneFixtures() {
    }

    /** 129 × 129 vertices, 1 m apart, centred on the origin: a hill, a ridge, a hole cut in a slope. */
    static Terrain terrain() {
        int n = 129;
        float[] h = new float[n * n];
        byte[] splat = new byte[4 * n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double x = i - 64, z = j - 64;
                double hill = 22 * Math.exp(-(x * x + z * z) / 900.0);
                double ridge = 3 * Math.sin(x / 9.0) * Math.cos(z / 13.0);
                h[j * n + i] = (float) (hill + ridge);
            }
        }
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int a = j * n + i;
                double dx = h[j * n + Math.min(n - 1, i + 1)] - h[j * n + Math.max(0, i - 1)];
                double dz = h[Math.min(n - 1, j + 1) * n + i] - h[Math.max(0, j - 1) * n + i];
                double slope = Math.sqrt(dx * dx + dz * dz) / 2;
                double height = h[a];
                double snow = clamp((height - 17) / 3), rock = clamp((slope - 0.35) / 0.2) * (1 - snow);
                double dirt = clamp((0.35 - Math.abs(Math.sin(i / 7.0 + j / 11.0))) * 3) * (1 - rock - snow);
                double grass = Math.max(0, 1 - snow - rock - dirt);
                splat[4 * a] = (byte) Math.round(grass * 255);
                splat[4 * a + 1] = (byte) Math.round(dirt * 255);
                splat[4 * a + 2] = (byte) Math.round(rock * 255);
                splat[4 * a + 3] = (byte) Math.round(snow * 255);
            }
        }
        byte[] holes = new byte[(n - 1) * (n - 1)];
        for (int j = 84; j < 96; j++) {
            for (int i = 30; i < 44; i++) {
                holes[j * (n - 1) + i] = 1;
            }
        }
        return Terrain.builder(n, n, 1).origin(-64, 0, -64).heights(h).splat(splat).holes(holes)
                .layers(List.of(new TerrainLayer("ground/grass", 6, 0.7, 0.5), new TerrainLayer("ground/dirt", 5, 0.5, 0.5),
                        new TerrainLayer("ground/rock", 8, 0.8, 0.7), new TerrainLayer("ground/snow", 10, 0.3, 0.5)))
                .build();
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }

    /** Conifers, broadleaves and rocks brushed over the whole terrain, 32 m cells, drawn to 300 m. */
    static Scatter woods(Terrain terrain) {
        Scatter s = Scatter.builder("woods").chunkSize(32).visibilityRange(300)
                .items(List.of(ScatterItem.of("conifer").withSpacing(9), ScatterItem.of("broadleaf").withSpacing(11),
                        ScatterItem.of("rock").withSpacing(7)))
                .build();
        ScatterBrush.fill(s, terrain, 7);
        return s;
    }

    /** A 12 × 12 region: a lake, a volcano whose lava flows down its south flank, a lighthouse hill. */
    static Region region() {
        return RegionSolver.solve(RegionSpecReader.read("""
                {
                  "template": "region",
                  "name": "test-water-and-fire",
                  "seed": 3,
                  "size": [12, 12],
                  "biome": "meadow",
                  "features": [
                    { "kind": "lake", "at": [2, 6], "size": [2, 2], "name": "mere" },
                    { "kind": "volcano", "at": [8, 7], "level": 3, "flow": "south", "name": "ember" },
                    { "kind": "hill", "at": [8, 2], "level": 2, "lighthouse": true, "name": "beacon" }
                  ]
                }
                """));
    }

    /** The tiles spec's test-tiles-roads: a highway bridging a gorge, a country road crossing it, a track teeing onto it. */
    static Region roads() {
        return RegionSolver.solve(RegionSpecReader.read("""
                {
                  "template": "region",
                  "name": "test-tiles-roads",
                  "size": [12, 10],
                  "base": 3,
                  "features": [
                    { "kind": "hill", "at": [5, 6], "level": 4, "name": "hill" },
                    { "kind": "valley", "at": [8, 5], "radius": 2, "name": "gorge" },
                    { "kind": "valley", "at": [8, 6], "radius": 2, "name": "gorge_north" },
                    { "kind": "mountain", "at": [3, 7], "level": 3, "radius": 1, "name": "peak" }
                  ],
                  "roads": [
                    { "class": "highway", "from": "east", "to": "west", "via": [[2, 5], [9, 5]], "name": "highway" },
                    { "class": "country", "from": "spawn", "to": "hill", "name": "country_road" },
                    { "class": "track", "from": "highway", "to": "peak", "name": "track" }
                  ]
                }
                """));
    }

    /** The bundled test-tiles-tunnel: a highway under a mountain in one tunnel, a country road through two hills in two. */
    static Region tunnel() {
        try {
            return RegionSolver.solve(RegionSpecReader.read(java.nio.file.Files.readString(java.nio.file.Path.of(
                    "../examples/src/main/resources/dev/loam/examples/regions/test-tiles-tunnel.json"))));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
