package dev.loam.render.gl;

import dev.loam.testkit.GoldenImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL11C.GL_NO_ERROR;
import static org.lwjgl.opengl.GL11C.glGetError;

import dev.loam.assets.AssetResolver;
import dev.loam.model.AlphaMode;
import dev.loam.model.Material;
import dev.loam.model.Rgba;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import dev.loam.terrain.TerrainRect;
import dev.loam.testkit.Allocation;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Terrains drawn by the frame renderer from a headless context: four splat layers painted by
 * slope and height with a hole, lit and shadowed, compared with goldens ({@link GoldenImages});
 * a deep view to the horizon under cascades; six layers from weights of their own; edits
 * re-uploaded equal to a fresh upload; picking; GPU memory; a frame allocating nothing. Every
 * frame is written to {@code target/terrain-frames/} to look at.
 */
@Tag("gl")
class GpuTerrainTest {
    private static final int WIDTH = 320, HEIGHT = 200;
    private static GlContext gl;
    private static FrameRenderer frames;
    private static OffscreenTarget target;
    private static final AssetResolver ASSETS = AssetResolver.defaults();

    @BeforeAll
    static void open() {
        gl = GlContext.open(WIDTH, HEIGHT, "terrain test", true, Map.of());
        System.out.println("GL_RENDERER: " + gl.renderer() + ", " + gl.version() + ", " + gl.kind());
        frames = new FrameRenderer();
        target = new OffscreenTarget(WIDTH, HEIGHT);
    }

    @AfterAll
    static void close() {
        if (target != null) {
            target.close();
        }
        if (frames != null) {
            frames.close();
        }
        if (gl != null) {
            gl.close();
        }
    }

    /** Hills round a peak, metres over an n × n grid of {@code cell}-metre cells. */
    static float[] hills(int n, double cell) {
        float[] h = new float[n * n];
        double mid = (n - 1) * cell / 2;
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double x = i * cell, z = j * cell;
                double r = Math.hypot(x - mid * 1.1, z - mid * 0.8) / (n * cell);
                double peak = 48 * Math.exp(-r * r * 18);
                double roll = 5 * Math.sin(x * 0.045) * Math.cos(z * 0.038) + 1.5 * Math.sin(x * 0.17 + z * 0.11);
                h[j * n + i] = (float) (peak + roll);
            }
        }
        return h;
    }

    /** Splat by slope and height: grass on flat low ground, dirt on gentle slopes, rock on steep ones, snow high up. */
    static byte[] paint(int n, float[] h, double cell) {
        byte[] s = new byte[4 * n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int i0 = Math.max(0, i - 1), i1 = Math.min(n - 1, i + 1), j0 = Math.max(0, j - 1), j1 = Math.min(n - 1, j + 1);
                double sx = (h[j * n + i1] - h[j * n + i0]) / ((i1 - i0) * cell);
                double sz = (h[j1 * n + i] - h[j0 * n + i]) / ((j1 - j0) * cell);
                double slope = Math.toDegrees(Math.atan(Math.hypot(sx, sz)));
                double height = h[j * n + i];
                double rock = clamp((slope - 24) / 10), snow = clamp((height - 36) / 5) * (1 - rock);
                double dirt = clamp((slope - 15) / 6) * (1 - rock) * (1 - snow), grass = Math.max(0, 1 - rock - snow - dirt);
                double[] w = {grass, dirt, rock, snow};
                double sum = grass + dirt + rock + snow;
                for (int k = 0; k < 4; k++) {
                    s[4 * (j * n + i) + k] = (byte) Math.round(255 * w[k] / sum);
                }
            }
        }
        return s;
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }

    static Terrain fourLayers(int n, double cell, boolean hole) {
        float[] h = hills(n, cell);
        byte[] holes = new byte[(n - 1) * (n - 1)];
        if (hole) {
            for (int j = n / 2 + 8; j < n / 2 + 20; j++) {
                for (int i = n / 4; i < n / 4 + 16; i++) {
                    holes[j * (n - 1) + i] = 1;
                }
            }
        }
        return Terrain.builder(n, n, cell).origin(-(n - 1) * cell / 2, 0, -(n - 1) * cell / 2).heights(h)
                .splat(paint(n, h, cell)).holes(holes)
                .layers(List.of(new TerrainLayer("ground/grass", 6, 0.7, 0.5), new TerrainLayer("ground/dirt", 5, 0.5, 0.5),
                        new TerrainLayer("ground/rock", 8, 0.8, 0.7), new TerrainLayer("ground/snow", 10, 0.3, 0.5)))
                .build();
    }

    static List<TerrainLayerLook> looks(Terrain t) {
        List<TerrainLayerLook> out = new ArrayList<>();
        for (TerrainLayer l : t.layers()) {
            out.add(TerrainLayerLook.of(l, ASSETS.material(l.material(), "layers"), ASSETS.texture(l.material(), "layers")));
        }
        return out;
    }

    private static BufferedImage frame(String name, Camera camera, RenderLook look, Drawable... drawables) throws Exception {
        frames.begin(camera, look, target);
        for (Drawable d : drawables) {
            frames.draw(d);
        }
        FrameStats stats = frames.end();
        assertEquals(GL_NO_ERROR, glGetError());
        System.out.println(name + ": " + stats + ", " + stats.terrainPatches() + " terrain patches");
        BufferedImage image = target.readImage();
        Path out = Path.of("target", "terrain-frames", name + ".png");
        Files.createDirectories(out.getParent());
        ImageIO.write(image, "png", out.toFile());
        return image;
    }

    private static final RenderLook AFTERNOON = new RenderLook("afternoon", 250, 15, new float[] {1.0f, 0.92f, 0.78f},
            new float[] {0.40f, 0.44f, 0.52f}, 0, 0, 0, 0x9db4cc);

    @Test
    void fourLayersAHoleLightAndShadowFromAPitchedView() throws Exception {
        Terrain t = fourLayers(193, 1, true);
        try (GpuTerrain g = GpuTerrain.create(t, looks(t))) {
            FlyCamera camera = new FlyCamera().set(-40, 62, 95, 20, 30).lens(60, 0.5f, 1000);
            BufferedImage image = frame("terrain-four-layers", camera, AFTERNOON, g);
            GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite("terrain-four-layers", image), image);
            assertTrue(diff.matches(), diff.toString());
            assertEquals(9, (double) g.gridBytes() / (193 * 193), 0.1, "heights, weights and holes a vertex");
            // From above, the low sun's shadow of the peak falls east-north-east across the ground.
            FlyCamera above = new FlyCamera().set(0, 200, 60, 0, 62).lens(60, 0.5f, 1000);
            BufferedImage top = frame("terrain-four-layers-above", above, AFTERNOON, g);
            GoldenImages.Diff d2 = GoldenImages.diff(GoldenImages.goldenOrWrite("terrain-four-layers-above", top), top);
            assertTrue(d2.matches(), d2.toString());
        }
    }

    @Test
    void aDeepViewToTheHorizonUsesCascades() throws Exception {
        Terrain t = fourLayers(1025, 2, false);
        try (GpuTerrain g = GpuTerrain.create(t, looks(t))) {
            FlyCamera camera = new FlyCamera().set(-700, 40, 800, 40, 6).lens(60, 0.5f, 4000);
            BufferedImage image = frame("terrain-deep-view", camera, AFTERNOON.withFog(600, 2600), g);
            assertEquals(FrameRenderer.CASCADES, frames.stats().shadowDrawCalls(), "a shadow draw a cascade");
            GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite("terrain-deep-view", image), image);
            assertTrue(diff.matches(), diff.toString());
            System.out.println("1025² terrain: " + g.gpuBytes() + " bytes on the GPU, " + g.gpuBytesPerVertex() + " a vertex");
            assertTrue(g.gpuBytesPerVertex() < 16, g.gpuBytesPerVertex() + " bytes a vertex");
        }
    }

    @Test
    void sixLayersFromWeightsOfTheirOwnAreAllDrawn() throws Exception {
        int n = 129;
        Terrain t = Terrain.builder(n, n, 1).origin(-64, 0, -64).layers(List.of(TerrainLayer.of("ground/grass"))).build();
        int[] rgb = {0xff0000, 0x00ff00, 0x0000ff, 0xffff00, 0xff00ff, 0x00ffff};
        List<TerrainLayerLook> looks = new ArrayList<>();
        for (int k = 0; k < 6; k++) {
            looks.add(new TerrainLayerLook(Material.of("flat" + k, Rgba.ofSrgb(rgb[k])), Optional.empty(), 4, 0, 0.5));
        }
        // Six bands along x, one layer each.
        byte[] w = new byte[6 * n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                w[(j * n + i) * 6 + Math.min(5, i * 6 / n)] = (byte) 255;
            }
        }
        try (GpuTerrain g = GpuTerrain.create(t, looks, w)) {
            assertEquals(6, g.layers());
            assertEquals(13, (double) g.gridBytes() / (n * n), 0.1, "heights, two weights and holes a vertex");
            FlyCamera top = new FlyCamera().set(0, 120, 0, 0, 89.5f).lens(60, 1, 500);
            BufferedImage image = frame("terrain-six-layers", top, RenderLook.plain(), g);
            for (int k = 0; k < 6; k++) {
                float x = -64 + (k + 0.5f) * n / 6f;
                int px = Math.round((0.5f + x / (2 * 120 * (float) Math.tan(Math.toRadians(30)) * WIDTH / HEIGHT)) * WIDTH);
                int c = image.getRGB(px, HEIGHT / 2);
                int dominant = dominant(c);
                assertEquals(dominant(rgb[k]), dominant, "band " + k + " at pixel " + px + ": " + Integer.toHexString(c));
            }
            // A weight edit of their own re-uploads: the first band turns to layer 5.
            byte[] patch = new byte[6 * 16 * 16];
            for (int v = 0; v < 256; v++) {
                patch[v * 6 + 5] = (byte) 255;
            }
            g.setWeights(new TerrainRect(5, 56, 16, 16), patch);
            BufferedImage after = frame("terrain-six-layers-edited", top, RenderLook.plain(), g);
            int px = Math.round((0.5f + (-64 + 13) / (2 * 120 * (float) Math.tan(Math.toRadians(30)) * WIDTH / HEIGHT)) * WIDTH);
            assertEquals(dominant(rgb[5]), dominant(after.getRGB(px, HEIGHT / 2)));
            assertThrows(IllegalArgumentException.class, () -> g.setWeights(new TerrainRect(120, 0, 16, 16), patch));
        }
        assertThrows(IllegalArgumentException.class, () -> GpuTerrain.create(t, looks, new byte[5]));
    }

    /** Which channels of a colour stand out: a bit each for red, green, blue above the mean. */
    private static int dominant(int rgb) {
        int r = rgb >> 16 & 0xff, gr = rgb >> 8 & 0xff, b = rgb & 0xff;
        int mean = (r + gr + b) / 3;
        return (r > mean + 20 ? 4 : 0) | (gr > mean + 20 ? 2 : 0) | (b > mean + 20 ? 1 : 0);
    }

    @Test
    void anEditReUploadsToTheSamePictureAsAFreshUpload() throws Exception {
        Terrain t = fourLayers(129, 1, true);
        FlyCamera camera = new FlyCamera().set(-10, 60, 70, 0, 35).lens(60, 0.5f, 600);
        try (GpuTerrain g = GpuTerrain.create(t, looks(t))) {
            frame("terrain-before-edit", camera, AFTERNOON, g);
            assertTrue(g.tree().maxHeight(0, 2, 1) < 75);
            float[] raised = new float[16 * 16];
            byte[] holes = new byte[8 * 8];
            for (int k = 0; k < raised.length; k++) {
                raised[k] = 60 + k % 16;
            }
            java.util.Arrays.fill(holes, (byte) 1);
            assertTrue(t.setHeights(new TerrainRect(60, 40, 16, 16), raised).isEmpty());
            assertTrue(t.setHoles(new TerrainRect(20, 20, 8, 8), holes).isEmpty());
            byte[] rock = new byte[4 * 16 * 16];
            for (int v = 0; v < 256; v++) {
                rock[4 * v + 2] = (byte) 255;
            }
            assertTrue(t.setSplat(new TerrainRect(60, 40, 16, 16), rock).isEmpty());
            assertEquals(3, g.update());
            assertEquals(0, g.update(), "nothing new");
            float leafMax = Float.NEGATIVE_INFINITY;
            int leaf = g.tree().leafCells();
            for (int j = leaf; j <= 2 * leaf; j++) {
                for (int i = 2 * leaf; i <= 3 * leaf; i++) {
                    leafMax = Math.max(leafMax, t.height(i, j));
                }
            }
            assertEquals(75, leafMax, 0, "the raised block reaches 75 m in leaf (2, 1)");
            assertEquals(leafMax, g.tree().maxHeight(0, 2, 1), 0, "the quadtree's box follows the edit");
            BufferedImage edited = frame("terrain-edited", camera, AFTERNOON, g);
            try (GpuTerrain fresh = GpuTerrain.create(t, looks(t))) {
                BufferedImage expected = frame("terrain-edited-fresh", camera, AFTERNOON, fresh);
                GoldenImages.Diff diff = GoldenImages.diff(expected, edited);
                assertEquals(0, diff.changedPixels(), diff.toString());
            }
        }
    }

    @Test
    void aPillarCastsItsShadowOnTheGroundAwayFromTheSun() throws Exception {
        int n = 129;
        float[] h = new float[n * n];
        for (int j = 60; j <= 66; j++) {
            for (int i = 60; i <= 66; i++) {
                h[j * n + i] = 30;
            }
        }
        Terrain t = Terrain.builder(n, n, 1).origin(-64, 0, -64).heights(h)
                .layers(List.of(new TerrainLayer("ground/sand", 8, 0, 0.5))).build();
        try (GpuTerrain g = GpuTerrain.create(t, looks(t))) {
            FlyCamera top = new FlyCamera().set(0, 140, 0, 0, 89.5f).lens(60, 1, 500);
            RenderLook look = RenderLook.plain();
            BufferedImage image = frame("terrain-pillar-shadow", top, look, g);
            float[] sun = look.sunDirection(new float[3]);
            org.joml.Matrix4f vp = top.viewProjection((float) WIDTH / HEIGHT, new org.joml.Matrix4f());
            // The pillar's top middle (world 0, 30, 0) thrown along the sun onto the ground, two-thirds of the way.
            float reach = 0.66f * 30 / sun[1];
            int shadowed = brightness(image, vp, -sun[0] * reach, -sun[2] * reach);
            int lit = brightness(image, vp, sun[0] * reach, sun[2] * reach);
            assertTrue(shadowed < 0.75 * lit, "the shadow side (" + shadowed + ") is darker than the sunny side (" + lit + ")");
        }
    }

    private static int brightness(BufferedImage image, org.joml.Matrix4f vp, float x, float z) {
        org.joml.Vector4f p = vp.transform(new org.joml.Vector4f(x, 0, z, 1));
        int px = Math.round((p.x / p.w * 0.5f + 0.5f) * WIDTH), py = Math.round((0.5f - p.y / p.w * 0.5f) * HEIGHT);
        int c = image.getRGB(px, py);
        return (c >> 16 & 0xff) + (c >> 8 & 0xff) + (c & 0xff);
    }

    @Test
    void aPickRayHitsTheGroundAtItsCellAndMissesThroughAHole() {
        Terrain t = fourLayers(129, 1, true);
        try (GpuTerrain g = GpuTerrain.create(t, looks(t))) {
            PickHit hit = new PickHit();
            frames.pick(10.5f, 200, -20.5f, 0, -1, 0, 1000, hit, g);
            assertEquals(PickHit.Kind.TERRAIN, hit.kind());
            assertEquals(74, hit.cellX());
            assertEquals(43, hit.cellZ());
            assertEquals(t.heightAt(10.5, -20.5), hit.point().y(), 1e-3);
            assertEquals(200 - t.heightAt(10.5, -20.5), hit.distance(), 1e-3);
            assertTrue(hit.source() == t && hit.drawable() == g);
            // Straight down through the hole's middle: nothing.
            frames.pick(-64 + 32 + 8, 200, -64 + 64 + 14, 0, -1, 0, 1000, hit, g);
            assertEquals(PickHit.Kind.NONE, hit.kind(), hit.toString());
        }
    }

    @Test
    void aFrameAllocatesNothingOnceUploaded() {
        Terrain t = fourLayers(129, 1, false);
        try (GpuTerrain g = GpuTerrain.create(t, looks(t)); OffscreenTarget small = new OffscreenTarget(32, 24)) {
            FlyCamera camera = new FlyCamera().set(-10, 60, 70, 0, 35).lens(60, 0.5f, 600);
            Allocation.assertAllocatesNothing(200, 20, () -> {
                g.update();
                frames.begin(camera, AFTERNOON, small).draw(g).end();
            });
        }
    }

    @Test
    void badLooksAreRefused() {
        Terrain t = fourLayers(65, 1, false);
        assertThrows(IllegalArgumentException.class, () -> GpuTerrain.create(t, looks(t).subList(0, 2)));
        assertThrows(IllegalArgumentException.class, () -> new TerrainLayerLook(
                new Material("m", Rgba.WHITE, Optional.empty(), AlphaMode.OPAQUE, 0.5f, false, Rgba.BLACK, Optional.empty(),
                        0, 1, Optional.empty(), Optional.empty(), Optional.empty(), false), Optional.empty(), 0, 0, 0));
    }
}
