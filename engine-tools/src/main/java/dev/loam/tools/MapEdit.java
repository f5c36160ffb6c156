package dev.loam.tools;

import dev.loam.blockmap.BlockEdit;
import dev.loam.blockmap.BlockEditRefusal;
import dev.loam.blockmap.BlockEditResult;
import dev.loam.blockmap.BlockEdits;
import dev.loam.blockmap.BlockMapEdits;
import dev.loam.blockmap.BlockMapException;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockRows;
import dev.loam.blockmap.BlockSetLookup;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam map edit FILE EDITS.json}: applies an edit list as one write or none. The first edit
 * refused refuses the whole list ({@code EDITS.json: edits[3] (stairs at ...) refused: ...}, the
 * edit numbered from 0 as the file's JSON path numbers it; exit 1) and nothing is written; on
 * success the map goes to {@code --out}, or back to FILE, atomically.
 */
@Command(name = "edit", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Applies a list of edits (paint, fill, rectangle, raise, lower, set, flatten, smooth, stairs) to a "
                + "map file as one write or none.",
                "The first edit refused refuses the whole list: it prints 'EDITS.json: edits[N] (...) refused: ...', "
                        + "N from 0 as the file's JSON path numbers it (edits[2] is the third edit), and exits 1, and FILE "
                        + "stays byte for byte as it was. On success the map is written to --out, or back to FILE, "
                        + "atomically, and one line sums it up.",
                "EDITS.json is an array of edits, or {\"edits\": [...]}, such as "
                        + "[{\"tool\": \"raise\", \"cells\": [[3, 3]], \"brush\": {\"size\": 3}, \"steps\": 2}]."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam map edit village.json plateau-edits.json --sets sets/ \\",
                "      --out out/village-2.json",
                "  village: 4 edits applied, 9 cells changed, wrote out/village-2.json"})
final class MapEdit implements Callable<Integer> {
    /** The largest edit file read, in bytes. */
    static final long MAX_EDITS_BYTES = 64L * 1024 * 1024;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The map file (JSON).")
    Path file;

    @Parameters(index = "1", paramLabel = "EDITS.json", description = "The edit list (JSON).")
    Path editsFile;

    @Option(names = "--out", paramLabel = "FILE", description = "Where to write the edited map; FILE itself unless given.")
    Path out;

    @Mixin
    MapOptions options;

    @Override
    public Integer call() {
        BlockMapFile map = MapOptions.readMap(file);
        List<BlockEdit> edits = readEdits(editsFile);
        BlockSetLookup sets = options.sets();
        if (sets.find(map.blockSet()).isEmpty()) {
            throw new Refused(MapOptions.label(file) + ": blockSet: block set \"" + map.blockSet()
                    + "\" is not defined: define it with BlockSet.define or pass --sets DIR");
        }
        BlockEditResult result;
        try {
            result = BlockMapEdits.apply(map, edits, sets);
        } catch (BlockMapException e) {
            throw new Refused(MapOptions.label(file) + ": " + e.getMessage(), e);
        }
        if (result.refusal().isPresent()) {
            BlockEditRefusal refusal = result.refusal().get();
            spec.commandLine().getErr().println(Loam.oneLine(refusalLine(editsFile, refusal)));
            return Loam.REFUSED;
        }
        BlockMapFile edited = result.file();
        String name = MapOptions.mapName(map, file);
        int changed = changedCells(map.rows(), edited.rows());
        Path target = out != null ? out : file;
        if (out == null && edited.equals(map)) {
            spec.commandLine().getOut().println(name + ": " + count(edits.size(), "edit") + " applied, no cell changed; "
                    + MapOptions.label(file) + " left as it was");
            return 0;
        }
        Outputs.makeFolder(out != null ? "--out" : null, target);
        try {
            BlockMapFiles.write(edited, target);
        } catch (BlockMapException e) {
            throw new Refused(MapOptions.label(target) + ": " + e.getMessage(), e);
        } catch (UncheckedIOException e) {
            throw Outputs.cannotWrite(out != null ? "--out" : null, target, e.getCause());
        }
        spec.commandLine().getOut().println(name + ": " + count(edits.size(), "edit") + " applied, "
                + (changed < 0 ? "resized to " + edited.rows().width() + "x" + edited.rows().depth()
                : count(changed, "cell") + " changed")
                + ", wrote " + MapOptions.label(target));
        return 0;
    }

    /**
     * {@code plateau-edits.json: edits[3] (stairs at column 3, row 4) refused: the stair ...: the
     * fix}: the edit file, then the edit as its JSON path numbers it (from 0). The refusal's own
     * message already starts with {@code edits[3] (...)}; it is not repeated.
     */
    static String refusalLine(Path editsFile, BlockEditRefusal refusal) {
        String head = "edits[" + refusal.index() + "]";
        String m = refusal.message();
        String line;
        if (m.startsWith(head + " (")) {
            int close = m.indexOf("): ", head.length());
            line = close > 0 ? m.substring(0, close + 1) + " refused: " + m.substring(close + 3) : m;
        } else {
            line = head + " refused: " + (m.startsWith(head + ": ") ? m.substring(head.length() + 2) : m);
        }
        return MapOptions.label(editsFile) + ": " + line;
    }

    private static List<BlockEdit> readEdits(Path editsFile) {
        MapOptions.requireFile(editsFile);
        String json;
        try {
            long size = Files.size(editsFile);
            if (size > MAX_EDITS_BYTES) {
                throw new Refused(MapOptions.label(editsFile) + ": " + size + " bytes is past the largest edit file, "
                        + MAX_EDITS_BYTES + " bytes");
            }
            json = Files.readString(editsFile, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new Refused(MapOptions.label(editsFile) + ": cannot read it: " + e, e);
        }
        try {
            return BlockEdits.readJson(json);
        } catch (BlockMapException e) {
            throw new Refused(MapOptions.label(editsFile) + ": " + e.getMessage(), e);
        }
    }

    /** Cells whose character or height differ; −1 when the size changed. */
    private static int changedCells(BlockRows before, BlockRows after) {
        if (before.width() != after.width() || before.depth() != after.depth()) {
            return -1;
        }
        int n = 0;
        for (int r = 0; r < before.depth(); r++) {
            for (int c = 0; c < before.width(); c++) {
                if (before.symbol(c, r) != after.symbol(c, r) || before.heightSteps(c, r) != after.heightSteps(c, r)) {
                    n++;
                }
            }
        }
        return n;
    }

    private static String count(int n, String thing) {
        return n + " " + thing + (n == 1 ? "" : "s");
    }
}
