package dev.loam.examples;

import dev.loam.core.NumberText;
import static org.lwjgl.glfw.GLFW.*;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockAt;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCellRefusal;
import dev.loam.blockmap.BlockCover;
import dev.loam.blockmap.BlockEdit;
import dev.loam.blockmap.BlockEditRefusal;
import dev.loam.blockmap.BlockEditResult;
import dev.loam.blockmap.BlockEdits;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapEdits;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockMapLibrary;
import dev.loam.blockmap.BlockMapText;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.blockmap.CoverZones;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.TextureVariation;
import dev.loam.blockmap.WaterLook;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GlUnavailableException;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.render.gl.RenderTarget;
import dev.loam.render.mesh.BlockMeshLook;
import dev.loam.examples.builder.BuilderOverlay;
import dev.loam.scene.Landscape;
import dev.loam.scene.edit.MapEditor;
import dev.loam.blockmap.Cell;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The first program to run: a village diorama. It loads the example village map (terraces with
 * stairs down to a cobbled path and a river, a green ranking grass over a path, a meadow of
 * flowers in zones, a pond on a plateau, a tree line), prints it, digs a cell with
 * {@code setCell}, raises a paved plateau with a stair up its side with the file-editing tools,
 * shows how bad edits are refused, and then draws it:
 * <ul>
 *   <li>with a display, in a window with the map builder's overlay ({@link BuilderOverlay} over a
 *       {@link MapEditor}): pick a tool, a brush and a block on the panel, press and drag on the map
 *       to edit it, undo and redo, place and turn props, save to {@code DIR/village.json}; right-drag
 *       orbits, scroll zooms, S saves a screenshot, Escape quits;</li>
 *   <li>without one (or with {@code --offscreen}), as PNG files under {@code out/}: an overview,
 *       a close-up at the water, and the green before and after a dig, with each frame's cost.</li>
 * </ul>
 *
 * <p>Run: {@code java -jar examples/target/examples.jar [--offscreen] [--out DIR]}
 */
public final class VillageExample {
    private static final int WIDTH = 960, HEIGHT = 540;
    private static final long TEXTURE_SEED = 7;

    private VillageExample() {
    }

    public static void main(String[] args) {
        ExampleArgs parsed = ExampleArgs.parse(args);
        boolean offscreen = parsed.offscreen();
        Path out = parsed.out();
        tour(System.out);
        try {
            draw(System.out, out, offscreen);
        } catch (GlUnavailableException e) {
            System.err.println("cannot draw the village: " + e.getMessage());
            System.exit(1);
        }
    }

    // ---- the block set ---------------------------------------------------------------------------

    /** The village's blocks: the spec's ranks (dark grass 3 over grass 2 over meadow 1 over path 0), cover and water. */
    static BlockSet villageSet() {
        PixelTexture tufts = blades("village-tufts", 0x3f7030, 0xb5cc52);
        PixelTexture reeds = blades("village-reeds", 0x5a7a3a, 0xc8b060);
        return BlockSet.builder("village")
                .block("tree", b -> b.top("#2f5a2c").side("#4a3a2a").blocked().model("broadleaf", "conifer")
                        .modelScale(0.3))
                .block("dark-grass", b -> b.top(lawn("village-dark-lawn", 0x3d6b30, 0x4f7f3a)).side("#5e4c3a")
                        .lip(lip()).fringe(3).cover(BlockCover.builder(tufts).columns(4).perCell(2, 4).build()))
                .block("grass", b -> b.top(lawn("village-lawn", 0x4a7d3a, 0x77a345)).side("#6e5a46").lip(lip())
                        .fringe(2).cover(BlockCover.builder(tufts).columns(4).perCell(3, 5).build(),
                                BlockCover.builder(reeds).columns(4).perCell(2).besideWater(true).windWeight(1.4).build()))
                .block("meadow", b -> b.top(lawn("village-meadow", 0x5f9444, 0x86b152)).side("#6e5a46").lip(lip())
                        .fringe(1).cover(BlockCover.builder(tufts).columns(4).perCell(2, 3).build(),
                                BlockCover.builder(flowers()).columns(4).perCell(1, 3).windWeight(1.1)
                                        .zones(CoverZones.of(List.of(List.of(0), List.of(1), List.of(2, 3)))).build()))
                .block("path", b -> b.top("#a08a6a").side("#6e5a46")
                        .cover(BlockCover.builder(tufts).columns(4).perCell(0.12).build()))
                .block("cobblestone", b -> b.top(cobbles()).side("#5a5650"))
                .block("stone", b -> b.top("#9c9a94").side("#6a6862"))
                .block("riverbed", b -> b.top("#6b6250").side("#5a5244")
                        .water(WaterLook.builder().flowSpeed(1.5).build()))
                .block("stairs", b -> b.top("#9a9384").riser("#4a463f").stairs())
                .build();
    }

    /** Two greens in a fine check. */
    private static PixelTexture lawn(String name, int dark, int light) {
        return PixelTexture.define(name, 64, 64, canvas -> {
            for (int y = 0; y < canvas.height(); y++) {
                for (int x = 0; x < canvas.width(); x++) {
                    canvas.setColour(x, y, (x * 3 + y * 5) % 7 != 0 ? dark : light);
                }
            }
        });
    }

    /** Grass hanging over a cliff's lip: its top rows green, ragged into earth below. */
    private static PixelTexture lip() {
        return PixelTexture.builder("village-lip", 16, 16).variation(TextureVariation.MIRROR).paint(canvas -> {
            for (int y = 0; y < 16; y++) {
                for (int x = 0; x < 16; x++) {
                    int hang = 3 + (x * 7 + 3) % 5;
                    canvas.setColour(x, y, y < hang ? 0x4f7a36 : ((x + y) % 4 == 0 ? 0x5e4c3a : 0x6e5a46));
                }
            }
        }).build();
    }

    /** Coursed cobbles: rows stay rows. */
    private static PixelTexture cobbles() {
        return PixelTexture.builder("village-cobbles", 16, 16).variation(TextureVariation.NONE).paint(canvas -> {
            for (int y = 0; y < 16; y++) {
                for (int x = 0; x < 16; x++) {
                    int shifted = (x + (y / 4 % 2) * 2) % 4;
                    boolean joint = y % 4 == 3 || shifted == 3;
                    canvas.setColour(x, y, joint ? 0x5f5a52 : ((x * 5 + y * 3) % 9 == 0 ? 0x9a9488 : 0x8a8478));
                }
            }
        }).build();
    }

    /** Four tufts of blades, 16 texels each: a card a metre square. */
    private static PixelTexture blades(String name, int colour, int tip) {
        return PixelTexture.builder(name, 64, 16).variation(TextureVariation.NONE).paint(canvas -> {
            for (int y = 0; y < 16; y++) {
                for (int x = 0; x < 64; x++) {
                    double fromMiddle = Math.abs((x % 16) - 7.5);
                    double tall = x % 2 == 0 ? 12 - fromMiddle : 0;
                    int up = 15 - y;
                    canvas.setAlpha(x, y, up < tall ? 1 : 0);
                    canvas.setColour(x, y, up >= tall - 1 ? tip : colour);
                }
            }
        }).build();
    }

    /** Four flowers: white, yellow, blue, red heads on green stems. */
    private static PixelTexture flowers() {
        int[] heads = {0xf0f0e8, 0xe8c840, 0x6080e0, 0xd04040};
        return PixelTexture.builder("village-flowers", 64, 16).variation(TextureVariation.NONE).paint(canvas -> {
            for (int y = 0; y < 16; y++) {
                for (int x = 0; x < 64; x++) {
                    int up = 15 - y, mid = x % 16;
                    boolean stem = mid == 7 && up < 9;
                    boolean head = Math.abs(mid - 7) <= 1 && up >= 9 && up <= 11;
                    canvas.setAlpha(x, y, stem || head ? 1 : 0);
                    canvas.setColour(x, y, head ? heads[x / 16] : 0x3f7030);
                }
            }
        }).build();
    }

    // ---- the tour of the data ------------------------------------------------------------------

    /**
     * Prints the map, digs, refuses, raises the plateau with the file-editing tools, and returns
     * the live village with the plateau.
     */
    static BlockMap tour(PrintStream out) {
        BlockSet set = villageSet();
        BlockSetLookup sets = BlockSetLookup.of(set);
        BlockMapFile file = BlockMapFiles.read(resource("village.json"));
        out.println("== The village, as its file holds it ==");
        out.print(BlockMapText.format("village", file, Optional.of(set)));

        // A live map, centred on the origin, with the authority of a single-player game.
        BlockMap village = BlockMapFiles.toMap(file, "village", sets);
        Authority game = Authority.create("single-player");

        out.println();
        out.println("== Dig the cell under a point one step ==");
        BlockAt cell = village.findBlockAt(-3.5, -3.5).orElseThrow();
        out.printf(Locale.ROOT, "under (-3.5, -3.5): %s '%c' at column %d, row %d, %d steps, top %s m%n",
                cell.block().name(), cell.symbol(), cell.column(), cell.row(), cell.heightSteps(),
                NumberText.fixed(cell.topMetres(), 2));
        Optional<BlockCellRefusal> dug = village.setCell(game,
                BlockCellEdit.height(cell.column(), cell.row(), cell.heightSteps() - 1));
        out.println(dug.map(r -> "refused: " + r.message()).orElse("dug: now "
                + village.heightSteps(cell.column(), cell.row()) + " steps, top "
                + village.topMetres(cell.column(), cell.row()) + " m"));

        out.println();
        out.println("== Refused: a dig that takes the step from a stair ==");
        // The stair at column 11, row 7 climbs north to column 11, row 6; lowering that cell leaves it no step.
        out.println(village.setCell(game, BlockCellEdit.height(11, 6, 3)).map(BlockCellRefusal::message)
                .orElse("(unexpectedly written)"));

        out.println();
        out.println("== Raise a paved plateau with a stair up its side (the spec's edit list) ==");
        List<BlockEdit> plateau = BlockEdits.readJson(resource("plateau-edits.json"));
        BlockEditResult raised = BlockMapEdits.apply(file, plateau, sets);
        if (raised.refusal().isPresent()) {
            throw new IllegalStateException(raised.refusal().get().message());
        }
        out.print(BlockMapText.format("village, with the plateau", raised.file(), Optional.of(set)));

        out.println();
        out.println("== Refused: an edit list whose third edit lays a stair with no step ==");
        List<BlockEdit> bad = BlockEdits.readJson("""
                [ {"tool": "raise", "cells": [[20, 5]], "steps": 1},
                  {"tool": "paint", "cells": [[1, 5]], "block": "cobblestone"},
                  {"tool": "stairs", "cell": [1, 5]} ]
                """);
        BlockEditResult result = BlockMapEdits.apply(raised.file(), bad, sets);
        out.println(result.refusal().map(BlockEditRefusal::message).orElse("(unexpectedly applied)"));
        out.println("the file is unchanged: " + result.file().equals(raised.file()));
        return BlockMapFiles.toMap(raised.file(), "village", sets);
    }

    // ---- drawing -----------------------------------------------------------------------------------

    /** Where the village is found by name: this example's own resources. */
    static BlockMapLibrary maps() {
        return BlockMapLibrary.builder().classpath(VillageExample.class.getClassLoader(), "dev/loam/examples/").build();
    }

    /**
     * The village stood whole by name, as a game stands its level: its file found in the example's
     * resources, its trees standing as trees, its props (a bench by the pond, fences, a woodpile, a
     * signpost) on their cells; then the plateau's edits reach it as change records through one update.
     */
    static Landscape standVillage(PrintStream out) {
        BlockSet set = villageSet();
        BlockSetLookup sets = BlockSetLookup.of(set);
        Landscape village = Landscape.builder("village").maps(maps()).sets(sets)
                .look(BlockMeshLook.diorama(TEXTURE_SEED)).build();
        try {
            BlockEditResult raised = BlockMapEdits.apply(village.file(), BlockEdits.readJson(resource("plateau-edits.json")),
                    sets);
            raised.changes().forEach(village.map()::apply);
            village.update();
            out.printf(Locale.ROOT, "stood \"village\" with %d props; the plateau's %d change records in one update: %s%n",
                    village.props().size(), raised.changes().size(), village.lastUpdate());
            return village;
        } catch (RuntimeException e) {
            village.close();
            throw e;
        }
    }

    /**
     * Draws the village, stood as a {@link Landscape}: in a window where there is a display (unless
     * {@code offscreen}), else to PNG files under {@code outDir}.
     *
     * @return the PNG files written (none in a window)
     */
    static List<Path> draw(PrintStream out, Path outDir, boolean offscreen) {
        try (GlContext gl = GlContext.open(WIDTH, HEIGHT, "Loam: village diorama", offscreen)) {
            out.println();
            out.println("== Drawing with " + gl.renderer() + " (" + gl.kind() + ") ==");
            try (Landscape village = standVillage(out); FrameRenderer frame = new FrameRenderer()) {
                if (gl.headless()) {
                    return views(village, frame, out, outDir);
                }
                window(gl, village, frame, out, outDir);
                return List.of();
            }
        }
    }

    private static List<Path> views(Landscape village, FrameRenderer frame, PrintStream out, Path outDir) {
        RenderLook look = RenderLook.diorama();
        float aspect = (float) WIDTH / HEIGHT;
        DioramaCamera camera = new DioramaCamera();
        BlockMap map = village.map();
        try (OffscreenTarget target = new OffscreenTarget(WIDTH, HEIGHT)) {
            Path overview = shoot(village, frame, camera.frame(village.bounds(new float[6]), 25, 38, aspect), look, target,
                    outDir.resolve("village-overview.png"), "overview", out);
            // The river runs along the south edge; look at it from the south-east, close.
            float riverZ = (float) (map.position().z() + 15 * map.cellSize().z());
            Path water = shoot(village, frame, camera.lookAt(4, 0.5f, riverZ, 200, 30, 9), look, target,
                    outDir.resolve("village-water.png"), "close-up at the water", out);
            // The green before and after a dig of four cells.
            float greenZ = (float) (map.position().z() + 9.5 * map.cellSize().z());
            camera.lookAt(-2, 1.2f, greenZ, 15, 45, 12);
            Path before = shoot(village, frame, camera, look, target, outDir.resolve("village-before-dig.png"),
                    "the green before a dig", out);
            Authority game = Authority.create("single-player");
            for (int c = 8; c <= 9; c++) {
                for (int r = 8; r <= 9; r++) {
                    village.setCell(game, BlockCellEdit.height(c, r, map.heightSteps(c, r) - 1));
                }
            }
            long start = System.nanoTime();
            village.update();
            out.printf(Locale.ROOT, "dug four cells: %d chunk(s) rebuilt, %d collider columns, %d navigation cells in %s ms%n",
                    village.lastUpdate().chunksMeshed(), village.lastUpdate().colliderColumns(),
                    village.lastUpdate().navCells(), NumberText.fixed((System.nanoTime() - start) / 1e6, 2));
            Path after = shoot(village, frame, camera, look, target, outDir.resolve("village-after-dig.png"),
                    "the green after the dig", out);
            return List.of(overview, water, before, after);
        }
    }

    private static Path shoot(Landscape village, FrameRenderer frame, DioramaCamera camera, RenderLook look,
                              OffscreenTarget target, Path file, String what, PrintStream out) {
        long start = System.nanoTime();
        FrameStats stats = village.draw(frame.begin(camera, look, target, 1.5)).end();
        long cpu = System.nanoTime() - start;
        try {
            target.writePng(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        out.printf(Locale.ROOT, "%-24s %s: %d draw calls, %d triangles, %d cards, %s ms CPU%n", what, file,
                stats.drawCalls(), stats.triangles(), stats.cards(), NumberText.fixed(cpu / 1e6, 2));
        return file;
    }

    // ---- the window ------------------------------------------------------------------------------

    private static void window(GlContext gl, Landscape village, FrameRenderer frame, PrintStream out, Path outDir) {
        out.println("the map builder: pick a tool and a block on the panel, press and drag on the map; right-drag orbits,"
                + " scroll zooms, Ctrl+Z and Ctrl+Y undo and redo, T turns the cell under the cursor, F12 writes"
                + " the window's picture, S saves a screenshot, Esc cancels a stroke or quits");
        long window = gl.window();
        RenderLook look = RenderLook.diorama();
        RenderTarget screen = gl.windowTarget();
        DioramaCamera camera = new DioramaCamera().frame(village.bounds(new float[6]), 25, 38, (float) WIDTH / HEIGHT);
        MapEditor editor = MapEditor.over(village, Authority.create("single-player"), outDir.resolve("village.json"));
        try (BuilderOverlay overlay = new BuilderOverlay(editor)) {
            double[] cursor = new double[2];
            int[] shots = new int[1];
            glfwSetScrollCallback(window, (w, dx, dy) -> camera.zoom((float) Math.pow(0.9, dy)));
            glfwSetCursorPosCallback(window, (w, x, y) -> {
                overlay.cursor(x, y);
                if (glfwGetMouseButton(w, GLFW_MOUSE_BUTTON_RIGHT) == GLFW_PRESS) {
                    camera.orbit((float) (x - cursor[0]) * 0.3f, (float) (y - cursor[1]) * 0.2f);
                } else if (overlay.over(x, y) && !editor.stroking()) {
                    editor.hover(Optional.empty());
                } else {
                    Optional<Cell> cell = cellUnder(village, frame, camera, w, x, y);
                    if (editor.stroking()) {
                        cell.ifPresent(editor::drag);
                    } else {
                        editor.hover(cell);
                    }
                }
                cursor[0] = x;
                cursor[1] = y;
            });
            glfwSetMouseButtonCallback(window, (w, button, action, mods) -> {
                if (button != GLFW_MOUSE_BUTTON_LEFT) {
                    return;
                }
                if (action == GLFW_PRESS) {
                    if (overlay.over(cursor[0], cursor[1])) {
                        overlay.press(cursor[0], cursor[1]);
                    } else {
                        cellUnder(village, frame, camera, w, cursor[0], cursor[1]).ifPresent(editor::press);
                    }
                } else if (action == GLFW_RELEASE) {
                    editor.release();
                }
            });
            glfwSetKeyCallback(window, (w, key, scancode, action, mods) -> {
                if (action != GLFW_PRESS) {
                    return;
                }
                boolean ctrl = (mods & GLFW_MOD_CONTROL) != 0;
                if (key == GLFW_KEY_ESCAPE) {
                    if (editor.stroking()) {
                        editor.cancelStroke();
                    } else {
                        glfwSetWindowShouldClose(w, true);
                    }
                } else if (ctrl && key == GLFW_KEY_Z) {
                    editor.undo();
                } else if (ctrl && key == GLFW_KEY_Y) {
                    editor.redo();
                } else if (key == GLFW_KEY_T) {
                    editor.hovered().ifPresent(editor::turnCell);
                } else if (key == GLFW_KEY_F12) {
                    overlay.askPicture();
                } else if (key == GLFW_KEY_S) {
                    int[] size = windowSize(w);
                    try (OffscreenTarget shot = new OffscreenTarget(size[0], size[1])) {
                        village.draw(frame.begin(camera, look, shot, glfwGetTime())).end();
                        Path file = outDir.resolve("village-screenshot-" + (++shots[0]) + ".png");
                        shot.writePng(file);
                        out.println("saved " + file);
                    } catch (IOException e) {
                        out.println("cannot save the screenshot: " + e.getMessage());
                    }
                }
            });
            String said = "";
            boolean first = true;
            while (!gl.shouldClose()) {
                village.update();
                village.draw(frame.begin(camera, look, screen, glfwGetTime())).end();
                overlay.draw(screen, camera);
                if (!editor.status().equals(said)) {
                    said = editor.status();
                    out.println("editor: " + said);
                }
                if (overlay.takePictureRequest()) {
                    picture(village, frame, camera, look, overlay, screen, outDir.resolve("village-builder-" + (++shots[0])
                            + ".png"), out);
                }
                if (first) {
                    first = false;
                    overlay.printWidgets(out);
                    out.println("builder ready");
                    out.flush();
                }
                gl.swapAndPoll();
            }
        }
    }

    /**
     * Writes the window's picture, the diorama and the overlay as the last frame laid it out,
     * drawn into an offscreen target of the window's size at a fixed time (the water's flow stands
     * still), so the same input gives the same picture.
     */
    private static void picture(Landscape village, FrameRenderer frame, DioramaCamera camera, RenderLook look,
                                BuilderOverlay overlay, RenderTarget screen, Path file, PrintStream out) {
        try (OffscreenTarget shot = new OffscreenTarget(screen.width(), screen.height())) {
            village.draw(frame.begin(camera, look, shot, 1.5)).end();
            overlay.redraw(shot);
            shot.writePng(file);
            out.println("picture " + file);
        } catch (IOException e) {
            out.println("cannot write the picture: " + e.getMessage());
        }
        out.flush();
    }

    /** The cell under a window point (pixels, y down), through the landscape's picking. */
    private static Optional<Cell> cellUnder(Landscape village, FrameRenderer frame, DioramaCamera camera, long w,
                                            double x, double y) {
        int[] size = windowSize(w);
        float ndcX = (float) (2 * x / size[0] - 1), ndcY = (float) (1 - 2 * y / size[1]);
        return village.pickCell(frame, camera, ndcX, ndcY, (float) size[0] / size[1])
                .map(at -> Cell.of(at.column(), at.row()));
    }

    private static int[] windowSize(long window) {
        int[] w = new int[1], h = new int[1];
        glfwGetWindowSize(window, w, h);
        return new int[] {Math.max(1, w[0]), Math.max(1, h[0])};
    }

    private static String resource(String name) {
        try (InputStream in = VillageExample.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the example's resource " + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
