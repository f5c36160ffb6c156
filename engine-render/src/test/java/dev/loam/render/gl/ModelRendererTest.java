package dev.loam.render.gl;

import dev.loam.testkit.GoldenImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL11C.GL_NO_ERROR;
import static org.lwjgl.opengl.GL11C.glGetError;
import static org.lwjgl.opengl.GL11C.glIsTexture;
import static org.lwjgl.opengl.GL15C.glIsBuffer;
import static org.lwjgl.opengl.GL30C.glIsVertexArray;

import dev.loam.model.AlphaMode;
import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
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

/**
 * Real frames of models from a headless context, compared with committed goldens
 * ({@link GoldenImages}); every frame drawn is also written to {@code target/model-frames/} to look at.
 */
@Tag("gl")
class ModelRendererTest {
    private static final int WIDTH = 256, HEIGHT = 192;
    private static final float[] IDENTITY = Transforms.identity();

    private static GlContext gl;
    private static ModelRenderer renderer;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlContext.open(WIDTH, HEIGHT, "model renderer test", true, Map.of());
        System.out.println("GL_RENDERER: " + gl.renderer() + ", " + gl.version() + ", " + gl.kind());
        renderer = new ModelRenderer();
        target = new OffscreenTarget(WIDTH, HEIGHT);
    }

    @AfterAll
    static void close() {
        if (target != null) {
            target.close();
        }
        if (renderer != null) {
            renderer.close();
        }
        if (gl != null) {
            gl.close();
        }
    }

    /** A ground square at the box's floor reaching 2.5 times its half-width past its middle, min x, y, z, max x, y, z. */
    private static Model ground(float[] box) {
        return ModelFixtures.ground(box, 2.5f);
    }

    private static BufferedImage frame(String name, DioramaCamera camera, RenderLook look, Runnable draws) throws Exception {
        renderer.begin(camera, look, target);
        draws.run();
        FrameStats stats = renderer.end();
        assertEquals(GL_NO_ERROR, glGetError());
        System.out.println(name + ": " + stats);
        BufferedImage image = target.readImage();
        Path out = Path.of("target", "model-frames", name + ".png");
        Files.createDirectories(out.getParent());
        ImageIO.write(image, "png", out.toFile());
        return image;
    }

    private static void assertGolden(String name, BufferedImage actual) throws Exception {
        GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite(name, actual), actual);
        if (!diff.matches()) {
            Path out = Path.of("target", "golden-actual", name + ".png");
            Files.createDirectories(out.getParent());
            ImageIO.write(actual, "png", out.toFile());
        }
        assertTrue(diff.matches(), name + ": " + diff + "; the frame drawn is in target/golden-actual/ (if the drawing "
                + "changed on purpose, delete the golden, rerun with -Dloam.golden.write=true and look at it)");
    }

    private static DioramaCamera framed(float[] box, float yaw, float pitch) {
        return new DioramaCamera().frame(box, yaw, pitch, (float) WIDTH / HEIGHT);
    }

    @Test
    void vertexColoursTimesTheBaseColourMatchTheirGolden() throws Exception {
        // A box whose corners run red along x, green up y and blue along z, under a warm base colour.
        ModelMesh mesh = ModelFixtures.box("rainbow", 0, 1.2f, 1, 1.2f, (x, y, z) -> new float[] {0.1f + 0.9f * x,
            0.1f + 0.9f * y, 0.1f + 0.9f * z, 1});
        Model box = Model.of("rainbow", List.of(mesh), List.of(Material.of("warm", new Rgba(1, 0.9f, 0.8f, 1))), List.of());
        Model ground = ground(new float[] {-1, 0, -1, 1, 1, 1});
        BufferedImage image = frame("model-vertex-colours", framed(new float[] {-1, 0, -1, 1, 1, 1}, 30, 35),
                RenderLook.diorama(), () -> renderer.draw(ground, IDENTITY).draw(box, IDENTITY));
        assertGolden("model-vertex-colours", image);
    }

    @Test
    void maskedDoubleSidedCardsAreCutAtTheirCutoffAndCastCutShadows() throws Exception {
        Model cards = ModelFixtures.cards();
        float[] box = {-1, 0, -1, 1, 1.4f, 1};
        Model ground = ground(box);
        BufferedImage image = frame("model-mask-cards", framed(box, 20, 30), RenderLook.diorama(),
                () -> renderer.draw(ground, IDENTITY).draw(cards, IDENTITY));
        assertGolden("model-mask-cards", image);
        // Seen from behind (yaw 200), the cards' back faces are drawn too, lit from the side seen.
        BufferedImage behind = frame("model-mask-cards-behind", framed(box, 200, 30), RenderLook.diorama(),
                () -> renderer.draw(ground, IDENTITY).draw(cards, IDENTITY));
        assertTrue(leafPixels(behind) > 500, "the back faces of double-sided cards are drawn: " + leafPixels(behind));
        assertTrue(leafPixels(image) > 500, "the front faces are drawn: " + leafPixels(image));
    }

    /** Pixels that are leaf green: green well above red and blue. */
    private static int leafPixels(BufferedImage image) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int c = image.getRGB(x, y), r = c >> 16 & 0xff, g = c >> 8 & 0xff, b = c & 0xff;
                if (g > r + 25 && g > b + 25) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void blendedPanesAreDrawnBackToFrontOverTheOpaqueScene() throws Exception {
        // A red post behind two glass panes, blue in front and yellow behind it, each half see-through.
        Material post = Material.of("post", Rgba.ofSrgb(0xb03020));
        Material blue = Material.of("blue glass", new Rgba(0.1f, 0.3f, 1f, 0.5f)).withAlpha(AlphaMode.BLEND, 0.5f);
        Material yellow = Material.of("yellow glass", new Rgba(1f, 0.85f, 0.1f, 0.5f)).withAlpha(AlphaMode.BLEND, 0.5f);
        Model postModel = ModelFixtures.box("post", post, 0.3f, 1.6f, 0.3f);
        Model near = Model.of("near pane", List.of(ModelFixtures.pane("near", 0, 1.2f, 1, 0.2f, 0)), List.of(blue), List.of());
        Model far = Model.of("far pane", List.of(ModelFixtures.pane("far", 0, 1.2f, 1, 0.4f, 0)), List.of(yellow), List.of());
        float[] box = {-1, 0, -1, 1, 1.6f, 1};
        Model ground = ground(box);
        DioramaCamera camera = framed(box, 15, 20);
        float[] nearAt = Transforms.placed(0.1f, 0, 0.55f, 0, 1), farAt = Transforms.placed(-0.15f, 0, 0.3f, 0, 1);
        // Drawn in the wrong order on purpose: the renderer sorts them.
        BufferedImage image = frame("model-blend", camera, RenderLook.diorama(), () -> renderer.draw(ground, IDENTITY)
                .draw(near, nearAt).draw(far, farAt).draw(postModel, IDENTITY));
        BufferedImage swapped = frame("model-blend-swapped", camera, RenderLook.diorama(), () -> renderer
                .draw(postModel, IDENTITY).draw(far, farAt).draw(ground, IDENTITY).draw(near, nearAt));
        assertEquals(0, GoldenImages.diff(image, swapped).changedPixels(), "the order of the draws does not matter");
        assertGolden("model-blend", image);
        // Where both panes overlap, the near (blue) one is over the far (yellow): blue above red there.
        int[] p = project(camera, -0.35f, 0.9f, 0.55f);
        int c = image.getRGB(p[0], p[1]);
        assertTrue((c & 0xff) > (c >> 16 & 0xff), "the near blue pane lies over the far yellow one: "
                + Integer.toHexString(c));
    }

    @Test
    void anInstancedSetDrawsEveryInstanceWithItsTintInOneDrawAMesh() throws Exception {
        Model post = ModelFixtures.box("post", Material.vertexColoured("white"), 0.4f, 0.8f, 0.4f);
        InstanceSet.Builder b = InstanceSet.builder("posts", post);
        Rgba[] tints = {new Rgba(1, 0.2f, 0.2f, 1), new Rgba(0.2f, 1, 0.2f, 1), new Rgba(0.2f, 0.3f, 1, 1),
            new Rgba(1, 1, 0.2f, 1), Rgba.WHITE, new Rgba(1, 0.4f, 1, 1)};
        for (int i = 0; i < 12; i++) {
            b.add((i % 4 - 1.5f) * 1.1f, 0, (i / 4 - 1) * 1.1f, i * 0.3f, 0.8f + 0.05f * i, tints[i % tints.length]);
        }
        InstanceSet set = b.build();
        float[] box = {-2.5f, 0, -1.8f, 2.5f, 1.4f, 1.8f};
        Model ground = ground(box);
        BufferedImage image = frame("model-instanced-tints", framed(box, 25, 35), RenderLook.diorama(),
                () -> renderer.draw(ground, IDENTITY).draw(set));
        FrameStats stats = renderer.stats();
        assertEquals(13, stats.instancesDrawn());
        // One draw a model: the ground's and the set's, each in the view and in the shadow map.
        assertEquals(4, stats.drawCalls());
        assertGolden("model-instanced-tints", image);
    }

    @Test
    void unlitMaterialsIgnoreTheLightAndEmissiveOnesGlowInTheShade() throws Exception {
        // Left: unlit orange; middle: lit grey; right: lit grey glowing green. A wall shades them from the sun.
        Material unlit = Material.of("unlit", Rgba.ofSrgb(0xe07020)).withUnlit(true);
        Material grey = Material.of("grey", Rgba.ofSrgb(0x808080));
        Material glow = Material.of("glow", Rgba.ofSrgb(0x808080)).withEmissive(new Rgba(0.1f, 0.6f, 0.15f, 1));
        Material wallMaterial = Material.of("wall", Rgba.ofSrgb(0x605850));
        Model a = ModelFixtures.box("unlit", unlit, 0.6f, 0.6f, 0.6f);
        Model m = ModelFixtures.box("grey", grey, 0.6f, 0.6f, 0.6f);
        Model g = ModelFixtures.box("glow", glow, 0.6f, 0.6f, 0.6f);
        Model wall = ModelFixtures.box("wall", wallMaterial, 3.4f, 2f, 0.2f);
        float[] box = {-1.8f, 0, -1.2f, 1.8f, 2, 1.2f};
        Model ground = ground(box);
        RenderLook look = RenderLook.plain();
        // The plain sun stands in the south-south-east (bearing 150): a wall at +z shades the boxes.
        DioramaCamera camera = framed(box, 200, 30);
        BufferedImage image = frame("model-unlit-emissive", camera, look, () -> renderer.draw(ground, IDENTITY)
                .draw(wall, Transforms.placed(0, 0, 0.7f, 0, 1))
                .draw(a, Transforms.placed(-1.1f, 0, -0.2f, 0, 1))
                .draw(m, Transforms.placed(0, 0, -0.2f, 0, 1))
                .draw(g, Transforms.placed(1.1f, 0, -0.2f, 0, 1)));
        assertGolden("model-unlit-emissive", image);
        // The unlit box's top shows its own colour exactly: sRGB e07020, lit by nothing.
        int[] top = project(camera, -1.1f, 0.6f, -0.2f);
        assertColour(0xe07020, image.getRGB(top[0], top[1]), 2);
        int[] greyTop = project(camera, 0, 0.6f, -0.2f), glowTop = project(camera, 1.1f, 0.6f, -0.2f);
        int gc = image.getRGB(greyTop[0], greyTop[1]), wc = image.getRGB(glowTop[0], glowTop[1]);
        assertTrue((wc >> 8 & 0xff) > (gc >> 8 & 0xff) + 30, "the emissive box glows green over the grey one: "
                + Integer.toHexString(wc) + " against " + Integer.toHexString(gc));
    }

    @Test
    void theLevelOfDetailSwitchesByDistanceFromTheEye() throws Exception {
        // Level 0 red, level 1 (from 12 m) green, level 2 (from 30 m) blue.
        Model blue = ModelFixtures.box("far", Material.of("blue", new Rgba(0.1f, 0.1f, 1, 1)).withUnlit(true), 1, 1, 1);
        Model green = ModelFixtures.box("mid", Material.of("green", new Rgba(0.1f, 1, 0.1f, 1)).withUnlit(true), 1, 1, 1);
        Model.Builder levels = Model.builder("near");
        levels.material(Material.of("red", new Rgba(1, 0.1f, 0.1f, 1)).withUnlit(true));
        Model red = levels.mesh(ModelFixtures.box("near", 0, 1, 1, 1, ModelFixtures.WHITE)).lod(12, green).lod(30, blue)
                .build();
        Model model = red;
        InstanceSet row = InstanceSet.builder("row", model).add(0, 0, 0, 0, 1, Rgba.WHITE).add(0, 0, -15, 0, 1, Rgba.WHITE)
                .add(0, 0, -40, 0, 1, Rgba.WHITE).build();
        // The eye 6 m south of the first box, looking north along the row.
        DioramaCamera camera = new DioramaCamera().lookAt(0, 0.5f, -6, 0, 10, 12);
        BufferedImage image = frame("model-lod", camera, RenderLook.plain(), () -> renderer.draw(row));
        assertEquals(3, renderer.stats().instancesDrawn());
        int[] near = project(camera, 0, 0.5f, 0.5f), mid = project(camera, 0, 0.5f, -14.5f),
                far = project(camera, 0, 0.5f, -39.5f);
        assertColour(0xff5959 & 0xffffff, image.getRGB(near[0], near[1]), 3, "near: level 0, red");
        assertColour(0x59ff59, image.getRGB(mid[0], mid[1]), 3, "15 m: level 1, green");
        assertColour(0x5959ff, image.getRGB(far[0], far[1]), 3, "40 m: level 2, blue");
        GpuModel gpu = renderer.upload(model);
        assertEquals(3, gpu.levelCount());
        assertEquals(0, gpu.levelFor(11.9));
        assertEquals(1, gpu.levelFor(12));
        assertEquals(2, gpu.levelFor(30));
        assertTrue(gpu.level(1) == green);
        // Moving the eye out past 30 m from every box turns them all blue.
        DioramaCamera away = new DioramaCamera().lookAt(0, 0.5f, -15, 0, 10, 60);
        BufferedImage distant = frame("model-lod-away", away, RenderLook.plain(), () -> renderer.draw(row));
        int[] first = project(away, 0, 0.5f, 0.5f);
        assertColour(0x5959ff, distant.getRGB(first[0], first[1]), 3, "the first box from 60 m: level 2");
    }

    @Test
    void aClosedModelHasReleasedEveryGlObjectItMade() {
        Model cards = ModelFixtures.cards();
        Model model = cards.withLods(List.of(new dev.loam.model.ModelLod(20, ModelFixtures.box("lod",
                Material.of("lod", Rgba.WHITE), 1, 1, 1))));
        GpuModel gpu = new GpuModel(model);
        int[][] names = gpu.glNames();
        assertEquals(2, names[0].length, "a vertex array a mesh of each level");
        assertEquals(4, names[1].length);
        assertEquals(1, names[2].length, "one texture");
        assertEquals(1, gpu.textureCount());
        assertEquals(4, gpu.bufferCount());
        assertTrue(gpu.gpuBytes() > 16 * 16 * 4);
        for (int n : names[0]) {
            assertTrue(glIsVertexArray(n));
        }
        for (int n : names[1]) {
            assertTrue(glIsBuffer(n));
        }
        assertTrue(glIsTexture(names[2][0]));
        gpu.close();
        for (int n : names[0]) {
            assertFalse(glIsVertexArray(n), "vertex array " + n + " freed");
        }
        for (int n : names[1]) {
            assertFalse(glIsBuffer(n), "buffer " + n + " freed");
        }
        assertFalse(glIsTexture(names[2][0]), "texture freed");
        assertEquals(0, gpu.gpuBytes());
        assertEquals(0, gpu.bufferCount());
        assertEquals(0, gpu.textureCount());
        gpu.close();
        assertEquals(GL_NO_ERROR, glGetError());
    }

    @Test
    @SuppressWarnings("try") // closing inside the block is what is tested
    void theRendererReleasesTheModelsItUploaded() {
        Model box = ModelFixtures.box("released", Material.of("m", Rgba.WHITE), 1, 1, 1);
        GpuModel gpu = renderer.upload(box);
        assertTrue(renderer.upload(box) == gpu, "uploaded once, by identity");
        int[][] names = gpu.glNames();
        renderer.release(box);
        assertTrue(gpu.closed());
        assertFalse(glIsBuffer(names[1][0]));
        try (ModelRenderer other = new ModelRenderer()) {
            GpuModel kept = other.upload(box);
            other.close();
            assertTrue(kept.closed(), "closing the renderer closes its models");
            assertThrows(IllegalStateException.class, () -> other.upload(box));
        }
    }

    /** The pixel a world point projects to, top row first. */
    private static int[] project(DioramaCamera camera, float x, float y, float z) {
        org.joml.Vector4f p = camera.viewProjection((float) WIDTH / HEIGHT, new org.joml.Matrix4f())
                .transform(new org.joml.Vector4f(x, y, z, 1));
        return new int[] {(int) ((p.x / p.w * 0.5f + 0.5f) * WIDTH), (int) ((0.5f - p.y / p.w * 0.5f) * HEIGHT)};
    }

    private static void assertColour(int expected, int actual, int tolerance) {
        assertColour(expected, actual, tolerance, "");
    }

    private static void assertColour(int expected, int actual, int tolerance, String what) {
        for (int shift = 0; shift < 24; shift += 8) {
            int e = expected >> shift & 0xff, a = actual >> shift & 0xff;
            assertTrue(Math.abs(e - a) <= tolerance, what + ": expected " + Integer.toHexString(expected & 0xffffff)
                    + ", got " + Integer.toHexString(actual & 0xffffff));
        }
    }
}
