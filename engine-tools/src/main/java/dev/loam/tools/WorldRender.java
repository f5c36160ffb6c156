package dev.loam.tools;

import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GlUnavailableException;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.scene.WorldScene;
import dev.loam.scene.WorldTerrain;
import dev.loam.terrain.Terrain;
import dev.loam.worldgen.WorldGen;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam world render RULES --seed N --at x,z [--height h] --out PNG}: a 3D picture of a
 * generated world at a place, as a player standing (or flying) there sees it: the world's surface
 * sampled into a terrain round the place (or a terrain file's), its placements streamed round it
 * and drawn by {@link WorldScene} (plants with their levels, far cards to the horizon), lit by the
 * afternoon look with its shadows.
 */
@Command(name = "render", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Draws a generated world in 3D offscreen from an eye at --at, --height above the ground, "
                + "looking along --yaw (degrees clockwise from north, -z) and --pitch (down from the horizon): the "
                + "ground sampled from the world's surface 2 km round the eye (or a --terrain file's), every "
                + "placement streamed round it as the game would, near ones as their models, far ones as cards.",
                "Needs an OpenGL 3.3 context: Mesa's EGL (libegl1 libegl-mesa0 libgl1-mesa-dri) or OSMesa."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam world render worlds/wilds.json --seed 42 --surface hills \\",
                "      --at 120,-40 --height 1.7 --out out/wilds.png"})
final class WorldRender implements Callable<Integer> {
    /** Half the side of the ground sampled round the eye, world units. */
    static final double REACH = 2048;
    /** The sampled ground's cell, world units. */
    static final double CELL = 4;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RULES", description = "The world rules file (JSON).")
    Path file;

    @Option(names = "--at", required = true, paramLabel = "x,z", description = "Where the eye stands, world units.")
    String at;

    @Option(names = "--height", paramLabel = "H", defaultValue = "1.7",
            description = "The eye's height over the ground, world units (default 1.7: a person).")
    double height;

    @Option(names = "--yaw", paramLabel = "DEG", defaultValue = "0",
            description = "The view's bearing, degrees clockwise from north (-z) seen from above (default 0).")
    float yaw;

    @Option(names = "--pitch", paramLabel = "DEG", defaultValue = "4",
            description = "The view's tilt down from the horizon, degrees (default 4).")
    float pitch;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "960x540",
            description = "The picture's size in pixels (default 960x540).")
    String size;

    @Option(names = "--terrain", paramLabel = "FILE",
            description = "A terrain file to lay the world over instead of its --surface.")
    Path terrainFile;

    @Option(names = "--out", required = true, paramLabel = "PNG", description = "The picture to write.")
    Path out;

    @Mixin
    WorldOptions options;

    @Override
    public Integer call() {
        double[] p = WorldOptions.point(at, "--at");
        if (!(height >= 0) || !Double.isFinite(height) || height > 10_000) {
            throw new Refused("--height " + height + ": must be 0 to 10000 world units over the ground");
        }
        if (!(pitch >= -89 && pitch <= 89)) {
            throw new Refused("--pitch " + pitch + ": must lie in -89..89 degrees");
        }
        int[] wh = size(size);
        WorldGen hills = options.world(file);
        WorldOptions.plan(hills, file);
        BufferedImage image;
        FrameStats stats;
        String renderer;
        int updates;
        try (GlContext gl = GlContext.open(wh[0], wh[1], "loam world render", true)) {
            renderer = gl.renderer();
            Terrain terrain;
            if (terrainFile != null) {
                options.refuseSurface(spec);
                terrain = WorldOptions.terrainOf(terrainFile);
            } else {
                terrain = WorldTerrain.sample(hills, p[0] - REACH, p[1] - REACH, 2 * REACH, CELL);
            }
            WorldGen world = WorldTerrain.over(hills, terrain);
            try (WorldScene scene = WorldScene.builder(world, terrain).build();
                 FrameRenderer frame = new FrameRenderer();
                 OffscreenTarget target = new OffscreenTarget(wh[0], wh[1])) {
                double ground = scene.heightAt(p[0], p[1]);
                if (Double.isNaN(ground)) {
                    throw new Refused("--at " + at + ": no ground there (off the terrain or over a hole)");
                }
                scene.setSource("camera", p[0], p[1]);
                updates = scene.settle(200_000_000L, 10_000);
                FlyCamera camera = new FlyCamera().set((float) p[0], (float) (ground + height), (float) p[1], yaw, pitch)
                        .lens(55, 0.3f, 5000);
                stats = scene.draw(frame.begin(camera, WorldScene.AFTERNOON, target, 0)).end();
                image = target.readImage();
                spec.commandLine().getOut().println(String.format(Locale.ROOT,
                        "%s: %dx%d PNG written to %s (%s): %d chunks resident after %d updates, %d batches, %s MB on "
                                + "the GPU, %d far-card atlases baked in %s ms; %d draw calls, %d triangles",
                        file.getFileName(), wh[0], wh[1], MapOptions.label(out), renderer,
                        scene.chunks().stats().resident(), updates, scene.decor().orElseThrow().batchCount(),
                        dev.loam.core.NumberText.fixed(scene.decor().orElseThrow().gpuBytes() / 1e6, 1),
                        scene.atlasesBaked(), dev.loam.core.NumberText.fixed(scene.bakeNanos() / 1e6, 1),
                        stats.drawCalls(), stats.triangles()));
            }
        } catch (GlUnavailableException e) {
            throw new Refused("loam world render: " + e.getMessage(), e);
        }
        Outputs.writePng(image, "--out", out);
        return 0;
    }

    /** {@code WxH}, each 16..8192, refused naming {@code --size}. */
    static int[] size(String text) {
        String[] parts = text.split("x", -1);
        if (parts.length == 2) {
            try {
                int w = Integer.parseInt(parts[0].strip()), h = Integer.parseInt(parts[1].strip());
                if (w >= 16 && h >= 16 && w <= 8192 && h <= 8192) {
                    return new int[] {w, h};
                }
            } catch (NumberFormatException e) {
                // refused below
            }
        }
        throw new Refused("--size " + text + ": must be WxH, each 16..8192 pixels, such as 960x540");
    }
}
