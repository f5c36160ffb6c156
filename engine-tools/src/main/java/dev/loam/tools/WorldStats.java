package dev.loam.tools;

import dev.loam.worldgen.LayerStats;
import dev.loam.worldgen.Reason;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRulesException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code loam world stats RULES --seed N --layer L --rect ...}: how many stood and why the rest did not. */
@Command(name = "stats", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Counts a layer's candidates in a box: how many stood, how many placements their groups hold, "
                + "why the rest were refused, and which members were left out."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam world stats worlds/wilds.json --seed 42 --layer groups \\",
                "      --rect -1000,-1000,1000,1000 --surface hills",
                "  groups in [-1000, -1000, 1000, 1000]: 332 candidates, 160 stood",
                "    (1131 placements)",
                "  refused: noBiome 7, noRecipe 8, density 111, water 1, conflict 45",
                "  left out: chance 93, water 3, occupied 16"})
final class WorldStats implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RULES", description = "The world rules file (JSON).")
    Path file;

    @Option(names = "--layer", required = true, paramLabel = "L", description = "The layer's id.")
    String layer;

    @Option(names = "--rect", required = true, paramLabel = "x0,z0,x1,z1", description = "The box, world units.")
    String rect;

    @Mixin
    WorldOptions options;

    @Override
    public Integer call() {
        double[] r = WorldOptions.rect(rect, "--rect");
        WorldPlan plan = options.plan(file);
        LayerStats s;
        try (ProgressBars.Bar bar = ProgressBars.open(spec, "world stats")) {
            s = plan.stats(layer, r[0], r[1], r[2], r[3], bar);
        } catch (WorldRulesException e) {
            throw new Refused((e.path().equals("layers") ? "--layer " + layer + ": " : "--rect: ")
                    + e.getMessage().substring(e.path().length() + 2), e);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(s.layer() + " in " + WorldPlanCommand.box(r) + ": " + s.candidates() + " candidates, " + s.stood()
                + " stood (" + s.placements() + " placements)");
        out.println("refused: " + counts(s.refused()));
        out.println("left out: " + counts(s.leftOut()));
        for (String note : s.notes()) {
            out.println("note: " + note);
        }
        return 0;
    }

    /** The non-zero counts, such as {@code density 52, conflict 81}, or {@code none}. */
    static String counts(Map<Reason, Integer> counts) {
        StringBuilder sb = new StringBuilder();
        for (Reason reason : Reason.values()) {
            int n = counts.getOrDefault(reason, 0);
            if (n > 0) {
                sb.append(sb.length() == 0 ? "" : ", ").append(reason.jsonName()).append(' ').append(n);
            }
        }
        return sb.length() == 0 ? "none" : sb.toString();
    }
}
