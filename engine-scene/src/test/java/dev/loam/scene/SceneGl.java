package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.testkit.GoldenImages;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/** The scenes' pictures: each written under target/scene-pictures/ and compared with its golden. */
final class SceneGl {
    private SceneGl() {
    }

    static void assertGolden(String name, BufferedImage image) throws Exception {
        save(name, image);
        GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite(name, image), image);
        assertTrue(diff.matches(), name + ": " + diff);
    }

    /** Writes a picture under target/scene-pictures/ to look at. */
    static void save(String name, BufferedImage image) throws java.io.IOException {
        Path out = Path.of("target", "scene-pictures");
        Files.createDirectories(out);
        ImageIO.write(image, "png", out.resolve(name + ".png").toFile());
    }

    /** How many pixels pass a test. */
    static int count(BufferedImage image, java.util.function.IntPredicate test) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (test.test(image.getRGB(x, y))) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Lava's crust and its glowing cracks: red over green and blue (sand and rock are far nearer grey). */
    static boolean lava(int rgb) {
        int r = rgb >> 16 & 0xff, g = rgb >> 8 & 0xff, b = rgb & 0xff;
        return r > 60 && r > g + 30 && r > b + 40;
    }

    /** Grass: green over red and blue. */
    static boolean grass(int rgb) {
        int r = rgb >> 16 & 0xff, g = rgb >> 8 & 0xff, b = rgb & 0xff;
        return g > r + 10 && g > b + 10;
    }

    /** Water: blue over red. */
    static boolean water(int rgb) {
        int r = rgb >> 16 & 0xff, g = rgb >> 8 & 0xff, b = rgb & 0xff;
        return b > r + 20 && b >= g - 10 && b > 90;
    }
}
