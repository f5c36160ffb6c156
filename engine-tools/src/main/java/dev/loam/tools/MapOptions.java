package dev.loam.tools;

import dev.loam.blockmap.BlockMapException;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetFiles;
import dev.loam.blockmap.BlockSetLookup;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/** The options every {@code loam map} command shares, and the reading they drive. */
final class MapOptions {
    @Option(names = "--sets", paramLabel = "DIR",
            description = "A folder of block-set files (*.json with \"blocks\"), looked in before the defined sets and greybox.")
    Path setsDir;

    /** The sets in --sets, then the defined ones and greybox. */
    BlockSetLookup sets() {
        if (setsDir == null) {
            return BlockSetLookup.DEFINED;
        }
        if (!Files.isDirectory(setsDir)) {
            throw new Refused("--sets " + setsDir + ": " + (Files.exists(setsDir) ? "not a folder" : "no such folder"));
        }
        List<BlockSet> sets;
        try {
            sets = BlockSetFiles.readAll(setsDir);
        } catch (BlockMapException e) {
            // A set file's refusal starts with the file's name; put the folder in front of it.
            throw new Refused(e.path().equals("$") ? "--sets " + label(setsDir) + ": " + e.getMessage()
                    : label(setsDir) + java.io.File.separator + e.getMessage(), e);
        }
        return BlockSetLookup.of(sets.toArray(BlockSet[]::new)).orElse(BlockSetLookup.DEFINED);
    }

    /** A map file, refused with one line naming it when missing or malformed. */
    static BlockMapFile readMap(Path file) {
        requireFile(file);
        try {
            return BlockMapFiles.read(file);
        } catch (BlockMapException e) {
            throw new Refused(label(file) + ": " + e.getMessage(), e);
        }
    }

    /** Refuses a path that is not a readable file, in one line naming it. */
    static void requireFile(Path file) {
        if (!Files.exists(file)) {
            throw new Refused(label(file) + ": no such file");
        }
        if (!Files.isRegularFile(file)) {
            throw new Refused(label(file) + ": not a file");
        }
    }

    /** The path as the user gave it. */
    static String label(Path file) {
        return file.toString();
    }

    /** The map's name: the file's, else its file name without the extension. */
    static String mapName(BlockMapFile map, Path file) {
        return map.name().orElseGet(() -> {
            String n = file.getFileName().toString();
            int dot = n.lastIndexOf('.');
            return dot > 0 ? n.substring(0, dot) : n;
        });
    }
}
