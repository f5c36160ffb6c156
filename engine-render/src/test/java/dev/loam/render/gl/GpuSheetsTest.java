package dev.loam.render.gl;

import dev.loam.testkit.GoldenImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL11C.GL_NO_ERROR;
import static org.lwjgl.opengl.GL11C.glGetError;

import dev.loam.render.mesh.FlowRibbon;
import dev.loam.render.mesh.SheetMesh;
import dev.loam.testkit.Allocation;
import dev.loam.render.mesh.SheetKind;
import dev.loam.render.mesh.SheetMeshes;
import dev.loam.render.mesh.SheetRect;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleBinaryOperator;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Real frames of water and lava sheets over a plain ground from a headless context, compared with
 * committed goldens ({@link GoldenImages}); every frame is also written to {@code target/sheet-frames/}.
 */
@Tag("gl")
class GpuSheetsTest {
    private static final int WIDTH = 320, HEIGHT = 240;

    /** A lake's basin: a bed 3 m under the water at y = 0, its shore a metre over it, a bank rising through it in the east. */
    static final DoubleBinaryOperator BASIN = (x, z) -> {
        double r = Math.max(Math.abs(x), Math.abs(z));
        double t = Math.min(1, Math.max(0, (r - 12) / 18));
        double bank = Math.max(0, 1 - Math.hypot(x - 22, z + 4) / 13);
        return -3 + 4 * t * t * (3 - 2 * t) + 4.5 * bank * bank;
    };

    /**
     * A volcano as a region's: its rim the square ring 16 m round the crater's middle at 20 m, the
     * crater's floor at 12 m, its flank falling to 0 over 50 m, the rim breached 4 m lower to the
     * north (+z), where the lava spills over it.
     */
    static final DoubleBinaryOperator VOLCANO = (x, z) -> {
        double r = Math.max(Math.abs(x), Math.abs(z));
        double h = r < 16 ? 12 + 8 * (r / 16) * (r / 16) : 20 * Math.max(0, 1 - (r - 16) / 50);
        double breach = z <= 0 ? 0 : Math.max(0, 1 - Math.abs(x) / 14) * Math.max(0, 1 - Math.abs(z - 16) / 14);
        return h - 4 * breach;
    };

    private static GlContext gl;
    private static FrameRenderer renderer;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlContext.open(WIDTH, HEIGHT, "sheets test", true, Map.of());
        renderer = new FrameRenderer();
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

    static SheetMeshes lake() {
        return SheetMeshes.build(List.of(new SheetRect(SheetKind.WATER, -32, -32, 32, 32, 0)), List.of(), BASIN);
    }

    static SheetMeshes volcano() {
        return SheetMeshes.build(List.of(new SheetRect(SheetKind.LAVA, -16, -16, 16, 16, 18)),
                List.of(FlowRibbon.straight(0, 0, 0, 70, 12)), VOLCANO);
    }

    private static BufferedImage frame(String name, Camera camera, double time, Drawable... drawables) throws Exception {
        assertEquals(GL_NO_ERROR, glGetError(), "before the frame");
        renderer.begin(camera, RenderLook.diorama(), target, time);
        for (Drawable d : drawables) {
            renderer.draw(d);
        }
        FrameStats stats = renderer.end();
        assertEquals(GL_NO_ERROR, glGetError());
        System.out.println(name + ": " + stats);
        BufferedImage image = target.readImage();
        Path out = Path.of("target", "sheet-frames", name + ".png");
        Files.createDirectories(out.getParent());
        ImageIO.write(image, "png", out.toFile());
        return image;
    }

    private static void assertGolden(String name, BufferedImage actual) throws Exception {
        GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite(name, actual), actual);
        if (!diff.matches()) {
            Path out = Path.of("target", "golden-actual", name + ".png");
            Files.createDirectories(out.getParent());
            ImageIO.write(actual, "png", out.toFile());
        }
        assertTrue(diff.matches(), name + ": " + diff + "; the frame drawn is in target/golden-actual/ (if the drawing "
                + "changed on purpose, delete the golden, rerun with -Dloam.golden.write=true and look at it)");
    }

    @Test
    void aWaterSheetOverABasinMatchesItsGoldenWithTheBankShowingThrough() throws Exception {
        try (GroundFixture ground = new GroundFixture(-44, -44, 44, 44, 1, BASIN, 0.5);
             GpuSheets sheets = new GpuSheets(lake())) {
            DioramaCamera camera = new DioramaCamera().lookAt(6, 0, 0, 30, 30, 72);
            BufferedImage image = frame("sheet-water-basin", camera, 0, ground, sheets);
            assertGolden("sheet-water-basin", image);
        }
    }

    @Test
    void aLavaSheetInACraterAndItsFlowDownTheFlankMatchTheirGolden() throws Exception {
        try (GroundFixture ground = new GroundFixture(-90, -90, 90, 90, 1, VOLCANO, -100);
             GpuSheets sheets = new GpuSheets(volcano())) {
            DioramaCamera camera = lavaCamera();
            BufferedImage image = frame("sheet-lava-volcano", camera, 0, ground, sheets);
            assertGolden("sheet-lava-volcano", image);
        }
    }

    /** From the east of the volcano's northern flank, the crater and the whole flow in view. */
    private static DioramaCamera lavaCamera() {
        return new DioramaCamera().lookAt(0, 10, 30, 60, 25, 110);
    }

    @Test
    void theLavaMovesWithTimeWhereItIsAndNothingElseChanges() throws Exception {
        try (GroundFixture ground = new GroundFixture(-90, -90, 90, 90, 1, VOLCANO, -100);
             GpuSheets sheets = new GpuSheets(volcano())) {
            BufferedImage bare = frame("sheet-lava-bare", lavaCamera(), 0, ground);
            BufferedImage early = frame("sheet-lava-t0", lavaCamera(), 0, ground, sheets);
            BufferedImage late = frame("sheet-lava-t4", lavaCamera(), 4, ground, sheets);
            int lava = 0, moved = 0, movedOff = 0;
            for (int y = 0; y < HEIGHT; y++) {
                for (int x = 0; x < WIDTH; x++) {
                    boolean isLava = early.getRGB(x, y) != bare.getRGB(x, y);
                    boolean changed = early.getRGB(x, y) != late.getRGB(x, y);
                    lava += isLava ? 1 : 0;
                    moved += isLava && changed ? 1 : 0;
                    movedOff += !isLava && changed ? 1 : 0;
                }
            }
            assertTrue(lava > WIDTH * HEIGHT / 20, "the lava covers a share of the frame: " + lava + " pixels");
            assertTrue(moved > lava / 5, moved + " of " + lava + " lava pixels changed in 4 s");
            assertEquals(0, movedOff, "pixels that changed off the lava");
        }
    }

    @Test
    void aPickHitsTheWaterWhereItStandsOverTheGroundAndTheFlowOnTheFlank() {
        SheetMeshes lake = lake(), flows = volcano();
        try (GpuSheets water = new GpuSheets(lake); GpuSheets lava = new GpuSheets(flows)) {
            PickHit hit = new PickHit();
            renderer.pick(0, 50, 0, 0, -1, 0, 1000, hit, water);
            assertEquals(PickHit.Kind.SHEET, hit.kind());
            assertEquals(50, hit.distance(), 1e-4);
            assertSame(water, hit.drawable());
            assertEquals(new SheetRect(SheetKind.WATER, -32, -32, 32, 32, 0), hit.source());
            // The bank in the east rises through the water: nothing of the sheet to hit there.
            assertTrue(BASIN.applyAsDouble(22, -4) > 0.5);
            assertFalse(renderer.pick(22, 50, -4, 0, -1, 0, 1000, hit, water).hit(), hit.toString());
            // Down onto the flow's middle, half way down the flank.
            renderer.pick(0, 60, 40, 0, -1, 0, 1000, hit, lava);
            assertEquals(PickHit.Kind.SHEET, hit.kind());
            assertTrue(hit.source() instanceof FlowRibbon, String.valueOf(hit.source()));
            assertEquals(VOLCANO.applyAsDouble(0, 40) + SheetMeshes.RIBBON_LIFT_METRES, hit.point().y(), 0.05);
            assertTrue(hit.normal().y() > 0.8 && hit.normal().z() > 0.1, "the flank faces north: " + hit.normal());
            // Into the crater: its lava sheet, at 18 m.
            renderer.pick(0, 60, 0, 0, -1, 0, 1000, hit, lava);
            assertEquals(18, hit.point().y(), 1e-4);
            assertTrue(hit.source() instanceof SheetRect);
            // Beside the flow on the flank: nothing.
            assertFalse(renderer.pick(20, 60, 40, 0, -1, 0, 1000, hit, lava).hit());
        }
    }

    @Test
    void aFrameOfSheetsAllocatesNothing() {
        try (GroundFixture ground = new GroundFixture(-90, -90, 90, 90, 4, VOLCANO, -100);
             GpuSheets lava = new GpuSheets(volcano()); GpuSheets water = new GpuSheets(lake());
             OffscreenTarget small = new OffscreenTarget(16, 12)) {
            DioramaCamera camera = lavaCamera();
            RenderLook look = RenderLook.diorama();
            PickHit hit = new PickHit();
            float[] t = {0};
            Drawable[] both = {lava, water};
            Allocation.assertAllocatesNothing(3_000, 100, () -> {
                renderer.begin(camera, look, small, t[0] += 0.01f).draw(ground).draw(lava).draw(water).end();
                renderer.pick(0, 60, 40, 0, -1, 0, 1000, hit, both);
            });
        }
    }

    @Test
    void closedSheetsRefuseToDrawAndCloseTwiceQuietly() {
        GpuSheets sheets = new GpuSheets(lake());
        assertEquals(lake().water().triangleCount(), sheets.triangleCount());
        assertEquals(44L * lake().water().vertexCount() + 12L * lake().water().triangleCount(), sheets.gpuBytes());
        sheets.close();
        sheets.close();
        renderer.begin(lavaCamera(), RenderLook.diorama(), target, 0).draw(sheets);
        assertThrows(IllegalStateException.class, renderer::end);
        assertEquals(GL_NO_ERROR, glGetError());
        SheetMesh none = SheetMeshes.build(List.of(), List.of(), BASIN).lava();
        assertTrue(none.isEmpty());
    }
}
