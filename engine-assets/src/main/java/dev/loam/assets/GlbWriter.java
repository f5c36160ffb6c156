package dev.loam.assets;

import dev.loam.assets.internal.glbwrite.GlbEncoder;
import dev.loam.core.Progress;
import dev.loam.core.internal.AtomicWrite;
import dev.loam.model.Model;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.Transforms;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Writes models and scenes as binary glTF 2.0 ({@code .glb}), a file every 3D tool opens. The same
 * input always gives the same bytes. Thread-safe: every call works on its own state.
 *
 * <p>What the file holds:
 * <ul>
 *   <li>each {@link Model} as one glTF mesh of one primitive a {@link dev.loam.model.ModelMesh}
 *       (meshes without triangles left out): POSITION with its min and max, NORMAL, TEXCOORD_0,
 *       COLOR_0 (linear RGBA as float, clamped to 0..1 as glTF asks), TANGENT where the mesh has
 *       them, and indices as the smallest unsigned type that holds them (byte, short, int); a
 *       model placed at several nodes is written once; a mesh with no UVs whose material has a
 *       texture gets UVs of (0, 0) (the texture's top-left texel, what GL reads for an unset
 *       attribute), since glTF requires them;</li>
 *   <li>every {@link dev.loam.model.Material} field: base colour factor and texture, metallic and
 *       roughness factors and texture, normal (its strength as {@code scale}), occlusion (its
 *       strength), emissive factor and texture, alpha mode and cutoff, double-sidedness;
 *       {@code KHR_materials_unlit} for an unlit material, {@code KHR_texture_transform} for a
 *       texture use that moves its UVs, {@code KHR_materials_emissive_strength} for emissive
 *       light above 1; each named in {@code extensionsUsed} only when used. Equal materials are
 *       written once;</li>
 *   <li>textures as PNG inside the file, with their samplers (wrap, filters, mipmaps);</li>
 *   <li>levels of detail as {@code MSFT_lod}: the node draws the full model; each cheaper level is
 *       a node of its own that no scene lists, named in the extension's {@code ids}, and the
 *       distances (metres) are in the node's {@code extras.lodDistances}. A viewer that knows
 *       {@code MSFT_lod} swaps levels; any other shows the full model alone, never two levels
 *       over each other;</li>
 *   <li>the node tree with each node's {@code matrix} (none for the identity);</li>
 *   <li>each {@link dev.loam.model.InstanceSet} as a node with {@code EXT_mesh_gpu_instancing}:
 *       TRANSLATION, ROTATION and SCALE split from each instance's matrix, and its tints, when
 *       it has any, as the custom instance attribute {@code _COLOR} (linear RGBA floats). The
 *       extension is used, not required: a viewer without it draws one instance at the node.</li>
 * </ul>
 *
 * <p>Refusals ({@link AssetException}): a node or instance matrix with shear or a collapsed axis,
 * which glTF's translation, rotation and scale cannot hold, naming the node
 * ({@code roots[0].children[2] (node "hut").matrix}) or the instance ({@code trees.matrices[17]});
 * a scene whose data would pass the 2 GiB one GLB can hold, checked before it is allocated.
 */
public final class GlbWriter {
    private GlbWriter() {
    }

    /**
     * The GLB of a scene.
     *
     * @param scene read, never changed
     * @return the file's bytes, owned by the caller
     * @throws AssetException as the class says
     */
    public static byte[] toBytes(ModelScene scene) {
        Objects.requireNonNull(scene, "scene");
        return new GlbEncoder().encode(scene);
    }

    /**
     * The GLB of one model: a scene of the model's name with one node drawing it in place.
     *
     * @param model read, never changed
     * @return the file's bytes, owned by the caller
     * @throws AssetException as the class says
     */
    public static byte[] toBytes(Model model) {
        return toBytes(scene(model));
    }

    /**
     * Writes a scene to a file atomically: a reader never sees half a file, and a failed write
     * leaves the old one as it was.
     *
     * @param scene read, never changed
     * @param file  the {@code .glb} file to write or replace
     * @throws AssetException       as the class says; nothing is written then
     * @throws UncheckedIOException when the file cannot be written, naming it
     */
    public static void write(ModelScene scene, Path file) {
        write(scene, file, Progress.NONE);
    }

    /**
     * Writes a scene to a file atomically, reporting the phase {@code "write"} in bytes.
     *
     * @param scene    read, never changed
     * @param file     the {@code .glb} file to write or replace
     * @param progress the listener; {@link Progress#NONE} for none
     * @throws AssetException       as the class says; nothing is written then
     * @throws UncheckedIOException when the file cannot be written, naming it
     * @throws Progress.Cancelled   when the listener cancels; nothing is written then
     */
    public static void write(ModelScene scene, Path file, Progress progress) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(progress, "progress");
        AtomicWrite.write(toBytes(scene), file, progress);
    }

    /**
     * Writes one model to a file atomically, as {@link #toBytes(Model)} lays it out.
     *
     * @param model read, never changed
     * @param file  the {@code .glb} file to write or replace
     * @throws AssetException       as the class says; nothing is written then
     * @throws UncheckedIOException when the file cannot be written, naming it
     */
    public static void write(Model model, Path file) {
        write(scene(model), file);
    }

    private static ModelScene scene(Model model) {
        Objects.requireNonNull(model, "model");
        return new ModelScene(model.name(), List.of(ModelNode.of(model.name(), Transforms.identity(), model)));
    }
}
