package dev.loam.tools;

import dev.loam.core.Progress;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import dev.loam.terrain.TerrainFormatException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import picocli.CommandLine.Option;

/** The options every {@code loam terrain} command shares, and the reading and writing they drive. */
final class TerrainOptions {
    @Option(names = "--verbose", description = "On failure, print the stack trace too.")
    boolean verbose;

    /** A terrain or scatter file of either format, refused with one line naming it. */
    static TerrainFile read(Path file) {
        return read(file, Progress.NONE);
    }

    /** {@link #read(Path)}, the read reporting to {@code progress}. */
    static TerrainFile read(Path file, Progress progress) {
        MapOptions.requireFile(file);
        try {
            return TerrainFiles.read(file, progress);
        } catch (TerrainFormatException e) {
            throw new Refused(MapOptions.label(file) + ": " + e.getMessage(), e);
        }
    }

    /** Refuses an output path whose extension names no format, before any work is done. */
    static void requireOutputFormat(Path out, String option) {
        String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(TerrainFiles.JSON_EXTENSION) && !name.endsWith(TerrainFiles.BINARY_EXTENSION)) {
            throw new Refused(option + " " + MapOptions.label(out) + ": the extension must be " + TerrainFiles.JSON_EXTENSION
                    + " (JSON) or " + TerrainFiles.BINARY_EXTENSION + " (the binary container)");
        }
    }

    /** Writes a file in the format its extension names, refused in one line. */
    static void write(TerrainFile file, Path out) {
        write(file, out, Progress.NONE);
    }

    /** {@link #write(TerrainFile, Path)}, the write reporting to {@code progress}. */
    static void write(TerrainFile file, Path out, Progress progress) {
        try {
            TerrainFiles.write(file, out, progress);
        } catch (IllegalArgumentException | UncheckedIOException e) {
            throw new Refused(MapOptions.label(out) + ": " + e.getMessage(), e);
        }
    }

    /** "binary container" or "JSON", by extension. */
    static String formatName(Path out) {
        return out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(TerrainFiles.BINARY_EXTENSION)
                ? "binary container" : "JSON";
    }
}
