package dev.loam.examples;

import static org.lwjgl.glfw.GLFW.*;

import dev.loam.core.AgentSettings;
import dev.loam.core.NumberText;
import dev.loam.model.Model;
import dev.loam.physics.CharacterController;
import dev.loam.physics.SpawnResult;
import dev.loam.physics.Vehicle;
import dev.loam.physics.VehiclePilot;
import dev.loam.physics.VehicleSettings;
import dev.loam.region.Place;
import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpec;
import dev.loam.region.RegionSpecReader;
import dev.loam.render.gl.Camera;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.GlUnavailableException;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.render.gl.RenderTarget;
import dev.loam.scene.RegionScene;
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

/**
 * A tile region stood up whole and walked: {@code regions/test-water-and-fire.json} (a tarn, a
 * volcano whose lava flows down its south flank, a mountain with a ski run, a hill with a
 * lighthouse) solved into a {@link Region} and drawn by one {@link RegionScene}: ground in every
 * layer it paints, trees and rocks, the lake's water, the crater's and the flow's lava, sun and
 * cascaded shadows, with a walker moved by the {@link CharacterController} over the scene's collider.
 * <ul>
 *   <li>with a display, in a window: drag to orbit, scroll to zoom, W A S D walk the walker (the
 *       camera follows it), S with Shift saves a screenshot, Escape quits;</li>
 *   <li>without one (or with {@code --offscreen}), as PNG files: an overview, a low view over the
 *       lake toward the volcano, the walker after a walk from the spawn toward the lake, and four
 *       chase views of a car driven by its pilot from a spawn toward the beacon hill, printing each
 *       seam between tiles it crosses.</li>
 * </ul>
 *
 * <p>Run: {@code java -cp examples/target/examples.jar dev.loam.examples.RegionExample [--offscreen] [--out DIR]}
 */
public final class RegionExample {
    private static final int WIDTH = 960, HEIGHT = 540;
    /** A region's north is +z: the overview looks along it, from the south. */
    private static final float NORTH_YAW = 200;
    /** A region's tile, metres. */
    private static final double TILE = 64;

    private RegionExample() {
    }

    public static void main(String[] args) {
        ExampleArgs parsed = ExampleArgs.parse(args);
        boolean offscreen = parsed.offscreen();
        Path out = parsed.out();
        try {
            run(System.out, out, offscreen);
        } catch (GlUnavailableException e) {
            System.err.println("cannot draw the region: " + e.getMessage());
            System.exit(1);
        }
    }

    /** The example's region, solved. */
    static Region region() {
        RegionSpec spec = RegionSpecReader.read(resource("regions/test-water-and-fire.json"));
        return RegionSolver.solve(spec);
    }

    /**
     * Solves the region, then draws it in a window where there is a display (unless
     * {@code offscreen}), else to PNG files under {@code outDir}.
     *
     * @return the PNG files written (none in a window)
     */
    static List<Path> run(PrintStream out, Path outDir, boolean offscreen) {
        long start = System.nanoTime();
        Region region = region();
        out.printf(Locale.ROOT, "%s: %dx%d tiles solved and built in %s ms; %d sheets, %d lava flows, %d props, %d places%n",
                region.spec().name(), region.corners().tilesX(), region.corners().tilesZ(),
                NumberText.fixed((System.nanoTime() - start) / 1e6, 0), region.sheets().size(), region.flows().size(),
                region.props().size(), region.places().size());
        try (GlContext gl = GlContext.open(WIDTH, HEIGHT, "Loam: a region", offscreen)) {
            out.println("== Drawing with " + gl.renderer() + " (" + gl.kind() + ") ==");
            try (RegionScene scene = RegionScene.of(region); FrameRenderer frame = new FrameRenderer()) {
                Model walker = Walker.figure();
                CharacterController body = spawn(scene);
                if (gl.headless()) {
                    return views(scene, frame, walker, body, out, outDir);
                }
                window(gl, scene, frame, walker, body, out, outDir);
                return List.of();
            }
        }
    }

    /** A walker at the region's first spawn place (or its middle), standing on the scene's collider. */
    static CharacterController spawn(RegionScene scene) {
        float[] box = scene.bounds(new float[6]);
        double x = (box[0] + box[3]) / 2, z = (box[2] + box[5]) / 2;
        for (Place p : scene.places()) {
            if (p.name().startsWith("spawn")) {
                x = p.x();
                z = p.z();
                break;
            }
        }
        SpawnResult s = CharacterController.spawn(scene.collisions(), AgentSettings.DEFAULT, x, scene.heightAt(x, z) + 1, z);
        if (s.controller() == null) {
            throw new IllegalStateException("the walker cannot stand at the spawn: " + s.refusal().message());
        }
        return s.controller();
    }

    private static List<Path> views(RegionScene scene, FrameRenderer frame, Model walker, CharacterController body,
                                    PrintStream out, Path outDir) {
        RenderLook look = RenderLook.diorama();
        float[] box = scene.bounds(new float[6]);
        List<Path> files = new ArrayList<>();
        try (OffscreenTarget target = new OffscreenTarget(WIDTH, HEIGHT)) {
            Camera overview = new DioramaCamera().frame(box, NORTH_YAW, 42, (float) WIDTH / HEIGHT);
            files.add(shoot(scene, frame, overview, look, target, null, null, outDir.resolve("region-overview.png"),
                    "overview", out));
            Place tarn = scene.place("tarn").orElseThrow();
            double lx = tarn.x() - 60, lz = tarn.z() - 40;
            Camera low = new FlyCamera().set((float) lx, (float) scene.heightAt(lx, lz) + 16, (float) lz, 240, 5)
                    .lens(55, 0.5f, 4000);
            files.add(shoot(scene, frame, low, look, target, null, null, outDir.resolve("region-over-the-lake.png"),
                    "low over the lake", out));
            // Walk from the spawn toward the tarn for eight seconds at 60 Hz.
            double dx = tarn.x() - body.footX(), dz = tarn.z() - body.footZ(), len = Math.hypot(dx, dz);
            double heading = Math.atan2(dx, dz);
            double startX = body.footX(), startZ = body.footZ();
            for (int k = 0; k < 480; k++) {
                body.step(1 / 60.0, 1.4 * dx / len, 1.4 * dz / len);
            }
            out.printf(Locale.ROOT, "walked %s m toward the tarn, standing at y %s (the ground there: %s)%n",
                    NumberText.fixed(Math.hypot(body.footX() - startX, body.footZ() - startZ), 1),
                    NumberText.fixed(body.footY(), 2), NumberText.fixed(scene.heightAt(body.footX(), body.footZ()), 2));
            Camera chase = chase(body, heading);
            files.add(shoot(scene, frame, chase, look, target, walker, Walker.at(body.footX(), body.footY(), body.footZ(),
                    heading), outDir.resolve("region-walker.png"), "the walker", out));
            files.addAll(drive(scene, frame, look, target, out, outDir));
            files.addAll(swim(scene, frame, walker, look, target, out, outDir));
        }
        return files;
    }

    /**
     * A swimmer: from the tarn's southern shore it walks north into the lake, wades and swims out
     * over its middle, printing each change of medium; a picture where it wades and one where it swims.
     */
    static List<Path> swim(RegionScene scene, FrameRenderer frame, Model walker, RenderLook look,
                           OffscreenTarget target, PrintStream out, Path outDir) {
        Place shore = scene.place("tarn").orElseThrow();
        CharacterController swimmer = CharacterController.spawn(scene.collisions(), AgentSettings.DEFAULT, shore.x(),
                shore.y() + 1, shore.z()).controller();
        swimmer.setLiquids(scene.liquids());
        List<Path> files = new ArrayList<>();
        double[] time = {0};
        swimmer.setMediumListener((who, from, to) -> out.printf(Locale.ROOT, "at %s s the swimmer goes from %s to %s"
                + " at (%s, %s), feet at y %s%n", NumberText.fixed(time[0], 2), from, to, NumberText.fixed(who.footX(), 1),
                NumberText.fixed(who.footZ(), 1), NumberText.fixed(who.footY(), 2)));
        double heading = 0; // north, +z
        for (int k = 0; k < 60 * 30 && files.size() < 2; k++) {
            time[0] = k / 60.0;
            var before = swimmer.medium();
            swimmer.step(1 / 60.0, 0, 2.5);
            var now = swimmer.medium();
            if (now != before && now != dev.loam.physics.CharacterMedium.GROUND) {
                String name = now.name().toLowerCase(Locale.ROOT);
                // A second on into the new medium, so the picture shows it well under way.
                for (int j = 0; j < 60; j++) {
                    swimmer.step(1 / 60.0, 0, 2.5);
                }
                time[0] += 1;
                files.add(shoot(scene, frame, chase(swimmer, heading), look, target, walker,
                        Walker.at(swimmer.footX(), swimmer.footY(), swimmer.footZ(), heading),
                        outDir.resolve("region-" + name + ".png"), "the swimmer " + name, out));
            }
        }
        return files;
    }

    /** How many chase views the scripted drive writes. */
    static final int DRIVE_FRAMES = 4;

    /**
     * The car's way from one point to another: a path over the region's navmesh baked for an
     * agent as wide as the car (its rocks, trees, deep water and lava kept off with a metre and
     * a half's clearance), pulled straight, as x, z pairs for the {@link VehiclePilot}; the
     * straight line where the navmesh finds no complete path. The route is searched over single
     * triangles, not merged polygons ({@code TerrainNavMesh.Builder.merged(false)}): their tighter
     * corridor hugs the props, and on the scripted drive gives 3 points where the merged search's
     * gives 7 (two of them 3 m apart round a prop), along which the car comes down to 3 wheels at
     * 14 m/s (a route is asked once, so the slower search costs nothing that matters here).
     */
    static double[] carRoute(RegionScene scene, double fromX, double fromZ, double toX, double toZ, PrintStream out) {
        AgentSettings carSized = AgentSettings.DEFAULT.withHeight(3.2).withRadius(1.5).withMaxSlope(25);
        dev.loam.nav.TerrainNavMesh nav = dev.loam.scene.RegionNav.builder(scene, carSized,
                dev.loam.assets.AssetResolver.defaults()).merged(false).build();
        dev.loam.nav.NavPath found = new dev.loam.nav.NavPath();
        dev.loam.nav.NavPath.Status status = new dev.loam.nav.TerrainPathQuery(nav).find(fromX, scene.heightAt(fromX, fromZ),
                fromZ, toX, scene.heightAt(toX, toZ), toZ, found);
        if (status != dev.loam.nav.NavPath.Status.COMPLETE || found.pointCount() < 2) {
            out.println("the car's route: no way round the props found (" + status + "), so straight");
            return new double[] {fromX, fromZ, toX, toZ};
        }
        double[] path = new double[2 * found.pointCount()];
        for (int i = 0; i < found.pointCount(); i++) {
            path[2 * i] = found.x(i);
            path[2 * i + 1] = found.z(i);
        }
        out.printf(Locale.ROOT, "the car's route: %d points round the props over the navmesh%n", found.pointCount());
        return path;
    }

    /**
     * The scripted drive: a car from the second spawn toward the beacon hill, its {@link VehiclePilot}
     * holding 14 m/s and stopping 45 m short of the lighthouse, stepped at 60 Hz. Prints each seam
     * between two tiles the car's centre crosses (with its wheels down and the largest vertical
     * acceleration within 4 m of it), and writes a chase view every quarter of the way.
     *
     * @return the views written
     */
    static List<Path> drive(RegionScene scene, FrameRenderer frame, RenderLook look, OffscreenTarget target,
                            PrintStream out, Path outDir) {
        Place from = scene.place("spawn_2").orElseThrow(), goal = scene.place("beacon").orElseThrow();
        double dx = goal.x() - from.x(), dz = goal.z() - from.z(), len = Math.hypot(dx, dz), stop = len - 45;
        double[] path = carRoute(scene, from.x(), from.z(), from.x() + dx * stop / len, from.z() + dz * stop / len, out);
        Vehicle car = Vehicle.spawn(scene.collisions(), VehicleSettings.car(), from.x(), from.z(),
                Math.atan2(path[2] - path[0], path[3] - path[1]));
        VehiclePilot pilot = new VehiclePilot(path, 14);
        Car drawn = new Car(car.settings());
        List<Path> files = new ArrayList<>();
        int tileX = (int) Math.floor(car.x() / TILE), tileZ = (int) Math.floor(car.z() / TILE);
        int seams = 0, shots = 0;
        double lastVy = car.verticalSpeed(), worst = 0, seamX = Double.NaN, seamZ = Double.NaN;
        int fewestWheels = car.wheelCount();
        String pending = null;
        for (int k = 0; k < 60 * 90 && !pilot.arrived(car); k++) {
            pilot.steer(car);
            car.step(1 / 60.0);
            double a = (car.verticalSpeed() - lastVy) * 60;
            lastVy = car.verticalSpeed();
            fewestWheels = Math.min(fewestWheels, car.wheelsInContact());
            int tx = (int) Math.floor(car.x() / TILE), tz = (int) Math.floor(car.z() / TILE);
            if (tx != tileX || tz != tileZ) {
                if (pending != null) {
                    out.println(pending + NumberText.fixed(worst, 2) + " m/s²");
                }
                seams++;
                pending = String.format(Locale.ROOT, "seam %d: tile [%d, %d] to [%d, %d] at (%s, %s, %s), %d wheels down, %s km/h, vertical acceleration ",
                        seams, tileX, tileZ, tx, tz, NumberText.fixed(car.x(), 1), NumberText.fixed(car.y(), 1),
                        NumberText.fixed(car.z(), 1), car.wheelsInContact(), NumberText.fixed(car.speed() * 3.6, 0));
                tileX = tx;
                tileZ = tz;
                seamX = car.x();
                seamZ = car.z();
                worst = 0;
            }
            if (Math.hypot(car.x() - seamX, car.z() - seamZ) < 4) {
                worst = Math.max(worst, Math.abs(a));
            }
            if (shots < DRIVE_FRAMES && pilot.progressMetres() >= pilot.lengthMetres() * shots / (DRIVE_FRAMES - 1.0) - 1e-6) {
                shots++;
                files.add(shootCar(scene, frame, look, target, car, drawn, outDir.resolve("region-car-" + shots + ".png"),
                        "the car, view " + shots, out));
            }
        }
        if (pending != null) {
            out.println(pending + NumberText.fixed(worst, 2) + " m/s²");
        }
        while (shots < DRIVE_FRAMES) {
            shots++;
            files.add(shootCar(scene, frame, look, target, car, drawn, outDir.resolve("region-car-" + shots + ".png"),
                    "the car, view " + shots, out));
        }
        out.printf(Locale.ROOT, "drove %s m toward the beacon in %s s: %d seams crossed, %d wheels down at the fewest, %s%n",
                NumberText.fixed(pilot.progressMetres(), 0), NumberText.fixed(car.time(), 1), seams, fewestWheels,
                pilot.arrived(car) ? "stopped at the end" : "still driving");
        return files;
    }

    /** A chase view of the car: 11 m behind it and 4 m up, along its heading. */
    private static Path shootCar(RegionScene scene, FrameRenderer frame, RenderLook look, OffscreenTarget target, Vehicle car,
                                 Car drawn, Path file, String what, PrintStream out) {
        float yaw = (float) (180 - Math.toDegrees(car.heading()));
        Camera chase = new DioramaCamera().lookAt((float) car.x(), (float) car.y() + 0.8f, (float) car.z(), yaw, 18, 11);
        frame.begin(chase, look, target, 1.5);
        scene.draw(frame);
        drawn.draw(frame, car);
        return written(frame, target, file, what, out);
    }

    /** A camera 9 m behind the walker and 4 m up, looking along its heading. */
    static DioramaCamera chase(CharacterController body, double heading) {
        float yaw = (float) (180 - Math.toDegrees(heading));
        return new DioramaCamera().lookAt((float) body.footX(), (float) body.footY() + 1.2f, (float) body.footZ(), yaw, 22, 9);
    }

    private static Path shoot(RegionScene scene, FrameRenderer frame, Camera camera, RenderLook look, OffscreenTarget target,
                              Model walker, float[] at, Path file, String what, PrintStream out) {
        frame.begin(camera, look, target, 1.5);
        scene.draw(frame);
        if (walker != null) {
            frame.draw(walker, at);
        }
        return written(frame, target, file, what, out);
    }

    /** Ends the frame begun, writes the target to a PNG file and prints what the frame drew. */
    private static Path written(FrameRenderer frame, OffscreenTarget target, Path file, String what, PrintStream out) {
        FrameStats stats = frame.end();
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            target.writePng(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        out.printf(Locale.ROOT, "%-20s %s: %d draw calls, %d triangles, %d shadow cascades, %s ms CPU%n", what, file,
                stats.drawCalls(), stats.triangles(), stats.cascades(), NumberText.fixed(stats.cpuNanos() / 1e6, 2));
        return file;
    }

    private static void window(GlContext gl, RegionScene scene, FrameRenderer frame, Model walker, CharacterController body,
                               PrintStream out, Path outDir) {
        out.println("drag to orbit, scroll to zoom, W A S D to walk, Shift+S for a screenshot, Esc to quit");
        long window = gl.window();
        RenderLook look = RenderLook.diorama();
        RenderTarget screen = gl.windowTarget();
        DioramaCamera camera = new DioramaCamera().lookAt((float) body.footX(), (float) body.footY(), (float) body.footZ(),
                NORTH_YAW, 30, 40);
        double[] cursor = new double[2];
        int[] shots = new int[1];
        double[] heading = {0};
        glfwSetScrollCallback(window, (w, dx, dy) -> camera.zoom((float) Math.pow(0.9, dy)));
        glfwSetCursorPosCallback(window, (w, x, y) -> {
            if (glfwGetMouseButton(w, GLFW_MOUSE_BUTTON_LEFT) == GLFW_PRESS) {
                camera.orbit((float) (x - cursor[0]) * 0.3f, (float) (y - cursor[1]) * 0.2f);
            }
            cursor[0] = x;
            cursor[1] = y;
        });
        glfwSetKeyCallback(window, (w, key, scancode, action, mods) -> {
            if (action != GLFW_PRESS) {
                return;
            }
            if (key == GLFW_KEY_ESCAPE) {
                glfwSetWindowShouldClose(w, true);
            } else if (key == GLFW_KEY_S && (mods & GLFW_MOD_SHIFT) != 0) {
                try (OffscreenTarget shot = new OffscreenTarget(WIDTH, HEIGHT)) {
                    frame.begin(camera, look, shot, glfwGetTime());
                    scene.draw(frame);
                    frame.draw(walker, Walker.at(body.footX(), body.footY(), body.footZ(), heading[0])).end();
                    Path file = outDir.resolve("region-screenshot-" + (++shots[0]) + ".png");
                    Files.createDirectories(file.toAbsolutePath().getParent());
                    shot.writePng(file);
                    out.println("saved " + file);
                } catch (IOException e) {
                    out.println("cannot save the screenshot: " + e.getMessage());
                }
            }
        });
        double last = glfwGetTime();
        while (!gl.shouldClose()) {
            double now = glfwGetTime(), dt = Math.min(0.1, now - last);
            last = now;
            // W A S D walk relative to the camera's heading: forward is where the camera looks.
            double yaw = Math.toRadians(camera.yaw());
            double fx = Math.sin(yaw), fz = -Math.cos(yaw);
            double ahead = (glfwGetKey(window, GLFW_KEY_W) == GLFW_PRESS ? 1 : 0) - (glfwGetKey(window, GLFW_KEY_S) == GLFW_PRESS
                    && glfwGetKey(window, GLFW_KEY_LEFT_SHIFT) != GLFW_PRESS ? 1 : 0);
            double side = (glfwGetKey(window, GLFW_KEY_D) == GLFW_PRESS ? 1 : 0) - (glfwGetKey(window, GLFW_KEY_A) == GLFW_PRESS ? 1 : 0);
            double wx = (fx * ahead - fz * side) * 3, wz = (fz * ahead + fx * side) * 3;
            body.step(dt, wx, wz);
            if (wx != 0 || wz != 0) {
                heading[0] = Math.atan2(wx, wz);
            }
            camera.lookAt((float) body.footX(), (float) body.footY() + 1.2f, (float) body.footZ(), camera.yaw(),
                    camera.pitch(), camera.distance());
            scene.update();
            frame.begin(camera, look, screen, now);
            scene.draw(frame);
            frame.draw(walker, Walker.at(body.footX(), body.footY(), body.footZ(), heading[0])).end();
            gl.swapAndPoll();
        }
    }

    private static String resource(String name) {
        try (InputStream in = RegionExample.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the example's " + name + " is not on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the example's " + name, e);
        }
    }
}
