package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.loam.testkit.GoldenImages;
import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
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
    private static final long WAIT_MS = 120_000;

    @Test
    void realClicksAndADragRaiseTheGreenRefuseATreeInTheRiverAndThePictureMatches(@TempDir Path dir) throws Exception {
        assumeTrue(onPath("Xvfb") && onPath("xdotool"), "needs Xvfb and xdotool on the PATH (.ci/run installs them)");
        Process xvfb = new ProcessBuilder("Xvfb", "-displayfd", "1", "-screen", "0", "1280x720x24", "-nolisten", "tcp")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Process app = null;
        try {
            String display = ":" + new BufferedReader(new InputStreamReader(xvfb.getInputStream(), StandardCharsets.UTF_8))
                    .readLine().trim();
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
            if (Runtime.version().feature() >= 22) {
                command.add("--enable-native-access=ALL-UNNAMED");
            }
            command.addAll(List.of("-Xmx512m", "-cp", System.getProperty("java.class.path"),
                    "dev.loam.examples.VillageExample", "--out", dir.toString()));
            ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
            pb.environment().put("DISPLAY", display);
            pb.environment().remove("WAYLAND_DISPLAY");
            app = pb.start();
            Output out = new Output(app);

            out.await(l -> l.equals("builder ready"));
            Map<String, float[]> widgets = out.widgets();
            String window = xdotool(display, "search", "--name", "Loam: village diorama").get(0);

            click(display, window, widgets, "Raise");
            out.await(l -> l.equals("editor: tool: Raise"));
            xdotool(display, "mousemove", "--window", window, "520", "300");
            xdotool(display, "mousedown", "1");
            xdotool(display, "mousemove", "--window", window, "560", "300");
            xdotool(display, "mousemove", "--window", window, "600", "310");
            xdotool(display, "mouseup", "1");
            String raised = out.await(l -> l.startsWith("editor: raise at column"));

            click(display, window, widgets, "swatch tree");
            out.await(l -> l.equals("editor: block: tree"));
            click(display, window, widgets, "Paint");
            out.await(l -> l.equals("editor: tool: Paint"));
            xdotool(display, "mousemove", "--window", window, "560", "386");
            xdotool(display, "click", "1");
            String refused = out.await(l -> l.startsWith("editor: refused: "));

            xdotool(display, "mousemove", "--window", window, "640", "250");
            xdotool(display, "key", "F12");
            String picture = out.await(l -> l.startsWith("picture "));
            xdotool(display, "key", "Escape");
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
        } finally {
            if (app != null && app.isAlive()) {
                app.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
            xvfb.destroy();
            xvfb.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static boolean onPath(String program) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, program))) {
                return true;
            }
        }
        return false;
    }

    private static void click(String display, String window, Map<String, float[]> widgets, String name) throws Exception {
        float[] r = widgets.get(name);
        assertNotNull(r, "the overlay has no widget " + name + ": " + widgets.keySet());
        xdotool(display, "mousemove", "--window", window, "" + (int) (r[0] + r[2] / 2), "" + (int) (r[1] + r[3] / 2));
        xdotool(display, "click", "1");
    }

    /** Runs xdotool on the display; returns its output lines. */
    private static List<String> xdotool(String display, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("xdotool"));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("DISPLAY", display);
        Process p = pb.start();
        List<String> lines = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "xdotool " + String.join(" ", args) + " hangs");
        assertEquals(0, p.exitValue(), "xdotool " + String.join(" ", args) + ": " + lines);
        // Give the window's loop a few frames to read the events.
        Thread.sleep(250);
        return lines;
    }

    /** The example's output, read on a thread of its own and awaited line by line. */
    private static final class Output {
        private final List<String> lines = new ArrayList<>();
        private int read;

        Output(Process app) {
            Thread t = new Thread(() -> {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(app.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line; (line = in.readLine()) != null; ) {
                        synchronized (this) {
                            lines.add(line);
                            notifyAll();
                        }
                    }
                } catch (IOException e) {
                    synchronized (this) {
                        lines.add("(output lost: " + e.getMessage() + ")");
                        notifyAll();
                    }
                }
            }, "village-output");
            t.setDaemon(true);
            t.start();
        }

        /** The first line from here on that matches, waiting for it. */
        synchronized String await(Predicate<String> match) throws InterruptedException {
            long until = System.currentTimeMillis() + WAIT_MS;
            while (true) {
                for (; read < lines.size(); read++) {
                    if (match.test(lines.get(read))) {
                        return lines.get(read++);
                    }
                }
                long left = until - System.currentTimeMillis();
                if (left <= 0) {
                    throw new AssertionError("the example never printed the line awaited; it printed:\n" + text());
                }
                wait(left);
            }
        }

        /** The widgets' rectangles the example printed on its first frame. */
        synchronized Map<String, float[]> widgets() {
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

        synchronized String text() {
            return String.join("\n", lines);
        }
    }
}
