package dev.loam.physics;

import java.util.Objects;

/**
 * How one kind of prop collides, in its model's own space (metres, its base at its origin): a
 * {@linkplain #convex convex hull} (a rock, a crate, a telescope), an upright
 * {@linkplain #cylinder cylinder} (a trunk from a placement's footprint), or its
 * {@linkplain #triangles triangles} (a hut or a lighthouse whose hull would fill its doorway), each
 * up-facing triangle a slab down to the model's lowest point, as {@link MeshCollider} holds them.
 * A shape is shared by every prop of the kind; {@link PropCollider#add} stands one at a transform.
 * Immutable.
 */
public final class PropShape {
    /**
     * The most corners a scene gives a model's hull ({@link ConvexHull#of(float[], String, int)}):
     * enough for a rock's shape, few enough that a character's support among a wood of them stays cheap.
     */
    public static final int MAX_HULL_CORNERS = 32;
    /** The sides of the prism a {@link #cylinder} is held as. */
    public static final int CYLINDER_SIDES = 16;

    private final String name;
    private final ConvexHull hull;
    private final float[] positions;
    private final int[] indices;
    private final double depth;

    private PropShape(String name, ConvexHull hull, float[] positions, int[] indices, double depth) {
        this.name = name;
        this.hull = hull;
        this.positions = positions;
        this.indices = indices;
        this.depth = depth;
    }

    /**
     * A convex prop: its hull.
     *
     * @param name what it is, for messages
     * @param hull its hull, model space
     * @return the shape
     */
    public static PropShape convex(String name, ConvexHull hull) {
        return new PropShape(Objects.requireNonNull(name, "name"), Objects.requireNonNull(hull, "hull"), null, null, 0);
    }

    /**
     * An upright cylinder on the origin, from y = 0 up to {@code heightMetres}, held as the
     * {@value #CYLINDER_SIDES}-sided prism round it (its sides' middles on the circle, its corners
     * just outside): rays, sweeps and characters meet that prism exactly.
     *
     * @param name         what it is, for messages
     * @param radiusMetres its radius, finite and above 0
     * @param heightMetres its height, finite and above 0
     * @return the shape
     * @throws IllegalArgumentException naming the shape for a size out of range
     */
    public static PropShape cylinder(String name, double radiusMetres, double heightMetres) {
        Objects.requireNonNull(name, "name");
        if (!(radiusMetres > 0) || !Double.isFinite(radiusMetres) || !(heightMetres > 0)
                || !Double.isFinite(heightMetres)) {
            throw new IllegalArgumentException(name + ": a cylinder of radius " + radiusMetres + " m and height "
                    + heightMetres + " m (both finite and above 0)");
        }
        double corner = radiusMetres / Math.cos(Math.PI / CYLINDER_SIDES);
        double[] p = new double[6 * CYLINDER_SIDES];
        for (int k = 0; k < CYLINDER_SIDES; k++) {
            double a = 2 * Math.PI * (k + 0.5) / CYLINDER_SIDES;
            double x = corner * Math.cos(a), z = corner * Math.sin(a);
            p[6 * k] = x;
            p[6 * k + 1] = 0;
            p[6 * k + 2] = z;
            p[6 * k + 3] = x;
            p[6 * k + 4] = heightMetres;
            p[6 * k + 5] = z;
        }
        return new PropShape(name, ConvexHull.of(p, name), null, null, 0);
    }

    /**
     * A prop of its model's triangles: each facing up (counter-clockwise seen from above) a slab down
     * to the model's lowest point, the others dropped, as {@link MeshCollider.Builder#triangles}.
     *
     * @param name      what it is, for messages
     * @param positions x, y, z a vertex, model space, metres; copied
     * @param indices   three vertex indices a triangle; copied
     * @return the shape
     * @throws IllegalArgumentException naming the shape when an index is past the vertices, a length
     *                                  is not a multiple of three, a position is not finite, or no
     *                                  triangle faces up
     */
    public static PropShape triangles(String name, float[] positions, int[] indices) {
        Objects.requireNonNull(name, "name");
        MeshCollider check = MeshCollider.builder(name).triangles(positions, indices, 1).build();
        if (check.slabCount() == 0) {
            throw new IllegalArgumentException(name + ": no triangle faces up, so nothing stands to collide with");
        }
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (int i = 1; i < positions.length; i += 3) {
            lo = Math.min(lo, positions[i]);
            hi = Math.max(hi, positions[i]);
        }
        return new PropShape(name, null, positions.clone(), indices.clone(), Math.max(hi - lo, 1e-3));
    }

    /** What the shape is, as it was named. */
    public String name() {
        return name;
    }

    /** Whether it is a convex hull (a cylinder is one) rather than triangles. */
    public boolean isConvex() {
        return hull != null;
    }

    /** Its hull, or null for a shape of triangles. */
    public ConvexHull hull() {
        return hull;
    }

    /** How many triangles a shape of triangles holds; 0 for a convex one. */
    public int triangleCount() {
        return indices == null ? 0 : indices.length / 3;
    }

    float[] positionArray() {
        return positions;
    }

    int[] indexArray() {
        return indices;
    }

    /** The depth of a triangle shape's slabs: the model's height, in its units. */
    double slabDepth() {
        return depth;
    }

    @Override
    public String toString() {
        return "PropShape[" + name + ", " + (hull != null ? hull : triangleCount() + " triangles") + "]";
    }
}
