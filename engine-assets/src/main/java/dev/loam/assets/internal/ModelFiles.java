package dev.loam.assets.internal;

import dev.loam.assets.AssetException;
import dev.loam.assets.GltfReader;
import dev.loam.assets.internal.obj.ObjParser;
import dev.loam.model.Model;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Reads a model file by its extension: {@code .glb} and {@code .gltf} through the glTF reader, {@code .obj} through the OBJ reader. */
public final class ModelFiles {
    /** The extensions a model file may have, lower case with the dot, in the order a bare name tries them. */
    public static final List<String> EXTENSIONS = List.of(".glb", ".gltf", ".obj");

    private ModelFiles() {
    }

    /** The extension of a name's last path element, lower case with the dot, or "" for none. */
    public static String extension(String name) {
        String last = name.substring(name.lastIndexOf('/') + 1);
        int dot = last.lastIndexOf('.');
        return dot > 0 ? last.substring(dot).toLowerCase(Locale.ROOT) : "";
    }

    /** Whether a file of this name is one {@link #read} reads. */
    public static boolean readable(String name) {
        return EXTENSIONS.contains(extension(name));
    }

    /**
     * Reads the file.
     *
     * @throws AssetException naming the file and the place inside it when it does not read
     */
    public static Model read(AssetLocation file) {
        String ext = extension(file.fileName());
        return switch (ext) {
            case ".obj" -> ObjParser.read(file);
            case ".glb", ".gltf" -> {
                Optional<Path> path = file.path();
                if (path.isPresent()) {
                    yield GltfReader.read(path.get());
                }
                // inside a jar: the bytes, with any outside file the glTF names refused by the reader
                byte[] bytes = file.readAll(file.label(), AssetLocation.MAX_FILE_BYTES);
                yield GltfReader.readGlb(bytes, file.label()).withName(ObjParser.stem(file.fileName()));
            }
            default -> throw new AssetException(file.label(), "a " + ext + " file is not one Loam reads",
                    "give a .glb, .gltf or .obj file", null);
        };
    }
}
