package dev.loam.tools;

import dev.loam.render.gl.Camera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GlUnavailableException;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Function;
import picocli.CommandLine.Model.CommandSpec;

/** One offscreen frame of a scene for the render commands: opens the context, draws, writes the PNG, says what it cost. */
final class SceneFrames {
    private SceneFrames() {
    }

    static void render(CommandSpec spec, String command, String name, SceneRenderOptions o, float defaultYaw, Path out,
                       Function<GlContext, dev.loam.scene.Scene> open) {
        RenderLook look = o.check();
        BufferedImage image;
        String renderer;
        FrameStats stats;
        try (GlContext gl = GlContext.open(o.width, o.height, "loam " + command, true)) {
            renderer = gl.renderer();
            try (dev.loam.scene.Scene scene = open.apply(gl); FrameRenderer frame = new FrameRenderer();
                 OffscreenTarget target = new OffscreenTarget(o.width, o.height)) {
                Camera camera = o.camera(scene.bounds(new float[6]), defaultYaw, scene::heightAt);
                frame.begin(camera, look, target, o.time);
                scene.draw(frame);
                stats = frame.end();
                image = target.readImage();
            }
        } catch (GlUnavailableException e) {
            throw new Refused("loam " + command + ": " + e.getMessage(), e);
        }
        Outputs.writePng(image, "--out", out);
        spec.commandLine().getOut().println(String.format(Locale.ROOT,
                "%s: %dx%d PNG written to %s (%s look, %s): %d draw calls, %d triangles, %d shadow cascades, %s ms CPU",
                name, o.width, o.height, MapOptions.label(out), look.name(), renderer, stats.drawCalls(), stats.triangles(),
                stats.cascades(), dev.loam.core.NumberText.fixed(stats.cpuNanos() / 1e6, 1)));
    }
}
