package dev.loam.tools;

import dev.loam.assets.AssetException;
import dev.loam.assets.AssetResolver;
import dev.loam.assets.ScatterInstances;
import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.Transforms;
import dev.loam.region.GroundLayer;
import dev.loam.region.Region;
import dev.loam.region.RoadMeshes;
import dev.loam.render.mesh.TerrainExport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam region export SPEC --gltf OUT.glb}: solves the spec and writes the region's terrain
 * (its splat as vertex colours), its props as instanced nodes ({@code EXT_mesh_gpu_instancing})
 * of the models their sources resolve to, the built-in kit by default, and its roads' surfaces and
 * bridges and tunnels ({@link RoadMeshes}) as a node each; a refused spec prints every
 * problem, one a line with its path, writes nothing and exits 1.
 */
@Command(name = "export", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Solves a region's spec and writes its terrain and its props as a binary glTF (.glb): the "
                + "terrain's chunks with their ground colours, and one instanced node (EXT_mesh_gpu_instancing) for "
                + "each model the props use, resolved to the built-in kit's models, then its roads, bridges and tunnels. The "
                + "region's axes are kept: its "
                + "south-east corner at the origin, +z north, -x east.",
                "A refused spec prints every problem to standard error, one a line with its path, and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam region export regions/test-highlands.json --gltf out/highlands.glb",
                "  wrote out/highlands.glb: terrain 257x257 vertices, 1320 props in 4",
                "    instance sets, 3.6 MiB"})
final class RegionExport implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SPEC", description = "The region's spec (JSON).")
    Path file;

    @Option(names = "--gltf", required = true, paramLabel = "OUT.glb", description = "The binary glTF file to write.")
    Path gltf;

    @Override
    public Integer call() {
        Region region;
        try (ProgressBars.Bar bar = ProgressBars.open(spec, "region export")) {
            region = RegionSpecs.solve(file, spec.commandLine().getErr(), bar);
        }
        if (region == null) {
            return Loam.REFUSED;
        }
        List<InstanceSet> sets;
        try {
            sets = ScatterInstances.of(region.props(), AssetResolver.defaults());
        } catch (AssetException e) {
            throw new Refused(MapOptions.label(file) + ": props " + region.props().name() + ": " + e.getMessage(), e);
        }
        String name = region.spec().name();
        List<ModelNode> roots = new ArrayList<>();
        roots.add(GltfScenes.terrain("terrain", region.terrain(), layerColours(region)));
        int props = 0, written = 0;
        for (InstanceSet s : sets) {
            // An item the region placed none of has no node.
            if (s.count() > 0) {
                roots.add(ModelNode.of(s));
                props += s.count();
                written++;
            }
        }
        // The roads' surfaces, the bridges and the tunnels' roofs and portals, in the region's own coordinates.
        RoadMeshes roads = RoadMeshes.of(region);
        int roadTriangles = 0;
        for (Model m : List.of(roads.surfaces(), roads.bridges(), roads.tunnels())) {
            if (!m.meshes().isEmpty()) {
                roots.add(ModelNode.of(m.name(), Transforms.identity(), m));
                roadTriangles += m.triangleCount();
            }
        }
        long bytes = GltfScenes.write(new ModelScene(name, roots), "--gltf", gltf);
        spec.commandLine().getOut().println("wrote " + MapOptions.label(gltf) + ": terrain " + region.terrain().resolutionX()
                + "x" + region.terrain().resolutionZ() + " vertices, " + props + (props == 1 ? " prop" : " props")
                + " in " + written + (written == 1 ? " instance set" : " instance sets") + ", "
                + (roadTriangles > 0 ? roadTriangles + " road, bridge and tunnel triangles, " : "")
                + GltfScenes.size(bytes));
        return 0;
    }

    /** The region's ground layers' colours in its biome, in splat order, the preview's for any slot it leaves empty. */
    static List<Integer> layerColours(Region region) {
        List<Integer> rgb = new ArrayList<>(TerrainExport.DEFAULT_LAYER_RGB);
        List<GroundLayer> layers = region.terrainLayers();
        for (int k = 0; k < layers.size() && k < rgb.size(); k++) {
            rgb.set(k, layers.get(k).colour(region.spec().biome()));
        }
        return rgb;
    }
}
