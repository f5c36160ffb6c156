package dev.loam.render.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.Kit;
import dev.loam.model.Model;
import dev.loam.model.ModelTexture;
import dev.loam.model.Transforms;
import dev.loam.testkit.GoldenImages;
import java.awt.image.BufferedImage;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A conifer baked into far cards, and its cards drawn beside it: the same tree at a distance. */
@Tag("gl")
class FarCardBakerTest {
    private static final int WIDTH = 320, HEIGHT = 200;
    static final RenderLook LOOK = new RenderLook("far card test", 235, 34, new float[] {1.05f, 0.92f, 0.78f},
            new float[] {0.46f, 0.52f, 0.62f}, 60, 0, 0, 0xa9bfd4);
    private static GlContext gl;
    private static FrameRenderer frame;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlContext.open(WIDTH, HEIGHT, "far card test", true, Map.of());
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

    static BufferedImage picture(ModelTexture t) {
        BufferedImage image = new BufferedImage(t.width(), t.height(), BufferedImage.TYPE_INT_ARGB);
        ByteBuffer px = t.pixels();
        for (int y = 0; y < t.height(); y++) {
            for (int x = 0; x < t.width(); x++) {
                int i = 4 * (y * t.width() + x);
                image.setRGB(x, y, (px.get(i + 3) & 0xff) << 24 | (px.get(i) & 0xff) << 16 | (px.get(i + 1) & 0xff) << 8
                        | (px.get(i + 2) & 0xff));
            }
        }
        return image;
    }

    static void save(String name, BufferedImage image) throws Exception {
        Path out = Path.of("target", "far-cards");
        Files.createDirectories(out);
        ImageIO.write(image, "png", out.resolve(name + ".png").toFile());
    }

    @Test
    void aConiferBakesIntoTwoViewsWithAlphaRoundItsSilhouette() throws Exception {
        try (FarCardBaker baker = new FarCardBaker(64, 128)) {
            FarCardBaker.Atlas a = baker.bake(Kit.model("conifer"), LOOK, "conifer far");
            BufferedImage atlas = picture(a.atlas());
            save("conifer-atlas", atlas);
            assertEquals(128, atlas.getWidth());
            assertEquals(128, atlas.getHeight());
            for (int view = 0; view < 2; view++) {
                int drawn = 0, clear = 0;
                for (int y = 0; y < 128; y++) {
                    for (int x = 64 * view; x < 64 * view + 64; x++) {
                        if (atlas.getRGB(x, y) >>> 24 == 255) {
                            drawn++;
                        } else {
                            clear++;
                        }
                    }
                }
                // A conifer's tent covers a good part of its frame, never all of it.
                assertTrue(drawn > 1000 && clear > 2000, "view " + view + ": " + drawn + " drawn, " + clear + " clear");
            }
            // The corners round the crown's top are clear; the crown's middle is drawn, in green.
            assertEquals(0, atlas.getRGB(1, 1) >>> 24);
            int mid = atlas.getRGB(32, 70);
            assertEquals(255, mid >>> 24);
            assertTrue((mid >> 8 & 0xff) > (mid >> 16 & 0xff), "green over red: " + Integer.toHexString(mid));
            assertTrue(a.top() > a.bottom() && a.half() > 0);
        }
    }

    @Test
    void cardsBesideTheTreeReadAsTheSameTree() throws Exception {
        Model tree = Kit.model("conifer");
        try (FarCardBaker baker = new FarCardBaker(128, 256)) {
            FarCardBaker.Atlas a = baker.bake(tree, LOOK, "conifer far");
            Model cards = FarCardBaker.cards(a, null, false, "conifer cards");
            Model tent = FarCardBaker.cards(a, new float[] {0, 0, 0.5f, 1}, true, "conifer tent");
            float h = tree.bounds().maxY();
            FlyCamera camera = new FlyCamera().set(0, h * 0.5f, 6 * h, 0, 0).lens(30, 0.3f, 500);
            frame.begin(camera, LOOK, target, 0)
                    .draw(tree, Transforms.placed(-1.2f * h, 0, 0, 0.4f, 1))
                    .draw(cards, Transforms.placed(0, 0, 0, 0.4f, 1))
                    .draw(tent, Transforms.placed(1.2f * h, 0, 0, 0.4f, 1)).end();
            BufferedImage image = target.readImage();
            save("conifer-beside-its-cards", image);
            int[] tall = new int[3];
            int[] green = new int[3];
            for (int third = 0; third < 3; third++) {
                int top = HEIGHT, bottom = -1;
                for (int y = 0; y < HEIGHT; y++) {
                    for (int x = third * WIDTH / 3; x < (third + 1) * WIDTH / 3; x++) {
                        int rgb = image.getRGB(x, y);
                        int r = rgb >> 16 & 0xff, g = rgb >> 8 & 0xff, b = rgb & 0xff;
                        if (g > b + 10 && g > r) {
                            green[third]++;
                            top = Math.min(top, y);
                            bottom = Math.max(bottom, y);
                        }
                    }
                }
                tall[third] = bottom - top;
            }
            // As tall and about as much needles as the tree itself.
            for (int k = 1; k < 3; k++) {
                assertTrue(Math.abs(tall[k] - tall[0]) <= 0.08 * tall[0], "heights " + java.util.Arrays.toString(tall));
                assertTrue(Math.abs(green[k] - green[0]) <= 0.35 * green[0], "needles " + java.util.Arrays.toString(green));
            }
            BufferedImage golden = GoldenImages.goldenOrWrite("far-cards-beside-tree", image);
            GoldenImages.Diff diff = GoldenImages.diff(golden, image);
            assertTrue(diff.matches(), "far-cards-beside-tree: " + diff);
        }
    }

    @Test
    void aBakerRefusesViewsOutOfRangeAndAModelWithNothingToDraw() {
        assertThrows(IllegalArgumentException.class, () -> new FarCardBaker(4, 64));
        assertThrows(IllegalArgumentException.class, () -> new FarCardBaker(64, 5000));
        try (FarCardBaker baker = new FarCardBaker(16, 16)) {
            Model empty = Model.builder("empty").build();
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> baker.bake(empty, LOOK, "x"));
            assertTrue(e.getMessage().contains("empty"), e.getMessage());
        }
    }
}
