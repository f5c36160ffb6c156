package dev.loam.tools;

import dev.loam.model.Model;
import dev.loam.render.gl.GlUnavailableException;
import dev.loam.render.gl.ModelPictures;
import dev.loam.render.gl.RenderLook;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam model render MODEL --out PNG}: pictures a model offscreen from three sides (the
 * front, the right side and three-quarter from above), side by side on a ground that takes its
 * shadow, and writes the PNG.
 */
@Command(name = "render", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Pictures a model offscreen from three sides (front, right side, three-quarter from above), side "
                + "by side, lit and shadowed on a ground, and writes a PNG. MODEL is a .glb, .gltf or .obj file, or "
                + "kit:NAME for a model of the built-in kit.",
                "Needs an OpenGL 3.3 context: Mesa's EGL (libegl1 libegl-mesa0 libgl1-mesa-dri) or OSMesa where there "
                        + "is no display. On refusal, one line to standard error, and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam model render kit:lighthouse --out out/lighthouse.png",
                "  wrote out/lighthouse.png: 960x320 pixels, three sides of kit:lighthouse"})
final class ModelRender implements Callable<Integer> {
    /** The smallest and largest side of one view, in pixels. */
    static final int MIN_VIEW = 16, MAX_VIEW = 4096;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "MODEL", description = "A .glb, .gltf or .obj file, or kit:NAME.")
    String model;

    @Option(names = "--out", required = true, paramLabel = "PNG", description = "Where to write the picture (PNG).")
    Path out;

    @Option(names = "--view-width", paramLabel = "W", defaultValue = "320",
            description = "Pixels across each of the three views, " + MIN_VIEW + " to " + MAX_VIEW + " (default 320).")
    int viewWidth;

    @Option(names = "--view-height", paramLabel = "H", defaultValue = "320",
            description = "Pixels down, " + MIN_VIEW + " to " + MAX_VIEW + " (default 320).")
    int viewHeight;

    @Option(names = "--look", paramLabel = "LOOK", defaultValue = "diorama",
            description = "diorama (golden-hour sun) or plain (default diorama).")
    String look;

    @Mixin
    KitOptions kit;

    @Override
    public Integer call() {
        check("--view-width", viewWidth);
        check("--view-height", viewHeight);
        RenderLook renderLook;
        try {
            renderLook = RenderLook.named(look);
        } catch (IllegalArgumentException e) {
            throw new Refused("--look " + look + " is not one of diorama, plain");
        }
        Model m = ModelSources.read(model, kit.seed, kit.variant);
        if (m.meshes().isEmpty()) {
            throw new Refused(model + ": nothing to draw: the model has no meshes");
        }
        BufferedImage image;
        try {
            image = ModelPictures.threeSides(m, renderLook, viewWidth, viewHeight);
        } catch (GlUnavailableException e) {
            throw new Refused("loam model render: " + e.getMessage(), e);
        }
        Outputs.writePng(image, "--out", out);
        spec.commandLine().getOut().println("wrote " + MapOptions.label(out) + ": " + image.getWidth() + "x"
                + image.getHeight() + " pixels, three sides of " + model);
        return 0;
    }

    private static void check(String option, int value) {
        if (value < MIN_VIEW || value > MAX_VIEW) {
            throw new Refused(option + " " + value + " must lie in " + MIN_VIEW + ".." + MAX_VIEW);
        }
    }
}
