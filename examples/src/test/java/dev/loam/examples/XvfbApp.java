package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * An example run in its own JVM with a GLFW window on an X server of its own (Xvfb, GLX on Mesa's
 * llvmpipe), driven by xdotool as a player would drive it, its output read line by line. Needs
 * {@code Xvfb} and {@code xdotool} ({@code .ci/run} installs both): see {@link #available()}.
 */
final class XvfbApp implements AutoCloseable {
    static final long WAIT_MS = 120_000;

    private final Process xvfb;
    private final String display;
    private final List<Process> apps = new ArrayList<>();

    private XvfbApp(Process xvfb, String display) {
        this.xvfb = xvfb;
        this.display = display;
    }

    /** Whether Xvfb and xdotool are on the PATH. */
    static boolean available() {
        return onPath("Xvfb") && onPath("xdotool");
    }

    /** Starts an X server of 1280 × 720 pixels. */
    static XvfbApp start() throws IOException {
        Process xvfb = new ProcessBuilder("Xvfb", "-displayfd", "1", "-screen", "0", "1280x720x24", "-nolisten", "tcp")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String display = ":" + new BufferedReader(new InputStreamReader(xvfb.getInputStream(), StandardCharsets.UTF_8))
                .readLine().trim();
        return new XvfbApp(xvfb, display);
    }

    /** Runs an example's main class with arguments on this display in 512 MB of heap; its output is read as it comes. */
    Output run(String mainClass, String... args) throws IOException {
        return runIn("512m", mainClass, args);
    }

    /** Runs an example's main class with arguments on this display in the heap given ({@code -Xmx}). */
    Output runIn(String heap, String mainClass, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        if (Runtime.version().feature() >= 22) {
            command.add("--enable-native-access=ALL-UNNAMED");
        }
        command.addAll(List.of("-Xmx" + heap, "-cp", System.getProperty("java.class.path"), mainClass));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("DISPLAY", display);
        pb.environment().remove("WAYLAND_DISPLAY");
        Process app = pb.start();
        apps.add(app);
        return new Output(app);
    }

    /** Runs xdotool on the display; returns its output lines, then gives the window's loop a few frames to read the events. */
    List<String> xdotool(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("xdotool"));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("DISPLAY", display);
        Process p = pb.start();
        List<String> lines = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "xdotool " + String.join(" ", args) + " hangs");
        assertEquals(0, p.exitValue(), "xdotool " + String.join(" ", args) + ": " + lines);
        Thread.sleep(250);
        return lines;
    }

    @Override
    public void close() throws InterruptedException {
        for (Process app : apps) {
            if (app.isAlive()) {
                app.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }
        xvfb.destroy();
        xvfb.waitFor(10, TimeUnit.SECONDS);
    }

    private static boolean onPath(String program) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, program))) {
                return true;
            }
        }
        return false;
    }

    /** An example's process and its output, read on a thread of its own and awaited line by line. */
    static final class Output {
        private final Process app;
        private final List<String> lines = new ArrayList<>();
        private int read;

        Output(Process app) {
            this.app = app;
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
            }, "example-output");
            t.setDaemon(true);
            t.start();
        }

        /** The example's process. */
        Process process() {
            return app;
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

        /** Every line printed so far. */
        synchronized List<String> lines() {
            return List.copyOf(lines);
        }

        synchronized String text() {
            return String.join("\n", lines);
        }
    }
}
