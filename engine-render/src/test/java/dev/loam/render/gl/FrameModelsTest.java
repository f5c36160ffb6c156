package dev.loam.render.gl;

import dev.loam.testkit.GoldenImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL11C.GL_NO_ERROR;
import static org.lwjgl.opengl.GL11C.glGetError;

import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import dev.loam.testkit.Allocation;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The game's own models drawn by the frame renderer among its drawables, read from real frames. */
@Tag("gl")
class FrameModelsTest {
    private static final int WIDTH = 240, HEIGHT = 160;

    private static GlContext gl;
    private static FrameRenderer frame;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlContext.open(WIDTH, HEIGHT, "frame models test", true, Map.of());
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

    /** A 1.8 m figure of boxes: legs, a red coat, arms, a head, facing +z. */
    static Model character() {
        Material trousers = Material.of("trousers", Rgba.ofSrgb(0x35476b)), coat = Material.of("coat", Rgba.ofSrgb(0xb8322c));
        Material skin = Material.of("skin", Rgba.ofSrgb(0xe8b48a));
        Model leg = ModelFixtures.box("leg", trousers, 0.22f, 0.85f, 0.25f);
        Model body = ModelFixtures.box("body", coat, 0.6f, 0.65f, 0.32f);
        Model arm = ModelFixtures.box("arm", coat, 0.16f, 0.62f, 0.2f);
        Model head = ModelFixtures.box("head", skin, 0.3f, 0.3f, 0.3f);
        return Model.merged("character", List.of(leg, leg, body, arm, arm, head), List.of(
                Transforms.placed(-0.15f, 0, 0, 0, 1), Transforms.placed(0.15f, 0, 0, 0, 1),
                Transforms.placed(0, 0.85f, 0, 0, 1), Transforms.placed(-0.39f, 0.86f, 0, 0, 1),
                Transforms.placed(0.39f, 0.86f, 0, 0, 1), Transforms.placed(0, 1.5f, 0, 0, 1)));
    }

    private static final Model GROUND = ModelFixtures.ground(new float[] {-4, 0, -4, 4, 0, 4}, 1);
    private static final Model CRATE = ModelFixtures.box("crate", Material.of("crate", Rgba.ofSrgb(0xb08658)), 1, 1, 1);
    private static final float[] IDENTITY = Transforms.identity();

    private static DioramaCamera camera() {
        return new DioramaCamera().lookAt(0, 0.8f, 0, 25, 32, 9);
    }

    private static BufferedImage save(String name, BufferedImage image) throws Exception {
        Path out = Path.of("target", "frame-models", name + ".png");
        Files.createDirectories(out.getParent());
        ImageIO.write(image, "png", out.toFile());
        return image;
    }

    private static void assertGolden(String name, BufferedImage image) throws Exception {
        GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite(name, image), image);
        assertTrue(diff.matches(), name + ": " + diff + "; the frame drawn is in target/frame-models/");
    }

    /** One frame of the ground, a crate and the character at {@code x, z} turned by {@code yaw}. */
    private static BufferedImage walk(Model character, float x, float z, float yaw) {
        frame.begin(camera(), RenderLook.diorama(), target).draw(GROUND, IDENTITY)
                .draw(CRATE, Transforms.placed(1.6f, 0, -1.2f, 0.4f, 1))
                .draw(character, Transforms.placed(x, 0, z, yaw, 1));
        FrameStats stats = frame.end();
        assertEquals(GL_NO_ERROR, glGetError());
        assertEquals(3, stats.instancesDrawn(), stats.toString());
        return target.readImage();
    }

    @Test
    void aCharacterMovedBetweenTwoFramesIsDrawnWhereItStandsEachFrameWithItsShadow() throws Exception {
        Model character = character();
        BufferedImage first = save("character-first", walk(character, -1.5f, 1, 0.3f));
        BufferedImage second = save("character-second", walk(character, 1, 1.5f, -0.8f));
        assertGolden("frame-character-first", first);
        assertGolden("frame-character-second", second);
        // The coat's red where the character stands each frame, and not where it stood.
        int[] atFirst = pixel(-1.5f, 1.2f, 1), atSecond = pixel(1, 1.2f, 1.5f);
        assertTrue(red(first, atFirst) && !red(first, atSecond), "first frame");
        assertTrue(red(second, atSecond) && !red(second, atFirst), "second frame");
        // A pick from the camera through the character's coat hits the character, drawn at a transform.
        PickHit hit = frame.pick(1, 10, 1.5f, 0, -1, 0, 100, new PickHit());
        assertEquals(PickHit.Kind.MODEL, hit.kind());
        assertSame(character, hit.source());
        assertNull(hit.drawable());
        assertEquals(10 - 1.8f, hit.distance(), 1e-3f, "the head's top");
        frame.release(character);
    }

    private static int[] pixel(float x, float y, float z) {
        org.joml.Vector4f p = camera().viewProjection((float) WIDTH / HEIGHT, new org.joml.Matrix4f())
                .transform(new org.joml.Vector4f(x, y, z, 1));
        return new int[] {Math.round((p.x / p.w * 0.5f + 0.5f) * WIDTH), Math.round((0.5f - p.y / p.w * 0.5f) * HEIGHT)};
    }

    private static boolean red(BufferedImage image, int[] at) {
        int c = image.getRGB(at[0], at[1]);
        return (c >> 16 & 0xff) > 2 * (c >> 8 & 0xff) && (c >> 16 & 0xff) > 2 * (c & 0xff);
    }

    @Test
    void modelsDrawnByTheFrameRendererLookAsTheModelRendererDrawsThem() throws Exception {
        Model character = character();
        InstanceSet crates = InstanceSet.builder("crates", CRATE).add(-2, 0, -1, 0.2f, 1, Rgba.WHITE)
                .add(2, 0, 0.5f, 0.9f, 0.8f, new Rgba(0.6f, 0.8f, 1, 1)).build();
        float[] at = Transforms.placed(0, 0, 0.5f, 0.5f, 1);
        frame.begin(camera(), RenderLook.diorama(), target).draw(GROUND, IDENTITY).draw(character, at).draw(crates).end();
        BufferedImage framed = save("same-frame", target.readImage());
        try (ModelRenderer models = new ModelRenderer()) {
            models.begin(camera(), RenderLook.diorama(), target).draw(GROUND, IDENTITY).draw(character, at).draw(crates)
                    .end();
            BufferedImage alone = save("same-models", target.readImage());
            GoldenImages.Diff diff = GoldenImages.diff(alone, framed);
            assertTrue(diff.matches(), "the frame renderer's picture against the model renderer's: " + diff);
        }
        frame.release(character);
        frame.release(crates);
    }

    @Test
    void aFrameMovingAModelAndDrawingASetAllocatesNothing() {
        Model character = character();
        InstanceSet crates = InstanceSet.builder("crates", CRATE).add(-2, 0, -1, 0.2f, 1, Rgba.WHITE).build();
        float[] at = Transforms.placed(0, 0, 0, 0, 1);
        float[] step = {0};
        DioramaCamera camera = camera();
        RenderLook look = RenderLook.diorama();
        try (OffscreenTarget small = new OffscreenTarget(16, 12)) {
            Allocation.assertAllocatesNothing(20_000, 100, () -> {
                // The character walks: a new matrix each frame, written into the caller's array.
                step[0] += 0.001f;
                at[12] = (float) Math.sin(step[0]);
                frame.begin(camera, look, small).draw(GROUND, IDENTITY).draw(character, at).draw(crates).end();
            });
        } finally {
            frame.release(character);
            frame.release(crates);
        }
    }

    @Test
    void drawingAModelOutsideAFrameOrAtABadMatrixIsRefused() {
        assertThrows(IllegalStateException.class, () -> frame.draw(CRATE, IDENTITY));
        frame.begin(camera(), RenderLook.plain(), target);
        try {
            assertThrows(dev.loam.model.ModelException.class, () -> frame.draw(CRATE, new float[] {1, 2}));
            float[] nan = Transforms.identity();
            nan[12] = Float.NaN;
            assertThrows(dev.loam.model.ModelException.class, () -> frame.draw(CRATE, nan));
        } finally {
            frame.end();
        }
    }
}
