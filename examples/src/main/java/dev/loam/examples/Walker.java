package dev.loam.examples;

import dev.loam.model.Material;
import dev.loam.model.MeshBuilder;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import java.util.List;

/**
 * The examples' walker: a figure of boxes 1.8 m tall (legs, coat, arms, head) standing on y = 0,
 * facing +z, made in code as a game makes its own meshes, and the matrix that stands it at a
 * character controller's foot.
 */
final class Walker {
    private Walker() {
    }

    /** The figure. */
    static Model figure() {
        Material trousers = Material.of("trousers", Rgba.ofSrgb(0x3a4a6a)), coat = Material.of("coat", Rgba.ofSrgb(0xc0392b)),
                skin = Material.of("skin", Rgba.ofSrgb(0xe0b090));
        MeshBuilder legs = ModelMesh.builder("legs", 0), body = ModelMesh.builder("body", 1), head = ModelMesh.builder("head", 2);
        box(legs, -0.2f, 0, -0.12f, -0.02f, 0.85f, 0.12f);
        box(legs, 0.02f, 0, -0.12f, 0.2f, 0.85f, 0.12f);
        box(body, -0.3f, 0.85f, -0.16f, 0.3f, 1.5f, 0.16f);
        box(body, -0.46f, 0.88f, -0.1f, -0.3f, 1.5f, 0.1f);
        box(body, 0.3f, 0.88f, -0.1f, 0.46f, 1.5f, 0.1f);
        box(head, -0.15f, 1.5f, -0.15f, 0.15f, 1.8f, 0.15f);
        return Model.of("walker", List.of(legs.build(), body.build(), head.build()), List.of(trousers, coat, skin), List.of());
    }

    /** Stands the figure with its feet at (x, y, z), turned to face along the heading (radians, 0 = +z). */
    static float[] at(double x, double y, double z, double heading) {
        return Transforms.placed((float) x, (float) y, (float) z, (float) heading, 1);
    }

    /** An axis-aligned box's six faces, each with its own normal (the examples' car is built of them too). */
    static void box(MeshBuilder m, float x0, float y0, float z0, float x1, float y1, float z1) {
        float[][] faces = {
            {x1, y0, z0, x1, y1, z0, x1, y1, z1, x1, y0, z1, 1, 0, 0},
            {x0, y0, z1, x0, y1, z1, x0, y1, z0, x0, y0, z0, -1, 0, 0},
            {x0, y1, z0, x0, y1, z1, x1, y1, z1, x1, y1, z0, 0, 1, 0},
            {x0, y0, z1, x0, y0, z0, x1, y0, z0, x1, y0, z1, 0, -1, 0},
            {x1, y0, z1, x1, y1, z1, x0, y1, z1, x0, y0, z1, 0, 0, 1},
            {x0, y0, z0, x0, y1, z0, x1, y1, z0, x1, y0, z0, 0, 0, -1},
        };
        for (float[] f : faces) {
            int a = m.vertex(f[0], f[1], f[2], f[12], f[13], f[14]);
            int b = m.vertex(f[3], f[4], f[5], f[12], f[13], f[14]);
            int c = m.vertex(f[6], f[7], f[8], f[12], f[13], f[14]);
            int d = m.vertex(f[9], f[10], f[11], f[12], f[13], f[14]);
            m.quad(a, b, c, d);
        }
    }
}
