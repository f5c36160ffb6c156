package dev.loam.tools;

import dev.loam.core.NumberText;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainLayer;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam terrain info FILE}: reads a terrain or scatter file of either format, every rule
 * checked, and prints one line a node.
 */
@Command(name = "info", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Reads a terrain or scatter file (JSON or .loamterrain), every rule checked, and prints one line a node.",
                "On refusal, prints one line to standard error naming the file and the key or byte, and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam terrain info terrain/hills.json",
                "  terrain: 65x65 vertices (64x64 cells of 2), heights 1.216..60 above",
                "    y 0, layers grass, no splat, no holes, 2x2 chunks of 32 cells"})
final class TerrainInfo implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The terrain or scatter file.")
    Path file;

    @Override
    public Integer call() {
        TerrainFile f = TerrainOptions.read(file);
        PrintWriter out = spec.commandLine().getOut();
        f.terrain().ifPresent(t -> out.println(summary(t)));
        for (Scatter s : f.scatters()) {
            out.println(summary(s));
        }
        return 0;
    }

    /** One line describing a terrain. */
    static String summary(Terrain t) {
        float low = Float.POSITIVE_INFINITY;
        float high = Float.NEGATIVE_INFINITY;
        for (int j = 0; j < t.resolutionZ(); j++) {
            for (int i = 0; i < t.resolutionX(); i++) {
                low = Math.min(low, t.height(i, j));
                high = Math.max(high, t.height(i, j));
            }
        }
        int holes = 0;
        if (t.hasHoles()) {
            for (int j = 0; j < t.cellsZ(); j++) {
                for (int i = 0; i < t.cellsX(); i++) {
                    holes += t.isHole(i, j) ? 1 : 0;
                }
            }
        }
        String layers = t.layers().isEmpty() ? "no layers"
                : "layers " + t.layers().stream().map(TerrainLayer::material).collect(Collectors.joining(", "));
        return "terrain: " + t.resolutionX() + "x" + t.resolutionZ() + " vertices (" + t.cellsX() + "x" + t.cellsZ()
                + " cells of " + num(t.cellSize()) + "), heights " + num(low) + ".." + num(high) + " above y "
                + num(t.originY()) + ", " + layers + ", " + (t.hasSplat() ? "splat" : "no splat") + ", "
                + (holes == 0 ? "no holes" : holes + (holes == 1 ? " hole" : " holes")) + ", " + t.chunksX() + "x"
                + t.chunksZ() + " chunks of " + t.chunkCells() + " cells";
    }

    /** One line describing a scatter set. */
    static String summary(Scatter s) {
        return "scatter " + s.name() + ": " + s.kind().key() + ", " + s.items().size()
                + (s.items().size() == 1 ? " item, " : " items, ") + s.size()
                + (s.size() == 1 ? " instance" : " instances") + ", collision " + s.collision().key() + ", chunk size "
                + num(s.chunkSize()) + " in " + s.partition().size() + (s.partition().size() == 1 ? " cell" : " cells");
    }

    /** A number with up to three decimals, without trailing zeros. */
    static String num(double v) {
        String s = NumberText.fixed(v, 3);
        s = s.replaceAll("0+$", "").replaceAll("\\.$", "");
        return s.equals("-0") ? "0" : s;
    }
}
