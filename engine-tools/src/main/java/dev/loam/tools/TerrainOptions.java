package dev.loam.tools;

import dev.loam.core.Progress;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import dev.loam.terrain.TerrainFormatException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;

/** The reading and writing every {@code loam terrain} command shares. */
final class TerrainOptions {
    private TerrainOptions() {
    }

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

    /**
     * Writes a file in the format its extension names ({@link Outputs#check} has refused any other),
     * refused in one line naming the flag and the file, never the temporary file beside it.
     */
    static void write(TerrainFile file, String option, Path out) {
        write(file, option, out, Progress.NONE);
    }

    /** {@link #write(TerrainFile, String, Path)}, the write reporting to {@code progress}. */
    static void write(TerrainFile file, String option, Path out, Progress progress) {
        Outputs.makeFolder(option, out);
        try {
            TerrainFiles.write(file, out, progress);
        } catch (IllegalArgumentException e) {
            throw new Refused(option + " " + MapOptions.label(out) + ": " + e.getMessage(), e);
        } catch (UncheckedIOException e) {
            throw Outputs.cannotWrite(option, out, e.getCause());
        }
    }

    /** "binary container" or "JSON", by extension. */
    static String formatName(Path out) {
        return out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(TerrainFiles.BINARY_EXTENSION)
                ? "binary container" : "JSON";
    }
}
