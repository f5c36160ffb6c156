package dev.loam.testkit;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/**
 * Compares rendered frames with committed PNGs under {@code src/test/resources/golden/} of the module
 * whose tests run: a pixel
 * has changed when a channel differs by more than {@link #CHANNEL_TOLERANCE}, and a frame matches
 * while no more than {@link #CHANGED_PIXEL_BUDGET} of its pixels changed (llvmpipe is
 * byte-identical run to run into an FBO; a Mesa upgrade may shift a few pixels). Run the tests
 * with {@code -Dloam.golden.write=true} to write missing goldens, then look at each one.
 */
public final class GoldenImages {
    /** Levels a channel may differ by, out of 255. */
    public static final int CHANNEL_TOLERANCE = 2;
    /** Share of a frame's pixels that may change beyond the tolerance. */
    public static final double CHANGED_PIXEL_BUDGET = 0.002;
    /** Where the goldens live, from the module's folder (the tests' working folder). */
    public static final Path FOLDER = Path.of("src", "test", "resources", "golden");

    private GoldenImages() {
    }

    /** How two frames differ. */
    public record Diff(int changedPixels, int totalPixels, int largestChannelDelta) {
        /** Whether the frames match within the tolerance and the budget. */
        public boolean matches() {
            return changedPixels <= CHANGED_PIXEL_BUDGET * totalPixels;
        }

        @Override
        public String toString() {
            return changedPixels + " of " + totalPixels + " pixels changed (budget "
                    + (int) (CHANGED_PIXEL_BUDGET * totalPixels) + "), largest channel delta " + largestChannelDelta;
        }
    }

    /** Compares two frames of one size. */
    public static Diff diff(BufferedImage expected, BufferedImage actual) {
        if (expected.getWidth() != actual.getWidth() || expected.getHeight() != actual.getHeight()) {
            int n = actual.getWidth() * actual.getHeight();
            return new Diff(n, n, 255);
        }
        int changed = 0, largest = 0;
        for (int y = 0; y < actual.getHeight(); y++) {
            for (int x = 0; x < actual.getWidth(); x++) {
                int e = expected.getRGB(x, y), a = actual.getRGB(x, y), worst = 0;
                for (int shift = 0; shift < 24; shift += 8) {
                    worst = Math.max(worst, Math.abs((e >>> shift & 0xff) - (a >>> shift & 0xff)));
                }
                largest = Math.max(largest, worst);
                if (worst > CHANNEL_TOLERANCE) {
                    changed++;
                }
            }
        }
        return new Diff(changed, actual.getWidth() * actual.getHeight(), largest);
    }

    /**
     * The golden of a name, written from {@code actual} first when missing and
     * {@code loam.golden.write} is true. Call it only with a frame that should be the golden.
     *
     * @throws IOException when missing and not to be written
     */
    public static BufferedImage goldenOrWrite(String name, BufferedImage actual) throws IOException {
        Path file = FOLDER.resolve(name + ".png");
        if (!Files.exists(file) && Boolean.getBoolean("loam.golden.write")) {
            Files.createDirectories(FOLDER);
            ImageIO.write(actual, "png", file.toFile());
        }
        return golden(name);
    }

    /**
     * The committed golden of a name.
     *
     * @throws IOException when there is none
     */
    public static BufferedImage golden(String name) throws IOException {
        Path file = FOLDER.resolve(name + ".png");
        if (!Files.exists(file)) {
            throw new IOException("no golden image " + file + ": run the GL tests with -Dloam.golden.write=true, "
                    + "then look at it before committing it");
        }
        return ImageIO.read(file.toFile());
    }
}
