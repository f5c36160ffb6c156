package dev.loam.region;

import dev.loam.core.LoamJson;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes a region's terrain and props as the terrain-and-scatter format's JSON
 * ({@code shared/spec/terrain-scatter.md}).
 *
 * <p>This is the region's own small writer, kept apart on purpose: once engine-core's
 * {@code dev.loam.terrain} model and its {@code TerrainFiles} writers land, this class is
 * replaced by a conversion to {@code Terrain} and {@code Scatter} and a call to those writers;
 * nothing else in the package writes the format.
 *
 * <p>The terrain: origin [0, 0, 0] (the region's south-east corner), a vertex every 4 m,
 * heights as little-endian 32-bit floats in base64, and at most four layers, as the format
 * allows: the biome's ground and rock always, then the two of snow, sand, ash and lava rock
 * that cover the most vertices (a dropped layer's vertices fall to rock, or sand to the ground).
 * The splat is one full weight per vertex on its layer.
 */
public final class RegionTerrainJson {
    /** Map units per texture repeat of every layer, in metres. */
    public static final double LAYER_TILE_METRES = 16.0;
    /** Cells per chunk side, as the format always writes it. */
    public static final int CHUNK_CELLS = 32;

    private RegionTerrainJson() {
    }

    /**
     * The layers written, at most four: ground, rock, then the most used of the rest.
     *
     * @param region the region
     * @return the layers, in their splat order
     */
    public static List<GroundLayer> writtenLayers(Region region) {
        int[] counts = region.ground().layerCounts();
        List<GroundLayer> out = new ArrayList<>(List.of(GroundLayer.GROUND, GroundLayer.ROCK));
        List<GroundLayer> rest = new ArrayList<>();
        for (GroundLayer l : GroundLayer.values()) {
            if (l != GroundLayer.GROUND && l != GroundLayer.ROCK && counts[l.ordinal()] > 0) {
                rest.add(l);
            }
        }
        rest.sort((a, b) -> counts[b.ordinal()] != counts[a.ordinal()]
                ? Integer.compare(counts[b.ordinal()], counts[a.ordinal()]) : Integer.compare(a.ordinal(), b.ordinal()));
        for (int k = 0; k < Math.min(2, rest.size()); k++) {
            out.add(rest.get(k));
        }
        return out;
    }

    /**
     * The terrain as a JSON tree.
     *
     * @param region the region
     * @return a new tree owned by the caller
     */
    public static ObjectNode terrain(Region region) {
        RegionSurface s = region.surface();
        ObjectNode root = LoamJson.mapper().createObjectNode();
        ArrayNode origin = root.putArray("origin");
        origin.add(0.0).add(0.0).add(0.0);
        ArrayNode resolution = root.putArray("resolution");
        resolution.add(s.vertsX()).add(s.vertsZ());
        root.put("cell_size", RegionGrid.CELL_METRES);
        float[] heights = s.heights();
        ByteBuffer hb = ByteBuffer.allocate(heights.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float h : heights) {
            hb.putFloat(h);
        }
        root.put("heights", Base64.getEncoder().encodeToString(hb.array()));
        List<GroundLayer> layers = writtenLayers(region);
        ArrayNode layerArray = root.putArray("layers");
        Biome biome = region.spec().biome();
        for (GroundLayer l : layers) {
            ObjectNode o = layerArray.addObject();
            o.put("material", l.material(biome));
            o.put("tile", LAYER_TILE_METRES);
            o.put("detile", 0.5);
            o.put("detile_sharpen", 0.5);
        }
        byte[] vl = region.ground().vertexLayers();
        byte[] splat = new byte[vl.length * 4];
        for (int v = 0; v < vl.length; v++) {
            GroundLayer l = GroundLayer.values()[vl[v]];
            int slot = layers.indexOf(l);
            if (slot < 0) {
                slot = l == GroundLayer.SAND ? 0 : 1;
            }
            splat[v * 4 + slot] = (byte) 255;
        }
        root.put("splat", Base64.getEncoder().encodeToString(splat));
        root.put("chunk_cells", CHUNK_CELLS);
        return root;
    }

    /**
     * The props as a scatter set's JSON tree: every key but targets and material written.
     *
     * @param region the region
     * @return a new tree owned by the caller
     */
    public static ObjectNode scatter(Region region) {
        RegionScatter set = region.scatter();
        ObjectNode root = LoamJson.mapper().createObjectNode();
        root.put("name", set.name());
        root.put("kind", "props");
        ArrayNode items = root.putArray("items");
        for (ScatterItem it : set.items()) {
            ObjectNode o = items.addObject();
            o.put("source", it.source());
            o.put("weight", it.weight());
            o.putArray("scale").add(it.scaleMin()).add(it.scaleMax());
            o.put("spacing", it.spacingMetres());
            o.put("align", 0.0);
            o.put("random_yaw", false);
            o.put("tilt", 0.0);
            o.put("sink", 0.0);
        }
        root.put("collision", "convex");
        root.put("cast_shadows", true);
        root.put("visibility_range", 0.0);
        root.put("chunk_size", 2048.0);
        root.put("static_props_multimesh", false);
        ArrayNode instances = root.putArray("instances");
        for (ScatterInstance in : set.instances()) {
            ArrayNode a = instances.addArray();
            a.add(in.item()).add(round(in.x(), 100)).add(round(in.y(), 100)).add(round(in.z(), 100))
                    .add(round(in.pitchDegrees(), 10)).add(round(in.yawDegrees(), 10)).add(round(in.rollDegrees(), 10))
                    .add(round(in.scale(), 1000));
        }
        return root;
    }

    /** Rounds to 1/per: positions to 0.01, angles to 0.1, scales to 0.001, as the format saves them. */
    static double round(double v, int per) {
        return Math.round(v * per) / (double) per;
    }
}
