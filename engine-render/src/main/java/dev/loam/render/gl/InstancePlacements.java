package dev.loam.render.gl;

import dev.loam.model.InstanceSet;
import java.util.Arrays;

/**
 * Instances as the renderer reads them: matrices, tints and each one's bounding sphere in
 * world metres (radius −1 for a model of no meshes), and whether its matrix mirrors. {@link ModelRenderer}
 * reads a set into one once and keeps it; its models at one transform share one it refills each frame.
 */
final class InstancePlacements {
    float[] matrices, tints, spheres;
    boolean[] mirrored;
    int count;

    InstancePlacements(int capacity) {
        matrices = new float[16 * capacity];
        tints = new float[4 * capacity];
        spheres = new float[4 * capacity];
        mirrored = new boolean[capacity];
    }

    static InstancePlacements of(InstanceSet set, float[] modelBox) {
        int n = set.count();
        InstancePlacements p = new InstancePlacements(n);
        set.matrices().get(p.matrices);
        if (set.hasTints()) {
            set.tints().get(p.tints);
            for (int i = 0; i < n; i++) {
                // InstanceSet.tint clamps alpha to 1; so does the stream.
                p.tints[4 * i + 3] = Math.min(1, p.tints[4 * i + 3]);
            }
        } else {
            Arrays.fill(p.tints, 1);
        }
        for (int i = 0; i < n; i++) {
            p.place(i, modelBox);
        }
        p.count = n;
        return p;
    }

    /** Appends one instance; returns its index. */
    int add(float[] matrix, float r, float g, float b, float a, float[] modelBox) {
        if (count == mirrored.length) {
            int n = count * 2;
            matrices = Arrays.copyOf(matrices, 16 * n);
            tints = Arrays.copyOf(tints, 4 * n);
            spheres = Arrays.copyOf(spheres, 4 * n);
            mirrored = Arrays.copyOf(mirrored, n);
        }
        int i = count++;
        System.arraycopy(matrix, 0, matrices, 16 * i, 16);
        tints[4 * i] = r;
        tints[4 * i + 1] = g;
        tints[4 * i + 2] = b;
        tints[4 * i + 3] = Math.min(1, a);
        place(i, modelBox);
        return i;
    }

    /** Instance {@code i}'s sphere: the model box's middle moved, its half-diagonal times the largest axis scale. */
    private void place(int i, float[] b) {
        float[] m = matrices;
        int o = 16 * i;
        if (!(b[0] <= b[3])) {
            spheres[4 * i + 3] = -1;
            return;
        }
        float cx = (b[0] + b[3]) / 2, cy = (b[1] + b[4]) / 2, cz = (b[2] + b[5]) / 2;
        float dx = b[3] - b[0], dy = b[4] - b[1], dz = b[5] - b[2];
        float half = (float) Math.sqrt(dx * dx + dy * dy + dz * dz) / 2;
        float sx = len(m[o], m[o + 1], m[o + 2]), sy = len(m[o + 4], m[o + 5], m[o + 6]), sz = len(m[o + 8], m[o + 9], m[o + 10]);
        spheres[4 * i] = m[o] * cx + m[o + 4] * cy + m[o + 8] * cz + m[o + 12];
        spheres[4 * i + 1] = m[o + 1] * cx + m[o + 5] * cy + m[o + 9] * cz + m[o + 13];
        spheres[4 * i + 2] = m[o + 2] * cx + m[o + 6] * cy + m[o + 10] * cz + m[o + 14];
        spheres[4 * i + 3] = half * Math.max(sx, Math.max(sy, sz));
        float det = m[o] * (m[o + 5] * m[o + 10] - m[o + 9] * m[o + 6])
                - m[o + 4] * (m[o + 1] * m[o + 10] - m[o + 9] * m[o + 2])
                + m[o + 8] * (m[o + 1] * m[o + 6] - m[o + 5] * m[o + 2]);
        mirrored[i] = det < 0;
    }

    private static float len(float x, float y, float z) {
        return (float) Math.sqrt(x * x + y * y + z * z);
    }
}
