package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.region.Region;
import dev.loam.region.RoadPoint;
import dev.loam.region.RoadTunnel;
import dev.loam.region.RoadTunnelPortal;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** test-tiles-tunnel drawn: the highway's tunnel under the mountain, its portal and lamps, from the road and from above. */
@Tag("gl")
class RegionTunnelPicturesTest {
    private static final int WIDTH = 480, HEIGHT = 300;
    private static GlRig gl;
    private static FrameRenderer frame;
    private static OffscreenTarget target;
    private static Region region;

    @BeforeAll
    static void open() {
        gl = GlRig.open(WIDTH, HEIGHT, "region tunnel test");
        frame = gl.frame();
        target = gl.target();
        region = SceneFixtures.tunnel();
    }

    @AfterAll
    static void close() {
        if (gl != null) {
            gl.close();
        }
    }

    /** Stone: a mid grey, warm a little. */
    static boolean stone(int rgb) {
        int r = rgb >> 16 & 0xff, g = rgb >> 8 & 0xff, b = rgb & 0xff;
        return r > 90 && r < 200 && Math.abs(r - g) < 16 && r >= b && r - b < 30;
    }

    @Test
    void aDriverSeesThePortalOfTheTunnelAheadWithItsLamps() throws Exception {
        try (RegionScene scene = RegionScene.of(region)) {
            RoadTunnel[] t = new RoadTunnel[1];
            RegionTunnelSceneTest.tunnelMiddle(region, t);
            RoadTunnelPortal mouth = t[0].portals().get(0);
            // 45 m out from the first mouth, in the westbound lanes, looking west into it.
            double yaw = Math.toRadians(mouth.yawDegrees());
            double ox = Math.sin(yaw), oz = Math.cos(yaw);
            float ex = (float) (mouth.x() + ox * 45), ez = (float) (mouth.z() + oz * 45 + 3.5);
            FlyCamera camera = new FlyCamera().set(ex, (float) (scene.heightAt(ex, ez) + 1.4), ez, 90, 2).lens(60, 0.3f, 3000);
            scene.draw(frame.begin(camera, RenderLook.diorama(), target, 2.0)).end();
            BufferedImage image = target.readImage();
            SceneGl.save("region-tunnel-driver", image);
            assertTrue(SceneGl.count(image, RegionTunnelPicturesTest::stone) > 2000, "the portal's stone face: "
                    + SceneGl.count(image, RegionTunnelPicturesTest::stone));
            SceneGl.assertGolden("region-tunnel-driver", image);
        }
    }

    @Test
    void aBirdsViewOfTheMountainShowsTheHighwayGoingIntoItsTunnel() throws Exception {
        try (RegionScene scene = RegionScene.of(region)) {
            RoadTunnel[] t = new RoadTunnel[1];
            RoadPoint p = RegionTunnelSceneTest.tunnelMiddle(region, t);
            RoadTunnelPortal mouth = t[0].portals().get(0);
            DioramaCamera camera = new DioramaCamera().lookAt((float) mouth.x(), (float) mouth.y() + 4, (float) mouth.z(),
                    130, 28, 110);
            scene.draw(frame.begin(camera, RenderLook.diorama(), target, 2.0)).end();
            BufferedImage image = target.readImage();
            SceneGl.assertGolden("region-tunnel-bird", image);
            assertTrue(p.tunnel());
        }
    }
}
