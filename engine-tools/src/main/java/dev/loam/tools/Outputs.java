package dev.loam.tools;

import dev.loam.core.internal.AtomicWrite;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Every file a {@code loam} command writes, and what its name must end in: {@link #ALL}. The
 * command line checks them all ({@link #check}) after parsing and before the command runs, so an
 * output whose extension does not name what is written ({@code map render --out village.jpg}, which
 * writes a PNG) is refused in one line naming the flag and the file, and nothing is written.
 *
 * <p>It also writes PNGs whole or not at all ({@link #writePng}), and words a failed write with the
 * user's own path, never the temporary file beside it ({@link #cannotWrite}).
 */
final class Outputs {
    /** One extension a command accepts for an output, and what it means. */
    record Extension(String suffix, String what) {
    }

    /**
     * A file or folder a command writes.
     *
     * @param command    the command's qualified name, such as {@code loam map render}
     * @param arg        the option's name ({@code --out}) or the positional parameter's label ({@code OUT})
     * @param writes     what it writes, for the refusal: {@code a PNG picture}
     * @param extensions the extensions accepted, lower case; none for a folder
     */
    record Output(String command, String arg, String writes, List<Extension> extensions) {
        /** Whether the output is a folder the command writes files into. */
        boolean isFolder() {
            return extensions.isEmpty();
        }

        /** {@code .png} or {@code .json or .loamterrain}. */
        String suffixes() {
            return extensions.stream().map(Extension::suffix).collect(Collectors.joining(" or "));
        }
    }

    static final Extension PNG = new Extension(".png", "a PNG picture");
    static final Extension OBJ = new Extension(".obj", "a Wavefront OBJ");
    static final Extension GLB = new Extension(".glb", "a binary glTF 2.0 file");
    static final Extension MAP_JSON = new Extension(".json", "a block map file");
    static final Extension TERRAIN_JSON = new Extension(".json", "terrain JSON");
    static final Extension TERRAIN_BINARY = new Extension(".loamterrain", "the binary container");

    /**
     * Every output of every command, in the command tree's order. {@code map check}, {@code map print},
     * {@code map mesh}, {@code model info}, {@code terrain info} and every {@code world} command but
     * {@code world map}, {@code world render} and {@code world export} print to standard output and write no file.
     */
    static final List<Output> ALL = List.of(
            new Output("loam map edit", "--out", "a block map file (JSON)", List.of(MAP_JSON)),
            new Output("loam map render", "--out", "a PNG picture", List.of(PNG)),
            new Output("loam map export", "--obj", "a Wavefront OBJ", List.of(OBJ)),
            new Output("loam map export", "--gltf", "a binary glTF 2.0 file", List.of(GLB)),
            new Output("loam model render", "--out", "a PNG picture", List.of(PNG)),
            new Output("loam model kit", "--out", "its files into a folder", List.of()),
            new Output("loam region build", "--out", "its files into a folder", List.of()),
            new Output("loam region preview", "--out", "a PNG picture", List.of(PNG)),
            new Output("loam region render", "--out", "a PNG picture", List.of(PNG)),
            new Output("loam region export", "--gltf", "a binary glTF 2.0 file", List.of(GLB)),
            new Output("loam terrain convert", "OUT", "terrain JSON or the binary container",
                    List.of(TERRAIN_JSON, TERRAIN_BINARY)),
            new Output("loam terrain import", "--out", "terrain JSON or the binary container",
                    List.of(TERRAIN_JSON, TERRAIN_BINARY)),
            new Output("loam terrain preview", "--out", "a PNG picture", List.of(PNG)),
            new Output("loam terrain render", "--out", "a PNG picture", List.of(PNG)),
            new Output("loam world map", "--out", "a PNG picture", List.of(PNG)),
            new Output("loam world render", "--out", "a PNG picture", List.of(PNG)),
            new Output("loam world export", "--gltf", "a binary glTF 2.0 file", List.of(GLB)));

    /** Extensions of the files the command line writes, which a folder's name is refused for. */
    private static final List<String> FILE_SUFFIXES = List.of(".png", ".obj", ".glb", ".gltf", ".json", ".loamterrain");

    private Outputs() {
    }

    /** The outputs of one command, by its qualified name; empty for a command that writes no file. */
    static List<Output> of(String command) {
        return ALL.stream().filter(o -> o.command().equals(command)).toList();
    }

    /**
     * Refuses, in one line naming the flag and the file, an output of the parsed command whose name
     * does not end in an extension it accepts (any case), or a folder output that names a file.
     *
     * @throws Refused {@code --out out/village.jpg: map render writes a PNG picture; the extension
     *                 must be .png}
     */
    static void check(CommandSpec spec) {
        for (Output o : of(spec.qualifiedName())) {
            ArgSpec arg = arg(spec, o.arg());
            Object value = arg.getValue();
            if (value == null) {
                continue;
            }
            Path path = (Path) value;
            String shortName = o.command().substring("loam ".length());
            if (o.isFolder()) {
                String name = path.getFileName() == null ? "" : path.getFileName().toString().toLowerCase(Locale.ROOT);
                if (Files.isRegularFile(path) || FILE_SUFFIXES.stream().anyMatch(name::endsWith)) {
                    throw new Refused(o.arg() + " " + MapOptions.label(path) + ": " + shortName + " writes " + o.writes()
                            + "; give a folder, such as out/" + shortName.split(" ")[0] + "/");
                }
                continue;
            }
            String name = path.getFileName() == null ? "" : path.getFileName().toString().toLowerCase(Locale.ROOT);
            if (o.extensions().stream().noneMatch(e -> name.endsWith(e.suffix()) && name.length() > e.suffix().length())) {
                throw new Refused(o.arg() + " " + MapOptions.label(path) + ": " + shortName + " writes " + o.writes()
                        + "; the extension must be " + o.extensions().stream()
                                .map(e -> e.suffix() + (o.extensions().size() > 1 ? " (" + e.what() + ")" : ""))
                                .collect(Collectors.joining(" or ")));
            }
        }
    }

    /** The option or positional parameter an output names. */
    static ArgSpec arg(CommandSpec spec, String name) {
        if (name.startsWith("-")) {
            ArgSpec option = spec.findOption(name);
            if (option != null) {
                return option;
            }
        } else {
            for (PositionalParamSpec p : spec.positionalParameters()) {
                if (p.paramLabel().equals(name)) {
                    return p;
                }
            }
        }
        throw new IllegalStateException(spec.qualifiedName() + " has no " + name);
    }

    /**
     * Writes a picture as a PNG whole or not at all, making its folder when missing.
     *
     * @param option the flag that named the file, for a refusal
     * @throws Refused naming the flag and the file when it cannot be written
     */
    static void writePng(BufferedImage image, String option, Path out) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(image, "png", bytes)) {
                throw new Refused(option + " " + MapOptions.label(out) + ": no PNG writer is available");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        write(bytes.toByteArray(), option, out);
    }

    /** Writes bytes whole or not at all, making the file's folder when missing; refused naming the flag and the file. */
    static void write(byte[] bytes, String option, Path out) {
        makeFolder(option, out);
        try {
            AtomicWrite.write(bytes, out);
        } catch (UncheckedIOException e) {
            throw cannotWrite(option, out, e.getCause());
        }
    }

    /**
     * Makes the folder an output goes in, when missing, as every command that writes a file does.
     *
     * @param option the flag that named the file, or null
     * @throws Refused naming the flag and the file when the folder cannot be made (a file is in the way)
     */
    static void makeFolder(String option, Path out) {
        Path parent = out.toAbsolutePath().getParent();
        if (parent == null || Files.isDirectory(parent)) {
            return;
        }
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw cannotWrite(option, out, e);
        }
    }

    /**
     * The refusal of a failed write, in the user's words: {@code --out out/x.png: cannot write it:
     * no such folder out}. The reason comes from the exception's kind, not its message, which can
     * name the temporary file written beside the target.
     *
     * @param option the flag that named the file, or null when the file was named otherwise
     */
    static Refused cannotWrite(String option, Path out, Throwable cause) {
        return new Refused((option == null ? "" : option + " ") + MapOptions.label(out) + ": cannot write it: "
                + reason(out, cause), cause);
    }

    /** Why a write failed, naming only the user's path and its folder. */
    static String reason(Path out, Throwable cause) {
        Path parent = out.getParent() != null ? out.getParent() : out.toAbsolutePath().getParent();
        if (Files.isDirectory(out)) {
            return "it is a folder";
        }
        if (cause instanceof NoSuchFileException) {
            return "no such folder " + MapOptions.label(parent);
        }
        if (cause instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (cause instanceof NotDirectoryException || cause instanceof FileAlreadyExistsException) {
            return MapOptions.label(parent) + " is not a folder";
        }
        if (cause instanceof FileSystemException f && f.getReason() != null && f.getReason().contains("Not a directory")) {
            return MapOptions.label(parent) + " is not a folder";
        }
        if (cause instanceof FileSystemException f) {
            return f.getReason() != null ? f.getReason() : f.getClass().getSimpleName();
        }
        String message = cause == null ? null : cause.getMessage();
        // A message that names the temporary file beside the target says only what kind of failure it was.
        return message == null || message.contains(".tmp") ? "an I/O error (" + (cause == null ? "unknown"
                : cause.getClass().getSimpleName()) + ")" : message;
    }
}
