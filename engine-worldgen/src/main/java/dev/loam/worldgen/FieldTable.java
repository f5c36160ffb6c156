package dev.loam.worldgen;

import dev.loam.core.StableHash;
import dev.loam.core.ValueNoise2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The environment fields of one world, by index: the built-ins, the rules' noise fields and code
 * fields, then the surface's paint layers beyond the four defaults ({@code paint.sand} for a
 * terrain layer named sand, in {@link HeightSource#paintLayers} order), with what computes each.
 * Names resolve to indices here, once per plan. Immutable and shared by every {@link
 * FieldSampler} of a plan.
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

    final String[] names;
    final Map<String, Integer> index = new HashMap<>();
    /** Value noise per index from {@link #MOISTURE}; null for other indices (gradient noise is in {@link #gradient}). */
    final ValueNoise2D[] noise;
    /** Gradient noise per index of a field whose rules chose it; null for other indices. */
    final dev.loam.core.GradientNoise2D[] gradient;
    final int[] octaves;
    /** Code fields per index; null for others. */
    final CodeField[] code;
    /**
     * Per index, the surface's paint layer (its index in {@link Surface#paintLayers}) for a paint
     * field beyond the four defaults; -1 for every other field, the four defaults included.
     */
    final int[] paintLayer;
    final Surface surface;
    final double seaLevel;
    /** The sea and the water sheets: {@code waterDepth} reads its level. */
    final Water water;
    /** The water's edges, for {@code shoreDistance}. */
    final ShoreField shore;
    /**
     * How far the water's-edge search looks: the farthest finite bound of any condition on
     * {@code shoreDistance} plus half its blend and a step, within {@link #SHORE_SEARCH_MIN} and
     * {@link #SHORE_SEARCH_MAX}; beyond it, {@code shoreDistance} is ± this (every condition's
     * weight is the same there).
     */
    final double shoreSearch;

    FieldTable(WorldRules rules, long worldSeed, Surface surface, double seaLevel) {
        this(rules, worldSeed, surface, new Water(seaLevel, List.of()));
    }

    FieldTable(WorldRules rules, long worldSeed, Surface surface, Water water) {
        double seaLevel = water.seaLevel();
        List<String> all = new ArrayList<>(BUILT_IN);
        for (String n : rules.noise().keySet()) {
            if (!all.contains(n)) {
                all.add(n);
            }
        }
        all.addAll(rules.fields().keySet());
        int firstPaint = all.size();
        List<String> offered = surface.paintLayers();
        List<Integer> paintOf = new ArrayList<>();
        for (int k = 0; k < offered.size(); k++) {
            String name = PAINT + offered.get(k);
            if (!all.contains(name)) {
                all.add(name);
                paintOf.add(k);
            }
        }
        names = all.toArray(String[]::new);
        paintLayer = new int[names.length];
        java.util.Arrays.fill(paintLayer, -1);
        for (int i = firstPaint; i < names.length; i++) {
            paintLayer[i] = paintOf.get(i - firstPaint);
        }
        for (int i = 0; i < names.length; i++) {
            index.put(names[i], i);
        }
        noise = new ValueNoise2D[names.length];
        gradient = new dev.loam.core.GradientNoise2D[names.length];
        octaves = new int[names.length];
        code = new CodeField[names.length];
        for (int i = MOISTURE; i < names.length; i++) {
            if (i >= PAINT_GRASS && i < FIRST_NAMED || paintLayer[i] >= 0) {
                continue;
            }
            CodeField f = rules.fields().get(names[i]);
            if (f != null) {
                code[i] = f;
                continue;
            }
            NoiseField spec = rules.noise().getOrDefault(names[i], NoiseField.DEFAULT);
            long fieldSeed = StableHash.mix(StableHash.mix(worldSeed, "loam.worldgen.field"), names[i]);
            if (spec.kind() == NoiseField.Kind.GRADIENT) {
                gradient[i] = dev.loam.core.GradientNoise2D.of(fieldSeed, spec.scale());
            } else {
                noise[i] = ValueNoise2D.of(fieldSeed, spec.scale());
            }
            octaves[i] = spec.octaves();
        }
        this.surface = surface;
        this.seaLevel = seaLevel;
        this.water = water;
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
        this.shore = new ShoreField(surface, water);
    }

    /** The prefix of the paint fields. */
    static final String PAINT = "paint.";

    /** Whether a name is a paint field, {@code paint.<layer>}, of any layer. */
    static boolean isPaint(String name) {
        return name.startsWith(PAINT);
    }

    /**
     * The first condition of the rules on a paint field that a surface painting these layers
     * cannot give (one beyond the four defaults that the surface does not list), as a refusal
     * naming the condition's field and the fix; null when every one can be read.
     */
    static WorldRulesException paintProblem(List<Biome> biomes, List<String> offered) {
        for (int b = 0; b < biomes.size(); b++) {
            List<Condition> cs = biomes.get(b).conditions();
            for (int c = 0; c < cs.size(); c++) {
                String f = cs.get(c).field();
                if (!isPaint(f) || BUILT_IN.contains(f)) {
                    continue;
                }
                String layer = f.substring(PAINT.length());
                if (!offered.contains(layer)) {
                    return new WorldRulesException("biomes[" + b + "].conditions[" + c + "].field", "no paint layer \""
                            + layer + "\" on the world's surface, which paints " + String.join(", ", offered)
                            + " (paint.grass, paint.dirt, paint.snow and paint.rock are always there): give the world a "
                            + "surface that paints " + layer + " (a TerrainSurface over a terrain with a layer file "
                            + "such as " + layer + ".esterrainlayer, or a HeightSource whose paintLayers() lists it), "
                            + "or condition on a layer it paints");
                }
            }
        }
        return null;
    }

    /** Whether a name is a built-in field. */
    static boolean isBuiltIn(String name) {
        return BUILT_IN.contains(name);
    }

    /** Whether a name is a field of the surface or water (which noise cannot replace). */
    static boolean isBuiltInSurface(String name) {
        int i = BUILT_IN.indexOf(name);
        return i >= 0 && (i < MOISTURE || i >= PAINT_GRASS) || isPaint(name);
    }

    /** The index of a field, or -1. */
    int indexOf(String name) {
        Integer i = index.get(name);
        return i == null ? -1 : i;
    }
}
