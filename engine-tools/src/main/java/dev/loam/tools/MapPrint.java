package dev.loam.tools;

import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockMapText;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam map print FILE}: the map as text for a terminal: the rows of characters, the heights
 * as a grid of right-aligned numbers ({@code .} for a void cell), the legend, the sea and position.
 */
@Command(name = "print", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Prints a map file as text: its rows of characters, its heights as a grid of right-aligned "
                + "steps ('.' for a void cell), its legend, sea and position.",
                "With its block set found (--sets, or a defined set such as greybox), the legend says what each "
                        + "block is."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam map print village.json --sets sets/"})
final class MapPrint implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The map file (JSON).")
    Path file;

    @Mixin
    MapOptions options;

    @Override
    public Integer call() {
        BlockMapFile map = MapOptions.readMap(file);
        Optional<BlockSet> set = options.sets().find(map.blockSet());
        print(spec.commandLine().getOut(), MapOptions.mapName(map, file), map, set);
        return 0;
    }

    static void print(PrintWriter out, String name, BlockMapFile map, Optional<BlockSet> set) {
        out.print(BlockMapText.format(name, map, set));
        out.flush();
    }
}
