package dev.loam.scene;

import dev.loam.terrain.Terrain;
import dev.loam.worldgen.HeightSource;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldRules;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The test world: a forest edge of pines, ferns and stones over rolling hills, and the terrain sampled under it. */
final class WorldFixtures {
    /** The terrain's low corner and side, metres. */
    static final double X0 = -512, Z0 = -512, SIZE = 1024, CELL = 4;

    private WorldFixtures() {
    }

    static WorldRules rules() {
        try (InputStream in = WorldFixtures.class.getResourceAsStream("/worlds/test-forest-edge.json")) {
            return WorldRules.fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The world over rolling hills, its terrain sampled from them, and the world laid over that terrain. */
    static World world(long seed) {
        WorldGen hills = WorldGen.builder(rules()).seed(seed).surface(HeightSource.rolling(seed, 0, 30, 500)).build();
        Terrain terrain = WorldTerrain.sample(hills, X0, Z0, SIZE, CELL);
        return new World(WorldTerrain.over(hills, terrain), terrain);
    }

    record World(WorldGen gen, Terrain terrain) {
    }
}
