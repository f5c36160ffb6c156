package dev.loam.render.gl;

import dev.loam.model.AlphaMode;
import dev.loam.model.Material;
import dev.loam.model.MeshBuilder;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.model.Sampler;
import dev.loam.model.TextureRef;
import java.util.List;

/** Small models for the model renderer's tests, made with {@link ModelMesh#builder}. */
final class ModelFixtures {
    private ModelFixtures() {
    }

    /** The six faces of a box: outward normal, then the two axes across the face (u right, v up seen from outside). */
    private static final float[][] FACES = {
        {0, 0, 1, 1, 0, 0, 0, 1, 0}, {0, 0, -1, -1, 0, 0, 0, 1, 0},
        {1, 0, 0, 0, 0, -1, 0, 1, 0}, {-1, 0, 0, 0, 0, 1, 0, 1, 0},
        {0, 1, 0, 1, 0, 0, 0, 0, -1}, {0, -1, 0, 1, 0, 0, 0, 0, 1}};

    /**
     * A box standing on y = 0 round the y axis, {@code w} wide (x), {@code h} tall, {@code d} deep,
     * each vertex coloured by {@code colour} at its place (x, y, z in 0..1 across the box).
     */
    static ModelMesh box(String name, int material, float w, float h, float d, Colouring colour) {
        MeshBuilder m = ModelMesh.builder(name, material);
        for (float[] f : FACES) {
            int[] v = new int[4];
            for (int k = 0; k < 4; k++) {
                float su = (k == 1 || k == 2) ? 1 : -1, sv = k >= 2 ? 1 : -1;
                float x = (f[0] + su * f[3] + sv * f[6]) / 2, y = (f[1] + su * f[4] + sv * f[7]) / 2,
                        z = (f[2] + su * f[5] + sv * f[8]) / 2;
                float[] c = colour.at(x + 0.5f, y + 0.5f, z + 0.5f);
                v[k] = m.vertex(x * w, (y + 0.5f) * h, z * d, f[0], f[1], f[2], (su + 1) / 2, (1 - sv) / 2, c[0], c[1],
                        c[2], c[3]);
            }
            m.quad(v[0], v[1], v[2], v[3]);
        }
        return m.build();
    }

    /** A vertex colour from a place in a box, each coordinate 0..1: linear r, g, b, a. */
    interface Colouring {
        float[] at(float x, float y, float z);
    }

    static final Colouring WHITE = (x, y, z) -> new float[] {1, 1, 1, 1};

    /** A model of one box of one material. */
    static Model box(String name, Material material, float w, float h, float d) {
        return Model.of(name, List.of(box(name, 0, w, h, d, WHITE)), List.of(material), List.of());
    }

    /**
     * Two crossed cards 1.2 m wide and 1.4 m tall standing on y = 0, drawn with a masked, double-sided
     * leaf texture: a 16 × 16 picture of leaves on nothing (alpha 0), uvs glTF-style (v = 0 at the top).
     */
    static Model cards() {
        MeshBuilder m = ModelMesh.builder("cards", 0);
        for (int card = 0; card < 2; card++) {
            float ax = card == 0 ? 0.6f : 0, az = card == 0 ? 0 : 0.6f;
            float nx = card == 0 ? 0 : 1, nz = card == 0 ? 1 : 0;
            int a = m.vertex(-ax, 0, az, nx, 0, nz, 0.001f, 1, 1, 1, 1, 1);
            int b = m.vertex(ax, 0, -az, nx, 0, nz, 1, 1, 1, 1, 1, 1);
            int c = m.vertex(ax, 1.4f, -az, nx, 0, nz, 1, 0, 1, 1, 1, 1);
            int d = m.vertex(-ax, 1.4f, az, nx, 0, nz, 0.001f, 0, 1, 1, 1, 1);
            m.quad(a, b, c, d);
        }
        Material leaves = Material.of("leaves", Rgba.WHITE).withBaseColorTexture(TextureRef.of(0))
                .withAlpha(AlphaMode.MASK, 0.5f).withDoubleSided(true);
        return Model.of("cards", List.of(m.build()), List.of(leaves), List.of(leafTexture()));
    }

    /** 16 × 16 sRGB pixels: leaf blobs in two greens on a stem, alpha 0 between them. */
    static ModelTexture leafTexture() {
        int n = 16;
        byte[] rgba = new byte[4 * n * n];
        int[][] blobs = {{4, 4, 3}, {11, 3, 3}, {8, 8, 3}, {3, 11, 3}, {12, 11, 3}};
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int i = 4 * (y * n + x);
                boolean stem = (x == 7 || x == 8) && y >= 8;
                int leaf = -1;
                for (int k = 0; k < blobs.length; k++) {
                    int dx = x - blobs[k][0], dy = y - blobs[k][1];
                    if (dx * dx + dy * dy <= blobs[k][2] * blobs[k][2]) {
                        leaf = k;
                    }
                }
                if (stem) {
                    rgba[i] = (byte) 0x6b; rgba[i + 1] = (byte) 0x4a; rgba[i + 2] = (byte) 0x2b; rgba[i + 3] = (byte) 255;
                } else if (leaf >= 0) {
                    boolean light = (leaf + x / 3) % 2 == 0;
                    rgba[i] = (byte) (light ? 0x6a : 0x3c);
                    rgba[i + 1] = (byte) (light ? 0xb0 : 0x80);
                    rgba[i + 2] = (byte) (light ? 0x3c : 0x2a);
                    rgba[i + 3] = (byte) 255;
                }
            }
        }
        return new ModelTexture("leaves", n, n, rgba, Sampler.DEFAULT);
    }

    /** A flat quad facing +z, {@code w} by {@code h} metres, its bottom edge on y = {@code y0}, at z = {@code z}. */
    static ModelMesh pane(String name, int material, float w, float h, float y0, float z) {
        MeshBuilder m = ModelMesh.builder(name, material);
        int a = m.vertex(-w / 2, y0, z, 0, 0, 1, 0.001f, 1, 1, 1, 1, 1);
        int b = m.vertex(w / 2, y0, z, 0, 0, 1, 1, 1, 1, 1, 1, 1);
        int c = m.vertex(w / 2, y0 + h, z, 0, 0, 1, 1, 0, 1, 1, 1, 1);
        int d = m.vertex(-w / 2, y0 + h, z, 0, 0, 1, 0.001f, 0, 1, 1, 1, 1);
        m.quad(a, b, c, d);
        return m.build();
    }

    /** An upright cylinder-ish prism of {@code sides} faces, radius r, height h, standing on y = 0 with a lid. */
    static ModelMesh prism(String name, int material, int sides, float r, float h) {
        MeshBuilder m = ModelMesh.builder(name, material);
        for (int s = 0; s < sides; s++) {
            double a0 = 2 * Math.PI * s / sides, a1 = 2 * Math.PI * (s + 1) / sides, am = (a0 + a1) / 2;
            float nx = (float) Math.cos(am), nz = (float) -Math.sin(am);
            float x0 = (float) Math.cos(a0) * r, z0 = (float) -Math.sin(a0) * r, x1 = (float) Math.cos(a1) * r,
                    z1 = (float) -Math.sin(a1) * r;
            int a = m.vertex(x0, 0, z0, nx, 0, nz), b = m.vertex(x1, 0, z1, nx, 0, nz), c = m.vertex(x1, h, z1, nx, 0, nz),
                    d = m.vertex(x0, h, z0, nx, 0, nz);
            // Angles rise anticlockwise seen from above (+x toward -z): seen from outside, a1 lies right of a0.
            m.quad(a, b, c, d);
        }
        int centre = m.vertex(0, h, 0, 0, 1, 0);
        for (int s = 0; s < sides; s++) {
            double a0 = 2 * Math.PI * s / sides, a1 = 2 * Math.PI * (s + 1) / sides;
            int p = m.vertex((float) Math.cos(a0) * r, h, (float) -Math.sin(a0) * r, 0, 1, 0);
            int q = m.vertex((float) Math.cos(a1) * r, h, (float) -Math.sin(a1) * r, 0, 1, 0);
            m.triangle(centre, p, q);
        }
        return m.build();
    }

    /** A warm grey ground square at the floor of a box (min x, y, z, max x, y, z), reaching {@code reach} times its half-size from its middle. */
    static Model ground(float[] box, float reach) {
        float cx = (box[0] + box[3]) / 2, cz = (box[2] + box[5]) / 2;
        float r = reach * (float) Math.hypot(box[3] - box[0], box[5] - box[2]) / 2;
        MeshBuilder m = ModelMesh.builder("ground", 0);
        int a = m.vertex(cx - r, box[1], cz + r, 0, 1, 0), b = m.vertex(cx + r, box[1], cz + r, 0, 1, 0);
        int c = m.vertex(cx + r, box[1], cz - r, 0, 1, 0), d = m.vertex(cx - r, box[1], cz - r, 0, 1, 0);
        m.quad(a, b, c, d);
        return Model.of("ground", List.of(m.build()), List.of(Material.of("ground", Rgba.ofSrgb(0x9a9486))), List.of());
    }
}
