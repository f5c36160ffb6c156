package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.region.Region;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.PickHit;
import dev.loam.render.gl.RenderLook;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A region stood up whole: ground of every layer, props, water, lava and its flow. */
@Tag("gl")
class RegionSceneTest {
    private static final int WIDTH = 320, HEIGHT = 200;
    private static GlRig gl;
    private static FrameRenderer frame;
    private static OffscreenTarget target;
    private static Region region;

    @BeforeAll
    static void open() {
        gl = GlRig.open(WIDTH, HEIGHT, "region scene test");
        frame = gl.frame();
        target = gl.target();
        region = SceneFixtures.region();
    }

    @AfterAll
    static void close() {
        if (gl != null) {
            gl.close();
        }
    }

    @Test
    void aRegionIsDrawnWholeWithItsWaterItsLavaAndItsFlow() throws Exception {
        try (RegionScene scene = RegionScene.of(region)) {
            float[] box = scene.bounds(new float[6]);
            DioramaCamera camera = new DioramaCamera().frame(box, 20, 42, (float) WIDTH / HEIGHT);
            FrameStats stats = scene.draw(frame.begin(camera, RenderLook.diorama(), target, 2.0)).end();
            assertTrue(stats.terrainPatches() > 0 && stats.cellsDrawn() > 0, stats.toString());
            BufferedImage image = target.readImage();
            SceneGl.save("region-water-and-fire", image);
            assertTrue(SceneGl.count(image, SceneGl::lava) > 200, "lava glows in the crater and down the flank: "
                    + SceneGl.count(image, SceneGl::lava));
            assertTrue(SceneGl.count(image, SceneGl::water) > 200, "the lake's water is drawn");
            SceneGl.assertGolden("region-water-and-fire", image);
        }
    }

    @Test
    void aLowViewOverTheLakeIsDrawnWithCascadedShadows() throws Exception {
        try (RegionScene scene = RegionScene.of(region)) {
            double y = scene.heightAt(160, 400);
            FlyCamera camera = new FlyCamera().set(150, (float) y + 22, 420, 102, 5).lens(55, 0.5f, 3000);
            scene.draw(frame.begin(camera, RenderLook.diorama(), target, 2.0)).end();
            SceneGl.assertGolden("region-low-over-the-lake", target.readImage());
        }
    }

    @Test
    void theLavaMovesWithTimeAndTheGroundStaysStill() {
        try (RegionScene scene = RegionScene.of(region)) {
            DioramaCamera camera = new DioramaCamera().frame(scene.bounds(new float[6]), 20, 42, (float) WIDTH / HEIGHT);
            scene.draw(frame.begin(camera, RenderLook.plain(), target, 0.0)).end();
            BufferedImage a = target.readImage();
            scene.draw(frame.begin(camera, RenderLook.plain(), target, 3.0)).end();
            BufferedImage b = target.readImage();
            int lavaChanged = 0, otherChanged = 0;
            for (int yy = 0; yy < HEIGHT; yy++) {
                for (int x = 0; x < WIDTH; x++) {
                    int pa = a.getRGB(x, yy), pb = b.getRGB(x, yy);
                    if (pa != pb && SceneGl.lava(pa) && SceneGl.lava(pb)) {
                        lavaChanged++;
                    } else if (pa != pb && SceneGl.grass(pa)) {
                        otherChanged++;
                    }
                }
            }
            assertTrue(lavaChanged > 50, "the lava moves: " + lavaChanged + " pixels");
            assertEquals(0, otherChanged, "the grass holds still");
        }
    }

    @Test
    void anEditOfTheScenesTerrainReachesTheColliderAndThePlacesStay() {
        try (RegionScene scene = RegionScene.of(region)) {
            assertTrue(scene.place("beacon_lighthouse").isPresent() || !scene.places().isEmpty(), scene.places().toString());
            float[] dug = new float[4 * 4];
            java.util.Arrays.fill(dug, -3);
            assertTrue(scene.terrain().setHeights(new dev.loam.terrain.TerrainRect(40, 40, 4, 4), dug).isEmpty());
            SceneUpdate update = scene.update();
            assertEquals(1, update.terrainChanges());
            assertTrue(update.colliderCells() > 0);
            assertEquals(-3, scene.collisions().surfaceHeight(41 * 4 + 1, 41 * 4 + 1), 1e-6);
            PickHit hit = scene.pick(frame, new DioramaCamera().lookAt(41 * 4 + 1, -3, 41 * 4 + 1, 0, 89, 40), 0, 0,
                    1, new PickHit());
            assertEquals(PickHit.Kind.TERRAIN, hit.kind(), hit.toString());
            assertEquals(-3, hit.point().y(), 0.05);
        }
    }

    @Test
    void aSceneWithoutDrawingHoldsTheColliderAndThePlaces() {
        try (RegionScene scene = RegionScene.builder(region).drawn(false).build()) {
            assertTrue(scene.sheets().isEmpty() && scene.props().isEmpty() && scene.ground().isEmpty());
            assertEquals(region.places(), scene.places());
            assertEquals(scene.terrain().heightAt(100, 100), scene.collisions().surfaceHeight(100, 100), 1e-3);
        }
    }
}
