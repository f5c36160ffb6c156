package dev.loam.region;

import dev.loam.core.internal.LoamJson;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns a region's surface and painted ground into the shared terrain model
 * ({@code shared/spec/terrain-scatter.md}): origin [0, 0, 0] (the region's south-east corner), a
 * vertex every 4 m with the surface's height, chunks of 32 cells, no holes, and one terrain layer
 * for each ground layer the region has: the biome's ground and rock always, then those of snow,
 * sand, ash and lava rock it paints, in that order. The format holds at most four layers
 * ({@link Terrain#MAX_LAYERS}): a ground of more keeps all of them in its {@link #weights} (one byte
 * a layer a vertex, for a drawer of any number of layers), its terrain holds the first four, each
 * vertex of a later layer on the fourth, and {@link RegionFiles} refuses to write it ({@link
 * #refusal}), never saving one layer standing in for another. Each vertex's splat is one full
 * weight on its layer.
 */
final class RegionTerrain {
    /** Map units per texture repeat of every layer, in metres. */
    static final double LAYER_TILE_METRES = 16.0;
    /** How strongly every layer's repeat is broken up. */
    static final double LAYER_DETILE = 0.5;
    /** How crisp every layer's de-tiled texture stays. */
    static final double LAYER_DETILE_SHARPEN = 0.5;

    private RegionTerrain() {
    }

    /**
     * Every layer the ground has, in splat order: ground, rock, then each other layer the ground
     * paints, in {@link GroundLayer}'s order; two to six.
     */
    static List<GroundLayer> groundLayers(RegionGround ground) {
        int[] counts = ground.layerCounts();
        List<GroundLayer> out = new ArrayList<>(List.of(GroundLayer.GROUND, GroundLayer.ROCK));
        for (GroundLayer l : GroundLayer.values()) {
            if (l != GroundLayer.GROUND && l != GroundLayer.ROCK && counts[l.ordinal()] > 0) {
                out.add(l);
            }
        }
        return List.copyOf(out);
    }

    /** The layers the terrain file takes: the first four of {@code groundLayers}. */
    static List<GroundLayer> terrainLayers(List<GroundLayer> groundLayers) {
        return List.copyOf(groundLayers.subList(0, Math.min(groundLayers.size(), Terrain.MAX_LAYERS)));
    }

    /**
     * Why a region whose ground has more layers than a terrain holds cannot be written as a terrain
     * file: at the path of the feature that brings the fifth layer, naming where each layer past
     * ground and rock comes from.
     *
     * @param groundLayers more than {@link Terrain#MAX_LAYERS} layers
     */
    static RegionSpecException refusal(RegionSpec spec, List<GroundLayer> groundLayers) {
        List<GroundLayer> out = groundLayers;
        List<String> names = new ArrayList<>();
        for (GroundLayer l : out) {
            names.add(name(l));
        }
        List<String> from = new ArrayList<>();
        for (GroundLayer l : out.subList(2, out.size())) {
            if (l == GroundLayer.LAVA_ROCK && out.contains(GroundLayer.ASH)) {
                continue;
            }
            from.add((l == GroundLayer.ASH && out.contains(GroundLayer.LAVA_ROCK) ? "ash and lava rock" : name(l))
                    + " from " + source(spec, l).get(1));
        }
        String path = source(spec, out.get(Terrain.MAX_LAYERS)).get(0);
        return new RegionSpecException(List.of(new RegionProblem(path, "the ground needs " + out.size() + " layers ("
                + String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1)
                + ") but a terrain file holds " + Terrain.MAX_LAYERS, String.join(", ", from),
                "draw it from Region.groundWeights(), leave one of them out, or build them as regions of their own")));
    }

    /** The terrain layer (material, tiling) a ground layer paints with. */
    static TerrainLayer terrainLayer(Biome biome, GroundLayer l) {
        return new TerrainLayer(l.material(biome), LAYER_TILE_METRES, LAYER_DETILE, LAYER_DETILE_SHARPEN);
    }

    /**
     * Every vertex's weight of each of {@code groundLayers}, 0 to 255, {@code groundLayers.size()}
     * bytes a vertex in the terrain's vertex order ({@code vj * vertsX + vi}): 255 on its layer.
     */
    static byte[] weights(RegionGround ground, List<GroundLayer> groundLayers) {
        byte[] vertexLayers = ground.vertexLayers();
        int n = groundLayers.size();
        int[] slot = slots(groundLayers);
        byte[] out = new byte[vertexLayers.length * n];
        for (int v = 0; v < vertexLayers.length; v++) {
            out[v * n + slot[vertexLayers[v]]] = (byte) 255;
        }
        return out;
    }

    /** Each ground layer's index in {@code layers} by its ordinal; −1 for those absent. */
    private static int[] slots(List<GroundLayer> layers) {
        int[] slot = new int[GroundLayer.values().length];
        java.util.Arrays.fill(slot, -1);
        for (int k = 0; k < layers.size(); k++) {
            slot[layers.get(k).ordinal()] = k;
        }
        return slot;
    }

    /** A layer's name in a message: {@code lava rock}. */
    private static String name(GroundLayer l) {
        return l.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /**
     * Where a layer past ground and rock comes from: its path in the spec and its words, such as
     * {@code features[1].flow} and {@code the volcano "volcano_2"'s flow (features[1].flow)}.
     */
    private static List<String> source(RegionSpec spec, GroundLayer layer) {
        List<String> paths = new ArrayList<>();
        List<String> words = new ArrayList<>();
        for (Feature f : spec.features()) {
            boolean paints = switch (layer) {
                case SNOW -> f.kind() == FeatureKind.SKI;
                case SAND -> f.kind() == FeatureKind.LAKE;
                case ASH, LAVA_ROCK -> f.kind() == FeatureKind.VOLCANO && f.flow() != null;
                default -> false;
            };
            if (paints) {
                String p = layer == GroundLayer.ASH || layer == GroundLayer.LAVA_ROCK ? f.path("flow") : f.path("");
                paths.add(p);
                words.add("the " + (f.kind() == FeatureKind.SKI ? "ski run" : f.kind().specName()) + " "
                        + LoamJson.quote(f.name()) + (layer == GroundLayer.ASH || layer == GroundLayer.LAVA_ROCK
                        ? "'s flow" : "") + " (" + p + ")");
            }
        }
        if (layer == GroundLayer.SNOW && words.isEmpty() && spec.biome().snowLevel() >= 0) {
            // No ski run: the snow lies on the heights above the biome's snow line.
            paths.add("biome");
            words.add("the " + spec.biome().specName() + " biome's snow from level " + spec.biome().snowLevel());
        }
        return List.of(paths.isEmpty() ? "$" : paths.get(0), String.join(" and ", words));
    }

    /**
     * The terrain of a surface painted by {@code ground} with {@code layers} ({@link #terrainLayers}):
     * a vertex of a ground layer past the fourth takes the fourth's full weight.
     */
    static Terrain of(Biome biome, RegionSurface surface, RegionGround ground, List<GroundLayer> layers) {
        List<TerrainLayer> terrainLayers = new ArrayList<>();
        for (GroundLayer l : layers) {
            terrainLayers.add(terrainLayer(biome, l));
        }
        byte[] vertexLayers = ground.vertexLayers();
        byte[] splat = new byte[vertexLayers.length * 4];
        int[] slot = slots(layers);
        for (int v = 0; v < vertexLayers.length; v++) {
            int k = slot[vertexLayers[v]];
            splat[v * 4 + (k < 0 ? layers.size() - 1 : k)] = (byte) 255;
        }
        return Terrain.builder(surface.vertsX(), surface.vertsZ(), RegionGrid.CELL_METRES).origin(0.0, 0.0, 0.0)
                .layers(terrainLayers).chunkCells(Terrain.DEFAULT_CHUNK_CELLS).heights(surface.heights()).splat(splat)
                .build();
    }
}
