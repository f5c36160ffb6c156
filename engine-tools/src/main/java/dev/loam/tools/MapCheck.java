package dev.loam.tools;

import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapException;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam map check FILE}: reads the file and builds the map as a game would, every rule
 * checked, and prints one line: {@code terraces: 5x3 cells, block set village, heights -1..2 steps}.
 */
@Command(name = "check", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Reads a map file and builds it against its block set, every rule checked (row widths, the legend, "
                + "stairs, ponds, heights).",
                "Prints one line on success; on refusal, one line to standard error naming the file and the place, "
                        + "and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam map check village.json --sets sets/",
                "  village: 24x16 cells, block set village, heights -1..5 steps"})
final class MapCheck implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The map file (JSON).")
    Path file;

    @Mixin
    MapOptions options;

    @Override
    public Integer call() {
        BlockMapFile map = MapOptions.readMap(file);
        String name = MapOptions.mapName(map, file);
        BlockMap built;
        try {
            built = BlockMapFiles.toMap(map, name, options.sets());
        } catch (BlockMapException e) {
            throw new Refused(MapOptions.label(file) + ": " + e.getMessage(), e);
        }
        spec.commandLine().getOut().println(summary(name, built));
        return 0;
    }

    /** {@code terraces: 5x3 cells, block set village, heights -1..2 steps}. */
    static String summary(String name, BlockMap map) {
        int low = Integer.MAX_VALUE, high = Integer.MIN_VALUE, voids = 0;
        for (int r = 0; r < map.depth(); r++) {
            for (int c = 0; c < map.width(); c++) {
                if (map.isVoid(c, r)) {
                    voids++;
                } else {
                    low = Math.min(low, map.heightSteps(c, r));
                    high = Math.max(high, map.heightSteps(c, r));
                }
            }
        }
        StringBuilder sb = new StringBuilder(name).append(": ").append(map.width()).append('x').append(map.depth())
                .append(" cells, block set ").append(map.blockSet().name());
        if (low <= high) {
            sb.append(", heights ").append(low).append("..").append(high).append(" steps");
        } else {
            sb.append(", every cell void");
        }
        if (voids > 0 && low <= high) {
            sb.append(", ").append(voids).append(voids == 1 ? " void cell" : " void cells");
        }
        return sb.toString();
    }
}
