package dev.loam.examples.builder;

import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BrushShape;
import dev.loam.blockmap.Cell;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.RenderTarget;
import dev.loam.scene.edit.EditorTool;
import dev.loam.scene.edit.MapEditor;
import dev.loam.scene.edit.PaletteBlock;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.joml.Matrix4f;
import org.joml.Vector4f;

/**
 * The map builder's overlay in the village window: a small immediate-mode panel drawn over the
 * diorama each frame from the {@link MapEditor}'s state (the nine tools and props, the brush's size
 * and shape, steps and height, the block palette's swatches, the prop model and its yaw, undo,
 * redo, turn, save and a picture of the window), the hovered and brushed cells outlined on their
 * tops, and a status line that shows the editor's refusals in words.
 *
 * <p>A press over the panel is the panel's (read at the next frame, as an immediate-mode UI reads
 * input); {@link #over(double, double)} tells the window which presses are. Each widget's rectangle
 * is known after the first frame ({@link #widgets()}), so a test can aim real input at it.
 *
 * <p>Not thread-safe: the GL thread builds, draws and closes it.
 */
public final class BuilderOverlay implements AutoCloseable {
    private static final int PANEL_X = 8, PANEL_Y = 8, PANEL_W = 232, ROW_H = 22, PAD = 6, GAP = 3;
    private static final int TEXT = 0xf0f0e8ff, DIM = 0xb8b8b0ff, BUTTON = 0x3c4450e0, ACTIVE = 0xc89a3cff,
            HOVER = 0x56606ef0, PANEL = 0x1c2028d0, REFUSAL = 0x9a2a22e8, STATUS = 0x1c2028c0, HIGHLIGHT = 0xffd84aff;

    private final MapEditor editor;
    private final OverlayPainter painter = new OverlayPainter();
    private final Map<String, float[]> widgets = new LinkedHashMap<>();
    private final Matrix4f viewProjection = new Matrix4f();
    private final Vector4f corner = new Vector4f();
    private float panelBottom = PANEL_Y;
    private double mouseX = -1, mouseY = -1;
    private boolean pressPending;
    private double pressX, pressY;
    private boolean pictureAsked;
    private float x, y, rowW;

    /** An overlay over an editor; needs a current GL context. */
    public BuilderOverlay(MapEditor editor) {
        this.editor = editor;
    }

    /** Whether a window point (pixels, y down) lies over the panel, so that a press there is the panel's. */
    public boolean over(double px, double py) {
        return px >= PANEL_X && px <= PANEL_X + PANEL_W && py >= PANEL_Y && py <= panelBottom;
    }

    /** The cursor moved to a window point. */
    public void cursor(double px, double py) {
        mouseX = px;
        mouseY = py;
    }

    /** A left press at a window point over the panel, to be read by the next frame's widgets. */
    public void press(double px, double py) {
        pressPending = true;
        pressX = px;
        pressY = py;
    }

    /** Asks for the window's picture, as the Picture button does (a key's way to it). */
    public void askPicture() {
        pictureAsked = true;
    }

    /** Whether the Picture button was pressed (or {@link #askPicture()} called) since the last call (the window then writes its picture). */
    public boolean takePictureRequest() {
        boolean asked = pictureAsked;
        pictureAsked = false;
        return asked;
    }

    /** Each widget's rectangle of the last frame, by its label: {x, y, width, height} in window pixels. */
    public Map<String, float[]> widgets() {
        return widgets;
    }

    /** Prints each widget's rectangle, one line each: {@code widget NAME x y w h}. */
    public void printWidgets(PrintStream out) {
        widgets.forEach((name, r) -> out.printf(Locale.ROOT, "widget %s %.0f %.0f %.0f %.0f%n", name, r[0], r[1], r[2], r[3]));
    }

    // ---- one frame -------------------------------------------------------------------------------

    /**
     * Lays out and draws the overlay over the frame the target holds: the panel (running the
     * commands of the widgets pressed since the last frame), the highlighted cells' outlines as
     * the camera sees them, and the status line.
     */
    public void draw(RenderTarget target, DioramaCamera camera) {
        painter.clear();
        widgets.clear();
        outlineCells(target, camera);
        panel();
        statusLine(target);
        pressPending = false;
        painter.draw(target);
    }

    /** Draws the last frame's shapes again into another target (a picture of the window). */
    public void redraw(RenderTarget target) {
        painter.draw(target);
    }

    private void outlineCells(RenderTarget target, DioramaCamera camera) {
        List<Cell> cells = editor.highlighted();
        if (cells.isEmpty()) {
            return;
        }
        BlockMap map = editor.landscape().map();
        camera.viewProjection((float) target.width() / target.height(), viewProjection);
        float w = target.width(), h = target.height();
        double cx = map.cellSize().x(), cz = map.cellSize().z();
        for (Cell c : cells) {
            if (map.blockOrNull(c.column(), c.row()) == null) {
                continue;
            }
            double top = map.topMetres(c.column(), c.row()) + 0.03;
            if (map.stairFacing(c.column(), c.row()).isPresent()) {
                top += map.cellSize().step() / 2;
            }
            double x0 = map.position().x() + c.column() * cx, z0 = map.position().z() + c.row() * cz;
            float[] sx = new float[4], sy = new float[4];
            boolean seen = true;
            double[][] corners = {{x0, z0}, {x0 + cx, z0}, {x0 + cx, z0 + cz}, {x0, z0 + cz}};
            for (int k = 0; k < 4 && seen; k++) {
                corner.set((float) corners[k][0], (float) top, (float) corners[k][1], 1).mul(viewProjection);
                if (corner.w <= 1e-4f) {
                    seen = false;
                    break;
                }
                sx[k] = (corner.x / corner.w * 0.5f + 0.5f) * w;
                sy[k] = (0.5f - corner.y / corner.w * 0.5f) * h;
            }
            if (seen) {
                for (int k = 0; k < 4; k++) {
                    painter.line(sx[k], sy[k], sx[(k + 1) % 4], sy[(k + 1) % 4], 2, HIGHLIGHT);
                }
            }
        }
    }

    private void panel() {
        // The panel's background first, sized to what the last frame laid out.
        painter.rect(PANEL_X, PANEL_Y, PANEL_W, panelBottom - PANEL_Y, PANEL);
        x = PANEL_X + PAD;
        y = PANEL_Y + PAD;
        rowW = PANEL_W - 2 * PAD;
        heading("Map builder");
        EditorTool[] tools = EditorTool.values();
        for (int i = 0; i < tools.length; i += 2) {
            float bw = (rowW - GAP) / 2;
            for (int k = 0; k < 2 && i + k < tools.length; k++) {
                EditorTool t = tools[i + k];
                if (button(t.label(), x + k * (bw + GAP), bw, editor.tool() == t)) {
                    editor.selectTool(t);
                }
            }
            y += ROW_H + GAP;
        }
        String shape = editor.brush().shape() == BrushShape.SQUARE ? "square" : "round";
        stepper("Brush " + editor.brush().size() + "x" + editor.brush().size(), "brush",
                () -> editor.brushSize(editor.brush().size() - 1), () -> editor.brushSize(editor.brush().size() + 1));
        float bw = (rowW - GAP) / 2;
        if (button("Square", x, bw, shape.equals("square"))) {
            editor.brushShape(BrushShape.SQUARE);
        }
        if (button("Round", x + bw + GAP, bw, shape.equals("round"))) {
            editor.brushShape(BrushShape.ROUND);
        }
        y += ROW_H + GAP;
        stepper("Steps " + editor.steps(), "steps", () -> editor.steps(editor.steps() - 1),
                () -> editor.steps(editor.steps() + 1));
        stepper("Set height " + editor.setHeight(), "height", () -> editor.setHeight(editor.setHeight() - 1),
                () -> editor.setHeight(editor.setHeight() + 1));
        heading("Blocks: " + editor.block().block());
        List<PaletteBlock> palette = editor.palette();
        float sw = (rowW - 4 * GAP) / 5;
        for (int i = 0; i < palette.size(); i++) {
            int col = i % 5;
            if (col == 0 && i > 0) {
                y += sw + GAP;
            }
            PaletteBlock b = palette.get(i);
            float bx = x + col * (sw + GAP);
            String name = "swatch " + b.block();
            widgets.put(name, new float[] {bx, y, sw, sw});
            painter.rect(bx, y, sw, sw, b.swatchRgb() << 8 | 0xff);
            if (b.model()) {
                painter.text(bx + sw / 2 - painter.width("M") / 2, y + sw / 2 + 5, "M", 0xffffffd0);
            }
            boolean selected = editor.block().equals(b);
            painter.outline(bx, y, sw, sw, selected ? 3 : 1, selected ? ACTIVE : 0x000000a0);
            if (clicked(bx, y, sw, sw)) {
                editor.selectBlock(i);
            }
        }
        y += sw + GAP;
        heading("Prop: " + editor.propModel() + String.format(Locale.ROOT, ", yaw %.0f", editor.propYaw()));
        float qw = (rowW - 3 * GAP) / 4;
        if (button("< prop", x, qw, false)) {
            editor.selectPropModel(Math.floorMod(editor.propModels().indexOf(editor.propModel()) - 1, editor.propModels().size()));
        }
        if (button("prop >", x + qw + GAP, qw, false)) {
            editor.selectPropModel((editor.propModels().indexOf(editor.propModel()) + 1) % editor.propModels().size());
        }
        if (button("yaw -", x + 2 * (qw + GAP), qw, false)) {
            editor.propYaw(editor.propYaw() - 90);
        }
        if (button("yaw +", x + 3 * (qw + GAP), qw, false)) {
            editor.propYaw(editor.propYaw() + 90);
        }
        y += ROW_H + GAP;
        float tw = (rowW - 2 * GAP) / 3;
        if (button("Undo", x, tw, false)) {
            editor.undo();
        }
        if (button("Redo", x + tw + GAP, tw, false)) {
            editor.redo();
        }
        if (button("Turn", x + 2 * (tw + GAP), tw, false)) {
            editor.hovered().ifPresent(editor::turnCell);
        }
        y += ROW_H + GAP;
        if (button("Save", x, bw, false)) {
            editor.save();
        }
        if (button("Picture", x + bw + GAP, bw, false)) {
            pictureAsked = true;
        }
        y += ROW_H + GAP;
        String hover = editor.hovered().map(c -> {
            BlockMap map = editor.landscape().map();
            return c.describe() + ": " + map.block(c.column(), c.row()).map(b -> b.name()).orElse("void") + ", "
                    + map.heightSteps(c.column(), c.row()) + " steps";
        }).orElse("no cell under the cursor");
        painter.text(x, y + 14, hover, DIM);
        y += ROW_H;
        panelBottom = y + PAD - GAP;
    }

    private void statusLine(RenderTarget target) {
        String words = editor.refusal().orElse(editor.status());
        if (words.isEmpty()) {
            return;
        }
        boolean refused = editor.refusal().isPresent();
        float left = PANEL_X + PANEL_W + 12, width = target.width() - left - 8;
        List<String> lines = wrap(refused ? "Refused: " + words : words, width - 2 * PAD);
        float h = lines.size() * (OverlayPainter.FONT_PX + 4) + 2 * PAD;
        float top = target.height() - 8 - h;
        painter.rect(left, top, width, h, refused ? REFUSAL : STATUS);
        for (int i = 0; i < lines.size(); i++) {
            painter.text(left + PAD, top + PAD + 12 + i * (OverlayPainter.FONT_PX + 4), lines.get(i), TEXT);
        }
    }

    /** Words wrapped to lines no wider than {@code width} pixels (a word wider than a line stands alone). */
    private List<String> wrap(String text, float width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String tried = line.isEmpty() ? word : line + " " + word;
            if (painter.width(tried) > width && !line.isEmpty()) {
                lines.add(line.toString());
                line.setLength(0);
                line.append(word);
            } else {
                line.setLength(0);
                line.append(tried);
            }
        }
        if (!line.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    // ---- widgets ---------------------------------------------------------------------------------

    private void heading(String text) {
        painter.text(x, y + 15, text, TEXT);
        y += ROW_H;
    }

    private void stepper(String label, String name, Runnable less, Runnable more) {
        float bw = 28;
        painter.text(x, y + 15, label, TEXT);
        if (button("-", x + rowW - 2 * bw - GAP, bw, false, name + " -")) {
            less.run();
        }
        if (button("+", x + rowW - bw, bw, false, name + " +")) {
            more.run();
        }
        y += ROW_H + GAP;
    }

    private boolean button(String label, float bx, float bw, boolean active) {
        return button(label, bx, bw, active, label);
    }

    private boolean button(String label, float bx, float bw, boolean active, String name) {
        widgets.put(name, new float[] {bx, y, bw, ROW_H});
        boolean hot = mouseX >= bx && mouseX < bx + bw && mouseY >= y && mouseY < y + ROW_H;
        painter.rect(bx, y, bw, ROW_H, active ? ACTIVE : hot ? HOVER : BUTTON);
        painter.text(bx + (bw - painter.width(label)) / 2, y + 15, label, TEXT);
        return clicked(bx, y, bw, ROW_H);
    }

    private boolean clicked(float bx, float by, float bw, float bh) {
        return pressPending && pressX >= bx && pressX < bx + bw && pressY >= by && pressY < by + bh;
    }

    @Override
    public void close() {
        painter.close();
    }
}
