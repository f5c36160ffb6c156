package dev.loam.tools;

import dev.loam.terrain.Scatter;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.worldgen.HeightSource;
import dev.loam.worldgen.TerrainSurface;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRules;
import dev.loam.worldgen.WorldRulesException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** The options every {@code loam world} command that lays out a world shares, and the reading they drive. */
final class WorldOptions {
    /** The largest rules file read, in bytes. */
    static final long MAX_RULES_BYTES = 16L * 1024 * 1024;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "0", description = "The world's seed (default 0).")
    long seed;

    @Option(names = "--world", paramLabel = "NAME", defaultValue = "world",
            description = "The world's name (a planet, a level); default 'world'.")
    String world;

    @Option(names = "--rules-version", paramLabel = "V", defaultValue = "0",
            description = "The rules' version the world was generated with (default: the newest listed).")
    int version;

    @Option(names = "--surface", paramLabel = "flat|hills", defaultValue = "flat",
            description = "The ground: 'flat' (a plane at height 0, the default) or 'hills' (rolling hills from "
                    + "-40 to 80 with the sea at 0, seeded by --seed).")
    String surface;

    @Option(names = "--sea-level", paramLabel = "H",
            description = "The sea's height in world units (default: none on flat ground, 0 on hills).")
    Double seaLevel;

    /** The world the options describe, laid out by the rules in a file. */
    WorldGen world(Path rulesFile) {
        WorldRules rules = readRules(rulesFile);
        HeightSource ground;
        double sea;
        switch (surface) {
            case "flat" -> {
                ground = HeightSource.FLAT;
                sea = Double.NEGATIVE_INFINITY;
            }
            case "hills" -> {
                ground = HeightSource.rolling(seed, -40, 120, 900);
                sea = 0;
            }
            default -> throw new Refused("--surface " + surface + ": must be flat or hills");
        }
        if (seaLevel != null) {
            sea = seaLevel;
        }
        return WorldGen.builder(rules).seed(seed).world(world).version(version).surface(ground).seaLevel(sea).build();
    }

    /** The plan of the world, or a one-line refusal naming the file. */
    WorldPlan plan(Path rulesFile) {
        return plan(world(rulesFile), rulesFile);
    }

    /** The plan of a world laid out by the rules in a file, or a one-line refusal naming the file. */
    static WorldPlan plan(WorldGen w, Path rulesFile) {
        try {
            return w.plan();
        } catch (WorldRulesException e) {
            throw new Refused(rulesFile + ": " + e.getMessage(), e);
        }
    }

    /**
     * The plan of the options' world with a terrain file's terrain as its ground, refused in one
     * line naming the file; {@code --surface} given too is refused, since the terrain is the ground.
     *
     * @param spec the running command, to see whether {@code --surface} was given
     */
    WorldPlan planOver(Path rulesFile, Path terrainFile, CommandSpec spec) {
        refuseSurface(spec);
        return planOver(rulesFile, terrainOf(terrainFile), spec);
    }

    /** {@link #planOver(Path, Path, CommandSpec)} over a terrain already read. */
    WorldPlan planOver(Path rulesFile, Terrain terrain, CommandSpec spec) {
        refuseSurface(spec);
        WorldGen w = world(rulesFile);
        WorldGen over = WorldGen.builder(w.rules().orElseThrow()).seed(w.seed()).world(w.world()).version(w.version())
                .paintGround(w.paintGround()).seaLevel(w.seaLevel()).surface(TerrainSurface.of(terrain)).build();
        try {
            return over.plan();
        } catch (WorldRulesException e) {
            throw new Refused(rulesFile + ": " + e.getMessage(), e);
        }
    }

    /** Refuses {@code --surface} given beside {@code --terrain}. */
    void refuseSurface(CommandSpec spec) {
        if (spec.commandLine().getParseResult().hasMatchedOption("--surface")) {
            throw new Refused("--terrain: the terrain is the ground; leave out --surface " + surface);
        }
    }

    /** The terrain a {@code --terrain} file holds, refused in one line naming it when it holds none. */
    static Terrain terrainOf(Path terrainFile) {
        TerrainFile read = TerrainOptions.read(terrainFile);
        if (read.terrain().isEmpty()) {
            List<String> sets = read.scatters().stream().map(Scatter::name).toList();
            throw new Refused("--terrain " + MapOptions.label(terrainFile) + ": holds no terrain, only the scatter "
                    + (sets.size() == 1 ? "set " : "sets ") + String.join(", ", sets) + "; give a terrain file");
        }
        return read.terrain().get();
    }

    /** Rules read from a file, refused in one line naming the file and the JSON path. */
    static WorldRules readRules(Path file) {
        MapOptions.requireFile(file);
        String json;
        try {
            long size = Files.size(file);
            if (size > MAX_RULES_BYTES) {
                throw new Refused(file + ": " + size + " bytes is past the largest rules file, " + MAX_RULES_BYTES
                        + " bytes");
            }
            json = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new Refused(file + ": cannot read it: " + e, e);
        }
        try {
            return WorldRules.fromJson(json);
        } catch (WorldRulesException e) {
            throw new Refused(file + ": " + e.getMessage(), e);
        }
    }

    /** {@code x0,z0,x1,z1} as four numbers, refused in one line naming the option. */
    static double[] rect(String text, String option) {
        double[] v = numbers(text, option, 4, "x0,z0,x1,z1 such as -512,-512,512,512");
        if (!(v[0] < v[2]) || !(v[1] < v[3])) {
            throw new Refused(option + " " + text + ": needs x0 < x1 and z0 < z1");
        }
        return v;
    }

    /** {@code x,z}. */
    static double[] point(String text, String option) {
        return numbers(text, option, 2, "x,z such as 120,-40");
    }

    private static double[] numbers(String text, String option, int count, String form) {
        String[] parts = text.split(",", -1);
        if (parts.length != count) {
            throw new Refused(option + " " + text + ": must be " + form);
        }
        double[] v = new double[count];
        for (int k = 0; k < count; k++) {
            try {
                v[k] = Double.parseDouble(parts[k].strip());
            } catch (NumberFormatException e) {
                throw new Refused(option + " " + text + ": \"" + parts[k] + "\" is not a number; must be " + form);
            }
            if (!Double.isFinite(v[k])) {
                throw new Refused(option + " " + text + ": must be finite numbers");
            }
        }
        return v;
    }
}
