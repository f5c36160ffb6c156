package dev.loam.render.gl;

import dev.loam.model.InstanceSet;
import dev.loam.render.mesh.InstanceCells;
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
    /** The set read, or null for models at a transform. */
    InstanceSet set;

    InstancePlacements(int capacity) {
        matrices = new float[16 * capacity];
        tints = new float[4 * capacity];
        spheres = new float[4 * capacity];
        mirrored = new boolean[capacity];
    }

    static InstancePlacements of(InstanceSet set, float[] modelBox) {
        int n = set.count();
        InstancePlacements p = new InstancePlacements(n);
        p.set = set;
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

    /** Instance {@code i}'s sphere and handedness, as a cell partition places them ({@link InstanceCells#boundingSphere}). */
    private void place(int i, float[] b) {
        mirrored[i] = InstanceCells.boundingSphere(b, matrices, 16 * i, spheres, 4 * i);
    }
}
