package dev.loam.tools;

import dev.loam.assets.AssetException;
import dev.loam.assets.GltfReader;
import dev.loam.assets.Kit;
import dev.loam.assets.ObjReader;
import dev.loam.model.Model;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * What the {@code loam model} commands read: a model file ({@code .glb}, {@code .gltf}, {@code .obj})
 * or a model of the built-in kit named {@code kit:NAME}, refused in one line naming the file and
 * the place inside it, or the kit name with the nearest names the kit has.
 */
final class ModelSources {
    /** What a kit model's name starts with. */
    static final String KIT = "kit:";

    private ModelSources() {
    }

    /**
     * The model a name gives.
     *
     * @param name    a file, or {@code kit:NAME}
     * @param seed    the kit model's seed (a file ignores it)
     * @param variant the kit model's variant (a file ignores it)
     * @throws Refused naming the file and the place, or the kit name
     */
    static Model read(String name, long seed, int variant) {
        if (name.startsWith(KIT)) {
            return kit(name.substring(KIT.length()), seed, variant);
        }
        Path file = Path.of(name);
        MapOptions.requireFile(file);
        String lower = name.toLowerCase(Locale.ROOT);
        try {
            if (lower.endsWith(".glb") || lower.endsWith(".gltf")) {
                return GltfReader.read(file);
            }
            if (lower.endsWith(".obj")) {
                return ObjReader.read(file);
            }
        } catch (AssetException e) {
            throw new Refused(placed(file, e), e);
        }
        throw new Refused(name + ": not a model file Loam reads; give a .glb, .gltf or .obj file, or kit:NAME such as "
                + "kit:conifer");
    }

    /** A kit model, refused naming the name and the nearest the kit has. */
    static Model kit(String name, long seed, int variant) {
        if (!Kit.has(name)) {
            List<String> near = UsageErrors.nearest(name, Kit.names());
            throw new Refused(KIT + name + ": no such kit model" + (near.isEmpty() ? "; the kit has "
                    : "; did you mean " + String.join(" or ", near.stream().map(n -> KIT + n).toList()) + "? The kit has ")
                    + String.join(", ", Kit.names()));
        }
        return Kit.model(name, seed, variant);
    }

    /** A reader's refusal, starting with the file as the user named it. */
    static String placed(Path file, AssetException e) {
        String message = e.getMessage();
        String label = MapOptions.label(file);
        String fileName = file.getFileName() == null ? label : file.getFileName().toString();
        if (message.startsWith(label)) {
            return message;
        }
        if (message.startsWith(fileName + ":") || message.startsWith(fileName + " ")) {
            return label + message.substring(fileName.length());
        }
        String absolute = file.toAbsolutePath().toString();
        if (message.startsWith(absolute)) {
            return label + message.substring(absolute.length());
        }
        return label + ": " + message;
    }
}
