package dev.loam.tools;

import dev.loam.worldgen.Layer;
import dev.loam.worldgen.WorldRules;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam world check RULES}: reads and validates world rules and prints one summary line,
 * then one {@code warning:} line per biome without a recipe in a layer.
 */
@Command(name = "check", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Reads a world rules file (JSON) and validates it as a game would: every reference, field, "
                + "range and required part.",
                "Prints one summary line, then a 'warning:' line for each biome with no recipe in a layer; on refusal, "
                        + "one line to standard error naming the file and the JSON path, and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam world check worlds/wilds.json",
                "  loam:wilds: versions [3], 9 biomes, 14 recipes, 9 plants, 6 layers",
                "    (sites, groups, deadwood, detail, cover, trees)"})
final class WorldCheck implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RULES", description = "The world rules file (JSON).")
    Path file;

    @Override
    public Integer call() {
        WorldRules rules = WorldOptions.readRules(file);
        PrintWriter out = spec.commandLine().getOut();
        out.println(summary(rules));
        for (String w : rules.warnings()) {
            out.println("warning: " + w);
        }
        return 0;
    }

    /** {@code loam:wilds: versions [1, 2], 4 biomes, 8 recipes, 5 plants, 4 layers (sites, groups, ...)}. */
    static String summary(WorldRules r) {
        return r.id() + ": versions " + r.versions() + ", " + r.biomes().size() + " biomes, " + r.recipes().size()
                + " recipes, " + r.plants().size() + " plants, " + r.layers().size() + " layers ("
                + r.layers().stream().map(Layer::id).collect(Collectors.joining(", ")) + ")";
    }
}
