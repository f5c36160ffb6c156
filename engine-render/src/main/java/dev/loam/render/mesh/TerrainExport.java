package dev.loam.render.mesh;

import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import dev.loam.terrain.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A terrain's chunk meshes ({@link TerrainMesher}) as a {@link ModelScene} or one {@link Model} for
 * export (glTF): no GL call. One node a chunk ({@code chunk 2,5}), its matrix the terrain's
 * origin, drawing a model of one mesh in map units relative to that origin (so a large world keeps
 * float precision), with the terrain's smooth normals. The splat is kept as vertex colours: each
 * vertex's layer colours, sRGB {@code 0xRRGGBB}, mixed by its four weights (as {@code loam terrain
 * preview} mixes them) and turned to linear for {@code COLOR_0}, on one white, rough, lit material.
 * Hole cells are cut: their triangles are left out and so are the vertices only they used; a chunk
 * that is all holes has no node.
 */
public final class TerrainExport {
    /** The layer colours when none are given: grass, rock, sand and soil, as the terrain preview's. */
    public static final List<Integer> DEFAULT_LAYER_RGB = List.of(0x6a9a4a, 0x8c8c8c, 0xd2bc84, 0x6e5a46);

    private TerrainExport() {
    }

    /**
     * The terrain as a scene of one node a chunk, under one root named {@code name}.
     *
     * @param terrain  read, never changed
     * @param name     the scene's and the root node's name
     * @param layerRgb the colour of each splat layer, {@code 0xRRGGBB}, four of them (a terrain
     *                 without a splat draws layer 0)
     * @return a new scene owned by the caller
     * @throws IllegalArgumentException when {@code layerRgb} does not hold four colours
     */
    public static ModelScene scene(Terrain terrain, String name, List<Integer> layerRgb) {
        Objects.requireNonNull(terrain, "terrain");
        Objects.requireNonNull(name, "name");
        float[][] layers = layers(layerRgb);
        Material material = Material.vertexColoured(name + " ground");
        TerrainMesher mesher = new TerrainMesher();
        TerrainChunkMesh scratch = new TerrainChunkMesh();
        float[] origin = Transforms.trs((float) terrain.originX(), (float) terrain.originY(), (float) terrain.originZ(), 0, 0,
                0, 1, 1, 1, 1);
        List<ModelNode> nodes = new ArrayList<>();
        for (int cz = 0; cz < terrain.chunksZ(); cz++) {
            for (int cx = 0; cx < terrain.chunksX(); cx++) {
                mesher.mesh(terrain, cx, cz, scratch);
                if (scratch.indexCount() == 0) {
                    continue;
                }
                String chunk = "chunk " + cx + "," + cz;
                Model model = Model.of(chunk, List.of(mesh(chunk, scratch, layers)), List.of(material), List.of());
                nodes.add(ModelNode.of(chunk, origin, model));
            }
        }
        return new ModelScene(name, List.of(ModelNode.group(name, Transforms.identity(), nodes)));
    }

    /** {@link #scene(Terrain, String, List)} with {@link #DEFAULT_LAYER_RGB}. */
    public static ModelScene scene(Terrain terrain, String name) {
        return scene(terrain, name, DEFAULT_LAYER_RGB);
    }

    /**
     * The terrain as one model, a mesh a chunk, in world space (the origin applied).
     *
     * @see #scene(Terrain, String, List)
     */
    public static Model model(Terrain terrain, String name, List<Integer> layerRgb) {
        return scene(terrain, name, layerRgb).flatten();
    }

    private static float[][] layers(List<Integer> rgb) {
        Objects.requireNonNull(rgb, "layerRgb");
        if (rgb.size() != Terrain.MAX_LAYERS) {
            throw new IllegalArgumentException("layerRgb holds " + rgb.size() + " colours; a terrain's splat has "
                    + Terrain.MAX_LAYERS + " layers");
        }
        float[][] out = new float[Terrain.MAX_LAYERS][3];
        for (int k = 0; k < out.length; k++) {
            int c = rgb.get(k);
            out[k][0] = (c >> 16 & 0xff) / 255f;
            out[k][1] = (c >> 8 & 0xff) / 255f;
            out[k][2] = (c & 0xff) / 255f;
        }
        return out;
    }

    private static ModelMesh mesh(String name, TerrainChunkMesh m, float[][] layers) {
        int n = m.vertexCount();
        int[] ix = m.indices();
        int[] newIndex = new int[n];
        java.util.Arrays.fill(newIndex, -1);
        for (int i = 0; i < m.indexCount(); i++) {
            newIndex[ix[i]] = 0;
        }
        // The vertices some triangle uses, numbered in their grid order.
        int used = 0;
        for (int v = 0; v < n; v++) {
            if (newIndex[v] >= 0) {
                newIndex[v] = used++;
            }
        }
        float[] p = m.positions(), nor = m.normals(), s = m.splat();
        float[] positions = new float[3 * used], normals = new float[3 * used], colours = new float[4 * used];
        for (int v = 0; v < n; v++) {
            int o = newIndex[v];
            if (o < 0) {
                continue;
            }
            System.arraycopy(p, 3 * v, positions, 3 * o, 3);
            System.arraycopy(nor, 3 * v, normals, 3 * o, 3);
            for (int c = 0; c < 3; c++) {
                float mix = 0;
                for (int k = 0; k < layers.length; k++) {
                    mix += s[4 * v + k] * layers[k][c];
                }
                colours[4 * o + c] = BlockMapExport.linear(mix);
            }
            colours[4 * o + 3] = 1;
        }
        int[] indices = new int[m.indexCount()];
        for (int i = 0; i < indices.length; i++) {
            indices[i] = newIndex[ix[i]];
        }
        return new ModelMesh(name, positions, normals, new float[0], colours, new float[0], indices, 0);
    }

    /** The linear colour of an sRGB colour {@code 0xRRGGBB}, for tests and callers that mix their own. */
    static Rgba linear(int rgb) {
        return new Rgba(BlockMapExport.linear((rgb >> 16 & 0xff) / 255f), BlockMapExport.linear((rgb >> 8 & 0xff) / 255f),
                BlockMapExport.linear((rgb & 0xff) / 255f), 1);
    }
}
