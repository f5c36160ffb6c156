package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameStats;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.TerrainSurface;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldRules;
import dev.loam.worldgen.Zone;
import dev.loam.worldgen.ZoneShape;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A hut on a pad its zone flattens into a hillside: the world streamed by a {@link WorldScene}
 * with ground edits on levels the terrain under the pad, eases it back to the slope within the
 * falloff, and the hut stands on the level ground, neither floating nor sunk.
 */
class WorldHutPadTest {
    private static final int WIDTH = 480, HEIGHT = 300;
    /** The terrain: 129 × 129 vertices 2 m apart from (-128, -128). */
    private static final int N = 129;
    private static final double X0 = -128, Z0 = -128, CELL = 2;
    /** The pad: a circle of 10 m, easing back to the slope over 12 m more. */
    private static final double PAD_RADIUS = 10, PAD_FALLOFF = 12;
    private static final long SEED = 5;

    /** A hillside rising 0.3 m a metre toward +x, rippled gently along z; grass all over. */
    static Terrain hillside() {
        float[] h = new float[N * N];
        byte[] splat = new byte[4 * N * N];
        for (int j = 0; j < N; j++) {
            for (int i = 0; i < N; i++) {
                double x = X0 + i * CELL, z = Z0 + j * CELL;
                h[j * N + i] = (float) (40 + 0.3 * x + 2 * Math.sin(z / 20));
                splat[4 * (j * N + i)] = (byte) 255;
            }
        }
        return Terrain.builder(N, N, CELL).origin(X0, 0, Z0).heights(h).splat(splat)
                .layers(List.of(new TerrainLayer("grass", 7, 0.6, 0.5), new TerrainLayer("dirt", 6, 0.5, 0.5),
                        new TerrainLayer("snow", 8, 0.5, 0.5), new TerrainLayer("rock", 9, 0.6, 0.5)))
                .build();
    }

    static WorldRules rules() {
        try (InputStream in = WorldHutPadTest.class.getResourceAsStream("/worlds/test-hut-pad.json")) {
            return WorldRules.fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Where the sites layer puts a hut nearest the hillside's middle: the rules place huts only in
     * the "yard" biome, which only a zone forces, so a probe forcing it over the middle on level
     * ground (its plan only, no terrain written) finds the site the pad is then cut round.
     */
    static double[] hutSite(Terrain terrain) {
        WorldGen probe = WorldGen.builder(rules()).seed(SEED).surface(TerrainSurface.of(terrain)).build();
        probe.zones().set(new Zone("probe", "building", new ZoneShape.Rect(0, 0, 50, 50, 0), 0, 5, Set.of(),
                Optional.of("yard"), Optional.of(Zone.Flatten.GROUND), Map.of()));
        List<Placement> huts = huts(probe, -50, -50, 50, 50);
        assertTrue(!huts.isEmpty(), "the probe finds a site");
        Placement best = huts.get(0);
        for (Placement p : huts) {
            if (Math.hypot(p.x(), p.z()) < Math.hypot(best.x(), best.z())) {
                best = p;
            }
        }
        return new double[] {best.x(), best.z()};
    }

    static List<Placement> huts(WorldGen world, double x0, double z0, double x1, double z1) {
        return world.plan().placementsIn(x0, z0, x1, z1, "sites").stream().filter(p -> p.recipe().equals("hut"))
                .toList();
    }

    /** The pad round a site: the yard biome, ground levelled to the site's own height, ferns and stones kept off. */
    static Zone pad(double x, double z) {
        return new Zone("pad", "building", new ZoneShape.Circle(x, z, PAD_RADIUS), PAD_FALLOFF, 5,
                Set.of("plant", "rock"), Optional.of("yard"), Optional.of(Zone.Flatten.GROUND), Map.of());
    }

    /** The hillside, its world with the pad set, streamed round the pad by a scene. */
    record Pad(Terrain original, Terrain terrain, WorldGen world, double x, double z) {
        static Pad cut() {
            Terrain terrain = hillside();
            double[] site = hutSite(terrain);
            WorldGen world = WorldGen.builder(rules()).seed(SEED).surface(TerrainSurface.of(terrain)).build();
            world.zones().set(pad(site[0], site[1]));
            return new Pad(terrain.copy(), terrain, world, site[0], site[1]);
        }

        WorldScene scene(boolean drawn) {
            WorldScene scene = WorldScene.builder(world, terrain).look(WorldSceneGlTest.LOOK).drawn(drawn).build();
            scene.setSource("camera", x, z);
            int updates = scene.settle(50_000_000L, 10_000);
            assertTrue(updates < 10_000, "streaming settled: " + scene.chunks().stats());
            return scene;
        }

        Placement hut() {
            List<Placement> huts = huts(world, X0, Z0, X0 + CELL * (N - 1), Z0 + CELL * (N - 1));
            assertEquals(1, huts.size(), "one hut on the hillside: " + huts);
            return huts.get(0);
        }
    }

    @Test
    void thePadIsLevelUnderTheHutEasedBackWithinItsFalloffAndTheSlopeBeyond() {
        Pad pad = Pad.cut();
        try (WorldScene scene = pad.scene(false)) {
            assertTrue(scene.groundEdits().isPresent(), "ground edits on");
            double level = pad.original().heightAt(pad.x(), pad.z());
            int inside = 0, eased = 0, beyond = 0;
            for (int j = 0; j < N; j++) {
                for (int i = 0; i < N; i++) {
                    double x = X0 + i * CELL, z = Z0 + j * CELL;
                    double d = Math.hypot(x - pad.x(), z - pad.z());
                    double h = pad.terrain().height(i, j), was = pad.original().height(i, j);
                    if (d <= PAD_RADIUS) {
                        assertEquals(level, h, 1e-4, "on the pad at " + x + ", " + z);
                        inside++;
                    } else if (d >= PAD_RADIUS + PAD_FALLOFF) {
                        assertEquals(was, h, "the slope beyond the falloff at " + x + ", " + z);
                        beyond++;
                    } else {
                        assertTrue(h >= Math.min(level, was) - 1e-4 && h <= Math.max(level, was) + 1e-4,
                                "eased between the pad and the slope at " + x + ", " + z + ": " + h);
                        eased += Math.abs(h - was) > 0.05 ? 1 : 0;
                    }
                }
            }
            assertTrue(inside > 70 && eased > 100 && beyond > 15_000, inside + " on, " + eased + " eased, " + beyond + " beyond");
            // The cut is real: the slope rose 0.3 m a metre across the pad, some 3 m either side of its level.
            assertTrue(pad.original().heightAt(pad.x() + PAD_RADIUS, pad.z()) - level > 2.9);
            assertTrue(level - pad.original().heightAt(pad.x() - PAD_RADIUS, pad.z()) > 2.9);

            Placement hut = pad.hut();
            assertEquals(pad.x(), hut.x(), 1e-9, "the hut where the probe found its site");
            assertEquals(pad.z(), hut.z(), 1e-9);
            assertEquals(pad.world().plan().groundHeight(hut.x(), hut.z()), hut.y(), 1e-4, "standing on the ground");
            assertEquals(level, hut.y(), 1e-4, "at the pad's level");
            // Under its footprint, turned by its yaw (the kit's hut is at most 4.6 × 3.8 m, its plinth 0.12 m wider):
            double c = Math.cos(hut.yaw()), s = Math.sin(hut.yaw());
            for (double u = -2.5; u <= 2.5; u += 0.25) {
                for (double v = -2.1; v <= 2.1; v += 0.25) {
                    double x = hut.x() + u * c - v * s, z = hut.z() + u * s + v * c;
                    assertEquals(level, pad.terrain().heightAt(x, z), 1e-4, "under the hut at " + x + ", " + z);
                    assertEquals(level, scene.heightAt(x, z), 1e-4, "the scene's ground under the hut");
                    assertEquals(pad.terrain().heightAt(x, z), pad.world().plan().groundHeight(x, z), 1e-4);
                }
            }
            assertTrue(scene.objectOf(hut.id()).isPresent(), "the hut published as an object");
        }
        assertTrue(pad.terrain().contentEquals(pad.original()), "the scene closed gives the ground back");
    }

    @Test
    @Tag("gl")
    void aHutStandsOnAPadCutIntoAHillsideSeenAlongTheSlope() throws Exception {
        Pad pad = Pad.cut();
        try (GlRig gl = GlRig.open(WIDTH, HEIGHT, "hut pad test"); WorldScene scene = pad.scene(true)) {
            Placement hut = pad.hut();
            // From 20 m south and 6 m up, along the hillside: the slope rises to the right, the pad a
            // level dirt shelf cut into it, the bank behind the hut's shadow, the fill falling away left.
            double ex = hut.x(), ez = hut.z() + 20;
            FlyCamera camera = new FlyCamera().set((float) ex, (float) (scene.heightAt(ex, ez) + 6), (float) ez, 0, 14)
                    .lens(55, 0.3f, 2000);
            FrameStats stats = scene.draw(gl.frame().begin(camera, WorldSceneGlTest.LOOK, gl.target(), 1.0)).end();
            BufferedImage image = gl.target().readImage();
            SceneGl.save("world-hut-pad", image);
            assertTrue(stats.drawCalls() > 2, "draws: " + stats.drawCalls());
            SceneGl.assertGolden("world-hut-pad", image);
        }
        assertTrue(pad.terrain().contentEquals(pad.original()));
    }
}
