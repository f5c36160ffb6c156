package dev.loam.assets;

import dev.loam.assets.internal.AssetLocation;
import dev.loam.assets.internal.obj.ObjParser;
import dev.loam.model.Model;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Reads Wavefront OBJ files, with the MTL material libraries they name, into a {@link Model}.
 *
 * <p>What is read: {@code v} (with the common {@code v x y z r g b} vertex colours), {@code vt},
 * {@code vn}, {@code f} with {@code v}, {@code v/vt}, {@code v//vn} and {@code v/vt/vn} corners,
 * indices counting from 1 or back from −1; {@code usemtl}, {@code mtllib} (one or several files
 * beside the OBJ), {@code s} smoothing groups; lines continued with a backslash; {@code #}
 * comments. Everything else ({@code g}, {@code o}, lines, points, curves) is passed over.
 *
 * <p>What comes out: one mesh per material, in the order the file first uses them, named after
 * the material (faces before any {@code usemtl} use a white material named {@code default}).
 * Faces of 4 or more corners are cut into triangles by ear clipping, keeping their winding. A
 * corner with no {@code vn} gets a computed normal: the face's own outside a smoothing group (no
 * {@code s}, or {@code s off}/{@code s 0}), the area-weighted mean of the faces sharing its vertex
 * within one. Texture coordinates are flipped from OBJ's v up to glTF's v down ({@code v' = 1 − v}).
 *
 * <p>Materials from MTL: {@code Kd} the base colour (linear), {@code d} or {@code Tr} its alpha
 * (below 1: blended), {@code map_Kd} a PNG or JPEG base colour texture (its {@code -o} and
 * {@code -s} options as a texture transform in the flipped convention, {@code -clamp on} as a
 * clamping sampler; a texture with transparent pixels makes the material masked at 0.5),
 * {@code Ke} emissive, {@code illum 0} unlit, roughness from {@code Pr}, else from {@code Ns}
 * ({@code √(2 / (Ns + 2))}), else 1; metallic from {@code Pm}, else 0. A {@code usemtl} name that
 * no library defines gets a white material of that name. Textures are read only for the materials
 * the faces use, and a texture's declared size is checked before its pixels are decoded.
 *
 * <p>Stateless and thread-safe.
 */
public final class ObjReader {
    private ObjReader() {
    }

    /**
     * Reads an OBJ file and the MTL and texture files beside it; the model is named after the
     * file's name without its extension.
     *
     * @param objFile the {@code .obj} file
     * @return a new model, the caller's
     * @throws AssetException naming {@code file: line N} (the OBJ's or an MTL's) for a number that
     *                        is not finite, an index past its list, a face of fewer than 3 corners,
     *                        a missing MTL or texture file, a texture that does not decode, or any
     *                        other malformed statement; naming the file for one that is missing
     */
    public static Model read(Path objFile) {
        Objects.requireNonNull(objFile, "objFile");
        return ObjParser.read(AssetLocation.of(objFile));
    }

    /**
     * Reads an OBJ file from a class loader's resources, with its MTL and texture files beside it.
     *
     * @param loader   where to look
     * @param resource the resource name, '/'-separated with no leading '/'
     * @return a new model, the caller's
     * @throws AssetException as {@link #read(Path)} does, files named {@code classpath:name}
     */
    public static Model read(ClassLoader loader, String resource) {
        Objects.requireNonNull(loader, "loader");
        Objects.requireNonNull(resource, "resource");
        return ObjParser.read(AssetLocation.resource(loader, resource));
    }
}
