package dev.loam.examples;

import dev.loam.model.Material;
import dev.loam.model.MeshBuilder;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.Rgba;
import dev.loam.physics.Vehicle;
import dev.loam.physics.VehicleSettings;
import dev.loam.render.gl.FrameRenderer;
import java.util.List;

/**
 * The examples' car, drawn as a {@link Vehicle} moves it: a body of boxes in the chassis frame (a
 * shell within the settings' box, a cabin of dark glass on top, head and tail lamps), and a wheel (a tyre of eight-sided rims and a
 * hub) drawn at each wheel's transform, so the suspension, the steering and the roll show.
 */
final class Car {
    private final Model body;
    private final Model wheel;
    private final float[] matrix = new float[16];

    Car(VehicleSettings s) {
        Material paint = Material.of("paint", Rgba.ofSrgb(0x2e7dd7)), glass = Material.of("glass", Rgba.ofSrgb(0x1c2430)),
                lamp = Material.of("lamp", Rgba.ofSrgb(0xfff2c0)), tyre = Material.of("tyre", Rgba.ofSrgb(0x202020)),
                hub = Material.of("hub", Rgba.ofSrgb(0xb8b8b8)), tail = Material.of("tail", Rgba.ofSrgb(0xc0201a));
        float w = (float) s.halfWidth(), l = (float) s.halfLength(), y0 = (float) (s.boxY() - s.halfHeight());
        float y1 = (float) (s.boxY() + s.halfHeight()) - 0.35f;
        MeshBuilder shell = ModelMesh.builder("body", 0), cabin = ModelMesh.builder("cabin", 1),
                lamps = ModelMesh.builder("lamps", 2), tails = ModelMesh.builder("tails", 3);
        // the shell narrower than the track, so the wheels stand out of it
        Walker.box(shell, -w * 0.84f, y0 + 0.35f, -l, w * 0.84f, y1, l);
        Walker.box(shell, -w * 0.92f, y1, -l * 0.62f, w * 0.92f, y1 + 0.06f, l * 0.3f);
        Walker.box(cabin, -w * 0.86f, y1 + 0.06f, -l * 0.55f, w * 0.86f, y1 + 0.55f, l * 0.22f);
        Walker.box(lamps, -w * 0.85f, y1 - 0.2f, l, -w * 0.45f, y1 - 0.05f, l + 0.02f);
        Walker.box(lamps, w * 0.45f, y1 - 0.2f, l, w * 0.85f, y1 - 0.05f, l + 0.02f);
        Walker.box(tails, -w * 0.8f, y1 - 0.2f, -l - 0.02f, -w * 0.45f, y1 - 0.05f, -l);
        Walker.box(tails, w * 0.45f, y1 - 0.2f, -l - 0.02f, w * 0.8f, y1 - 0.05f, -l);
        body = Model.of("car", List.of(shell.build(), cabin.build(), lamps.build(), tails.build()),
                List.of(paint, glass, lamp, tail), List.of());
        float r = (float) s.wheels().get(0).radius();
        MeshBuilder t = ModelMesh.builder("tyre", 0), h = ModelMesh.builder("hub", 1);
        // an eight-sided tyre: two boxes turned an eighth apart, and a hub standing out of it
        float a = r * 0.924f, b = r * 0.383f;
        Walker.box(t, -0.11f, -a, -b, 0.11f, a, b);
        Walker.box(t, -0.11f, -b, -a, 0.11f, b, a);
        Walker.box(t, -0.11f, -r * 0.7f, -r * 0.7f, 0.11f, r * 0.7f, r * 0.7f);
        Walker.box(h, -0.12f, -r * 0.35f, -r * 0.1f, 0.12f, r * 0.35f, r * 0.1f);
        wheel = Model.of("wheel", List.of(t.build(), h.build()), List.of(tyre, hub), List.of());
    }

    /** Draws the vehicle's body and wheels into the frame begun. */
    void draw(FrameRenderer frame, Vehicle v) {
        frame.draw(body, v.chassisTransform(matrix));
        for (int i = 0; i < v.wheelCount(); i++) {
            frame.draw(wheel, v.wheelTransform(i, matrix));
        }
    }
}
