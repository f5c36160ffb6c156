package dev.loam.examples;

import static org.lwjgl.glfw.GLFW.*;

import dev.loam.core.NumberText;
import dev.loam.render.gl.Camera;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GlUnavailableException;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.render.gl.RenderTarget;
import dev.loam.scene.SceneUpdate;
import dev.loam.scene.TerrainScene;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterBrush;
import dev.loam.terrain.ScatterItem;
import dev.loam.terrain.ScatterStroke;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainHeightmaps;
import dev.loam.terrain.TerrainLayer;
import dev.loam.terrain.TerrainRect;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A terrain from a heightmap, painted and planted, drawn in 3D: {@code terrain/hills.png} (16-bit
 * greyscale) imported at 4 m a pixel and 60 m at white, its four splat layers painted by slope and
 * height (grass on the flats, dirt on the banks, rock on the steeps, snow on the tops), woods and
 * rocks brushed on in strokes (none on rock or snow), then drawn by one {@link TerrainScene}; a
 * mound raised by an edit reaches the drawable and the collider in one {@code update()}.
 * <ul>
 *   <li>with a display, in a window: drag to orbit, scroll to zoom, Escape quits;</li>
 *   <li>without one (or with {@code --offscreen}), as PNG files: an overview, a view from the
 *       valley floor, and the overview after the edit.</li>
 * </ul>
 *
 * <p>Run: {@code java -cp examples/target/examples.jar dev.loam.examples.TerrainExample [--offscreen] [--out DIR]}
 */
public final class TerrainExample {
    private static final int WIDTH = 960, HEIGHT = 540;
    static final double CELL = 4, TOP = 60;

    private TerrainExample() {
    }

    public static void main(String[] args) {
        ExampleArgs parsed = ExampleArgs.parse(args);
        boolean offscreen = parsed.offscreen();
        Path out = parsed.out();
        try {
            run(System.out, out, offscreen);
        } catch (GlUnavailableException e) {
            System.err.println("cannot draw the terrain: " + e.getMessage());
            System.exit(1);
        }
    }

    /** The heightmap imported, its layers named and painted by slope and height. */
    static Terrain terrain() {
        Terrain imported = TerrainHeightmaps.importPng(resource("terrain/hills.png"), CELL, TOP);
        int nx = imported.resolutionX(), nz = imported.resolutionZ();
        byte[] splat = new byte[4 * nx * nz];
        for (int j = 0; j < nz; j++) {
            for (int i = 0; i < nx; i++) {
                double x = i * CELL, z = j * CELL;
                double slope = imported.slopeDegreesAt(Math.min(x, (nx - 1) * CELL - 0.01), Math.min(z, (nz - 1) * CELL - 0.01));
                double h = imported.height(i, j);
                double snow = clamp((h - 0.8 * TOP) / (0.08 * TOP));
                double rock = clamp((slope - 28) / 8) * (1 - snow);
                double dirt = clamp((slope - 14) / 8) * (1 - rock - snow);
                double grass = Math.max(0, 1 - snow - rock - dirt);
                int a = 4 * (j * nx + i);
                splat[a] = (byte) Math.round(grass * 255);
                splat[a + 1] = (byte) Math.round(dirt * 255);
                splat[a + 2] = (byte) Math.round(rock * 255);
                splat[a + 3] = (byte) Math.round(snow * 255);
            }
        }
        return imported.toBuilder().splat(splat)
                .layers(List.of(new TerrainLayer("grass", 8, 0.7, 0.5), new TerrainLayer("dirt", 6, 0.5, 0.5),
                        new TerrainLayer("rock", 10, 0.8, 0.7), new TerrainLayer("snow", 12, 0.4, 0.5)))
                .build();
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }

    /** Conifers, broadleaves and rocks in strokes over the terrain, then cleared from rock and snow. */
    static Scatter woods(Terrain terrain) {
        Scatter s = Scatter.builder("woods").chunkSize(64).visibilityRange(600)
                .items(List.of(ScatterItem.of("conifer").withSpacing(7), ScatterItem.of("broadleaf").withSpacing(9),
                        ScatterItem.of("rock").withSpacing(6).withPose(1, true, 8, 0.1)))
                .build();
        double side = (terrain.resolutionX() - 1) * CELL;
        long seed = 41;
        for (int k = 0; k < 36; k++) {
            // A stroke in each of six by six squares, off its middle by a fixed wobble.
            double cx = side * ((k % 6 + 0.5 + 0.3 * Math.sin(k * 2.1)) / 6), cz = side * ((k / 6 + 0.5 + 0.3 * Math.cos(k * 1.7)) / 6);
            ScatterBrush.paint(s, terrain, new ScatterStroke(cx, cz, 26, 22, seed + k));
        }
        double[] weights = new double[4];
        s.removeIf(k -> {
            terrain.splatAt(s.x(k), s.z(k), weights);
            return weights[2] + weights[3] > 0.4;
        });
        return s;
    }

    static List<Path> run(PrintStream out, Path outDir, boolean offscreen) {
        Terrain terrain = terrain();
        Scatter woods = woods(terrain);
        out.printf(Locale.ROOT, "terrain: %dx%d vertices %s m apart, 4 layers painted by slope and height; %d instances brushed%n",
                terrain.resolutionX(), terrain.resolutionZ(), NumberText.fixed(CELL, 0), woods.size());
        try (GlContext gl = GlContext.open(WIDTH, HEIGHT, "Loam: a terrain", offscreen)) {
            out.println("== Drawing with " + gl.renderer() + " (" + gl.kind() + ") ==");
            try (TerrainScene scene = TerrainScene.builder(terrain).scatter(woods).build();
                 FrameRenderer frame = new FrameRenderer()) {
                if (gl.headless()) {
                    return views(scene, frame, out, outDir);
                }
                window(gl, scene, frame, out);
                return List.of();
            }
        }
    }

    private static List<Path> views(TerrainScene scene, FrameRenderer frame, PrintStream out, Path outDir) {
        RenderLook look = RenderLook.diorama();
        List<Path> files = new ArrayList<>();
        Terrain t = scene.terrain();
        try (OffscreenTarget target = new OffscreenTarget(WIDTH, HEIGHT)) {
            Camera overview = new DioramaCamera().frame(scene.bounds(new float[6]), 25, 38, (float) WIDTH / HEIGHT);
            files.add(shoot(scene, frame, overview, look, target, outDir.resolve("terrain-overview.png"), "overview", out));
            double side = t.cellsX() * t.cellSize(), x = side * 0.5, z = side * 0.92;
            Camera valley = new FlyCamera().set((float) x, (float) scene.heightAt(x, z) + 3, (float) z, 0, 4).lens(55, 0.3f, 3000);
            files.add(shoot(scene, frame, valley, look, target, outDir.resolve("terrain-valley.png"), "from the valley", out));
            // Raise a mound of 12 x 12 vertices by 8 m, and let one update carry it everywhere.
            int i0 = 8, j0 = t.resolutionZ() - 24;
            float[] mound = new float[12 * 12];
            for (int j = 0; j < 12; j++) {
                for (int i = 0; i < 12; i++) {
                    double d = Math.hypot(i - 5.5, j - 5.5) / 6;
                    mound[j * 12 + i] = t.height(i0 + i, j0 + j) + (float) (8 * Math.max(0, 1 - d * d));
                }
            }
            t.setHeights(new TerrainRect(i0, j0, 12, 12), mound).ifPresent(r -> {
                throw new IllegalStateException(r.toString());
            });
            long start = System.nanoTime();
            SceneUpdate update = scene.update();
            out.printf(Locale.ROOT, "raised a mound: %d change uploaded, %d collider cells rebuilt in %s ms; the collider "
                            + "stands at %s m on its top%n", update.terrainChanges(), update.colliderCells(),
                    NumberText.fixed((System.nanoTime() - start) / 1e6, 2),
                    NumberText.fixed(scene.collisions().surfaceHeight((i0 + 5.5) * CELL, (j0 + 5.5) * CELL), 1));
            files.add(shoot(scene, frame, overview, look, target, outDir.resolve("terrain-after-edit.png"), "after the edit", out));
        }
        return files;
    }

    private static Path shoot(TerrainScene scene, FrameRenderer frame, Camera camera, RenderLook look, OffscreenTarget target,
                              Path file, String what, PrintStream out) {
        FrameStats stats = scene.draw(frame.begin(camera, look, target)).end();
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            target.writePng(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        out.printf(Locale.ROOT, "%-16s %s: %d draw calls, %d triangles, %d patches, %d cells, %s ms CPU%n", what, file,
                stats.drawCalls(), stats.triangles(), stats.terrainPatches(), stats.cellsDrawn(),
                NumberText.fixed(stats.cpuNanos() / 1e6, 2));
        return file;
    }

    private static void window(GlContext gl, TerrainScene scene, FrameRenderer frame, PrintStream out) {
        out.println("drag to orbit, scroll to zoom, Esc to quit");
        long window = gl.window();
        RenderLook look = RenderLook.diorama();
        RenderTarget screen = gl.windowTarget();
        DioramaCamera camera = new DioramaCamera().frame(scene.bounds(new float[6]), 25, 38, (float) WIDTH / HEIGHT);
        double[] cursor = new double[2];
        glfwSetScrollCallback(window, (w, dx, dy) -> camera.zoom((float) Math.pow(0.9, dy)));
        glfwSetCursorPosCallback(window, (w, x, y) -> {
            if (glfwGetMouseButton(w, GLFW_MOUSE_BUTTON_LEFT) == GLFW_PRESS) {
                camera.orbit((float) (x - cursor[0]) * 0.3f, (float) (y - cursor[1]) * 0.2f);
            }
            cursor[0] = x;
            cursor[1] = y;
        });
        glfwSetKeyCallback(window, (w, key, scancode, action, mods) -> {
            if (action == GLFW_PRESS && key == GLFW_KEY_ESCAPE) {
                glfwSetWindowShouldClose(w, true);
            }
        });
        while (!gl.shouldClose()) {
            scene.update();
            scene.draw(frame.begin(camera, look, screen, glfwGetTime())).end();
            gl.swapAndPoll();
        }
    }

    private static byte[] resource(String name) {
        try (InputStream in = TerrainExample.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the example's " + name + " is not on the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the example's " + name, e);
        }
    }
}
