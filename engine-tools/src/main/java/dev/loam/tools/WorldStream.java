package dev.loam.tools;

import dev.loam.core.NumberText;
import dev.loam.worldgen.ProceduralChunks;
import dev.loam.worldgen.StreamStats;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldStatus;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam world stream RULES --seed N --path x0,z0:x1,z1 --frames K --budget-ms B}: replays a
 * camera path through chunk streaming and prints each frame's work.
 */
@Command(name = "stream", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Streams the world's chunks around a camera moving along a path at an even pace, one update per "
                + "frame within the budget, and prints each frame's work (pieces, chunks generated, published and "
                + "released), the chunks resident and queued, the time taken, and which frames went over budget. "
                + "Nothing is drawn.",
                "A frame always does one piece of chunk work, and starts another only when the running estimate of a "
                        + "piece still fits its budget; the first frames of a cold JVM are slow. --far streams the far "
                        + "versions' cells too."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam world stream worlds/wilds.json --seed 42 --path 0,0:100,0 \\",
                "      --frames 4 --budget-ms 4",
                "  frame 0 at (0, 0): 1 pieces, 0 generated, 1 published, 0 released;",
                "    resident 1, queued 184; 79.893 ms OVER by 75.893",
                "  frame 1 at (33, 0): 1 pieces, 0 generated, 1 published, 0 released;",
                "    resident 2, queued 192; 1.001 ms",
                "  ...",
                "  4 frames: 2 over budget (worst by 75.893 ms), most resident 3,",
                "    0 chunks generated"})
final class WorldStream implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RULES", description = "The world rules file (JSON).")
    Path file;

    @Option(names = "--path", required = true, paramLabel = "x0,z0:x1,z1[:...]",
            description = "The camera's path: two or more points, world units, separated by ':'.")
    String path;

    @Option(names = "--frames", paramLabel = "K", defaultValue = "60",
            description = "How many frames (updates) the path is walked in, at least 1 (default 60).")
    int frames;

    @Option(names = "--budget-ms", paramLabel = "B", defaultValue = "4",
            description = "Each frame's budget, milliseconds, greater than 0 (default 4).")
    double budgetMs;

    @Option(names = "--far",
            description = "Stream the far versions too: far cells of each layer that has any, out to the farthest "
                    + "farDistance.")
    boolean far;

    @Mixin
    WorldOptions options;

    @Override
    public Integer call() {
        double[][] points = points(path);
        if (frames < 1) {
            throw new Refused("--frames " + frames + ": must be at least 1");
        }
        if (!(budgetMs > 0) || !Double.isFinite(budgetMs)) {
            throw new Refused("--budget-ms " + budgetMs + ": must be greater than 0");
        }
        WorldGen world = options.world(file);
        WorldStatus status = world.status();
        if (!status.ok()) {
            throw new Refused(file + ": " + status.reason());
        }
        long budget = Math.round(budgetMs * 1e6);
        PrintWriter out = spec.commandLine().getOut();
        double[] lengths = new double[points.length];
        for (int k = 1; k < points.length; k++) {
            lengths[k] = lengths[k - 1] + Math.hypot(points[k][0] - points[k - 1][0], points[k][1] - points[k - 1][1]);
        }
        int over = 0;
        double worst = 0;
        int most = 0;
        try (ProceduralChunks chunks = ProceduralChunks.builder(world, c -> null).farVersions(far).build()) {
            StreamStats s = chunks.stats();
            for (int f = 0; f < frames; f++) {
                double[] at = along(points, lengths, frames == 1 ? 0 : lengths[lengths.length - 1] * f / (frames - 1));
                chunks.setSource("camera", at[0], at[1]);
                chunks.update(budget);
                most = Math.max(most, s.resident());
                double overMs = (s.nanosThisFrame() - budget) / 1e6;
                if (overMs > 0) {
                    over++;
                    worst = Math.max(worst, overMs);
                }
                out.println(String.format(Locale.ROOT, "frame %d at (%s, %s): %d pieces, %d generated, %d published, "
                        + "%d released; resident %d, queued %d; %s ms%s", f, NumberText.fixed(at[0], 0),
                        NumberText.fixed(at[1], 0), s.piecesThisFrame(), s.generatedThisFrame(), s.publishedThisFrame(),
                        s.releasedThisFrame(), s.resident(), s.queued(), NumberText.fixed(s.nanosThisFrame() / 1e6, 3),
                        overMs > 0 ? " OVER by " + NumberText.fixed(overMs, 3) : ""));
            }
            out.println(String.format(Locale.ROOT, "%d frames: %d over budget%s, most resident %d, %d chunks generated",
                    frames, over, over > 0 ? " (worst by " + NumberText.fixed(worst, 3) + " ms)" : "", most,
                    s.generatedTotal()));
        }
        return 0;
    }

    /** The point at a distance along the path, world units. */
    static double[] along(double[][] points, double[] lengths, double distance) {
        for (int k = 1; k < points.length; k++) {
            if (distance <= lengths[k] || k == points.length - 1) {
                double seg = lengths[k] - lengths[k - 1];
                double t = seg == 0 ? 0 : Math.min(1, (distance - lengths[k - 1]) / seg);
                return new double[] {points[k - 1][0] + t * (points[k][0] - points[k - 1][0]),
                    points[k - 1][1] + t * (points[k][1] - points[k - 1][1])};
            }
        }
        return points[0].clone();
    }

    /** {@code x0,z0:x1,z1[:...]}, refused in one line naming the option. */
    static double[][] points(String text) {
        String[] parts = text.split(":", -1);
        if (parts.length < 2) {
            throw new Refused("--path " + text + ": needs two or more points x,z separated by ':', such as 0,0:600,0");
        }
        double[][] out = new double[parts.length][];
        for (int k = 0; k < parts.length; k++) {
            out[k] = WorldOptions.point(parts[k], "--path");
        }
        return out;
    }
}
