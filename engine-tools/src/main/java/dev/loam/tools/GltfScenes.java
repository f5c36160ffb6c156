package dev.loam.tools;

import dev.loam.assets.GlbWriter;
import dev.loam.core.LoamInputException;
import dev.loam.core.NumberText;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.render.mesh.BlockMapExport;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.TerrainExport;
import dev.loam.terrain.Terrain;
import java.nio.file.Path;
import java.util.List;

/**
 * The scenes the export commands write, made by engine-render's converters ({@link
 * BlockMapExport}, {@link TerrainExport}); writing them as binary glTF; and saying how large they
 * came out.
 */
final class GltfScenes {
    private GltfScenes() {
    }

    /** A block map's chunk meshes: a root named after the map, a node a chunk and under it one a material. */
    static ModelScene blockMap(BlockMapMeshes meshes) {
        return BlockMapExport.scene(meshes);
    }

    /**
     * A terrain as one node named {@code name} holding a node a chunk, its splat as vertex colours
     * in {@code layerRgb} ({@code 0xRRGGBB}, four).
     */
    static ModelNode terrain(String name, Terrain terrain, List<Integer> layerRgb) {
        return TerrainExport.scene(terrain, name, layerRgb).roots().get(0);
    }

    /** {@link #terrain(String, Terrain, List)} in the terrain preview's colours. */
    static ModelNode terrain(String name, Terrain terrain) {
        return terrain(name, terrain, TerrainExport.DEFAULT_LAYER_RGB);
    }

    /**
     * Writes a scene as a {@code .glb} whole or not at all, making its folder when missing.
     *
     * @param option the flag that named the file, for a refusal
     * @return the bytes written
     * @throws Refused naming the flag and the file when the scene cannot be written or the file cannot be
     */
    static long write(ModelScene scene, String option, Path out) {
        byte[] glb;
        try {
            glb = GlbWriter.toBytes(scene);
        } catch (LoamInputException e) {
            throw new Refused(option + " " + MapOptions.label(out) + ": " + e.getMessage(), e);
        }
        Outputs.write(glb, option, out);
        return glb.length;
    }

    /**
     * What a scene holds, for a summary line: {@code 24 nodes, 15488 vertices, 14028 triangles},
     * counting each instance of an instance set.
     */
    static String summary(ModelScene scene) {
        long[] n = new long[3];
        count(scene.roots(), n);
        return ModelInfo.count(n[0], "node") + ", " + ModelInfo.count(n[1], "vertex") + ", "
                + ModelInfo.count(n[2], "triangle");
    }

    private static void count(List<ModelNode> nodes, long[] n) {
        for (ModelNode node : nodes) {
            n[0]++;
            node.model().ifPresent(m -> {
                n[1] += m.vertexCount();
                n[2] += m.triangleCount();
            });
            node.instances().ifPresent(s -> {
                n[1] += (long) s.count() * s.model().vertexCount();
                n[2] += (long) s.count() * s.model().triangleCount();
            });
            count(node.children(), n);
        }
    }

    /** A file's size for a summary line: {@code 412 bytes}, {@code 4.1 KiB}, {@code 1.2 MiB}. */
    static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + " bytes";
        }
        if (bytes < 1024 * 1024) {
            return NumberText.fixed(bytes / 1024.0, 1) + " KiB";
        }
        return NumberText.fixed(bytes / (1024.0 * 1024.0), 1) + " MiB";
    }
}
