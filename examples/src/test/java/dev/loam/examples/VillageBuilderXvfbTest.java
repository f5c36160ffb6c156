package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.loam.testkit.GoldenImages;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The village window's map builder driven by real input: the example runs in its own JVM with a
 * GLFW window on an X server of its own (Xvfb, GLX on Mesa's llvmpipe), and xdotool moves and
 * clicks the X pointer and presses keys as a player would. It picks Raise on the panel, drags a
 * stroke across the green, picks the tree swatch and Paint, clicks the river (refused, in words on
 * the screen), hovers a cell and asks for the window's picture, which is compared with a golden.
 * Needs {@code Xvfb} and {@code xdotool} ({@code .ci/run} installs both).
 */
@Tag("gl")
class VillageBuilderXvfbTest {
    @Test
    void realClicksAndADragRaiseTheGreenRefuseATreeInTheRiverAndThePictureMatches(@TempDir Path dir) throws Exception {
        assumeTrue(XvfbApp.available(), "needs Xvfb and xdotool on the PATH (.ci/run installs them)");
        try (XvfbApp x = XvfbApp.start()) {
            XvfbApp.Output out = x.run("dev.loam.examples.VillageExample", "--out", dir.toString());
            Process app = out.process();

            out.await(l -> l.equals("builder ready"));
            Map<String, float[]> widgets = widgets(out.lines());
            String window = x.xdotool("search", "--name", "Loam: village diorama").get(0);

            click(x, window, widgets, "Raise");
            out.await(l -> l.equals("editor: tool: Raise"));
            x.xdotool("mousemove", "--window", window, "520", "300");
            x.xdotool("mousedown", "1");
            x.xdotool("mousemove", "--window", window, "560", "300");
            x.xdotool("mousemove", "--window", window, "600", "310");
            x.xdotool("mouseup", "1");
            String raised = out.await(l -> l.startsWith("editor: raise at column"));

            click(x, window, widgets, "swatch tree");
            out.await(l -> l.equals("editor: block: tree"));
            click(x, window, widgets, "Paint");
            out.await(l -> l.equals("editor: tool: Paint"));
            x.xdotool("mousemove", "--window", window, "560", "386");
            x.xdotool("click", "1");
            String refused = out.await(l -> l.startsWith("editor: refused: "));

            x.xdotool("mousemove", "--window", window, "640", "250");
            x.xdotool("key", "F12");
            String picture = out.await(l -> l.startsWith("picture "));
            x.xdotool("key", "Escape");
            assertTrue(app.waitFor(30, TimeUnit.SECONDS), "Escape closes the window");
            assertEquals(0, app.exitValue(), out.text());

            assertTrue(raised.matches("editor: raise at column \\d+, row \\d+ and \\d+ more cells"), raised);
            assertTrue(refused.contains("holds water (riverbed), and the tree is drawn as a model"), refused);
            BufferedImage image = ImageIO.read(Path.of(picture.substring("picture ".length())).toFile());
            assertNotNull(image, picture);
            GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite("village-builder-xvfb", image), image);
            if (!diff.matches()) {
                Path seen = Path.of("target", "golden-actual", "village-builder-xvfb.png");
                Files.createDirectories(seen.getParent());
                ImageIO.write(image, "png", seen.toFile());
            }
            assertTrue(diff.matches(), "the window's picture differs from the golden: " + diff);
        }
    }

    private static void click(XvfbApp x, String window, Map<String, float[]> widgets, String name) throws Exception {
        float[] r = widgets.get(name);
        assertNotNull(r, "the overlay has no widget " + name + ": " + widgets.keySet());
        x.xdotool("mousemove", "--window", window, "" + (int) (r[0] + r[2] / 2), "" + (int) (r[1] + r[3] / 2));
        x.xdotool("click", "1");
    }

    /** The widgets' rectangles the example printed on its first frame. */
    private static Map<String, float[]> widgets(List<String> lines) {
        Map<String, float[]> out = new HashMap<>();
        for (String l : lines) {
            if (l.startsWith("widget ")) {
                String[] w = l.substring(7).split(" ");
                int n = w.length;
                String name = String.join(" ", java.util.Arrays.copyOf(w, n - 4));
                out.put(name, new float[] {Float.parseFloat(w[n - 4]), Float.parseFloat(w[n - 3]),
                        Float.parseFloat(w[n - 2]), Float.parseFloat(w[n - 1])});
            }
        }
        return out;
    }
}
