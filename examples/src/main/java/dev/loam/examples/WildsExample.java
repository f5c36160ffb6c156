package dev.loam.examples;

import static org.lwjgl.glfw.GLFW.*;

import dev.loam.core.NumberText;
import dev.loam.model.Model;
import dev.loam.physics.CharacterController;
import dev.loam.physics.CollisionHit;
import dev.loam.render.gl.Camera;
import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GlUnavailableException;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderTarget;
import dev.loam.scene.WorldScene;
import dev.loam.scene.WorldTerrain;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRules;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The example world rules ({@code worlds/wilds.json}) laid over rolling hills with the sea at 0,
 * the hills sampled into a 4 km terrain, the world streamed and drawn round the player by one
 * {@link WorldScene} whose trees, rocks and huts collide ({@link WildsWorld}), walked by the
 * {@link CharacterController}, and a tree felled through the world's diffs, saved to
 * {@code DIR/wilds-diffs.json}:
 * <ul>
 *   <li>with a display, in a window: the walker stands before a tree at the forest's edge (the
 *       diff file read first, so a tree felled in an earlier run stays felled); W A S D walk it
 *       (relative to the view), Space jumps, drag with the left button to look round, E fells the
 *       tree in front of it, Tab switches to flying (W A S D along the view, Space and C up and
 *       down, Shift faster) and back, F12 writes the window's picture, Escape quits;</li>
 *   <li>without one (or with {@code --offscreen}), as PNG files under {@code DIR}: a high view over
 *       the land, the walker after a walk into the forest, the same place after the tree in front
 *       of it was felled, the diff saved and the world stood again from the rules and the saved
 *       diff, and the shore at a hamlet.</li>
 * </ul>
 *
 * <p>Run: {@code java -cp examples/target/examples.jar dev.loam.examples.WildsExample [--offscreen] [--out DIR]}
 */
public final class WildsExample {
    private static final int WIDTH = 960, HEIGHT = 540;
    /** Half the terrain's side, metres. */
    static final double REACH = 2048;
    /** The diff file's name in the output folder. */
    static final String DIFF_FILE = "wilds-diffs.json";

    private WildsExample() {
    }

    /**
     * Runs the example.
     *
     * @param args {@code [--offscreen] [--out DIR]}
     */
    public static void main(String[] args) {
        ExampleArgs parsed = ExampleArgs.parse(args);
        try {
            run(System.out, parsed.out(), parsed.offscreen());
        } catch (GlUnavailableException e) {
            System.err.println("cannot draw the wilds: " + e.getMessage());
            System.exit(1);
        }
    }

    /** The shipped rules. */
    static WorldRules rules() {
        try (InputStream in = WildsExample.class.getResourceAsStream("worlds/wilds.json")) {
            if (in == null) {
                throw new IllegalStateException("the example's worlds/wilds.json is not on the class path");
            }
            return WorldRules.fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---- the walk's tree -----------------------------------------------------------------------

    /**
     * The walk: from a clear spot at the forest's edge nearest the origin, 45 m on into the forest
     * to the tree standing nearest there, stopping an arm's length from its trunk.
     *
     * @param tree   the tree walked to (as the rules place it, before any diff)
     * @param startX where the walk starts, a spot no trunk stands on
     * @param standX where the walker stands to fell it, facing it
     */
    record Approach(Placement tree, double startX, double startZ, double standX, double standZ) {
        /** The way from the stand to the tree, radians (0 = +z, turning toward +x). */
        double heading() {
            return Math.atan2(tree.x() - standX, tree.z() - standZ);
        }

        /** How near the walker's middle comes to the tree's: its trunk's radius, the walker's, and a little. */
        double stop() {
            return tree.footprint() + 0.3 + 0.9;
        }
    }

    /** The forest's edge nearest the origin. */
    static double[] forestEdge(WorldPlan plan) {
        return WildsWorld.nearest(plan, "forest", 0, 0).orElseThrow(
                () -> new IllegalStateException("no forest within 1.9 km of the origin"));
    }

    /**
     * Finds the walk's tree in a world without diffs ({@code pristine}: the same rules, seed and
     * terrain), so a run whose saved diff felled it finds the same place.
     */
    static Approach approach(WorldPlan pristine, double[] edge) {
        double len = Math.hypot(edge[0], edge[1]);
        double dx = len > 1 ? edge[0] / len : 0, dz = len > 1 ? edge[1] / len : -1;
        double gx = edge[0] + 45 * dx, gz = edge[1] + 45 * dz;
        List<Placement> near = pristine.placementsIn(gx - 80, gz - 80, gx + 80, gz + 80);
        Placement tree = null;
        for (Placement p : near) {
            if (p.interactive().equals("tree") && (tree == null
                    || Math.hypot(p.x() - gx, p.z() - gz) < Math.hypot(tree.x() - gx, tree.z() - gz))) {
                tree = p;
            }
        }
        if (tree == null) {
            throw new IllegalStateException("no tree within 80 m of " + gx + ", " + gz);
        }
        double[] start = clear(near, edge[0], edge[1]);
        double ax = start[0] - tree.x(), az = start[1] - tree.z(), al = Math.hypot(ax, az);
        double stop = tree.footprint() + 0.3 + 0.9;
        double[] stand = clear(near, tree.x() + ax / al * stop, tree.z() + az / al * stop);
        return new Approach(tree, start[0], start[1], stand[0], stand[1]);
    }

    /** The nearest spot to (x, z), on a 1 m spiral, that no occupying placement's footprint covers (with a walker's room). */
    private static double[] clear(List<Placement> near, double x, double z) {
        for (int r = 0; r < 40; r++) {
            for (int a = 0; a < Math.max(1, 8 * r); a++) {
                double t = 2 * Math.PI * a / Math.max(1, 8 * r), px = x + r * Math.sin(t), pz = z + r * Math.cos(t);
                boolean free = true;
                for (Placement p : near) {
                    if ((p.footprint() > 0 || !p.mesh().isEmpty()) && !p.layer().equals("cover")
                            && Math.hypot(p.x() - px, p.z() - pz) < p.footprint() + 0.5) {
                        free = false;
                        break;
                    }
                }
                if (free) {
                    return new double[] {px, pz};
                }
            }
        }
        return new double[] {x, z};
    }

    /** The world over the same terrain with no diffs: where the rules place everything. */
    static WorldGen pristine(WildsWorld w) {
        return WorldTerrain.over(WildsWorld.hills(w.rules), w.terrain);
    }

    // ---- headless ------------------------------------------------------------------------------

    /**
     * Draws the wilds in a window where there is a display (unless {@code offscreen}), else to
     * PNG files under {@code out}.
     *
     * @return the PNG files written (none in a window)
     */
    static List<Path> run(PrintStream log, Path out, boolean offscreen) {
        try (GlContext gl = GlContext.open(WIDTH, HEIGHT, "Loam: the wilds", offscreen)) {
            log.println("== Drawing the wilds with " + gl.renderer() + " (" + gl.kind() + ") ==");
            if (gl.headless()) {
                return frames(log, out);
            }
            window(gl, log, out);
            return List.of();
        }
    }

    /** The headless frames; the diff file starts empty (a run's felling is its own). */
    static List<Path> frames(PrintStream log, Path out) {
        WorldRules rules = rules();
        Path diffFile = out.resolve(DIFF_FILE);
        List<Path> files = new ArrayList<>();
        Model figure = Walker.figure();
        try {
            Files.createDirectories(out);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make " + out, e);
        }
        Approach way;
        double[] edge;
        double endX, endZ, heading;
        Placement felled;
        try (FrameRenderer frame = new FrameRenderer(); OffscreenTarget target = new OffscreenTarget(WIDTH, HEIGHT)) {
            try (WildsWorld w = new WildsWorld(rules, 0, 0, REACH, diffFile, false, true)) {
                edge = forestEdge(w.hills.plan());
                way = approach(pristine(w).plan(), edge);
                // A high view: 120 m over the forest's edge, looking across it.
                int updates = w.settleAt(edge[0], edge[1]);
                FlyCamera high = new FlyCamera().set((float) edge[0], (float) (w.scene.heightAt(edge[0], edge[1]) + 120),
                        (float) edge[1] + 400, 0, 14).lens(55, 0.5f, 5000);
                files.add(frame(w, frame, target, high, null, null, out.resolve("wilds-high.png"), log, updates));

                // The walk, by the character controller over the terrain and the trunks, streaming as it goes.
                w.settleAt(way.startX(), way.startZ());
                CharacterController walker = w.spawn(way.startX(), way.startZ());
                WildsWorld.Walk walk = w.walk(walker, way.tree().x(), way.tree().z(), way.stop(), 90, c -> { });
                endX = walker.footX();
                endZ = walker.footZ();
                heading = Math.atan2(way.tree().x() - endX, way.tree().z() - endZ);
                log.printf(Locale.ROOT, "walked %s m into the forest in %s s (%s), to (%s, %s), feet at y %s on ground at %s,"
                                + " %s%n", NumberText.fixed(Math.hypot(endX - walk.fromX(), endZ - walk.fromZ()), 1),
                        NumberText.fixed(walk.seconds(), 1), walk.arrived() ? "at the tree" : "short of it",
                        NumberText.fixed(endX, 1), NumberText.fixed(endZ, 1), NumberText.fixed(walker.footY(), 2),
                        NumberText.fixed(w.scene.collisions().surfaceHeight(endX, endZ), 2),
                        walker.medium().name().toLowerCase(Locale.ROOT));
                w.scene.settle(200_000_000L, 10_000);
                files.add(frame(w, frame, target, chase(w, walker, heading), figure,
                        Walker.at(endX, walker.footY(), endZ, heading), out.resolve("wilds-forest-walk.png"), log, walk.seconds() > 0
                                ? (int) Math.round(walk.seconds() * 20) : 0));

                // Fell the tree in front of the walker: a diff, saved.
                felled = w.inFront(walker, heading).orElseThrow(() -> new IllegalStateException(
                        "no tree within the axe's reach in front of the walker at " + endX + ", " + endZ));
                w.fell(felled);
                log.printf(Locale.ROOT, "felled %s (%s, %s) %s m in front of the walker; the diff saved to %s%n",
                        felled.id(), felled.member(), felled.interactive(),
                        NumberText.fixed(Math.hypot(felled.x() - endX, felled.z() - endZ), 1), diffFile);
            }
            // The world stood again from the rules and the saved diff: the tree stays felled.
            try (WildsWorld again = new WildsWorld(rules, 0, 0, REACH, diffFile, true, true)) {
                again.settleAt(endX, endZ);
                CharacterController walker = again.spawn(endX, endZ);
                boolean inPlan = again.world.plan().placement(felled.id()).isPresent();
                boolean published = again.scene.objectOf(felled.id()).isPresent();
                boolean struck = again.inFront(walker, heading).map(p -> p.id().equals(felled.id())).orElse(false);
                log.printf(Locale.ROOT, "stood again from the rules and %s: %s is %s the plan, %s, and the axe %s it%n",
                        diffFile.getFileName(), felled.id(), inPlan ? "in" : "not in", published ? "published" : "not published",
                        struck ? "meets" : "meets nothing of");
                files.add(frame(again, frame, target, chase(again, walker, heading), figure,
                        Walker.at(walker.footX(), walker.footY(), walker.footZ(), heading), out.resolve("wilds-felled.png"),
                        log, 0));

                // The shore at a hamlet: the hut nearest the water, from behind it.
                WildsWorld.Hamlet h = WildsWorld.hamlet(again.world.plan(), rules, 0, 0, 1800);
                log.printf(Locale.ROOT, "the shore at %s (%s, %s), the water at (%s, %s)%n", h.hut().map(p -> "hut " + p.id())
                                .orElse("the shore (no hut by the water)"), NumberText.fixed(h.x(), 1), NumberText.fixed(h.z(), 1),
                        NumberText.fixed(h.waterX(), 1), NumberText.fixed(h.waterZ(), 1));
                int updates = again.settleAt(h.x(), h.z());
                files.add(frame(again, frame, target, shoreView(again, h), null, null, out.resolve("wilds-shore.png"), log,
                        updates));
            }
        }
        return files;
    }

    /**
     * The shore at a hamlet as one comes to it: from 30 m behind the hut (away from the water) and
     * 10 m aside, 7 m over the ground, looking over the hut at the nearest water.
     */
    static FlyCamera shoreView(WildsWorld w, WildsWorld.Hamlet h) {
        double tx = h.waterX() - h.x(), tz = h.waterZ() - h.z(), tl = Math.max(1e-6, Math.hypot(tx, tz));
        double ux = tx / tl, uz = tz / tl;
        double ex = h.x() - 30 * ux - 10 * uz, ez = h.z() - 30 * uz + 10 * ux;
        double ground = w.scene.heightAt(ex, ez);
        double eyeY = Math.max(w.world.seaLevel(), Double.isFinite(ground) ? ground : w.world.seaLevel()) + 7;
        double lx = h.waterX() - ex, lz = h.waterZ() - ez, far = Math.hypot(lx, lz);
        float yaw = (float) Math.toDegrees(Math.atan2(lx, -lz));
        float pitch = (float) Math.max(2, Math.min(20, Math.toDegrees(Math.atan2(eyeY - w.world.seaLevel(), far)) - 2));
        return new FlyCamera().set((float) ex, (float) eyeY, (float) ez, yaw, pitch).lens(55, 0.3f, 5000);
    }

    /** A chase view: behind the walker along its heading and over it, pulled in where a trunk or the ground is in the way. */
    static FlyCamera chase(WildsWorld w, CharacterController walker, double heading) {
        // Low, under the crowns: a forest's crowns begin a few metres up.
        double hx = walker.footX(), hy = walker.footY() + 1.5, hz = walker.footZ();
        double bx = -Math.sin(heading), bz = -Math.cos(heading), up = 0.12;
        double reach = 5.5;
        CollisionHit hit = new CollisionHit();
        if (w.scene.collisions().raycast(hx, hy, hz, bx, up, bz, reach, hit)) {
            reach = Math.max(1.5, hit.distance() - 0.4);
        }
        double norm = Math.sqrt(1 + up * up);
        float yaw = (float) (180 - Math.toDegrees(heading));
        return new FlyCamera().set((float) (hx + bx * reach / norm), (float) (hy + up * reach / norm),
                (float) (hz + bz * reach / norm), yaw, 4).lens(60, 0.2f, 5000);
    }

    private static void draw(WildsWorld w, FrameRenderer frame, Model figure, float[] at) {
        w.scene.draw(frame);
        w.sea().ifPresent(frame::draw);
        if (figure != null) {
            frame.draw(figure, at);
        }
    }

    private static Path frame(WildsWorld w, FrameRenderer frame, OffscreenTarget target, Camera camera, Model figure,
                              float[] at, Path file, PrintStream log, int updates) {
        frame.begin(camera, WorldScene.AFTERNOON, target, 0);
        draw(w, frame, figure, at);
        FrameStats stats = frame.end();
        try {
            target.writePng(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        var decor = w.scene.decor().orElseThrow();
        log.println(String.format(Locale.ROOT, "%s: %d chunks resident after %d updates, %d batches, %d instances, "
                        + "%.1f MB on the GPU, %d draw calls, %d triangles", file.getFileName(),
                w.scene.chunks().stats().resident(), updates, decor.batchCount(), decor.instanceCount(),
                decor.gpuBytes() / 1e6, stats.drawCalls(), stats.triangles()));
        return file;
    }

    // ---- the window ----------------------------------------------------------------------------

    private static void window(GlContext gl, PrintStream log, Path out) {
        WorldRules rules = rules();
        Path diffFile = out.resolve(DIFF_FILE);
        try (WildsWorld w = new WildsWorld(rules, 0, 0, REACH, diffFile, true, true); FrameRenderer frame = new FrameRenderer()) {
            if (Files.exists(diffFile)) {
                log.println("loaded the felled trees from " + diffFile + ": " + w.world.diffs().toJson());
            }
            Approach way = approach(pristine(w).plan(), forestEdge(w.hills.plan()));
            w.settleAt(way.standX(), way.standZ());
            String id = way.tree().id();
            boolean standing = w.world.plan().placement(id).isPresent() && w.scene.objectOf(id).isPresent();
            log.println("the tree before the walker, " + id + ": " + (standing ? "standing" : "felled (not in the plan, not"
                    + " published)"));
            CharacterController body = w.spawn(way.standX(), way.standZ());
            Model figure = Walker.figure();
            log.println("W A S D walk, Space jumps, drag to look, E fells the tree in front, Tab flies, F12 writes a picture,"
                    + " Esc quits");
            long window = gl.window();
            RenderTarget screen = gl.windowTarget();
            // The view: its yaw (degrees, 0 = north, −z) and pitch; the walker faces the tree at first.
            double[] view = {180 - Math.toDegrees(way.heading()), 12};
            double[] heading = {way.heading()};
            boolean[] flying = {false};
            FlyCamera camera = new FlyCamera().lens(60, 0.2f, 5000);
            float[] eye = new float[3];
            double[] cursor = new double[2];
            int[] shots = {0};
            boolean[] fell = {false}, picture = {false};
            glfwSetCursorPosCallback(window, (win, x, y) -> {
                if (glfwGetMouseButton(win, GLFW_MOUSE_BUTTON_LEFT) == GLFW_PRESS) {
                    view[0] += (x - cursor[0]) * 0.25;
                    view[1] = Math.max(-80, Math.min(80, view[1] + (y - cursor[1]) * 0.2));
                }
                cursor[0] = x;
                cursor[1] = y;
            });
            glfwSetKeyCallback(window, (win, key, scancode, action, mods) -> {
                if (action != GLFW_PRESS) {
                    return;
                }
                if (key == GLFW_KEY_ESCAPE) {
                    glfwSetWindowShouldClose(win, true);
                } else if (key == GLFW_KEY_TAB) {
                    flying[0] = !flying[0];
                    if (flying[0]) {
                        eye[0] = camera.position().x();
                        eye[1] = camera.position().y();
                        eye[2] = camera.position().z();
                    }
                    log.println(flying[0] ? "flying" : "walking");
                } else if (key == GLFW_KEY_E) {
                    fell[0] = true;
                } else if (key == GLFW_KEY_F12) {
                    picture[0] = true;
                } else if (key == GLFW_KEY_SPACE && !flying[0]) {
                    body.jump(4.5);
                }
            });
            double last = glfwGetTime();
            boolean first = true;
            while (!gl.shouldClose()) {
                // The walker moves in real time at up to 4 frames a second (slower, it slows), in steps of at most 1/30 s.
                double now = glfwGetTime(), dt = Math.max(1e-4, Math.min(0.25, now - last));
                int substeps = (int) Math.ceil(dt * 30);
                last = now;
                double yaw = Math.toRadians(view[0]), fx = Math.sin(yaw), fz = -Math.cos(yaw);
                double ahead = key(window, GLFW_KEY_W) - key(window, GLFW_KEY_S);
                double side = key(window, GLFW_KEY_D) - key(window, GLFW_KEY_A);
                if (flying[0]) {
                    double speed = key(window, GLFW_KEY_LEFT_SHIFT) > 0 ? 120 : 25, pitch = Math.toRadians(view[1]);
                    double c = Math.cos(pitch);
                    eye[0] += (float) ((fx * c * ahead - fz * side) * speed * dt);
                    eye[2] += (float) ((fz * c * ahead + fx * side) * speed * dt);
                    eye[1] += (float) ((-Math.sin(pitch) * ahead + key(window, GLFW_KEY_SPACE) - key(window, GLFW_KEY_C))
                            * speed * dt);
                    double ground = w.scene.heightAt(eye[0], eye[2]);
                    if (Double.isFinite(ground)) {
                        eye[1] = (float) Math.max(eye[1], Math.max(ground, w.world.seaLevel()) + 1);
                    }
                    camera.set(eye[0], eye[1], eye[2], (float) view[0], (float) view[1]);
                    for (int k = 0; k < substeps; k++) {
                        body.step(dt / substeps, 0, 0);
                    }
                    w.scene.setSource("player", eye[0], eye[2]);
                } else {
                    double wx = (fx * ahead - fz * side) * 3, wz = (fz * ahead + fx * side) * 3;
                    for (int k = 0; k < substeps; k++) {
                        body.step(dt / substeps, wx, wz);
                    }
                    if (wx != 0 || wz != 0) {
                        heading[0] = Math.atan2(wx, wz);
                    }
                    FlyCamera c = chase(w, body, Math.atan2(fx, fz));
                    camera.set(c.position().x(), c.position().y(), c.position().z(), (float) view[0],
                            (float) Math.max(-30, view[1] - 4));
                    w.scene.setSource("player", body.footX(), body.footZ());
                }
                if (fell[0]) {
                    fell[0] = false;
                    Optional<Placement> tree = flying[0]
                            ? w.aimed(eye[0], eye[1], eye[2], fx * Math.cos(Math.toRadians(view[1])), -Math.sin(Math.toRadians(view[1])),
                                    fz * Math.cos(Math.toRadians(view[1])), 400)
                            : w.inFront(body, heading[0]);
                    if (tree.isPresent()) {
                        w.fell(tree.get());
                        log.println("felled " + tree.get().id() + "; the diff saved to " + diffFile);
                    } else {
                        log.println("no tree in front to fell");
                    }
                }
                w.scene.update();
                float[] at = Walker.at(body.footX(), body.footY(), body.footZ(), heading[0]);
                frame.begin(camera, WorldScene.AFTERNOON, screen, now);
                draw(w, frame, figure, at);
                frame.end();
                if (picture[0]) {
                    picture[0] = false;
                    Path file = out.resolve("wilds-window-" + (++shots[0]) + ".png");
                    try (OffscreenTarget shot = new OffscreenTarget(screen.width(), screen.height())) {
                        frame.begin(camera, WorldScene.AFTERNOON, shot, 0);
                        draw(w, frame, figure, at);
                        frame.end();
                        Files.createDirectories(out);
                        shot.writePng(file);
                        log.printf(Locale.ROOT, "picture %s; the walker at (%s, %s, %s), %s%n", file,
                                NumberText.fixed(body.footX(), 2), NumberText.fixed(body.footY(), 2),
                                NumberText.fixed(body.footZ(), 2), body.medium().name().toLowerCase(Locale.ROOT));
                    } catch (IOException e) {
                        log.println("cannot write the picture: " + e.getMessage());
                    }
                }
                if (first) {
                    first = false;
                    log.printf(Locale.ROOT, "wilds ready: walking at (%s, %s, %s)%n", NumberText.fixed(body.footX(), 2),
                            NumberText.fixed(body.footY(), 2), NumberText.fixed(body.footZ(), 2));
                }
                log.flush();
                gl.swapAndPoll();
            }
        }
    }

    private static double key(long window, int key) {
        return glfwGetKey(window, key) == GLFW_PRESS ? 1 : 0;
    }
}
