package dev.loam.render.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL11C.GL_NO_ERROR;
import static org.lwjgl.opengl.GL11C.glGetError;

import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelLod;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.joml.Vector4f;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A world's decor batches drawn under the frame renderer, read from real frames. */
@Tag("gl")
class GpuWorldDecorTest {
    private static final int WIDTH = 160, HEIGHT = 120;

    private static GlContext gl;
    private static FrameRenderer frame;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlContext.open(WIDTH, HEIGHT, "world decor test", true, Map.of());
        frame = new FrameRenderer();
        target = new OffscreenTarget(WIDTH, HEIGHT);
    }

    @AfterAll
    static void close() {
        if (target != null) {
            target.close();
        }
        if (frame != null) {
            frame.close();
        }
        if (gl != null) {
            gl.close();
        }
    }

    private static int[] pixel(Camera camera, float x, float y, float z) {
        Matrix4f vp = camera.viewProjection((float) WIDTH / HEIGHT, new Matrix4f());
        Vector4f p = vp.transform(new Vector4f(x, y, z, 1));
        return new int[] {Math.round((p.x / p.w * 0.5f + 0.5f) * WIDTH), Math.round((0.5f - p.y / p.w * 0.5f) * HEIGHT)};
    }

    private static float[] instances(float... xz) {
        float[] data = new float[GpuWorldDecor.INSTANCE_FLOATS * xz.length / 2];
        for (int i = 0; i < xz.length / 2; i++) {
            int o = GpuWorldDecor.INSTANCE_FLOATS * i;
            System.arraycopy(Transforms.placed(xz[2 * i], 0, xz[2 * i + 1], 0, 1), 0, data, o, 16);
            data[o + 16] = data[o + 17] = data[o + 18] = data[o + 19] = 1;
        }
        return data;
    }

    @Test
    void eachInstanceOfABatchSpanningALevelSwitchIsDrawnAtItsOwnDistancesLevel() throws Exception {
        // A red box with a blue box as its level from 30 m; one batch (one chunk) holds a box about
        // 11 m from the eye and one about 50 m: the near one red, the far one blue, though the
        // batch's nearest point is 11 m away.
        Model red = ModelFixtures.box("red", Material.of("red", Rgba.ofSrgb(0xd02020)), 2, 2, 2);
        Model blue = ModelFixtures.box("blue", Material.of("blue", Rgba.ofSrgb(0x2020d0)), 2, 2, 2);
        Model lod = red.withLods(List.of(new ModelLod(30, blue)));
        DioramaCamera camera = new DioramaCamera().lookAt(0, 0, -20, 0, 10, 30);
        float nearD = camera.eye(new Vector3f()).distance(0, 1, 0), farD = camera.eye(new Vector3f()).distance(0, 1, -40);
        assertTrue(nearD < 28 && farD > 32, nearD + " and " + farD + " m from the eye");
        int[] near = pixel(camera, 0, 1, 0), far = pixel(camera, 0, 1, -40);
        try (GpuWorldDecor decor = new GpuWorldDecor()) {
            int kind = decor.addKind(lod, 0, 0, false);
            decor.addBatch(kind, instances(0, 0, 0, -40), 2);
            frame.begin(camera, RenderLook.plain(), target);
            frame.draw(decor);
            FrameStats stats = frame.end();
            assertEquals(GL_NO_ERROR, glGetError());
            BufferedImage image = target.readImage();
            Path out = Path.of("target", "decor-frames", "levels-per-instance.png");
            Files.createDirectories(out.getParent());
            ImageIO.write(image, "png", out.toFile());
            int n = image.getRGB(near[0], near[1]), f = image.getRGB(far[0], far[1]);
            assertTrue(((n >> 16) & 0xff) > (n & 0xff) + 40, "the near box at its nearest level, red: " + Integer.toHexString(n));
            assertTrue((f & 0xff) > ((f >> 16) & 0xff) + 40, "the far box at its cheaper level, blue: " + Integer.toHexString(f));
            assertEquals(1, stats.cellsDrawn(), "one batch");
            assertEquals(2, stats.drawCalls(), "one draw a level the batch spans: " + stats);
        }
    }
}
