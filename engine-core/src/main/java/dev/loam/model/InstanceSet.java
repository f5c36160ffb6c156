package dev.loam.model;

import java.util.Arrays;
import java.util.Objects;

/**
 * One model drawn and collided at many places: a column-major 4 × 4 affine matrix and a linear
 * RGBA tint (multiplying the model's colours; white for none) an instance. Terrain scatter,
 * region props and generated placements all reach the renderer, the colliders and the exporters
 * in this form. Immutable.
 */
public final class InstanceSet {
    /** The most instances one set may hold, 2^24. */
    public static final int MAX_INSTANCES = 1 << 24;

    private final String name;
    private final Model model;
    private final float[] matrices;
    private final float[] tints;

    /**
     * @param name     for messages and export
     * @param model    what every instance draws
     * @param matrices 16 floats an instance, each an affine matrix
     * @param tints    4 floats an instance, or empty for white
     * @throws ModelException naming {@code matrices[i]} or {@code tints[i]} when wrong
     */
    public InstanceSet(String name, Model model, float[] matrices, float[] tints) {
        this.name = Objects.requireNonNull(name, "name");
        this.model = Objects.requireNonNull(model, "model");
        Objects.requireNonNull(matrices, "matrices");
        if (matrices.length % 16 != 0) {
            throw new ModelException("matrices", matrices.length + " floats is not 16 an instance");
        }
        int n = matrices.length / 16;
        if (n > MAX_INSTANCES) {
            throw new ModelException("matrices", n + " instances is more than the " + MAX_INSTANCES + " a set may hold");
        }
        for (int i = 0; i < n; i++) {
            try {
                Transforms.check(Arrays.copyOfRange(matrices, 16 * i, 16 * i + 16));
            } catch (ModelException e) {
                throw ModelException.under("matrices[" + i + "]", e);
            }
        }
        float[] t = tints == null || tints.length == 0 ? new float[0] : tints;
        if (t.length != 0 && t.length != 4 * n) {
            throw new ModelException("tints", t.length + " floats given; " + n + " instances need " + 4 * n);
        }
        for (int i = 0; i < t.length; i++) {
            if (!(t[i] >= 0) || !Float.isFinite(t[i])) {
                throw new ModelException("tints[" + i / 4 + "]", t[i] + " must be a finite factor, 0 or more");
            }
        }
        this.matrices = matrices.clone();
        this.tints = t.clone();
    }

    /** A builder adding one instance at a time. */
    public static Builder builder(String name, Model model) {
        return new Builder(name, model);
    }

    public String name() {
        return name;
    }

    public Model model() {
        return model;
    }

    public int count() {
        return matrices.length / 16;
    }

    /** Whether any instance has a tint other than white. */
    public boolean hasTints() {
        return tints.length > 0;
    }

    /** Instance {@code i}'s matrix, a copy. */
    public float[] matrix(int i) {
        Objects.checkIndex(i, count());
        return Arrays.copyOfRange(matrices, 16 * i, 16 * i + 16);
    }

    /** Instance {@code i}'s tint (white when the set has none). */
    public Rgba tint(int i) {
        Objects.checkIndex(i, count());
        if (tints.length == 0) {
            return Rgba.WHITE;
        }
        return new Rgba(tints[4 * i], tints[4 * i + 1], tints[4 * i + 2], Math.min(1, tints[4 * i + 3]));
    }

    /** Every matrix, 16 floats an instance, read-only. */
    public java.nio.FloatBuffer matrices() {
        return java.nio.FloatBuffer.wrap(matrices).asReadOnlyBuffer();
    }

    /** Every tint, 4 floats an instance, read-only; empty when the set has none. */
    public java.nio.FloatBuffer tints() {
        return java.nio.FloatBuffer.wrap(tints).asReadOnlyBuffer();
    }

    /** The box round every instance's model box, moved by its matrix. */
    public Bounds bounds() {
        Bounds b = Bounds.EMPTY;
        for (int i = 0; i < count(); i++) {
            b = b.union(model.bounds().transformed(matrix(i)));
        }
        return b;
    }

    /** This set with every instance moved by {@code m} first: {@code m · instance}. */
    public InstanceSet transformed(float[] m) {
        Transforms.check(m);
        float[] out = new float[matrices.length];
        for (int i = 0; i < count(); i++) {
            System.arraycopy(Transforms.multiply(m, matrix(i)), 0, out, 16 * i, 16);
        }
        return new InstanceSet(name, model, out, tints);
    }

    /** Every instance's model merged into one model (tints dropped): for export to formats with no instancing. */
    public Model expanded() {
        java.util.List<Model> parts = java.util.Collections.nCopies(count(), model);
        java.util.List<float[]> at = new java.util.ArrayList<>(count());
        for (int i = 0; i < count(); i++) {
            at.add(matrix(i));
        }
        return Model.merged(name, parts, at);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof InstanceSet s && s.name.equals(name) && s.model.equals(model) && Arrays.equals(s.matrices, matrices)
                && Arrays.equals(s.tints, tints);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, model, Arrays.hashCode(matrices), Arrays.hashCode(tints));
    }

    @Override
    public String toString() {
        return "InstanceSet[" + name + ", " + model.name() + " × " + count() + "]";
    }

    /** Adds instances one at a time. */
    public static final class Builder {
        private final String name;
        private final Model model;
        private float[] m = new float[16 * 16];
        private float[] t = new float[4 * 16];
        private int n;
        private boolean tinted;

        Builder(String name, Model model) {
            this.name = name;
            this.model = model;
        }

        /** Adds an instance with a matrix and no tint. */
        public Builder add(float[] matrix) {
            return add(matrix, Rgba.WHITE);
        }

        /** Adds an instance with a matrix and a tint. */
        public Builder add(float[] matrix, Rgba tint) {
            Transforms.check(matrix);
            if (16 * (n + 1) > m.length) {
                m = Arrays.copyOf(m, m.length * 2);
                t = Arrays.copyOf(t, t.length * 2);
            }
            System.arraycopy(matrix, 0, m, 16 * n, 16);
            t[4 * n] = tint.r();
            t[4 * n + 1] = tint.g();
            t[4 * n + 2] = tint.b();
            t[4 * n + 3] = tint.a();
            tinted |= !tint.equals(Rgba.WHITE);
            n++;
            return this;
        }

        /** Adds an instance standing at (x, y, z), turned by {@code yawRadians} about +y and uniformly scaled. */
        public Builder add(float x, float y, float z, float yawRadians, float scale, Rgba tint) {
            return add(Transforms.placed(x, y, z, yawRadians, scale), tint);
        }

        public int count() {
            return n;
        }

        public InstanceSet build() {
            return new InstanceSet(name, model, Arrays.copyOf(m, 16 * n), tinted ? Arrays.copyOf(t, 4 * n) : new float[0]);
        }
    }
}
