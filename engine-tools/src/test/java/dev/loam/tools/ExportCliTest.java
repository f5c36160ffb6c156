package dev.loam.tools;

import static dev.loam.tools.LoamCliTest.FIELD;
import static dev.loam.tools.LoamCliTest.lines;
import static dev.loam.tools.LoamCliTest.loam;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.AssetResolver;
import dev.loam.assets.GltfReader;
import dev.loam.assets.PlacementInstances;
import dev.loam.assets.ScatterInstances;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpecReader;
import dev.loam.render.mesh.BlockMapExport;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import dev.loam.testkit.GlbFile;
import dev.loam.testkit.GltfValidator;
import dev.loam.testkit.Tolerances;
import dev.loam.tools.LoamCliTest.Run;
import dev.loam.worldgen.HeightSource;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The glTF exports: {@code map export --gltf}, {@code region export --gltf} and {@code world export
 * --gltf}. Each file passes the Khronos glTF Validator with no error and reads back to what was
 * exported; refusals are one line naming the place, and write nothing.
 */
class ExportCliTest {
    @TempDir
    Path dir;

    private List<Path> files() throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.sorted().toList();
        }
    }

    /** Every instance set of a scene read back, in node order. */
    private static List<InstanceSet> sets(Path glb) {
        return GltfReader.readScene(glb).instanceSets();
    }

    private static void assertSameInstances(List<InstanceSet> expected, List<InstanceSet> read) {
        assertEquals(expected.size(), read.size());
        for (int s = 0; s < expected.size(); s++) {
            InstanceSet e = expected.get(s), r = read.get(s);
            assertEquals(e.count(), r.count(), e.name());
            assertEquals(e.model().triangleCount(), r.model().triangleCount(), e.name());
            for (int i = 0; i < e.count(); i++) {
                float[] a = e.matrix(i), b = r.matrix(i);
                for (int k = 0; k < 16; k++) {
                    assertEquals(a[k], b[k], Tolerances.FLOAT_MATRIX * Math.max(1, Math.abs(a[k])), e.name() + " " + i);
                }
            }
        }
    }

    // ---- map export --gltf ----------------------------------------------------------------------

    @Test
    void mapExportWritesAValidGlbOfTheChunkMeshesBesideTheObj() throws Exception {
        Path map = Files.writeString(dir.resolve("field.json"), FIELD);
        Path obj = dir.resolve("out/field.obj"), glb = dir.resolve("out/field.glb");
        Run r = loam("map", "export", map.toString(), "--obj", obj.toString(), "--gltf", glb.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        List<String> out = lines(r.out());
        assertEquals(2, out.size(), r.out());
        assertTrue(out.get(0).startsWith(obj + ": "), r.out());
        ModelScene scene = BlockMapExport.scene(BlockMapMeshes.build(BlockMapFiles.toMap(BlockMapFiles.read(map), "field",
                dev.loam.blockmap.BlockSetLookup.DEFINED), BlockMeshLook.DEFAULT));
        assertTrue(out.get(1).startsWith(glb + ": " + GltfScenes.summary(scene) + ", "), r.out());
        byte[] bytes = Files.readAllBytes(glb);
        GltfValidator.assertNoErrors(bytes, "field.glb");
        assertEquals(scene.flatten().triangleCount(), GltfReader.read(glb).triangleCount());
    }

    @Test
    void mapExportWithNeitherFileIsAUsageError() throws Exception {
        Path map = Files.writeString(dir.resolve("field.json"), FIELD);
        Run r = loam("map", "export", map.toString());
        assertEquals(Loam.USAGE, r.code());
        assertEquals("loam map export: give --obj OUT.obj, --gltf OUT.glb or both: the file to write", lines(r.err()).get(0));
        assertEquals(List.of(dir, map), files());
    }

    // ---- region export --gltf -------------------------------------------------------------------

    @Test
    void regionExportWritesTheTerrainAndEveryPropAsInstancesOfTheKitsModels() throws Exception {
        Path spec = Files.writeString(dir.resolve("small.json"), RegionCommandTest.SMALL);
        Path glb = dir.resolve("out/small.glb");
        Run r = loam("region", "export", spec.toString(), "--gltf", glb.toString());
        assertEquals(0, r.code(), r.err());
        Region region = RegionSolver.solve(RegionSpecReader.read(spec));
        List<InstanceSet> expected = ScatterInstances.of(region.props(), AssetResolver.defaults()).stream()
                .filter(s -> s.count() > 0).toList();
        int props = region.props().size();
        assertTrue(props > 0, "the region has props");
        assertEquals(List.of("wrote " + glb + ": terrain 161x161 vertices, " + props + " props in " + expected.size()
                + " instance sets, " + GltfScenes.size(Files.size(glb))), lines(r.out()));
        byte[] bytes = Files.readAllBytes(glb);
        GltfValidator.assertNoErrors(bytes, "small.glb");
        assertTrue(GlbFile.of(bytes).json().get("extensionsUsed").toString().contains("EXT_mesh_gpu_instancing"));
        ModelScene read = GltfReader.readScene(glb);
        assertEquals("terrain", read.roots().get(0).name());
        assertSameInstances(expected, read.instanceSets());
    }

    @Test
    void aRegionsRoadsAndBridgesAreWrittenAsTwoNodes() throws Exception {
        Path spec = HelpExamplesTest.EXAMPLES.resolve("regions/test-tiles-roads.json");
        Path glb = dir.resolve("roads.glb");
        Run r = loam("region", "export", spec.toString(), "--gltf", glb.toString());
        assertEquals(0, r.code(), r.err());
        dev.loam.region.RoadMeshes roads = dev.loam.region.RoadMeshes.of(RegionSolver.solve(RegionSpecReader.read(spec)));
        int triangles = roads.surfaces().triangleCount() + roads.bridges().triangleCount();
        assertTrue(r.out().contains(" instance sets, " + triangles + " road, bridge and tunnel triangles, "), r.out());
        GltfValidator.assertNoErrors(Files.readAllBytes(glb), "roads.glb");
        List<String> names = GltfReader.readScene(glb).roots().stream().map(ModelNode::name).toList();
        assertTrue(names.contains("test-tiles-roads-roads") && names.contains("test-tiles-roads-bridges"), names.toString());
        assertTrue(names.stream().noneMatch(n -> n.endsWith("-tunnels")), "no tunnels there: " + names);
    }

    @Test
    void aRegionsTunnelsAreWrittenAsANode() throws Exception {
        Path spec = HelpExamplesTest.EXAMPLES.resolve("regions/test-tiles-tunnel.json");
        Path glb = dir.resolve("tunnel.glb");
        Run r = loam("region", "export", spec.toString(), "--gltf", glb.toString());
        assertEquals(0, r.code(), r.err());
        GltfValidator.assertNoErrors(Files.readAllBytes(glb), "tunnel.glb");
        List<String> names = GltfReader.readScene(glb).roots().stream().map(ModelNode::name).toList();
        assertTrue(names.contains("test-tiles-tunnel-tunnels"), names.toString());
    }

    @Test
    void aRegionWithNoPropsIsItsTerrainAlone() throws Exception {
        Path spec = Files.writeString(dir.resolve("tiles.json"), RegionCommandTest.TERRAIN);
        Path glb = dir.resolve("tiles.glb");
        Run r = loam("region", "export", spec.toString(), "--gltf", glb.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(0, RegionSolver.solve(RegionSpecReader.read(spec)).props().size(), "the fixture places no props");
        assertTrue(r.out().startsWith("wrote " + glb + ": terrain 161x161 vertices, 0 props in 0 instance sets, "), r.out());
        ModelScene read = GltfReader.readScene(glb);
        assertEquals(List.of("terrain"), read.roots().stream().map(ModelNode::name).toList());
        GltfValidator.assertNoErrors(Files.readAllBytes(glb), "tiles.glb");
    }

    @Test
    void aRefusedRegionSpecPrintsEveryProblemAndWritesNothing() throws Exception {
        Path spec = Files.writeString(dir.resolve("bad.json"), """
                {"template": "region", "name": "test-bad", "size": [10, 10], "features": [
                  {"kind": "hill", "at": [2, 5], "level": 4}]}
                """);
        Run r = loam("region", "export", spec.toString(), "--gltf", dir.resolve("out/bad.glb").toString());
        assertEquals(Loam.REFUSED, r.code());
        assertTrue(r.err().startsWith(spec + ": features[0].level: "), r.err());
        assertEquals("", r.out());
        assertEquals(List.of(dir, spec), files());
    }

    // ---- world export --gltf --------------------------------------------------------------------

    /** The wilds at seed 42 on hills, as {@code --surface hills} lays them out. */
    static WorldPlan hills(String rulesJson) {
        return WorldGen.builder(WorldRules.fromJson(rulesJson)).seed(42).world("world")
                .surface(HeightSource.rolling(42, -40, 120, 900)).seaLevel(0).build().plan();
    }

    @Test
    void worldExportWritesEveryPlacementAsAnInstanceOfItsResolvedModelsOverTheSampledGround() throws Exception {
        Path glb = dir.resolve("out/wilds.glb");
        Run r = loam("world", "export", WorldCliTest.WILDS, "--seed", "42", "--surface", "hills", "--rect", "0,0,256,256",
                "--gltf", glb.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        String json = Files.readString(Path.of(WorldCliTest.WILDS));
        WorldPlan plan = hills(json);
        List<Placement> placements = plan.placementsIn(0, 0, 256, 256);
        List<InstanceSet> expected = PlacementInstances.of(WorldInstances.describe(WorldCliTest.WILDS, plan.rules(),
                placements), AssetResolver.defaults());
        assertTrue(placements.size() > 50 && expected.size() > 3, placements.size() + " placements, " + expected.size());
        assertEquals(List.of("wrote " + glb + ": " + placements.size() + " placements in " + expected.size()
                + " instance sets over 65x65 ground vertices, " + GltfScenes.size(Files.size(glb))), lines(r.out()));
        byte[] bytes = Files.readAllBytes(glb);
        GltfValidator.assertNoErrors(bytes, "wilds.glb");
        ModelScene read = GltfReader.readScene(glb);
        assertEquals("ground", read.roots().get(0).name());
        assertSameInstances(expected, read.instanceSets());
        int instances = expected.stream().mapToInt(InstanceSet::count).sum();
        assertTrue(instances >= placements.size(), "every placement draws at least one part");

        // The ground stands where the placements do: each upright one's base lies on the sampled ground.
        Model ground = groundOf(read);
        Placement first = placements.get(0);
        assertTrue(ground.bounds().minX() <= first.x() && first.x() <= ground.bounds().maxX(), first.toString());

        // The same world gives the same bytes.
        Path again = dir.resolve("out/again.glb");
        assertEquals(0, loam("world", "export", WorldCliTest.WILDS, "--seed", "42", "--surface", "hills", "--rect",
                "0,0,256,256", "--gltf", again.toString()).code());
        assertArrayEquals(bytes, Files.readAllBytes(again));
    }

    private static Model groundOf(ModelScene scene) {
        ModelNode ground = scene.roots().get(0);
        return new ModelScene("ground", List.of(ground)).flatten();
    }

    @Test
    void theGroundIsPaintedWithThePlansPaintAtEachVertex() {
        WorldPlan plan = hills(readWilds());
        double[] box = {-600, -600, 600, 600};
        Terrain sampled = WorldGround.sample(HeightSource.rolling(42, -40, 120, 900), box, 40);
        Terrain painted = WorldGround.painted(sampled, plan);
        assertArrayEquals(sampled.heights(), painted.heights());
        byte[] splat = painted.splat().orElseThrow();
        boolean varies = false;
        for (int j = 0; j < painted.resolutionZ(); j++) {
            for (int i = 0; i < painted.resolutionX(); i++) {
                dev.loam.worldgen.Paint p = plan.paintAt(-600 + 40 * i, -600 + 40 * j);
                int grass = splat[4 * (j * painted.resolutionX() + i)] & 0xff;
                int sum = 0;
                for (int k = 0; k < 4; k++) {
                    sum += splat[4 * (j * painted.resolutionX() + i) + k] & 0xff;
                }
                double total = p.grass() + p.dirt() + p.snow() + p.rock();
                assertEquals(p.grass() / total, grass / (double) sum, 2.5 / sum, i + "," + j);
                varies |= grass != splat[0];
            }
        }
        assertTrue(varies, "the biomes pull the paint about");
    }

    private static String readWilds() {
        try {
            return Files.readString(Path.of(WorldCliTest.WILDS));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void worldExportOverATerrainFileCutsItsGroundToTheBox() throws Exception {
        Path terrain = dir.resolve("flat.terrain.json");
        TerrainFiles.write(TerrainFile.of(Terrain.builder(145, 145, 16).origin(-1024, 0, -1024).build()), terrain);
        Path glb = dir.resolve("out/flat.glb");
        Run r = loam("world", "export", WorldCliTest.WILDS, "--seed", "42", "--rect", "0,0,256,256", "--terrain",
                terrain.toString(), "--gltf", glb.toString());
        assertEquals(0, r.code(), r.err());
        // 0..256 on a 16 m grid from -1024: vertices 64..80, 17 a side.
        assertTrue(r.out().contains(" over 17x17 ground vertices, "), r.out());
        Model ground = groundOf(GltfReader.readScene(glb));
        assertEquals(0, ground.bounds().minX(), Tolerances.STORED_AS_FLOAT);
        assertEquals(256, ground.bounds().maxX(), Tolerances.STORED_AS_FLOAT);
        GltfValidator.assertNoErrors(Files.readAllBytes(glb), "flat.glb");
    }

    @Test
    void worldExportWithoutGroundHoldsThePlacementsOnly() throws Exception {
        Path glb = dir.resolve("out/bare.glb");
        Run r = loam("world", "export", WorldCliTest.WILDS, "--seed", "42", "--rect", "0,0,128,128", "--no-ground",
                "--layers", "groups", "--gltf", glb.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains(" over no ground, "), r.out());
        ModelScene read = GltfReader.readScene(glb);
        assertTrue(read.roots().stream().allMatch(n -> n.instances().isPresent()), "only instance nodes");
    }

    @Test
    void aMeshNothingResolvesIsRefusedAtItsPlaceInTheRulesAndNothingIsWritten() throws Exception {
        String json = Files.readString(Path.of(WorldCliTest.WILDS)).replace("\"assets/models/boulder.esmesh\"",
                "\"assets/models/menhir.esmesh\"");
        Path rules = Files.writeString(dir.resolve("rules.json"), json);
        int rocks = WorldRules.fromJson(json).recipes().stream().map(x -> x.id()).toList().indexOf("rocks");
        Run r = loam("world", "export", rules.toString(), "--seed", "42", "--surface", "hills", "--rect",
                "-2000,-2000,2000,2000", "--layers", "groups", "--no-ground", "--gltf", dir.resolve("out/x.glb").toString());
        assertEquals(Loam.REFUSED, r.code(), r.out());
        assertEquals(1, lines(r.err()).size(), r.err());
        assertTrue(r.err().startsWith(rules + ": recipes[" + rocks + "].anchor.mesh: "), r.err());
        assertTrue(r.err().contains("menhir"), r.err());
        assertEquals(List.of(dir, rules), files());
    }

    @Test
    void aGroundCellThatIsNoSizeOrAGroundTooLargeIsRefusedBeforeAnyWork() {
        Path glb = dir.resolve("out/x.glb");
        Run zero = loam("world", "export", WorldCliTest.WILDS, "--rect", "0,0,256,256", "--ground-cell", "0", "--gltf",
                glb.toString());
        assertEquals(Loam.REFUSED, zero.code());
        assertEquals(List.of("--ground-cell 0: must be a finite number above 0"), lines(zero.err()));
        Run large = loam("world", "export", WorldCliTest.WILDS, "--rect", "0,0,20000,100", "--ground-cell", "4", "--gltf",
                glb.toString());
        assertEquals(Loam.REFUSED, large.code());
        assertEquals(List.of("--rect: the ground would be 5001x26 vertices at --ground-cell 4, more than 2049 a side; "
                + "give a smaller --rect, a larger --ground-cell or --no-ground"), lines(large.err()));
        assertFalse(Files.exists(glb));
    }
}
