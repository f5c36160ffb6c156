package dev.loam.assets;

import dev.loam.assets.internal.gltf.GltfLoad;
import dev.loam.assets.internal.gltf.GltfSource;
import dev.loam.assets.internal.gltf.GltfUris;
import dev.loam.model.Model;
import dev.loam.model.ModelScene;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads glTF 2.0 models: {@code .gltf} (JSON, with its buffers and images in files beside it or
 * in base64 {@code data:} URIs) and {@code .glb} (binary), told apart by their first bytes rather
 * than their names. {@link #read} gives one {@link Model} of everything the file's scene draws,
 * moved into place; {@link #readScene} keeps the node tree and the instancing. Parsing is jgltf's
 * ({@code de.javagl:jgltf-model}); every size the file declares is checked against the bytes it has
 * before anything is allocated for it.
 *
 * <p>What is read:
 * <ul>
 *   <li>Meshes of triangles, triangle strips and fans (turned into triangles); primitives of points
 *       and lines draw no surface and are skipped. Indexed and non-indexed primitives; accessors of
 *       every component type, normalized or not, with byte strides, and sparse.</li>
 *   <li>Positions (finite), normals (flat normals computed when a primitive has none, as glTF
 *       asks: each triangle gets its own vertices), one UV set (the one the base colour texture
 *       reads), {@code COLOR_0} of three or four components, tangents where given.</li>
 *   <li>Node transforms (matrix, or translation, rotation and scale) and the node tree; the scene
 *       read is the file's {@code scene}, else its first, else every root node.</li>
 *   <li>Materials: base colour factor and texture, alpha mode and cutoff, double-sided, emissive,
 *       metallic-roughness, normal and occlusion textures as data; {@code KHR_materials_unlit},
 *       {@code KHR_texture_transform}, {@code KHR_materials_emissive_strength} (multiplying the
 *       emissive factor: light above 1). A primitive with no material gets glTF's default material
 *       (white, metallic 1, roughness 1), named {@code default}.</li>
 *   <li>PNG and JPEG textures, decoded to RGBA8 with their sampler's wrap and filters.</li>
 *   <li>{@code KHR_mesh_quantization} (quantized attributes read as any other),
 *       {@code EXT_mesh_gpu_instancing} (an {@link dev.loam.model.InstanceSet} in the scene, its custom
 *       {@code _COLOR} attribute, float or normalized unsigned byte or short, VEC3 or VEC4, the
 *       instances' tints; expanded by {@link #read}, the tints multiplied into the vertex colours).</li>
 *   <li>Levels of detail as {@code GlbWriter} writes them: {@code MSFT_lod}'s {@code ids} name the
 *       nodes whose meshes are the cheaper levels, {@code extras.lodDistances} the distances in
 *       metres (above 0 and rising; a bad id or distance is refused naming
 *       {@code nodes[i].extensions.MSFT_lod.ids[k]} or {@code nodes[i].extras.lodDistances[k]}). Without
 *       {@code lodDistances} the levels are left out. {@link #read} gives the flattened model a level
 *       at each distance where some node switches.</li>
 * </ul>
 * Animations, skins (a skinned mesh is read in its bind pose), morph targets (the base shape) and
 * cameras are ignored. A file that requires any other extension is refused, naming it.
 *
 * <p>Every refusal is an {@link AssetException} whose place reads {@code file: place}:
 * {@code tree.glb: meshes[3].primitives[0].attributes.POSITION[12]}, {@code pine.glb: byte 20},
 * {@code hut.gltf: images[2]}; nothing else is thrown for bad input. Thread-safe: it keeps no state.
 */
public final class GltfReader {
    private GltfReader() {
    }

    /**
     * Reads a {@code .gltf} or {@code .glb} file into one model: every mesh the scene draws moved
     * into world space (metres, y up, as the file has them), instances expanded, its materials the
     * ones its meshes use in the file's order. The model is named after the file, without its extension.
     *
     * @param file the file; outside files it names are read relative to its folder
     * @return a new model, owned by the caller
     * @throws AssetException naming the file and the place inside it
     */
    public static Model read(Path file) {
        Objects.requireNonNull(file, "file");
        GltfSource src = source(file);
        byte[] bytes = GltfUris.readFile(file, "", src);
        return GltfLoad.guarded(src, () -> GltfLoad.open(bytes, src, baseName(file)).model());
    }

    /**
     * Reads a {@code .gltf} or {@code .glb} file keeping its node tree: one node for each glTF node
     * (its local transform, the model of its mesh, an instance set for a node with
     * {@code EXT_mesh_gpu_instancing}), each glTF mesh one model shared by every node that draws it.
     *
     * @param file the file; outside files it names are read relative to its folder
     * @return a new scene, owned by the caller
     * @throws AssetException naming the file and the place inside it
     */
    public static ModelScene readScene(Path file) {
        Objects.requireNonNull(file, "file");
        GltfSource src = source(file);
        byte[] bytes = GltfUris.readFile(file, "", src);
        return GltfLoad.guarded(src, () -> GltfLoad.open(bytes, src, baseName(file)).scene());
    }

    /**
     * Reads a GLB file (or glTF JSON with only data URIs) held in memory into one model, as {@link #read}.
     *
     * @param glb  the file's bytes; not kept
     * @param name the model's name, and the file name places begin with
     * @return a new model, owned by the caller
     * @throws AssetException naming {@code name} and the place; also when the file names an outside file
     */
    public static Model readGlb(byte[] glb, String name) {
        Objects.requireNonNull(glb, "glb");
        GltfSource src = new GltfSource(Objects.requireNonNull(name, "name"), Optional.empty());
        return GltfLoad.guarded(src, () -> GltfLoad.open(glb, src, name).model());
    }

    /**
     * Reads a GLB file (or glTF JSON with only data URIs) held in memory keeping its node tree, as {@link #readScene}.
     *
     * @param glb  the file's bytes; not kept
     * @param name the scene's name, and the file name places begin with
     * @return a new scene, owned by the caller
     * @throws AssetException naming {@code name} and the place; also when the file names an outside file
     */
    public static ModelScene readGlbScene(byte[] glb, String name) {
        Objects.requireNonNull(glb, "glb");
        GltfSource src = new GltfSource(Objects.requireNonNull(name, "name"), Optional.empty());
        return GltfLoad.guarded(src, () -> GltfLoad.open(glb, src, name).scene());
    }

    private static GltfSource source(Path file) {
        Path abs = file.toAbsolutePath();
        return new GltfSource(file.getFileName() == null ? file.toString() : file.getFileName().toString(),
                Optional.ofNullable(abs.getParent()));
    }

    private static String baseName(Path file) {
        String n = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }
}
