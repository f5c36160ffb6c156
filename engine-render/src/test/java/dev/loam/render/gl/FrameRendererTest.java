package dev.loam.render.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL11C.GL_NO_ERROR;
import static org.lwjgl.opengl.GL11C.glGetError;

import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import dev.loam.testkit.SpecFixtures;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import javax.imageio.ImageIO;
import org.joml.Matrix4f;
import org.joml.Vector4f;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The frame renderer: block maps in it, its cascades, its picking, its frame rules. */
@Tag("gl")
class FrameRendererTest {
    private static final int WIDTH = 320, HEIGHT = 200;
    private static GlContext gl;
    private static FrameRenderer frame;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlContext.open(WIDTH, HEIGHT, "frame test", true, Map.of());
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

    @Test
    void aBlockMapInAFrameIsDrawnAsTheBlockMapRendererDrawsIt() {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.terraces(), BlockMeshLook.diorama(0));
        try (BlockMapRenderer blocks = new BlockMapRenderer(); BlockMapDrawable drawable = new BlockMapDrawable(meshes)) {
            DioramaCamera camera = new DioramaCamera().frame(drawable.gpu().bounds(new float[6]), 20, 38,
                    (float) WIDTH / HEIGHT);
            blocks.render(meshes, camera, RenderLook.diorama(), target, 1.5);
            int[] alone = pixels(target.readImage());
            FrameStats stats = frame.begin(camera, RenderLook.diorama(), target, 1.5).draw(drawable).end();
            assertEquals(GL_NO_ERROR, glGetError());
            int[] framed = pixels(target.readImage());
            assertTrue(Arrays.equals(alone, framed), "the same pixels from both renderers");
            assertEquals(1, frame.cascades(), "a small map takes one shadow map");
            assertTrue(stats.chunksDrawn() > 0 && stats.drawCalls() > 0, stats.toString());
        }
    }

    /** A field of 4 m cells, 160 a side (640 m), with a 20 m stone tower at its far end. */
    private static BlockMap wideField() {
        BlockSet set = BlockSet.builder("wide").cellSize(4, 0.5, 4)
                .block("grass", b -> b.top("#80a060").side("#706050"))
                .block("stone", b -> b.top("#909090").side("#606060"))
                .build();
        int n = 160;
        String[] cells = new String[n];
        int[][] heights = new int[n][n];
        for (int r = 0; r < n; r++) {
            char[] row = "g".repeat(n).toCharArray();
            Arrays.fill(heights[r], 1);
            if (r == 20) {
                row[80] = 's';
                heights[r][80] = 41;
            }
            cells[r] = new String(row);
        }
        return BlockMap.builder("wide", set).legend(BlockLegend.ofNames(Map.of('g', "grass", 's', "stone")))
                .cells(cells).heights(heights).build();
    }

    @Test
    void aDeepViewSplitsTheSunsShadowIntoCascadesAndAFarTowerStillCastsOne() throws Exception {
        BlockMapMeshes meshes = BlockMapMeshes.build(wideField(), BlockMeshLook.DEFAULT);
        try (BlockMapDrawable drawable = new BlockMapDrawable(meshes)) {
            // Standing at the south end 30 m up, looking north over the field to the tower 560 m off.
            FlyCamera camera = new FlyCamera().set(322, 30, 630, 0, 4).lens(50, 0.5f, 2000);
            frame.begin(camera, RenderLook.plain(), target).draw(drawable).end();
            assertEquals(GL_NO_ERROR, glGetError());
            assertEquals(FrameRenderer.CASCADES, frame.cascades(), "a 640 m field is deep");
            BufferedImage image = target.readImage();
            Path out = Path.of("target", "frame-pictures");
            Files.createDirectories(out);
            ImageIO.write(image, "png", out.resolve("deep-field.png").toFile());
            // The plain sun stands in the south-south-east: the tower's shadow falls north-north-west,
            // on the ground beyond it; the ground as far to its east is in the sun.
            int[] shade = project(camera, 318, 0.5f, 70), sun = project(camera, 346, 0.5f, 70);
            int shaded = luminance(image.getRGB(shade[0], shade[1])), lit = luminance(image.getRGB(sun[0], sun[1]));
            assertTrue(shaded < lit - 15, "the far tower's shadow: " + shaded + " against " + lit + " in the sun");
            // Near the eye the cascades are fine: the ground is lit, not shadow acne.
            int[] near = project(camera, 322, 0.5f, 560);
            assertTrue(Math.abs(luminance(image.getRGB(near[0], near[1])) - lit) < 12, "the near ground is evenly lit");
        }
    }

    @Test
    void aPickFindsTheCellUnderTheCursorThroughItsTopOrItsWall() {
        BlockMap map = GlFixtures.field("pillar", 9, 9, new int[][] {{4, 4, 7}});
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        try (BlockMapDrawable drawable = new BlockMapDrawable(meshes)) {
            DioramaCamera camera = new DioramaCamera().lookAt(4.5f, 3.5f, 4.5f, 0, 89, 12);
            PickHit hit = frame.pick(camera, 0, 0, (float) WIDTH / HEIGHT, new PickHit(), drawable);
            assertEquals(PickHit.Kind.BLOCK_CELL, hit.kind(), hit.toString());
            assertEquals(4, hit.cellX());
            assertEquals(4, hit.cellZ());
            assertEquals(map.topMetres(4, 4), hit.point().y(), 1e-3);
            assertEquals(1, hit.normal().y(), 0);
            assertTrue(hit.source() == map);
            // A level ray from the west at 2 m meets the pillar's west wall.
            frame.pick(0.5f, 2f, 4.5f, 1, 0, 0, 100, hit, drawable);
            assertEquals(PickHit.Kind.BLOCK_CELL, hit.kind(), hit.toString());
            assertEquals(4, hit.cellX());
            assertEquals(4, hit.point().x(), 1e-4);
            assertEquals(-1, hit.normal().x(), 0);
            // Over the field's edge, up into the sky: nothing.
            frame.pick(-5f, 2f, 4.5f, 0, 1, 0, 100, hit, drawable);
            assertFalse(hit.hit());
            assertThrows(IllegalArgumentException.class, () -> frame.pick(0, 2, 0, 1, 1, 0, 100, new PickHit(), drawable));
        }
    }

    @Test
    void framesMustBeBegunOnceAndEnded() {
        assertThrows(IllegalStateException.class, () -> frame.end());
        DioramaCamera camera = new DioramaCamera();
        frame.begin(camera, RenderLook.plain(), target);
        assertThrows(IllegalStateException.class, () -> frame.begin(camera, RenderLook.plain(), target));
        frame.end();
        assertEquals(0, frame.stats().drawCalls(), "an empty frame draws nothing");
    }

    @Test
    void aFlyCameraLooksAlongItsYawAndPitch() {
        FlyCamera camera = new FlyCamera().set(0, 10, 0, 90, 30);
        Vector4f p = camera.viewProjection(1, new Matrix4f()).transform(new Vector4f(100, 10 - 57.735f, 0, 1));
        assertEquals(0, p.x / p.w, 1e-3, "a point east and 30° down is in the middle of the view");
        assertEquals(0, p.y / p.w, 1e-3);
        assertThrows(IllegalArgumentException.class, () -> camera.set(Float.NaN, 0, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> camera.lens(60, 10, 5));
        assertEquals(FlyCamera.MAX_PITCH, camera.set(0, 0, 0, 0, 120).pitch());
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }

    private static int[] project(Camera camera, float x, float y, float z) {
        Vector4f p = camera.viewProjection((float) WIDTH / HEIGHT, new Matrix4f()).transform(new Vector4f(x, y, z, 1));
        return new int[] {(int) ((p.x / p.w * 0.5f + 0.5f) * WIDTH), (int) ((0.5f - p.y / p.w * 0.5f) * HEIGHT)};
    }

    private static int luminance(int rgb) {
        return ((rgb >> 16 & 0xff) * 3 + (rgb >> 8 & 0xff) * 6 + (rgb & 0xff)) / 10;
    }
}
