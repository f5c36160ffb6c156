package dev.loam.assets.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.ModelTexture;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class FarCardsTest {
    /** Where the golden lives, from the module's folder; write a missing one with {@code -Dloam.golden.write=true} and look at it. */
    private static final Path GOLDEN = Path.of("src", "test", "resources", "golden", "pine-far.png");

    private static BufferedImage image(ModelTexture t) {
        BufferedImage img = new BufferedImage(t.width(), t.height(), BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < t.height(); y++) {
            for (int x = 0; x < t.width(); x++) {
                int p = t.pixel(x, y);
                img.setRGB(x, y, (p & 0xff) << 24 | p >>> 8);
            }
        }
        return img;
    }

    @Test
    void theConiferCardMatchesItsGoldenToTheByte() throws IOException {
        BufferedImage actual = image(FarCards.conifer());
        if (!Files.exists(GOLDEN) && Boolean.getBoolean("loam.golden.write")) {
            Files.createDirectories(GOLDEN.getParent());
            ImageIO.write(actual, "png", GOLDEN.toFile());
        }
        assertTrue(Files.exists(GOLDEN), "no golden " + GOLDEN + ": run with -Dloam.golden.write=true and look at it");
        BufferedImage golden = ImageIO.read(GOLDEN.toFile());
        assertEquals(golden.getWidth(), actual.getWidth());
        assertEquals(golden.getHeight(), actual.getHeight());
        for (int y = 0; y < actual.getHeight(); y++) {
            for (int x = 0; x < actual.getWidth(); x++) {
                assertEquals(golden.getRGB(x, y), actual.getRGB(x, y), "pixel " + x + ", " + y);
            }
        }
    }

    @Test
    void eachHalfIsATreeStandingOnTheCardsFootAndNarrowingUpward() {
        ModelTexture t = FarCards.conifer();
        for (int half = 0; half < 2; half++) {
            int x0 = half * t.width() / 2;
            int[] width = new int[t.height()];
            for (int y = 0; y < t.height(); y++) {
                for (int x = x0; x < x0 + t.width() / 2; x++) {
                    int a = t.pixel(x, y) & 0xff;
                    assertTrue(a == 0 || a == 255, "alpha is all or nothing");
                    width[y] += a == 255 ? 1 : 0;
                }
            }
            assertTrue(width[t.height() - 1] > 0, "the trunk reaches the foot");
            assertEquals(0, width[0], "the top row is clear");
            int widest = 0;
            for (int y = 0; y < t.height(); y++) {
                widest = Math.max(widest, width[y]);
            }
            int firstRow = 0;
            while (width[firstRow] == 0) {
                firstRow++;
            }
            assertTrue(width[firstRow] * 4 < widest, "the tip is narrow");
            assertTrue(firstRow < t.height() / 8, "the tree fills the card's height");
        }
    }
}
