package dev.loam.tools;

import dev.loam.scene.TerrainScene;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam terrain render FILE --out PNG}: draws a terrain file's terrain and scatter sets in 3D
 * offscreen (splat layers in their materials, holes, scatter items as their models), framed whole
 * or from the camera {@code --camera} stands.
 */
@Command(name = "render", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Draws a terrain file in 3D offscreen: its splat layers in their materials (ground/grass, "
                + "ground/rock and the other built-in grounds, the kit's materials, or pictures), its holes cut, and "
                + "every scatter set in it as instances of its items' models (the kit by default), lit by the look's "
                + "sun with its shadows.",
                "Needs an OpenGL 3.3 context: Mesa's EGL (libegl1 libegl-mesa0 libgl1-mesa-dri) or OSMesa where there "
                        + "is no display. On refusal, one line to standard error naming the place, and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam terrain render terrain/hills.json --out out/hills-3d.png",
                "  loam terrain render terrain/hills.json --out out/hills-low.png \\",
                "      --camera 64,+4,124,0,6"})
final class TerrainRender implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The terrain file (JSON or .loamterrain).")
    Path file;

    @Option(names = "--out", required = true, paramLabel = "PNG", description = "The picture to write.")
    Path out;

    @Mixin
    SceneRenderOptions options;

    @Override
    public Integer call() {
        options.check();
        TerrainFile f = TerrainOptions.read(file);
        Terrain t = f.terrain().orElseThrow(() -> new Refused(MapOptions.label(file) + ": holds no terrain, only "
                + f.scatters().size() + " scatter set(s)"));
        String name = file.getFileName().toString();
        SceneFrames.render(spec, "terrain render", name, options, 20, out, gl -> {
            TerrainScene.Builder b = TerrainScene.builder(t);
            for (Scatter s : f.scatters()) {
                b.scatter(s);
            }
            try {
                return b.build();
            } catch (dev.loam.assets.AssetException e) {
                throw new Refused(MapOptions.label(file) + ": " + e.getMessage(), e);
            }
        });
        return 0;
    }
}
