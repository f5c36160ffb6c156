package dev.loam.render.gl;

import dev.loam.testkit.GoldenImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The three-sided pictures {@code loam model render} writes, from a context of their own. */
@Tag("gl")
class ModelPicturesTest {
    /** A small tree: a six-sided trunk and a crown of masked leaf cards over it, and a red box on its front (+z). */
    static Model tree() {
        Model trunk = Model.of("trunk", List.of(ModelFixtures.prism("trunk", 0, 6, 0.12f, 1.1f)),
                List.of(Material.of("bark", Rgba.ofSrgb(0x6b4a2b))), List.of());
        Model front = ModelFixtures.box("front", Material.of("red", Rgba.ofSrgb(0xc03020)), 0.16f, 0.16f, 0.16f);
        return Model.merged("tree", List.of(trunk, ModelFixtures.cards(), front), List.of(Transforms.identity(),
                Transforms.placed(0, 0.8f, 0, 0.4f, 1), Transforms.placed(0, 0.3f, 0.14f, 0, 1)));
    }

    @Test
    void aModelIsPicturedFromTheFrontTheSideAndThreeQuarterAboveOnAGroundWithItsShadow() throws Exception {
        BufferedImage image = ModelPictures.threeSides(tree(), RenderLook.diorama(), 160, 160);
        assertEquals(480, image.getWidth());
        assertEquals(160, image.getHeight());
        Path out = Path.of("target", "model-frames", "model-three-sides.png");
        Files.createDirectories(out.getParent());
        ImageIO.write(image, "png", out.toFile());
        GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite("model-three-sides", image), image);
        assertTrue(diff.matches(), "model-three-sides: " + diff + "; the picture drawn is in " + out);
        // Each view holds the model: leaf green in each third.
        for (int v = 0; v < 3; v++) {
            int green = 0;
            for (int y = 0; y < 160; y++) {
                for (int x = v * 160; x < v * 160 + 160; x++) {
                    int c = image.getRGB(x, y);
                    if ((c >> 8 & 0xff) > (c >> 16 & 0xff) + 25 && (c >> 8 & 0xff) > (c & 0xff) + 25) {
                        green++;
                    }
                }
            }
            assertTrue(green > 300, "view " + v + " shows the crown: " + green + " green pixels");
        }
    }

    @Test
    void theDefaultPictureIsThreeSquareViewsUnderTheDioramasLight() throws Exception {
        Model model = tree();
        BufferedImage image = ModelPictures.threeSides(model);
        assertEquals(3 * ModelPictures.VIEW_SIZE, image.getWidth());
        assertEquals(ModelPictures.VIEW_SIZE, image.getHeight());
        ImageIO.write(image, "png", Path.of("target", "model-frames", "model-three-sides-default.png").toFile());
        BufferedImage explicit = ModelPictures.threeSides(model, RenderLook.diorama(), ModelPictures.VIEW_SIZE,
                ModelPictures.VIEW_SIZE);
        assertEquals(0, GoldenImages.diff(explicit, image).changedPixels(), "the same picture, drawn again");
    }

    @Test
    void aModelOfNoMeshesOrAViewOutOfRangeIsRefused() {
        Model empty = Model.of("empty", List.of(), List.of(), List.of());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ModelPictures.threeSides(empty, RenderLook.plain(), 64, 64));
        assertTrue(e.getMessage().contains("\"empty\" has no meshes"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ModelPictures.threeSides(tree(), RenderLook.plain(), 8, 64));
        assertTrue(e.getMessage().contains("8x64"), e.getMessage());
    }
}
