package dev.loam.worldgen;

import dev.loam.core.StableHash;
import dev.loam.core.ValueNoise2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The environment fields of one world, by index: the built-ins, the rules' noise fields and code
 * fields, with what computes each. Immutable and shared by every {@link FieldSampler} of a plan.
 */
final class FieldTable {
    static final int HEIGHT = 0;
    static final int UP = 1;
    static final int SLOPE = 2;
    static final int WATER_DEPTH = 3;
    static final int SHORE_DISTANCE = 4;
    static final int MOISTURE = 5;
    static final int TEMPERATURE = 6;
    static final int ROCK = 7;
    static final int PAINT_GRASS = 8;
    static final int FIRST_NAMED = 12;

    /** The built-in fields, in index order. */
    static final List<String> BUILT_IN = List.of("height", "up", "slope", "waterDepth", "shoreDistance", "moisture",
            "temperature", "rock", "paint.grass", "paint.dirt", "paint.snow", "paint.rock");

    /** The step of the central differences behind {@code up} and {@code slope}, world units. */
    static final double GRADIENT_STEP = 1.0;
    /** The step between rings of the water's-edge search, world units. */
    static final double SHORE_STEP = 4.0;
    /** The least and the most the water's-edge search looks, world units. */
    static final double SHORE_SEARCH_MIN = 32.0;
    static final double SHORE_SEARCH_MAX = 256.0;
    /** Directions searched per ring. */
    static final int SHORE_DIRECTIONS = 8;

    final String[] names;
    final Map<String, Integer> index = new HashMap<>();
    /** Noise per index from {@link #MOISTURE}; null for non-noise indices. */
    final ValueNoise2D[] noise;
    final int[] octaves;
    /** Code fields per index; null for others. */
    final CodeField[] code;
    final Surface surface;
    final double seaLevel;
    /**
     * How far the water's-edge search looks: the farthest finite bound of any condition on
     * {@code shoreDistance} plus half its blend and a step, within {@link #SHORE_SEARCH_MIN} and
     * {@link #SHORE_SEARCH_MAX}; beyond it, {@code shoreDistance} is ± this (every condition's
     * weight is the same there).
     */
    final double shoreSearch;
    final double[] shoreCos = new double[SHORE_DIRECTIONS];
    final double[] shoreSin = new double[SHORE_DIRECTIONS];

    FieldTable(WorldRules rules, long worldSeed, Surface surface, double seaLevel) {
        List<String> all = new ArrayList<>(BUILT_IN);
        for (String n : rules.noise().keySet()) {
            if (!all.contains(n)) {
                all.add(n);
            }
        }
        all.addAll(rules.fields().keySet());
        names = all.toArray(String[]::new);
        for (int i = 0; i < names.length; i++) {
            index.put(names[i], i);
        }
        noise = new ValueNoise2D[names.length];
        octaves = new int[names.length];
        code = new CodeField[names.length];
        for (int i = MOISTURE; i < names.length; i++) {
            if (i >= PAINT_GRASS && i < FIRST_NAMED) {
                continue;
            }
            CodeField f = rules.fields().get(names[i]);
            if (f != null) {
                code[i] = f;
                continue;
            }
            NoiseField spec = rules.noise().getOrDefault(names[i], NoiseField.DEFAULT);
            noise[i] = ValueNoise2D.of(StableHash.mix(StableHash.mix(worldSeed, "loam.worldgen.field"), names[i]),
                    spec.scale());
            octaves[i] = spec.octaves();
        }
        this.surface = surface;
        this.seaLevel = seaLevel;
        double need = 0;
        for (Biome b : rules.biomes()) {
            for (Condition c : b.conditions()) {
                if (c.field().equals("shoreDistance")) {
                    for (double bound : new double[] {c.min(), c.max()}) {
                        if (Double.isFinite(bound)) {
                            need = Math.max(need, Math.abs(bound) + c.blend() / 2 + SHORE_STEP);
                        }
                    }
                }
            }
        }
        this.shoreSearch = Math.min(SHORE_SEARCH_MAX, Math.max(SHORE_SEARCH_MIN, Math.ceil(need / SHORE_STEP) * SHORE_STEP));
        for (int k = 0; k < SHORE_DIRECTIONS; k++) {
            double a = 2 * Math.PI * k / SHORE_DIRECTIONS;
            shoreCos[k] = StrictMath.cos(a);
            shoreSin[k] = StrictMath.sin(a);
        }
    }

    /** Whether a name is a built-in field. */
    static boolean isBuiltIn(String name) {
        return BUILT_IN.contains(name);
    }

    /** Whether a name is a field of the surface or water (which noise cannot replace). */
    static boolean isBuiltInSurface(String name) {
        int i = BUILT_IN.indexOf(name);
        return i >= 0 && (i < MOISTURE || i >= PAINT_GRASS);
    }

    /** The index of a field, or -1. */
    int indexOf(String name) {
        Integer i = index.get(name);
        return i == null ? -1 : i;
    }
}
