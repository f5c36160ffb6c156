package dev.loam.examples;

import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GlUnavailableException;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.scene.WorldScene;
import dev.loam.scene.WorldTerrain;
import dev.loam.terrain.Terrain;
import dev.loam.worldgen.HeightSource;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRules;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The example world rules ({@code worlds/wilds.json}) laid over rolling hills with the sea at 0,
 * the hills sampled into a 4 km terrain, and the world streamed and drawn round the camera by one
 * {@link WorldScene}, headless to PNG frames: a high view over the land, a walk through the forest
 * (the camera moves at a walker's pace, each frame streaming within a 4 ms budget, as a game
 * would), and the shore.
 *
 * <p>Run: {@code java -cp examples/target/examples.jar dev.loam.examples.WildsExample [--out DIR]}
 */
public final class WildsExample {
    private static final int WIDTH = 960, HEIGHT = 540;
    /** The seed of the world drawn. */
    static final long SEED = 42;
    /** Half the terrain's side, metres. */
    static final double REACH = 2048;

    private WildsExample() {
    }

    /**
     * Runs the example.
     *
     * @param args {@code [--out DIR]}
     */
    public static void main(String[] args) {
        ExampleArgs parsed = ExampleArgs.parse(args);
        try {
            run(System.out, parsed.out());
        } catch (GlUnavailableException e) {
            System.err.println("cannot draw the wilds: " + e.getMessage());
            System.exit(1);
        }
    }

    /** The shipped rules. */
    static WorldRules rules() {
        try (InputStream in = WildsExample.class.getResourceAsStream("worlds/wilds.json")) {
            return WorldRules.fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The nearest point to the origin (on a 32 m grid) whose biome is {@code biome}. */
    static double[] nearest(WorldPlan plan, String biome) {
        for (int r = 0; r < 60; r++) {
            for (int i = -r; i <= r; i++) {
                for (int j = -r; j <= r; j++) {
                    if (Math.max(Math.abs(i), Math.abs(j)) != r) {
                        continue;
                    }
                    double x = 32 * i, z = 32 * j;
                    if (plan.biomeAt(x, z).map(biome::equals).orElse(false)) {
                        return new double[] {x, z};
                    }
                }
            }
        }
        throw new IllegalStateException("no " + biome + " within 1.9 km of the origin");
    }

    /**
     * Draws the frames into {@code out}.
     *
     * @return the files written
     */
    static List<Path> run(PrintStream log, Path out) {
        WorldGen hills = WorldGen.builder(rules()).seed(SEED).surface(HeightSource.rolling(SEED, -40, 120, 900))
                .seaLevel(0).build();
        WorldPlan plan = hills.plan();
        double[] forest = nearest(plan, "forest"), shore = nearest(plan, "shore");
        List<Path> files = new ArrayList<>();
        try (GlContext gl = GlContext.open(WIDTH, HEIGHT, "wilds example", true)) {
            Terrain terrain = WorldTerrain.sample(hills, -REACH, -REACH, 2 * REACH, 4);
            WorldGen world = WorldTerrain.over(hills, terrain);
            try (WorldScene scene = WorldScene.builder(world, terrain).build(); FrameRenderer frame = new FrameRenderer();
                 OffscreenTarget target = new OffscreenTarget(WIDTH, HEIGHT)) {
                Files.createDirectories(out);
                // A high view: 120 m over the forest's edge, looking across it.
                scene.setSource("camera", forest[0], forest[1]);
                int updates = scene.settle(200_000_000L, 10_000);
                FlyCamera high = new FlyCamera().set((float) forest[0], (float) (scene.heightAt(forest[0], forest[1]) + 120),
                        (float) forest[1] + 400, 0, 14).lens(55, 0.5f, 5000);
                files.add(frame(scene, frame, target, high, out.resolve("wilds-high.png"), log, updates));
                // A walk into the forest at 1.5 m/s, 20 frames a second, each frame streaming within 4 ms.
                double x = forest[0], z = forest[1] + 40;
                FlyCamera walk = new FlyCamera().lens(55, 0.3f, 5000);
                for (int f = 0; f < 60; f++) {
                    z -= 1.5 / 20;
                    scene.setSource("camera", x, z);
                    scene.update(4_000_000L);
                    walk.set((float) x, (float) (scene.heightAt(x, z) + 1.7), (float) z, 0, 2);
                    scene.draw(frame.begin(walk, WorldScene.AFTERNOON, target, f / 20.0)).end();
                }
                files.add(frame(scene, frame, target, walk, out.resolve("wilds-forest-walk.png"), log, 60));
                // The shore, from 3 m up on the land, looking along the water's edge.
                scene.setSource("camera", shore[0], shore[1]);
                updates = scene.settle(200_000_000L, 10_000);
                FlyCamera beach = new FlyCamera().set((float) shore[0],
                        (float) (Math.max(0, scene.heightAt(shore[0], shore[1])) + 3), (float) shore[1], 90, 6)
                        .lens(55, 0.3f, 5000);
                files.add(frame(scene, frame, target, beach, out.resolve("wilds-shore.png"), log, updates));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    private static Path frame(WorldScene scene, FrameRenderer frame, OffscreenTarget target, FlyCamera camera, Path file,
            PrintStream log, int updates) throws IOException {
        FrameStats stats = scene.draw(frame.begin(camera, WorldScene.AFTERNOON, target, 0)).end();
        target.writePng(file);
        var decor = scene.decor().orElseThrow();
        log.println(String.format(Locale.ROOT, "%s: %d chunks resident after %d updates, %d batches, %d instances, "
                        + "%.1f MB on the GPU, %d draw calls, %d triangles", file.getFileName(),
                scene.chunks().stats().resident(), updates, decor.batchCount(), decor.instanceCount(),
                decor.gpuBytes() / 1e6, stats.drawCalls(), stats.triangles()));
        return file;
    }
}
