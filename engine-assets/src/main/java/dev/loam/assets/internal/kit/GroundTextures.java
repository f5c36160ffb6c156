package dev.loam.assets.internal.kit;

import dev.loam.core.StableHash;
import dev.loam.model.AlphaMode;
import dev.loam.model.Material;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.model.Sampler;
import dev.loam.model.TextureRef;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * The kit's procedural ground textures, for terrain splat layers: {@value #SIDE} × {@value #SIDE}
 * sRGB pixels that tile seamlessly (every noise they are made of repeats on the texture's side),
 * each made in integer and float arithmetic from fixed seeds, the same bytes on every JVM. The
 * names are those terrain layers and regions use: {@code ground/grass}, {@code ground/dirt},
 * {@code ground/rock}, {@code ground/snow}, {@code ground/sand}, {@code ground/ash},
 * {@code ground/lava-rock}, {@code ground/gravel}, {@code ground/mud}, and the biomes' grounds
 * ({@code ground/meadow-grass}, {@code ground/forest-grass}, {@code ground/alpine-grass},
 * {@code ground/farmland-grass}, {@code ground/steppe-grass}, {@code ground/desert-sand},
 * {@code ground/autumn-leaves}, {@code ground/coast-grass}).
 *
 * <p>Each comes with a material of the same name whose base colour texture is texture 0 (the
 * texture of that name) and whose base colour factor is white: the texture carries the colour.
 */
public final class GroundTextures {
    /** Pixels along a texture's side. */
    public static final int SIDE = 256;

    private record Recipe(int base, int dark, int light, IntFunction<float[]> pattern) {
    }

    private static final Map<String, Recipe> RECIPES = new LinkedHashMap<>();

    static {
        grass("ground/grass", 0x6a9a3c, 0x3f6a26, 0x9cc25a, 11);
        grass("ground/meadow-grass", 0x6fa34a, 0x44722c, 0xa2cc62, 12);
        grass("ground/forest-grass", 0x4c7a37, 0x2c4a22, 0x73a04a, 13);
        grass("ground/alpine-grass", 0x7e9a5c, 0x55683e, 0xa8b882, 14);
        grass("ground/farmland-grass", 0x5f9e3c, 0x3c6a24, 0x8fc054, 15);
        grass("ground/steppe-grass", 0xb0a35e, 0x7e7440, 0xd2c684, 16);
        grass("ground/coast-grass", 0x8aa86a, 0x5e7a48, 0xb2c890, 17);
        RECIPES.put("ground/dirt", new Recipe(0x7a5a3a, 0x4e3824, 0x9c7a54, seed -> pebbly(21, 0.18f, 0.35f)));
        RECIPES.put("ground/mud", new Recipe(0x5a4230, 0x38281c, 0x6e5440, seed -> puddled(22)));
        RECIPES.put("ground/rock", new Recipe(0x8a8580, 0x545250, 0xb0aca6, seed -> cracked(31, 0.9f)));
        RECIPES.put("ground/lava-rock", new Recipe(0x2b1a14, 0x120a08, 0x5a2c1c, seed -> cracked(32, 1.2f)));
        RECIPES.put("ground/gravel", new Recipe(0x8c857a, 0x57514a, 0xb8b0a2, seed -> pebbly(33, 0.55f, 0.15f)));
        RECIPES.put("ground/snow", new Recipe(0xeef2f6, 0xc8d4e2, 0xffffff, seed -> drifted(41, false)));
        RECIPES.put("ground/sand", new Recipe(0xd8c690, 0xb49e68, 0xeadcaa, seed -> drifted(42, true)));
        RECIPES.put("ground/desert-sand", new Recipe(0xd2b47c, 0xa88a58, 0xe8d0a0, seed -> drifted(43, true)));
        RECIPES.put("ground/ash", new Recipe(0x4a4644, 0x2c2a2a, 0x6a6462, seed -> speckled(51)));
        RECIPES.put("ground/autumn-leaves", new Recipe(0x8e6a30, 0x5a3a1c, 0xc88a3a, seed -> leafy(61)));
    }

    private GroundTextures() {
    }

    private static void grass(String name, int base, int dark, int light, int seed) {
        RECIPES.put(name, new Recipe(base, dark, light, s -> bladed(seed)));
    }

    /** Every ground name, in a fixed order. */
    public static List<String> names() {
        return List.copyOf(RECIPES.keySet());
    }

    /** Whether a ground of that name exists. */
    public static boolean has(String name) {
        return RECIPES.containsKey(name);
    }

    /** The texture of a ground name, made afresh; empty for a name that is not a ground. */
    public static Optional<ModelTexture> texture(String name) {
        Recipe r = RECIPES.get(name);
        if (r == null) {
            return Optional.empty();
        }
        float[] shade = r.pattern.apply(0);
        byte[] rgba = new byte[4 * SIDE * SIDE];
        for (int p = 0; p < SIDE * SIDE; p++) {
            float t = Math.max(-1, Math.min(1, shade[p]));
            int from = r.base, to = t < 0 ? r.dark : r.light;
            float k = Math.abs(t);
            for (int c = 0; c < 3; c++) {
                int shift = 16 - 8 * c;
                float a = from >> shift & 0xff, b = to >> shift & 0xff;
                rgba[4 * p + c] = (byte) Math.round(a + (b - a) * k);
            }
            rgba[4 * p + 3] = (byte) 0xff;
        }
        return Optional.of(new ModelTexture(name, SIDE, SIDE, rgba, Sampler.DEFAULT));
    }

    /** The material of a ground name: white factor over texture 0, rough, opaque; empty for another name. */
    public static Optional<Material> material(String name) {
        if (!RECIPES.containsKey(name)) {
            return Optional.empty();
        }
        return Optional.of(new Material(name, Rgba.WHITE, Optional.of(TextureRef.of(0)), AlphaMode.OPAQUE,
                Material.DEFAULT_ALPHA_CUTOFF, false, Rgba.BLACK, Optional.empty(), 0, 0.95f, Optional.empty(),
                Optional.empty(), Optional.empty(), false));
    }

    // ---- periodic noise ----------------------------------------------------------------------

    /** A lattice value in −1..1 at (i, j), wrapped on a period. */
    private static float lattice(int i, int j, int period, int seed) {
        return lattice(i, j, period, period, seed);
    }

    /** A lattice value in −1..1 at (i, j), wrapped on {@code px} across and {@code py} down. */
    private static float lattice(int i, int j, int px, int py, int seed) {
        long h = StableHash.hash(seed, Math.floorMod(i, px), Math.floorMod(j, py));
        return (float) (2 * StableHash.unit(h) - 1);
    }

    /** Smooth value noise, −1..1, with {@code period} lattice steps across the texture (a divisor of SIDE). */
    private static float noise(float x, float y, int period, int seed) {
        return noise(x, y, period, period, seed);
    }

    /** Smooth value noise with {@code px} lattice steps across and {@code py} down (divisors of SIDE). */
    private static float noise(float x, float y, int px, int py, int seed) {
        float fx = x * px / SIDE, fy = y * py / SIDE;
        int i = (int) Math.floor(fx), j = (int) Math.floor(fy);
        float u = fx - i, v = fy - j;
        u = u * u * (3 - 2 * u);
        v = v * v * (3 - 2 * v);
        float a = lattice(i, j, px, py, seed), b = lattice(i + 1, j, px, py, seed);
        float c = lattice(i, j + 1, px, py, seed), d = lattice(i + 1, j + 1, px, py, seed);
        return (a + (b - a) * u) * (1 - v) + (c + (d - c) * u) * v;
    }

    /** Fractal sum of {@code octaves} noises from {@code period} up, halving in strength, −1..1 roughly. */
    private static float fbm(float x, float y, int period, int octaves, int seed) {
        float sum = 0, amp = 1, norm = 0;
        for (int o = 0; o < octaves; o++) {
            sum += amp * noise(x, y, period << o, seed + o * 101);
            norm += amp;
            amp *= 0.5f;
        }
        return sum / norm;
    }

    /**
     * Distance (in cells of the lattice) to the nearest and second-nearest feature point of a
     * wrapped cell grid, and (when {@code dest} has room) the nearest cell's own value in −1..1.
     */
    private static void cells(float x, float y, int period, int seed, float[] dest) {
        float fx = x * period / SIDE, fy = y * period / SIDE;
        int i = (int) Math.floor(fx), j = (int) Math.floor(fy);
        float best = Float.MAX_VALUE, second = Float.MAX_VALUE, id = 0;
        for (int dj = -1; dj <= 1; dj++) {
            for (int di = -1; di <= 1; di++) {
                int ci = i + di, cj = j + dj;
                float px = ci + 0.5f + 0.45f * lattice(ci, cj, period, seed);
                float py = cj + 0.5f + 0.45f * lattice(ci, cj, period, seed + 7);
                float d = (float) Math.sqrt((px - fx) * (px - fx) + (py - fy) * (py - fy));
                if (d < best) {
                    second = best;
                    best = d;
                    id = lattice(ci, cj, period, seed + 13);
                } else if (d < second) {
                    second = d;
                }
            }
        }
        dest[0] = best;
        dest[1] = second;
        if (dest.length > 2) {
            dest[2] = id;
        }
    }

    // ---- patterns: −1 (dark) .. 0 (base) .. 1 (light) a pixel -------------------------------

    private static float[] bladed(int seed) {
        float[] out = new float[SIDE * SIDE];
        for (int y = 0; y < SIDE; y++) {
            for (int x = 0; x < SIDE; x++) {
                float patches = fbm(x, y, 4, 3, seed);
                // Blades: fine noise stretched along one axis, so the grass has a grain.
                float blades = noise(x, y, 128, 32, seed + 5) * 0.6f + noise(x, y, 64, seed + 9) * 0.4f;
                out[y * SIDE + x] = 0.55f * patches + 0.55f * blades;
            }
        }
        return out;
    }

    private static float[] pebbly(int seed, float pebbles, float clods) {
        float[] out = new float[SIDE * SIDE];
        float[] c = new float[2];
        for (int y = 0; y < SIDE; y++) {
            for (int x = 0; x < SIDE; x++) {
                cells(x, y, 32, seed, c);
                float edge = Math.min(1, (c[1] - c[0]) * 3);
                float stone = edge > 0.35f ? 0.6f * (1 - c[0]) : -0.7f;
                float ground = fbm(x, y, 8, 4, seed + 3);
                out[y * SIDE + x] = pebbles * stone + clods * ground + 0.25f * noise(x, y, 128, seed + 11);
            }
        }
        return out;
    }

    private static float[] puddled(int seed) {
        float[] out = new float[SIDE * SIDE];
        for (int y = 0; y < SIDE; y++) {
            for (int x = 0; x < SIDE; x++) {
                float wet = fbm(x, y, 4, 3, seed);
                float v = wet > 0.15f ? -0.8f : 0.4f * fbm(x, y, 16, 3, seed + 4);
                out[y * SIDE + x] = v + 0.15f * noise(x, y, 128, seed + 8);
            }
        }
        return out;
    }

    private static float[] cracked(int seed, float depth) {
        float[] out = new float[SIDE * SIDE];
        float[] c = new float[2];
        for (int y = 0; y < SIDE; y++) {
            for (int x = 0; x < SIDE; x++) {
                cells(x, y, 8, seed, c);
                float crack = Math.max(0, 1 - (c[1] - c[0]) * 8);
                float face = fbm(x, y, 8, 5, seed + 2);
                out[y * SIDE + x] = 0.7f * face - depth * crack * crack + 0.2f * noise(x, y, 128, seed + 6);
            }
        }
        return out;
    }

    private static float[] drifted(int seed, boolean ripples) {
        float[] out = new float[SIDE * SIDE];
        for (int y = 0; y < SIDE; y++) {
            for (int x = 0; x < SIDE; x++) {
                float drift = fbm(x, y, 4, 4, seed);
                float v = 0.5f * drift;
                if (ripples) {
                    // Ripples: a wave 16 times across the side, warped by noise, so it wraps.
                    float warp = 10 * noise(x, y, 8, seed + 3);
                    double phase = 2 * Math.PI * 16 * (y + warp) / SIDE;
                    v += 0.35f * (float) StrictMath.sin(phase);
                }
                out[y * SIDE + x] = v + 0.2f * noise(x, y, 256, seed + 7);
            }
        }
        return out;
    }

    private static float[] speckled(int seed) {
        float[] out = new float[SIDE * SIDE];
        for (int y = 0; y < SIDE; y++) {
            for (int x = 0; x < SIDE; x++) {
                float speck = lattice(x, y, SIDE, seed);
                out[y * SIDE + x] = 0.4f * fbm(x, y, 8, 3, seed + 1) + (speck > 0.9f ? 0.9f : speck < -0.85f ? -0.6f : 0.15f * speck);
            }
        }
        return out;
    }

    private static float[] leafy(int seed) {
        float[] out = new float[SIDE * SIDE];
        float[] c = new float[3];
        for (int y = 0; y < SIDE; y++) {
            for (int x = 0; x < SIDE; x++) {
                cells(x, y, 16, seed, c);
                float leaf = c[2];
                float edge = Math.min(1, (c[1] - c[0]) * 4);
                out[y * SIDE + x] = edge < 0.2f ? -0.8f : 0.8f * leaf + 0.2f * fbm(x, y, 8, 3, seed + 5);
            }
        }
        return out;
    }
}
