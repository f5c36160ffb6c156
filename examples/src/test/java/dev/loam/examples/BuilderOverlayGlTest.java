package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.Cell;
import dev.loam.examples.builder.BuilderOverlay;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.scene.Landscape;
import dev.loam.scene.edit.EditorTool;
import dev.loam.scene.edit.MapEditor;
import dev.loam.testkit.Allocation;
import dev.loam.testkit.GoldenImages;
import java.awt.image.BufferedImage;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The builder overlay drawn headless over the village from an editor's state, its widgets pressed, a frame of it allocation-free. */
@Tag("gl")
class BuilderOverlayGlTest {
    private static final int W = 960, H = 540;

    @Test
    void theOverlayDrawsTheEditorsStateItsWidgetsRunCommandsAndAFrameOfItAllocatesNothing(@TempDir Path dir)
            throws Exception {
        try (GlContext gl = GlContext.open(W, H, "builder overlay test", true);
             Landscape village = VillageExample.standVillage(new PrintStream(OutputStream.nullOutputStream()));
             FrameRenderer frame = new FrameRenderer();
             OffscreenTarget target = new OffscreenTarget(W, H)) {
            MapEditor editor = MapEditor.over(village, Authority.create("test"), dir.resolve("village.json"));
            editor.selectTool(EditorTool.RAISE);
            editor.brushSize(3);
            assertTrue(editor.press(Cell.of(10, 6)));
            editor.drag(Cell.of(12, 6));
            assertTrue(editor.release());
            editor.selectTool(EditorTool.PAINT);
            editor.selectBlock(0);
            assertFalse(editor.press(Cell.of(5, 14)), "the tree is refused in the river");
            editor.release();
            editor.brushSize(3);
            editor.hover(Optional.of(Cell.of(17, 7)));
            village.update();
            DioramaCamera camera = new DioramaCamera().frame(village.bounds(new float[6]), 25, 38, (float) W / H);
            RenderLook look = RenderLook.diorama();
            try (BuilderOverlay overlay = new BuilderOverlay(editor)) {
                overlay.cursor(600, 300);
                village.draw(frame.begin(camera, look, target, 1.5)).end();
                overlay.draw(target, camera);
                // The first frame lays the panel out; the second draws it at its full height.
                village.draw(frame.begin(camera, look, target, 1.5)).end();
                overlay.draw(target, camera);
                BufferedImage image = target.readImage();
                GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite("village-builder-overlay", image), image);
                if (!diff.matches()) {
                    Path seen = Path.of("target", "golden-actual", "village-builder-overlay.png");
                    Files.createDirectories(seen.getParent());
                    ImageIO.write(image, "png", seen.toFile());
                }
                assertTrue(diff.matches(), "the overlay differs from the golden: " + diff);

                float[] undo = overlay.widgets().get("Undo");
                assertTrue(overlay.over(undo[0] + 1, undo[1] + 1));
                assertFalse(overlay.over(W - 10, H / 2.0), "the map is not the panel's");
                overlay.press(undo[0] + undo[2] / 2, undo[1] + undo[3] / 2);
                overlay.draw(target, camera);
                assertTrue(editor.canRedo(), "the Undo button undid the raise");
                assertTrue(editor.status().startsWith("undid raise at column 10, row 6"), editor.status());

                // The overlay's own frame (layout and the shapes gathered) allocates nothing. Its GL
                // submission is a dozen calls the frame renderer's tests cover; on Java 22+ LWJGL makes
                // them through the FFM API, whose address segments the JIT removes only once the
                // frame is compiled hot (measured: none after some 8,000 draws).
                Allocation.assertAllocatesNothing(12_000, 50, () -> overlay.layout(target, camera));
            }
        }
    }
}
