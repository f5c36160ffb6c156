package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.AssetResolver;
import dev.loam.assets.GlbWriter;
import dev.loam.assets.GltfReader;
import dev.loam.assets.Kit;
import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCursor;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockRect;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.WaterLook;
import dev.loam.core.AgentSettings;
import dev.loam.core.LoamInputException;
import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import dev.loam.nav.NavMesh;
import dev.loam.nav.NavPath;
import dev.loam.nav.PathQuery;
import dev.loam.physics.BlockMapCollider;
import dev.loam.physics.CharacterController;
import dev.loam.physics.CollisionWorld;
import dev.loam.region.Region;
import dev.loam.region.RegionFiles;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpec;
import dev.loam.region.RegionSpecReader;
import dev.loam.render.gl.BlockMapRenderer;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import dev.loam.scene.RegionScene;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainCursor;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import dev.loam.terrain.TerrainRect;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.TerrainSurface;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRules;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Guards the README's "Use Loam in your own game" examples: each test holds one example's lines as
 * the README prints them (only a file's path differs, pointed at the shipped example or a temporary
 * folder, and printed lines are collected instead of printed), so an API change that breaks an example breaks this build, and checks what the example
 * says it does.
 */
class ReadmeSnippetsTest {
    /** The examples' resources, as the README names them from the repository root. */
    private static final Path R = Path.of("src/main/resources/dev/loam/examples");

    /**
     * The README's block set, defined once for the whole class: {@code BlockSet.define} registers it
     * by name, and a second definition of a name is refused.
     */
    private static BlockSet village;

    /** The README's terraces map, built afresh for each test from the README's lines. */
    private static BlockMap terraces() {
        // ---- README: "engine-core: block maps", the map ----
        BlockMap terraces = BlockMap.builder("terraces", village)
                .legend(BlockLegend.ofNames(Map.of('g', "grass", 'c', "cobblestone", 'w', "riverbed",
                        's', "stairs", 'T', "tree")))
                .cells("ggggT", "ccscc", "wwwww")             // rows north (-z) to south (+z)
                .heights(new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {-1, -1, -1, -1, -1}})
                .sea(0.2)
                .position(-2.5, 0, -1.5)                      // cell [0, 0]'s north-west corner
                .build();                       // refused with the row, or the stair's column and row
        // ---- end ----
        return terraces;
    }

    @BeforeAll
    static void defineTheReadmesBlockSet() {
        // ---- README: "engine-core: block maps", the set ----
        // Declare each set once, at start-up; map files find it by its name.
        BlockSet village = BlockSet.define("village", set -> set
                .block("grass", b -> b.top("#5f8f3e").side("#6e5a46").lip("#4f7a36").fringe(2))
                .block("cobblestone", b -> b.top("#8a8478").side("#5a5650"))
                .block("riverbed", b -> b.top("#6b6250").water(WaterLook.builder().flowSpeed(1.5).build()))
                .block("stairs", b -> b.top("#9a9384").riser("#4a463f").stairs())
                .block("tree", b -> b.top("#2f5a2c").blocked()));
        // ---- end ----
        ReadmeSnippetsTest.village = village;
    }

    @Test
    void theModelsExampleResolvesAKitModelWritesInstancesAndReadsThemBack(@TempDir Path out) throws Exception {
        List<String> printed = new ArrayList<>();
        Path huts = out.resolve("huts.glb");
        // ---- README: "engine-assets: models" ----
        AssetResolver assets = AssetResolver.defaults();       // the kit, and every name Loam's examples use
        Model crown = assets.model("assets/models/pine-crown.esmesh", "rules.json: plants.pine.parts[1].mesh");
        Model hut = Kit.model("hut", 7, 2);                    // seed 7, variant 2: the same bits on every JVM
        printed.add(hut.triangleCount() + " triangles, stands on " + hut.footprintRadius() + " m");
        InstanceSet set = InstanceSet.builder("huts", hut)
                .add(0, 0, 0, 0, 1, Rgba.WHITE)                 // x, y, z metres, yaw radians, scale, tint
                .add(12, 0, 4, 1.2f, 0.9f, new Rgba(1, 0.9f, 0.8f, 1))
                .build();
        GlbWriter.write(new ModelScene("huts", List.of(ModelNode.of(set))), huts);
        Model back = GltfReader.read(huts);                    // one model, the instances expanded
        // ---- end ----
        assertEquals(Kit.model("conifer-crown").triangleCount(), crown.triangleCount(), "the crown is the kit's");
        assertEquals(2 * hut.triangleCount(), back.triangleCount(), "both huts come back");
        assertTrue(hut.footprintRadius() > 1, printed.toString());
        assertEquals(set.expanded().bounds().maxX(), back.bounds().maxX(), 1e-3);
        LoamInputException refused = assertThrows(LoamInputException.class,
                () -> assets.model("assets/models/yew.esmesh", "rules.json: plants.yew.parts[0].mesh"));
        assertEquals("rules.json: plants.yew.parts[0].mesh", refused.place());
    }

    @Test
    void theRefusalExampleNamesThePlaceAndTheFix(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("broken.json"), "{\"name\": \"broken\", \"blockSet\": \"village\", \"legend\": "
                + "{\"g\": \"grass\"}, \"cells\": [\"gg\", \"g\"]}");
        List<String> printed = new ArrayList<>();
        String[] at = new String[1];
        // ---- README: "Refusals, progress and logs" ----
        try {
            BlockMapFile file = BlockMapFiles.read(dir.resolve("broken.json"));
        } catch (LoamInputException e) {
            printed.add(e.getMessage());                       // "place: what is wrong", the fix joined on
            String where = e.place();                          // for a game's own editor to point at
            at[0] = where;
            e.fix().ifPresent(fix -> printed.add("fix: " + fix));
        }
        // ---- end ----
        assertTrue(at[0] != null && !at[0].isEmpty(), "the refusal names a place: " + printed);
        assertTrue(printed.get(0).startsWith(at[0] + ": "), "the message starts with its place: " + printed);
    }

    @Test
    void theBlockMapExampleDigsTheCellUnderThePointAndReportsItsChange() {
        List<String> printed = new ArrayList<>();
        BlockMap terraces = terraces();
        // ---- README: "engine-core: block maps", the play ----
        // Where outcomes are decided: dig the cell under a point one step.
        Authority game = Authority.create("single-player");
        BlockCursor cursor = terraces.cursor();
        terraces.findBlockAt(-2.0, -1.0).ifPresent(cell ->
                terraces.setCell(game, BlockCellEdit.height(cell.column(), cell.row(), cell.heightSteps() - 1))
                        .ifPresent(refusal -> printed.add(refusal.message())));

        // What changed since the cursor: meshes, colliders and clients rebuild only these rectangles.
        terraces.forEachChange(cursor, change -> printed.add(String.valueOf(change.rect())));
        // ---- end ----

        assertEquals(1, terraces.heightSteps(0, 0), "the grass at column 0, row 0 was dug from 2 steps to 1");
        assertEquals(List.of(String.valueOf(new BlockRect(0, 0, 1, 1))), printed,
                "no refusal, and one change record of that one cell");
    }

    @Test
    void theTerrainExampleReadsAFileSamplesItAndRecordsAnEdit(@TempDir Path dir) {
        Path written = dir.resolve("region.loamterrain");
        Terrain source = Terrain.builder(65, 65, 4).build();
        TerrainFiles.write(TerrainFile.of(source), written);
        List<String> printed = new ArrayList<>();
        // ---- README: "engine-core: terrain and scatter" ----
        Path file = written;                              // the README: Path.of("out/region.loamterrain")
        Terrain terrain = TerrainFiles.read(file).terrain().orElseThrow();
        double y = terrain.heightAt(100, 60);              // map units, on the triangles drawn and collided with
        TerrainCursor cursor = terrain.cursor();
        terrain.setHeights(new TerrainRect(10, 10, 2, 2), new float[] {9, 9, 9, 9})   // vertices i, j; row-major
                .ifPresent(refusal -> printed.add(refusal.toString()));
        terrain.forEachChange(cursor, change -> printed.add(String.valueOf(change.rect())));
        // ---- end ----

        assertEquals(0, y, "a new terrain stands at 0");
        assertEquals(9f, terrain.height(11, 11), "vertex (11, 11) was written");
        assertEquals(List.of(String.valueOf(new TerrainRect(10, 10, 2, 2))), printed, "no refusal, one change");
    }

    @Test
    void theRegionExampleSolvesTheShippedSpecAndWritesItsFiles(@TempDir Path out) throws Exception {
        List<String> printed = new ArrayList<>();
        // ---- README: "engine-region: tile regions" ----
        RegionSpec spec = RegionSpecReader.read(R.resolve("regions/test-highlands.json"));
        Region region = RegionSolver.solve(spec);         // RegionSpecException lists every problem with its path
        printed.add(region.mapText());                     // north up, east to the right
        Terrain ground = region.terrain();                 // a copy: origin at the south-east corner, +x west, +z north
        Scatter props = region.props();                    // a copy: trees and rocks standing on that terrain
        List<Path> files = RegionFiles.write(region, out); // <name>.terrain.json, .scatter.json, .sheets.json, .places.json
        // ---- end ----

        assertTrue(printed.get(0).contains("L") && printed.get(0).contains("X") && printed.get(0).contains("M"),
                printed.get(0));
        assertEquals(16 * 16 + 1, ground.resolutionX(), "a vertex every 4 m over 16 tiles of 64 m");
        assertTrue(props.size() > 0, "the alpine region grows trees and rocks");
        assertEquals(4, files.size());
        for (Path f : files) {
            assertTrue(Files.size(f) > 0, f.toString());
        }
    }

    @Test
    void theWorldExampleLaysOutTheShippedRulesOverARegionsTerrain() throws Exception {
        Region region = RegionSolver.solve(RegionSpecReader.read(R.resolve("regions/test-highlands.json")));
        List<String> printed = new ArrayList<>();
        // ---- README: "engine-worldgen: generated worlds" ----
        WorldRules rules = WorldRules.fromJson(Files.readString(R.resolve("worlds/wilds.json")));
        WorldGen world = WorldGen.builder(rules)
                .world("wilds").seed(7)
                .surface(TerrainSurface.of(region.terrain()))  // or leave it out: flat ground at 0
                .build();
        WorldPlan plan = world.plan();                      // pure: any order, any thread, the same answer
        for (Placement p : plan.placementsIn(0, 0, 512, 512, "groups")) {
            printed.add(p.id() + " at " + p.x() + ", " + p.y() + ", " + p.z());
        }
        printed.add(plan.explain(120, 80).toText());        // why each layer placed or refused what it did
        // ---- end ----

        assertTrue(printed.size() > 1, "the groups layer places something in 512 m by 512 m");
        assertTrue(printed.get(0).startsWith("groups@"), printed.get(0));
        assertTrue(printed.get(printed.size() - 1).startsWith("at 120.000, 80.000"), printed.get(printed.size() - 1));
        WorldPlan again = WorldGen.builder(rules).world("wilds").seed(7)
                .surface(TerrainSurface.of(region.terrain())).build().plan();
        assertEquals(plan.placementsIn(0, 0, 512, 512, "groups"), again.placementsIn(0, 0, 512, 512, "groups"),
                "a second generator of the same world lays out the same placements");
    }

    @Test
    void thePhysicsAndNavigationExampleWalksAndFindsAPathOnTheSameMap() {
        BlockMap terraces = terraces();
        // ---- README: "engine-physics and engine-nav" ----
        AgentSettings agent = AgentSettings.DEFAULT;        // one capsule for the controller and the navigation
        CollisionWorld world = new CollisionWorld().add(new BlockMapCollider(terraces));
        CharacterController hero = CharacterController.spawn(world, agent, -2.0, 3, -1.0)
                .spawned().orElseThrow();                    // refused over a void cell or inside the ground
        for (int frame = 0; frame < 60; frame++) {
            world.update();                                  // colliders follow the map's change records
            hero.step(1 / 60.0, 1.5, 0);                     // walk east at 1.5 m/s
        }

        NavMesh nav = NavMesh.bake(terraces, agent);
        NavPath path = new NavPath();                        // reused from query to query
        NavPath.Status status = new PathQuery(nav).find(-2.0, 0, -1.0, 1.0, 0, 0.0, path);
        // ---- end ----

        assertTrue(hero.isGrounded(), "the hero stands on the terrace");
        assertEquals(-0.5, hero.footX(), 1e-6, "a second at 1.5 m/s from x -2.0");
        assertEquals(1.0 + AgentSettings.DEFAULT_SKIN_METRES, hero.footY(), 1e-6,
                "on the grass at 2 steps of 0.5 m, its skin's gap over it");
        assertEquals(NavPath.Status.COMPLETE, status);
        assertTrue(path.pointCount() >= 2, "the path runs from the start to the goal");
        assertEquals(0.5, path.y(path.pointCount() - 1), 1e-6, "the goal, the cobbles at column 3, row 1, stand a step down, at 0.5 m");
    }

    @Test
    @Tag("gl")
    @SuppressWarnings("try") // the context only has to be current while the frame is drawn
    void theDrawingExampleWritesAFrameOfTheMap(@TempDir Path out) throws Exception {
        BlockMap terraces = terraces();
        // ---- README: "engine-render: meshes and drawing" ----
        BlockMapMeshes meshes = BlockMapMeshes.build(terraces, BlockMeshLook.diorama(7));   // plain arrays, no GL
        try (GlContext gl = GlContext.open(960, 540, "terraces", true);                     // true: offscreen
             BlockMapRenderer renderer = new BlockMapRenderer();
             OffscreenTarget target = new OffscreenTarget(960, 540)) {
            DioramaCamera camera = new DioramaCamera().lookAt(0, 0.5f, 0, 20, 38, 8);     // yaw 0 looks north
            renderer.render(meshes, camera, RenderLook.diorama(), target);
            target.writePng(out.resolve("terraces.png"));
        }
        // ---- end ----

        BufferedImage image = ImageIO.read(out.resolve("terraces.png").toFile());
        assertEquals(960, image.getWidth());
        assertEquals(540, image.getHeight());
    }

    @Test
    @Tag("gl")
    @SuppressWarnings("try") // the context only has to be current while the scene is drawn
    void theSceneExampleDrawsARegionWholeWithItsWalkerOnTheGround() throws Exception {
        Region region = RegionSolver.solve(RegionSpecReader.read(R.resolve("regions/test-highlands.json")));
        Model heroModel = Walker.figure();
        double seconds = 1.5;
        CharacterController walked;
        try (GlContext gl = GlContext.open(320, 180, "scene", true); OffscreenTarget target = new OffscreenTarget(320, 180)) {
            DioramaCamera camera = new DioramaCamera().lookAt(320, 0, 100, 200, 30, 30);
            // ---- README: "engine-scene: one-call scenes" ----
            try (RegionScene scene = RegionScene.of(region);                 // ground, props, water, lava, collider
                 FrameRenderer frame = new FrameRenderer()) {
                CharacterController hero = CharacterController.spawn(scene.collisions(), AgentSettings.DEFAULT,
                        320, scene.heightAt(320, 100) + 1, 100).controller();
                // each frame:
                hero.step(1 / 60.0, 1.4, 0);
                scene.update();                                              // edits reach drawables and collider
                scene.draw(frame.begin(camera, RenderLook.diorama(), target, seconds))
                     .draw(heroModel, Transforms.placed((float) hero.footX(), (float) hero.footY(), (float) hero.footZ(), 0, 1))
                     .end();
                // ---- end ----
                walked = hero;
                assertTrue(frame.stats().terrainPatches() > 0 && frame.stats().instancesDrawn() > 1, frame.stats().toString());
                assertEquals(scene.heightAt(walked.footX(), walked.footZ()), walked.footY(), 0.05, "the walker stands on the ground");
            }
            assertTrue(VillageExampleTest.distinctColours(target.readImage()) > 100);
        }
    }
}
