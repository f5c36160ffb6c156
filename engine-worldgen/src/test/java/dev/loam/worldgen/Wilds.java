package dev.loam.worldgen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The example rules as {@code examples/} shipped them up to version 2 (four layers, lone huts, groves
 * of pines 110 m apart), kept here as the engine's own fixture so that the digests and counts the
 * tests pin keep pinning the engine when the example's rules change for the sake of the picture; and
 * the hilly world the tests lay them over. {@link #SHIPPED} is the example as it ships now, for the
 * tests about the example itself.
 */
final class Wilds {
    static final Path FILE = Path.of("src/test/resources/dev/loam/worldgen/wilds-v2.json");
    /** The rules the examples ship. */
    static final Path SHIPPED = Path.of("../examples/src/main/resources/dev/loam/examples/worlds/wilds.json");
    static final HeightSource HILLS = HeightSource.rolling(7, -20, 90, 900);

    private Wilds() {
    }

    static String json() {
        try {
            return Files.readString(FILE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static WorldRules rules() {
        return WorldRules.fromJson(json());
    }

    static WorldGen world(long seed) {
        return WorldGen.builder(rules()).seed(seed).surface(HILLS).seaLevel(0).build();
    }

    /** The shipped example rules over {@link #HILLS}. */
    static WorldGen shippedWorld(long seed) {
        try {
            return WorldGen.builder(WorldRules.fromJson(Files.readString(SHIPPED))).seed(seed).surface(HILLS).seaLevel(0)
                    .build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The rules without their recipes of density 0 (the biomes' "nothing of this layer here"), as
     * the example stood before it said so: biomes with no recipe in some layers, which is what the
     * tests of that case lay out. Its placements are the example's; its candidates that pick such
     * a biome are refused as having no recipe instead of by density.
     */
    static WorldRules gappedRules() {
        String gapped = json()
                .replaceAll("\\{ \"recipe\": \"\\w+\", \"layer\": \"\\w+\", \"density\": 0 \\},\\s*", "")
                .replaceAll(",\\s*\\{ \"recipe\": \"\\w+\", \"layer\": \"\\w+\", \"density\": 0 \\}", "");
        return WorldRules.fromJson(gapped);
    }

    /** {@link #world(long)} over {@link #gappedRules()}. */
    static WorldGen gappedWorld(long seed) {
        return WorldGen.builder(gappedRules()).seed(seed).surface(HILLS).seaLevel(0).build();
    }

    /** One stable line per placement: what byte-identical comparisons compare. */
    static String line(Placement p) {
        return p.id() + " " + p.biome() + " " + Double.toHexString(p.x()) + " " + Double.toHexString(p.y()) + " "
                + Double.toHexString(p.z()) + " " + Double.toHexString(p.yaw()) + " " + Double.toHexString(p.scale())
                + " " + p.footprint() + " " + p.tint() + " " + p.grounding();
    }
}
