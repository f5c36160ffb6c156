package dev.loam.model;

/**
 * An axis-aligned box, min ≤ max on each axis, finite. {@link #EMPTY} (min above max) is the box
 * of nothing and the start of a union.
 */
public record Bounds(float minX, float minY, float minZ, float maxX, float maxY, float maxZ) {
    /** The box of nothing: unions with it give the other box. */
    public static final Bounds EMPTY = new Bounds(Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY,
            Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY);

    /** Whether this box holds nothing. */
    public boolean isEmpty() {
        return minX > maxX;
    }

    /** The box round a list of xyz positions, or {@link #EMPTY} for none. */
    public static Bounds of(float[] xyz) {
        float x0 = Float.POSITIVE_INFINITY, y0 = x0, z0 = x0, x1 = Float.NEGATIVE_INFINITY, y1 = x1, z1 = x1;
        for (int i = 0; i + 2 < xyz.length; i += 3) {
            x0 = Math.min(x0, xyz[i]);
            x1 = Math.max(x1, xyz[i]);
            y0 = Math.min(y0, xyz[i + 1]);
            y1 = Math.max(y1, xyz[i + 1]);
            z0 = Math.min(z0, xyz[i + 2]);
            z1 = Math.max(z1, xyz[i + 2]);
        }
        return new Bounds(x0, y0, z0, x1, y1, z1);
    }

    /** The box holding both. */
    public Bounds union(Bounds o) {
        if (isEmpty()) {
            return o;
        }
        if (o.isEmpty()) {
            return this;
        }
        return new Bounds(Math.min(minX, o.minX), Math.min(minY, o.minY), Math.min(minZ, o.minZ),
                Math.max(maxX, o.maxX), Math.max(maxY, o.maxY), Math.max(maxZ, o.maxZ));
    }

    /** The box round this one's eight corners moved by a column-major 4 × 4 affine matrix. */
    public Bounds transformed(float[] m) {
        if (isEmpty()) {
            return this;
        }
        float[] c = new float[24];
        int k = 0;
        for (int i = 0; i < 8; i++) {
            float x = (i & 1) == 0 ? minX : maxX, y = (i & 2) == 0 ? minY : maxY, z = (i & 4) == 0 ? minZ : maxZ;
            c[k++] = m[0] * x + m[4] * y + m[8] * z + m[12];
            c[k++] = m[1] * x + m[5] * y + m[9] * z + m[13];
            c[k++] = m[2] * x + m[6] * y + m[10] * z + m[14];
        }
        return of(c);
    }

    public float sizeX() {
        return isEmpty() ? 0 : maxX - minX;
    }

    public float sizeY() {
        return isEmpty() ? 0 : maxY - minY;
    }

    public float sizeZ() {
        return isEmpty() ? 0 : maxZ - minZ;
    }
}
