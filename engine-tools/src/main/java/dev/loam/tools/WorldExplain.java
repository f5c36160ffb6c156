package dev.loam.tools;

import dev.loam.worldgen.Explanation;
import dev.loam.worldgen.WorldPlan;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code loam world explain RULES --seed N --at x,z}: everything that decides what stands there. */
@Command(name = "explain", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Explains a place: the environment fields there, each biome's weight, the zones, and for each "
                + "layer the candidate of the cell holding the place with the reason it stood or was refused "
                + "(noBiome, noRecipe, density, noGround, slope, water, zone, occupied, conflict, relief), down to "
                + "each member of its group."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam world explain worlds/wilds.json --seed 42 --at 120,-40 \\",
                "      --surface hills",
                "  layer groups cell 2,-1: candidate at 149.809, -10.577, priority",
                "    0.348, biome forest, recipe elders",
                "    stood: 1 placed, 0 left out"})
final class WorldExplain implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RULES", description = "The world rules file (JSON).")
    Path file;

    @Option(names = "--at", required = true, paramLabel = "x,z", description = "The place, world units.")
    String at;

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Mixin
    WorldOptions options;

    @Override
    public Integer call() {
        double[] p = WorldOptions.point(at, "--at");
        WorldPlan plan = options.plan(file);
        Explanation e = plan.explain(p[0], p[1]);
        if (json) {
            spec.commandLine().getOut().println(e.toJson());
        } else {
            spec.commandLine().getOut().print(e.toText());
        }
        return 0;
    }
}
