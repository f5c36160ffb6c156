package dev.loam.worldgen;

/** Light rules for streaming tests that travel far: one layer of sparse groves on a flat world. */
final class Streams {
    static final String LIGHT = """
            { "id": "t:light", "versions": [1],
              "noise": { "moisture": { "scale": 900, "octaves": 2 } },
              "layers": [ { "id": "groups", "spacing": 200, "drawDistance": 600, "chunkSize": 256 } ],
              "recipes": [ { "id": "grove", "version": 1,
                  "anchor": { "id": "elder", "mesh": "pine.esmesh", "footprint": 3, "interactive": "tree" },
                  "members": [ { "id": "pine", "mesh": "pine.esmesh", "count": [1, 3], "ring": [8, 20],
                                 "footprint": 2 } ] } ],
              "biomes": [ { "id": "forest", "conditions": [ { "field": "moisture", "min": 0.3, "blend": 0.1 } ],
                            "recipes": [ { "recipe": "grove", "layer": "groups", "density": 0.9 } ] } ] }
            """;

    private Streams() {
    }

    static WorldGen light(long seed) {
        return WorldGen.builder(WorldRules.fromJson(LIGHT)).seed(seed).build();
    }

    /** A clock that reads {@code step} nanoseconds later at every reading. */
    static final class TickingClock implements java.util.function.LongSupplier {
        final long step;
        long now;

        TickingClock(long step) {
            this.step = step;
        }

        @Override
        public long getAsLong() {
            now += step;
            return now;
        }
    }
}
