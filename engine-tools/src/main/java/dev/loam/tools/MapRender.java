package dev.loam.tools;

import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapException;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.render.gl.BlockMapRenderer;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GlUnavailableException;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
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
 * {@code loam map render FILE --out PNG}: builds the map's meshes and draws one frame offscreen
 * (a headless GL context when there is no display), framing the whole map, then writes the PNG
 * and prints one line: where it went, the frame's size, the renderer and what the frame cost.
 */
@Command(name = "render", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Draws a map file offscreen to a PNG: lit, shadowed, with its water and cover, the whole map "
                + "framed from a yaw and a pitch.",
                "Needs an OpenGL 3.3 context: Mesa's EGL (libegl1 libegl-mesa0 libgl1-mesa-dri) or OSMesa where there "
                        + "is no display. On refusal, one line to standard error, and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam map render village.json --sets sets/ --out out/village.png \\",
                "      --yaw 20 --pitch 38",
                "  village: 960x540 PNG written to out/village.png (diorama look,",
                "    llvmpipe (LLVM 15.0.6, 256 bits)): 30 draw calls, 14550 triangles,",
                "    980 cards, 206.6 ms CPU"})
final class MapRender implements Callable<Integer> {
    /** The largest width or height accepted, in pixels. */
    static final int MAX_SIZE = 8192;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The map file (JSON).")
    Path file;

    @Option(names = "--out", required = true, paramLabel = "PNG", description = "Where to write the frame (PNG).")
    Path out;

    @Option(names = "--width", paramLabel = "W", defaultValue = "960", description = "Width in pixels (default 960).")
    int width;

    @Option(names = "--height", paramLabel = "H", defaultValue = "540", description = "Height in pixels (default 540).")
    int height;

    @Option(names = "--yaw", paramLabel = "DEG", defaultValue = "20",
            description = "The camera's bearing in degrees: 0 looks north from the south, 90 east (default 20).")
    float yaw;

    @Option(names = "--pitch", paramLabel = "DEG", defaultValue = "38",
            description = "The camera's tilt down from the horizon, 10 to 89 degrees (default 38).")
    float pitch;

    @Option(names = "--look", paramLabel = "LOOK", defaultValue = "diorama",
            description = "diorama (golden-hour sun, wall bounce 0.44) or plain (default diorama).")
    String look;

    @Option(names = "--pixel-scale", paramLabel = "N", defaultValue = "1",
            description = "Pixel-art mode: draw at 1/N of the size and scale up with nearest filtering, 1 to 16 (default 1: off).")
    int pixelScale;

    @Mixin
    MapOptions options;

    @Override
    public Integer call() {
        check("--width", width, 1, MAX_SIZE);
        check("--height", height, 1, MAX_SIZE);
        check("--pixel-scale", pixelScale, 1, 16);
        if (!Float.isFinite(yaw)) {
            throw new Refused("--yaw " + yaw + " must be a finite number of degrees");
        }
        if (!(pitch >= DioramaCamera.MIN_PITCH && pitch <= DioramaCamera.MAX_PITCH)) {
            throw new Refused("--pitch " + pitch + " must lie in " + (int) DioramaCamera.MIN_PITCH + ".."
                    + (int) DioramaCamera.MAX_PITCH + " degrees");
        }
        RenderLook renderLook;
        try {
            renderLook = RenderLook.named(look);
        } catch (IllegalArgumentException e) {
            throw new Refused("--look " + look + " is not one of diorama, plain");
        }
        BlockMeshLook meshLook = renderLook.name().equals("diorama") ? BlockMeshLook.diorama(0) : BlockMeshLook.DEFAULT;
        BlockMapFile file = MapOptions.readMap(this.file);
        String name = MapOptions.mapName(file, this.file);
        BlockMap map;
        try {
            map = BlockMapFiles.toMap(file, name, options.sets());
        } catch (BlockMapException e) {
            throw new Refused(MapOptions.label(this.file) + ": " + e.getMessage(), e);
        }
        BlockMapMeshes meshes;
        try (ProgressBars.Bar bar = ProgressBars.open(spec, "map render")) {
            meshes = BlockMapMeshes.build(map, meshLook, bar);
        }
        BufferedImage image;
        String renderer;
        FrameStats stats;
        try (GlContext gl = GlContext.open(width, height, "loam map render", true)) {
            renderer = gl.renderer();
            try (BlockMapRenderer r = new BlockMapRenderer(); OffscreenTarget target = new OffscreenTarget(width, height)) {
                r.pixelScale(pixelScale);
                DioramaCamera camera = new DioramaCamera()
                        .frame(r.upload(meshes).bounds(new float[6]), yaw, pitch, (float) width / height);
                stats = r.render(meshes, camera, renderLook, target);
                image = target.readImage();
            }
        } catch (GlUnavailableException e) {
            throw new Refused("loam map render: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            // A map with nothing to draw (every cell void) has no box to frame.
            throw new Refused(MapOptions.label(this.file) + ": nothing to draw: " + e.getMessage(), e);
        }
        Outputs.writePng(image, "--out", out);
        spec.commandLine().getOut().println(String.format(Locale.ROOT,
                "%s: %dx%d PNG written to %s (%s look, %s): %d draw calls, %d triangles, %d cards, %s ms CPU", name,
                width, height, MapOptions.label(out), renderLook.name(), renderer, stats.drawCalls(), stats.triangles(),
                stats.cards(), dev.loam.core.NumberText.fixed(stats.cpuNanos() / 1e6, 1)));
        return 0;
    }

    private static void check(String option, int value, int min, int max) {
        if (value < min || value > max) {
            throw new Refused(option + " " + value + " must lie in " + min + ".." + max);
        }
    }
}
