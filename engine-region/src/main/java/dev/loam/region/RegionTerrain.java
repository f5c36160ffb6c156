package dev.loam.region;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns a region's surface and painted ground into the shared terrain model
 * ({@code shared/spec/terrain-scatter.md}): origin [0, 0, 0] (the region's south-east corner), a
 * vertex every 4 m with the surface's height, chunks of 32 cells, no holes, and at most four
 * layers, as the format allows: the biome's ground and rock always, then the two of snow, sand,
 * ash and lava rock that cover the most vertices (the lower ordinal on a tie). A vertex of a
 * dropped layer falls to the ground if it is sand, else to rock. Each vertex's splat is one full
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

    private static final System.Logger LOG = System.getLogger(RegionTerrain.class.getName());

    /**
     * The layers the terrain takes, in splat order: ground, rock, then the two most used of the
     * rest. Each painted layer left out is logged as a warning, naming the region, the layer, its
     * vertices and the layer they fall to.
     */
    static List<GroundLayer> layers(RegionSpec spec, RegionGround ground) {
        List<GroundLayer> kept = layers(ground);
        int[] counts = ground.layerCounts();
        for (GroundLayer l : GroundLayer.values()) {
            if (counts[l.ordinal()] > 0 && !kept.contains(l)) {
                LOG.log(System.Logger.Level.WARNING, "region {0}: the ground layer {1} ({2} vertices) could not be kept: "
                        + "a terrain holds at most {3} layers, and {4} cover more; its vertices are painted {5}",
                        spec.name(), word(l), counts[l.ordinal()], MAX_LAYERS,
                        kept.stream().map(RegionTerrain::word).toList(),
                        word(l == GroundLayer.SAND ? GroundLayer.GROUND : GroundLayer.ROCK));
            }
        }
        return kept;
    }

    /** A layer as a message names it: {@code lava rock}. */
    private static String word(GroundLayer l) {
        return l.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** The most layers the terrain takes: the format's four. */
    static final int MAX_LAYERS = 4;

    /** The layers the terrain takes, in splat order: ground, rock, then the two most used of the rest. */
    static List<GroundLayer> layers(RegionGround ground) {
        int[] counts = ground.layerCounts();
        List<GroundLayer> out = new ArrayList<>(List.of(GroundLayer.GROUND, GroundLayer.ROCK));
        List<GroundLayer> rest = new ArrayList<>();
        for (GroundLayer l : GroundLayer.values()) {
            if (l != GroundLayer.GROUND && l != GroundLayer.ROCK && counts[l.ordinal()] > 0) {
                rest.add(l);
            }
        }
        rest.sort((a, b) -> counts[b.ordinal()] != counts[a.ordinal()]
                ? Integer.compare(counts[b.ordinal()], counts[a.ordinal()]) : Integer.compare(a.ordinal(), b.ordinal()));
        out.addAll(rest.subList(0, Math.min(2, rest.size())));
        return List.copyOf(out);
    }

    /** The terrain of a surface painted by {@code ground} with {@code layers} ({@link #layers}). */
    static Terrain of(Biome biome, RegionSurface surface, RegionGround ground, List<GroundLayer> layers) {
        List<TerrainLayer> terrainLayers = new ArrayList<>();
        for (GroundLayer l : layers) {
            terrainLayers.add(new TerrainLayer(l.material(biome), LAYER_TILE_METRES, LAYER_DETILE, LAYER_DETILE_SHARPEN));
        }
        byte[] vertexLayers = ground.vertexLayers();
        byte[] splat = new byte[vertexLayers.length * 4];
        GroundLayer[] all = GroundLayer.values();
        for (int v = 0; v < vertexLayers.length; v++) {
            GroundLayer l = all[vertexLayers[v]];
            int slot = layers.indexOf(l);
            if (slot < 0) {
                slot = layers.indexOf(l == GroundLayer.SAND ? GroundLayer.GROUND : GroundLayer.ROCK);
            }
            splat[v * 4 + slot] = (byte) 255;
        }
        return Terrain.builder(surface.vertsX(), surface.vertsZ(), RegionGrid.CELL_METRES).origin(0.0, 0.0, 0.0)
                .layers(terrainLayers).chunkCells(Terrain.DEFAULT_CHUNK_CELLS).heights(surface.heights()).splat(splat)
                .build();
    }
}
