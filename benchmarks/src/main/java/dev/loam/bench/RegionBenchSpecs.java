package dev.loam.bench;

import dev.loam.region.RegionSpec;
import dev.loam.region.RegionSpecReader;

/** The region specs the region benchmarks solve: a 16 × 16 region with 12 features of every kind. */
final class RegionBenchSpecs {
    private RegionBenchSpecs() {
    }

    /**
     * 16 × 16 tiles, base 2, alpine: hills, mountains, a plateau, a valley, a lake, a volcano and a
     * ski run. The volcano has no flow: its ash and lava rock beside the lake's sand and the snow
     * would need six ground layers, and a terrain holds four (the region would be refused).
     */
    static final String TWELVE_FEATURES = """
            {"template": "region", "name": "test-bench", "seed": 7, "size": [16, 16], "base": 2, "biome": "alpine",
             "features": [
              {"kind": "hill", "at": [3, 12], "level": 3},
              {"kind": "hill", "at": [13, 12], "level": 3},
              {"kind": "mountain", "at": [8, 10], "level": 6, "radius": 3},
              {"kind": "plateau", "at": [2, 3], "size": [2, 2], "level": 2},
              {"kind": "valley", "at": [5, 7], "radius": 2},
              {"kind": "lake", "at": [11, 3], "size": [2, 2], "level": 2},
              {"kind": "volcano", "at": [12, 8], "level": 4},
              {"kind": "ski", "at": [8, 10], "to": [8, 7]},
              {"kind": "hill", "at": [2, 8], "level": 2},
              {"kind": "mountain", "at": [9, 13], "level": 3, "radius": 1.5},
              {"kind": "hill", "at": [5, 12], "level": 2},
              {"kind": "hill", "at": [14, 10], "level": 2}
             ]}
            """;

    static RegionSpec twelveFeatures() {
        return RegionSpecReader.read(TWELVE_FEATURES);
    }
}
