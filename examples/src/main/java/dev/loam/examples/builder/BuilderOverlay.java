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
    /** The outline's corners of one cell in window pixels, reused. */
    private final float[] cornerX = new float[4], cornerY = new float[4];
    private final MapEditor.CellVisitor outlineCell = this::outlineCell;
    private RenderTarget outlineTarget;
    private final String[] swatchNames;
    /** Labels made from the editor's state, made again only when it changes (a frame allocates nothing). */
    private final Label brushLabel = new Label(), stepsLabel = new Label(), heightLabel = new Label(),
            blockLabel = new Label(), propLabel = new Label(), hoverLabel = new Label();
    private final List<String> lines = new ArrayList<>();
    private String wrapped;
    private float wrappedWidth;

    /** A label cached against the values it was made from. */
    private static final class Label {
        private Object a, b, c;
        private double d = Double.NaN;
        private String text = "";

        boolean stale(Object a, Object b, Object c, double d) {
            // By identity: the editor hands out the same objects until its state changes, and an
            // equals call (a record's is a method handle's) is not something a frame should lean on.
            if (a == this.a && b == this.b && c == this.c && Double.compare(d, this.d) == 0) {
                return false;
            }
            this.a = a;
            this.b = b;
            this.c = c;
            this.d = d;
            return true;
        }
    }

    /** An overlay over an editor; needs a current GL context. */
    public BuilderOverlay(MapEditor editor) {
        this.editor = editor;
        List<PaletteBlock> palette = editor.palette();
        swatchNames = new String[palette.size()];
        for (int i = 0; i < swatchNames.length; i++) {
            swatchNames[i] = "swatch " + palette.get(i).block();
        }
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
        layout(target, camera);
        painter.draw(target);
    }

    /**
     * Lays the frame's overlay out without drawing it: runs the commands of the widgets pressed
     * since the last frame and gathers the shapes {@link #redraw(RenderTarget)} then draws. Allocates
     * nothing once warm.
     */
    public void layout(RenderTarget target, DioramaCamera camera) {
        painter.clear();
        outlineCells(target, camera);
        panel();
        statusLine(target);
        pressPending = false;
    }

    /** Draws the shapes the last layout gathered into a target (again, for a picture of the window). */
    public void redraw(RenderTarget target) {
        painter.draw(target);
    }

    private void outlineCells(RenderTarget target, DioramaCamera camera) {
        camera.viewProjection((float) target.width() / target.height(), viewProjection);
        outlineTarget = target;
        editor.forEachHighlighted(outlineCell);
    }

    /** Outlines one cell's top as the camera sees it (not when a corner lies behind the eye). */
    private void outlineCell(int column, int row) {
        BlockMap map = editor.landscape().map();
        if (map.blockOrNull(column, row) == null) {
            return;
        }
        double top = map.topMetres(column, row) + 0.03;
        if (map.stairFacing(column, row).isPresent()) {
            top += map.cellSize().step() / 2;
        }
        double cx = map.cellSize().x(), cz = map.cellSize().z();
        double x0 = map.position().x() + column * cx, z0 = map.position().z() + row * cz;
        float w = outlineTarget.width(), h = outlineTarget.height();
        for (int k = 0; k < 4; k++) {
            double px = k == 1 || k == 2 ? x0 + cx : x0, pz = k >= 2 ? z0 + cz : z0;
            corner.set((float) px, (float) top, (float) pz, 1).mul(viewProjection);
            if (corner.w <= 1e-4f) {
                return;
            }
            cornerX[k] = (corner.x / corner.w * 0.5f + 0.5f) * w;
            cornerY[k] = (0.5f - corner.y / corner.w * 0.5f) * h;
        }
        for (int k = 0; k < 4; k++) {
            painter.line(cornerX[k], cornerY[k], cornerX[(k + 1) % 4], cornerY[(k + 1) % 4], 2, HIGHLIGHT);
        }
    }

    private void panel() {
        // The panel's background first, sized to what the last frame laid out.
        painter.rect(PANEL_X, PANEL_Y, PANEL_W, panelBottom - PANEL_Y, PANEL);
        x = PANEL_X + PAD;
        y = PANEL_Y + PAD;
        rowW = PANEL_W - 2 * PAD;
        heading("Map builder");
        int tools = EditorTool.count();
        float bw = (rowW - GAP) / 2;
        for (int i = 0; i < tools; i += 2) {
            for (int k = 0; k < 2 && i + k < tools; k++) {
                EditorTool t = EditorTool.at(i + k);
                if (button(t.label(), x + k * (bw + GAP), bw, editor.tool() == t)) {
                    editor.selectTool(t);
                }
            }
            y += ROW_H + GAP;
        }
        int size = editor.brush().size();
        if (brushLabel.stale(null, null, null, size)) {
            brushLabel.text = "Brush " + size + "x" + size;
        }
        int step = stepper(brushLabel.text, "brush -", "brush +");
        if (step != 0) {
            editor.brushSize(size + step);
        }
        boolean square = editor.brush().shape() == BrushShape.SQUARE;
        if (button("Square", x, bw, square)) {
            editor.brushShape(BrushShape.SQUARE);
        }
        if (button("Round", x + bw + GAP, bw, !square)) {
            editor.brushShape(BrushShape.ROUND);
        }
        y += ROW_H + GAP;
        if (stepsLabel.stale(null, null, null, editor.steps())) {
            stepsLabel.text = "Steps " + editor.steps();
        }
        step = stepper(stepsLabel.text, "steps -", "steps +");
        if (step != 0) {
            editor.steps(editor.steps() + step);
        }
        if (heightLabel.stale(null, null, null, editor.setHeight())) {
            heightLabel.text = "Set height " + editor.setHeight();
        }
        step = stepper(heightLabel.text, "height -", "height +");
        if (step != 0) {
            editor.setHeight(editor.setHeight() + step);
        }
        if (blockLabel.stale(editor.block(), null, null, 0)) {
            blockLabel.text = "Blocks: " + editor.block().block();
        }
        heading(blockLabel.text);
        List<PaletteBlock> palette = editor.palette();
        float sw = (rowW - 4 * GAP) / 5;
        for (int i = 0; i < palette.size(); i++) {
            int col = i % 5;
            if (col == 0 && i > 0) {
                y += sw + GAP;
            }
            PaletteBlock b = palette.get(i);
            float bx = x + col * (sw + GAP);
            place(swatchNames[i], bx, y, sw, sw);
            painter.rect(bx, y, sw, sw, b.swatchRgb() << 8 | 0xff);
            if (b.model()) {
                painter.text(bx + sw / 2 - painter.width("M") / 2, y + sw / 2 + 5, "M", 0xffffffd0);
            }
            boolean selected = editor.block() == b;
            painter.outline(bx, y, sw, sw, selected ? 3 : 1, selected ? ACTIVE : 0x000000a0);
            if (clicked(bx, y, sw, sw)) {
                editor.selectBlock(i);
            }
        }
        y += sw + GAP;
        if (propLabel.stale(editor.propModel(), null, null, editor.propYaw())) {
            propLabel.text = "Prop: " + editor.propModel() + ", yaw " + Math.round(editor.propYaw());
        }
        heading(propLabel.text);
        float qw = (rowW - 3 * GAP) / 4;
        int models = editor.propModels().size(), model = editor.propModels().indexOf(editor.propModel());
        if (button("< prop", x, qw, false)) {
            editor.selectPropModel(Math.floorMod(model - 1, models));
        }
        if (button("prop >", x + qw + GAP, qw, false)) {
            editor.selectPropModel((model + 1) % models);
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
        if (button("Turn", x + 2 * (tw + GAP), tw, false) && editor.hovered().isPresent()) {
            editor.turnCell(editor.hovered().get());
        }
        y += ROW_H + GAP;
        if (button("Save", x, bw, false)) {
            editor.save();
        }
        if (button("Picture", x + bw + GAP, bw, false)) {
            pictureAsked = true;
        }
        y += ROW_H + GAP;
        Cell hovered = editor.hovered().orElse(null);
        BlockMap map = editor.landscape().map();
        Object block = hovered == null ? null : map.blockOrNull(hovered.column(), hovered.row());
        int height = hovered == null ? 0 : map.heightSteps(hovered.column(), hovered.row());
        if (hoverLabel.stale(hovered, block, null, height)) {
            hoverLabel.text = hovered == null ? "no cell under the cursor" : hovered.describe() + ": "
                    + (block == null ? "void" : ((dev.loam.blockmap.Block) block).name()) + ", " + height + " steps";
        }
        painter.text(x, y + 14, hoverLabel.text, DIM);
        y += ROW_H;
        panelBottom = y + PAD - GAP;
    }

    private void statusLine(RenderTarget target) {
        boolean refused = editor.refusal().isPresent();
        String words = refused ? editor.refusal().get() : editor.status();
        if (words.isEmpty()) {
            return;
        }
        float left = PANEL_X + PANEL_W + 12, width = target.width() - left - 8;
        if (words != wrapped || width != wrappedWidth) {
            wrapped = words;
            wrappedWidth = width;
            wrap(refused ? "Refused: " + words : words, width - 2 * PAD);
        }
        float h = lines.size() * (OverlayPainter.FONT_PX + 4) + 2 * PAD;
        float top = target.height() - 8 - h;
        painter.rect(left, top, width, h, refused ? REFUSAL : STATUS);
        for (int i = 0; i < lines.size(); i++) {
            painter.text(left + PAD, top + PAD + 12 + i * (OverlayPainter.FONT_PX + 4), lines.get(i), TEXT);
        }
    }

    /** Wraps words into {@link #lines}, none wider than {@code width} pixels (a word wider than a line stands alone). */
    private void wrap(String text, float width) {
        lines.clear();
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
    }

    // ---- widgets ---------------------------------------------------------------------------------

    private void heading(String text) {
        painter.text(x, y + 15, text, TEXT);
        y += ROW_H;
    }

    /** A label with − and + buttons; returns −1 or +1 when one was pressed, else 0. */
    private int stepper(String label, String lessName, String moreName) {
        float bw = 28;
        painter.text(x, y + 15, label, TEXT);
        int step = 0;
        if (button("-", x + rowW - 2 * bw - GAP, bw, false, lessName)) {
            step = -1;
        }
        if (button("+", x + rowW - bw, bw, false, moreName)) {
            step = 1;
        }
        y += ROW_H + GAP;
        return step;
    }

    private boolean button(String label, float bx, float bw, boolean active) {
        return button(label, bx, bw, active, label);
    }

    private boolean button(String label, float bx, float bw, boolean active, String name) {
        place(name, bx, y, bw, ROW_H);
        boolean hot = mouseX >= bx && mouseX < bx + bw && mouseY >= y && mouseY < y + ROW_H;
        painter.rect(bx, y, bw, ROW_H, active ? ACTIVE : hot ? HOVER : BUTTON);
        painter.text(bx + (bw - painter.width(label)) / 2, y + 15, label, TEXT);
        return clicked(bx, y, bw, ROW_H);
    }

    /** Records a widget's rectangle, reusing its array after the first frame. */
    private void place(String name, float bx, float by, float bw, float bh) {
        float[] r = widgets.computeIfAbsent(name, k -> new float[4]);
        r[0] = bx;
        r[1] = by;
        r[2] = bw;
        r[3] = bh;
    }

    private boolean clicked(float bx, float by, float bw, float bh) {
        return pressPending && pressX >= bx && pressX < bx + bw && pressY >= by && pressY < by + bh;
    }

    @Override
    public void close() {
        painter.close();
    }
}
