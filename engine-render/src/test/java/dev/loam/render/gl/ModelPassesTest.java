package dev.loam.render.gl;

import dev.loam.testkit.GoldenImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.AlphaMode;
import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.MeshBuilder;
import dev.loam.model.Model;
import dev.loam.model.ModelException;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.model.Sampler;
import dev.loam.model.TextureRef;
import dev.loam.model.Transforms;
import dev.loam.testkit.Allocation;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** What each part of the model passes does, read from real frames' pixels. */
@Tag("gl")
class ModelPassesTest {
    private static final int WIDTH = 96, HEIGHT = 64;
    private static final float[] IDENTITY = Transforms.identity();

    private static GlContext gl;
    private static ModelRenderer renderer;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlContext.open(WIDTH, HEIGHT, "model passes test", true, Map.of());
        renderer = new ModelRenderer();
        target = new OffscreenTarget(WIDTH, HEIGHT);
    }

    @AfterAll
    static void close() {
        if (target != null) {
            target.close();
        }
        if (renderer != null) {
            renderer.close();
        }
        if (gl != null) {
            gl.close();
        }
    }

    /** Looks north at a 2 m quad standing at the origin from 3 m, nearly level: it fills the middle of the frame. */
    private static DioramaCamera facing() {
        return new DioramaCamera().lookAt(0, 1, 0, 0, 10, 3);
    }

    /** A 2 × 2 m unlit-or-lit quad facing +z, every vertex at one uv and one colour. */
    private static Model quad(Material material, List<ModelTexture> textures, float u, float v, float[] colour) {
        MeshBuilder m = ModelMesh.builder("quad", 0);
        int a = m.vertex(-1, 0, 0, 0, 0, 1, u, v, colour[0], colour[1], colour[2], colour[3]);
        int b = m.vertex(1, 0, 0, 0, 0, 1, u, v, colour[0], colour[1], colour[2], colour[3]);
        int c = m.vertex(1, 2, 0, 0, 0, 1, u, v, colour[0], colour[1], colour[2], colour[3]);
        int d = m.vertex(-1, 2, 0, 0, 0, 1, u, v, colour[0], colour[1], colour[2], colour[3]);
        m.quad(a, b, c, d);
        return Model.of("quad", List.of(m.build()), List.of(material), textures);
    }

    private static int middle(Model model, Rgba tint) {
        renderer.begin(facing(), RenderLook.plain(), target).draw(model, IDENTITY, tint).end();
        BufferedImage image = target.readImage();
        renderer.release(model);
        return image.getRGB(WIDTH / 2, HEIGHT / 2) & 0xffffff;
    }

    private static int srgb(float r, float g, float b) {
        return Rgba.linearToSrgb(r) << 16 | Rgba.linearToSrgb(g) << 8 | Rgba.linearToSrgb(b);
    }

    private static void assertColour(int expected, int actual, int tolerance, String what) {
        for (int shift = 0; shift < 24; shift += 8) {
            int e = expected >> shift & 0xff, a = actual >> shift & 0xff;
            assertTrue(Math.abs(e - a) <= tolerance, what + ": expected " + Integer.toHexString(expected) + ", got "
                    + Integer.toHexString(actual));
        }
    }

    @Test
    void aSurfaceIsItsVertexColourTimesItsBaseColourTimesItsTextureTimesTheTint() {
        ModelTexture texel = ModelTexture.solid("texel", 200, 180, 100, 255);
        Material m = Material.of("m", new Rgba(0.5f, 1, 1, 1)).withBaseColorTexture(TextureRef.of(0)).withUnlit(true);
        Model model = quad(m, List.of(texel), 0.5f, 0.5f, new float[] {1, 0.5f, 1, 1});
        int got = middle(model, new Rgba(1, 1, 0.5f, 1));
        // The texture's bytes are sRGB: decoded before they multiply.
        int expected = srgb(0.5f * Rgba.srgbToLinear(200), 0.5f * Rgba.srgbToLinear(180), 0.5f * Rgba.srgbToLinear(100));
        assertColour(expected, got, 1, "vertex colour × base × texture × tint, unlit");
    }

    @Test
    void emissiveLightIsItsFactorTimesItsTextureAddedAfterTheLight() {
        // A black surface in the dark glows with its emissive factor times its (sRGB) emissive texture.
        RenderLook night = new RenderLook("night", 180, 30, new float[] {0, 0, 0}, new float[] {0, 0, 0}, 0, 0, 0, 0);
        ModelTexture glow = ModelTexture.solid("glow", 255, 128, 64, 255);
        Material m = new Material("glow", Rgba.BLACK, java.util.Optional.empty(), AlphaMode.OPAQUE, 0.5f, false,
                new Rgba(0.5f, 1, 1, 1), java.util.Optional.of(TextureRef.of(0)), 0, 1, java.util.Optional.empty(),
                java.util.Optional.empty(), java.util.Optional.empty(), false);
        Model model = quad(m, List.of(glow), 0.5f, 0.5f, new float[] {1, 1, 1, 1});
        renderer.begin(facing(), night, target).draw(model, IDENTITY).end();
        int got = target.readImage().getRGB(WIDTH / 2, HEIGHT / 2) & 0xffffff;
        renderer.release(model);
        assertColour(srgb(0.5f, Rgba.srgbToLinear(128), Rgba.srgbToLinear(64)), got, 1, "emissive × its texture");
    }

    @Test
    void theWallBounceBrightensUprightFacesOnlyWhenAsked() {
        Material grey = Material.of("grey", Rgba.ofSrgb(0x808080));
        Model model = quad(grey, List.of(), 0, 0, new float[] {1, 1, 1, 1});
        renderer.begin(facing(), RenderLook.diorama(), target).draw(model, IDENTITY).end();
        int without = target.readImage().getRGB(WIDTH / 2, HEIGHT / 2) & 0xff;
        try {
            renderer.wallBounce(0.44);
            renderer.begin(facing(), RenderLook.diorama(), target).draw(model, IDENTITY).end();
            int with = target.readImage().getRGB(WIDTH / 2, HEIGHT / 2) & 0xff;
            assertTrue(with > without + 10, "bounce " + with + " against " + without);
        } finally {
            renderer.wallBounce(0);
            renderer.release(model);
        }
        assertThrows(IllegalArgumentException.class, () -> renderer.wallBounce(-1));
    }

    @Test
    void texturesAreDecodedFromSrgbBeforeTheyAreFiltered() {
        // Black beside white, sampled half way between their middles: linear filtering of linear light
        // gives half the light (sRGB 188), not half the bytes (128).
        byte[] px = {0, 0, 0, (byte) 255, (byte) 255, (byte) 255, (byte) 255, (byte) 255};
        Sampler linear = new Sampler(Sampler.Wrap.CLAMP_TO_EDGE, Sampler.Wrap.CLAMP_TO_EDGE, Sampler.Filter.LINEAR,
                Sampler.Filter.LINEAR, false);
        Material m = Material.vertexColoured("m").withBaseColorTexture(TextureRef.of(0)).withUnlit(true);
        int got = middle(quad(m, List.of(new ModelTexture("bw", 2, 1, px, linear)), 0.5f, 0.5f, new float[] {1, 1, 1, 1}),
                Rgba.WHITE);
        assertColour(srgb(0.5f, 0.5f, 0.5f), got, 2, "half way between black and white");
        // Nearest filtering takes one texel whole.
        Sampler nearest = new Sampler(Sampler.Wrap.CLAMP_TO_EDGE, Sampler.Wrap.CLAMP_TO_EDGE, Sampler.Filter.NEAREST,
                Sampler.Filter.NEAREST, false);
        int left = middle(quad(m, List.of(new ModelTexture("bw", 2, 1, px, nearest)), 0.3f, 0.5f, new float[] {1, 1, 1, 1}),
                Rgba.WHITE);
        assertEquals(0x000000, left);
    }

    @Test
    void theSamplersWrapAndTheTextureTransformMoveTheUvs() {
        // Red on the left half, green on the right, sampled nearest.
        byte[] px = {(byte) 255, 0, 0, (byte) 255, 0, (byte) 255, 0, (byte) 255};
        Material m = Material.vertexColoured("m").withBaseColorTexture(TextureRef.of(0)).withUnlit(true);
        float[] white = {1, 1, 1, 1};
        assertEquals(0xff0000, middle(quad(m, List.of(texture(px, Sampler.Wrap.REPEAT)), 1.25f, 0.5f, white), Rgba.WHITE),
                "u 1.25 repeats to 0.25: red");
        assertEquals(0x00ff00, middle(quad(m, List.of(texture(px, Sampler.Wrap.CLAMP_TO_EDGE)), 1.25f, 0.5f, white),
                Rgba.WHITE), "u 1.25 clamps to the right edge: green");
        assertEquals(0x00ff00, middle(quad(m, List.of(texture(px, Sampler.Wrap.MIRRORED_REPEAT)), 1.25f, 0.5f, white),
                Rgba.WHITE), "u 1.25 mirrors to 0.75: green");
        Material moved = Material.vertexColoured("moved").withBaseColorTexture(new TextureRef(0, 0.5f, 0, 0, 1, 1, 1))
                .withUnlit(true);
        assertEquals(0x00ff00, middle(quad(moved, List.of(texture(px, Sampler.Wrap.CLAMP_TO_EDGE)), 0.25f, 0.5f, white),
                Rgba.WHITE), "an offset of 0.5 moves u 0.25 to 0.75: green");
        // A quarter turn: u' = cos·u + sin·v = v, so u 0.1, v 0.8 samples u' 0.8.
        Material turned = Material.vertexColoured("turned").withBaseColorTexture(new TextureRef(0, 0, 0,
                (float) (Math.PI / 2), 1, 1, 1)).withUnlit(true);
        assertEquals(0x00ff00, middle(quad(turned, List.of(texture(px, Sampler.Wrap.REPEAT)), 0.1f, 0.8f, white),
                Rgba.WHITE), "rotated a quarter turn, u 0.1 v 0.8 reads u 0.8: green");
    }

    private static ModelTexture texture(byte[] px, Sampler.Wrap wrap) {
        return new ModelTexture("rg", 2, 1, px, new Sampler(wrap, wrap, Sampler.Filter.NEAREST, Sampler.Filter.NEAREST, false));
    }

    @Test
    void aMaskedSurfaceIsCutBelowItsCutoffAndWholeAbove() {
        Material cut = Material.of("cut", new Rgba(1, 1, 1, 0.6f)).withAlpha(AlphaMode.MASK, 0.7f).withUnlit(true);
        Material kept = Material.of("kept", new Rgba(1, 1, 1, 0.6f)).withAlpha(AlphaMode.MASK, 0.5f).withUnlit(true);
        float[] white = {1, 1, 1, 1};
        int background = RenderLook.plain().backgroundRgb();
        assertEquals(background, middle(quad(cut, List.of(), 0, 0, white), Rgba.WHITE), "alpha 0.6 under 0.7 is cut away");
        assertEquals(0xffffff, middle(quad(kept, List.of(), 0, 0, white), Rgba.WHITE),
                "alpha 0.6 over 0.5 is drawn whole, not blended");
        renderer.begin(facing(), RenderLook.plain(), target).draw(quad(kept, List.of(), 0, 0, white), IDENTITY).end();
        assertEquals(0xff, target.readImage().getRGB(WIDTH / 2, HEIGHT / 2) >>> 24, "a cut surface leaves the frame opaque");
    }

    @Test
    void aBlendedSurfaceMixesWithWhatIsBehindItByItsAlpha() {
        Material glass = Material.of("glass", new Rgba(1, 1, 1, 0.25f)).withAlpha(AlphaMode.BLEND, 0.5f).withUnlit(true);
        int background = RenderLook.plain().backgroundRgb();
        renderer.begin(facing(), RenderLook.plain(), target).draw(quad(glass, List.of(), 0, 0, new float[] {1, 1, 1, 1}),
                IDENTITY).end();
        int got = target.readImage().getRGB(WIDTH / 2, HEIGHT / 2);
        int expected = 0;
        for (int shift = 0; shift < 24; shift += 8) {
            expected |= Math.round(0.25f * 255 + 0.75f * (background >> shift & 0xff)) << shift;
        }
        assertColour(expected, got & 0xffffff, 2, "a quarter white over the backdrop");
        assertEquals(0xff, got >>> 24, "the frame stays opaque under blended surfaces");
    }

    @Test
    void fogFadesFarSurfacesIntoTheBackdrop() {
        Material white = Material.of("white", Rgba.WHITE).withUnlit(true);
        Model model = quad(white, List.of(), 0, 0, new float[] {1, 1, 1, 1});
        RenderLook look = RenderLook.plain();
        int background = look.backgroundRgb();
        renderer.begin(facing(), look.withFog(0.5, 1), target).draw(model, IDENTITY).end();
        assertColour(background, target.readImage().getRGB(WIDTH / 2, HEIGHT / 2) & 0xffffff, 1, "3 m away, past the fog's end");
        renderer.begin(facing(), look.withFog(100, 200), target).draw(model, IDENTITY).end();
        assertEquals(0xffffff, target.readImage().getRGB(WIDTH / 2, HEIGHT / 2) & 0xffffff, "before the fog starts");
        renderer.begin(facing(), look.withFog(2, 4), target).draw(model, IDENTITY).end();
        int half = target.readImage().getRGB(WIDTH / 2, HEIGHT / 2) & 0xff;
        assertTrue(half > (background & 0xff) + 20 && half < 0xff - 20, "part way into the fog: " + half);
        renderer.release(model);
    }

    @Test
    void aSurfaceFacingTheSunIsLitAndOneInTheShadowOfAnotherCasterIsNotEvenWithTheCasterOutOfView() {
        // A lit quad facing the camera and a low sun in the south (25 degrees up) behind the camera;
        // a wall 5 m tall stands 7 m south, behind the eye (3 m out), and shades the quad's middle.
        RenderLook lowSouthSun = new RenderLook("low south sun", 180, 25, new float[] {0.8f, 0.8f, 0.8f},
                new float[] {0.3f, 0.3f, 0.3f}, 0, 0, 0, 0x808890);
        Material grey = Material.of("grey", Rgba.ofSrgb(0x909090));
        Model back = quad(grey, List.of(), 0, 0, new float[] {1, 1, 1, 1});
        Model wall = ModelFixtures.box("wall", grey, 4, 5, 0.2f);
        renderer.begin(facing(), lowSouthSun, target).draw(back, IDENTITY).end();
        int lit = target.readImage().getRGB(WIDTH / 2, HEIGHT / 2) & 0xff;
        renderer.begin(facing(), lowSouthSun, target).draw(back, IDENTITY).draw(wall, Transforms.placed(0, 0, 7, 0, 1))
                .end();
        int shaded = target.readImage().getRGB(WIDTH / 2, HEIGHT / 2) & 0xff;
        assertEquals(1, renderer.stats().instancesDrawn(), "the wall is out of view");
        assertEquals(0, renderer.stats().instancesCulled(), "but its shadow falls in it, so it is not culled");
        assertTrue(shaded < lit - 30, "shadowed " + shaded + " against lit " + lit);
        renderer.release(back);
        renderer.release(wall);
    }

    @Test
    void instancesOutOfViewWhoseShadowsCannotReachItAreCulled() {
        Model post = ModelFixtures.box("post", Material.of("post", Rgba.WHITE), 0.5f, 1, 0.5f);
        InstanceSet set = InstanceSet.builder("posts", post).add(0, 0, -1, 0, 1, Rgba.WHITE)
                .add(200, 0, 0, 0, 1, Rgba.WHITE).add(-200, 0, 0, 0, 1, Rgba.WHITE).build();
        renderer.begin(facing(), RenderLook.plain(), target).draw(set).end();
        assertEquals(1, renderer.stats().instancesDrawn());
        assertEquals(2, renderer.stats().instancesCulled());
        renderer.release(set);
        renderer.release(post);
    }

    @Test
    void setsMadeAnewEachFrameDoNotPileUpInTheRenderer() {
        Model post = ModelFixtures.box("post", Material.of("post", Rgba.WHITE), 0.1f, 0.1f, 0.1f);
        int n = ModelRenderer.REMEMBERED_SETS + 76;
        renderer.begin(facing(), RenderLook.plain(), target);
        for (int i = 0; i < n; i++) {
            renderer.draw(InstanceSet.builder("one", post).add(0, 1, -1, 0, 1, Rgba.WHITE).build());
        }
        assertEquals(n, renderer.end().instancesDrawn(), "every set of the frame is drawn, forgotten or not");
        assertTrue(renderer.rememberedSets() <= ModelRenderer.REMEMBERED_SETS, renderer.rememberedSets() + " remembered");
        InstanceSet kept = InstanceSet.builder("kept", post).add(0, 1, -1, 0, 1, Rgba.WHITE).build();
        renderer.begin(facing(), RenderLook.plain(), target).draw(kept).end();
        int before = renderer.rememberedSets();
        renderer.release(kept);
        assertEquals(before - 1, renderer.rememberedSets());
        renderer.release(post);
    }

    @Test
    void aMirroredInstanceFacesOutAsTheModelDoes() {
        // A box is its own mirror image: drawn mirrored in x, single-sided, it must look the same.
        Model box = ModelFixtures.box("box", Material.of("box", Rgba.ofSrgb(0xa0a0a0)), 1, 1, 1);
        DioramaCamera camera = new DioramaCamera().lookAt(0, 0.5f, 0, 30, 35, 4);
        renderer.begin(camera, RenderLook.plain(), target).draw(box, IDENTITY).end();
        BufferedImage plain = target.readImage();
        float[] mirror = Transforms.identity();
        mirror[0] = -1;
        renderer.begin(camera, RenderLook.plain(), target).draw(box, mirror).end();
        GoldenImages.Diff diff = GoldenImages.diff(plain, target.readImage());
        assertTrue(diff.changedPixels() <= 4, "mirrored, the box looks the same: " + diff);
        renderer.release(box);
    }

    @Test
    void drawingOutsideAFrameOrWithABadMatrixIsRefused() {
        Model box = ModelFixtures.box("box", Material.of("box", Rgba.WHITE), 1, 1, 1);
        assertThrows(IllegalStateException.class, () -> renderer.draw(box, IDENTITY));
        assertThrows(IllegalStateException.class, renderer::end);
        renderer.begin(facing(), RenderLook.plain(), target);
        try {
            assertThrows(IllegalStateException.class, () -> renderer.begin(facing(), RenderLook.plain(), target));
            float[] bad = Transforms.identity();
            bad[13] = Float.NaN;
            ModelException e = assertThrows(ModelException.class, () -> renderer.draw(box, bad));
            assertTrue(e.getMessage().contains("matrix[13]"), e.getMessage());
        } finally {
            renderer.end();
        }
        renderer.release(box);
    }

    @Test
    void aFrameOfUploadedModelsAndSetsAllocatesNothing() {
        Model box = ModelFixtures.box("box", Material.of("box", Rgba.WHITE), 1, 1, 1);
        Model cards = ModelFixtures.cards();
        Model glass = quad(Material.of("glass", new Rgba(1, 1, 1, 0.5f)).withAlpha(AlphaMode.BLEND, 0.5f), List.of(), 0, 0,
                new float[] {1, 1, 1, 1});
        InstanceSet set = InstanceSet.builder("set", cards).add(-1, 0, -1, 0, 1, Rgba.WHITE)
                .add(1, 0, -1, 1, 1, new Rgba(1, 0.5f, 0.5f, 1)).build();
        float[] at = Transforms.placed(0, 0, -2, 0.3f, 1);
        Rgba tint = new Rgba(0.8f, 0.9f, 1, 1);
        DioramaCamera camera = facing();
        RenderLook look = RenderLook.diorama();
        try (OffscreenTarget small = new OffscreenTarget(16, 12)) {
            Allocation.assertAllocatesNothing(20_000, 100, () -> renderer.begin(camera, look, small)
                    .draw(box, at, tint).draw(glass, IDENTITY).draw(set).end());
        } finally {
            renderer.release(set);
            renderer.release(box);
            renderer.release(cards);
            renderer.release(glass);
        }
    }
}
