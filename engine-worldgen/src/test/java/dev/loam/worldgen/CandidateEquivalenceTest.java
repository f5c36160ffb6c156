package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Pins, as digests, what candidate evaluation answers over large samples of points: biome picks
 * and strongest biomes, every biome weight and read point, explained fields, paint and
 * placements, in the example world (with and without zones that force biomes, set fields and
 * flatten) and in a code-built world with code fields, three-condition biomes, several
 * transitions and every built-in field. The digests were taken before candidate evaluation was
 * optimised; any change to the results, even in the last bit, changes them. They were taken again
 * when {@code shoreDistance} became exact (the water's edge over the ground's triangles in place of
 * eight rays sampled every 4 m) and {@code explain} began to show a distance at the edge of its
 * range as a bound ({@code ">= 32"}) rather than a measurement: all three worlds read
 * {@code shoreDistance}.
 */
class CandidateEquivalenceTest {
    private static final int POINTS = 60_000;

    private static final class Digest {
        private final MessageDigest md;
        private final ByteBuffer buf = ByteBuffer.allocate(8);

        Digest() {
            try {
                md = MessageDigest.getInstance("SHA-256");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }

        void put(long v) {
            buf.clear();
            buf.putLong(v);
            md.update(buf.array());
        }

        void put(double v) {
            put(Double.doubleToRawLongBits(v));
        }

        void put(String s) {
            md.update(s.getBytes(StandardCharsets.UTF_8));
            put(s.length());
        }

        String hex() {
            return HexFormat.of().formatHex(md.digest());
        }
    }

    /** Scattered points over ±span, from a fixed generator. */
    private static double[][] points(int n, double span, long seed) {
        double[][] p = new double[n][3];
        long s = seed;
        for (int k = 0; k < n; k++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            p[k][0] = ((s >>> 11) * 0x1.0p-53 - 0.5) * 2 * span;
            s = s * 6364136223846793005L + 1442695040888963407L;
            p[k][1] = ((s >>> 11) * 0x1.0p-53 - 0.5) * 2 * span;
            s = s * 6364136223846793005L + 1442695040888963407L;
            p[k][2] = (s >>> 11) * 0x1.0p-53;
        }
        return p;
    }

    private static String candidates(WorldPlan plan, double span, long seed, String... wideLayers) {
        Digest d = new Digest();
        BiomeSampler sampler = plan.biomeSampler();
        for (double[] p : points(POINTS, span, seed)) {
            d.put(sampler.pick(p[0], p[1], p[2]));
            d.put(sampler.strongest(p[0], p[1]));
        }
        for (double[] p : points(POINTS / 10, span, seed + 1)) {
            for (BiomeWeight w : plan.biomeWeights(p[0], p[1])) {
                d.put(w.biome());
                d.put(w.weight());
                d.put(w.readX());
                d.put(w.readZ());
            }
            d.put(plan.biomeAt(p[0], p[1]).orElse("-"));
            Paint paint = plan.paintAt(p[0], p[1]);
            d.put(paint.grass());
            d.put(paint.dirt());
            d.put(paint.snow());
            d.put(paint.rock());
        }
        for (double[] p : points(40, span, seed + 2)) {
            Explanation e = plan.explain(p[0], p[1]);
            for (Map.Entry<String, Double> f : e.fields().entrySet()) {
                d.put(f.getKey());
                d.put(f.getValue());
            }
            d.put(e.toJson());
        }
        for (Placement p : plan.placementsIn(-300, -300, 300, 300)) {
            d.put(Wilds.line(p));
        }
        for (Placement p : plan.placementsIn(-1500, -1500, 1500, 1500, wideLayers)) {
            d.put(Wilds.line(p));
        }
        return d.hex();
    }

    // The example's rules as they stood when these hashes were taken (without its recipes of
    // density 0, which turn no-recipe candidates into density ones): the hashes pin the engine.
    private static WorldGen zoned() {
        WorldGen w = Wilds.gappedWorld(42);
        w.zones().set(new Zone("glade", "building", new ZoneShape.Circle(120, -80, 150), 80, 1, Set.of(),
                Optional.of("meadow"), Optional.empty(), Map.of()));
        w.zones().set(new Zone("wet", "building", new ZoneShape.Rect(-400, 300, 300, 200, 0.4), 120, 0, Set.of(),
                Optional.empty(), Optional.empty(), Map.of("moisture", 0.9, "height", 3.0)));
        w.zones().set(new Zone("pad", "building", new ZoneShape.Circle(600, 600, 60), 40, 2, Set.of(),
                Optional.of("highland"), Optional.of(Zone.Flatten.GROUND), Map.of()));
        return w;
    }

    private static WorldGen coded() {
        WorldRules rules = WorldRules.builder("t:coded").versions(1).layer(Layer.of("l", 20))
                .recipe(FieldsTest.stone())
                .noise("grain", new NoiseField(35, 4))
                .noise("temperature", new NoiseField(700, 1))
                .field("warmth", (x, z, at) -> at.read("temperature") * 2 - at.read("height") / 100)
                .biome(new Biome("wet", List.of(new Condition("moisture", 0.45, Double.POSITIVE_INFINITY, 0.1),
                        new Condition("grain", Double.NEGATIVE_INFINITY, 0.7, 0.2),
                        new Condition("height", -10, 60, 8)), 25, Optional.empty(), 0,
                        List.of(new BiomeRecipe("stone", "l", 0.7))))
                .biome(new Biome("warm", List.of(new Condition("warmth", 0.6, Double.POSITIVE_INFINITY, 0.3),
                        new Condition("slope", 0, 30, 10), new Condition("up", 0.8, 1, 0.05)), 40,
                        Optional.empty(), 0, List.of(new BiomeRecipe("stone", "l", 0.5))))
                .biome(new Biome("coast", List.of(new Condition("shoreDistance", -20, 40, 10),
                        new Condition("waterDepth", 0, 4, 2)), 0, Optional.empty(), 0,
                        List.of(new BiomeRecipe("stone", "l", 0.9))))
                .biome(new Biome("rest", List.of(new Condition("rock", 0.3, 0.8, 0.1),
                        new Condition("paint.grass", 0, 2, 0), new Condition("temperature", 0.2, 0.9, 0.1),
                        new Condition("height", 0, Double.POSITIVE_INFINITY, 0)), 25, Optional.empty(), 0,
                        List.of(new BiomeRecipe("stone", "l", 0.3))))
                .build();
        return WorldGen.builder(rules).seed(9).surface(Wilds.HILLS).seaLevel(0).build();
    }

    @Test
    void theExampleWorldsCandidatesAreUnchanged() {
        assertEquals("a27b08a6d1cba92d1af0382d5c203e1a978a9424e7303f76a0651823e60b2c3d", candidates(Wilds.gappedWorld(42).plan(), 4000, 99, "sites", "groups"));
    }

    @Test
    void theExampleWorldWithZonesIsUnchanged() {
        assertEquals("a1732e1c4b426cb5ddc79c3caf0985c1ba57d8dec49c647708c58d64e23ee6a6", candidates(zoned().plan(), 1000, 5, "sites", "groups"));
    }

    @Test
    void aCodeBuiltWorldsCandidatesAreUnchanged() {
        assertEquals("8948538a19f4a167685b06299fad8f00da61b0b98c44485fb1a344ecdea4b621", candidates(coded().plan(), 3000, 17, "l"));
    }
}
