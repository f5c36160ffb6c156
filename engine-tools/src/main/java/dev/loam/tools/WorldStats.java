package dev.loam.tools;

import dev.loam.worldgen.BiomeSampler;
import dev.loam.worldgen.LayerStats;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.Reason;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRulesException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam world stats RULES --seed N --layer L --rect ...}: how many stood and why the rest did not, then
 * each biome's area in the box and the placements a hectare standing in it, member by member.
 */
@Command(name = "stats", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Counts a layer's candidates in a box: how many stood, how many placements their groups hold, "
                + "why the rest were refused, and which members were left out; then the densities: each biome's "
                + "area in the box (where it is the strongest, sampled on a grid at most 4 m apart) and the placements "
                + "a hectare that picked it, by member (--layer's alone, or every layer's with --all-layers)."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam world stats worlds/wilds.json --seed 42 --layer trees \\",
                "      --rect -1000,-1000,1000,1000 --surface hills",
                "  trees in [-1000, -1000, 1000, 1000]: 81624 candidates, 44359 stood",
                "    (44359 placements)",
                "  refused: noBiome 3175, density 27978, occupied 5568, conflict 544",
                "  left out: none",
                "  densities of trees, placements a hectare (biome areas sampled every 4 m):",
                "    shore        9.1 ha: none",
                "    forest     271.3 ha: 163.5 a ha (pine 163.5)",
                "    meadow      56.2 ha: none",
                "    ...",
                "    (no biome)  15.5 ha",
                "Add --all-layers to count every layer's placements in the densities."})
final class WorldStats implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RULES", description = "The world rules file (JSON).")
    Path file;

    @Option(names = "--layer", required = true, paramLabel = "L", description = "The layer's id.")
    String layer;

    @Option(names = "--rect", required = true, paramLabel = "x0,z0,x1,z1", description = "The box, world units.")
    String rect;

    @Option(names = "--all-layers", description = "Count every layer's placements in the densities, not only "
            + "--layer's (the counts above stay --layer's).")
    boolean allLayers;

    @Mixin
    WorldOptions options;

    /** The grid step the biome areas are sampled at, in world units (metres), while the box allows. */
    static final double AREA_STEP = 4;

    /** The most area samples taken; a larger box doubles the step until it fits. */
    static final long MAX_AREA_SAMPLES = 1L << 20;

    /** The densities' row for the area where no biome holds. */
    static final String NO_BIOME = "(no biome)";

    @Override
    public Integer call() {
        double[] r = WorldOptions.rect(rect, "--rect");
        WorldPlan plan = options.plan(file);
        LayerStats s;
        List<Placement> placed;
        try (ProgressBars.Bar bar = ProgressBars.open(spec, "world stats")) {
            s = plan.stats(layer, r[0], r[1], r[2], r[3], bar);
            placed = allLayers ? plan.placementsIn(r[0], r[1], r[2], r[3])
                    : plan.placementsIn(r[0], r[1], r[2], r[3], layer);
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
        for (String line : densities(plan, r, placed, allLayers ? "all layers" : layer)) {
            out.println(line);
        }
        return 0;
    }

    /**
     * The densities' lines: a heading, then one line a biome (in the rules' order) that holds area
     * or placements in the box: its area in hectares and its placements a hectare, by member. A
     * biome's area is the samples where it is the strongest, each sample standing for its cell of
     * a grid over the box; a placement counts for the biome its candidate picked, and belongs to the
     * box when its group's anchor does (as {@link WorldPlan#placementsIn} gives them).
     *
     * @param plan the world's plan
     * @param r the box, {@code x0, z0, x1, z1}
     * @param placed the placements counted
     * @param counted what they are, for the heading: a layer's id or "all layers"
     * @return the lines
     */
    static List<String> densities(WorldPlan plan, double[] r, List<Placement> placed, String counted) {
        double w = r[2] - r[0];
        double h = r[3] - r[1];
        double step = AREA_STEP;
        while ((long) Math.ceil(w / step) * (long) Math.ceil(h / step) > MAX_AREA_SAMPLES) {
            step *= 2;
        }
        int nx = (int) Math.ceil(w / step);
        int nz = (int) Math.ceil(h / step);
        double dx = w / nx;
        double dz = h / nz;
        List<String> ids = plan.rules().biomes().stream().map(b -> b.id()).toList();
        long[] samples = new long[ids.size()];
        long none = 0;
        BiomeSampler sampler = plan.biomeSampler();
        for (int k = 0; k < nz; k++) {
            double z = r[1] + (k + 0.5) * dz;
            for (int i = 0; i < nx; i++) {
                int b = sampler.strongest(r[0] + (i + 0.5) * dx, z);
                if (b < 0) {
                    none++;
                } else {
                    samples[b]++;
                }
            }
        }
        double cellHa = dx * dz / 10_000;
        Map<String, Map<String, Integer>> byBiome = new LinkedHashMap<>();
        for (String id : ids) {
            byBiome.put(id, new HashMap<>());
        }
        Map<String, String> recipeOfMember = new HashMap<>();
        Set<String> shared = new HashSet<>();
        for (Placement p : placed) {
            String before = recipeOfMember.putIfAbsent(p.member(), p.recipe());
            if (before != null && !before.equals(p.recipe())) {
                shared.add(p.member());
            }
        }
        for (Placement p : placed) {
            String name = shared.contains(p.member()) ? p.recipe() + "/" + p.member() : p.member();
            byBiome.computeIfAbsent(p.biome(), b -> new HashMap<>()).merge(name, 1, Integer::sum);
        }
        List<String> out = new ArrayList<>();
        out.add("densities of " + counted + ", placements a hectare (biome areas sampled every "
                + (dx == dz ? metres(dx) : metres(dx) + " x " + metres(dz)) + " m):");
        int width = Math.max(none > 0 ? NO_BIOME.length() : 0,
                byBiome.keySet().stream().mapToInt(String::length).max().orElse(0));
        int areaWidth = number(w * h / 10_000).length();
        for (Map.Entry<String, Map<String, Integer>> e : byBiome.entrySet()) {
            int b = ids.indexOf(e.getKey());
            double ha = b < 0 ? 0 : samples[b] * cellHa;
            Map<String, Integer> members = e.getValue();
            int total = members.values().stream().mapToInt(Integer::intValue).sum();
            if (ha == 0 && total == 0) {
                continue;
            }
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  %-" + width + "s %" + areaWidth + "s ha: ",
                    e.getKey(), number(ha)));
            if (total == 0) {
                line.append("none");
            } else if (ha == 0) {
                line.append(total).append(" placements, its area too small to sample");
            } else {
                line.append(number(total / ha)).append(" a ha (");
                List<Map.Entry<String, Integer>> sorted = new ArrayList<>(members.entrySet());
                sorted.sort(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry.comparingByKey()));
                for (int k = 0; k < sorted.size(); k++) {
                    line.append(k == 0 ? "" : ", ").append(sorted.get(k).getKey()).append(' ')
                            .append(number(sorted.get(k).getValue() / ha));
                }
                line.append(')');
            }
            out.add(line.toString());
        }
        if (none > 0) {
            out.add(String.format(Locale.ROOT, "  %-" + width + "s %" + areaWidth + "s ha",
                    NO_BIOME, number(none * cellHa)));
        }
        return out;
    }

    /** A step in metres: whole, or to two decimals. */
    static String metres(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.2f", v);
    }

    /** A figure to one decimal, or to two significant digits below 1 (never 0.0 for a few). */
    static String number(double v) {
        return v == 0 || v >= 1 ? String.format(Locale.ROOT, "%.1f", v)
                : new java.math.BigDecimal(v).round(new java.math.MathContext(2)).stripTrailingZeros().toPlainString();
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
