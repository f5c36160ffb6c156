package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.region.Region;
import dev.loam.region.Road;
import dev.loam.region.RoadBridge;
import dev.loam.region.RoadPoint;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.GpuInstanceCells;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.PickHit;
import dev.loam.render.gl.RenderLook;
import dev.loam.testkit.Allocation;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** test-tiles-roads drawn: its roads, paint, the gorge's bridge from a bird's and a driver's view. */
@Tag("gl")
class RegionRoadsPicturesTest {
    private static final int WIDTH = 480, HEIGHT = 300;
    private static GlRig gl;
    private static FrameRenderer frame;
    private static OffscreenTarget target;
    private static Region region;

    @BeforeAll
    static void open() {
        gl = GlRig.open(WIDTH, HEIGHT, "region roads test");
        frame = gl.frame();
        target = gl.target();
        region = SceneFixtures.roads();
    }

    @AfterAll
    static void close() {
        if (gl != null) {
            gl.close();
        }
    }

    /** Asphalt: a dark, nearly grey pixel. */
    static boolean asphalt(int rgb) {
        int r = rgb >> 16 & 0xff, g = rgb >> 8 & 0xff, b = rgb & 0xff;
        return r < 110 && g < 110 && b < 115 && Math.abs(r - g) < 14 && Math.abs(g - b) < 16 && r > 15;
    }

    @Test
    void aBirdsViewOverTheGorgeShowsTheHighwayItsBridgeAndTheRoadsThatMeetIt() throws Exception {
        try (RegionScene scene = RegionScene.of(region)) {
            RoadPoint p = RegionRoadsSceneTest.bridgeMiddle(region);
            DioramaCamera camera = new DioramaCamera().lookAt((float) p.x(), (float) p.y() - 4, (float) p.z(), 200, 30,
                    160);
            scene.draw(frame.begin(camera, RenderLook.diorama(), target, 2.0)).end();
            BufferedImage image = target.readImage();
            SceneGl.save("region-roads-bird", image);
            assertTrue(SceneGl.count(image, RegionRoadsPicturesTest::asphalt) > 3000, "the highway is drawn: "
                    + SceneGl.count(image, RegionRoadsPicturesTest::asphalt));
            SceneGl.assertGolden("region-roads-bird", image);
        }
    }

    @Test
    void aDriversViewDownTheHighwayShowsItsPaintAndTheBridgeAhead() throws Exception {
        try (RegionScene scene = RegionScene.of(region)) {
            Road h = region.roads().road("highway").orElseThrow();
            RoadBridge b = h.bridges().get(0);
            RoadPoint eye = null;
            for (RoadPoint q : h.points()) {
                if (eye == null && q.metres() >= b.startMetres() - 40) {
                    eye = q;
                }
            }
            // In the westbound (+x) lanes (the north side: traffic keeps right), 1.3 m over the road, looking west along it.
            FlyCamera camera = new FlyCamera().set((float) eye.x(), (float) eye.y() + 1.3f, (float) eye.z() + 3.5f, 90, 3)
                    .lens(60, 0.3f, 3000);
            scene.draw(frame.begin(camera, RenderLook.diorama(), target, 2.0)).end();
            BufferedImage image = target.readImage();
            SceneGl.save("region-roads-driver", image);
            assertTrue(SceneGl.count(image, RegionRoadsPicturesTest::asphalt) > 10000, "the road fills the lower view");
            PickHit hit = scene.pick(frame, camera, 0, -0.6f, (float) WIDTH / HEIGHT, new PickHit());
            assertTrue(hit.kind() == PickHit.Kind.INSTANCE, "the road under the view is the roads' drawable: " + hit);
            SceneGl.assertGolden("region-roads-driver", image);
        }
    }

    @Test
    void aFrameOfTheRoadsAndBridgesAllocatesNothingOnceUploaded() {
        try (RegionScene scene = RegionScene.of(region); OffscreenTarget small = new OffscreenTarget(16, 12)) {
            RoadPoint p = RegionRoadsSceneTest.bridgeMiddle(region);
            DioramaCamera camera = new DioramaCamera().lookAt((float) p.x(), (float) p.y(), (float) p.z(), 200, 30, 120);
            RenderLook look = RenderLook.diorama();
            GpuInstanceCells roads = scene.roads().orElseThrow();
            assertEquals(2, roads.layerCount(), "the surfaces and the bridges");
            Allocation.assertAllocatesNothing(5_000, 100, () -> frame.begin(camera, look, small, 2.0).draw(roads).end());
        }
    }

    @Test
    void theWholeRegionFromAbove() throws Exception {
        try (RegionScene scene = RegionScene.of(region)) {
            DioramaCamera camera = new DioramaCamera().frame(scene.bounds(new float[6]), 200, 55, (float) WIDTH / HEIGHT);
            scene.draw(frame.begin(camera, RenderLook.diorama(), target, 2.0)).end();
            BufferedImage image = target.readImage();
            SceneGl.assertGolden("region-roads-whole", image);
        }
    }
}
