package dev.loam.tools;

import dev.loam.terrain.TerrainFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam terrain convert IN OUT}: reads either format and writes the one OUT's extension
 * names. Lossless both ways.
 */
@Command(name = "convert", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Converts between terrain JSON (.json, one node) and the binary container (.loamterrain), "
                + "by OUT's extension. Lossless both ways; OUT is written whole or not at all."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam terrain convert terrain/hills.json out/hills.loamterrain",
                "  wrote out/hills.loamterrain (binary container, 17018 bytes)"})
final class TerrainConvert implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN", description = "The file to read (JSON or .loamterrain).")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT", description = "The file to write: .json or .loamterrain.")
    Path out;

    @Override
    public Integer call() throws Exception {
        try (ProgressBars.Bar bar = ProgressBars.open(spec, "terrain convert")) {
            TerrainFile f = TerrainOptions.read(in, bar);
            if (TerrainOptions.formatName(out).equals("JSON") && f.nodeCount() != 1) {
                throw new Refused(MapOptions.label(in) + ": holds " + f.nodeCount()
                        + " nodes but a JSON file holds exactly one; convert to .loamterrain instead");
            }
            TerrainOptions.write(f, "OUT", out, bar);
        }
        spec.commandLine().getOut().println("wrote " + MapOptions.label(out) + " (" + TerrainOptions.formatName(out) + ", "
                + Files.size(out) + " bytes)");
        return 0;
    }
}
