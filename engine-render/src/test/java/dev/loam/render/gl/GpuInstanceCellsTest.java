package dev.loam.render.gl;

import dev.loam.testkit.GoldenImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL11C.GL_NO_ERROR;
import static org.lwjgl.opengl.GL11C.glGetError;

import dev.loam.assets.AssetResolver;
import dev.loam.assets.ScatterInstances;
import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import dev.loam.render.mesh.InstanceLayer;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterItem;
import dev.loam.testkit.Allocation;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import javax.imageio.ImageIO;
import org.joml.FrustumIntersection;
import org.joml.Matrix4f;
import org.joml.Vector4f;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Static instances drawn under the frame renderer, read from real frames: instance sets per cell
 * ({@link GpuInstanceCells}) and a world's decor batches per chunk ({@link GpuWorldDecor}).
 */
@Tag("gl")
class GpuInstanceCellsTest {
    private static final int WIDTH = 160, HEIGHT = 120;

    private static GlContext gl;
    private static FrameRenderer frame;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlContext.open(WIDTH, HEIGHT, "instance cells test", true, Map.of());
        frame = new FrameRenderer();
        target = new OffscreenTarget(WIDTH, HEIGHT);
    }

    @AfterAll
    static void close() {
        if (target != null) {
            target.close();
        }
        if (frame != null) {
            frame.close();
        }
        if (gl != null) {
            gl.close();
        }
    }

    private static final Model WHITE_BOX = ModelFixtures.box("box", Material.of("white", Rgba.ofSrgb(0xe0e0e0)), 1, 1, 1);

    /** Boxes standing at the given x, z (y 0), unscaled, unturned. */
    private static InstanceSet boxes(Model model, float... xz) {
        InstanceSet.Builder b = InstanceSet.builder("boxes", model);
        for (int i = 0; i < xz.length; i += 2) {
            b.add(Transforms.placed(xz[i], 0, xz[i + 1], 0, 1));
        }
        return b.build();
    }

    /** n × n boxes spaced {@code step} metres from the origin along +x and +z. */
    private static InstanceSet grid(int n, float step) {
        float[] xz = new float[2 * n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                xz[2 * (j * n + i)] = i * step;
                xz[2 * (j * n + i) + 1] = j * step;
            }
        }
        return boxes(WHITE_BOX, xz);
    }

    private static FrameStats draw(Camera camera, RenderLook look, Runnable draws) {
        frame.begin(camera, look, target);
        draws.run();
        FrameStats stats = frame.end();
        assertEquals(GL_NO_ERROR, glGetError());
        return stats;
    }

    private static BufferedImage picture(String name) throws Exception {
        BufferedImage image = target.readImage();
        Path out = Path.of("target", "cells-frames", name + ".png");
        Files.createDirectories(out.getParent());
        ImageIO.write(image, "png", out.toFile());
        return image;
    }

    /** The pixel (column, row from the top) a world point lands on. */
    private static int[] pixel(Camera camera, float x, float y, float z) {
        Matrix4f vp = camera.viewProjection((float) WIDTH / HEIGHT, new Matrix4f());
        Vector4f p = vp.transform(new Vector4f(x, y, z, 1));
        return new int[] {Math.round((p.x / p.w * 0.5f + 0.5f) * WIDTH), Math.round((0.5f - p.y / p.w * 0.5f) * HEIGHT)};
    }

    private static int rgb(BufferedImage image, int[] at) {
        return image.getRGB(at[0], at[1]) & 0xffffff;
    }

    @Test
    void onlyTheCellsInViewAreDrawnOneDrawACellAndTheRestAreSkipped() {
        InstanceSet set = grid(8, 10);
        // Looking along the grid's first row from beside it: a few of the 16 cells of 20 m are in view.
        DioramaCamera camera = new DioramaCamera().lookAt(5, 0, 5, 200, 25, 14);
        try (GpuInstanceCells cells = new GpuInstanceCells(List.of(new InstanceLayer(set, 20, 0, false, Optional.empty())))) {
            assertEquals(16, cells.cellCount());
            FrameStats stats = draw(camera, RenderLook.diorama(), () -> frame.draw(cells));
            // The cells a frustum of the camera's own sees, box by box.
            FrustumIntersection f = new FrustumIntersection(camera.viewProjection((float) WIDTH / HEIGHT, new Matrix4f()));
            int expected = 0;
            for (int cz = 0; cz < 4; cz++) {
                for (int cx = 0; cx < 4; cx++) {
                    float r = (float) Math.sqrt(0.5 * 0.5 * 2 + 1) / 2;
                    // Two boxes a side, 10 m apart, each sphere about its middle 0.5 m up.
                    if (f.testAab(cx * 20 - r, 0.5f - r, cz * 20 - r, cx * 20 + 10 + r, 0.5f + r, cz * 20 + 10 + r)) {
                        expected++;
                    }
                }
            }
            assertTrue(expected > 0 && expected < 16, expected + " cells in view");
            assertEquals(expected, stats.cellsDrawn(), stats.toString());
            assertEquals(16 - expected, stats.cellsCulled(), stats.toString());
            assertEquals(4 * expected, stats.instancesDrawn());
            assertEquals(4 * (16 - expected), stats.instancesCulled());
            assertEquals(expected, stats.drawCalls(), "one draw a cell in view (one mesh, no shadow): " + stats);
            assertEquals(0, stats.shadowDrawCalls());
            assertEquals(12L * 4 * expected, stats.triangles());
        }
    }

    @Test
    void aCellBeyondTheVisibilityRangeIsNotDrawnAndAnInstanceBeyondItIsHidden() throws Exception {
        // One box about 11 m from the eye, one about 50 m away along the view.
        InstanceSet set = boxes(WHITE_BOX, 0, 0, 0, -40);
        DioramaCamera camera = new DioramaCamera().lookAt(0, 0, -20, 0, 10, 30);
        int[] near = pixel(camera, 0, 0.5f, 0), far = pixel(camera, 0, 0.5f, -40);
        int background = RenderLook.plain().backgroundRgb() & 0xffffff;
        try (GpuInstanceCells all = new GpuInstanceCells(List.of(new InstanceLayer(set, 10, 0, false, Optional.empty())));
             GpuInstanceCells ranged = new GpuInstanceCells(List.of(new InstanceLayer(set, 10, 30, false, Optional.empty())));
             GpuInstanceCells oneCell = new GpuInstanceCells(List.of(new InstanceLayer(set, 0, 30, false,
                     Optional.empty())))) {
            float eyeToFar = camera.eye(new org.joml.Vector3f()).distance(0, 0.5f, -40);
            float eyeToNear = camera.eye(new org.joml.Vector3f()).distance(0, 0.5f, 0);
            assertTrue(eyeToNear < 30 - 2 && eyeToFar > 30 + 2, eyeToNear + " and " + eyeToFar + " m from the eye");
            FrameStats stats = draw(camera, RenderLook.plain(), () -> frame.draw(all));
            BufferedImage seen = picture("range-none");
            assertEquals(2, stats.cellsDrawn());
            assertTrue(rgb(seen, near) != background && rgb(seen, far) != background, "both boxes drawn without a range");
            stats = draw(camera, RenderLook.plain(), () -> frame.draw(ranged));
            BufferedImage cut = picture("range-30");
            assertEquals(1, stats.cellsDrawn(), "the far box's cell lies beyond the range: " + stats);
            assertEquals(1, stats.cellsCulled());
            assertTrue(rgb(cut, near) != background, "the near box drawn");
            assertEquals(background, rgb(cut, far), "the far box not drawn");
            // In one cell the cell is drawn, but the instance beyond the range is hidden all the same.
            stats = draw(camera, RenderLook.plain(), () -> frame.draw(oneCell));
            BufferedImage hidden = picture("range-30-one-cell");
            assertEquals(1, stats.cellsDrawn());
            assertEquals(background, rgb(hidden, far), "the far instance hidden in a drawn cell");
            assertTrue(rgb(hidden, near) != background);
        }
    }

    @Test
    void castShadowsOffDrawsNoShadowOntoTheGround() throws Exception {
        InstanceSet tall = InstanceSet.builder("tower", ModelFixtures.box("tower", Material.of("w", Rgba.WHITE), 1, 4, 1))
                .add(Transforms.identity()).build();
        Model ground = ModelFixtures.ground(new float[] {-6, 0, -6, 6, 0, 6}, 1);
        DioramaCamera camera = new DioramaCamera().lookAt(0, 0, 0, 20, 50, 16);
        RenderLook look = RenderLook.diorama();
        float[] identity = Transforms.identity();
        try (GpuInstanceCells casting = new GpuInstanceCells(List.of(new InstanceLayer(tall, 8, 0, true, Optional.empty())));
             GpuInstanceCells notCasting = new GpuInstanceCells(List.of(new InstanceLayer(tall, 8, 0, false,
                     Optional.empty())))) {
            draw(camera, look, () -> frame.draw(ground, identity));
            BufferedImage bare = picture("shadow-ground");
            // The stats are the renderer's own object: read each frame's before the next.
            int on = draw(camera, look, () -> frame.draw(ground, identity).draw(casting)).shadowDrawCalls();
            BufferedImage withShadow = picture("shadow-on");
            int off = draw(camera, look, () -> frame.draw(ground, identity).draw(notCasting)).shadowDrawCalls();
            BufferedImage without = picture("shadow-off");
            // The ground (a model) casts one draw itself; the tower one more when it casts.
            assertEquals(2, on);
            assertEquals(1, off);
            int darkenedOn = 0, darkenedOff = 0;
            for (int y = 0; y < HEIGHT; y++) {
                for (int x = 0; x < WIDTH; x++) {
                    int g = bare.getRGB(x, y) & 0xff, a = withShadow.getRGB(x, y), b = without.getRGB(x, y);
                    boolean tower = (b & 0xffffff) != (bare.getRGB(x, y) & 0xffffff);
                    if (tower) {
                        continue;
                    }
                    if ((a & 0xff) < g - 20) {
                        darkenedOn++;
                    }
                    if ((b & 0xff) < g - 2) {
                        darkenedOff++;
                    }
                }
            }
            assertTrue(darkenedOn > 100, darkenedOn + " ground pixels in the tower's shadow");
            assertEquals(0, darkenedOff, "no shadow with cast_shadows off");
        }
    }

    @Test
    void aMaterialOverrideReplacesTheModelsMaterials() throws Exception {
        InstanceSet set = boxes(WHITE_BOX, 0, 0);
        DioramaCamera camera = new DioramaCamera().lookAt(0, 0.5f, 0, 0, 20, 4);
        int[] middle = pixel(camera, 0, 0.5f, 0.5f);
        Material red = Material.of("red", new Rgba(1, 0, 0, 1)).withUnlit(true);
        try (GpuInstanceCells own = new GpuInstanceCells(List.of(InstanceLayer.of(set, 10)));
             GpuInstanceCells overridden = new GpuInstanceCells(List.of(new InstanceLayer(set, 10, 0, true,
                     Optional.of(red))))) {
            draw(camera, RenderLook.plain(), () -> frame.draw(own));
            int plain = rgb(picture("override-none"), middle);
            draw(camera, RenderLook.plain(), () -> frame.draw(overridden));
            int got = rgb(picture("override-red"), middle);
            assertTrue((plain >> 16 & 0xff) > 100 && (plain >> 8 & 0xff) > 100, Integer.toHexString(plain));
            assertEquals(0xff0000, got, "the unlit red override");
        }
    }

    @Test
    void eachCellTakesTheLevelOfDetailAtItsDistance() {
        Model cheap = ModelFixtures.box("cheap", Material.of("w", Rgba.WHITE), 1, 1, 1);
        // Level 1 from 30 m: a box whose mesh keeps only two of its triangles.
        dev.loam.model.MeshBuilder q = dev.loam.model.ModelMesh.builder("quad", 0);
        q.quad(q.vertex(-0.5f, 0, 0, 0, 0, 1), q.vertex(0.5f, 0, 0, 0, 0, 1), q.vertex(0.5f, 1, 0, 0, 0, 1),
                q.vertex(-0.5f, 1, 0, 0, 0, 1));
        Model far = Model.of("far", List.of(q.build()), List.of(Material.of("w", Rgba.WHITE)), List.of());
        Model lod = cheap.withLods(List.of(new dev.loam.model.ModelLod(30, far)));
        InstanceSet set = boxes(lod, 0, 0, 0, -60);
        DioramaCamera camera = new DioramaCamera().lookAt(0, 0, -20, 0, 10, 30);
        try (GpuInstanceCells cells = new GpuInstanceCells(List.of(new InstanceLayer(set, 10, 0, false, Optional.empty())))) {
            FrameStats stats = draw(camera, RenderLook.plain(), () -> frame.draw(cells));
            assertEquals(2, stats.cellsDrawn());
            assertEquals(12 + 2, stats.triangles(), "the near cell's box whole, the far cell's cheap level: " + stats);
        }
    }

    @Test
    void aPickHitsTheInstanceUnderTheRayAndNamesItsSet() {
        InstanceSet set = boxes(WHITE_BOX, 0, 0, 3, 0, 6, 0);
        try (GpuInstanceCells cells = new GpuInstanceCells(List.of(InstanceLayer.of(set, 2)))) {
            PickHit hit = frame.pick(3.2f, 10, 0.1f, 0, -1, 0, 100, new PickHit(), cells);
            assertEquals(PickHit.Kind.INSTANCE, hit.kind());
            assertEquals(1, hit.instance());
            assertSame(set, hit.source());
            assertSame(cells, hit.drawable());
            assertEquals(9, hit.distance(), 1e-4f, "the box's top at 1 m");
            assertEquals(1, hit.normal().y(), 1e-5f);
            // Between the boxes: nothing.
            assertEquals(PickHit.Kind.NONE, frame.pick(1.5f, 10, 0, 0, -1, 0, 100, new PickHit(), cells).kind());
            // From the side, the nearest of the row.
            PickHit side = frame.pick(20, 0.5f, 0, -1, 0, 0, 100, new PickHit(), cells);
            assertEquals(2, side.instance());
            assertEquals(20 - 6.5f, side.distance(), 1e-4f);
        }
    }

    @Test
    void replacingInstancesReuploadsOnlyTheCellsThatChanged() {
        InstanceSet set = grid(4, 10);
        try (GpuInstanceCells cells = new GpuInstanceCells(List.of(new InstanceLayer(set, 20, 0, true, Optional.empty())))) {
            assertEquals(4, cells.cellCount());
            assertEquals(0, cells.replace(0, grid(4, 10)), "the same instances: nothing uploaded");
            // One box moved within its cell.
            float[] m = new float[16 * 16];
            set.matrices().get(m);
            m[16 * 5 + 12] += 1;
            assertEquals(1, cells.replace(0, new InstanceSet("moved", WHITE_BOX, m, new float[0])));
            // One box moved into a cell of its own: its old cell and the new one.
            m[16 * 5 + 12] = 100;
            assertEquals(2, cells.replace(0, new InstanceSet("out", WHITE_BOX, m, new float[0])));
            assertEquals(5, cells.cellCount());
            // Back: the lone cell goes, the old one is uploaded again.
            assertEquals(1, cells.replace(0, set));
            assertEquals(4, cells.cellCount());
            FrameStats stats = draw(new DioramaCamera().lookAt(15, 0, 15, 30, 50, 60), RenderLook.diorama(),
                    () -> frame.draw(cells));
            assertEquals(4, stats.cellsDrawn());
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> cells.replace(0, boxes(ModelFixtures.box("other", Material.of("o", Rgba.WHITE), 1, 1, 1), 0, 0)));
            assertTrue(e.getMessage().contains("same model"), e.getMessage());
            assertThrows(IndexOutOfBoundsException.class, () -> cells.replace(1, set));
        }
    }

    @Test
    void aFrameOfCellsAllocatesNothing() {
        // A small scene, so that the shadow map cleared each frame is small (llvmpipe clears it on the CPU).
        InstanceSet set = grid(3, 1.5f);
        Model ground = ModelFixtures.ground(new float[] {0, 0, 0, 3, 0, 3}, 0.7f);
        float[] identity = Transforms.identity();
        DioramaCamera camera = new DioramaCamera().lookAt(1.5f, 0, 1.5f, 30, 40, 4);
        RenderLook look = RenderLook.diorama();
        try (OffscreenTarget small = new OffscreenTarget(16, 12);
             GpuInstanceCells cells = new GpuInstanceCells(List.of(new InstanceLayer(set, 2, 5, true, Optional.empty())))) {
            Allocation.assertAllocatesNothing(20_000, 100, () -> frame.begin(camera, look, small).draw(ground, identity)
                    .draw(cells).end());
        } finally {
            frame.release(ground);
        }
    }

    @Test
    void aClosedDrawableRefusesToBeDrawn() {
        GpuInstanceCells cells = new GpuInstanceCells(List.of(InstanceLayer.of(boxes(WHITE_BOX, 0, 0), 4)));
        cells.close();
        cells.close();
        assertEquals(0, cells.gpuBytes());
        frame.begin(new DioramaCamera(), RenderLook.plain(), target).draw(cells);
        assertThrows(IllegalStateException.class, frame::end);
        assertThrows(IllegalStateException.class, () -> cells.replace(0, boxes(WHITE_BOX, 1, 1)));
    }

    /** A scatter set of kit trees, rocks and bushes on a 48 m square, as a terrain scene would give it. */
    static Scatter kitScatter() {
        Scatter s = Scatter.builder("woods").chunkSize(16).items(List.of(ScatterItem.of("conifer"),
                ScatterItem.of("broadleaf"), ScatterItem.of("rock"), ScatterItem.of("boulder"), ScatterItem.of("bush")))
                .build();
        Random random = new Random(15);
        for (int k = 0; k < 70; k++) {
            int item = k % 5;
            s.add(item, random.nextDouble() * 48 - 24, 0, random.nextDouble() * 48 - 24, 0, random.nextDouble() * 360, 0,
                    0.8 + random.nextDouble() * 0.4);
        }
        return s;
    }

    @Test
    void aScatterSetOfKitTreesAndRocksOnTheGroundMatchesItsGolden() throws Exception {
        Scatter scatter = kitScatter();
        List<InstanceLayer> layers = new ArrayList<>();
        for (ScatterInstances.ItemInstances item : ScatterInstances.items(scatter, AssetResolver.defaults())) {
            layers.add(new InstanceLayer(item.set(), scatter.chunkSize(), scatter.visibilityRange(), scatter.castShadows(),
                    item.material()));
        }
        Model ground = ModelFixtures.ground(new float[] {-26, 0, -26, 26, 0, 26}, 1);
        DioramaCamera camera = new DioramaCamera().lookAt(0, 2, 0, 30, 38, 80);
        float[] identity = Transforms.identity();
        try (GpuInstanceCells cells = new GpuInstanceCells(layers); OffscreenTarget big = new OffscreenTarget(320, 240)) {
            frame.begin(camera, RenderLook.diorama(), big).draw(ground, identity).draw(cells);
            FrameStats stats = frame.end();
            assertEquals(GL_NO_ERROR, glGetError());
            System.out.println("scatter-woods: " + stats + "; " + cells);
            assertTrue(stats.shadowDrawCalls() > 1, "the trees cast shadows: " + stats);
            assertEquals(layers.size(), 5);
            BufferedImage image = big.readImage();
            Path out = Path.of("target", "cells-frames", "scatter-woods.png");
            Files.createDirectories(out.getParent());
            ImageIO.write(image, "png", out.toFile());
            GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite("scatter-woods", image), image);
            assertTrue(diff.matches(), "scatter-woods: " + diff + "; the frame drawn is in target/cells-frames/");
        } finally {
            frame.release(ground);
        }
    }

    private static float[] instances(float... xz) {
        float[] data = new float[GpuWorldDecor.INSTANCE_FLOATS * xz.length / 2];
        for (int i = 0; i < xz.length / 2; i++) {
            int o = GpuWorldDecor.INSTANCE_FLOATS * i;
            System.arraycopy(Transforms.placed(xz[2 * i], 0, xz[2 * i + 1], 0, 1), 0, data, o, 16);
            data[o + 16] = data[o + 17] = data[o + 18] = data[o + 19] = 1;
        }
        return data;
    }

    @Test
    void eachInstanceOfABatchSpanningALevelSwitchIsDrawnAtItsOwnDistancesLevel() throws Exception {
        // A red box with a blue box as its level from 30 m; one batch (one chunk) holds a box about
        // 11 m from the eye and one about 50 m: the near one red, the far one blue, though the
        // batch's nearest point is 11 m away.
        Model red = ModelFixtures.box("red", Material.of("red", Rgba.ofSrgb(0xd02020)), 2, 2, 2);
        Model blue = ModelFixtures.box("blue", Material.of("blue", Rgba.ofSrgb(0x2020d0)), 2, 2, 2);
        Model lod = red.withLods(List.of(new dev.loam.model.ModelLod(30, blue)));
        DioramaCamera camera = new DioramaCamera().lookAt(0, 0, -20, 0, 10, 30);
        float nearD = camera.eye(new org.joml.Vector3f()).distance(0, 1, 0), farD = camera.eye(new org.joml.Vector3f()).distance(0, 1, -40);
        assertTrue(nearD < 28 && farD > 32, nearD + " and " + farD + " m from the eye");
        int[] near = pixel(camera, 0, 1, 0), far = pixel(camera, 0, 1, -40);
        try (GpuWorldDecor decor = new GpuWorldDecor()) {
            int kind = decor.addKind(lod, 0, 0, false);
            decor.addBatch(kind, instances(0, 0, 0, -40), 2);
            FrameStats stats = draw(camera, RenderLook.plain(), () -> frame.draw(decor));
            BufferedImage image = picture("decor-levels-per-instance");
            int n = image.getRGB(near[0], near[1]), f = image.getRGB(far[0], far[1]);
            assertTrue(((n >> 16) & 0xff) > (n & 0xff) + 40, "the near box at its nearest level, red: " + Integer.toHexString(n));
            assertTrue((f & 0xff) > ((f >> 16) & 0xff) + 40, "the far box at its cheaper level, blue: " + Integer.toHexString(f));
            assertEquals(1, stats.cellsDrawn(), "one batch");
            assertEquals(2, stats.drawCalls(), "one draw a level the batch spans: " + stats);
        }
    }
}
