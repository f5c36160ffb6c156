package dev.loam.tools;

import dev.loam.core.NumberText;
import dev.loam.core.internal.LoamJson;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRulesException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam world plan RULES --seed N --rect x0,z0,x1,z1 [--terrain FILE]}: every placement whose
 * group anchor lies in the box, one a line after a summary line, or as JSON with {@code --json}. With
 * {@code --terrain} the ground is a terrain file's ({@link TerrainSurface}): nothing stands off its
 * grid or over its holes, and its layers paint the {@code paint.<layer>} fields.
 */
@Command(name = "plan", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Lays out the world in a box and prints every placement whose group anchor lies in it.",
                "Text: a summary line, then 'ID biome x y z scale [interactive TYPE]' per placement. --json: one "
                        + "JSON object with the placements."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam world plan worlds/wilds.json --seed 42 --rect 0,0,256,256 \\",
                "      --surface hills --layers groups",
                "  loam:wilds seed 42: 10 placements in [0, 0, 256, 256]: groups 10",
                "  groups@2:3,0/driftwood@1/driftlog.0 shore 186.45 -0.21 32.44 0.85",
                "  groups@2:0,1/elders@1/elder.0 forest 44.52 12.64 91.25 1.46",
                "    interactive tree"})
final class WorldPlanCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RULES", description = "The world rules file (JSON).")
    Path file;

    @Option(names = "--rect", required = true, paramLabel = "x0,z0,x1,z1", description = "The box, world units.")
    String rect;

    @Option(names = "--layers", paramLabel = "L,...", split = ",", description = "Only these layers.")
    List<String> layers = List.of();

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Option(names = "--terrain", paramLabel = "FILE", description = "Lay the world over this terrain file (JSON or "
            + ".loamterrain) instead of --surface: no ground off its grid or over its holes; its layers paint "
            + "paint.<layer name>.")
    Path terrain;

    @Mixin
    WorldOptions options;

    @Override
    public Integer call() {
        double[] r = WorldOptions.rect(rect, "--rect");
        WorldPlan plan = terrain == null ? options.plan(file) : options.planOver(file, terrain, spec);
        List<Placement> ps;
        try (ProgressBars.Bar bar = ProgressBars.open(spec, "world plan")) {
            ps = plan.placementsIn(r[0], r[1], r[2], r[3], bar, layers.toArray(String[]::new));
        } catch (WorldRulesException e) {
            throw new Refused((e.path().equals("layers") ? "--layers: " : "--rect: ")
                    + e.getMessage().substring(e.path().length() + 2), e);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(toJson(plan.rules().id(), options.seed, r, ps));
            return 0;
        }
        Map<String, Integer> perLayer = new TreeMap<>();
        for (var l : plan.rules().layers()) {
            if (layers.isEmpty() || layers.contains(l.id())) {
                perLayer.put(l.id(), 0);
            }
        }
        ps.forEach(p -> perLayer.merge(p.layer(), 1, Integer::sum));
        StringBuilder head = new StringBuilder(plan.rules().id()).append(" seed ").append(options.seed).append(": ")
                .append(ps.size()).append(ps.size() == 1 ? " placement" : " placements").append(" in ")
                .append(box(r)).append(':');
        String sep = " ";
        for (var l : plan.rules().layers()) {
            if (perLayer.containsKey(l.id())) {
                head.append(sep).append(l.id()).append(' ').append(perLayer.get(l.id()));
                sep = ", ";
            }
        }
        out.println(head);
        for (Placement p : ps) {
            out.println(line(p));
        }
        return 0;
    }

    static String box(double[] r) {
        return "[" + LoamJson.number(r[0]) + ", " + LoamJson.number(r[1]) + ", " + LoamJson.number(r[2]) + ", "
                + LoamJson.number(r[3]) + "]";
    }

    static String line(Placement p) {
        return p.id() + " " + p.biome() + " " + NumberText.fixed(p.x(), 2) + " " + NumberText.fixed(p.y(), 2) + " "
                + NumberText.fixed(p.z(), 2) + " " + NumberText.fixed(p.scale(), 2)
                + (p.isInteractive() ? " interactive " + p.interactive() : "");
    }

    static String toJson(String rulesId, long seed, double[] r, List<Placement> ps) {
        StringBuilder sb = new StringBuilder("{\"rules\": ").append(LoamJson.quote(rulesId)).append(", \"seed\": ")
                .append(seed).append(", \"rect\": ").append(box(r)).append(", \"placements\": [");
        String sep = "\n  ";
        for (Placement p : ps) {
            sb.append(sep).append("{\"id\": ").append(LoamJson.quote(p.id())).append(", \"layer\": ")
                    .append(LoamJson.quote(p.layer())).append(", \"recipe\": ").append(LoamJson.quote(p.recipe()))
                    .append(", \"member\": ").append(LoamJson.quote(p.member())).append(", \"biome\": ")
                    .append(LoamJson.quote(p.biome())).append(", \"x\": ").append(LoamJson.number(p.x()))
                    .append(", \"y\": ").append(LoamJson.number(p.y())).append(", \"z\": ")
                    .append(LoamJson.number(p.z())).append(", \"yaw\": ").append(LoamJson.number(p.yaw()))
                    .append(", \"scale\": ").append(LoamJson.number(p.scale())).append(", \"footprint\": ")
                    .append(LoamJson.number(p.footprint())).append(", \"interactive\": ")
                    .append(LoamJson.quote(p.interactive())).append('}');
            sep = ",\n  ";
        }
        return sb.append(ps.isEmpty() ? "]}" : "\n]}").toString();
    }
}
