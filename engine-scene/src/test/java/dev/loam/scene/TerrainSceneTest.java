package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.AssetException;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.PickHit;
import dev.loam.render.gl.RenderLook;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterBrush;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import dev.loam.terrain.TerrainRect;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A terrain scene drawn, edited and picked through its one update. */
@Tag("gl")
class TerrainSceneTest {
    private static final int WIDTH = 320, HEIGHT = 200;
    private static GlRig gl;
    private static FrameRenderer frame;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlRig.open(WIDTH, HEIGHT, "terrain scene test");
        frame = gl.frame();
        target = gl.target();
    }

    @AfterAll
    static void close() {
        if (gl != null) {
            gl.close();
        }
    }

    private static DioramaCamera camera() {
        return new DioramaCamera().lookAt(0, 6, 0, 25, 34, 150);
    }

    @Test
    void aTerrainOfFourLayersWithAHoleAndWoodsIsDrawnInOneCall() throws Exception {
        Terrain terrain = SceneFixtures.terrain();
        Scatter woods = SceneFixtures.woods(terrain);
        try (TerrainScene scene = TerrainScene.builder(terrain).scatter(woods).build()) {
            FrameStats stats = scene.draw(frame.begin(camera(), RenderLook.diorama(), target)).end();
            assertTrue(stats.terrainPatches() > 0 && stats.cellsDrawn() > 0, stats.toString());
            SceneGl.assertGolden("terrain-scene-woods", target.readImage());
        }
    }

    @Test
    void anEditOfTheTerrainReachesItsDrawableAndItsColliderInOneUpdate() {
        Terrain terrain = SceneFixtures.terrain();
        try (TerrainScene scene = TerrainScene.builder(terrain).build()) {
            assertEquals(false, scene.update().changed(), "nothing changed yet");
            scene.draw(frame.begin(camera(), RenderLook.plain(), target)).end();
            int[] before = pixels(target.readImage());
            double ground = scene.collisions().surfaceHeight(10.5, 10.5);
            float[] raised = new float[16 * 16];
            Arrays.fill(raised, 30);
            assertTrue(terrain.setHeights(new TerrainRect(70, 70, 16, 16), raised).isEmpty());
            SceneUpdate update = scene.update();
            assertEquals(1, update.terrainChanges());
            assertTrue(update.colliderCells() > 0, update.toString());
            assertEquals(30, scene.collisions().surfaceHeight(10.5, 10.5), 1e-6, "the collider stands on the new ground");
            assertNotEquals(30, ground, 1e-3);
            scene.draw(frame.begin(camera(), RenderLook.plain(), target)).end();
            assertTrue(!Arrays.equals(before, pixels(target.readImage())), "the raised block is drawn");
            assertEquals(false, scene.update().changed(), "an update reads each change once");
        }
    }

    @Test
    void brushingAScatterSetUploadsOnlyTheCellsItChanged() {
        Terrain terrain = SceneFixtures.terrain();
        Scatter woods = SceneFixtures.woods(terrain);
        try (TerrainScene scene = TerrainScene.builder(terrain).scatter(woods).build()) {
            int cells = scene.instances().get(0).cellCount();
            assertTrue(ScatterBrush.erase(woods, 40, 40, 10) > 0);
            int uploaded = scene.update().instanceCells();
            assertTrue(uploaded > 0 && uploaded < cells, uploaded + " of " + cells + " cells uploaded");
            assertEquals(0, scene.update().instanceCells());
        }
    }

    @Test
    void treesOnGroundAnEditRaisesRiseWithItInTheSameUpdate() {
        Terrain terrain = SceneFixtures.terrain();
        Scatter woods = SceneFixtures.woods(terrain);
        try (TerrainScene scene = TerrainScene.builder(terrain).scatter(woods).build()) {
            int on = -1;
            for (int k = 0; k < woods.size() && on < 0; k++) {
                if (woods.x(k) > 12 && woods.x(k) < 24 && woods.z(k) > 12 && woods.z(k) < 24) {
                    on = k;
                }
            }
            assertTrue(on >= 0, "a tree stands in the raised square");
            double above = woods.y(on) - terrain.heightAt(woods.x(on), woods.z(on));
            float[] raised = new float[21 * 21];
            for (int j = 0; j < 21; j++) {
                for (int i = 0; i < 21; i++) {
                    raised[j * 21 + i] = terrain.height(72 + i, 72 + j) + 5;
                }
            }
            assertTrue(terrain.setHeights(new TerrainRect(72, 72, 21, 21), raised).isEmpty());
            SceneUpdate update = scene.update();
            assertTrue(update.instanceCells() > 0, "the risen trees' cells are uploaded: " + update);
            assertEquals(above, woods.y(on) - terrain.heightAt(woods.x(on), woods.z(on)), 0.011,
                    "the tree stands as high over the new ground as over the old");
        }
    }

    @Test
    void aPickFindsTheGroundOrATreeUnderTheCursor() {
        Terrain terrain = SceneFixtures.terrain();
        try (TerrainScene scene = TerrainScene.builder(terrain).build()) {
            DioramaCamera camera = new DioramaCamera().lookAt(-20, (float) terrain.heightAt(-20, 5), 5, 0, 70, 60);
            PickHit hit = scene.pick(frame, camera, 0, 0, (float) WIDTH / HEIGHT, new PickHit());
            assertEquals(PickHit.Kind.TERRAIN, hit.kind(), hit.toString());
            assertEquals(-20, hit.point().x(), 0.3);
            assertEquals(5, hit.point().z(), 0.3);
        }
    }

    @Test
    void aSceneWithoutDrawingHoldsTheColliderAndNeedsNoFrame() {
        Terrain terrain = SceneFixtures.terrain();
        try (TerrainScene scene = TerrainScene.builder(terrain).drawn(false).build()) {
            assertTrue(scene.ground().isEmpty() && scene.instances().isEmpty());
            assertEquals(terrain.heightAt(3, 4), scene.collisions().surfaceHeight(3, 4), 1e-4);
            assertThrows(IllegalStateException.class, () -> scene.draw(frame));
        }
    }

    @Test
    void aLayerWhoseMaterialDoesNotResolveIsRefusedAtItsPlace() {
        Terrain terrain = SceneFixtures.terrain().toBuilder().layers(List.of(TerrainLayer.of("ground/grass"),
                TerrainLayer.of("ground/grass"), TerrainLayer.of("ground/nowhere"), TerrainLayer.of("ground/snow"))).build();
        AssetException e = assertThrows(AssetException.class, () -> TerrainScene.builder(terrain).build());
        assertTrue(e.getMessage().contains("terrain.layers[2].material"), e.getMessage());
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }
}
