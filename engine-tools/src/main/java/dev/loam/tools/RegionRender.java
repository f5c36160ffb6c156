package dev.loam.tools;

import dev.loam.region.Region;
import dev.loam.scene.RegionScene;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam region render SPEC --out PNG}: builds the region and draws it in 3D offscreen, whole
 * (ground of every layer, props, roads with their paint, bridges with their railings and piers,
 * water, lava and its flows, sun and shadows), framed from the
 * south looking north, or from a camera stood where {@code --camera} says.
 */
@Command(name = "render", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Builds a region and draws it in 3D offscreen: its ground in every layer it paints, its props, "
                + "its roads with their paint, its bridges' decks, railings and piers, "
                + "its lakes' water and its craters' lava with their flows, lit by the look's sun with its shadows. "
                + "Framed whole from the south (the region's north, +z, away from the eye) unless --yaw or --camera "
                + "says otherwise.",
                "Needs an OpenGL 3.3 context: Mesa's EGL (libegl1 libegl-mesa0 libgl1-mesa-dri) or OSMesa where there "
                        + "is no display. A refused spec prints every problem, one a line with its path, and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam region render regions/test-highlands.json --out out/highlands.png",
                "  loam region render regions/test-highlands.json --out out/tarn.png \\",
                "      --camera 300,+25,450,250,6 --time 2"})
final class RegionRender implements Callable<Integer> {
    /** A region's north is +z: the framing camera looks along +z, from the south. */
    static final float NORTH_YAW = 200;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SPEC", description = "The region's spec (JSON).")
    Path file;

    @Option(names = "--out", required = true, paramLabel = "PNG", description = "The picture to write.")
    Path out;

    @Mixin
    SceneRenderOptions options;

    @Override
    public Integer call() {
        options.check();
        Region region = RegionSpecs.solve(file, spec.commandLine().getErr());
        if (region == null) {
            return Loam.REFUSED;
        }
        SceneFrames.render(spec, "region render", region.spec().name(), options, NORTH_YAW, out, gl -> RegionScene.of(region));
        return 0;
    }
}
