package dev.loam.tools;

import dev.loam.assets.AssetException;
import dev.loam.assets.AssetResolver;
import dev.loam.assets.PlacementInstances;
import dev.loam.model.InstanceSet;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.terrain.Terrain;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRulesException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam world export RULES --seed N --rect x0,z0,x1,z1 --gltf OUT.glb}: the placements whose
 * group anchor lies in the box, as instanced nodes ({@code EXT_mesh_gpu_instancing}) of the models
 * their meshes and plants resolve to (the kit by default), over the world's ground in the box: a
 * {@code --terrain} file's terrain cut to the box, or the surface ({@code --surface}) sampled every
 * {@code --ground-cell} world units, coloured by the plan's paint (grass, dirt, snow, rock).
 */
@Command(name = "export", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Lays out the world in a box and writes its placements as a binary glTF (.glb): one instanced "
                + "node (EXT_mesh_gpu_instancing) for each mesh the placements draw, resolved to the built-in kit's "
                + "models, over the ground in the box (the --terrain file's, or the --surface sampled every "
                + "--ground-cell world units; --no-ground for none), coloured by the plan's paint.",
                "Prints one line on success; on refusal, one line to standard error naming the file and the place "
                        + "(a mesh nothing resolves is named by its place in the rules), and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam world export worlds/wilds.json --seed 42 --rect 0,0,256,256 \\",
                "      --surface hills --gltf out/wilds.glb",
                "  wrote out/wilds.glb: 3020 placements in 12 instance sets over",
                "    65x65 ground vertices, 830.4 KiB"})
final class WorldExport implements Callable<Integer> {
    /** The widest box exported, in world units a side. */
    static final double MAX_BOX = 65536;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RULES", description = "The world rules file (JSON).")
    Path file;

    @Option(names = "--rect", required = true, paramLabel = "x0,z0,x1,z1", description = "The box, world units.")
    String rect;

    @Option(names = "--gltf", required = true, paramLabel = "OUT.glb", description = "The binary glTF file to write.")
    Path gltf;

    @Option(names = "--layers", paramLabel = "L,...", split = ",", description = "Only these layers.")
    List<String> layers = List.of();

    @Option(names = "--terrain", paramLabel = "FILE", description = "Lay the world over this terrain file (JSON or "
            + ".loamterrain) instead of --surface, and export its part in the box as the ground.")
    Path terrain;

    @Option(names = "--ground-cell", paramLabel = "M", defaultValue = "4",
            description = "World units between the ground's vertices when the --surface is sampled (default 4).")
    double groundCell;

    @Option(names = "--no-ground", description = "Leave the ground out: the placements only.")
    boolean noGround;

    @Mixin
    WorldOptions options;

    @Override
    public Integer call() {
        double[] r = WorldOptions.rect(rect, "--rect");
        if (r[2] - r[0] > MAX_BOX || r[3] - r[1] > MAX_BOX) {
            throw new Refused("--rect " + rect + ": at most " + TerrainInfo.num(MAX_BOX) + " world units a side");
        }
        if (!(groundCell > 0) || !Double.isFinite(groundCell)) {
            throw new Refused("--ground-cell " + TerrainInfo.num(groundCell) + ": must be a finite number above 0");
        }
        Terrain ground = terrain == null ? null : WorldOptions.terrainOf(terrain);
        WorldGen world = ground == null ? options.world(file) : null;
        WorldPlan plan = ground == null ? WorldOptions.plan(world, file) : options.planOver(file, ground, spec);
        Optional<Terrain> under = Optional.empty();
        if (!noGround) {
            if (ground != null) {
                under = WorldGround.crop(ground, r);
            } else {
                under = Optional.of(WorldGround.sample(world.surface(), r, groundCell));
            }
        }
        List<InstanceSet> sets;
        List<Placement> placements;
        try (ProgressBars.Bar bar = ProgressBars.open(spec, "world export")) {
            try {
                placements = plan.placementsIn(r[0], r[1], r[2], r[3], bar, layers.toArray(String[]::new));
            } catch (WorldRulesException e) {
                throw new Refused((e.path().equals("layers") ? "--layers: " : "--rect: ")
                        + e.getMessage().substring(e.path().length() + 2), e);
            }
            List<PlacementInstances.Placed> described = WorldInstances.describe(MapOptions.label(file), plan.rules(),
                    placements);
            try {
                sets = PlacementInstances.of(described, AssetResolver.defaults(), bar);
            } catch (AssetException e) {
                throw new Refused(MapOptions.label(file) + ": " + e.getMessage(), e);
            }
        }
        String name = plan.rules().id() + " seed " + options.seed;
        List<ModelNode> roots = new ArrayList<>();
        under.ifPresent(t -> roots.add(GltfScenes.terrain("ground", WorldGround.painted(t, plan), WorldGround.PAINT_RGB)));
        for (InstanceSet s : sets) {
            roots.add(ModelNode.of(s));
        }
        long bytes = GltfScenes.write(new ModelScene(name, roots), "--gltf", gltf);
        spec.commandLine().getOut().println("wrote " + MapOptions.label(gltf) + ": " + placements.size()
                + (placements.size() == 1 ? " placement" : " placements") + " in " + sets.size()
                + (sets.size() == 1 ? " instance set" : " instance sets") + " over "
                + under.map(t -> t.resolutionX() + "x" + t.resolutionZ() + " ground vertices").orElse("no ground")
                + ", " + GltfScenes.size(bytes));
        return 0;
    }
}
