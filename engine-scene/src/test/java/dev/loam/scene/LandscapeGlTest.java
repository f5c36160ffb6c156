package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockAt;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.testkit.Allocation;
import java.util.Arrays;
import java.util.Optional;
import org.joml.Vector3d;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A landscape drawn, picked and edited through its one update. */
@Tag("gl")
class LandscapeGlTest {
    private static final int WIDTH = 320, HEIGHT = 200;
    private static final float ASPECT = (float) WIDTH / HEIGHT;
    private static GlRig gl;
    private static FrameRenderer frame;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlRig.open(WIDTH, HEIGHT, "landscape test");
        frame = gl.frame();
        target = gl.target();
    }

    @AfterAll
    static void close() {
        if (gl != null) {
            gl.close();
        }
    }

    private static DioramaCamera overview(Landscape land) {
        return new DioramaCamera().frame(land.bounds(new float[6]), 25, 40, ASPECT);
    }

    @Test
    void aMapFileIsDrawnWholeInOneCall() throws Exception {
        try (Landscape land = Landscape.open("test-village")) {
            FrameStats stats = land.draw(frame.begin(overview(land), RenderLook.diorama(), target)).end();
            assertTrue(stats.chunksDrawn() > 0, stats.toString());
            SceneGl.assertGolden("landscape-village", target.readImage());
        }
    }

    @Test
    void treeBlocksStandTreesAndPropsStandOnTheirCells() throws Exception {
        try (Landscape land = LandscapeFixtures.woods().build()) {
            DioramaCamera camera = new DioramaCamera().frame(land.bounds(new float[6]), 25, 35, ASPECT);
            FrameStats stats = land.draw(frame.begin(camera, RenderLook.diorama(), target)).end();
            assertTrue(stats.cellsDrawn() > 0, stats.toString());
            SceneGl.assertGolden("landscape-woods", target.readImage());
        }
    }

    @Test
    void aBudgetedUpdateMovesTheColliderAtOnceAndTheMeshesTogetherWhenTheirBatchIsBuilt() {
        // 70 x 40 cells of grass: an edit at the corner of four chunks reaches all four.
        dev.loam.blockmap.BlockMapFile file = dev.loam.blockmap.BlockMapFile.of("scene-woods",
                dev.loam.blockmap.BlockLegend.ofNames(java.util.Map.of('g', "grass")),
                dev.loam.blockmap.BlockRows.filled(70, 40, 'g', 1));
        try (Landscape land = Landscape.builder(file).sets(LandscapeFixtures.SETS).build()) {
            land.draw(frame.begin(overview(land), RenderLook.plain(), target)).end();
            var before = land.meshes().orElseThrow().chunks();
            Vector3d at = land.cellCentre(32, 32, new Vector3d());
            assertEquals(0.5, land.collisions().surfaceHeight(at.x, at.z), 1e-9, "one step of 0.5 m before the edit");
            assertTrue(land.setCell(Authority.create("test"), BlockCellEdit.height(32, 32, 3)).isEmpty());
            Vector3d centre = land.cellCentre(32, 32, new Vector3d());
            land.update(0);
            assertEquals(1.5, land.collisions().surfaceHeight(centre.x, centre.z), 1e-9,
                    "the collider follows the edit (three steps of 0.5 m) in the first update");
            assertTrue(land.meshesUpdating(), "one chunk a call leaves the batch unfinished");
            assertEquals(0, land.lastUpdate().chunksMeshed());
            assertEquals(before, land.meshes().orElseThrow().chunks(), "the old meshes are drawn meanwhile");
            int calls = 1;
            while (land.meshesUpdating()) {
                land.update(0);
                calls++;
            }
            assertEquals(4, calls, "four chunks, one a call");
            assertEquals(4, land.lastUpdate().chunksMeshed(), "the four put in place at once");
            FrameStats stats = land.draw(frame.begin(overview(land), RenderLook.plain(), target)).end();
            assertEquals(4, stats.chunksUploaded(), stats.toString());
            assertFalse(land.update(0).changed(), "nothing left to do");
        }
    }

    @Test
    void aPropRisesWithItsCellAndIsUploadedInTheSameUpdate() {
        try (Landscape land = LandscapeFixtures.woods().build()) {
            DioramaCamera camera = overview(land);
            land.draw(frame.begin(camera, RenderLook.plain(), target)).end();
            assertTrue(land.setCell(Authority.create("test"), BlockCellEdit.height(2, 5, 4)).isEmpty());
            land.update();
            assertEquals(1, land.lastUpdate().propsMoved());
            assertTrue(land.lastUpdate().instanceCells() > 0, land.lastUpdate().toString());
            dev.loam.render.gl.PickHit hit = new dev.loam.render.gl.PickHit();
            Vector3d pile = land.cellCentre(2, 5, new Vector3d());
            DioramaCamera above = new DioramaCamera().lookAt((float) pile.x, (float) pile.y, (float) pile.z, 0, 80, 10);
            land.draw(frame.begin(above, RenderLook.plain(), target)).end();
            land.pick(frame, above, 0, 0, ASPECT, hit);
            assertEquals(dev.loam.render.gl.PickHit.Kind.INSTANCE, hit.kind(), "the woodpile stands on the raised top");
            assertTrue(hit.point().y() > 2.0, hit.toString());
        }
    }

    @Test
    void aFrameOfUpdateAndDrawAllocatesNothingOnceUploaded() {
        // A frame of 32 by 20 pixels runs the same Java as a large one at a fraction of llvmpipe's
        // cost, so the warm-up carries the loop through C2 (whose escape analysis removes what the
        // interpreter allocates).
        try (Landscape land = LandscapeFixtures.woods().build(); OffscreenTarget small = new OffscreenTarget(32, 20)) {
            DioramaCamera camera = overview(land);
            RenderLook look = RenderLook.diorama();
            Allocation.assertAllocatesNothing(4_000, 50, () -> {
                land.update();
                land.draw(frame.begin(camera, look, small)).end();
            });
        }
    }

    @Test
    void theCellUnderAScreenPointIsPicked() {
        try (Landscape land = Landscape.open("test-village")) {
            Vector3d middle = land.cellCentre(8, 1, new Vector3d());
            DioramaCamera camera = new DioramaCamera().lookAt((float) middle.x, (float) middle.y, (float) middle.z, 30, 50, 14);
            land.draw(frame.begin(camera, RenderLook.diorama(), target)).end();
            Optional<BlockAt> cell = land.pickCell(frame, camera, 0, 0, ASPECT);
            assertEquals(8, cell.orElseThrow().column());
            assertEquals(1, cell.get().row());
            // The sky above the map holds no cell.
            DioramaCamera up = new DioramaCamera().lookAt(0, 40, 0, 0, 10, 5);
            assertTrue(land.pickCell(frame, up, 0, 0.9f, ASPECT).isEmpty());
        }
    }

    @Test
    void aCellIsPickedThroughAModelTheFrameDrewInFrontOfIt() {
        try (Landscape land = Landscape.open("test-village")) {
            Vector3d middle = land.cellCentre(2, 6, new Vector3d());
            DioramaCamera camera = new DioramaCamera().lookAt((float) middle.x, (float) middle.y, (float) middle.z, 0, 60, 12);
            dev.loam.model.Model crate = dev.loam.assets.AssetResolver.defaults().model("woodpile", "test");
            float[] at = new org.joml.Matrix4f().translation((float) middle.x, (float) middle.y, (float) middle.z)
                    .scale(3).get(new float[16]);
            land.draw(frame.begin(camera, RenderLook.diorama(), target)).draw(crate, at).end();
            dev.loam.render.gl.PickHit hit = land.pick(frame, camera, 0, 0, ASPECT, new dev.loam.render.gl.PickHit());
            assertEquals(dev.loam.render.gl.PickHit.Kind.MODEL, hit.kind(), "the model stands in front");
            BlockAt cell = land.pickCell(frame, camera, 0, 0, ASPECT).orElseThrow();
            assertEquals(2, cell.column());
            assertEquals(6, cell.row());
        }
    }

    @Test
    void anEditIsMeshedInTheNextUpdateAndDrawnInTheNextFrame() {
        try (Landscape land = Landscape.open("test-village")) {
            DioramaCamera camera = overview(land);
            land.draw(frame.begin(camera, RenderLook.plain(), target)).end();
            int[] before = target.readImage().getRGB(0, 0, WIDTH, HEIGHT, null, 0, WIDTH);
            assertTrue(land.setCell(Authority.create("test"), BlockCellEdit.height(9, 2, 6)).isEmpty());
            land.update();
            assertEquals(1, land.lastUpdate().chunksMeshed(), land.lastUpdate().toString());
            land.draw(frame.begin(camera, RenderLook.plain(), target)).end();
            int[] after = target.readImage().getRGB(0, 0, WIDTH, HEIGHT, null, 0, WIDTH);
            assertFalse(Arrays.equals(before, after), "the raised column is drawn");
        }
    }
}
