package dev.loam.tools;

import dev.loam.assets.GlbWriter;
import dev.loam.assets.Kit;
import dev.loam.core.Progress;
import dev.loam.model.Model;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam model kit --out DIR [--seed N] [--variant V]}: writes every model of the built-in
 * kit as {@code DIR/<name>.glb} (to open in Blender or any glTF viewer), one line each, with a
 * progress bar while it works.
 */
@Command(name = "kit", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Writes every model of the built-in kit (trees, rocks, huts and props, made in code) as "
                + "<name>.glb into a folder, to open in Blender or any glTF viewer, and prints one line a model.",
                "On refusal, one line to standard error naming the folder or the file, and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam model kit --out out/kit/",
                "  wrote out/kit/bench.glb: 2 meshes, 176 triangles, 36.1 KiB",
                "  ..."})
final class ModelKit implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "The folder to write into.")
    Path out;

    @Mixin
    KitOptions kit;

    @Override
    public Integer call() {
        List<String> names = Kit.names();
        List<String> lines = new ArrayList<>(names.size());
        try (ProgressBars.Bar bar = ProgressBars.open(spec, "model kit")) {
            Progress.Phase phase = Progress.Phase.begin(bar, "models", names.size());
            for (String name : names) {
                Model m = Kit.model(name, kit.seed, kit.variant);
                byte[] glb = GlbWriter.toBytes(m);
                Path file = out.resolve(name + ".glb");
                Outputs.write(glb, "--out", file);
                lines.add("wrote " + MapOptions.label(file) + ": " + ModelInfo.count(m.meshes().size(), "mesh") + ", "
                        + ModelInfo.count(m.triangleCount(), "triangle") + ", " + GltfScenes.size(glb.length));
                phase.step();
            }
            phase.finish();
        }
        PrintWriter stdout = spec.commandLine().getOut();
        lines.forEach(stdout::println);
        return 0;
    }
}
