package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.render.gl.FlyCamera;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
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
 * A biome's paint drawn: a zone forces the "heath" biome, painting dirt at strength 0.8, over a
 * circle of a grass meadow; the scene's ground edits write that paint into the terrain's splat
 * after its drawable was made from the grass, so the picture from above shows a dirt disc only if
 * the renderer takes the splat edit up.
 */
@Tag("gl")
class WorldPaintGlTest {
    private static final int WIDTH = 320, HEIGHT = 320;
    /** The meadow: 129 × 129 vertices 2 m apart from (-128, -128), gently rippled round 40 m; grass all over. */
    private static final int N = 129;
    private static final double X0 = -128, Z0 = -128, CELL = 2;
    /** The heath: a circle of 24 m at (6, -4), its biome weight easing out over 4 m more. */
    private static final double CX = 6, CZ = -4, RADIUS = 24, FALLOFF = 4;
    /** The camera: straight down from 80 m above the meadow, its lens 60° tall. */
    private static final double ABOVE = 80, FOV = 60;

    static Terrain meadow() {
        float[] h = new float[N * N];
        byte[] splat = new byte[4 * N * N];
        for (int j = 0; j < N; j++) {
            for (int i = 0; i < N; i++) {
                double x = X0 + i * CELL, z = Z0 + j * CELL;
                h[j * N + i] = (float) (40 + 0.6 * Math.sin(x / 17) + 0.5 * Math.cos(z / 23));
                splat[4 * (j * N + i)] = (byte) 255;
            }
        }
        return Terrain.builder(N, N, CELL).origin(X0, 0, Z0).heights(h).splat(splat)
                .layers(List.of(new TerrainLayer("grass", 7, 0.6, 0.5), new TerrainLayer("dirt", 6, 0.5, 0.5)))
                .build();
    }

    static WorldRules rules() {
        try (InputStream in = WorldPaintGlTest.class.getResourceAsStream("/worlds/test-heath-paint.json")) {
            return WorldRules.fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The world over the meadow with the heath zone set, its paint on or off. */
    static WorldGen world(Terrain terrain, boolean paint) {
        WorldGen world = WorldGen.builder(rules()).seed(3).paintGround(paint).surface(TerrainSurface.of(terrain)).build();
        world.zones().set(new Zone("heath", "reserve", new ZoneShape.Circle(CX, CZ, RADIUS), FALLOFF, 1, Set.of(),
                Optional.of("heath"), Optional.empty(), Map.of()));
        return world;
    }

    /** The meadow drawn from straight above the heath's centre, the world streamed and its ground written first. */
    static BufferedImage drawFromAbove(GlRig gl, WorldGen world, Terrain terrain) {
        try (WorldScene scene = WorldScene.builder(world, terrain).look(WorldSceneGlTest.LOOK).build()) {
            assertTrue(scene.groundEdits().isPresent(), "ground edits on");
            scene.setSource("camera", CX, CZ);
            return settleAndDraw(gl, scene);
        }
    }

    /** Streams until the scene settles, then draws it from straight above the heath's centre. */
    static BufferedImage settleAndDraw(GlRig gl, WorldScene scene) {
        int updates = scene.settle(50_000_000L, 10_000);
        assertTrue(updates < 10_000, "streaming settled: " + scene.chunks().stats());
        FlyCamera camera = new FlyCamera().set((float) CX, (float) (scene.heightAt(CX, CZ) + ABOVE), (float) CZ, 0,
                FlyCamera.MAX_PITCH).lens((float) FOV, 0.3f, 2000);
        scene.draw(gl.frame().begin(camera, WorldSceneGlTest.LOOK, gl.target(), 1.0)).end();
        return gl.target().readImage();
    }

    /** Pixels from the picture's centre, in metres on the ground below (the meadow within a metre of level). */
    static double pixelsPerMetre() {
        return HEIGHT / 2.0 / Math.tan(Math.toRadians(FOV / 2)) / ABOVE;
    }

    /** Mean green over red of the pixels at {@code lo..hi} metres (on the ground) from the picture's centre. */
    static double greenOverRed(BufferedImage image, double lo, double hi) {
        double ppm = pixelsPerMetre(), sum = 0;
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                double d = Math.hypot(x + 0.5 - image.getWidth() / 2.0, y + 0.5 - image.getHeight() / 2.0) / ppm;
                if (d >= lo && d <= hi) {
                    int rgb = image.getRGB(x, y);
                    sum += (rgb >> 8 & 0xff) - (rgb >> 16 & 0xff);
                    n++;
                }
            }
        }
        assertTrue(n > 500, "pixels measured between " + lo + " and " + hi + " m: " + n);
        return sum / n;
    }

    @Test
    void aHeathsPaintIsDrawnAsADirtDiscInTheGrassSeenFromAbove() throws Exception {
        Terrain painted = meadow(), plain = meadow();
        Terrain original = painted.copy();
        try (GlRig gl = GlRig.open(WIDTH, HEIGHT, "world paint test")) {
            BufferedImage heath = drawFromAbove(gl, world(painted, true), painted);
            SceneGl.save("world-heath-paint", heath);
            BufferedImage none = drawFromAbove(gl, world(plain, false), plain);
            SceneGl.save("world-heath-paint-off", none);

            double inside = greenOverRed(heath, 0, RADIUS * 0.7);
            double outside = greenOverRed(heath, RADIUS + FALLOFF + 6, RADIUS + FALLOFF + 30);
            double offInside = greenOverRed(none, 0, RADIUS * 0.7);
            double offOutside = greenOverRed(none, RADIUS + FALLOFF + 6, RADIUS + FALLOFF + 30);
            String figures = "green over red: painted inside " + inside + ", outside " + outside + "; paint off inside "
                    + offInside + ", outside " + offOutside;
            // Grass outside the heath in both; its dirt inside only where the paint is on.
            assertTrue(outside > 15 && offOutside > 15, "grass round the heath: " + figures);
            assertTrue(offInside > 15 && Math.abs(offInside - offOutside) < 8, "paint off: grass inside too: " + figures);
            assertTrue(inside < outside - 25, "the heath's dirt inside: " + figures);
            assertTrue(SceneGl.count(heath, SceneGl::grass) < SceneGl.count(none, SceneGl::grass) * 0.9,
                    "less grass in the painted picture: " + figures);
            SceneGl.assertGolden("world-heath-paint", heath);
        }
        assertTrue(painted.contentEquals(original), "the scene closed gives the ground back");
        assertEquals(255, plain.splatWeight(N / 2, N / 2, 0), "the world with paint off leaves the grass alone");
    }

    @Test
    void theHeathsZoneRemovedAndSetAgainWhileTheSceneRunsTakesItsDirtAwayAndBringsItBack() throws Exception {
        Terrain terrain = meadow();
        Terrain original = terrain.copy();
        WorldGen world = world(terrain, true);
        Zone heath = world.zones().get("heath").orElseThrow();
        try (GlRig gl = GlRig.open(WIDTH, HEIGHT, "world paint test");
                WorldScene scene = WorldScene.builder(world, terrain).look(WorldSceneGlTest.LOOK).build()) {
            scene.setSource("camera", CX, CZ);
            BufferedImage painted = settleAndDraw(gl, scene);
            // The world places nothing, so no chunk is published again: the ground follows the zones alone.
            world.zones().remove("heath");
            BufferedImage removed = settleAndDraw(gl, scene);
            SceneGl.save("world-heath-paint-removed", removed);
            assertTrue(terrain.contentEquals(original), "the zone removed gives its ground back");
            world.zones().set(heath);
            BufferedImage again = settleAndDraw(gl, scene);

            double outside = greenOverRed(removed, RADIUS + FALLOFF + 6, RADIUS + FALLOFF + 30);
            double[] inside = {greenOverRed(painted, 0, RADIUS * 0.7), greenOverRed(removed, 0, RADIUS * 0.7),
                    greenOverRed(again, 0, RADIUS * 0.7)};
            String figures = "green over red inside: painted " + inside[0] + ", removed " + inside[1] + ", set again "
                    + inside[2] + "; outside " + outside;
            assertTrue(inside[0] < outside - 25, "dirt first: " + figures);
            assertTrue(Math.abs(inside[1] - outside) < 8, "grass once the zone is removed: " + figures);
            assertTrue(inside[2] < outside - 25 && Math.abs(inside[2] - inside[0]) < 2, "dirt again: " + figures);
        }
        assertTrue(terrain.contentEquals(original), "the scene closed gives the ground back");
    }
}
