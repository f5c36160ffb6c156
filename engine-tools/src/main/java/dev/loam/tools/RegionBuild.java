package dev.loam.tools;

import dev.loam.region.Region;
import dev.loam.region.RegionFiles;
import dev.loam.region.Road;
import dev.loam.region.RoadBridge;
import dev.loam.region.RoadGraph;
import dev.loam.region.RoadNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam region build SPEC [--out DIR] [--format json|binary]}: solves the spec, prints its map
 * (roads marked by class) and a line a road (its mark, class, name, length and bridges), and writes
 * its terrain and props through the shared terrain writers (two JSON files, or one binary
 * container), then its sheets and places; a refused spec prints every problem, one a line with its
 * path, writes nothing and exits 1.
 */
@Command(name = "build", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Solves a region's spec and prints its map (north up, east to the right; roads by class: "
                + "': track, . lane, - country, + street, = avenue, # highway) and a line a road, then writes "
                + "<name>.terrain.json, <name>.scatter.json, <name>.sheets.json and <name>.places.json "
                + "(with --format binary, <name>.loamterrain holding the terrain and the props in place of the "
                + "first two).",
                "A refused spec prints every problem to standard error, one a line with its path, and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam region build regions/test-tiles-terrain.json --out out/region/",
                "       9 8 7 6 5 4 3 2 1 0   (i, east to the right)",
                "    9  0 0 1 1 0 1 1 1 1 0",
                "    ...",
                "  wrote out/region/test-tiles-terrain.terrain.json",
                "  ..."})
final class RegionBuild implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SPEC", description = "The region's spec (JSON).")
    Path file;

    @Option(names = "--out", paramLabel = "DIR", description = "Where the files go (default: the spec's folder).")
    Path out;

    @Option(names = "--format", paramLabel = "json|binary", defaultValue = "json",
            description = "How the terrain and props are written: 'json' (two files, the default) or 'binary' (one "
                    + ".loamterrain container).")
    String format;

    @Override
    public Integer call() {
        RegionFiles.Format chosen = switch (format) {
            case "json" -> RegionFiles.Format.JSON;
            case "binary" -> RegionFiles.Format.BINARY;
            default -> throw new Refused("--format " + format + ": must be json or binary");
        };
        PrintWriter stdout = spec.commandLine().getOut();
        Region region;
        try (ProgressBars.Bar bar = ProgressBars.open(spec, "region build")) {
            region = RegionSpecs.solve(file, spec.commandLine().getErr(), bar);
        }
        if (region == null) {
            return Loam.REFUSED;
        }
        stdout.print(region.mapText());
        stdout.print(roadLines(region.roads()));
        Path dir = out != null ? out : file.toAbsolutePath().getParent();
        try {
            for (Path written : RegionFiles.write(region, dir, chosen)) {
                stdout.println("wrote " + MapOptions.label(written));
            }
        } catch (IOException e) {
            throw Outputs.cannotWrite(out != null ? "--out" : null, dir, e.getCause() != null ? e.getCause() : e);
        }
        return 0;
    }

    /**
     * A line a road, {@code road # highway "highway": 760 m, 1 bridge (52 m)}, then one of the graph
     * ({@code 2 junctions, 7 nodes, 6 edges, one network}); nothing for a region with no roads.
     */
    static String roadLines(RoadGraph graph) {
        if (graph.roads().isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (Road r : graph.roads()) {
            sb.append(String.format(Locale.ROOT, "road %c %s \"%s\": %.0f m", r.roadClass().mapMark(),
                    r.roadClass().specName(), r.name(), r.lengthMetres()));
            int n = r.bridges().size();
            if (n > 0) {
                double total = 0;
                for (RoadBridge b : r.bridges()) {
                    total += b.lengthMetres();
                }
                sb.append(String.format(Locale.ROOT, ", %d bridge%s (%.0f m)", n, n == 1 ? "" : "s", total));
            }
            sb.append('\n');
        }
        long junctions = graph.nodes().stream().filter(x -> x.kind() == RoadNode.Kind.JUNCTION).count();
        int parts = graph.connectedParts();
        sb.append(String.format(Locale.ROOT, "%d junction%s, %d nodes, %d edges, %s\n", junctions,
                junctions == 1 ? "" : "s", graph.nodes().size(), graph.edges().size(),
                parts == 1 ? "one network" : parts + " networks"));
        return sb.toString();
    }
}
